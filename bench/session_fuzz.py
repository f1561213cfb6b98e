"""The long run of the session round-trip fuzzer (tests/companion/session_fuzz.py).

Random games of BANG! and BANG! Duel, table and full mode, played through the app's Session:
buttons, typed lines in four languages, slips, refused moves, undo and redo; after every step
another device catches up from the saved journal, and games are reopened from scratch.

Run: python bench/session_fuzz.py [--moves 1000000] [--seed S] [--jobs 2] [--seconds T]
Prints what was played and every finding (crashes, invariant breaks, resume mismatches).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.companion.session_fuzz import Report, run


def _run_share(seed: int, moves: int, seconds: float) -> Report:
    with tempfile.TemporaryDirectory() as folder:
        return run(Path(folder), seed, moves, seconds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=1_000_000, help="attempted moves in all")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2, help="processes, each its own seed")
    parser.add_argument("--seconds", type=float, default=float("inf"), help="stop after this")
    args = parser.parse_args()
    share = -(-args.moves // args.jobs)
    seeds = [args.seed + i for i in range(args.jobs)]
    with ProcessPoolExecutor(args.jobs) as pool:
        shares = [share] * args.jobs
        reports = list(pool.map(_run_share, seeds, shares, [args.seconds] * args.jobs))
    total = Report()
    for report in reports:
        total.add(report)
    print(total.summary())
    rate = total.attempted / total.seconds if total.seconds else 0.0
    print(f"{rate:.0f} attempted moves/s over {args.jobs} processes")
    print("clean" if total.clean else f"{sum(total.findings.values())} findings")


if __name__ == "__main__":
    main()
