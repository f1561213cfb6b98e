"""Full-mode Duel games between bots, played to the end: the engine's workout and benchmark."""

from __future__ import annotations

import random

from rules.duel import bots, engine
from rules.duel.invariants import broken_invariants
from rules.duel.setup import deal
from rules.game import Game
from rules.simulate import CHECK_EVERY, MOVE_CAP, SimulationReport, invariant_breaks, run_games


def play_one(seed: int, check_every: int = 1) -> tuple[Game, list[str]]:
    """One bot game from a seeded deal; returns it with any invariant broken along the way,
    checked after one move in `check_every` and after the last (never when 0)."""
    game = Game(deal("Lawmen", "Outlaws", seed=seed))
    rng = random.Random(seed)
    broken: list[str] = []
    plays, turn = 0, -1
    while game.winner is None and len(game.log) < MOVE_CAP:
        state = game.state
        if state.turn != turn or state.phase != "play":
            plays, turn = 0, state.turn
        if engine.pending(state).kind == "play":
            plays += 1
        move, after = bots.decide(state, rng, plays)
        if after is None:
            game.apply(move)
        else:
            game.record(move, after)
        if check_every and len(game.log) % check_every == 0:
            broken += invariant_breaks(game.state, len(game.log), seed, broken_invariants)
    if check_every and len(game.log) % check_every:
        broken += invariant_breaks(game.state, len(game.log), seed, broken_invariants)
    return game, broken


def simulate(games: int, seed: int, check_every: int = CHECK_EVERY) -> SimulationReport:
    """Play `games` Duels, seeds from `seed` on."""
    return run_games(play_one(seed + i, check_every) for i in range(games))
