"""One game being played: the engine's Game, kept in step with its saved journal.

The session is the only door between the screens and the engine plus the store: a move is
run by the engine once (`Game.attempt`: refused, or the state after it and the events of what
it set off), written to the database (one transaction), then played as it was run, so what is
on screen is always what a restart would rebuild. It holds no rules: the engine decides.
"""

from __future__ import annotations

from contextlib import suppress
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from companion.games.pick import presenter_for
from companion.games.presenter import Presenter
from companion.i18n import Said, t, words
from companion.logged import Logged
from companion.store import Conflict, Entry, SavedGame, Store, StoreError
from rules.core.explained import Explained
from rules.core.game import Applied, Game
from rules.core.moves import GameMove
from rules.core.notation_errors import NotationError
from rules.core.refusals import IllegalMove
from rules.core.scenario import ScenarioError, setup_from_dict, setup_to_dict


class RecordError(Exception):
    """A saved game that cannot be rebuilt; the record stays in the database as it is.

    `where` says which part of the record failed; `cause` why, in the player's language
    (`reason(lang)`) when the engine words it: a refused move, an unreadable line, a setup
    that cannot be played. `str()` is the English reason, for logs and tests. When `entry` is
    set, the entries before it still replay, and `Session.rescue` can play on from them."""

    def __init__(self, where: Said, cause: Exception | str, entry: int | None = None) -> None:
        super().__init__(f"{where('en')}: {cause}")
        self.where = where("en")
        self._where = where
        self.cause = cause
        self.entry = entry  # the journal entry that no longer replays, if that is what failed

    def reason(self, lang: str) -> str:
        said = self.cause.message(lang) if isinstance(self.cause, Explained) else self.cause
        return t("record.reason", lang, where=self._where(lang), why=said)


@dataclass(frozen=True)
class Branch:
    """Moves taken back, then replaced by a new move: the journal keeps them, and so does the
    session (the export lists them), but redo no longer reaches them. `at` is how many moves
    of the game came before them."""

    at: int
    moves: tuple[Logged, ...]


@dataclass
class Session:
    """A saved game and its engine: play, undo and redo write through to the store.

    A new move after undo starts a new branch: the moves that could be redone become an
    abandoned `Branch`, and the game goes on from the new move (also after a resume)."""

    store: Store
    game_id: int
    title: str
    game: Game
    history: list[Logged] = field(default_factory=list)
    undone: list[Logged] = field(default_factory=list)
    abandoned: list[Branch] = field(default_factory=list)
    seq: int = 0
    presenter: Presenter = field(init=False)
    """What the app shows and offers for this game, picked once from its setup."""

    def __post_init__(self) -> None:
        self.presenter = presenter_for(self.game.setup)

    # ---- opening -------------------------------------------------------------------------

    @classmethod
    def start(cls, store: Store, setup: Any, title: str, lang: str) -> Session:
        """A new game, saved at once so that it can be resumed before its first move."""
        game = Game(setup)
        game_id = store.create_game(title, setup_to_dict(setup), lang)
        return cls(store, game_id, title, game)

    @classmethod
    def open(cls, store: Store, game_id: int) -> Session:
        """Rebuild a saved game by replaying its journal (RecordError if it cannot be)."""
        saved = _load(store, game_id)
        session = cls(store, game_id, saved.info.title, Game(_setup(saved)))
        session._replay(saved.entries)
        return session

    @classmethod
    def rescue(cls, store: Store, game_id: int, mark: str) -> Session:
        """A copy of a saved game, to play on from the last journal entry that still replays.

        A journal stops replaying when an older version let through a move that this one
        refuses. The record is kept as it is (the journal is append-only); the copy, titled
        as the game with `mark` after it, holds the same setup and the entries before the
        first one refused, times and all, so the players lose only what came after it.
        """
        saved = _load(store, game_id)
        readable = cls(store, game_id, saved.info.title, Game(_setup(saved)))
        with suppress(RecordError):
            readable._replay(saved.entries)
        title = f"{saved.info.title} ({mark})"
        try:
            copy = store.copy_game(
                game_id, readable.seq, title, readable.status, readable.game.winner
            )
        except StoreError as error:
            raise RecordError(words("record.game", game=game_id), error) from None
        # The copy's journal is what `readable` replayed, entry for entry: no need to again.
        return replace(readable, game_id=copy, title=title)

    @property
    def names(self) -> list[str]:
        return self.presenter.names(self.game)

    @property
    def status(self) -> str:
        return "over" if self.game.winner else "playing"

    # ---- moves ---------------------------------------------------------------------------

    def parse(self, text: str) -> GameMove:
        """The move a typed line names (NotationError says what cannot be read)."""
        return self.presenter.parse(text, self.names)

    def notation(self, move: GameMove, lang: str = "en") -> str:
        """The move in the notation of this game (what the journal saves, in English)."""
        return self.presenter.notation(move, lang)

    def check(self, move: GameMove) -> IllegalMove | None:
        return self.game.check(move)

    def play(self, move: GameMove) -> Explained | None:
        """Play and save the move, or return why not and change nothing: the engine's
        refusal, or the notation's when the move could not be saved as it is.

        Raises Conflict when another process saved first (the session has caught up).
        """
        try:
            applied = self.game.attempt(move)
        except IllegalMove as refusal:
            return refusal
        unwritable = self._unwritable(move)
        if unwritable is not None:
            return unwritable
        entry = self._append("move", move, applied.after.winner)
        self._branch()
        self._record(applied, entry.time)
        return None

    @property
    def just_branched(self) -> bool:
        """Whether the last move started a new branch (so redo has nothing to bring back)."""
        return bool(self.abandoned) and self.abandoned[-1].at == len(self.history) - 1

    def undo(self) -> Logged | None:
        """Take back the last move (None when there is none)."""
        if not self.history:
            return None
        last = self.history[-1]
        self._append("undo", last.move, last.before.winner)
        return self._take_back()

    def redo(self) -> Logged | None:
        """Play again the last move undone (None when there is none), as the engine ran it:
        the game is back in the state it was run from."""
        if not self.undone:
            return None
        undone = self.undone[-1]
        entry = self._append("redo", undone.move, undone.after.winner)
        self.undone.pop()
        self._record(Applied(undone.move, undone.before, undone.after, undone.events), entry.time)
        return self.history[-1]

    def sync(self) -> tuple[Entry, ...]:
        """Catch up with entries another process saved; those entries (none: nothing changed)."""
        try:
            fresh = tuple(self.store.entries(self.game_id, after=self.seq))
        except StoreError as error:
            raise RecordError(words("record.game", game=self.game_id), error) from None
        self._replay(fresh)
        return fresh

    # ---- inside --------------------------------------------------------------------------

    def _unwritable(self, move: GameMove) -> NotationError | None:
        """Why the journal could not keep `move` as it is, if it could not: the notation cannot
        write it, or what it writes reads back as another move (a resume would replay another
        game). Checked before a move is played, so such a move never reaches the store."""
        try:
            text = self.notation(move)
            read = self.parse(text)
        except NotationError as error:
            return error
        return None if read == move else NotationError("reads_otherwise", text=text)

    def _append(self, kind: str, move: GameMove, winner: str | None) -> Entry:
        """Save one journal entry and who has won after it (None: the game goes on); on a
        conflict catch up first, then tell the caller."""
        status = "over" if winner else "playing"
        try:
            text = self.notation(move)
            entry = self.store.append(self.game_id, self.seq, kind, text, status, winner)
        except Conflict:
            self.sync()
            raise
        self.seq = entry.seq
        return entry

    def _apply(self, move: GameMove, time: datetime) -> None:
        self._record(self.game.attempt(move), time)

    def _record(self, applied: Applied, time: datetime) -> None:
        self.game.record(applied)
        self.history.append(
            Logged(applied.move, time, applied.before, applied.after, applied.events)
        )

    def _take_back(self) -> Logged:
        self.game.undo()
        logged = self.history.pop()
        self.undone.append(logged)
        return logged

    def _replay(self, entries: tuple[Entry, ...] | list[Entry]) -> None:
        """Apply saved journal entries in order, as they were played."""
        for entry in entries:
            try:
                self._replay_one(entry)
            except (NotationError, IllegalMove, IndexError) as error:
                where = words(
                    "record.entry",
                    game=self.game_id,
                    entry=entry.seq,
                    kind=entry.kind,
                    text=entry.text,
                )
                raise RecordError(where, error, entry.seq) from None
            self.seq = entry.seq

    def _replay_one(self, entry: Entry) -> None:
        if entry.kind == "undo":
            if not self.history:
                raise IndexError("nothing to undo")
            self._take_back()
            return
        move = self.parse(entry.text)
        if entry.kind == "redo":
            if not self.undone or self.undone[-1].move != move:
                raise IndexError("the move to redo is not the last one undone")
            self.undone.pop()
        else:
            self._branch()
        self._apply(move, entry.time)

    def _branch(self) -> None:
        """A new move: what could be redone is left behind as a branch."""
        if self.undone:
            self.abandoned.append(Branch(len(self.history), tuple(reversed(self.undone))))
            self.undone.clear()


def _load(store: Store, game_id: int) -> SavedGame:
    try:
        return store.load(game_id)
    except StoreError as error:
        raise RecordError(words("record.game", game=game_id), error) from None


def _setup(saved: SavedGame) -> Any:
    # Either game's setup error (SetupError, DuelSetupError) is a ValueError.
    try:
        setup = setup_from_dict(saved.setup)
        Game(setup)
    except (ScenarioError, NotationError, TypeError, ValueError, KeyError) as error:
        raise RecordError(words("record.setup", game=saved.info.id), error) from None
    return setup
