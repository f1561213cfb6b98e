"""What telling a move costs: the engine's run told (`narrated`, BANG!'s and the Duel's: the
state after the move and its events) beside the same run untold (`apply`), and the words of
the events, per move of bot games.

Run: python bench/narration.py [--games N] [--seed S]. Prints figures; asserts nothing.

The app runs each move once, told (rules.core.game.Game.attempt), and keeps its events; the
table's log words every move it shows at every redraw (companion.export.log_lines), so the
other figure that matters is the time to word a long game's whole log once from its events.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Iterable
from typing import Any

from companion.told import consequences
from rules.bang.simulate import play_one
from rules.core.game import Game
from rules.duel.simulate import play_one as play_duel


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    seeds = range(args.seed, args.seed + args.games)
    bang = (play_one(4 + i % 4, seed, check_every=0)[0] for i, seed in enumerate(seeds))
    measure("BANG!", bang)
    measure("Duel", (play_duel(seed, check_every=0)[0] for seed in seeds))


def measure(name: str, games: Iterable[Game]) -> None:
    """Run every move of `games` told and untold, then word each game's whole log from the
    events, and print the times."""
    told_us, untold_us, words_us, logs_ms, events = [], [], [], [], 0
    for game in games:
        steps = []
        for before, move in _steps(game):
            tick = time.perf_counter()
            game.kind.apply(before, move)
            untold_us.append((time.perf_counter() - tick) * 1e6)
            tick = time.perf_counter()
            _after, told = game.kind.narrated(before, move)
            told_us.append((time.perf_counter() - tick) * 1e6)
            steps.append((before, told))
            events += len(told)
        started = time.perf_counter()
        for before, told in steps:
            consequences(before, told, "fr")
        logs_ms.append((time.perf_counter() - started) * 1e3)
        words_us.append(logs_ms[-1] * 1e3 / max(len(steps), 1))
    print(f"{name}: games {len(logs_ms)}, moves {len(told_us)}, events {events}")
    print(
        f"  narrated (the run told) per move: mean {statistics.mean(told_us):.0f} µs, "
        f"max {max(told_us):.0f} µs; apply (untold): mean {statistics.mean(untold_us):.0f} µs; "
        f"words per move: mean {statistics.mean(words_us):.0f} µs"
    )
    print(
        f"  a whole game's log worded from its events: median {statistics.median(logs_ms):.1f} "
        f"ms, max {max(logs_ms):.1f} ms"
    )


def _steps(game: Game) -> list[tuple[Any, Any]]:
    """Each move of the game's log with the state before it."""
    state, steps = game.kind.initial_state(game.setup), []
    for move in game.log:
        steps.append((state, move))
        state = game.kind.apply(state, move)
    return steps


if __name__ == "__main__":
    main()
