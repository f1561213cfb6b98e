"""What both games' simulations share: the bounds of a bot game, the report of a run, and the
invariants checked on the way. Each game plays its own bot games (rules/bang/simulate.py,
rules/duel/simulate.py) and hands them to `run_games`."""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from rules.core.game import Game, collector_paused
from rules.core.pending import Pending


class Playing(Protocol):
    """What of a game's state the bot game's loop reads: either game's state has it."""

    winner: str | None
    turn: int


S = TypeVar("S", bound=Playing)
M = TypeVar("M")

MOVE_CAP = 20_000
"""A game longer than this is reported as unfinished rather than looping forever."""
CHECK_EVERY = 16
"""`simulate` checks the invariants after one move in this many, and at the end of each game:
checking after every move (`check_every=1`, `simulate --check-all`) halves its speed."""


@dataclass
class SimulationReport:
    games: int = 0
    finished: int = 0
    wins: Counter[str] = field(default_factory=Counter)
    moves: list[int] = field(default_factory=list)
    invariant_breaks: list[str] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    def as_dict(self) -> dict[str, object]:
        return {
            "games": self.games,
            "finished": self.finished,
            "wins": dict(self.wins),
            "moves_per_game": sum(self.moves) / len(self.moves) if self.moves else 0,
            "invariant_breaks": len(self.invariant_breaks),
            "games_per_second": round(self.games_per_second, 2),
        }


def invariant_breaks(
    state: Any,
    moves: int,
    seed: int,
    check_every: int,
    check: Callable[[Any], list[str]],
    last: bool = False,
) -> list[str]:
    """What `check` finds wrong with the state after `moves` moves, each said with the seed
    and move, when the state is one checked: one in `check_every` (never when 0), and the
    game's `last` one unless it was checked as one of those."""
    if not check_every or (moves % check_every == 0) == last:
        return []
    where = f"seed {seed} move {moves}"
    return [f"{where}: {problem}" for problem in check(state)]


def bot_game(
    state: S,
    seed: int,
    check_every: int,
    step: Callable[[S, random.Random, int, Pending], tuple[M, S]],
    pending: Callable[[S], Pending],
    new_stretch: Callable[[S, int], bool],
    check: Callable[[S], list[str]],
) -> tuple[S, list[M], list[str]]:
    """A bot game played from `state` to its end (or MOVE_CAP moves): the last state, the
    moves, and any invariant `check` found broken on the way (see `invariant_breaks`).

    `step` is the game's bot: from the state, the seeded randomness, the plays made so far in
    this stretch of the turn and the decision pending, its move and the state after it (the
    same state, when played in place). The plays are counted again from 0 whenever
    `new_stretch(state, turn)` says so, `turn` being the turn they were counted in."""
    log: list[M] = []
    rng = random.Random(seed)
    broken: list[str] = []
    plays, turn = 0, -1
    while state.winner is None and len(log) < MOVE_CAP:
        if new_stretch(state, turn):
            plays, turn = 0, state.turn
        waiting = pending(state)
        if waiting.kind == "play":
            plays += 1
        move, state = step(state, rng, plays, waiting)
        log.append(move)
        if check_every and len(log) % check_every == 0:  # asked only of a move it checks
            broken += invariant_breaks(state, len(log), seed, check_every, check)
    broken += invariant_breaks(state, len(log), seed, check_every, check, last=True)
    return state, log, broken


def run_games(games: Iterator[tuple[Game, list[str]]]) -> SimulationReport:
    """Play the games one by one (each is made as the iteration asks for it) and report."""
    report = SimulationReport()
    started = time.perf_counter()
    with collector_paused():
        for game, broken in games:
            report.games += 1
            report.moves.append(len(game.log))
            report.invariant_breaks += broken
            if game.winner is not None:
                report.finished += 1
                report.wins[game.winner] += 1
    report.seconds = time.perf_counter() - started
    return report
