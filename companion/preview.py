"""A camera frame as coloured half-block characters: a live preview that a terminal shows,
and so does a browser serving the app, with no image protocol or window needed."""

from __future__ import annotations

import numpy as np
from rich.style import Style
from rich.text import Text

UPPER_HALF = "▀"


def frame_to_text(frame: np.ndarray, width: int, height: int) -> Text:
    """The BGR frame shrunk to `width` x `height` cells, two pixel rows per cell."""
    small = shrink(frame, width, height * 2)
    text = Text(no_wrap=True, overflow="crop")
    for row in range(0, small.shape[0] - 1, 2):
        for col in range(small.shape[1]):
            top, bottom = small[row, col], small[row + 1, col]
            text.append(UPPER_HALF, Style(color=_rgb(top), bgcolor=_rgb(bottom)))
        text.append("\n")
    text.rstrip()
    return text


def shrink(frame: np.ndarray, width: int, height: int) -> np.ndarray:
    """Nearest-pixel resize that keeps the picture's proportions inside width x height.

    Cells are about twice as tall as wide, which the two pixel rows per cell make up for.
    """
    rows, cols = frame.shape[:2]
    scale = min(width / cols, height / rows)
    out_w, out_h = max(1, int(cols * scale)), max(2, int(rows * scale) // 2 * 2)
    ys = (np.arange(out_h) * rows / out_h).astype(int)
    xs = (np.arange(out_w) * cols / out_w).astype(int)
    picked = frame[ys][:, xs]
    return picked if picked.ndim == 3 else np.repeat(picked[:, :, None], 3, axis=2)


def _rgb(bgr: np.ndarray) -> str:
    blue, green, red = (int(v) for v in bgr[:3])
    return f"#{red:02x}{green:02x}{blue:02x}"
