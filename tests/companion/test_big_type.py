"""The big-type view: life per seat, whose turn, what the game waits for; opened from the
table's toolbar and closed by touch, in the table's language, following moves made elsewhere."""

from __future__ import annotations

from textual.widgets import Static

from companion.screens.big_type import BigTypeScreen
from companion.screens.table import TableScreen
from companion.session import Session
from companion.store import Store
from companion.widgets.big_digits import big_number
from tests.companion.driver import open_table, tap
from tests.companion.scenes import open_duel


def shown(screen: BigTypeScreen) -> dict[str, str]:
    """Each visible seat's label and the big digits drawn under it."""
    return {
        str(seat.query_one(".big-name", Static).content): str(
            seat.query_one(".big-life", Static).content
        )
        for seat in screen.query(".big-seat")
        if seat.display
    }


async def test_the_big_view_shows_the_lives_the_turn_and_the_decision(make_app):
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await open_table(pilot, "Anna draws", "Anna plays BANG! on Ben")
        await tap(pilot, "#tool-big_type")
        screen = app.screen
        assert isinstance(screen, BigTypeScreen)
        four = big_number(4)
        assert shown(screen) == {"Anna": big_number(5), "Ben": four, "Carla": four, "Dan": four}
        assert str(screen.query_one("#big-turn", Static).content) == "Anna's turn · playing cards"
        assert "Ben" in str(screen.query_one("#big-waiting", Static).content)
        assert screen.query_one("#big-seat-0").has_class("-current")
        assert not screen.query_one("#big-seat-1").has_class("-current")
        await tap(pilot, "#close")
        assert isinstance(app.screen, TableScreen)


async def test_the_big_view_follows_a_move_entered_on_another_device(make_app):
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        table = await open_table(pilot, "Anna draws", "Anna plays BANG! on Ben")
        await tap(pilot, "#tool-big_type")
        screen = app.screen
        other = Session.open(Store(app.store.path), table.session.game_id)
        assert other.play(other.parse("Ben passes")) is None
        for _ in range(40):
            await pilot.pause(0.05)
            if shown(screen)["Ben"] == big_number(3):
                break
        assert shown(screen)["Ben"] == big_number(3)
        await tap(pilot, "#close")
        await pilot.pause()
        assert "Ben" in str(table.query_one("#seat-1", Static).border_title)
        assert "3/4" in str(table.query_one("#seat-1", Static).render())


async def test_the_big_view_speaks_the_table_language(make_app):
    words = {"fr": "Tour d'Anna", "it": "Turno di Anna", "nl": "Beurt van Anna"}
    closes = {"fr": "Fermer", "it": "Chiudi", "nl": "Sluiten"}
    for lang, turn in words.items():
        app = make_app(lang=lang)
        async with app.run_test(size=(100, 40)) as pilot:
            await open_table(pilot, "Anna draws")
            await tap(pilot, "#tool-big_type")
            assert str(app.screen.query_one("#big-turn", Static).content).startswith(turn)
            assert closes[lang] in str(app.screen.query_one("#close").label)


async def test_a_duel_shows_each_character_in_play(make_app):
    app = make_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await open_duel(
            pilot,
            "Anna starts with Jango and Bill Tightman",
            "Ben starts with Sid Curry and Babe Leroy",
        )
        app.screen.action_big_type()
        await pilot.pause()
        assert set(shown(app.screen)) == {
            "Anna · Jango",
            "Anna · Bill Tightman",
            "Ben · Sid Curry",
            "Ben · Babe Leroy",
        }


def test_big_numbers_are_seven_rows_of_blocks_one_glyph_per_digit():
    assert big_number(4).splitlines()[4] == "█████"
    assert [len(row) for row in big_number(12).splitlines()] == [11] * 7
    assert big_number(-1) == big_number(0)
