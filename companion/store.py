"""Saved games: one SQLite database (standard library) shared by every companion process.

Tables:
- `games`: id, created, updated, title, setup (JSON from rules.scenario.setup_to_dict), status
  (playing/over), the UI language it was started in, and the winner (the engine's word:
  sheriff, outlaws, renegade, lawmen; NULL while playing, and for games a version without
  the column finished: it is added to an older database on opening, which that version
  still reads).
- `entries`: the game's journal, append-only, UNIQUE(game_id, seq). An entry is a `move` (its
  English notation from rules.notation.format_move, or rules.duel.notation.format_move for a
  BANG! Duel, whose setup says `game: duel`), an `undo` (take back the last move) or a
  `redo` (play again the last undone move, whose text it repeats). A referee's correction is
  a `move` too (`correct ...`); a move after an undo starts a new branch (companion.session).

Undo is a recorded entry, never a deletion (a game is deleted only whole, when the players
ask): the journal keeps what really happened at the
table, redo survives a restart, and every write is a plain append. A game is rebuilt by
replaying its setup and journal through the engine (companion.session).

Each append is one `BEGIN IMMEDIATE` transaction that first checks the journal still ends
where the writer thinks it does, so two processes (a laptop and a served tablet) can never
both write entry N: the second gets `Conflict` and reloads. A file that is not a database this
version can read raises `StoreError` and is left exactly as it is.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

SCHEMA_VERSION = 1
ENTRY_KINDS = ("move", "undo", "redo")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    created TEXT NOT NULL,
    updated TEXT NOT NULL,
    title TEXT NOT NULL,
    setup TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'playing',
    lang TEXT NOT NULL DEFAULT 'en',
    winner TEXT
);
CREATE TABLE IF NOT EXISTS entries (
    game_id INTEGER NOT NULL REFERENCES games(id),
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('move', 'undo', 'redo')),
    text TEXT NOT NULL,
    time TEXT NOT NULL,
    UNIQUE (game_id, seq)
);
"""

Clock = Callable[[], datetime]


def local_now() -> datetime:
    return datetime.now().astimezone()


class StoreError(Exception):
    """The database cannot be opened or read; the file is kept untouched."""


class Conflict(Exception):
    """Another process wrote to the game first: reload, then try again."""


@dataclass(frozen=True)
class Entry:
    """One line of a game's journal."""

    seq: int
    kind: str
    text: str
    time: datetime


@dataclass(frozen=True)
class GameInfo:
    """A saved game as the list of past games shows it."""

    id: int
    created: datetime
    updated: datetime
    title: str
    status: str
    lang: str
    entries: int
    winner: str | None = None


@dataclass(frozen=True)
class SavedGame:
    """Everything needed to rebuild a game: its setup (as saved) and its journal."""

    info: GameInfo
    setup: dict[str, Any]
    entries: tuple[Entry, ...]


class Store:
    """The games database. Every method is one short transaction, safe across processes."""

    def __init__(self, path: Path | str, clock: Clock = local_now) -> None:
        self.path = Path(path) if path != ":memory:" else None
        self.clock = clock
        try:
            if self.path is not None:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(
                str(path), timeout=10, isolation_level=None, check_same_thread=False
            )
            self._prepare()
        except (sqlite3.Error, OSError) as error:
            raise _failure(path, error) from None

    @classmethod
    def in_memory(cls, clock: Clock = local_now) -> Store:
        """A throw-away store, for a session whose database could not be opened."""
        return cls(":memory:", clock)

    def close(self) -> None:
        self._db.close()

    def _prepare(self) -> None:
        """Create the tables in a new database; refuse a database of another schema."""
        tables = {row[0] for row in self._db.execute("SELECT name FROM sqlite_master")}
        if tables and "meta" not in tables:
            raise StoreError(f"{self.path}: this database was not written by the companion")
        with self._write():
            for statement in _SCHEMA.split(";"):
                if statement.strip():
                    self._db.execute(statement)
            columns = {row[1] for row in self._db.execute("PRAGMA table_info(games)")}
            if "winner" not in columns:
                self._db.execute("ALTER TABLE games ADD COLUMN winner TEXT")
            row = self._db.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
            if row is None:
                self._db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
            elif row[0] != str(SCHEMA_VERSION):
                raise StoreError(f"{self.path}: saved by another version (schema {row[0]})")

    @contextmanager
    def _write(self) -> Iterator[None]:
        """One write transaction, taken at once (BEGIN IMMEDIATE) so checks and writes agree."""
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            # SQLite itself rolls back on some failures (a full disk), and a second
            # ROLLBACK would replace the real error with "no transaction is active".
            if self._db.in_transaction:
                self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    def _run(self, action: Callable[[], Any]) -> Any:
        """Run a database action, turning SQLite failures into a StoreError for the UI."""
        try:
            return action()
        except sqlite3.Error as error:
            raise _failure(self.path or "memory", error) from None

    # ---- games ---------------------------------------------------------------------------

    def create_game(self, title: str, setup: dict[str, Any], lang: str) -> int:
        """Save a new game; its id."""

        def create() -> int:
            now = self.clock().isoformat()
            with self._write():
                cursor = self._db.execute(
                    "INSERT INTO games (created, updated, title, setup, status, lang)"
                    " VALUES (?, ?, ?, ?, 'playing', ?)",
                    (now, now, title, json.dumps(setup, ensure_ascii=False), lang),
                )
            return int(cursor.lastrowid or 0)

        return self._run(create)

    def copy_game(
        self, game_id: int, upto: int, title: str, status: str, winner: str | None = None
    ) -> int:
        """Save a new game with the setup of `game_id` and its journal up to entry `upto`
        (entries as they were, times included); its id. The original is not touched."""

        def copy() -> int:
            now = self.clock().isoformat()
            with self._write():
                cursor = self._db.execute(
                    "INSERT INTO games (created, updated, title, setup, status, lang, winner)"
                    " SELECT ?, ?, ?, setup, ?, lang, ? FROM games WHERE id = ?",
                    (now, now, title, status, winner, game_id),
                )
                copy_id = int(cursor.lastrowid or 0)
                self._db.execute(
                    "INSERT INTO entries (game_id, seq, kind, text, time)"
                    " SELECT ?, seq, kind, text, time FROM entries WHERE game_id = ? AND seq <= ?",
                    (copy_id, game_id, upto),
                )
            return copy_id

        return self._run(copy)

    def games(self) -> list[GameInfo]:
        """Every saved game, the most recently played first."""
        return self._run(
            lambda: [
                _info(row)
                for row in self._db.execute(
                    "SELECT g.id, g.created, g.updated, g.title, g.status, g.lang,"
                    " (SELECT COUNT(*) FROM entries e WHERE e.game_id = g.id), g.winner"
                    " FROM games g ORDER BY g.updated DESC, g.id DESC"
                )
            ]
        )

    def last_unfinished(self) -> GameInfo | None:
        return next((game for game in self.games() if game.status == "playing"), None)

    def load(self, game_id: int) -> SavedGame:
        """The game's setup and journal (StoreError if the record cannot be read)."""

        def read() -> SavedGame:
            info = next((game for game in self.games() if game.id == game_id), None)
            if info is None:
                raise StoreError(f"no saved game has the number {game_id}")
            (setup_text,) = self._db.execute(
                "SELECT setup FROM games WHERE id = ?", (game_id,)
            ).fetchone()
            try:
                setup = json.loads(setup_text)
            except json.JSONDecodeError as error:
                raise StoreError(f"game {game_id}: its setup cannot be read ({error})") from None
            return SavedGame(info, setup, tuple(self.entries(game_id)))

        return self._run(read)

    def entries(self, game_id: int, after: int = 0) -> list[Entry]:
        """The journal of a game, from entry `after` + 1 on."""
        rows = self._run(
            lambda: self._db.execute(
                "SELECT seq, kind, text, time FROM entries WHERE game_id = ? AND seq > ?"
                " ORDER BY seq",
                (game_id, after),
            ).fetchall()
        )
        return [_entry(game_id, row) for row in rows]

    def last_seq(self, game_id: int) -> int:
        """The number of the game's last journal entry (0 for none): cheap, for polling."""
        row = self._run(
            lambda: self._db.execute(
                "SELECT COALESCE(MAX(seq), 0) FROM entries WHERE game_id = ?", (game_id,)
            ).fetchone()
        )
        return int(row[0])

    def append(
        self,
        game_id: int,
        after: int,
        kind: str,
        text: str,
        status: str,
        winner: str | None = None,
    ) -> Entry:
        """Write entry `after` + 1 and the game's status and winner, or raise Conflict if the
        entry exists."""
        if kind not in ENTRY_KINDS:
            raise ValueError(f"unknown journal entry kind {kind!r}")

        def write() -> Entry:
            now = self.clock()
            with self._write():
                if self._last(game_id) != after:
                    raise Conflict(f"game {game_id} changed elsewhere")
                self._db.execute(
                    "INSERT INTO entries (game_id, seq, kind, text, time) VALUES (?, ?, ?, ?, ?)",
                    (game_id, after + 1, kind, text, now.isoformat()),
                )
                self._db.execute(
                    "UPDATE games SET status = ?, winner = ?, updated = ? WHERE id = ?",
                    (status, winner, now.isoformat(), game_id),
                )
            return Entry(after + 1, kind, text, now)

        return self._run(write)

    def delete_game(self, game_id: int) -> None:
        """Remove a game and its journal for good (the players asked, and confirmed)."""

        def delete() -> None:
            with self._write():
                self._db.execute("DELETE FROM entries WHERE game_id = ?", (game_id,))
                self._db.execute("DELETE FROM games WHERE id = ?", (game_id,))

        self._run(delete)

    def _last(self, game_id: int) -> int:
        row = self._db.execute(
            "SELECT COALESCE(MAX(seq), 0) FROM entries WHERE game_id = ?", (game_id,)
        ).fetchone()
        return int(row[0])


def _failure(where: object, error: Exception) -> StoreError:
    """The StoreError for a failed database action; a full disk says so plainly, where
    SQLite says "database or disk is full"."""
    if isinstance(error, sqlite3.Error) and error.sqlite_errorcode == sqlite3.SQLITE_FULL:
        return StoreError(f"{where}: disk full, nothing was saved")
    return StoreError(f"{where}: {error}")


def _when(text: str) -> datetime:
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        raise StoreError(f"unreadable time {text!r}") from None


def _info(row: tuple[Any, ...]) -> GameInfo:
    game_id, created, updated, title, status, lang, count, winner = row
    return GameInfo(game_id, _when(created), _when(updated), title, status, lang, count, winner)


def _entry(game_id: int, row: tuple[Any, ...]) -> Entry:
    seq, kind, text, time = row
    if kind not in ENTRY_KINDS:
        raise StoreError(f"game {game_id}, entry {seq}: unknown kind {kind!r}")
    return Entry(seq, kind, text, _when(time))
