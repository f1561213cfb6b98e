"""Full-mode games between bots, played to the end: the engine's workout and its benchmark."""

from __future__ import annotations

import random

from rules.bang import bots, engine
from rules.bang.invariants import broken_invariants
from rules.bang.moves import Move
from rules.bang.setup import deal, initial_state
from rules.bang.state import State
from rules.core.game import Game
from rules.core.pending import Pending
from rules.core.simulate import (
    CHECK_EVERY,
    SimulationReport,
    bot_game,
    run_games,
)


def play_one(players: int, seed: int, check_every: int = 1) -> tuple[Game, list[str]]:
    """One bot game from a seeded deal; returns it with any invariant broken along the way,
    checked after one move in `check_every` and after the last (never when 0).

    The bots pick from `legal_moves`, so their moves are played on one state in place
    (`engine.apply_in_place`): no copy per move, and no state kept but the last."""
    setup = deal([f"P{i + 1}" for i in range(players)], seed=seed)
    state, log, broken = bot_game(
        initial_state(setup), seed, check_every, _step, engine.pending, _new_turn, broken_invariants
    )
    return Game.played(setup, log, state), broken


def _step(state: State, rng: random.Random, plays: int, waiting: Pending) -> tuple[Move, State]:
    """The bot's move, played on `state` itself."""
    move = bots.choose(state, rng, plays, waiting)
    engine.apply_in_place(state, move, waiting)
    return move, state


def _new_turn(state: State, turn: int) -> bool:
    """A BANG! bot counts its plays over the whole turn."""
    return state.turn != turn


def simulate(
    games: int, players: tuple[int, int], seed: int, check_every: int = CHECK_EVERY
) -> SimulationReport:
    """Play `games` games, player counts cycling through the range, seeds from `seed` on."""
    low, high = players
    return run_games(
        play_one(low + i % (high - low + 1), seed + i, check_every) for i in range(games)
    )
