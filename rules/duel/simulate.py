"""Full-mode Duel games between bots, played to the end: the engine's workout and benchmark."""

from __future__ import annotations

import random

from rules.core.game import Game
from rules.core.pending import Pending
from rules.core.simulate import CHECK_EVERY, SimulationReport, bot_game, run_games
from rules.duel import bots, engine
from rules.duel.invariants import broken_invariants
from rules.duel.moves import DuelMove
from rules.duel.setup import deal, initial_state
from rules.duel.state import DuelState


def play_one(seed: int, check_every: int = 1) -> tuple[Game, list[str]]:
    """One bot game from a seeded deal; returns it with any invariant broken along the way,
    checked after one move in `check_every` and after the last (never when 0).

    Only the last state is kept (`Game.played`): the bots hand over the state their move
    gave, and keeping every one on the way costs more than making it."""
    setup = deal("Lawmen", "Outlaws", seed=seed)
    state, log, broken = bot_game(
        initial_state(setup),
        seed,
        check_every,
        _step,
        engine.pending,
        _new_stretch,
        broken_invariants,
    )
    return Game.played(setup, log, state), broken


def _step(
    state: DuelState, rng: random.Random, plays: int, waiting: Pending
) -> tuple[DuelMove, DuelState]:
    """The bot's move and the state after it: the one the bot made when it tried the move,
    else `state` itself, the move played on it (`engine.apply_in_place`)."""
    move, after = bots.decide(state, rng, plays, waiting)
    if after is None:
        engine.apply_in_place(state, move, waiting)
        return move, state
    return move, after


def _new_stretch(state: DuelState, turn: int) -> bool:
    """A Duel bot counts its plays from the start of the play phase, afresh after any other."""
    return state.turn != turn or state.phase != "play"


def simulate(games: int, seed: int, check_every: int = CHECK_EVERY) -> SimulationReport:
    """Play `games` Duels, seeds from `seed` on."""
    return run_games(play_one(seed + i, check_every) for i in range(games))
