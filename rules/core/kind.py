"""What a game kind is to the core: BANG! (rules.bang.BANG) and BANG! Duel (rules.duel.DUEL).

The core runs a game (`Game`), replays a scenario and reads a saved one without knowing which
game it is: it asks the kind. Each game package makes one object that fits `GameKind` and
registers it when it is imported (`rules/__init__.py` imports both), so the core never
imports a game and a setup finds its kind by its type.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

from rules.core.pending import Pending

SetupT = TypeVar("SetupT")
StateT = TypeVar("StateT")
MoveT = TypeVar("MoveT")


class GameKind(Protocol[SetupT, StateT, MoveT]):
    """One game's rules, as the core, the scenario files and the app use them."""

    @property
    def name(self) -> str:
        """The scenario files' `game:` ("bang", "duel")."""

    @property
    def setup_type(self) -> type[SetupT]:
        """The class of this game's setups: a setup finds its kind by it (`kind_of`)."""

    @property
    def setup_error(self) -> type[ValueError]:
        """What the game raises for a setup that cannot be played."""

    # ---- playing
    def initial_state(self, setup: SetupT) -> StateT:
        """The table the setup describes, settled up to the first decision."""

    def apply(self, state: StateT, move: MoveT) -> StateT:
        """The state after `move`, a new one; IllegalMove, and nothing changed, if refused."""

    def narrated(self, state: StateT, move: MoveT) -> tuple[StateT, list[Any]]:
        """`apply` told: the same new state, and the events of what the move set off, in
        order (what the app's log says and a draw! check's outcome), from the one run."""

    def pending(self, state: StateT) -> Pending:
        """Whose decision the game waits for, and which."""

    def legal_moves(self, state: StateT) -> list[MoveT]:
        """Every move the pending decision allows (never a correction)."""

    # ---- the notation
    def players(self, setup: SetupT) -> list[str]:
        """The names a move line may start with."""

    def parse(self, text: str, players: Sequence[str]) -> MoveT:
        """The move a line of the notation describes; NotationError if none."""

    def format_move(self, move: MoveT, lang: str = "en") -> str:
        """The move as a line of the notation, names in `lang`; `parse` reads it back."""

    # ---- scenario files and saves
    def setup_from_dict(self, document: dict[str, Any]) -> SetupT:
        """The setup a scenario or a save describes, checked; ScenarioError or the game's
        setup error (a ValueError) if it cannot be played."""

    def setup_to_dict(self, setup: SetupT) -> dict[str, Any]:
        """The inverse of `setup_from_dict`, English names (what a save stores)."""

    def check_table(self, setup: SetupT) -> None:
        """What a scenario file must also respect as a real table (each character once)."""

    # ---- what the app shows
    def summary(self, state: StateT, lang: str = "en") -> dict[str, Any]:
        """The public table as plain data (`check --json`, docs/check-schema.json)."""

    def reveal_needs(self, request: Any) -> str:
        """What a card revealed for `request` must show: "index", "name" or "symbol"."""

    def suits_ranked(self, request: Any) -> frozenset[str]:
        """The suits whose rank a draw! check needs read (none: the suit alone decides)."""


_KINDS: list[GameKind[Any, Any, Any]] = []


def register(kind: GameKind[Any, Any, Any]) -> None:
    """Make `kind` known to the core (each game package does it once, when imported)."""
    if all(known.name != kind.name for known in _KINDS):
        _KINDS.append(kind)


def kind_of(setup: object) -> GameKind[Any, Any, Any]:
    """The kind whose setups `setup` is one of."""
    for kind in _KINDS:
        if isinstance(setup, kind.setup_type):
            return kind
    raise TypeError(f"no game kind plays a {type(setup).__name__}")


def kind_named(name: object) -> GameKind[Any, Any, Any] | None:
    """The kind a scenario's `game:` names; None if no game has that name."""
    return next((kind for kind in _KINDS if kind.name == name), None)
