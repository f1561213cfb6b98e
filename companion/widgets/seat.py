"""One seat at the table: what everyone can see of a player, and how far they are."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.message import Message
from textual.widgets import Static

from companion.i18n import t
from companion.names import card_label, card_name, character_name, life_bullets, role_name
from rules.cards import is_weapon
from rules.distance import distance, reach, weapon_name
from rules.play import PANIC_REACH
from rules.state import Player, State

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

    def __init__(self, name: str, index: int) -> None:
        super().__init__(id=f"seat-{index}", classes="seat", markup=False)
        self.player_name = name

    def show(self, view: SeatView, state: State, lang: str) -> None:
        """Redraw the seat for the table as it is now."""
        player = view.player
        self.border_title = player.name
        self.border_subtitle = _status(view, lang)
        self.set_class(view.current, "-current")
        self.set_class(view.waiting, "-waiting")
        self.set_class(view.selected, "-selected")
        self.set_class(not player.alive, "-dead")
        self.update(_body(view, state, lang))

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


def _body(view: SeatView, state: State, lang: str) -> Text:
    player = view.player
    text = Text()
    text.append(character_name(player.character, lang), style="bold")
    if player.role:
        text.append(f"  {role_name(player.role, lang)}", style="bold yellow")
    text.append("\n")
    text.append(life_bullets(player.life, player.max_life), style="red")
    text.append(f" {max(player.life, 0)}/{player.max_life}\n")
    text.append(t("seat.hand", lang, n=len(player.hand)))
    text.append(f" · {card_name(weapon_name(player), lang)} ({reach(player)})\n")
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
    text.append(("✓ " if bang_ok else "✗ ") + card_name("bang", lang),
                style="green" if bang_ok else "red")
    text.append(" ")
    text.append(("✓ " if panic_ok else "✗ ") + card_name("panic", lang),
                style="green" if panic_ok else "red")
    return text
