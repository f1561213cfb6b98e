"""A game is its setup plus an append-only log of moves; its state is the replay of that log.

Which game it is (BANG!, BANG! Duel) is the setup's kind (`rules.core.kind`): the rules are
asked of it, so this module knows neither game.

The public surface follows python-chess and OpenSpiel: `state`, `pending`, `legal_moves()`,
`apply(move)` (python-chess' push, which also returns the events of what the move set off),
`undo()` (pop), `winner`.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from rules.core.kind import GameKind, kind_of
from rules.core.moves import GameMove
from rules.core.pending import Pending
from rules.core.refusals import IllegalMove


@dataclass(frozen=True, slots=True)
class Applied:
    """A move the engine accepted, from one run: the state before and after it, and the events
    of what it set off (each game's narration), in order."""

    move: GameMove
    before: Any
    after: Any
    events: tuple[Any, ...]


@contextmanager
def collector_paused() -> Iterator[None]:
    """Replaying a log or playing bot games makes thousands of states, which Python's cycle
    collector keeps walking (a fifth of the time); they hold no reference cycles, so reference
    counting frees them without it."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


class Game:
    """One game of BANG! or BANG! Duel: refuse illegal moves, record legal ones, undo by
    going back to the state before the last move."""

    def __init__(self, setup: Any, moves: Iterable[GameMove] = ()) -> None:
        self.setup = setup
        self.kind: GameKind[Any, Any, Any] = kind_of(setup)
        self.log: list[GameMove] = []
        self._states: list[Any] = [self.kind.initial_state(setup)]
        """The states after the last `len(_states) - 1` moves of the log and the one before
        them: all of them, unless the game was made by `played`."""
        with collector_paused():
            for move in moves:  # a replay: the events of each move are nobody's to tell
                self._states.append(self.kind.apply(self.state, move))
                self.log.append(move)

    @classmethod
    def played(cls, setup: Any, log: list[GameMove], state: Any) -> Game:
        """The game `log` played from `setup` to `state`, without the states on the way: a
        simulation plays on one state in place and keeps no other. `undo` replays the log
        the one time it needs them."""
        game = cls.__new__(cls)
        game.setup, game.kind, game.log = setup, kind_of(setup), log
        game._states = [state]
        return game

    @property
    def state(self) -> Any:
        """The current state (do not change it: it is the engine's)."""
        return self._states[-1]

    @property
    def pending(self) -> Pending:
        return self.kind.pending(self.state)

    @property
    def winner(self) -> str | None:
        """sheriff (with the Deputies), outlaws, renegade; lawmen or outlaws in a Duel; None while
        the game goes on."""
        return self.state.winner

    def legal_moves(self) -> list[GameMove]:
        return self.kind.legal_moves(self.state)

    def check(self, move: GameMove) -> IllegalMove | None:
        """Why the move would be refused, or None if it is legal. Changes nothing."""
        try:
            self.kind.apply(self.state, move)
        except IllegalMove as refusal:
            return refusal
        return None

    def apply(self, move: GameMove) -> tuple[Any, ...]:
        """Play the move and return the events of what it set off, or raise IllegalMove and
        change nothing."""
        applied = self.attempt(move)
        self.record(applied)
        return applied.events

    def attempt(self, move: GameMove) -> Applied:
        """The move run through the engine once, not yet played: what `record` plays (the
        app saves it in between); IllegalMove when refused. Changes nothing."""
        after, events = self.kind.narrated(self.state, move)
        return Applied(move, self.state, after, tuple(events))

    def record(self, applied: Applied) -> None:
        """Play a move `attempt` ran from the current state, without running it again."""
        if applied.before is not self.state:
            raise ValueError("the move was run from another state than the game's")
        self._states.append(applied.after)
        self.log.append(applied.move)

    def undo(self) -> GameMove:
        """Take back the last move (IndexError when there is none)."""
        if not self.log:
            raise IndexError("no move to undo")
        move = self.log.pop()
        if len(self._states) > 1:
            self._states.pop()
        else:  # made by `played`: the states on the way are rebuilt once
            self._states = Game(self.setup, self.log)._states
        return move

    def replayed(self) -> Game:
        """The same game rebuilt from its setup and log alone (what resume does)."""
        return Game(self.setup, self.log)
