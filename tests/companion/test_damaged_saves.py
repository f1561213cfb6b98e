"""A damaged games database, met through the app as players meet it (issue 52): Resume and
Past games say what cannot be read, every other game still opens, and the file is kept
byte for byte. Records are damaged behind the app's back, as a disk, a crash or another
program would."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from textual.widgets import Static

from companion.paths import database_path
from companion.screens.start import StartScreen
from companion.session import Session
from companion.store import Store
from tests.companion.conftest import steady_clock
from tests.companion.driver import NAMES, WIDE, table, table_setup, tap

GAMES = [("First", ["Anna draws"]), ("Second", ["Anna draws", "Anna ends turn"]), ("Third", [])]
"""Saved in this order: the last one saved is the one Resume offers."""


def save_games(folder: Path, count: int = 2) -> Path:
    """The first `count` of GAMES, saved in the app's database in `folder`."""
    path = database_path(folder)
    store = Store(path, steady_clock())
    for title, lines in GAMES[:count]:
        session = Session.start(store, table_setup(NAMES), title, "en")
        for line in lines:
            assert session.play(session.parse(line)) is None
    store.close()
    return path


def damage(path: Path, statement: str) -> bytes:
    """Run `statement` on the database as another program would; the file's bytes after."""
    with sqlite3.connect(path) as db:
        db.execute(statement)
    db.close()
    return path.read_bytes()


def notes(app) -> str:
    return "\n".join(str(note.message) for note in app._notifications)


async def test_damaged_games_say_why_at_resume_and_open_and_the_others_still_open(
    make_app, data_folder
):
    """Game 3's setup is `null`, a move of game 2 is saved as bytes: both raised in the app
    (AttributeError, TypeError) and ended it."""
    path = save_games(data_folder, count=3)
    damage(path, "UPDATE games SET setup = 'null' WHERE id = 3")
    before = damage(path, "UPDATE entries SET text = CAST(text AS BLOB) WHERE game_id = 2")
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await tap(pilot, "#resume")
        assert isinstance(app.screen, StartScreen)
        assert "This game cannot be reopened" in notes(app)
        assert "game 3: its setup is not a mapping" in notes(app)
        await tap(pilot, "#past-games")
        await tap(pilot, "#open-2")
        assert "game 2, entry 1: its text is not text (b'Anna draws')" in notes(app)
        await tap(pilot, "#open-1")
        assert table(pilot).session.seq == 1
    assert path.read_bytes() == before


async def test_one_unreadable_time_costs_that_game_only(make_app, data_folder):
    garbage = "UPDATE games SET updated = 'garbage' WHERE id = 2"
    before = damage(save_games(data_folder), garbage)
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        assert "First" in str(app.screen.query_one("#resume").label)
        await tap(pilot, "#past-games")
        rows = [str(row.content) for row in app.screen.query(".game-info").results(Static)]
        assert len(rows) == 1 and rows[0].startswith("First")
        damaged = str(app.screen.query_one(".game-damaged", Static).content)
        assert damaged.startswith("Game 2 cannot be read") and "'garbage'" in damaged
        await tap(pilot, "#open-1")
        assert table(pilot).session.seq == 1
    assert database_path(data_folder).read_bytes() == before


def store_problem(app) -> str:
    return str(app.screen.query_one("#store-problem", Static).content)


async def test_an_empty_database_file_is_reported_and_kept_empty(make_app, data_folder):
    data_folder.mkdir(parents=True)
    database_path(data_folder).touch()
    app = make_app()
    async with app.run_test(size=WIDE):
        assert "the file is empty (0 bytes)" in store_problem(app)
    assert database_path(data_folder).read_bytes() == b""


async def test_a_missing_journal_table_is_reported_not_made_anew(make_app, data_folder):
    before = damage(save_games(data_folder), "DROP TABLE entries")
    app = make_app()
    async with app.run_test(size=WIDE):
        assert "its table 'entries' is missing" in store_problem(app)
        assert not app.screen.query_one("#resume").display
    assert database_path(data_folder).read_bytes() == before


async def test_a_database_locked_by_another_program_refuses_the_move_and_says_so(
    make_app, data_folder
):
    save_games(data_folder)
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await tap(pilot, "#resume")
        screen = table(pilot)
        other = sqlite3.connect(database_path(data_folder), isolation_level=None)
        other.execute("BEGIN EXCLUSIVE")
        try:
            played = await screen.submit(screen.session.parse("Anna discards BANG!"))
        finally:
            other.execute("ROLLBACK")
            other.close()
        assert not played and screen.session.seq == 2
        message = str(screen.query_one("#message", Static).content)
        assert message.startswith("The games database is in use by another program")
    assert Store(database_path(data_folder)).last_seq(2) == 2
