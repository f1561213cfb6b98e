"""The long run of the lock-step oracle (tests/rules/table_oracle.py).

Full-mode bot games (BANG!, 4 to 7 players, and BANG! Duel), each with a table-mode twin told
only what a real table announces (docs/table-knowledge.md), strict and loose in turn. Prints
the games and moves played and every failure by kind: completeness (a true announcement
refused), soundness (the table contradicts the truth).

Run: python bench/table_oracle.py [--games 20000] [--seed S] [--jobs 2] [--seconds T]
                                  [--game bang|duel|both]
(`--games` and `--seconds` are for each game.)
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.rules.duel import table_oracle as duel_oracle
from tests.rules.table_oracle import OracleReport, run

GAMES = {"bang": run, "duel": duel_oracle.run}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20_000, help="games in all")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed")
    parser.add_argument("--jobs", type=int, default=2, help="processes, each a share of seeds")
    parser.add_argument("--seconds", type=float, default=float("inf"), help="stop after this")
    parser.add_argument("--game", choices=(*GAMES, "both"), default="both")
    args = parser.parse_args()
    for game in GAMES if args.game == "both" else (args.game,):
        share = -(-args.games // args.jobs)
        seeds = [args.seed + i * share for i in range(args.jobs)]
        with ProcessPoolExecutor(args.jobs) as pool:
            runs = pool.map(GAMES[game], seeds, [share] * args.jobs, [args.seconds] * args.jobs)
            total = OracleReport()
            for report in runs:
                total.add(report)
        rate = total.moves / total.seconds if total.seconds else 0.0
        print(f"{game}: {total.summary()}")
        print(f"{rate:.0f} moves/s over {args.jobs} processes")


if __name__ == "__main__":
    main()
