"""The rules lookup inside the app, driven with Textual's Pilot."""

from textual.widgets import Static

from companion.app import CompanionApp


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
