"""What telling a move costs: the narration (BANG!'s and the Duel's) and its words, per move
of bot games.

Run: python bench/narration.py [--games N] [--seed S]. Prints figures; asserts nothing.

The table's log words every move it shows at every redraw (companion.export.log_lines), so
the figure that matters is the time to word a long game's whole log once.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable, Iterable
from typing import Any

from companion.told import consequences
from rules.bang.narration import narrate
from rules.bang.simulate import play_one
from rules.core.game import Game
from rules.duel.narration import narrate as narrate_duel
from rules.duel.simulate import play_one as play_duel


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    seeds = range(args.seed, args.seed + args.games)
    bang = (play_one(4 + i % 4, seed, check_every=0)[0] for i, seed in enumerate(seeds))
    measure("BANG!", bang, narrate)
    measure("Duel", (play_duel(seed, check_every=0)[0] for seed in seeds), narrate_duel)


def measure(name: str, games: Iterable[Game], tell: Callable[[Any, Any], list]) -> None:
    """Narrate every move of `games`, then word each game's whole log, and print the times."""
    narrate_us, words_us, logs_ms, events = [], [], [], 0
    for game in games:
        steps = _steps(game)
        for before, move, _after in steps:
            tick = time.perf_counter()
            events += len(tell(before, move))
            narrate_us.append((time.perf_counter() - tick) * 1e6)
        started = time.perf_counter()
        for before, move, after in steps:
            consequences(before, move, after, "fr")
        logs_ms.append((time.perf_counter() - started) * 1e3)
        words_us.append(logs_ms[-1] * 1e3 / max(len(steps), 1))
    print(f"{name}: games {len(logs_ms)}, moves {len(narrate_us)}, events {events}")
    print(
        f"  narrate per move: mean {statistics.mean(narrate_us):.0f} µs, "
        f"max {max(narrate_us):.0f} µs; narrate + words per move: "
        f"mean {statistics.mean(words_us):.0f} µs"
    )
    print(
        f"  a whole game's log worded: median {statistics.median(logs_ms):.1f} ms, "
        f"max {max(logs_ms):.1f} ms"
    )


def _steps(game: Game) -> list[tuple[Any, Any, Any]]:
    """Each move of the game's log with the states before and after it."""
    state, steps = game.kind.initial_state(game.setup), []
    for move in game.log:
        after = game.kind.apply(state, move)
        steps.append((state, move, after))
        state = after
    return steps


if __name__ == "__main__":
    main()
