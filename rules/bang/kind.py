"""BANG! as a game kind (`rules.core.kind.GameKind`): what the core, the scenario files and
the app ask of the base game, each answered by the module that holds it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rules.bang import engine, narration, scenario, summary
from rules.bang.legal import legal_moves
from rules.bang.moves import Move
from rules.bang.notation import format_move, parse
from rules.bang.setup import Setup, SetupError, initial_state, validate_characters
from rules.bang.state import Request, State
from rules.core.kind import register
from rules.core.pending import Pending


class Bang:
    """The base game: 4 to 7 players, roles, distances (docs/rules-coverage.md)."""

    name = "bang"
    setup_type = Setup
    setup_error = SetupError

    def __repr__(self) -> str:
        return "rules.BANG"

    def initial_state(self, setup: Setup) -> State:
        return initial_state(setup)

    def apply(self, state: State, move: Move) -> State:
        return engine.apply(state, move)

    def narrated(self, state: State, move: Move) -> tuple[State, list[Any]]:
        return narration.narrated(state, move)

    def pending(self, state: State) -> Pending:
        return engine.pending(state)

    def legal_moves(self, state: State) -> list[Move]:
        return legal_moves(state)

    def players(self, setup: Setup) -> list[str]:
        return [seat.name for seat in setup.seats]

    def parse(self, text: str, players: Sequence[str]) -> Move:
        return parse(text, players)

    def format_move(self, move: Move, lang: str = "en") -> str:
        return format_move(move, lang)

    def setup_from_dict(self, document: dict[str, Any]) -> Setup:
        return scenario.setup_from_dict(document)

    def setup_to_dict(self, setup: Setup) -> dict[str, Any]:
        return scenario.setup_to_dict(setup)

    def check_table(self, setup: Setup) -> None:
        validate_characters(setup)

    def summary(self, state: State, lang: str = "en") -> dict[str, Any]:
        return summary.summarise(state, lang)

    def reveal_needs(self, request: Request) -> str:
        return engine.reveal_needs(request)

    def suits_ranked(self, request: Request) -> frozenset[str]:
        return engine.suits_ranked(request)


BANG = Bang()
register(BANG)
