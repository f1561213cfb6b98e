"""BANG! Duel as a game kind (`rules.core.kind.GameKind`): what the core, the scenario files
and the app ask of the two-player game, each answered by the module that holds it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rules.core.kind import register
from rules.core.pending import Pending
from rules.duel import engine, narration, notation, reveals, scenario, summary
from rules.duel.legal import legal_moves
from rules.duel.moves import DuelMove
from rules.duel.setup import DuelSetup, DuelSetupError, initial_state
from rules.duel.state import DuelState, Request


class Duel:
    """BANG! Duel: two sides, characters in play and in reserve (docs/duel-rules.md)."""

    name = "duel"
    setup_type = DuelSetup
    setup_error = DuelSetupError

    def __repr__(self) -> str:
        return "rules.DUEL"

    def initial_state(self, setup: DuelSetup) -> DuelState:
        return initial_state(setup)

    def apply(self, state: DuelState, move: DuelMove) -> DuelState:
        return engine.apply(state, move)

    def narrated(self, state: DuelState, move: DuelMove) -> tuple[DuelState, list[Any]]:
        return narration.narrated(state, move)

    def pending(self, state: DuelState) -> Pending:
        return engine.pending(state)

    def legal_moves(self, state: DuelState) -> list[DuelMove]:
        return legal_moves(state)

    def players(self, setup: DuelSetup) -> list[str]:
        return list(setup.players)

    def parse(self, text: str, players: Sequence[str]) -> DuelMove:
        return notation.parse(text, players)

    def format_move(self, move: DuelMove, lang: str = "en") -> str:
        return notation.format_move(move, lang)

    def setup_from_dict(self, document: dict[str, Any]) -> DuelSetup:
        return scenario.setup_from_dict(document)

    def setup_to_dict(self, setup: DuelSetup) -> dict[str, Any]:
        return scenario.setup_to_dict(setup)

    def check_table(self, setup: DuelSetup) -> None:
        """A Duel setup is checked whole when it is read (`validate`): nothing more."""

    def summary(self, state: DuelState, lang: str = "en") -> dict[str, Any]:
        return summary.summarise(state, lang)

    def reveal_needs(self, request: Request) -> str:
        return reveals.reveal_needs(request)

    def suits_ranked(self, request: Request) -> frozenset[str]:
        """A Duel card shows a symbol, no suit: no rank to read."""
        return frozenset()


DUEL = Duel()
register(DUEL)
