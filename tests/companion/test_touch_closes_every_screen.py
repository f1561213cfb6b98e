"""Every screen and modal can be left by touch alone: tablet keyboards have no Escape."""

from __future__ import annotations

from companion.lookup_screen import LookupScreen
from companion.screens.character_picker import CharacterPicker
from companion.screens.join import JoinScreen
from companion.screens.setup import SetupScreen
from companion.screens.start import StartScreen
from tests.companion.driver import tap, type_into


async def test_the_rules_lookup_closes_with_its_close_button(make_app):
    app = make_app(lang="it")
    async with app.run_test() as pilot:
        app.action_lookup()
        await pilot.pause()
        assert isinstance(app.screen, LookupScreen)
        assert "Chiudi" in str(app.screen.query_one("#close").label)
        await tap(pilot, "#close")
        assert isinstance(app.screen, StartScreen)


async def test_a_tap_beside_the_rules_lookup_closes_it(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        app.action_lookup()
        await pilot.pause()
        await pilot.click(offset=(0, 0))  # the dimmed table, outside the lookup's box
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)


async def test_a_tap_inside_the_rules_lookup_keeps_it_open(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        app.action_lookup()
        await pilot.pause()
        await pilot.click("#lookup-query")
        assert isinstance(app.screen, LookupScreen)


async def test_the_new_game_form_goes_back_to_the_start_by_touch(make_app):
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await tap(pilot, "#new-game")
        assert isinstance(app.screen, SetupScreen)
        await tap(pilot, "#close")
        assert isinstance(app.screen, StartScreen)


async def test_the_character_picker_closes_by_touch_and_keeps_the_form(make_app):
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await tap(pilot, "#new-game")
        await type_into(pilot, "#new-name", "Anna")
        await tap(pilot, "#character-0")
        assert isinstance(app.screen, CharacterPicker)
        await tap(pilot, "#close")
        assert isinstance(app.screen, SetupScreen)
        await tap(pilot, "#character-0")
        await pilot.click(offset=(0, 0))
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)


async def test_a_tap_beside_the_join_box_closes_it(make_app):
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await tap(pilot, "#join")
        assert isinstance(app.screen, JoinScreen)
        await pilot.click(offset=(0, 0))
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)


async def test_the_app_quits_from_the_start_screen_by_touch(make_app):
    """A tablet has no Ctrl+Q: the start screen offers Quit as a button, in the UI language."""
    app = make_app(lang="nl")
    async with app.run_test(size=(100, 40)) as pilot:
        assert "Afsluiten" in str(app.screen.query_one("#quit").label)
        await tap(pilot, "#quit")
        assert app.return_code == 0  # the app is ending, as Ctrl+Q would
