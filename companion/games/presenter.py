"""What the app shows and offers for one game: the one interface each game gives the screens.

The screens never ask which game they show; they ask the session's presenter (BANG! in
companion/games/bang.py, BANG! Duel in companion/games/duel.py) for the decision's buttons,
the seats, the centre of the table, the big-type view, the corrections the referee can make,
how a move is written, and how a scenario's final table reads.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from cards_data import Entry
from companion.choice_tree import Choice
from companion.i18n import t
from rules.core.game import Game
from rules.core.moves import FixHand, GameMove

if TYPE_CHECKING:
    from companion.widgets.seat import Seat

Option = tuple[str, object]
"""One button of a correction step: its label, and what choosing it means."""


@dataclass(frozen=True)
class Life:
    """One seat (a Duel: one character in play) as the big view shows it."""

    label: str
    life: int
    max_life: int
    current: bool


@dataclass(frozen=True)
class DrawNeeds:
    """What the draw! panel asks for the reveal awaited: an index or a corner `symbol`
    (`index`; else the card's name), how many `cards`, the suits in the order they rank."""

    index: bool
    cards: int = 1
    symbol: bool = False
    ranked: frozenset[str] | None = None


class Presenter(Protocol):
    """One game as the app shows it. `name` is the game's ("bang", "duel"), as the rules
    lookup and scenario reports name it."""

    name: str
    camera_shows: str | None
    """What the camera is made ready to read as the table opens (None: what it reads anyway)."""
    teaches_camera: bool
    """Whether a card the players reveal themselves teaches the camera its index."""
    correction_kinds: tuple[str, ...]
    """What the referee can correct, in the order the form offers it."""

    def names(self, game: Game) -> list[str]:
        """The players, in seat order."""
        ...

    def parse(self, text: str, names: list[str]) -> GameMove:
        """The move a typed line names (NotationError says what cannot be read)."""
        ...

    def notation(self, move: GameMove, lang: str) -> str:
        """The move in this game's notation."""
        ...

    def choices(self, game: Game, lang: str) -> Choice:
        """The pending decision as a tree of buttons."""
        ...

    def pending_text(self, game: Game, lang: str) -> str:
        """What the game waits for, as the status line says it."""
        ...

    def banner_text(self, game: Game, lang: str) -> str:
        """Who must do what now, as the banner above the table says it."""
        ...

    def why_key(self, winner: str) -> str:
        """The message id of why `winner` won."""
        ...

    def seat_lines(self, state: Any, lang: str) -> list[str]:
        """Who sat where, a line each, for the exported log."""
        ...

    def final_roles(self, state: Any, lang: str, phone: bool) -> str:
        """Every seat's fate as Game over shows it (`phone`: 35 columns)."""
        ...

    def lives(self, state: Any, lang: str) -> list[Life]:
        """Every seat's life, in table order, for the big view."""
        ...

    def turn_player(self, state: Any) -> str:
        """The player whose turn it is."""
        ...

    def centre_text(self, state: Any, lang: str, selected: str | None, compact: bool) -> str:
        """The centre of the table: the turn, the piles (`compact`: in one line)."""
        ...

    def seated(self, state: Any) -> list[int]:
        """The seats shown around the table, by their players' indexes."""
        ...

    def show_seats(
        self, seats: Iterable[Seat], game: Game, selected: str | None, lang: str
    ) -> None:
        """Redraw each seat for the table as it is now."""
        ...

    def draw_needs(self, game: Game) -> DrawNeeds:
        """What the draw! panel asks for the reveal the game waits for."""
        ...

    def correction_step(
        self, state: Any, kind: str, player: str | None, lang: str
    ) -> tuple[str, list[Option]]:
        """The correction form's prompt and buttons for `kind` (other than moving a card),
        `player` chosen or not yet."""
        ...

    def lookup_facts(self, entry: Entry, lang: str) -> list[str]:
        """The facts of one of this game's entries a rules lookup shows: copies, decks."""
        ...

    def summarise(self, state: Any, lang: str) -> dict[str, Any]:
        """The table as `bang-companion check` reports it."""
        ...

    def summary_lines(self, final: dict[str, Any], lang: str) -> list[str]:
        """The final table of `bang-companion check`, as lines of text."""
        ...


def hand_step(player: str, count: int, lang: str) -> tuple[str, list[Option]]:
    """The hand correction both games make: one card fewer or more in `player`'s hand."""
    said = t("correct.hand_now", lang, player=player, count=count)
    fewer, more = FixHand(player, max(count - 1, 0)), FixHand(player, count + 1)
    return said, [("−1", fewer), ("+1", more)]
