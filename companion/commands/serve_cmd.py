"""`bang-companion serve`: the companion as a web page, for the tablets and phones at a table.

By default it answers only this machine (http://localhost:8000/); `--lan` serves it to the
local network behind a secret link, printed and shown as a QR code (and saved as a PNG with
`--qr-png`). Every browser gets its own app process; they all share one games database, so
every device sees the same game. See docs/serving.md.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from companion.i18n import UI_LANGUAGES, t, words
from companion.settings import cli_language

DEFAULT_PORT = 8000
DEFAULT_MAX_DEVICES = 8
"""A full BANG! table is 7 players; one more for a spectator or a device being swapped."""


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "serve", help=words("serve.help"), description=words("serve.description")
    )
    parser.add_argument(
        "--port", type=int, default=DEFAULT_PORT, help=words("serve.port", port=DEFAULT_PORT)
    )
    parser.add_argument("--lan", action="store_true", help=words("serve.lan"))
    parser.add_argument("--host", help=words("serve.host"))
    parser.add_argument("--qr-png", type=Path, metavar="FILE", help=words("serve.qr_png"))
    parser.add_argument(
        "--max-devices",
        type=int,
        default=DEFAULT_MAX_DEVICES,
        metavar="N",
        help=words("serve.max_devices", most=DEFAULT_MAX_DEVICES),
    )
    # The app's own options, handed to every app process. SUPPRESS keeps a value given before
    # the command (`bang-companion --lang fr serve`) instead of overwriting it with a default.
    app = parser.add_argument_group(words("serve.app_options"))
    app.add_argument(
        "--data-dir", default=argparse.SUPPRESS, metavar="DIR", help=words("serve.data_dir")
    )
    app.add_argument(
        "--lang", choices=UI_LANGUAGES, default=argparse.SUPPRESS, help=words("serve.lang")
    )
    camera = app.add_mutually_exclusive_group()
    camera.add_argument(
        "--demo-camera",
        action="store_true",
        default=argparse.SUPPRESS,
        help=words("serve.demo_camera"),
    )
    camera.add_argument(
        "--no-camera", action="store_true", default=argparse.SUPPRESS, help=words("cli.no_camera")
    )
    app.add_argument("--seed", type=int, default=argparse.SUPPRESS, help=words("cli.seed"))
    parser.set_defaults(run=run)


def app_arguments(args: argparse.Namespace) -> list[str]:
    """The options of `bang-companion` (the app) that `serve` passes on to each app process."""
    passed = []
    if getattr(args, "lang", None):
        passed += ["--lang", args.lang]
    if getattr(args, "demo_camera", False):
        passed.append("--demo-camera")
    elif getattr(args, "no_camera", False):
        passed.append("--no-camera")
    if getattr(args, "seed", None) is not None:
        passed += ["--seed", str(args.seed)]
    return passed


def run(args: argparse.Namespace) -> int:
    from companion.paths import data_dir
    from companion.serving.lan_address import lan_addresses
    from companion.serving.origin_check import is_loopback
    from companion.serving.qr_code import qr_terminal_text, write_qr_png
    from companion.serving.server import (
        CompanionServer,
        ServeError,
        ServeOptions,
        bind_socket,
    )
    from companion.serving.token_guard import TokenGuard

    lang = cli_language(getattr(args, "lang", None))
    if not 0 <= args.port <= 65535:
        return _fail(lang, t("serve.bad_port", lang, port=str(args.port)))
    if args.max_devices < 1:
        return _fail(lang, t("serve.bad_max_devices", lang, most=str(args.max_devices)))
    others: list[str] = []
    if args.lan:
        if args.host:
            host = args.host.strip("[]")
        else:
            found = lan_addresses()
            if not found:
                return _fail(lang, t("serve.no_address", lang))
            host, others = found[0], found[1:]
    else:
        host = (args.host or "127.0.0.1").strip("[]")
        if not is_loopback(host):
            return _fail(lang, t("serve.host_not_loopback", lang, host=host))
    folder = data_dir(getattr(args, "data_dir", None)).resolve()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        why = error.strerror or error
        return _fail(lang, t("serve.folder_not_created", lang, folder=folder, why=why))

    options = ServeOptions(
        host=host,
        port=args.port,
        data_dir=folder,
        guard=TokenGuard() if args.lan else None,
        app_args=tuple(app_arguments(args)),
        max_devices=args.max_devices,
        lang=getattr(args, "lang", None) or "en",
    )
    try:
        sock = bind_socket(host, args.port)
    except ServeError as error:
        return _fail(lang, error.message(lang))
    server = CompanionServer(options, sock)
    url = server.join_url
    if args.qr_png:
        try:
            saved = write_qr_png(url, args.qr_png, lang=lang)
        except OSError as error:
            sock.close()
            return _fail(lang, t("serve.qr_not_saved", lang, why=error))
    _announce(lang, url, args.lan, others, qr_terminal_text(url, colour=sys.stdout.isatty()))
    if args.qr_png:
        print(t("serve.qr_saved", lang, path=saved))
    server.on_ready = lambda: print(t("serve.ready", lang, folder=folder), flush=True)
    server.serve()
    return 0


def _announce(lang: str, url: str, lan: bool, others: list[str], qr_text: str) -> None:
    print(t("serve.served_at", lang) + "\n")
    print(f"  {url}\n")
    if lan:
        print(t("serve.scan", lang) + "\n")
        print(qr_text)
        print("\n" + t("serve.only_link", lang))
        if others:
            print(t("serve.other_addresses", lang, addresses=", ".join(others)))
    else:
        print(t("serve.local_only", lang))


def _fail(lang: str, message: str) -> int:
    print(t("serve.failed", lang, message=message), file=sys.stderr)
    return 2
