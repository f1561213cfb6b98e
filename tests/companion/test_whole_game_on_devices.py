"""A whole table-mode game by taps on the devices a table uses, in the four languages.

The served page draws the terminal in cells of 9.5 × 18 CSS pixels (textual-serve's 16 px
font, measured in Debian's Chromium: tests/serving/test_serve_on_devices.py serves the same
page), so the devices are terminals of these sizes: a 10-inch tablet upright (1024 × 1366 CSS
px: 104 to 107 columns, 75 rows; the fewer columns, the harder), the same tablet lying down
(1366 × 1024: 143 × 56), a 6.7-inch phone (412 × 915: 44 × 50), and a laptop's terminal at its
smallest (80 × 24). `run_test` lays the app out as the served page does at that size; the
served devices are told they are served (`is_web`), as the app is in a browser.

At every step of the walk (tests/companion/walk.py, the same taps everywhere) the test fails
when the screen shows: a button whose label is not whole (cut, or a word broken in two), a
seat not wholly on screen, a button of the decision leading to another player's move (but for
an action that names its actor, as Sid Ketchum's heal does), or, where the log is shown, a log
whose last entry is out of sight.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from textual.app import App
from textual.content import Content
from textual.widget import Widget
from textual.widgets import Button, Static

from companion.app import CompanionApp
from companion.choices import Choice
from companion.screens.table import TableScreen
from companion.session import Session
from companion.widgets.choice_panel import ChoicePanel
from companion.widgets.log_view import LogView
from companion.widgets.seat import Seat
from rules.bang.moves import Move, actor
from rules.duel.setup import deal as deal_duel
from tests.companion.driver import finger_tap, wait_for
from tests.companion.walk import NAMES, Step, table_walk, walk_setup

DEVICES = {
    "tablet-upright": (104, 75),
    "tablet-landscape": (143, 56),
    "phone": (44, 50),
    "terminal": (80, 24),
}
SERVED = {"tablet-upright", "tablet-landscape", "phone"}
LOG_EVERY = 10
"""Where the log is shown only on request (narrow screens), it is opened every so many moves."""
WALK = table_walk()
DUEL = deal_duel("Anna", "Ben", seed=3, full_information=False)
DUEL_MOVES = 40
"""The Duel's first moves: the two sides chosen, cards played on characters, reveals."""


def label_cut(button: Button) -> str | None:
    """Why the button's label is not shown whole: a word wider than the button (it would be
    broken in two), or more lines than the button has rows; None if it is whole."""
    label = button.label if isinstance(button.label, Content) else Content(str(button.label))
    width, height = button.content_region.size
    words = label.plain.split()
    if any(Content(word).cell_length > width for word in words):
        return f"{label.plain!r} has a word wider than its button ({width} columns)"
    if len(label.wrap(width)) > height:
        return f"{label.plain!r} takes more than its button's {height} rows at {width} columns"
    return None


def shown(app: App) -> Iterator[tuple[Widget, object]]:
    """The widgets of the screen the compositor lays out, with where they are drawn."""
    for widget, placed in app.screen._compositor.full_map.items():
        if widget.display and placed.region.area:
            yield widget, placed


def cut_labels(app: App) -> list[str]:
    return [
        f"#{widget.id}: {why}"
        for widget, _placed in shown(app)
        if isinstance(widget, Button) and (why := label_cut(widget))
    ]


def cut_seats(app: App) -> list[str]:
    """Seats not wholly on screen: a player's life points must never need scrolling to."""
    return [
        f"{widget.player_name}'s seat at {placed.region} is cut (shown: {placed.clip})"
        for widget, placed in shown(app)
        if isinstance(widget, Seat) and placed.region not in placed.clip
    ]


def _moves(node: Choice) -> Iterator[Move]:
    if node.move is not None:
        yield node.move
    for child in node.children:
        yield from _moves(child)


def strangers(screen: TableScreen) -> list[str]:
    """Buttons of the decision that lead to someone else's move, unless the button names who
    acts; and a trail that names another player than the one whose moves lie below it."""
    panel = screen.query_one(ChoicePanel)
    node = panel._node() or panel.root
    owner = screen.session.game.pending.player
    naming_step = next((step for step in _path(panel) if step.names_actor), None)
    found = []
    for child in node.children:
        actors = {actor(move) for move in _moves(child)} - {None}
        naming = child if child.names_actor else naming_step
        if actors - {owner} and not (naming and all(who in naming.label for who in actors)):
            found.append(f"{child.label!r} ({sorted(actors)}) in {owner}'s decision")
    trail = str(screen.query_one("#choice-trail", Static).content)
    below = {actor(move) for move in _moves(node)} - {None}
    if trail and len(below) == 1 and not trail.startswith(below.pop()):
        found.append(f"the trail {trail!r} names another player than the one who acts")
    return found


def _path(panel: ChoicePanel) -> list[Choice]:
    steps, node = [], panel.root
    for key in panel.path:
        node = next(child for child in node.children if child.key == key)
        steps.append(node)
    return steps


def log_hidden_end(app: App) -> list[str]:
    """The log's last entry out of sight, where the log is shown."""
    log = app.screen.query_one(LogView)
    text = app.screen.query_one("#log-text", Static)
    placed = dict(shown(app)).get(text)
    if not log.display or placed is None:
        return []
    if placed.region.bottom > placed.clip.bottom:
        return [f"the log ends at row {placed.region.bottom}, below its sight ({placed.clip})"]
    return []


def problems(app: App) -> list[str]:
    screen = table_of(app)
    return [*cut_labels(app), *cut_seats(app), *strangers(screen), *log_hidden_end(app)]


def table_of(app: App) -> TableScreen:
    screen = app.screen
    assert isinstance(screen, TableScreen), type(screen).__name__
    return screen


async def look_at_the_log(pilot, number: int) -> list[str]:
    """Open the log where it is shown on request, every LOG_EVERY moves; its problems."""
    screen = table_of(pilot.app)
    if screen.query_one(LogView).display or number % LOG_EVERY:
        return log_hidden_end(pilot.app)
    toggle = screen.query_one("#tool-toggle_log", Button)
    await finger_tap(pilot, toggle)
    await pilot.pause()  # the log, shown, is laid out twice: its height is known after the first
    found = log_hidden_end(pilot.app)
    await finger_tap(pilot, toggle)
    return found


async def play_by_taps(pilot, steps: list[Step]) -> list[str]:
    """Tap every step's buttons; what was wrong on the way, each with where it was seen."""
    screen = table_of(pilot.app)
    game = screen.session.game
    found: list[str] = []
    for number, step in enumerate(steps, 1):
        for key in step.keys:
            button = f"#choice-{key}"
            await wait_for(pilot, lambda b=button: bool(screen.query(b)))  # the last tap drawn
            where = f"move {number} ({step.kind}), before tapping {key}"
            found += [f"{where}: {problem}" for problem in problems(pilot.app)]
            await finger_tap(pilot, screen.query_one(button, Button))
        await drawn(pilot, screen, moves=number)
        if game.winner:  # Game over is shown, over the table
            break
        found += [f"after move {number}: {p}" for p in await look_at_the_log(pilot, number)]
    return found


async def drawn(pilot, screen: TableScreen, moves: int) -> None:
    """Wait for the move to be made and the screen to show it all: on a loaded machine the
    next decision may take longer than one pause to be drawn."""
    game = screen.session.game
    await wait_for(pilot, lambda: len(game.log) == moves and screen.shown_state is game.state)


@pytest.mark.parametrize("lang", ["en", "fr", "it", "nl"])
@pytest.mark.parametrize("device", DEVICES)
async def test_a_whole_game_by_taps_shows_every_label_seat_and_owner(
    make_app, monkeypatch, device, lang
):
    if device in SERVED:
        monkeypatch.setattr(CompanionApp, "is_web", property(lambda app: True))
    app = make_app(lang=lang)
    async with app.run_test(size=DEVICES[device]) as pilot:
        session = Session.start(app.store, walk_setup(), ", ".join(NAMES), lang)
        app.play(session)
        await pilot.pause()
        found = await play_by_taps(pilot, WALK)
        assert session.game.winner, "the walk ends the game"
    assert found[:12] == [], f"{len(found)} problems"


@pytest.mark.parametrize("lang", ["fr", "it"])
async def test_a_duel_at_80x24_shows_every_label_and_both_sides(make_app, lang):
    """Where the labels were cut first ("Déplacer le", "Spostare il", "Révéler (Sid")."""
    app = make_app(lang=lang)
    async with app.run_test(size=DEVICES["terminal"]) as pilot:
        app.play(Session.start(app.store, DUEL, "Anna, Ben", lang))
        await pilot.pause()
        found = await play_by_taps(pilot, table_walk(6, DUEL)[:DUEL_MOVES])
    assert found[:12] == [], f"{len(found)} problems"
