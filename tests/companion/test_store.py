"""The games database: one transaction per entry, safe between processes, never overwritten."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from companion.store import Conflict, Store, StoreError
from tests.companion.conftest import START, steady_clock

SETUP = {"game": "bang", "mode": "table", "players": []}


def make_store(path: Path) -> Store:
    return Store(path, steady_clock())


def test_a_game_and_its_journal_come_back_in_order(tmp_path):
    store = make_store(tmp_path / "games.sqlite3")
    game = store.create_game("Anna, Ben", SETUP, "fr")
    store.append(game, 0, "move", "Anna draws", "playing")
    store.append(game, 1, "move", "Anna ends turn", "playing")
    store.append(game, 2, "undo", "Anna ends turn", "playing")
    saved = make_store(tmp_path / "games.sqlite3").load(game)
    assert saved.setup == SETUP
    assert [(e.seq, e.kind, e.text) for e in saved.entries] == [
        (1, "move", "Anna draws"),
        (2, "move", "Anna ends turn"),
        (3, "undo", "Anna ends turn"),
    ]
    assert saved.entries[0].time > START
    assert saved.info.lang == "fr" and saved.info.entries == 3


def test_a_second_writer_of_the_same_entry_gets_a_conflict(tmp_path):
    path = tmp_path / "games.sqlite3"
    laptop, tablet = make_store(path), make_store(path)
    game = laptop.create_game("table", SETUP, "en")
    laptop.append(game, 0, "move", "Anna draws", "playing")
    with pytest.raises(Conflict):
        tablet.append(game, 0, "move", "Anna ends turn", "playing")
    assert [e.text for e in tablet.entries(game)] == ["Anna draws"]
    tablet.append(game, tablet.last_seq(game), "move", "Anna ends turn", "playing")
    assert laptop.last_seq(game) == 2


def test_two_processes_appending_at_once_never_share_an_entry_number(tmp_path):
    path = tmp_path / "games.sqlite3"
    game = make_store(path).create_game("race", SETUP, "en")
    writer = (
        "import sys\n"
        "from companion.store import Conflict, Store\n"
        "store = Store(sys.argv[1])\n"
        "written = 0\n"
        "while written < 20:\n"
        "    try:\n"
        "        store.append(int(sys.argv[2]), store.last_seq(int(sys.argv[2])), 'move',"
        " sys.argv[3], 'playing')\n"
        "        written += 1\n"
        "    except Conflict:\n"
        "        pass\n"
    )
    root = Path(__file__).resolve().parents[2]
    runs = [
        subprocess.Popen([sys.executable, "-c", writer, str(path), str(game), who], cwd=root)
        for who in ("laptop", "tablet")
    ]
    assert [run.wait(timeout=60) for run in runs] == [0, 0]
    entries = make_store(path).entries(game)
    assert [e.seq for e in entries] == list(range(1, 41))
    assert sorted(e.text for e in entries) == ["laptop"] * 20 + ["tablet"] * 20


def test_a_file_that_is_not_a_database_is_reported_and_left_alone(tmp_path):
    path = tmp_path / "games.sqlite3"
    path.write_bytes(b"my shopping list, not a database" * 64)
    before = path.read_bytes()
    with pytest.raises(StoreError, match="not a database"):
        Store(path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games.sqlite3"]


def test_another_programs_database_is_refused_untouched(tmp_path):
    path = tmp_path / "games.sqlite3"
    with sqlite3.connect(path) as other:
        other.execute("CREATE TABLE recipes (name TEXT)")
    before = path.read_bytes()
    with pytest.raises(StoreError, match="not written by the companion"):
        Store(path)
    assert path.read_bytes() == before


def test_a_newer_schema_is_refused(tmp_path):
    path = tmp_path / "games.sqlite3"
    make_store(path).close()
    with sqlite3.connect(path) as db:
        db.execute("UPDATE meta SET value = '99' WHERE key = 'schema'")
    with pytest.raises(StoreError, match="schema 99"):
        Store(path)


def test_an_unreadable_setup_is_reported(tmp_path):
    path = tmp_path / "games.sqlite3"
    store = make_store(path)
    game = store.create_game("broken", SETUP, "en")
    with sqlite3.connect(path) as db:
        db.execute("UPDATE games SET setup = '{not json' WHERE id = ?", (game,))
    with pytest.raises(StoreError, match="setup cannot be read"):
        store.load(game)
    with pytest.raises(StoreError, match="no saved game"):
        store.load(game + 1)


def test_games_are_listed_newest_first_and_the_last_unfinished_is_found(tmp_path):
    store = make_store(tmp_path / "games.sqlite3")
    first = store.create_game("first", SETUP, "en")
    second = store.create_game("second", SETUP, "en")
    store.append(second, 0, "move", "Anna draws", "over")
    store.append(first, 0, "move", "Anna draws", "playing")
    assert [g.title for g in store.games()] == ["first", "second"]
    assert store.last_unfinished().id == first
    store.append(first, 1, "move", "Anna ends turn", "over")
    assert store.last_unfinished() is None


def test_unknown_entry_kinds_are_refused(tmp_path):
    store = make_store(tmp_path / "games.sqlite3")
    game = store.create_game("t", SETUP, "en")
    with pytest.raises(ValueError, match="unknown journal entry kind"):
        store.append(game, 0, "delete", "x", "playing")


def fill_the_disk(store: Store) -> None:
    """Let the database grow by no page: SQLite then fails a write as on a full disk."""
    (pages,) = store._db.execute("PRAGMA page_count").fetchone()
    store._db.execute(f"PRAGMA max_page_count = {pages}")


def test_a_full_disk_is_reported_as_such_and_the_journal_is_kept(tmp_path):
    store = make_store(tmp_path / "games.sqlite3")
    game = store.create_game("t", SETUP, "en")
    store.append(game, 0, "move", "Anna draws", "playing")
    fill_the_disk(store)
    with pytest.raises(StoreError, match="disk full"):
        store.append(game, 1, "move", "x" * 100_000, "playing")
    with pytest.raises(StoreError, match="disk full"):
        store.create_game("another", {"padding": "x" * 100_000}, "en")
    assert [entry.text for entry in store.entries(game)] == ["Anna draws"]
    assert [info.title for info in store.games()] == ["t"]


OLDER_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
INSERT INTO meta VALUES ('schema', '1');
CREATE TABLE games (id INTEGER PRIMARY KEY, created TEXT NOT NULL, updated TEXT NOT NULL,
    title TEXT NOT NULL, setup TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'playing',
    lang TEXT NOT NULL DEFAULT 'en');
CREATE TABLE entries (game_id INTEGER NOT NULL REFERENCES games(id), seq INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('move', 'undo', 'redo')), text TEXT NOT NULL,
    time TEXT NOT NULL, UNIQUE (game_id, seq));
INSERT INTO games VALUES (1, '2025-06-14T20:30', '2025-06-14T21:30', 'Old', '{}', 'over', 'en');
"""


def test_a_database_saved_before_winners_were_kept_gains_the_column_and_its_games(tmp_path):
    path = tmp_path / "games.sqlite3"
    with sqlite3.connect(path) as db:
        db.executescript(OLDER_SCHEMA)
    store = make_store(path)
    (old,) = store.games()
    assert (old.title, old.status, old.winner) == ("Old", "over", None)
    game = store.create_game("New", SETUP, "en")
    store.append(game, 0, "move", "correct Anna life -5", "over", "outlaws")
    assert {info.title: info.winner for info in store.games()} == {"Old": None, "New": "outlaws"}


def test_a_deleted_game_leaves_nothing_behind_and_the_others_as_they_were(tmp_path):
    store = make_store(tmp_path / "games.sqlite3")
    kept, gone = store.create_game("Kept", SETUP, "en"), store.create_game("Gone", SETUP, "en")
    for game in (kept, gone):
        store.append(game, 0, "move", "Anna draws", "playing")
    store.delete_game(gone)
    assert [game.id for game in store.games()] == [kept]
    assert store.entries(gone) == [] and len(store.entries(kept)) == 1
