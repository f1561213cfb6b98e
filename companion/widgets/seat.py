"""One seat at the table: what everyone can see of a player, and how far they are.

In a BANG! Duel the same seat shows one side: its active and backup characters, and only the
counts of its reserve (face down), hand and own deck.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.message import Message
from textual.widgets import Static

from companion.i18n import t
from companion.names import card_label, card_name, character_name, life_bullets, role_name
from rules.bang.cards import is_weapon
from rules.bang.distance import distance, reach, weapon_name
from rules.bang.play import PANIC_REACH
from rules.bang.state import Player, State
from rules.duel.state import Fighter, Side

MARKERS = ("jail", "dynamite")


@dataclass(frozen=True)
class SeatView:
    """What one seat shows: the player, and who is current, waiting, selected."""

    player: Player
    current: bool
    waiting: bool
    selected: bool
    seen_from: str | None
    """The selected player, to show distance and reach from them; None when no one is."""


class Seat(Static, can_focus=True):
    """A player's board. Click or Enter selects the player to show distances from them."""

    class Selected(Message):
        def __init__(self, player: str) -> None:
            super().__init__()
            self.player = player

    BINDINGS = [("enter,space", "select_seat", "Select")]

    def __init__(self, name: str, index: int, compact: bool = False) -> None:
        super().__init__(id=f"seat-{index}", classes="seat", markup=False)
        self.player_name = name
        self.compact = compact
        """No border (a short screen's rows are few): its title and status open the body."""

    def show(self, view: SeatView, state: State, lang: str) -> None:
        """Redraw the seat for the table as it is now."""
        player = view.player
        self.set_class(view.current, "-current")
        self.set_class(view.waiting, "-waiting")
        self.set_class(view.selected, "-selected")
        self.set_class(not player.alive, "-dead")
        body = _body(view, state, lang, self.compact)
        self._titled(player.name, _status(view, lang), body)

    def show_side(self, side: Side, current: bool, waiting: bool, lang: str) -> None:
        """Redraw the seat as one side of a Duel, whose turn it is if `current`."""
        status = t("seat.waiting", lang) if waiting else t("seat.turn", lang) if current else ""
        self.set_class(current, "-current")
        self.set_class(waiting, "-waiting")
        self.set_class(side.defeated, "-dead")
        title = f"{side.player} · {t(f'duel.{side.name}', lang)}"
        status = t("seat.eliminated", lang) if side.defeated else status
        self._titled(title, status, _side_body(side, lang))

    def _titled(self, title: str, status: str, body: Text) -> None:
        """The title and status on the border, or (compact) on the body's first line."""
        if not self.compact:
            self.border_title, self.border_subtitle = title, status
            self.update(body)
            return
        head = Text(title, style="bold")
        if status:
            head.append(f" · {status}", style="italic")
        self.update(Text("\n").join((head, body)))

    def on_click(self) -> None:
        self.action_select_seat()

    def action_select_seat(self) -> None:
        self.post_message(self.Selected(self.player_name))


def _status(view: SeatView, lang: str) -> str:
    if not view.player.alive:
        return t("seat.eliminated", lang)
    if view.waiting:
        return t("seat.waiting", lang)
    if view.current:
        return t("seat.turn", lang)
    return ""


def _body(view: SeatView, state: State, lang: str, compact: bool = False) -> Text:
    """Character and role, life, hand and weapon, cards in play; compact, in a line less
    (life as a number, the hand beside it, the weapon beside the cards in play)."""
    player = view.player
    text = Text()
    text.append(character_name(player.character, lang), style="bold")
    if player.role:
        text.append(f"  {role_name(player.role, lang)}", style="bold yellow")
    text.append("\n")
    life = f"{max(player.life, 0)}/{player.max_life}"
    if compact:  # the bullets take a line of their own on a phone
        text.append(f"♥{life}", style="red")
    else:
        text.append(life_bullets(player.life, player.max_life), style="red")
        text.append(f" {life}")
    hand = t("seat.hand", lang, n=len(player.hand))
    weapon = f"{card_name(weapon_name(player), lang)} ({reach(player)})"
    text.append(f" · {hand}\n{weapon} · " if compact else f"\n{hand} · {weapon}\n")
    blue = [card for card in player.in_play if card.kind and not is_weapon(card.kind)]
    shown = [card_label(card, lang) for card in blue if card.kind not in MARKERS]
    markers = [card_name(card.kind, lang).upper() for card in blue if card.kind in MARKERS]
    text.append(", ".join(shown) or ("" if markers else "—"), style="cyan")
    for number, marker in enumerate(markers):
        text.append(" " if shown or number else "")
        text.append(f" {marker} ", style="bold reverse")
    relation = _relation(view, state, lang)
    if relation:
        text.append("\n")
        text.append_text(relation)
    return text


def _relation(view: SeatView, state: State, lang: str) -> Text | None:
    """Distance from the selected player, and whether their weapon and Panic! reach."""
    source, player = view.seen_from, view.player
    if source is None or not player.alive or not state.player(source).alive:
        return None
    if source == player.name:
        return Text(t("seat.selected", lang), style="bold magenta")
    gap = distance(state, source, player.name)
    bang_ok = gap <= reach(state.player(source))
    panic_ok = gap <= PANIC_REACH
    text = Text(t("seat.distance", lang, n=gap) + " ")
    text.append(
        ("✓ " if bang_ok else "✗ ") + card_name("bang", lang), style="green" if bang_ok else "red"
    )
    text.append(" ")
    text.append(
        ("✓ " if panic_ok else "✗ ") + card_name("panic", lang),
        style="green" if panic_ok else "red",
    )
    return text


def _side_body(side: Side, lang: str) -> Text:
    """The characters in play (active first), then what stays face down: counts only."""
    text = Text()
    fighters = side.fighters()
    if not fighters:
        text.append(t("duel.none", lang) + "\n", style="italic")
    for number, fighter in enumerate(fighters):
        if side.alone:
            place = t("duel.alone", lang)
        else:
            place = t("duel.active", lang) if number == 0 else t("duel.backup", lang)
        _fighter_lines(text, fighter, place, active=number == 0, lang=lang)
    text.append(
        t("duel.counts", lang, reserve=len(side.reserve), hand=len(side.hand), deck=len(side.deck))
    )
    return text


def _fighter_lines(text: Text, fighter: Fighter, place: str, active: bool, lang: str) -> None:
    text.append("★ " if active else "  ", style="bold yellow")
    text.append(character_name(fighter.id, lang), style="bold" if active else "")
    text.append(f" ({place})  ")
    text.append(life_bullets(fighter.life, fighter.max_life), style="red")
    text.append(f" {max(fighter.life, 0)}/{fighter.max_life}\n")
    shown = ", ".join(card_label(card, lang) for card in fighter.equipment)
    text.append(f"    {shown or '—'}\n", style="cyan")
