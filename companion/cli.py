"""`bang-companion`: the app with no subcommand, or one of the tools below.

Every subcommand reports bad input as one clear line on stderr and a non-zero exit code:
no traceback reaches a player.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from cards_data import DataError
from companion.command_parser import CommandParser
from companion.commands import check_cmd, deck_cmd, rules_cmd, serve_cmd, simulate_cmd
from companion.i18n import UI_LANGUAGES, t, words
from companion.paths import ENV_VAR
from companion.settings import cli_language

_COMMANDS = (rules_cmd, deck_cmd, check_cmd, simulate_cmd, serve_cmd)


def build_parser() -> argparse.ArgumentParser:
    parser = CommandParser(prog="bang-companion", description=words("cli.description"))
    app = parser.add_argument_group(words("cli.app_options"))
    app.add_argument("--lang", choices=UI_LANGUAGES, help=words("cli.lang"))
    app.add_argument("--data-dir", help=words("cli.data_dir", variable=ENV_VAR))
    camera = app.add_mutually_exclusive_group()
    camera.add_argument("--demo-camera", action="store_true", help=words("cli.demo_camera"))
    camera.add_argument("--no-camera", action="store_true", help=words("cli.no_camera"))
    app.add_argument("--seed", type=int, help=words("cli.seed"))
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for command in _COMMANDS:
        command.add_parser(commands)
    commands.add_parser("camera", help=words("cli.camera"))
    return parser


def _camera_mode(args: argparse.Namespace) -> str:
    if args.demo_camera:
        return "demo"
    return "off" if args.no_camera else "auto"


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return _run(list(sys.argv[1:] if argv is None else argv))
    except BrokenPipeError:
        # Whoever read the output (`| head`) has had enough of it: stop quietly, as the
        # shell's own tools do, with SIGPIPE's exit code.
        _stdout_to_nowhere()
        return 141


def _run(args_list: list[str]) -> int:
    if args_list[:1] == ["camera"]:
        from companion.commands.camera_cmd import main as camera_main

        return camera_main(args_list[1:])
    args = build_parser().parse_args(args_list)
    try:
        if args.command is None:
            folder = Path(args.data_dir).expanduser() if args.data_dir else None
            if folder and (why := _unusable_folder(folder, cli_language(args.lang))):
                said = t("cli.bad_data_dir", cli_language(args.lang), folder=args.data_dir, why=why)
                print(said, file=sys.stderr)
                return 2
            from companion.app import run_app

            return run_app(args.lang, args.data_dir, _camera_mode(args), args.seed)
        return args.run(args)
    except DataError as error:
        print(t("cli.broken_data", cli_language(), error=error), file=sys.stderr)
        return 3
    except KeyboardInterrupt:
        return 130


def _unusable_folder(folder: Path, lang: str) -> str | None:
    """Why the folder a player named cannot hold the games, or None. (A default folder that
    cannot is the app's to report: it then keeps the games in memory.)"""
    if folder.exists() and not folder.is_dir():
        return t("cli.not_a_folder", lang)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return t("cli.cannot_create", lang, why=error.strerror or error)
    return None if os.access(folder, os.W_OK) else t("cli.cannot_write", lang)


def _stdout_to_nowhere() -> None:
    """Point stdout at the null device, or Python's last flush at exit fails on the
    closed pipe too, and prints a message about it (see the `signal` module's docs)."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())


if __name__ == "__main__":
    sys.exit(main())
