"""Scenario files: a table set up in YAML, then moves in the notation, replayed by the engine.

The same format is how games are saved (setup + log), how players settle a dispute with
`bang-companion check`, and how rule situations are written down for tests. See
docs/scenarios.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from rules.cards import Card
from rules.duel import notation as duel_notation
from rules.duel import scenario as duel_scenario
from rules.duel.setup import DuelSetup
from rules.game import Game
from rules.moves import Move
from rules.notation import NotationError, format_card, parse, parse_card, resolve_name
from rules.refusals import IllegalMove
from rules.setup import Seat, Setup, SetupError


class ScenarioError(ValueError):
    """The scenario file cannot be read or set up; the message says where and why."""


@dataclass(frozen=True)
class Outcome:
    """What happened to one scenario move: accepted, or refused with code and message."""

    text: str
    move: Move | None
    refusal: IllegalMove | None = None
    unreadable: str | None = None
    after: Any = None
    """The state once the line was dealt with (unchanged when it was refused)."""

    @property
    def accepted(self) -> bool:
        return self.refusal is None and self.unreadable is None


def load(path: Path) -> tuple[Setup | DuelSetup, list[str]]:
    """Read a scenario file: its setup and its move lines (not yet parsed)."""
    try:
        document = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise ScenarioError(f"{path}: cannot be read ({error.strerror})") from None
    except yaml.YAMLError as error:
        raise ScenarioError(f"{path}: is not valid YAML ({error})") from None
    if not isinstance(document, dict):
        raise ScenarioError(f"{path}: should be a mapping with 'players' and 'moves'")
    try:
        return setup_from_dict(document), [str(line) for line in document.get("moves") or []]
    except (NotationError, SetupError, TypeError, ValueError, KeyError) as error:
        raise ScenarioError(f"{path}: {error}") from None


def setup_from_dict(document: dict[str, Any]) -> Setup | DuelSetup:
    """The Setup a scenario (or a saved game) describes; names in any language."""
    if document.get("game") == "duel":
        return duel_scenario.setup_from_dict(document)
    if document.get("game", "bang") != "bang":
        raise ScenarioError(f"game {document['game']!r} is not supported yet")
    mode = document.get("mode", "table")
    if mode not in ("table", "full"):
        raise ScenarioError(f"mode must be 'table' or 'full', not {mode!r}")
    players = document.get("players")
    if not isinstance(players, list) or not players:
        raise ScenarioError("'players' must list the players in seating order")
    return Setup(
        seats=tuple(_seat(raw) for raw in players),
        full_information=mode == "full",
        seed=int(document.get("seed", 0)),
        deck_top=_cards(document.get("deck_top")),
        discard=_cards(document.get("discard")),
        turn=document.get("turn"),
        phase=document.get("phase", "draw"),
        bangs_played=int(document.get("bangs_played", 0)),
    )


def _seat(raw: Any) -> Seat:
    if not isinstance(raw, dict) or "name" not in raw or "character" not in raw:
        raise ScenarioError("each player needs at least a name and a character")
    hand = raw.get("hand")
    role = raw.get("role")
    return Seat(
        name=str(raw["name"]),
        character=resolve_name(str(raw["character"]), "character"),
        role=resolve_name(str(role), "role") if role else None,
        life=raw.get("life"),
        hand=_cards(hand) if isinstance(hand, list) else (),
        hand_size=len(hand) if isinstance(hand, list) else hand,
        in_play=_cards(raw.get("in_play")),
        alive=bool(raw.get("alive", True)),
    )


def _cards(raw: Any) -> tuple[Card, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise ScenarioError(f"expected a list of cards, not {raw!r}")
    return tuple(parse_card(str(text)) for text in raw)


def setup_to_dict(setup: Setup | DuelSetup) -> dict[str, Any]:
    """The inverse of setup_from_dict, with English names (what a save file stores)."""
    if isinstance(setup, DuelSetup):
        return duel_scenario.setup_to_dict(setup)
    document: dict[str, Any] = {
        "game": "bang",
        "mode": "full" if setup.full_information else "table",
        "seed": setup.seed,
        "players": [_seat_dict(seat) for seat in setup.seats],
        "phase": setup.phase,
    }
    if setup.turn:
        document["turn"] = setup.turn
    if setup.deck_top:
        document["deck_top"] = [format_card(card) for card in setup.deck_top]
    if setup.discard:
        document["discard"] = [format_card(card) for card in setup.discard]
    if setup.bangs_played:
        document["bangs_played"] = setup.bangs_played
    return document


def _seat_dict(seat: Seat) -> dict[str, Any]:
    raw: dict[str, Any] = {"name": seat.name, "character": seat.character}
    if seat.role:
        raw["role"] = seat.role
    if seat.life is not None:
        raw["life"] = seat.life
    if seat.hand:
        raw["hand"] = [format_card(card) for card in seat.hand]
    elif seat.hand_size is not None:
        raw["hand"] = seat.hand_size
    if seat.in_play:
        raw["in_play"] = [format_card(card) for card in seat.in_play]
    if not seat.alive:
        raw["alive"] = False
    return raw


def replay(setup: Setup | DuelSetup, lines: list[str]) -> tuple[Game, list[Outcome]]:
    """Apply each line in turn; refused or unreadable lines are reported and skipped."""
    game = Game(setup)
    if isinstance(setup, DuelSetup):
        names, read = list(setup.players), duel_notation.parse
    else:
        names, read = [seat.name for seat in setup.seats], parse
    outcomes = []
    for text in lines:
        try:
            move = read(text, names)
        except NotationError as error:
            outcomes.append(Outcome(text, None, unreadable=str(error), after=game.state))
            continue
        refusal = game.check(move)
        if refusal is None:
            game.apply(move)
        outcomes.append(Outcome(text, move, refusal, after=game.state))
    return game, outcomes
