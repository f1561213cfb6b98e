"""Scenario files: a table set up in YAML, then moves in the notation, replayed by the engine.

The same format is how games are saved (setup + log), how players settle a dispute with
`bang-companion check`, and how rule situations are written down for tests. See
docs/scenarios.md.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules.bang.cards import Card
from rules.bang.notation import NotationError, format_card, parse, parse_card, resolve_name
from rules.bang.setup import (
    DECK_SIZE,
    MOST_PLAYERS,
    Seat,
    Setup,
    SetupError,
    validate,
    validate_characters,
)
from rules.core.game import Game
from rules.core.moves import Move
from rules.core.refusals import IllegalMove
from rules.core.scenario_file import (
    ScenarioError,
    as_text,
    flag,
    known_keys,
    listed,
    mapping,
    read_document,
    shown,
    whole,
)
from rules.duel import notation as duel_notation
from rules.duel import scenario as duel_scenario
from rules.duel.setup import DuelSetup, DuelSetupError

# Every key a BANG! scenario may hold, at each level; any other is refused, named. (The Duel's
# are in rules/duel/scenario.py.)
TOP_KEYS = ("game", "mode", "seed", "players", "deck", "deck_top", "discard", "turn", "phase",
            "bangs_played", "moves")  # fmt: skip
SEAT_KEYS = ("name", "character", "role", "life", "hand", "in_play", "alive")


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
    """Read a scenario file: its setup, checked as a real table (each character once), and
    its move lines (not yet parsed)."""
    document = read_document(path)
    try:
        setup = setup_from_dict(document)
        if isinstance(setup, Setup):
            validate_characters(setup)
        return setup, _moves(document.get("moves"))
    except (NotationError, ValueError) as error:  # SetupError, DuelSetupError, ScenarioError
        raise ScenarioError(f"{path}: {error}") from None


def _moves(raw: Any) -> list[str]:
    lines = listed(raw, "moves")
    for number, line in enumerate(lines, start=1):
        if isinstance(line, dict):
            key = shown(next(iter(line), None))
            raise ScenarioError(
                f"moves, entry {number}: a move is one line of text, not a mapping with the "
                f"key {key} (put a line holding ': ' in quotes)"
            )
        if not isinstance(line, str):
            raise ScenarioError(f"moves, entry {number}: expected a move, not {shown(line)}")
    return lines


def setup_from_dict(document: dict[str, Any]) -> Setup | DuelSetup:
    """The Setup a scenario (or a saved game) describes, checked; names in any language."""
    game = document.get("game", "bang")
    if game == "duel":
        return duel_scenario.setup_from_dict(document)
    if game != "bang":
        raise ScenarioError(f"game {shown(game)} is not supported yet")
    known_keys(document, TOP_KEYS, "the scenario")
    mode = document.get("mode", "table")
    if mode not in ("table", "full"):
        raise ScenarioError(f"mode must be 'table' or 'full', not {shown(mode)}")
    players = document.get("players")
    if not isinstance(players, list) or not players:
        raise ScenarioError("'players' must list the players in seating order")
    if len(players) > MOST_PLAYERS:
        raise SetupError("player_count", count=len(players))
    turn = document.get("turn")
    setup = Setup(
        seats=tuple(_seat(raw, number) for number, raw in enumerate(players, start=1)),
        full_information=mode == "full",
        seed=whole(document.get("seed", 0), "seed"),
        deck_top=_cards(document.get("deck_top"), "deck_top"),
        deck=None if document.get("deck") is None else _cards(document["deck"], "deck"),
        discard=_cards(document.get("discard"), "discard"),
        turn=None if turn is None else as_text(turn, "turn"),
        phase=as_text(document.get("phase", "draw"), "phase"),
        bangs_played=whole(document.get("bangs_played", 0), "bangs_played", 0, DECK_SIZE),
    )
    validate(setup)
    return setup


def _seat(raw: Any, number: int) -> Seat:
    where = f"player {number}"
    raw = mapping(raw, where)
    if isinstance(raw.get("name"), str):
        where += f" ({raw['name']})"
    known_keys(raw, SEAT_KEYS, where)
    if "name" not in raw or "character" not in raw:
        raise ScenarioError(f"{where}: each player needs at least a name and a character")
    hand, role, life = raw.get("hand"), raw.get("role"), raw.get("life")
    listed_hand = isinstance(hand, list)
    return Seat(
        name=as_text(raw["name"], f"{where}: name"),
        character=resolve_name(as_text(raw["character"], f"{where}: character"), "character"),
        role=resolve_name(as_text(role, f"{where}: role"), "role") if role else None,
        life=None if life is None else whole(life, f"{where}: life", 0),
        hand=_cards(hand, f"{where}: hand") if listed_hand else (),
        hand_size=_hand_size(hand, f"{where}: hand"),
        in_play=_cards(raw.get("in_play"), f"{where}: in_play"),
        alive=flag(raw.get("alive", True), f"{where}: alive"),
    )


def _hand_size(hand: Any, where: str) -> int | None:
    """Cards in hand: as many as listed, or the number given (None: the deal)."""
    if hand is None or isinstance(hand, list):
        return None if hand is None else len(hand)
    return whole(hand, where, 0, DECK_SIZE)


def _cards(raw: Any, where: str) -> tuple[Card, ...]:
    cards = listed(raw, where)
    if len(cards) > DECK_SIZE:
        raise ScenarioError(f"{where}: {len(cards)} cards, but the deck has {DECK_SIZE}")
    return tuple(parse_card(as_text(entry, where)) for entry in cards)


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
    if setup.deck is not None:
        document["deck"] = [format_card(card) for card in setup.deck]
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
    """Apply each line in turn; refused or unreadable lines are reported and skipped.
    ScenarioError if the setup cannot start (full mode: a card it names is not left)."""
    game, outcomes = replaying(setup, lines)
    return game, list(outcomes)


def replaying(setup: Setup | DuelSetup, lines: list[str]) -> tuple[Game, Iterator[Outcome]]:
    """`replay`, one line at a time: the game is played on as the outcomes are taken, so a
    caller that writes each one out (`check --json`) never holds them all. ScenarioError at
    once if the setup cannot start."""
    try:
        game = Game(setup)
    except (SetupError, DuelSetupError) as error:  # a card named twice more than the deck has
        raise ScenarioError(f"the table cannot be set up: {error}") from None
    if isinstance(setup, DuelSetup):
        names, read = list(setup.players), duel_notation.parse
    else:
        names, read = [seat.name for seat in setup.seats], parse

    def outcomes() -> Iterator[Outcome]:
        for text in lines:
            try:
                move = read(text, names)
            except NotationError as error:
                yield Outcome(text, None, unreadable=str(error), after=game.state)
                continue
            refusal = game.check(move)
            if refusal is None:
                game.apply(move)
            yield Outcome(text, move, refusal, after=game.state)

    return game, outcomes()
