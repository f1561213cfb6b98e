"""The server's pieces that need no network: the app command, the page, the addresses."""

from __future__ import annotations

import shlex
import sys

from companion.cli import build_parser
from companion.commands.serve_cmd import app_arguments
from companion.serving.server import app_command, base_url, page_template


def test_every_app_runs_with_this_python_and_the_app_options() -> None:
    command = app_command(["--lang", "fr", "--no-camera"], python="/opt/my python/bin/python3")
    assert command.startswith("exec ")
    assert shlex.split(command)[1:] == [
        "/opt/my python/bin/python3",
        "-m",
        "companion.cli",
        "--lang",
        "fr",
        "--no-camera",
    ]
    assert sys.executable in app_command()


def test_app_options_are_passed_on_from_before_or_after_serve() -> None:
    parser = build_parser()
    after = parser.parse_args(["serve", "--lan", "--lang", "it", "--demo-camera", "--seed", "7"])
    assert app_arguments(after) == ["--lang", "it", "--demo-camera", "--seed", "7"]
    before = parser.parse_args(["--lang", "nl", "--no-camera", "serve"])
    assert "--lang" in app_arguments(before) and "nl" in app_arguments(before)
    assert "--no-camera" in app_arguments(before)
    assert app_arguments(parser.parse_args(["serve"])) in ([], ["--lang", "en"])


def test_the_page_works_offline_and_fits_a_tablet() -> None:
    page = page_template()
    assert "googleapis" not in page
    assert '<meta name="viewport" content="width=device-width, initial-scale=1" />' in page
    assert "data-session-websocket-url" in page and "data-font-size" in page


def test_base_url() -> None:
    assert base_url("192.168.1.5", 8000) == "http://192.168.1.5:8000"
    assert base_url("::1", 8000) == "http://[::1]:8000"
