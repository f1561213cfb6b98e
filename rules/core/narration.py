"""What both games' narrations share: the events of life, elimination and victory, and the
loop that replays a move one settle step at a time (rules/bang/narration.py,
rules/duel/narration.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, Self, TypeVar


@dataclass(frozen=True, slots=True)
class LifeLost:
    player: str
    amount: int
    life: int


@dataclass(frozen=True, slots=True)
class LifeGained:
    player: str
    amount: int
    life: int


@dataclass(frozen=True, slots=True)
class Eliminated:
    player: str


@dataclass(frozen=True, slots=True)
class Won:
    winner: str


class Copyable(Protocol):
    def copy(self) -> Self: ...


Table = TypeVar("Table", bound=Copyable)
Told = TypeVar("Told")


def settled_told(
    before: Table,
    moved: Table,
    settle_step: Callable[[Table], bool],
    events_of: Callable[[Table, Table, bool], list[Told]],
) -> tuple[Table, list[Told]]:
    """The engine's settling of a move, told: the settled state, and the events of the move
    (`before` → `moved`, the move alone), then of each settle step it took after it
    (`events_of(prev, after, automatic)`), each step on a copy of the one before."""
    events = events_of(before, moved, False)
    state = moved
    while True:
        prev, state = state, state.copy()
        if not settle_step(state):
            return state, events
        events += events_of(prev, state, True)
