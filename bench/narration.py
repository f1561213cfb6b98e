"""What telling a move costs: rules.narration.narrate and its words, per move of bot games.

Run: python bench/narration.py [--games N] [--seed S]. Prints figures; asserts nothing.

The table's log words every move it shows at every redraw (companion.export.log_lines), so
the figure that matters is the time to word a long game's whole log once.
"""

from __future__ import annotations

import argparse
import statistics
import time

from companion.told import consequences
from rules import engine
from rules.narration import narrate
from rules.setup import initial_state
from rules.simulate import play_one


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    narrate_us, words_us, logs_ms, events = [], [], [], 0
    for i in range(args.games):
        game, _broken = play_one(4 + i % 4, args.seed + i, check_every=0)
        state = initial_state(game.setup)
        steps = []
        for move in game.log:
            after = engine.apply(state, move)
            steps.append((state, move, after))
            state = after
        for before, move, _after in steps:
            tick = time.perf_counter()
            events += len(narrate(before, move))
            narrate_us.append((time.perf_counter() - tick) * 1e6)
        started = time.perf_counter()
        for before, move, after in steps:
            consequences(before, move, after, "fr")
        logs_ms.append((time.perf_counter() - started) * 1e3)
        words_us.append(logs_ms[-1] * 1e3 / max(len(steps), 1))
    print(f"games {args.games}, moves {len(narrate_us)}, events {events}")
    print(
        f"narrate per move: mean {statistics.mean(narrate_us):.0f} µs, max {max(narrate_us):.0f} µs"
    )
    print(f"narrate + words per move: mean {statistics.mean(words_us):.0f} µs")
    print(
        f"a whole game's log worded: median {statistics.median(logs_ms):.1f} ms, "
        f"max {max(logs_ms):.1f} ms"
    )


if __name__ == "__main__":
    main()
