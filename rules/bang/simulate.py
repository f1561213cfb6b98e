"""Full-mode games between bots, played to the end: the engine's workout and its benchmark."""

from __future__ import annotations

import random

from rules.bang import bots, engine
from rules.bang.invariants import broken_invariants
from rules.bang.setup import deal, initial_state
from rules.core.game import Game
from rules.core.moves import Move
from rules.core.simulate import (
    CHECK_EVERY,
    MOVE_CAP,
    SimulationReport,
    invariant_breaks,
    run_games,
)


def play_one(players: int, seed: int, check_every: int = 1) -> tuple[Game, list[str]]:
    """One bot game from a seeded deal; returns it with any invariant broken along the way,
    checked after one move in `check_every` and after the last (never when 0).

    The bots pick from `legal_moves`, so their moves are played on one state in place
    (`engine.apply_in_place`): no copy per move, and no state kept but the last."""
    setup = deal([f"P{i + 1}" for i in range(players)], seed=seed)
    state = initial_state(setup)
    log: list[Move] = []
    rng = random.Random(seed)
    broken: list[str] = []
    plays, turn = 0, -1
    while state.winner is None and len(log) < MOVE_CAP:
        if state.turn != turn:
            plays, turn = 0, state.turn
        waiting = engine.pending(state)
        if waiting.kind == "play":
            plays += 1
        move = bots.choose(state, rng, plays, waiting)
        engine.apply_in_place(state, move)
        log.append(move)
        broken += invariant_breaks(state, len(log), seed, check_every, broken_invariants)
    broken += invariant_breaks(state, len(log), seed, check_every, broken_invariants, last=True)
    return Game.played(setup, log, state), broken


def simulate(
    games: int, players: tuple[int, int], seed: int, check_every: int = CHECK_EVERY
) -> SimulationReport:
    """Play `games` games, player counts cycling through the range, seeds from `seed` on."""
    low, high = players
    return run_games(
        play_one(low + i % (high - low + 1), seed + i, check_every) for i in range(games)
    )
