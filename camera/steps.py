"""The work of a read, written so that it can be done a few steps at a time.

A stream must keep up with its camera: a frame is read for a few
milliseconds, and what is left of its read is done during the next frames
(``camera.watch``). So the costly parts of a read (an outline pass, the
read of a card's corners) are generators: each ``yield`` ends a step, where
the caller may stop for this frame, and the value the generator returns is
the result. Run to the end at once, they cost what plain functions would.

A step's ``yield`` also says how much work the step did, in units (a bare
``yield``: STEP_WORK units). The units are set in proportion to what each
step costs; one is about 0.25 ms of one core of the CI machine
(``bench/camera_work.py`` measures it). The search's budget is counted in
these units, not timed: the same picture then gets the same read on any
machine, however busy.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TypeAlias, TypeVar

T = TypeVar("T")
Steps: TypeAlias = Generator[float | None, None, T]
# Work units of a step that does not say: about a look at one contour.
STEP_WORK = 2.0


def finish(steps: Steps[T]) -> T:
    """All the steps at once: their result."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


class Work:
    """The work units that the steps of one piece of work have done, over
    all the calls that advanced it: work done a few steps at a time (a
    watched frame's read) then stops where the same work done at once would."""

    def __init__(self) -> None:
        self.units = 0.0

    def add(self, step: float | None) -> None:
        """Count a step, as its ``yield`` gave it."""
        self.units += STEP_WORK if step is None else step
