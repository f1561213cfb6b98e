"""How the app is launched: its options, and the link for tablets when it is served."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from companion.cli import _camera_mode, build_parser
from companion.paths import ENV_VAR, data_dir
from tests.companion.driver import WIDE, tap


@pytest.mark.parametrize(
    ("argv", "mode"),
    [([], "auto"), (["--demo-camera"], "demo"), (["--no-camera"], "off")],
)
def test_camera_options(argv, mode):
    assert _camera_mode(build_parser().parse_args(argv)) == mode


def test_app_options_are_read():
    args = build_parser().parse_args(["--lang", "it", "--data-dir", "/tmp/x", "--seed", "3"])
    assert (args.lang, args.data_dir, args.seed, args.command) == ("it", "/tmp/x", 3, None)


def test_data_folder_option_beats_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "env"))
    assert data_dir() == tmp_path / "env"
    assert data_dir(tmp_path / "option") == tmp_path / "option"
    monkeypatch.delenv(ENV_VAR)
    assert data_dir().name == "bang-companion"


async def test_the_join_screen_shows_the_served_link_as_a_qr_code(make_app, monkeypatch):
    monkeypatch.setenv("BANG_COMPANION_JOIN_URL", "http://192.168.1.20:8000/?token=secret")
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await tap(pilot, "#join")
        assert "█" in str(app.screen.query_one("#join-qr", Static).content)
        text = str(app.screen.query_one("#join-text", Static).content)
        assert text.endswith("http://192.168.1.20:8000/?token=secret")
        await pilot.press("escape")
        assert type(app.screen).__name__ == "StartScreen"


async def test_the_join_screen_says_how_to_serve_when_not_served(make_app, monkeypatch):
    monkeypatch.delenv("BANG_COMPANION_JOIN_URL", raising=False)
    app = make_app(lang="fr")
    async with app.run_test(size=WIDE) as pilot:
        await pilot.press("f6")
        await pilot.pause()
        assert "bang-companion serve --lan" in str(app.screen.query_one("#join-text").content)
        assert not app.screen.query("#join-qr")
