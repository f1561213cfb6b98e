"""A grid of buttons that never breaks a word of a label: it takes fewer columns instead.

A label too long for its button wraps onto more lines (the rows are `auto`), but a word wider
than the button is broken in two ("Wincheste" / "r") or, in a one-row button, cut. So the grid
takes as many columns as its stylesheet gives (`grid-size`) only while the widest word of any
of its labels fits; on a narrower screen, or in a language with longer words, it takes fewer.
Nor more columns than buttons: two answers share the row, rather than two fifths of it.
"""

from __future__ import annotations

from textual.containers import Grid
from textual.content import Content
from textual.widgets import Button


def widest_word(label: Content | str) -> int:
    """The cells of the label's widest word."""
    text = label.plain if isinstance(label, Content) else label
    return max((Content(word).cell_length for word in text.split()), default=0)


def fitting_columns(width: int, need: int, gutter: int, most: int) -> int:
    """How many cells `need` wide, `gutter` apart, fit in `width`: from 1 to `most`."""
    return max(1, min(most, (width + gutter) // (need + gutter)))


class FittedGrid(Grid):
    """A grid of buttons with as many columns as their words allow (`fit` after relabelling)."""

    def on_resize(self) -> None:
        self.fit()

    def fit(self) -> None:
        """Set the columns for the buttons shown now and the grid's width now."""
        buttons = list(self.query_children(Button))
        width = self.content_region.width
        if not buttons or not width:
            return
        style = buttons[0].styles
        chrome = style.gutter.width + 2 * style.line_pad  # padding, borders; a line's own pad
        need = max(widest_word(button.label) for button in buttons) + chrome
        most = min(self.styles.base.grid_size_columns or len(buttons), len(buttons))
        gutter = self.styles.grid_gutter_horizontal  # between columns
        self.styles.grid_size_columns = fitting_columns(width, need, gutter, most)
