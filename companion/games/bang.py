"""BANG! as the app shows it: its seats, its centre, its corrections, its final table."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from cards_data import BangCard, Entry, load_bang
from companion.choice_tree import Choice
from companion.games import bang_choices
from companion.games.presenter import DrawNeeds, Life, Option, hand_step
from companion.i18n import t
from companion.names import character_name, role_name, top_label
from rules.bang import piles
from rules.bang.moves import FixRole, Move
from rules.bang.notation import format_move, parse
from rules.bang.state import Check, State
from rules.bang.summary import summarise
from rules.bang.turns import cards_needed
from rules.core.game import Game
from rules.core.moves import FixLife

if TYPE_CHECKING:
    from companion.widgets.seat import Seat


class BangPresenter:
    """The base game: players with roles and characters round one table."""

    name = "bang"
    camera_shows: str | None = None
    teaches_camera = True
    correction_kinds = ("life", "hand", "move", "role")

    def names(self, game: Game) -> list[str]:
        return [player.name for player in game.state.players]

    def parse(self, text: str, names: list[str]) -> Move:
        return parse(text, names)

    def notation(self, move: Move, lang: str) -> str:
        return format_move(move, lang)

    def choices(self, game: Game, lang: str) -> Choice:
        return bang_choices.choices(game, lang)

    def pending_text(self, game: Game, lang: str) -> str:
        return bang_choices.pending_text(game, lang)

    def banner_text(self, game: Game, lang: str) -> str:
        return bang_choices.banner_text(game, lang)

    def why_key(self, winner: str) -> str:
        return f"why.{winner}"

    def seat_lines(self, state: State, lang: str) -> list[str]:
        lines = []
        for player in state.players:
            role = f", {role_name(player.role, lang)}" if player.role else ""
            lines.append(f"{player.name}: {character_name(player.character, lang)}{role}")
        return lines

    def final_roles(self, state: State, lang: str, phone: bool) -> str:
        rows = []
        for player in state.players:
            role = role_name(player.role, lang) if player.role else t("over.hidden_role", lang)
            fate = t("over.alive", lang) if player.alive else t("over.dead", lang)
            rows.append((player.name, character_name(player.character, lang), role, fate))
        if phone:  # a phone's 35 columns cannot hold one line a player
            return "\n".join(f"{name} · {who}\n  {role}, {fate}" for name, who, role, fate in rows)
        return "\n".join(_aligned(rows))

    def lives(self, state: State, lang: str) -> list[Life]:
        return [
            Life(player.name, max(player.life, 0), player.max_life, player is state.current)
            for player in state.players
        ]

    def turn_player(self, state: State) -> str:
        return state.current.name

    def centre_text(self, state: State, lang: str, selected: str | None, compact: bool) -> str:
        top = top_label(piles.discard_top(state), lang)
        turn = t(
            "centre.turn", lang, player=state.current.name, phase=t(f"phase.{state.phase}", lang)
        )
        counts = t("centre.piles", lang, deck=len(state.deck), discard=len(state.discard), top=top)
        if compact:  # rows are few: one line, and no tip
            return " · ".join(line for line in (turn, counts, _out(state, lang)) if line)
        hint = t("centre.select_hint", lang) if selected is None else ""
        return "\n".join(line for line in (turn, counts, _out(state, lang), hint) if line)

    def seated(self, state: State) -> list[int]:
        return [n for n, player in enumerate(state.players) if player.alive]

    def show_seats(
        self, seats: Iterable[Seat], game: Game, selected: str | None, lang: str
    ) -> None:
        # Imported here: the seat widgets bring Textual, which the command-line tools that
        # reach the presenters (`check`, `rules`) would otherwise load at every start.
        from companion.widgets.seat import SeatView

        state, waiting = game.state, game.pending
        for seat in seats:
            player = state.player(seat.player_name)
            view = SeatView(
                player,
                current=player is state.current and not game.winner,
                waiting=waiting.player == player.name,
                selected=selected == player.name,
                seen_from=selected,
            )
            seat.show(view, state, lang)

    def draw_needs(self, game: Game) -> DrawNeeds:
        request = game.pending.request
        index = request is not None and game.kind.reveal_needs(request) == "index"
        cards = 1
        if isinstance(request, Check):
            cards = cards_needed(game.state, request) - len(request.seen)
        ranked = game.kind.suits_ranked(request) if index and request else None
        return DrawNeeds(index, cards, ranked=ranked)

    def correction_step(
        self, state: State, kind: str, player: str | None, lang: str
    ) -> tuple[str, list[Option]]:
        if player is None:
            players = state.players if kind == "role" else state.alive()
            return t("correct.who", lang), [(p.name, p.name) for p in players]
        chosen = state.player(player)
        if kind == "life":
            life, most = chosen.life, chosen.max_life
            said = t("correct.life_now", lang, player=chosen.name, life=life, most=most)
            return said, [("−1", FixLife(chosen.name, -1)), ("+1", FixLife(chosen.name, 1))]
        if kind == "hand":
            return hand_step(chosen.name, len(chosen.hand), lang)
        roles = sorted(load_bang().roles, key=lambda role: role_name(role, lang))
        options: list[Option] = [
            (role_name(role, lang), FixRole(chosen.name, role)) for role in roles
        ]
        return t("correct.role_pick", lang, player=chosen.name), options

    def lookup_facts(self, entry: Entry, lang: str) -> list[str]:
        if not isinstance(entry, BangCard):
            return []
        copies = ", ".join(str(copy) for copy in entry.copies)
        facts = [t("lookup.copies", lang, n=len(entry.copies), copies=copies)]
        if entry.range is not None:
            facts.append(t("lookup.weapon", lang, range=entry.range))
        return facts

    def summarise(self, state: State, lang: str) -> dict[str, Any]:
        return summarise(state, lang)

    def summary_lines(self, final: dict[str, Any], lang: str) -> list[str]:
        lines = [_player_line(player, lang) for player in final["players"]]
        waiting = final["pending"]
        turn = {"player": final["turn"], "phase": final["phase"], "decision": waiting["decision"]}
        if waiting["player"]:
            lines += ["", t("check.turn_by", lang, waiting=waiting["player"], **turn)]
        else:
            lines += ["", t("check.turn", lang, **turn)]
        if final["winner"]:
            lines.append(t("check.winner", lang, winner=final["winner"]))
        return lines


BANG = BangPresenter()


def _out(state: State, lang: str) -> str:
    """The eliminated players, whose seats leave the table, with their roles once shown."""
    out = [
        f"{player.name} ({role_name(player.role, lang)})" if player.role else player.name
        for player in state.players
        if not player.alive
    ]
    return t("centre.out", lang, players=", ".join(out)) if out else ""


def _aligned(rows: list[tuple[str, ...]]) -> list[str]:
    """The rows as lines whose columns line up, each as wide as its widest cell."""
    widths = [max(len(cell) for cell in column) for column in zip(*rows, strict=True)]
    return [
        "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip()
        for row in rows
    ]


def _player_line(player: dict[str, Any], lang: str) -> str:
    """One player of `bang-companion check`'s final table."""
    status = "" if player["alive"] else "  " + t("check.eliminated", lang)
    role = f" {player['role']}" if player["role"] else ""
    return t(
        "check.player",
        lang,
        name=f"{player['name']:<10}",
        character=f"{player['character']:<16}",
        role=f"{role:<10}",
        life=player["life"],
        most=player["max_life"],
        hand=player["hand"],
        in_play=", ".join(player["in_play"]) or "-",
        status=status,
    )
