"""Every screen on a phone (41 columns by 46 rows, a 6.1-inch phone upright in the browser):
nothing is cut at the screen's edge, or at the edge of a box that cannot scroll.

A served page cannot be scrolled by dragging a finger where the app has not made room to
scroll, and a button cut in half cannot be read; so every widget must lie inside the part of
its container that shows it, except in a container that scrolls (the seats, a long list).
"""

from __future__ import annotations

import pytest
from textual.app import App
from textual.widget import Widget
from textual.widgets import Button, Static

from companion.app import CompanionApp
from companion.screens.game_over import GameOverScreen
from companion.screens.games import GamesScreen
from companion.screens.setup import SetupScreen
from companion.screens.table import TableScreen
from companion.widgets.seat import Seat
from tests.companion.driver import moves_to_the_end, open_table, tap, type_into
from tests.companion.scenes import PHONE, game_over


def cut(app: App[None]) -> list[str]:
    """The widgets of the screen shown that do not lie wholly where their container shows
    them: across, anywhere; down, unless a container between them and the screen scrolls."""
    found = []
    for widget, placed in app.screen._compositor.full_map.items():
        region, clip = placed.region, placed.clip
        if not widget.display or region.width == 0 or widget is app.screen:
            continue
        if region.x < clip.x or region.right > clip.right:
            found.append(f"{widget!r} is cut across at {region} (shown: {clip})")
        elif (region.y < clip.y or region.bottom > clip.bottom) and not _scrolls(widget):
            found.append(f"{widget!r} is cut at the bottom at {region} (shown: {clip})")
    return found


def _scrolls(widget: Widget) -> bool:
    return any(
        isinstance(above, Widget) and above.allow_vertical_scroll and above is not widget.screen
        for above in widget.ancestors
    )


@pytest.mark.parametrize("lang", ["en", "fr", "it", "nl"])
async def test_the_start_screen_and_past_games_fit_a_phone(make_app, lang):
    app = make_app(lang=lang)
    async with app.run_test(size=PHONE) as pilot:
        await open_table(pilot, "Anna draws")
        await tap(pilot, "#tool-menu")
        assert cut(app) == []
        await tap(pilot, "#past-games")
        assert isinstance(app.screen, GamesScreen)
        assert cut(app) == []
        await tap(pilot, f"#delete-{app.store.games()[0].id}")
        assert cut(app) == []


async def test_the_new_game_form_fits_a_phone(make_app):
    app = make_app()
    async with app.run_test(size=PHONE) as pilot:
        await tap(pilot, "#new-game")
        for name in ("Anna", "Bartholomew", "Carla"):
            await type_into(pilot, "#new-name", name)
            await tap(pilot, "#add-player")
        assert isinstance(app.screen, SetupScreen)
        assert cut(app) == []
        await tap(pilot, "#character-0")
        assert cut(app) == []
        await tap(pilot, "#close")
        await tap(pilot, "#game-duel")
        assert cut(app) == []


@pytest.mark.parametrize("lang", ["en", "fr", "it", "nl"])
async def test_the_table_and_its_screens_fit_a_phone(make_app, lang):
    app = make_app(lang=lang)
    async with app.run_test(size=PHONE) as pilot:
        screen = await open_table(pilot, "Anna draws")
        assert cut(app) == []
        assert screen.query_one("#ring").region in screen.query_one("#table-main").region
        for tool in ("#tool-correct", "#tool-lookup", "#tool-join", "#tool-big_type"):
            await tap(pilot, tool)
            assert cut(app) == [], tool
            await tap(pilot, "#join-close" if tool == "#tool-join" else "#close")
        assert isinstance(app.screen, TableScreen)


@pytest.mark.parametrize("lang", ["en", "fr", "it", "nl"])
async def test_game_over_fits_a_phone_each_player_on_one_line(make_app, lang):
    app = make_app(lang=lang)
    async with app.run_test(size=PHONE) as pilot:
        await game_over(pilot)
        assert isinstance(app.screen, GameOverScreen)
        assert cut(app) == []
        roles = app.screen.query_one("#over-roles", Static)
        lines = str(roles.content).splitlines()
        assert roles.size.height == len(lines)  # no line was wrapped onto the next
        assert max(len(line) for line in lines) <= roles.size.width


async def test_a_phones_buttons_are_three_rows_tall_for_a_finger(make_app):
    """A row is 18 CSS px on a served phone: three rows (54 px) pass the 44 px a finger needs."""
    app = make_app()
    async with app.run_test(size=PHONE) as pilot:
        screen = await open_table(pilot, "Anna draws")
        buttons = list(screen.query("#choice-buttons Button, #toolbar Button").results(Button))
        assert buttons and all(button.outer_size.height >= 3 for button in buttons)


async def test_the_eliminated_leave_the_ring_for_a_line_of_the_centre(make_app):
    app = make_app()
    async with app.run_test(size=PHONE) as pilot:
        lines = moves_to_the_end("Anna draws")
        first_death = next(n for n, line in enumerate(lines) if " is " in line)
        screen = await open_table(pilot, *lines[: first_death + 1])
        dead = [p.name for p in screen.session.game.state.players if not p.alive]
        assert dead and {seat.player_name for seat in screen.query(Seat)}.isdisjoint(dead)
        centre = str(screen.query_one("#table-centre", Static).content)
        assert f"Out: {dead[0]} (" in centre
        assert cut(app) == []


async def test_a_served_start_screen_names_no_keys(make_app, monkeypatch):
    """A browser keeps the F-keys and a phone has none: the keys are not offered there."""
    monkeypatch.setattr(CompanionApp, "is_web", property(lambda app: True))
    app = make_app()
    async with app.run_test(size=PHONE) as pilot:
        assert not app.screen.query("#start-keys")
        labels = [str(b.label) for b in app.screen.query(Button).results(Button)]
        assert "Rules" in labels and not [label for label in labels if " F1" in label]
        await open_table(pilot, "Anna draws")
        assert str(app.screen.query_one("#tool-undo", Button).label) == "Undo"
