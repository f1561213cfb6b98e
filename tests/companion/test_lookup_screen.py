"""The rules lookup inside the app, driven with Textual's Pilot."""

from textual.widgets import Static

from companion.app import CompanionApp
from tests.companion.driver import WIDE, open_table


async def test_lookup_answers_as_the_player_types():
    app = CompanionApp(lang="fr")
    async with app.run_test() as pilot:
        await pilot.press("f1")
        await pilot.press(*"mancato")
        await pilot.pause()
        answer = str(app.screen.query_one("#lookup-answer", Static).content)
        assert answer.startswith("Raté !")
        await pilot.press("escape")
        assert app.screen is app.screen_stack[0]


async def test_a_name_close_to_nothing_says_so_without_an_empty_suggestion(make_app):
    app = make_app(lang="fr")
    async with app.run_test() as pilot:
        app.action_lookup()
        await pilot.pause()
        await pilot.press(*"zzqqxxww")
        await pilot.pause()
        answer = str(app.screen.query_one("#lookup-answer", Static).content)
        assert answer == "Aucune carte, aucun personnage de ce nom."


async def test_a_lookup_during_a_bang_game_says_a_duel_card_is_the_other_games(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        app.action_lookup()
        await pilot.pause()
        await pilot.press(*"colt")
        await pilot.pause()
        answer = str(app.screen.query_one("#lookup-answer", Static).content)
        assert answer.startswith("Colt — card, BANG! Duel\n")
        app.screen.dismiss(None)
        await open_table(pilot)
        app.action_lookup()
        await pilot.pause()
        await pilot.press(*"colt")
        await pilot.pause()
        answer = str(app.screen.query_one("#lookup-answer", Static).content)
        assert answer.startswith("Colt — card, BANG! Duel (the other game)\n")
