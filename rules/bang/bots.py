"""Simple bots for full-mode simulations: they play legal moves with a little sense.

They answer attacks when they can, drink Beer to survive, shoot at random players in reach,
and end their turn after a few cards. Good enough to drive games to the end and exercise
every rule; not meant to play well.
"""

from __future__ import annotations

import random

from rules.bang import engine
from rules.bang.legal import legal_moves, turn_actions
from rules.bang.moves import Move
from rules.bang.state import State
from rules.core.moves import Discard, DrawCheck, EndTurn, Pass, Play
from rules.core.pending import Pending

MAX_PLAYS_PER_TURN = 6


def choose(
    state: State, rng: random.Random, plays_this_turn: int, waiting: Pending | None = None
) -> Move:
    """A move for whoever must decide now (`waiting`: `engine.pending(state)`, if known)."""
    waiting = waiting or engine.pending(state)
    kind = waiting.kind
    if kind == "play":
        assert waiting.player is not None  # a turn's decision is its player's
        if plays_this_turn >= MAX_PLAYS_PER_TURN:
            return EndTurn(waiting.player)  # what the moves would give, without making them
        actions = turn_actions(state, waiting)  # legal_moves less EndTurn, made as picked
        if actions and rng.random() < 0.85:
            return rng.choice(actions)
        return EndTurn(waiting.player)
    moves = legal_moves(state, waiting)
    if kind in ("respond", "dying"):
        return _defend(moves, rng)
    if kind == "discard":
        return rng.choice([m for m in moves if isinstance(m, Discard)] or moves)
    if kind == "choose":
        return moves[0]  # Lucky Duke takes the card that makes his draw! succeed
    return rng.choice(moves)


def _defend(moves: list[Move], rng: random.Random) -> Move:
    """Barrel first, then a card that saves, else give up."""
    for preferred in (DrawCheck, Play):
        options = [m for m in moves if isinstance(m, preferred)]
        if options:
            return rng.choice(options)
    return next((m for m in moves if isinstance(m, Pass)), rng.choice(moves))
