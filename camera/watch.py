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

A webcam does not wait for the reader, so a frame gets a few milliseconds
of reading (``budget_ms``); a frame that needs more (a far card, a busy
cloth, a table with no card on it) is read on, a step at a time, through the
next frames, which are not looked at meanwhile. Frames then cost about the
same, where a frame seen cold used to take up to 25 ms.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

import cv2
import numpy as np

from camera.prototypes import Prototypes
from camera.reader import NO_CARD, CardRead, Expect, Reader, Reading
from camera.stabilise import WHOLE, Decision, Need, Stabiliser

CELL = 16  # px of the frame, either way, averaged into one cell of the thumbnail
# Grey levels a thumbnail cell may drift and the table still count as the
# same. Measured on 300 eval tables (bench/camera.py's looks): noise and JPEG
# move a cell by 6 at most; the smallest card laid on its own table, by 43.
STILL = 16
# Milliseconds of reading a webcam frame gets. With the step under way when
# they run out (under 3.3 ms in 99 steps of 100, 8 ms at most, on 300 eval
# scenes watched) and the thumbnail (0.5 ms), a frame keeps within 10 ms at
# p95; 4 ms kept it within 6.5 ms, but took 11 frames to decide at p95, not 7.
BUDGET_MS = 6.0
# Work units (camera.steps) a frame gets where a bench must watch alike on
# any machine: BUDGET_MS at 0.14 ms a unit, what bench/camera_work.py measured
# on the machine the live budget was set on (a slower one, at 0.21 ms a unit,
# reads fewer units in its 6 ms).
FRAME_WORK = 43.0


class Watch:
    """Feed it every frame of one stream; it reads them and says when a
    card (two for Lucky Duke) has settled."""

    def __init__(
        self,
        cards: int = 1,
        expect: Expect = None,
        reader: Reader | None = None,
        budget_ms: float = BUDGET_MS,
        need: Need = WHOLE,
        examples: Prototypes | None = None,
        frame_work: float = math.inf,
    ) -> None:
        """``expect`` is what the game's cards show (see ``Reader.read_frame``);
        ``budget_ms`` is how long a frame is read for before the next is
        taken (see :data:`BUDGET_MS`); ``need`` is what a decision must know
        of each card; ``examples``, the deck's own named cards, correct the
        reads before they are stabilised (and may be replaced at any time);
        ``frame_work``, if given, bounds a frame's reading in work units
        (``camera.steps``) too, so that a bench watches alike on any machine."""
        self.stabiliser = Stabiliser(cards=cards, need=need)
        self.examples = examples or Prototypes.none()
        self.expect = expect
        self.reader = reader or Reader()
        self.budget_ms = budget_ms
        self.frame_work = frame_work
        self._last: np.ndarray | None = None  # thumbnail of the frame before
        self._vain: np.ndarray | None = None  # and of the last one at rest searched in vain
        self._reading: _Begun | None = None  # a frame whose read is not done yet
        self._reads: list[CardRead] = []  # those of the last frame read to the end
        self._read_from: _Begun | None = None  # and that frame

    @property
    def cards(self) -> int:
        return self.stabiliser.cards

    def feed(self, frame: np.ndarray) -> tuple[list[CardRead], Decision | None]:
        """The reads of the last frame read to the end (this one, unless
        an earlier frame's read still goes on), and the decision they
        complete, if any."""
        start = time.perf_counter()
        thumb = thumbnail(frame)
        at_rest = thumb is not None and self._last is not None and still(thumb, self._last)
        self._last = thumb
        if self._reading is not None and at_rest and not self._reading.shows(thumb):
            self._reading = None  # the picture changed and has settled: read it as it is now
        if self._reading is None:
            if at_rest and self._vain is not None and still(thumb, self._vain):
                reads = [CardRead(unsure=NO_CARD, ms=(time.perf_counter() - start) * 1000)]
                return reads, self.stabiliser.feed(reads, frame.shape)
            near = self.stabiliser.near
            # A read that counts towards the decision needs no more search in
            # its frame; a card whose picture has not changed is where it was.
            unmoved = self._read_from is not None and self._read_from.shows(thumb)
            counts = self._counts
            reading = self.reader.reading(frame, self.cards, self.expect, near, counts, unmoved)
            self._reading = _Begun(reading, thumb, at_rest, frame.shape)
        begun = self._reading
        reads = begun.reading.advance(self.budget_ms, self.frame_work)
        if reads is None:
            return self._reads, None
        self._reading = None
        self._read_from = begun
        vain = begun.at_rest and all(r.quad is None for r in reads)
        self._vain = begun.thumb if vain else None
        reads = [self.examples.adapt(read) for read in reads]
        self._reads = reads
        return reads, self.stabiliser.feed(reads, begun.shape)

    def _counts(self, read: CardRead) -> bool:
        """Whether a read counts towards the decision once the deck's examples
        have corrected it: then its card needs no more search in its frame."""
        return self.stabiliser.counts(self.examples.adapt(read))


@dataclass(frozen=True)
class _Begun:
    """A frame whose read is not done yet, with the frame's thumbnail, whether
    it was at rest, and its shape: what the Watch needs once the read is done."""

    reading: Reading
    thumb: np.ndarray | None
    at_rest: bool
    shape: tuple[int, ...]

    def shows(self, thumb: np.ndarray | None) -> bool:
        """Whether a later frame still shows this frame's picture."""
        return self.thumb is not None and thumb is not None and still(self.thumb, thumb)


def budget_ms(live: bool) -> float:
    """The reading a frame gets: BUDGET_MS from a camera that does not wait,
    all it needs from a recording, which does."""
    return BUDGET_MS if live else math.inf


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
