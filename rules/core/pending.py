"""Whose decision the game waits for, and which: the answer of every game's `pending`."""

from __future__ import annotations

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
