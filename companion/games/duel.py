"""BANG! Duel as the app shows it: two sides of characters, corner symbols, life and hand
corrections only, and its own final table."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from cards_data import DuelCard, Entry
from cards_data.model import DuelDeckShare
from companion.choice_tree import Choice
from companion.games import duel_choices
from companion.games.duel_words import side_lines
from companion.games.presenter import DrawNeeds, Life, Option, hand_step
from companion.i18n import t
from companion.names import character_name, symbol_name, top_label
from rules.core.game import Game
from rules.core.moves import FixLife
from rules.duel import notation, summary
from rules.duel.moves import DuelMove
from rules.duel.state import DuelState

if TYPE_CHECKING:
    from companion.widgets.seat import Seat


class DuelPresenter:
    """Two players, each a side of characters in play; a reveal reads a corner symbol."""

    name = "duel"
    camera_shows: str | None = "symbol"
    teaches_camera = False
    correction_kinds = ("life", "hand")

    def names(self, game: Game) -> list[str]:
        return list(game.setup.players)

    def parse(self, text: str, names: list[str]) -> DuelMove:
        return notation.parse(text, names)

    def notation(self, move: DuelMove, lang: str) -> str:
        return notation.format_move(move, lang)

    def choices(self, game: Game, lang: str) -> Choice:
        return duel_choices.choices(game, lang)

    def pending_text(self, game: Game, lang: str) -> str:
        return duel_choices.pending_text(game, lang)

    def banner_text(self, game: Game, lang: str) -> str:
        return duel_choices.pending_text(game, lang)

    def why_key(self, winner: str) -> str:
        return f"why.duel_{winner}"

    def seat_lines(self, state: DuelState, lang: str) -> list[str]:
        return side_lines(state, lang)

    def final_roles(self, state: DuelState, lang: str, phone: bool) -> str:
        return "\n".join(side_lines(state, lang))

    def lives(self, state: DuelState, lang: str) -> list[Life]:
        return [
            Life(
                f"{side.player} · {character_name(fighter.id, lang)}",
                fighter.life,
                fighter.max_life,
                side is state.current,
            )
            for side in state.sides
            for fighter in side.slots
            if fighter is not None
        ]

    def turn_player(self, state: DuelState) -> str:
        return state.current.player

    def centre_text(self, state: DuelState, lang: str, selected: str | None, compact: bool) -> str:
        top = top_label(state.discard[-1:], lang)
        turn = t(
            "centre.turn", lang, player=state.current.player, phase=t(f"phase.{state.phase}", lang)
        )
        counts = t(
            "duel.piles", lang, common=len(state.common), discard=len(state.discard), top=top
        )
        return f"{turn}\n{counts}"

    def seated(self, state: DuelState) -> list[int]:
        return list(range(len(state.sides)))

    def show_seats(
        self, seats: Iterable[Seat], game: Game, selected: str | None, lang: str
    ) -> None:
        state, waiting = game.state, game.pending
        for seat in seats:
            side = state.side(seat.player_name)
            current = side is state.current and not state.over
            seat.show_side(side, current, waiting.player == side.player, lang)

    def draw_needs(self, game: Game) -> DrawNeeds:
        """A Duel check reads the corner symbol; the General Store, the name."""
        request = game.pending.request
        symbol = request is not None and game.kind.reveal_needs(request) == "symbol"
        return DrawNeeds(symbol, symbol=True)

    def correction_step(
        self, state: DuelState, kind: str, player: str | None, lang: str
    ) -> tuple[str, list[Option]]:
        """A character's life (which character in play, then the change) or a player's hand
        (whose, then the change)."""
        if kind == "hand":
            if player is None:
                players = [side.player for side in state.sides]
                return t("correct.who", lang), [(name, name) for name in players]
            return hand_step(player, len(state.side(player).hand), lang)
        found = state.find(player) if player else None
        if found is None:
            fighters = [fighter for _side, fighter in state.fighters()]
            return t("correct.who", lang), [(character_name(f.id, lang), f.id) for f in fighters]
        fighter = found[1]
        name, life, most = character_name(fighter.id, lang), fighter.life, fighter.max_life
        said = t("correct.life_now", lang, player=name, life=life, most=most)
        return said, [("−1", FixLife(fighter.id, -1)), ("+1", FixLife(fighter.id, 1))]

    def lookup_facts(self, entry: Entry, lang: str) -> list[str]:
        if not isinstance(entry, DuelCard):
            return []
        return [
            t(f"lookup.deck_{deck}", lang, count=_share(share, lang))
            for deck, share in entry.decks.items()
        ]

    def summarise(self, state: DuelState, lang: str) -> dict[str, Any]:
        return summary.summarise(state, lang)

    def summary_lines(self, final: dict[str, Any], lang: str) -> list[str]:
        return summary.lines(final)


DUEL = DuelPresenter()


def _share(share: DuelDeckShare, lang: str) -> str:
    """A deck's copies and their corner symbols: "4 (tonneau ×1, fer à cheval ×3)"."""
    if not share.count:
        return "0"
    symbols = ", ".join(f"{symbol_name(s, lang)} ×{n}" for s, n in share.symbols.items())
    return f"{share.count} ({symbols})"
