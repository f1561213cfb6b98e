"""A game is its setup plus an append-only log of moves; its state is the replay of that log.

The public surface follows python-chess and OpenSpiel: `state`, `pending`, `legal_moves()`,
`apply(move)` (python-chess' push), `undo()` (pop), `winner`.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules import engine
from rules.engine import Pending
from rules.legal import legal_moves
from rules.moves import Move
from rules.refusals import IllegalMove
from rules.setup import Setup, initial_state
from rules.state import State


class Game:
    """One game of BANG!: refuse illegal moves, record legal ones, undo by replaying."""

    def __init__(self, setup: Setup, moves: Iterable[Move] = ()) -> None:
        self.setup = setup
        self.log: list[Move] = []
        self._states: list[State] = [initial_state(setup)]
        for move in moves:
            self.apply(move)

    @property
    def state(self) -> State:
        """The current state (do not change it: it is the engine's)."""
        return self._states[-1]

    @property
    def pending(self) -> Pending:
        return engine.pending(self.state)

    @property
    def winner(self) -> str | None:
        """sheriff (with the Deputies), outlaws, renegade, or None while the game goes on."""
        return self.state.winner

    def legal_moves(self) -> list[Move]:
        return legal_moves(self.state)

    def check(self, move: Move) -> IllegalMove | None:
        """Why the move would be refused, or None if it is legal. Changes nothing."""
        try:
            engine.apply(self.state, move)
        except IllegalMove as refusal:
            return refusal
        return None

    def apply(self, move: Move) -> None:
        """Play the move, or raise IllegalMove and change nothing."""
        self._states.append(engine.apply(self.state, move))
        self.log.append(move)

    def undo(self) -> Move:
        """Take back the last move (IndexError when there is none)."""
        if not self.log:
            raise IndexError("no move to undo")
        self._states.pop()
        return self.log.pop()

    def replayed(self) -> Game:
        """The same game rebuilt from its setup and log alone (what resume does)."""
        return Game(self.setup, self.log)
