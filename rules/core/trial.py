"""Trying moves on an engine: the way legal moves were found before they were generated, kept
where nothing cheaper is known (the Duel) and as the reference generated moves are held to."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from rules.core.refusals import IllegalMove

S = TypeVar("S")
M = TypeVar("M")


def accepted(apply: Callable[[S, M], object], state: S, candidates: Iterable[M]) -> list[M]:
    """The candidates `apply` does not refuse (each once, in their order); `state` is left as it
    was, since an engine's apply works on a copy."""
    moves = []
    for move in dict.fromkeys(candidates):
        try:
            apply(state, move)
        except IllegalMove:
            continue
        moves.append(move)
    return moves
