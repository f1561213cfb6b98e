"""`bang-companion simulate`: bot games in full mode, to the end, with their figures."""

from __future__ import annotations

import argparse
import json
import sys

from companion.i18n import t
from companion.settings import cli_language
from rules.bang.simulate import CHECK_EVERY, simulate
from rules.duel.simulate import simulate as simulate_duel

# Half an hour of seven-player BANG! games on one core (0.18 s each): more is a typo.
MOST_GAMES = 10_000


def _player_range(text: str) -> tuple[int, int]:
    low, _, high = text.partition("-")
    try:
        bounds = (int(low), int(high or low))
    except ValueError:
        said = t("simulate.not_a_count", cli_language(), text=text)
        raise argparse.ArgumentTypeError(said) from None
    if not 4 <= bounds[0] <= bounds[1] <= 7:
        raise argparse.ArgumentTypeError(t("simulate.player_count", cli_language()))
    return bounds


def add_parser(commands: argparse._SubParsersAction) -> None:
    lang = cli_language()
    parser = commands.add_parser("simulate", help=t("simulate.help", lang))
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument(
        "--players", type=_player_range, default=(4, 7), help=t("simulate.players", lang)
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--game", choices=("bang", "duel"), default="bang", help=t("simulate.game", lang)
    )
    parser.add_argument(
        "--check-all", action="store_true", help=t("simulate.check_all", lang, every=CHECK_EVERY)
    )
    parser.add_argument("--json", action="store_true")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    lang = cli_language()
    if not 1 <= args.games <= MOST_GAMES:
        print(t("simulate.too_many_games", lang, most=MOST_GAMES), file=sys.stderr)
        return 2
    check_every = 1 if args.check_all else CHECK_EVERY
    if args.game == "duel":
        report = simulate_duel(args.games, args.seed, check_every)
    else:
        report = simulate(args.games, args.players, args.seed, check_every)
    figures = report.as_dict()
    if args.json:
        print(json.dumps(figures))
    else:
        print(t("simulate.finished", lang, finished=figures["finished"], games=figures["games"]))
        wins = ", ".join(f"{side} {n}" for side, n in sorted(report.wins.items()))
        print(t("simulate.wins", lang, wins=wins))
        print(t("simulate.moves", lang, moves=f"{figures['moves_per_game']:.1f}"))
        print(t("simulate.breaks", lang, breaks=figures["invariant_breaks"]))
        print(t("simulate.speed", lang, speed=str(figures["games_per_second"])))
    for problem in report.invariant_breaks[:10]:
        print(f"  {problem}", file=sys.stderr)
    return 1 if report.invariant_breaks else 0
