"""Read one camera stream frame after frame, spending on each what it needs.

Most frames of a draw! check show a still table, waiting for the card, and a
full search of a frame with no card in it is the dearest read there is: every
outline pass runs, and each finds nothing. So a frame that looks as the last
one searched in vain did, cell for cell of a small thumbnail, is not searched
again. A card laid in view, a hand, a change of light: anything the search
could see changes some cells by far more than the camera's noise does.
Only a picture at rest (the same as the frame before it) is remembered so:
a card caught moving, too blurred to be found, changes the picture by
little more than noise as it comes to rest, and must then be searched.
A card at rest is looked for first where it was (``Reader.read_frame``'s
``near``), and the reads go to a :class:`Stabiliser` for decisions.
"""

from __future__ import annotations

import time

import cv2
import numpy as np

from camera.reader import NO_CARD, CardRead, Expect, Reader
from camera.stabilise import Decision, Stabiliser

CELL = 16  # px of the frame, either way, averaged into one cell of the thumbnail
# Grey levels a thumbnail cell may drift and the table still count as the
# same. Measured on 300 eval tables (bench/camera.py's looks): noise and JPEG
# move a cell by 6 at most; the smallest card laid on its own table, by 43.
STILL = 16


class Watch:
    """Feed it every frame of one stream; it reads them and says when a
    card (two for Lucky Duke) has settled."""

    def __init__(self, cards: int = 1, expect: Expect = None, reader: Reader | None = None) -> None:
        """``expect`` is what the game's cards show (see ``Reader.read_frame``)."""
        self.stabiliser = Stabiliser(cards=cards)
        self.expect = expect
        self.reader = reader or Reader()
        self._last: np.ndarray | None = None  # thumbnail of the frame before
        self._vain: np.ndarray | None = None  # and of the last one at rest searched in vain

    @property
    def cards(self) -> int:
        return self.stabiliser.cards

    def feed(self, frame: np.ndarray) -> tuple[list[CardRead], Decision | None]:
        """This frame's reads, and the decision it completes, if any."""
        start = time.perf_counter()
        thumb = thumbnail(frame)
        at_rest = thumb is not None and self._last is not None and still(thumb, self._last)
        self._last = thumb
        if at_rest and self._vain is not None and still(thumb, self._vain):
            reads = [CardRead(unsure=NO_CARD, ms=(time.perf_counter() - start) * 1000)]
        else:
            reads = self.reader.read_frame(frame, self.cards, self.expect, self.stabiliser.near)
            vain = at_rest and all(r.quad is None for r in reads)
            self._vain = thumb if vain else None
        return reads, self.stabiliser.feed(reads, frame.shape)


def thumbnail(frame: object) -> np.ndarray | None:
    """The frame shrunk by area into CELL x CELL px cells, or None if it is no
    picture the reader would search."""
    if not isinstance(frame, np.ndarray) or frame.dtype != np.uint8 or frame.ndim not in (2, 3):
        return None
    h, w = frame.shape[:2]
    if min(h, w) < 2 * CELL:
        return None
    return cv2.resize(frame, (w // CELL, h // CELL), interpolation=cv2.INTER_AREA).astype(np.int16)


def still(a: np.ndarray, b: np.ndarray) -> bool:
    """Whether two thumbnails show the same picture, up to the camera's noise."""
    return a.shape == b.shape and int(np.abs(a - b).max()) <= STILL
