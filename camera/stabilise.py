"""Turn per-frame reads into decisions.

One frame is never enough: a card still sliding into place, half under a
hand, or caught mid-flip can be read wrongly once. A decision is made only
when the same card(s) were read confidently, in the same place, over several
consecutive frames; any unsure frame, any change of reading or any movement
starts the count again. Each decision is reported once: the card must leave
(or change) before another decision is made.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

import numpy as np

from camera.reader import CardRead

STABLE_FRAMES = 5
MAX_SHIFT = 0.02  # of the frame diagonal, per corner, across the stable window


@dataclass(frozen=True)
class Decision:
    """The stable reading: one card, or two for Lucky Duke, left to right."""

    cards: tuple[CardRead, ...]

    @property
    def labels(self) -> tuple[str, ...]:
        return tuple(c.label or "" for c in self.cards)


class Stabiliser:
    """Feed it the reads of each frame; it answers with a Decision or None."""

    def __init__(
        self, cards: int = 1, frames: int = STABLE_FRAMES, max_shift: float = MAX_SHIFT
    ) -> None:
        if cards not in (1, 2):
            raise ValueError("a draw! check shows one card, or two for Lucky Duke")
        self.cards = cards
        self.frames = frames
        self.max_shift = max_shift
        self._window: deque[tuple[tuple[str, ...], np.ndarray]] = deque(maxlen=frames)
        self._last: tuple[str, ...] | None = None
        # Outlines of the cards read confidently in the last frame fed, for
        # Reader.read_frame(near=...) to look there first.
        self.near: tuple[np.ndarray, ...] = ()

    def feed(self, reads: list[CardRead], frame_shape: tuple[int, ...]) -> Decision | None:
        """Add one frame's reads; a Decision when this frame completes a stable run."""
        sure = [r for r in reads if r.unsure is None and r.quad is not None]
        self.near = tuple(np.asarray(r.quad, np.float32) for r in sure)
        if len(sure) != self.cards:
            self._window.clear()
            if not sure:
                self._last = None  # the card is gone: the next one may repeat it
            return None
        sure.sort(key=lambda r: float(r.quad[:, 0].mean()))
        labels = tuple(r.label or "" for r in sure)
        corners = np.stack([np.asarray(r.quad, np.float32) for r in sure])
        if self._window and not self._same(labels, corners, frame_shape):
            self._window.clear()
        self._window.append((labels, corners))
        if len(self._window) < self.frames or labels == self._last:
            return None
        self._last = labels
        return Decision(tuple(sure))

    def _same(
        self, labels: tuple[str, ...], corners: np.ndarray, frame_shape: tuple[int, ...]
    ) -> bool:
        first_labels, first_corners = self._window[0]
        if labels != first_labels:
            return False
        diagonal = float(np.hypot(*frame_shape[:2]))
        shift = max(_shift(a, b) for a, b in zip(corners, first_corners, strict=True))
        return shift <= self.max_shift * diagonal


def _shift(a: np.ndarray, b: np.ndarray) -> float:
    """How far the corners of outline a lie from those of b, in whatever order each was found."""
    dist = np.linalg.norm(a[:, None, :] - b[None, :, :], axis=2)
    return float(dist.min(axis=1).max())
