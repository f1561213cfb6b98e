"""`bang-companion`: the app with no subcommand, or one of the tools below.

Every subcommand reports bad input as one clear line on stderr and a non-zero exit code:
no traceback reaches a player.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from cards_data import DataError
from companion.commands import check_cmd, deck_cmd, rules_cmd, simulate_cmd

_COMMANDS = (rules_cmd, deck_cmd, check_cmd, simulate_cmd)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="bang-companion",
        description="Referee and companion for a table playing BANG! with a physical deck.",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for command in _COMMANDS:
        command.add_parser(commands)
    commands.add_parser("camera", help="read a card with the webcam: read, watch, learn")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if args_list[:1] == ["camera"]:
        from camera.cli import main as camera_main

        return camera_main(args_list[1:])
    args = build_parser().parse_args(args_list)
    try:
        if args.command is None:
            from companion.app import run_app

            return run_app()
        return args.run(args)
    except DataError as error:
        print(f"bang-companion: the card data is broken: {error}", file=sys.stderr)
        return 3
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
