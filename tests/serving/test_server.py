"""The server's pieces that need no network: the app command, the page, the addresses, what a
device past the limit is told."""

from __future__ import annotations

import shlex
import sys

import jinja2
import pytest
from aiohttp.test_utils import make_mocked_request

from companion.cli import build_parser
from companion.commands.serve_cmd import app_arguments
from companion.serving.device_limit import table_full_page, table_full_screen
from companion.serving.page import index_context, page_template
from companion.serving.server import app_command, base_url


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


def test_our_scripts_run_before_textual_serves_and_are_not_read_as_jinja() -> None:
    page = page_template()
    textual_js = page.index("js/textual.js")
    assert page.index("window.ResizeObserver = class") < textual_js
    assert page.index("navigator.wakeLock") < textual_js
    rendered = jinja2.Template(page).render(
        config={"static": {"url": "/static/"}}, application={"name": "BANG!"}
    )
    assert "{% raw %}" not in rendered and "window.ResizeObserver = class" in rendered


def test_base_url() -> None:
    assert base_url("192.168.1.5", 8000) == "http://192.168.1.5:8000"
    assert base_url("::1", 8000) == "http://[::1]:8000"


def test_the_page_opens_its_websocket_at_the_address_it_was_loaded_from() -> None:
    for host in ("localhost:8000", "127.0.0.1:8000", "192.168.1.5:8000", "table.local:8000"):
        request = make_mocked_request("GET", "/?fontsize=20", headers={"Host": host})
        context = index_context(request, "BANG!", "192.168.1.5:8000")
        assert context["app_websocket_url"] == f"ws://{host}/ws"
        assert context["config"] == {"static": {"url": "/static/"}}
        assert context["font_size"] == 20
    no_host = make_mocked_request("GET", "/", headers={})
    assert index_context(no_host, "BANG!", "192.168.1.5:8000")["app_websocket_url"] == (
        "ws://192.168.1.5:8000/ws"
    )


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "This table already has 3 devices connected; close one and reload."),
        ("fr", "Cette table a déjà 3 appareils connectés"),
        ("it", "Questo tavolo ha già 3 dispositivi collegati"),
        ("nl", "Aan deze tafel zijn al 3 apparaten verbonden"),
        ("xx", "This table already has 3 devices connected"),
    ],
)
def test_a_device_past_the_limit_is_told_in_the_apps_language(lang: str, words: str) -> None:
    page = table_full_page(lang, 3)
    assert words in page
    assert f'<html lang="{lang if lang != "xx" else "en"}">' in page
    assert words in table_full_screen(lang, 3).decode()
