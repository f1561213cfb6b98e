"""The work of a read, written so that it can be done a few steps at a time.

A stream must keep up with its camera: a frame is read for a few
milliseconds, and what is left of its read is done during the next frames
(``camera.watch``). So the costly parts of a read (an outline pass, the
read of a card's corners) are generators: each ``yield`` ends a step, where
the caller may stop for this frame, and the value the generator returns is
the result. Run to the end at once, they cost what plain functions would.
"""

from __future__ import annotations

import time
from collections.abc import Generator
from typing import TypeAlias, TypeVar

T = TypeVar("T")
Steps: TypeAlias = Generator[None, None, T]


def finish(steps: Steps[T]) -> T:
    """All the steps at once: their result."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


class Clock:
    """The CPU time (of this thread) that the steps of one piece of work have
    taken, over all the calls that advanced it, the step under way included:
    work done a few steps at a time (a watched frame's read) then stops where
    the same work done at once would, however long the waits between calls."""

    def __init__(self) -> None:
        self._ms = 0.0
        self._since: float | None = None

    def start(self) -> None:
        """A call that takes steps begins."""
        self._since = time.thread_time()

    def stop(self) -> None:
        """That call ends."""
        self._ms = self.ms
        self._since = None

    @property
    def ms(self) -> float:
        """The time taken so far."""
        running = 0.0 if self._since is None else time.thread_time() - self._since
        return self._ms + running * 1000
