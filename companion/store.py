"""Saved games: one SQLite database (standard library) shared by every companion process.

Tables:
- `games`: id, created, updated, title, setup (JSON from rules.core.scenario.setup_to_dict), status
  (playing/over), the UI language it was started in, and the winner (the engine's word:
  sheriff, outlaws, renegade, lawmen; NULL while playing, and for games a version without
  the column finished: it is added to an older database on opening, which that version
  still reads).
- `entries`: the game's journal, append-only, UNIQUE(game_id, seq). An entry is a `move` (its
  English notation from rules.bang.notation.format_move, or rules.duel.notation.format_move for a
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
version can read raises `StoreError` and is left exactly as it is: one of another program or
version, an empty (0-byte) file, a database missing one of its tables (never re-created: the
games would come back without their moves). A database another program keeps locked is waited
for `BUSY_SECONDS` at most, then `StoreBusy`: the screen that asked is never frozen longer.

A damaged record costs that record only: a game whose row cannot be read (a time that is no
time, a field of the wrong type or not UTF-8) is left out of `games()` and named, with why, in
`listing().damaged`; opening it, or a game with a damaged journal entry, raises `StoreError`.
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

from companion.i18n import t
from rules.core.explained import Explained

SCHEMA_VERSION = 1
ENTRY_KINDS = ("move", "undo", "redo")
TABLES = ("meta", "games", "entries")
BUSY_SECONDS = 1.0
"""How long a write waits for another process's lock: every write of the companion's own takes
milliseconds, so only a stuck program (a database browser holding a write) waits this long."""
GAME_INFO = (  # what a game's list entry shows: _info reads these columns, in this order
    "SELECT g.id, g.created, g.updated, g.title, g.status, g.lang,"
    " (SELECT COUNT(*) FROM entries e WHERE e.game_id = g.id), g.winner"
)

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


class StoreError(Explained):
    """The database cannot be opened or read; the file is kept untouched. `message(lang)`
    words it (store-<code> of cards_data/locales/<lang>/app.ftl); a reason nested in another
    (`why`, a StoreError of a record's field) is worded in the same language."""

    prefix = "store"

    def shown(self, key: str, value: Any, lang: str) -> Any:
        if isinstance(value, Explained):
            return value.message(lang)
        if key == "what":
            return t(f"store.field_{value}", lang)
        return value


class StoreBusy(StoreError):
    """Another program holds the database locked: nothing was written, try again later."""


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
class Damaged:
    """A saved game whose row cannot be read, and why (English, for the list and the logs)."""

    id: int
    why: str


@dataclass(frozen=True)
class Listing:
    """Every saved game: those that can be read, newest first, and those that cannot."""

    games: list[GameInfo]
    damaged: list[Damaged]


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
                _refuse_empty(self.path)
            self._db = sqlite3.connect(
                str(path), timeout=BUSY_SECONDS, isolation_level=None, check_same_thread=False
            )
            self._db.text_factory = _text
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
        """Create the tables in a new database; refuse a database of another schema, or one
        missing a table (re-created empty, it would bring games back without their moves)."""
        with self._write():
            tables = {row[0] for row in self._db.execute("SELECT name FROM sqlite_master")}
            if not tables:
                self._create()
                return
            if "meta" not in tables:
                raise StoreError("not_ours", path=str(self.path))
            row = self._db.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
            if row is None or row[0] != str(SCHEMA_VERSION):
                version = "-" if row is None else row[0]
                raise StoreError("other_version", path=str(self.path), version=str(version))
            missing = [table for table in TABLES if table not in tables]
            if missing:
                raise StoreError("table_missing", path=str(self.path), table=missing[0])
            columns = {row[1] for row in self._db.execute("PRAGMA table_info(games)")}
            if "winner" not in columns:
                self._db.execute("ALTER TABLE games ADD COLUMN winner TEXT")

    def _create(self) -> None:
        for statement in _SCHEMA.split(";"):
            if statement.strip():
                self._db.execute(statement)
        self._db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))

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
        """Every saved game that can be read, the most recently played first."""
        return self.listing().games

    def listing(self) -> Listing:
        """Every saved game, the most recently played first; a row that cannot be read is
        set apart with why, and costs nothing to the others."""
        rows = self._run(
            lambda: self._db.execute(
                f"{GAME_INFO} FROM games g ORDER BY g.updated DESC, g.id DESC"
            ).fetchall()
        )
        listing = Listing([], [])
        for row in rows:
            try:
                listing.games.append(_info(row))
            except StoreError as error:
                listing.damaged.append(Damaged(row[0], str(error)))
        return listing

    def last_unfinished(self) -> GameInfo | None:
        return next((game for game in self.games() if game.status == "playing"), None)

    def load(self, game_id: int) -> SavedGame:
        """The game's setup and journal (StoreError if the record cannot be read)."""

        def read() -> SavedGame:
            row = self._db.execute(
                f"{GAME_INFO}, g.setup FROM games g WHERE g.id = ?", (game_id,)
            ).fetchone()
            if row is None:
                raise StoreError("no_such_game", game=str(game_id))
            *info, setup_text = row
            entries = tuple(self.entries(game_id))
            return SavedGame(_info(tuple(info)), _setup(game_id, setup_text), entries)

        return self._run(read)

    def entries(self, game_id: int, after: int = 0) -> list[Entry]:
        """The journal of a game, from entry `after` + 1 on (StoreError for an entry that
        cannot be read, or one missing: the game replayed without it would be another)."""
        rows = self._run(
            lambda: self._db.execute(
                "SELECT seq, kind, text, time FROM entries WHERE game_id = ? AND seq > ?"
                " ORDER BY seq",
                (game_id, after),
            ).fetchall()
        )
        return [_entry(game_id, seq, row) for seq, row in enumerate(rows, start=after + 1)]

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
    """The StoreError for a failed database action; a full disk and a database locked by
    another program say so plainly, where SQLite says "database or disk is full" and
    "database is locked"."""
    # sqlite3's own errors (a closed database) carry no SQLite code.
    code = (
        getattr(error, "sqlite_errorcode", 0) & 0xFF if isinstance(error, sqlite3.Error) else None
    )
    if code == sqlite3.SQLITE_FULL:
        return StoreError("disk_full", where=str(where))
    if code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
        return StoreBusy("busy", where=str(where))
    return StoreError("failed", where=str(where), why=str(error))


def _refuse_empty(path: Path) -> None:
    """A database file of 0 bytes was cut short (a full disk, a copy that failed): SQLite
    would take it as a new database and write one over it, so it is refused and kept."""
    if path.is_file() and path.stat().st_size == 0:
        raise StoreError("empty_file", path=str(path))


def _text(data: bytes) -> str | bytes:
    """A text value as str; one that is not UTF-8 stays bytes, so that the record holding it
    is refused by the checks below, not the whole query by sqlite3's decoding."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data


def _when(text: object) -> datetime:
    try:
        return datetime.fromisoformat(text)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        raise StoreError("bad_time", text=repr(text)) from None


def _word(value: object, what: str) -> str:
    """A text field of a record, or StoreError naming the field."""
    if not isinstance(value, str):
        raise StoreError("not_text", what=what, value=f"{value!r:.40}")
    return value


def _info(row: tuple[Any, ...]) -> GameInfo:
    game_id, created, updated, title, status, lang, count, winner = row
    try:
        return GameInfo(
            game_id,
            _when(created),
            _when(updated),
            _word(title, "title"),
            _word(status, "status"),
            _word(lang, "lang"),
            count,
            None if winner is None else _word(winner, "winner"),
        )
    except StoreError as error:
        raise StoreError("in_game", game=str(game_id), why=error) from None


def _setup(game_id: int, text: object) -> dict[str, Any]:
    """The saved setup as a mapping (what rules.core.scenario.setup_from_dict reads)."""
    try:
        setup = json.loads(_word(text, "setup"))
    except (StoreError, json.JSONDecodeError) as error:
        why = error if isinstance(error, StoreError) else str(error)
        raise StoreError("setup_unreadable", game=str(game_id), why=why) from None
    if not isinstance(setup, dict):
        raise StoreError("setup_not_mapping", game=str(game_id), text=f"{text!r:.40}")
    return setup


def _entry(game_id: int, expected: int, row: tuple[Any, ...]) -> Entry:
    """One journal entry, checked: it is the one expected next, of a known kind, its text
    text and its time a time."""
    seq, kind, text, time = row
    if seq != expected:
        raise StoreError("entry_missing", game=str(game_id), entry=str(expected))
    where = {"game": str(game_id), "entry": str(seq)}
    if kind not in ENTRY_KINDS:
        raise StoreError("unknown_kind", kind=repr(kind), **where)
    try:
        return Entry(seq, kind, _word(text, "text"), _when(time))
    except StoreError as error:
        raise StoreError("in_entry", why=error, **where) from None
