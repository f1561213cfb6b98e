"""A damaged games database, met through the app as players meet it (issue 52): Resume and
Past games say what cannot be read, every other game still opens, and the file is kept
byte for byte. Records are damaged behind the app's back, as a disk, a crash or another
program would."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from textual.widgets import Static

from companion.paths import database_path
from companion.screens.start import StartScreen
from companion.session import Session
from companion.store import Store
from tests.companion.conftest import steady_clock
from tests.companion.driver import NAMES, WIDE, table, table_setup, tap


def save_two_games(folder: Path) -> Path:
    """Game 1 (Anna drew) and game 2 (Anna drew, ended her turn), game 2 played last."""
    path = database_path(folder)
    store = Store(path, steady_clock())
    for title, lines in (("First", ["Anna draws"]), ("Second", ["Anna draws", "Anna ends turn"])):
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


@pytest.mark.parametrize(
    ("statement", "why"),
    [
        ("UPDATE games SET setup = 'null' WHERE id = 2", "its setup is not a mapping"),
        ("UPDATE games SET setup = '[1,2]' WHERE id = 2", "its setup is not a mapping"),
        ("UPDATE entries SET text = CAST('Anna draws' AS BLOB) WHERE game_id = 2", "entry 1"),
    ],
)
async def test_resume_of_a_damaged_game_says_why_and_keeps_the_file(
    make_app, data_folder, statement, why
):
    before = damage(save_two_games(data_folder), statement)
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await tap(pilot, "#resume")
        assert isinstance(app.screen, StartScreen)
        assert "This game cannot be reopened" in notes(app) and why in notes(app)
        await tap(pilot, "#past-games")
        await tap(pilot, "#open-1")
        assert table(pilot).session.seq == 1
    assert database_path(data_folder).read_bytes() == before


async def test_one_unreadable_time_costs_that_game_only(make_app, data_folder):
    garbage = "UPDATE games SET updated = 'garbage' WHERE id = 2"
    before = damage(save_two_games(data_folder), garbage)
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
    before = damage(save_two_games(data_folder), "DROP TABLE entries")
    app = make_app()
    async with app.run_test(size=WIDE):
        assert "its table 'entries' is missing" in store_problem(app)
        assert not app.screen.query_one("#resume").display
    assert database_path(data_folder).read_bytes() == before


async def test_a_database_locked_by_another_program_refuses_the_move_and_says_so(
    make_app, data_folder
):
    save_two_games(data_folder)
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
