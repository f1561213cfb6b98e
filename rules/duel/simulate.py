"""Full-mode Duel games between bots, played to the end: the engine's workout and benchmark."""

from __future__ import annotations

import random

from rules.core.game import Game
from rules.core.simulate import CHECK_EVERY, MOVE_CAP, SimulationReport, invariant_breaks, run_games
from rules.duel import bots, engine
from rules.duel.invariants import broken_invariants
from rules.duel.moves import DuelMove
from rules.duel.setup import deal, initial_state


def play_one(seed: int, check_every: int = 1) -> tuple[Game, list[str]]:
    """One bot game from a seeded deal; returns it with any invariant broken along the way,
    checked after one move in `check_every` and after the last (never when 0).

    Only the last state is kept (`Game.played`): the bots hand over the state their move
    gave, and keeping every one on the way costs more than making it."""
    setup = deal("Lawmen", "Outlaws", seed=seed)
    state = initial_state(setup)
    log: list[DuelMove] = []
    rng = random.Random(seed)
    broken: list[str] = []
    plays, turn = 0, -1
    while state.winner is None and len(log) < MOVE_CAP:
        if state.turn != turn or state.phase != "play":
            plays, turn = 0, state.turn
        waiting = engine.pending(state)
        if waiting.kind == "play":
            plays += 1
        move, after = bots.decide(state, rng, plays, waiting)
        state = engine.apply(state, move) if after is None else after
        log.append(move)
        broken += invariant_breaks(state, len(log), seed, check_every, broken_invariants)
    broken += invariant_breaks(state, len(log), seed, check_every, broken_invariants, last=True)
    return Game.played(setup, log, state), broken


def simulate(games: int, seed: int, check_every: int = CHECK_EVERY) -> SimulationReport:
    """Play `games` Duels, seeds from `seed` on."""
    return run_games(play_one(seed + i, check_every) for i in range(games))
