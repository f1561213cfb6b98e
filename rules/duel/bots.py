"""Simple bots for full-mode Duel simulations: legal moves with a little sense.

They dodge when they can, shoot the opponent rather than their own side, and end their turn
after a few cards. Enough to drive games to the end and exercise every rule. A bot tries the
candidates in random order and keeps the first the engine accepts, which is much faster than
listing every legal move; `decide` hands over the state the engine gave for it too.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from rules.core.moves import Discard, DrawCheck, EndTurn, Pass, Play
from rules.duel import engine
from rules.duel.legal import candidates
from rules.duel.moves import DuelMove, MoveToken, Use
from rules.duel.refusals import Refusal
from rules.duel.state import DuelState

MAX_PLAYS_PER_TURN = 6
PLAY_CHANCE = 0.85


def choose(state: DuelState, rng: random.Random, plays_this_turn: int) -> DuelMove:
    """A move for whoever must decide now."""
    return decide(state, rng, plays_this_turn)[0]


def decide(
    state: DuelState,
    rng: random.Random,
    plays_this_turn: int,
    waiting: engine.Pending | None = None,
) -> tuple[DuelMove, DuelState | None]:
    """A move for whoever must decide now (`waiting`: `engine.pending(state)`, if known), and
    the state after it when the bot found it by trying it on the engine (None for ending the
    turn or taking the hit, never tried)."""
    waiting = waiting or engine.pending(state)
    options = list(dict.fromkeys(candidates(state, waiting)))
    rng.shuffle(options)
    player = waiting.player or ""
    if waiting.kind == "play":
        if plays_this_turn < MAX_PLAYS_PER_TURN and rng.random() < PLAY_CHANCE:
            own = {f.id for f in state.side(player).fighters()}
            actions = (m for m in options if not isinstance(m, EndTurn) and _sensible(m, own))
            return _first_legal(state, actions) or (EndTurn(player), None)
        return EndTurn(player), None
    if waiting.kind in ("respond", "choose"):
        for preferred in (DrawCheck, Use, Play, Discard):
            found = _first_legal(state, (m for m in options if isinstance(m, preferred)))
            if found is not None:
                return found
        return Pass(player), None
    found = _first_legal(state, options)
    assert found is not None, f"no legal move at {waiting}"
    return found


def _sensible(move: DuelMove, own: set[str]) -> bool:
    """Attacks go at the opponent; the free token move is rare, to keep games moving."""
    if isinstance(move, Play) and move.target in own:
        kind = move.as_kind or move.card.kind
        return kind not in ("colt", "rafale", "derringer", "poignard", "duel", "braquage")
    return not isinstance(move, MoveToken)


def _first_legal(state: DuelState, moves: Iterable[DuelMove]) -> tuple[DuelMove, DuelState] | None:
    """The first of `moves` the engine accepts, with the state it gives; `moves` are looked at
    only up to it (a generator: sorting them all out first cost more than the trials)."""
    for move in moves:
        try:
            after = engine.apply(state, move)
        except Refusal:
            continue
        return move, after
    return None
