"""legal_moves against its brute-force reference (tests/rules/brute_force.py) on every decision
of many simulated games: the figure behind "no rule changed" when legal.py is made faster.
The test suite checks a handful of games; this checks as many as asked (1,000 take minutes).

Run: python bench/legal_agreement.py [--games N] [--seed S]. Prints the decisions compared and
the first disagreements; asserts nothing.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the reference lives in tests/

from rules.bang.legal import legal_moves
from rules.bang.simulate import play_one
from rules.core.game import Game
from tests.rules.brute_force import brute_force_legal_moves


def disagreements(players: int, seed: int) -> tuple[int, list[str]]:
    """Decisions compared in one bot game, and where the two lists differ."""
    recorded, _ = play_one(players, seed, check_every=0)
    game = Game(recorded.setup)
    found = []
    for move in [*recorded.log, None]:
        if legal_moves(game.state) != brute_force_legal_moves(game.state):
            found.append(f"seed {seed}, {players} players, move {len(game.log)}")
        if move is not None:
            game.apply(move)
    return len(recorded.log) + 1, found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    compared, found = 0, []
    for i in range(args.games):
        decisions, differ = disagreements(4 + i % 4, args.seed + i)
        compared += decisions
        found += differ
    print(f"{args.games} games, {compared} decisions: {len(found)} disagreements")
    for where in found[:10]:
        print(f"  {where}")


if __name__ == "__main__":
    main()
