"""Whose decision the game waits for, and which: the answer of every game's `pending`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any


@dataclass(frozen=True, slots=True)
class Pending:
    """The decision the game waits for: `player` (None: the table reveals a card) and `kind`.

    Kinds: draw, play, discard, respond, dying, reveal, pick, put_back (Kit Carlson), choose
    (Lucky Duke), reveal_role, game_over.
    `request` is the stack entry behind it, when there is one.
    """

    player: str | None
    kind: str
    # The game's own request (BANG!'s or the Duel's state module says which).
    request: Any = None


GAME_OVER = Pending(None, "game_over")


@lru_cache(maxsize=256)
def turn_pending(player: str, phase: str) -> Pending:
    """A turn's decision with nothing stacked, made once (both games): `pending` is asked
    several times a move (the buttons, the bots, the engine itself)."""
    return Pending(player, phase)


def pending_of(
    winner: str | None,
    stack: Sequence[Any],
    kinds: Mapping[type, str],
    decider: str,
    turn_player: str,
    phase: str,
) -> Pending:
    """Either game's pending decision: none once won; else the top request's, of the kind
    `kinds` gives its type, decided by its field `decider` (none for a card the table
    reveals); else the turn's, `turn_player`'s in `phase`."""
    if winner is not None:
        return GAME_OVER
    if stack:
        request = stack[-1]
        kind = kinds[type(request)]
        return Pending(None if kind == "reveal" else getattr(request, decider), kind, request)
    return turn_pending(turn_player, phase)
