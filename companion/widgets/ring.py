"""The seats drawn around the table, in their real clockwise order.

Wide screens: along the top edge left to right, then back along the bottom edge right to left,
with the table's centre between. Narrow (tablet) screens: down the right side, then up the left.
Only the living sit at the table: an eliminated player's seat would take a living one's room
(off a phone's screen), so the centre names the eliminated instead, on one line.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Grid
from textual.geometry import Size
from textual.widget import Widget
from textual.widgets import Static

from companion.widgets.seat import Seat


def wide_order(count: int) -> list[int | None]:
    """Seat numbers cell by cell for two rows (None: an empty cell)."""
    top = (count + 1) // 2
    bottom = list(range(count - 1, top - 1, -1))
    return [*range(top), *bottom, *[None] * (top - len(bottom))]


def narrow_order(count: int) -> list[int | None]:
    """Seat numbers cell by cell for two columns: right side down, left side up."""
    right = (count + 1) // 2
    cells: list[int | None] = []
    for row in range(right):
        left = count - 1 - row
        cells += [left if left >= right else None, row]
    return cells


class TableRing(Grid):
    """The seats and, in their middle, the table's centre (turn, deck, discard pile).

    `seated`: the seats' numbers (their place in the game's order, each seat's id) of the
    players at the table, in that order; `compact`: seats without borders (short screens)."""

    def __init__(
        self, names: list[str], seated: list[int], narrow: bool, compact: bool = False
    ) -> None:
        super().__init__(id="ring", classes="-narrow" if narrow else "-wide")
        self.names = names
        self.seated = seated
        self.narrow = narrow
        self.compact = compact

    def compose(self) -> ComposeResult:
        count = len(self.seated)
        columns = 2 if self.narrow else (count + 1) // 2
        self.styles.grid_size_columns = columns
        cells = narrow_order(count) if self.narrow else wide_order(count)
        rows = ["auto"] * (len(cells) // columns + 1)  # the seats' rows and the centre's
        self.styles.grid_rows = " ".join(rows)  # every row named: a shorter list would repeat
        centre = TableCentre(id="table-centre", markup=False)
        centre.styles.column_span = columns
        if self.narrow:
            yield centre
        for position, seat in enumerate(cells):
            if not self.narrow and position == columns:
                yield centre
            yield self._cell(seat)

    def _cell(self, position: int | None) -> Widget:
        if position is None:
            return Static(classes="seat-gap")
        seat = self.seated[position]
        return Seat(self.names[seat], seat, self.compact)


class TableCentre(Static):
    """The turn, the piles and a hint, across every column of the ring.

    Textual's grid measures an auto row's height at one column's width even for a widget that
    spans several, so a centre that wraps on a phone would get a row several times too tall:
    its lines are counted here at the grid's whole width (`container`), the width it has."""

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return super().get_content_height(
            container, viewport, container.width - self.styles.gutter.width
        )
