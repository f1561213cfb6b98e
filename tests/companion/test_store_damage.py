"""Saved records damaged at random (issue 52): a value of the wrong type, text that is not
UTF-8, a time that is no time, a row or a table gone. Whatever the damage, what the app
calls raises nothing but the errors it reports (StoreError, RecordError), every game the
damage did not touch opens as it was saved, and the file is never written to."""

from __future__ import annotations

import contextlib
import sqlite3
import tempfile
from functools import cache
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.session import RecordError, Session
from companion.store import Store, StoreError
from rules.bang.state import State
from tests.companion.driver import NAMES, table_setup

GAMES = {1: ["Anna draws"], 2: ["Anna draws", "Anna ends turn"], 3: []}
GAME_COLUMNS = ("created", "updated", "title", "setup", "status", "lang", "winner")
ENTRY_COLUMNS = ("seq", "kind", "text", "time")
TABLES = ("meta", "games", "entries")


@cache
def saved() -> tuple[bytes, dict[int, State]]:
    """The bytes of a database holding GAMES, and each game's table as it was saved."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "games.sqlite3"
        store = Store(path)
        states = {}
        for number, lines in GAMES.items():
            session = Session.start(store, table_setup(NAMES), f"Game {number}", "en")
            for line in lines:
                assert session.play(session.parse(line)) is None
            states[session.game_id] = session.game.state
        store.close()
        return path.read_bytes(), states


values = st.one_of(
    st.none(),
    st.integers(-(2**63), 2**63 - 1),
    st.floats(allow_nan=False),
    st.text(max_size=20),
    st.binary(max_size=20),
    st.sampled_from(["garbage", "2025-13-45T99:00", "", "null", "[1,2]", "{}", "move"]),
)
"""What a damaged field may hold: any SQLite type, and a few near-misses."""


@st.composite
def damages(draw: st.DrawFn) -> tuple[int | None, str, tuple[object, ...]]:
    """One damage: the game it touches (None: the whole file), an SQL statement, its values."""
    game = draw(st.sampled_from(sorted(GAMES)))
    kind = draw(st.sampled_from(["game field", "entry field", "not utf-8", "row", "table"]))
    if kind == "game field":
        column = draw(st.sampled_from(GAME_COLUMNS))
        return game, f"UPDATE games SET {column} = ? WHERE id = ?", (draw(values), game)
    if kind == "entry field":
        column = draw(st.sampled_from(ENTRY_COLUMNS))
        sql = f"UPDATE entries SET {column} = ? WHERE game_id = ? AND seq = 1"
        return game, sql, (draw(values), game)
    if kind == "not utf-8":
        column = draw(st.sampled_from(["title", "setup", "updated"]))
        bad = draw(st.binary(min_size=1, max_size=8).filter(_not_utf8))
        return game, f"UPDATE games SET {column} = CAST(? AS TEXT) WHERE id = ?", (bad, game)
    if kind == "row":
        table, key = draw(st.sampled_from([("games", "id"), ("entries", "game_id")]))
        return game, f"DELETE FROM {table} WHERE {key} = ?", (game,)
    return None, f"DROP TABLE {draw(st.sampled_from(TABLES))}", ()


def _not_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return True
    return False


def damaged_copy(folder: Path, statement: str, params: tuple[object, ...]) -> Path:
    """The saved database, with the damage done as another program would do it (a value
    a constraint refuses leaves the record as it was)."""
    path = folder / "games.sqlite3"
    path.write_bytes(saved()[0])
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA ignore_check_constraints = ON")
    db.execute("PRAGMA synchronous = OFF")  # a test's file: no need to wait for the disk
    with contextlib.suppress(sqlite3.IntegrityError):
        db.execute(statement, params)
    db.close()
    return path


@settings(max_examples=60, deadline=None)
@given(damages())
def test_a_damaged_record_costs_that_record_only_and_the_file_is_kept(damage):
    touched, statement, params = damage
    with tempfile.TemporaryDirectory() as folder:
        path = damaged_copy(Path(folder), statement, params)
        before = path.read_bytes()
        try:
            store = Store(path)
        except StoreError:
            assert touched is None  # only a table gone refuses the whole file
        else:
            store.games()
            store.last_unfinished()
            for game, state in saved()[1].items():
                if game == touched:
                    with contextlib.suppress(RecordError):
                        Session.open(store, game)
                else:
                    assert Session.open(store, game).game.state == state
            store.close()
        assert path.read_bytes() == before
