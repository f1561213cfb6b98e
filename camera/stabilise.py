"""Turn per-frame reads into decisions.

One frame is never enough: a card still sliding into place, half under a
hand, or caught mid-flip can be read wrongly once. A decision is made only
when the same card(s) were read confidently, in the same place, over several
consecutive frames; any unsure frame, any change of reading or any movement
starts the count again. Each decision is reported once: the card must leave
(or change) before another decision is made.

What "the same card" means depends on what the decision is for (:class:`Need`):
a check that asks "hearts or not" is decided by a suit read surely over those
frames, even while the rank is not read at all.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, replace

import numpy as np

from camera.reader import CardRead
from camera.shapes import SUITS

STABLE_FRAMES = 5
MAX_SHIFT = 0.02  # of the frame diagonal, per corner, across the stable window


@dataclass(frozen=True)
class Need:
    """What a decision must know of each card: its suit, and its rank only when
    the suit is one of ``ranked`` (by default all: the whole index). A read
    names a part only when it is sure of it: a read may name a suit and no
    rank. A Duel card is known by its symbol."""

    ranked: frozenset[str] = frozenset(SUITS)

    def part(self, read: CardRead) -> str | None:
        """What of ``read`` this need asks for, as a label that frames are
        compared by ("Q hearts", "hearts", "barrel"); None while it is not read."""
        if read.symbol:
            return None if read.unsure else read.symbol
        if read.suit is None or read.suit not in self.ranked:
            return read.suit
        return f"{read.rank} {read.suit}" if read.rank else None


WHOLE = Need()
"""The whole index: any draw! when it is not known what it asks."""


@dataclass(frozen=True)
class Decision:
    """The stable reading: one card, or two for Lucky Duke, left to right.
    A card's rank is there when it was read the same in every frame of the
    stable run, though the need did not ask for it, and only then."""

    cards: tuple[CardRead, ...]

    @property
    def labels(self) -> tuple[str, ...]:
        return tuple(_label(c) for c in self.cards)


class Stabiliser:
    """Feed it the reads of each frame; it answers with a Decision or None."""

    def __init__(
        self,
        cards: int = 1,
        frames: int = STABLE_FRAMES,
        max_shift: float = MAX_SHIFT,
        need: Need = WHOLE,
    ) -> None:
        if cards not in (1, 2):
            raise ValueError("a draw! check shows one card, or two for Lucky Duke")
        self.cards = cards
        self.frames = frames
        self.max_shift = max_shift
        self.need = need
        self._window: deque[_Frame] = deque(maxlen=frames)
        self._last: tuple[str, ...] | None = None
        # Outlines of the cards read confidently in the last frame fed, for
        # Reader.read_frame(near=...) to look there first.
        self.near: tuple[np.ndarray, ...] = ()

    def feed(self, reads: list[CardRead], frame_shape: tuple[int, ...]) -> Decision | None:
        """Add one frame's reads; a Decision when this frame completes a stable run."""
        sure = [r for r in reads if self.counts(r)]
        self.near = tuple(np.asarray(r.quad, np.float32) for r in sure)
        if len(sure) != self.cards:
            self._window.clear()
            if not sure:
                self._last = None  # the card is gone: the next one may repeat it
            return None
        sure.sort(key=lambda r: float(r.quad[:, 0].mean()))
        frame = _Frame(
            tuple(self.need.part(r) or "" for r in sure),
            np.stack([np.asarray(r.quad, np.float32) for r in sure]),
            tuple(sure),
        )
        if self._window and not self._same(frame, frame_shape):
            self._window.clear()
        self._window.append(frame)
        if len(self._window) < self.frames or frame.parts == self._last:
            return None
        self._last = frame.parts
        return Decision(tuple(self._settled(i, read) for i, read in enumerate(sure)))

    def counts(self, read: CardRead) -> bool:
        """Whether a read counts towards a decision: a card found, and read as
        far as the need asks (a Barrel's sure suit, though its rank is not)."""
        return read.quad is not None and self.need.part(read) is not None

    def _same(self, frame: _Frame, frame_shape: tuple[int, ...]) -> bool:
        first = self._window[0]
        if frame.parts != first.parts:
            return False
        diagonal = float(np.hypot(*frame_shape[:2]))
        shift = max(_shift(a, b) for a, b in zip(frame.corners, first.corners, strict=True))
        return shift <= self.max_shift * diagonal

    def _settled(self, card: int, read: CardRead) -> CardRead:
        """The ``card``-th read of the last frame as decided: sure of what it
        names, its rank kept only if every frame of the run read the same."""
        ranks = {frame.reads[card].rank for frame in self._window}
        return replace(read, unsure=None, rank=read.rank if len(ranks) == 1 else None)


@dataclass(frozen=True)
class _Frame:
    """One frame of a stable run: what the need asks of each card, their
    outlines, and their reads."""

    parts: tuple[str, ...]
    corners: np.ndarray
    reads: tuple[CardRead, ...]


def _label(read: CardRead) -> str:
    """'Q hearts', 'hearts' (rank not read), 'barrel', or '' (nothing read)."""
    if read.symbol:
        return read.symbol
    return " ".join(part for part in (read.rank, read.suit) if part)


def _shift(a: np.ndarray, b: np.ndarray) -> float:
    """How far the corners of outline a lie from those of b, in whatever order each was found."""
    dist = np.linalg.norm(a[:, None, :] - b[None, :, :], axis=2)
    return float(dist.min(axis=1).max())
