"""Scenario files: a table set up in YAML, then moves in the notation, replayed by the engine.

The same format is how games are saved (setup + log), how players settle a dispute with
`bang-companion check`, and how rule situations are written down for tests. See
docs/scenarios.md. The file's `game:` names the kind (bang when absent), whose own scenario
module reads the rest (rules/bang/scenario.py, rules/duel/scenario.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules.core.game import Game
from rules.core.kind import kind_named, kind_of
from rules.core.moves import GameMove
from rules.core.notation_errors import NotationError
from rules.core.refusals import IllegalMove
from rules.core.scenario_file import ScenarioError, Where, listed, read_document, shown


@dataclass(frozen=True)
class Outcome:
    """What happened to one scenario move: accepted, or refused with code and message."""

    text: str
    move: GameMove | None
    refusal: IllegalMove | None = None
    unreadable: str | None = None
    after: Any = None
    """The state once the line was dealt with (unchanged when it was refused)."""

    @property
    def accepted(self) -> bool:
        return self.refusal is None and self.unreadable is None


def load(path: Path) -> tuple[Any, list[str]]:
    """Read a scenario file: its setup, checked as a real table (each character once), and
    its move lines (not yet parsed)."""
    document = read_document(path)
    try:
        setup = setup_from_dict(document)
        kind_of(setup).check_table(setup)
        return setup, _moves(document.get("moves"))
    except (NotationError, ValueError) as error:  # a game's setup error, ScenarioError
        raise ScenarioError("in_file", path=str(path), error=error) from None


def _moves(raw: Any) -> list[str]:
    lines = listed(raw, "moves")
    for number, line in enumerate(lines, start=1):
        where = Where.at("entry", key="moves", number=number)
        if isinstance(line, dict):
            key = shown(next(iter(line), None))
            raise ScenarioError("move_as_mapping", where=where, key=key)
        if not isinstance(line, str):
            raise ScenarioError("not_a_move", where=where, value=shown(line))
    return lines


def setup_from_dict(document: dict[str, Any]) -> Any:
    """The setup a scenario (or a saved game) describes, checked; names in any language."""
    game = document.get("game", "bang")
    kind = kind_named(game)
    if kind is None:
        raise ScenarioError("unknown_game", game=shown(game))
    return kind.setup_from_dict(document)


def setup_to_dict(setup: Any) -> dict[str, Any]:
    """The inverse of setup_from_dict, with English names (what a save file stores)."""
    return kind_of(setup).setup_to_dict(setup)


def replay(setup: Any, lines: list[str]) -> tuple[Game, list[Outcome]]:
    """Apply each line in turn; refused or unreadable lines are reported and skipped.
    ScenarioError if the setup cannot start (full mode: a card it names is not left)."""
    game, outcomes = replaying(setup, lines)
    return game, list(outcomes)


def replaying(setup: Any, lines: list[str]) -> tuple[Game, Iterator[Outcome]]:
    """`replay`, one line at a time: the game is played on as the outcomes are taken, so a
    caller that writes each one out (`check --json`) never holds them all. ScenarioError at
    once if the setup cannot start."""
    kind = kind_of(setup)
    try:
        game = Game(setup)
    except kind.setup_error as error:  # a card named twice more than the deck has
        raise ScenarioError("cannot_set_up", error=error) from None
    names = kind.players(setup)

    def outcomes() -> Iterator[Outcome]:
        for text in lines:
            try:
                move = kind.parse(text, names)
            except NotationError as error:
                yield Outcome(text, None, unreadable=str(error), after=game.state)
                continue
            try:
                game.apply(move)  # one run: refused (nothing changed) or played
            except IllegalMove as refusal:
                yield Outcome(text, move, refusal, after=game.state)
                continue
            yield Outcome(text, move, None, after=game.state)

    return game, outcomes()
