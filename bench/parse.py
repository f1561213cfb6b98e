"""Move notation speed: parse time of realistic lines and of adversarial long ones, both games.

Run: python bench/parse.py [--repeat N] [--seed S]. Prints p50/p99/max CPU milliseconds per
group of lines, and the slowest line of each group; asserts nothing. A line either reads or is
refused (NotationError); both are timed. Realistic lines are the logs of bot games written in
each language; adversarial lines repeat keywords, card names, player names, symbols and
parentheses up to 1,000 characters, the longest line the notation reads.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable, Sequence
from contextlib import suppress

from cards_data import LANGUAGES
from rules.bang import notation
from rules.bang.simulate import play_one
from rules.core.notation import MAX_LINE
from rules.core.notation_errors import NotationError
from rules.duel import notation as duel_notation
from rules.duel.simulate import play_one as play_duel

BANG_PLAYERS = ("Anna", "Ben", "Carla", "Don On", "Ace As", "Jo", "Jo Ann", "Sid", "Janet")
DUEL_PLAYERS = ("Anna", "Ben On")

Parse = Callable[[str, Sequence[str]], object]


def _percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def _filled(head: str, unit: str, tail: str = "") -> str:
    """`head`, then `unit` as many times as fits in MAX_LINE characters with `tail`."""
    room = MAX_LINE - len(head) - len(tail)
    return head + unit * (room // len(unit)) + tail


def realistic(games: int, seed: int) -> tuple[list[str], list[str]]:
    """Logged moves of bot games, written in each language (BANG! with 5 players, Duel)."""
    bang, duel = [], []
    for offset in range(games):
        game, _ = play_one(5, seed + offset, check_every=0)
        lang = LANGUAGES[offset % len(LANGUAGES)]
        bang += [notation.format_move(move, lang) for move in game.log]
        game, _ = play_duel(seed + offset, check_every=0)
        duel += [duel_notation.format_move(move, lang) for move in game.log]
    return bang, duel


BANG_ADVERSARIAL = [
    _filled("Anna plays ", "as on "),
    _filled("Anna plays BANG! ", "as BANG! on Ben "),
    _filled("Anna plays ", "BANG! "),
    _filled("Anna plays Missed! as ", "BANG! ", "on Ben"),
    _filled("Anna plays BANG! on ", "Don On "),
    _filled("Anna plays Panic! on Ben: ", "Barrel K♠ "),
    _filled("Janet plays ", "BANG! as de pique as Missed! on Ben "),
    _filled("reveal ", "dame de cœur "),
    _filled("reveal ", "♥ Q ! "),
    _filled("Sid heals with ", "Beer and "),
    _filled("Sid heals with Beer ", "and "),
    _filled("Sid heals with ", "as de pique and "),
    _filled("Sid keeps ", "a card and "),
    _filled("Sid keeps ", "Beer and ", "Bere"),
    _filled("Sid chooses ", "dame de cœur "),
    _filled("Ace As ", "As "),
    _filled("Jo Ann draws from ", "Jo "),
    _filled("Anna plays ", "( ) : ! ? "),
    _filled("Anna plays ", "Coup de foudre on "),
    _filled("Carla is ", "the "),
    _filled("Ben uses ", "Barrel "),
    _filled("Anna ", "plays "),
    _filled("", "Anna "),
]

DUEL_ADVERSARIAL = [
    _filled("Anna plays ", "as on "),
    _filled("Anna plays ", "Colt "),
    _filled("Anna plays Colt on ", "Ben On "),
    _filled("Anna plays Colt ", "(dynamite, outlaw) "),
    _filled("Anna plays Colt (", "dynamite, ", ")"),
    _filled("Anna plays ", "( "),
    _filled("Anna plays Manqué ! as ", "Colt ", "on Sid Curry"),
    _filled("reveal ", "barrel outlaw "),
    _filled("reveal ", "fer à cheval "),
    _filled("Anna uses ", "The Man with No Name with "),
    _filled("Anna uses Pearl Hat with Colt on ", "Jango: "),
    _filled("Anna starts with ", "Jango and "),
    _filled("Anna picks ", "dynamite "),
    _filled("Anna plays Braquage on Sid Curry: ", "planque "),
    _filled("Anna plays ", "Colt dynamite outlaw on "),
    _filled("Anna plays ", "! ? , ; "),
    _filled("", "Ben On "),
]


def timings(parse: Parse, lines: list[str], players: Sequence[str], repeat: int) -> list[float]:
    """CPU milliseconds per parse, each line parsed `repeat` times. CPU time, not wall time: on
    a shared machine the wall clock also counts the time other programs held the core."""
    samples = []
    for line in lines:
        for _ in range(repeat):
            started = time.process_time()
            with suppress(NotationError):
                parse(line, players)
            samples.append((time.process_time() - started) * 1000)
    return samples


def report(name: str, parse: Parse, lines: list[str], players: Sequence[str], repeat: int) -> None:
    samples = timings(parse, lines, players, repeat)
    slowest = max(lines, key=lambda line: statistics.median(timings(parse, [line], players, 5)))
    longest = max(len(line) for line in lines)
    print(
        f"{name:<18} {len(lines):>5} lines ≤{longest:>4} chars  CPU ms: "
        f"p50 {statistics.median(samples):6.3f}  p99 {_percentile(samples, 0.99):6.3f}  "
        f"max {max(samples):6.3f}  slowest line: {slowest[:40]!r}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20, help="parses of each adversarial line")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    bang, duel = realistic(4, args.seed)
    notation.parse("Anna draws", BANG_PLAYERS)  # load the card data before timing
    duel_notation.parse("Anna draws", DUEL_PLAYERS)
    report("BANG! realistic", notation.parse, bang, [f"P{i}" for i in range(1, 6)], 1)
    report("Duel realistic", duel_notation.parse, duel, ["Lawmen", "Outlaws"], 1)
    report("BANG! adversarial", notation.parse, BANG_ADVERSARIAL, BANG_PLAYERS, args.repeat)
    report("Duel adversarial", duel_notation.parse, DUEL_ADVERSARIAL, DUEL_PLAYERS, args.repeat)
    too_long = "Anna plays " + "BANG! " * 200_000
    started = time.process_time()
    try:
        notation.parse(too_long, BANG_PLAYERS)
    except NotationError as error:
        took = (time.process_time() - started) * 1000
        print(f"a {len(too_long):,}-character line: {error.code} in {took:.3f} CPU ms")


if __name__ == "__main__":
    main()
