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

from cards_data import LANGUAGES

DEFAULT_PORT = 8000
DEFAULT_MAX_DEVICES = 8
"""A full BANG! table is 7 players; one more for a spectator or a device being swapped."""


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "serve",
        help="serve the app as a web page (for tablets and phones: --lan)",
        description="Serve the companion as a web page. Without --lan only this machine can "
        "open it; with --lan, devices on the local network join through a secret link, "
        "shown as a QR code.",
    )
    parser.add_argument(
        "--port",
        type=int,
        default=DEFAULT_PORT,
        help=f"TCP port (default {DEFAULT_PORT}; 0: any free one)",
    )
    parser.add_argument(
        "--lan",
        action="store_true",
        help="serve on the machine's LAN address; only the secret link (QR code) gets in",
    )
    parser.add_argument(
        "--host",
        help="the address to serve on, instead of the one found (with --lan: any address, "
        "the secret link is still required; without it: a loopback address only)",
    )
    parser.add_argument(
        "--qr-png", type=Path, metavar="FILE", help="also save the QR code as a PNG"
    )
    parser.add_argument(
        "--max-devices",
        type=int,
        default=DEFAULT_MAX_DEVICES,
        metavar="N",
        help=f"devices at the table at once, each an app process here (default "
        f"{DEFAULT_MAX_DEVICES}); the next one is told the table is full",
    )
    # The app's own options, handed to every app process. SUPPRESS keeps a value given before
    # the command (`bang-companion --lang fr serve`) instead of overwriting it with a default.
    app = parser.add_argument_group("the app on every device")
    app.add_argument(
        "--data-dir",
        default=argparse.SUPPRESS,
        metavar="DIR",
        help="the folder of the games database they share",
    )
    app.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help="its language")
    camera = app.add_mutually_exclusive_group()
    camera.add_argument(
        "--demo-camera",
        action="store_true",
        default=argparse.SUPPRESS,
        help="read draw! cards from the bundled demo source, not the webcam",
    )
    camera.add_argument(
        "--no-camera",
        action="store_true",
        default=argparse.SUPPRESS,
        help="type every draw! card",
    )
    app.add_argument(
        "--seed", type=int, default=argparse.SUPPRESS, help="seed for characters dealt at random"
    )
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

    if not 0 <= args.port <= 65535:
        return _fail(f"--port {args.port}: a port is a number from 0 to 65535")
    if args.max_devices < 1:
        return _fail(f"--max-devices {args.max_devices}: at least one device must get in")
    others: list[str] = []
    if args.lan:
        if args.host:
            host = args.host.strip("[]")
        else:
            found = lan_addresses()
            if not found:
                return _fail(
                    "no network address found: connect this machine to the table's Wi-Fi, "
                    "or name its address with --host"
                )
            host, others = found[0], found[1:]
    else:
        host = (args.host or "127.0.0.1").strip("[]")
        if not is_loopback(host):
            return _fail(
                f"--host {host} would let the network in without the secret link: "
                "add --lan to serve other devices"
            )
    folder = data_dir(getattr(args, "data_dir", None)).resolve()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return _fail(f"the data folder {folder} cannot be created: {error.strerror or error}")

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
        return _fail(str(error))
    server = CompanionServer(options, sock)
    url = server.join_url
    if args.qr_png:
        try:
            saved = write_qr_png(url, args.qr_png)
        except OSError as error:
            sock.close()
            return _fail(f"the QR code cannot be saved: {error}")
    _announce(url, args.lan, others, qr_terminal_text(url, colour=sys.stdout.isatty()))
    if args.qr_png:
        print(f"QR code saved to {saved}")
    server.on_ready = lambda: print(
        f"Games are saved in {folder}. Press Ctrl+C to stop.", flush=True
    )
    server.serve()
    return 0


def _announce(url: str, lan: bool, others: list[str], qr_text: str) -> None:
    print("BANG! table companion, served at:\n")
    print(f"  {url}\n")
    if lan:
        print("Scan this code with a tablet or phone on the same network:\n")
        print(qr_text)
        print("\nOnly this link gets in; it changes each time `serve` starts.")
        if others:
            print(f"Other addresses of this machine (use --host): {', '.join(others)}")
    else:
        print("Only this machine can open it. For tablets and phones: bang-companion serve --lan")


def _fail(message: str) -> int:
    print(f"bang-companion serve: {message}", file=sys.stderr)
    return 2
