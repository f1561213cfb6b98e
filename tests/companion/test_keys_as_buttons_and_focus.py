"""Every key's action is also a button (a browser keeps the F-keys, a tablet has none), and
the focus stays where the player is after each tap."""

from __future__ import annotations

from textual.widgets import Button, Input, Static

from companion.lookup_screen import LookupScreen
from companion.screens.game_over import GameOverScreen
from companion.screens.join import JoinScreen
from companion.screens.start import StartScreen
from companion.screens.table import TableScreen
from tests.companion.driver import WIDE, open_table, tap
from tests.companion.scenes import game_over


async def test_the_start_screen_has_a_rules_button(make_app):
    app = make_app(lang="nl")
    async with app.run_test(size=WIDE) as pilot:
        assert str(app.screen.query_one("#app-key-lookup", Button).label) == "Regels F1"
        await tap(pilot, "#app-key-lookup")
        assert isinstance(app.screen, LookupScreen)


async def test_the_new_game_form_has_rules_and_tablet_buttons(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await tap(pilot, "#new-game")
        await tap(pilot, "#app-key-join")
        assert isinstance(app.screen, JoinScreen)
        await tap(pilot, "#join-close")
        await tap(pilot, "#app-key-lookup")
        assert isinstance(app.screen, LookupScreen)


async def test_past_games_have_a_language_button_that_relabels_them(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await tap(pilot, "#past-games")
        await tap(pilot, "#app-key-next_language")
        assert app.ui_lang == "fr"
        assert str(app.screen.query_one("#app-key-lookup", Button).label) == "Règles F1"


async def test_the_table_toolbar_joins_a_tablet_by_touch(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await open_table(pilot, "Anna draws")
        await tap(pilot, "#tool-join")
        assert isinstance(app.screen, JoinScreen)


async def test_game_over_keys_do_what_their_labels_say(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await game_over(pilot)
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("f4")
        assert next(app.exports.glob("*.txt")).read_text(encoding="utf-8")
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and not app.screen.session.game.winner


async def test_the_export_message_of_game_over_is_said_again_in_a_language_chosen_after_it(
    make_app,
):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await game_over(pilot)
        await tap(pilot, "#over-export")
        path = next(app.exports.glob("*.txt"))
        said = str(app.screen.query_one("#over-message", Static).content)
        await tap(pilot, "#app-key-next_language")
        assert app.ui_lang == "fr"
        switched = str(app.screen.query_one("#over-message", Static).content)
    assert said == f"Log exported: {path}"
    assert switched == f"Journal exporté : {path}"


async def test_game_over_has_a_rules_button_and_its_menu_key_works(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await game_over(pilot)
        await tap(pilot, "#app-key-lookup")
        assert isinstance(app.screen, LookupScreen)
        await tap(pilot, "#close")
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("f10")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)


async def test_the_start_screen_focuses_resume_when_back_from_a_game(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        assert app.focused is app.screen.query_one("#new-game")
        await open_table(pilot, "Anna draws")
        await tap(pilot, "#tool-menu")
        assert isinstance(app.screen, StartScreen)
        assert app.focused is app.screen.query_one("#resume")


async def test_a_tapped_choice_hands_the_focus_to_the_next_steps_first_button(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, "Anna draws")
        await tap(pilot, "#choice-card-bang-x-x")
        assert app.focused is screen.query_one("#choice-p-Ben")
        await tap(pilot, "#choice-p-Ben")
        assert screen.session.game.pending.player == "Ben"
        assert app.focused is screen.query("#choice-buttons Button").first()
        await pilot.press("enter")  # the focus is on a button: Enter answers with it
        assert screen.session.game.pending.player == "Anna"


async def test_the_set_up_rows_keep_the_focus_on_the_tapped_button(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await tap(pilot, "#new-game")
        for name in ("Anna", "Ben", "Carla"):
            app.screen.query_one("#new-name", Input).value = name
            await tap(pilot, "#add-player")
        await tap(pilot, "#sheriff-1")
        assert app.focused is app.screen.query_one("#sheriff-1")
        await tap(pilot, "#seat-name-2")
        await tap(pilot, "#seat-name-0")
        assert app.focused is app.screen.query_one("#seat-name-0")
        await tap(pilot, "#lang-it")
        assert app.focused is app.screen.query_one("#lang-it")
        assert [e.name for e in app.screen.entrants] == ["Carla", "Anna", "Ben"]


async def test_big_type_has_the_app_keys_as_buttons(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await open_table(pilot, "Anna draws")
        await tap(pilot, "#tool-big_type")
        await tap(pilot, "#app-key-next_language")
        assert app.ui_lang == "fr"
        assert str(app.screen.query_one("#app-key-lookup", Button).label) == "Règles F1"
        await tap(pilot, "#app-key-lookup")
        assert isinstance(app.screen, LookupScreen)
