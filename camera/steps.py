"""The work of a read, written so that it can be done a few steps at a time.

A stream must keep up with its camera: a frame is read for a few
milliseconds, and what is left of its read is done during the next frames
(``camera.watch``). So the costly parts of a read (an outline pass, the
read of a card's corners) are generators: each ``yield`` ends a step, where
the caller may stop for this frame, and the value the generator returns is
the result. Run to the end at once, they cost what plain functions would.
"""

from __future__ import annotations

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
