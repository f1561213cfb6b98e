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


async def test_the_language_chosen_is_the_next_launchs(make_app, monkeypatch):
    for variable in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    app = make_app(lang=None)
    async with app.run_test() as pilot:
        assert app.ui_lang == "en"
        await pilot.press("f2")  # the next language: French
        assert app.ui_lang == "fr"
    again = make_app(lang=None)
    assert again.ui_lang == "fr"
    assert make_app(lang="nl").ui_lang == "nl"  # an explicit --lang still wins


def test_with_nothing_remembered_the_system_language_is_used(make_app, monkeypatch):
    monkeypatch.setenv("LC_ALL", "it_IT.UTF-8")
    assert make_app(lang=None).ui_lang == "it"
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")
    assert make_app(lang=None).ui_lang == "en"


def test_an_unreadable_settings_file_is_as_if_nothing_was_remembered(
    make_app, data_folder, monkeypatch
):
    for variable in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "nl_BE.UTF-8")
    data_folder.mkdir(parents=True, exist_ok=True)
    settings = data_folder / "settings.json"
    settings.write_bytes(b"\xff{ not json")
    assert make_app(lang=None).ui_lang == "nl"
    settings.write_text('{"lang": "klingon"}', encoding="utf-8")
    assert make_app(lang=None).ui_lang == "nl"
    settings.write_text('{"lang": "it"}', encoding="utf-8")
    assert make_app(lang=None).ui_lang == "it"
