"""Numbers seven rows tall, in block characters, to be read from across a table.

Textual's `Digits` are three rows tall: a tablet lying in the middle of the table needs more.
Each glyph is a 5×7 bitmap; `big_number` joins them with one column between.
"""

from __future__ import annotations

_GLYPHS = {
    "0": (" ### ", "#   #", "#   #", "#   #", "#   #", "#   #", " ### "),
    "1": ("  #  ", " ##  ", "# #  ", "  #  ", "  #  ", "  #  ", "#####"),
    "2": (" ### ", "#   #", "    #", "   # ", "  #  ", " #   ", "#####"),
    "3": (" ### ", "#   #", "    #", "  ## ", "    #", "#   #", " ### "),
    "4": ("   # ", "  ## ", " # # ", "#  # ", "#####", "   # ", "   # "),
    "5": ("#####", "#    ", "#### ", "    #", "    #", "#   #", " ### "),
    "6": (" ### ", "#    ", "#    ", "#### ", "#   #", "#   #", " ### "),
    "7": ("#####", "    #", "   # ", "  #  ", " #   ", " #   ", " #   "),
    "8": (" ### ", "#   #", "#   #", " ### ", "#   #", "#   #", " ### "),
    "9": (" ### ", "#   #", "#   #", " ####", "    #", "    #", " ### "),
}
ROWS = 7


def big_number(number: int) -> str:
    """The number (0 or more) as seven lines of block characters."""
    glyphs = [_GLYPHS[digit] for digit in str(max(number, 0))]
    return "\n".join(
        " ".join(glyph[row] for glyph in glyphs).replace("#", "█") for row in range(ROWS)
    )
