"""Engine speed: bot games per second (7 players), move validation p50/p99, replaying 1,000 moves.

Run: python bench/engine.py [--games N] [--seed S]. Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from rules import bots
from rules.game import Game
from rules.setup import deal
from rules.simulate import play_one, simulate

REPLAY_LENGTH = 1_000


def _percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def games_per_second(games: int, seed: int) -> float:
    report = simulate(games, (7, 7), seed)
    assert not report.invariant_breaks, report.invariant_breaks[:3]
    return report.games_per_second


def validation_times(seed: int) -> list[float]:
    """Seconds to judge each move of recorded games (check() = validate without applying)."""
    samples = []
    for offset in range(5):
        recorded, _ = play_one(7, seed + offset, check_every=0)
        game = Game(recorded.setup)
        for move in recorded.log:
            started = time.perf_counter()
            game.check(move)
            samples.append(time.perf_counter() - started)
            game.apply(move)
    return samples


def long_log(seed: int) -> Game:
    """A 1,000-move game: bots that mostly end their turn without playing make long games."""
    game = Game(deal([f"P{i + 1}" for i in range(7)], seed=seed))
    rng = random.Random(seed)
    while len(game.log) < REPLAY_LENGTH and game.winner is None:
        calm = bots.MAX_PLAYS_PER_TURN if rng.random() < 0.8 else 0
        game.apply(bots.choose(game.state, rng, calm))
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    print(
        f"games per second (7 players, {args.games} games): "
        f"{games_per_second(args.games, args.seed):.1f}"
    )
    samples = validation_times(args.seed)
    print(
        f"validate a move ({len(samples)} moves): p50 {_percentile(samples, 0.5) * 1e6:.0f} µs, "
        f"p99 {_percentile(samples, 0.99) * 1e6:.0f} µs, mean "
        f"{statistics.fmean(samples) * 1e6:.0f} µs"
    )
    game = long_log(args.seed)
    started = time.perf_counter()
    replayed = game.replayed()
    elapsed = time.perf_counter() - started
    assert replayed.state == game.state
    print(f"replay a {len(game.log)}-move log: {elapsed * 1000:.1f} ms")


if __name__ == "__main__":
    main()
