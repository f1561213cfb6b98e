"""BANG! scenario files and saves (`game: bang`, the default): a Setup as a mapping, and back.

rules/core/scenario.py reads the file, finds the game's kind and replays the moves; the kind
(rules/bang/kind.py) hands a BANG! table to the two functions here. The format is in
docs/scenarios.md.
"""

from __future__ import annotations

from typing import Any

from rules.bang.cards import Card
from rules.bang.notation import format_card, parse_card, resolve_name
from rules.bang.setup import (
    DECK_SIZE,
    MOST_PLAYERS,
    Seat,
    Setup,
    SetupError,
    validate,
)
from rules.core.scenario_file import (
    TOP,
    ScenarioError,
    Where,
    as_text,
    flag,
    known_keys,
    listed_cards,
    mapping,
    save_head,
    shown,
    whole,
)

# Every key a BANG! scenario may hold, at each level; any other is refused, named. (The Duel's
# are in rules/duel/scenario.py.)
TOP_KEYS = ("game", "mode", "seed", "players", "deck", "deck_top", "discard", "turn", "phase",
            "bangs_played", "moves")  # fmt: skip
SEAT_KEYS = ("name", "character", "role", "life", "hand", "in_play", "alive")


def setup_from_dict(document: dict[str, Any]) -> Setup:
    """The Setup a scenario (or a saved game) describes, checked; names in any language."""
    known_keys(document, TOP_KEYS, TOP)
    mode = document.get("mode", "table")
    if mode not in ("table", "full"):
        raise ScenarioError("bad_mode", mode=shown(mode))
    players = document.get("players")
    if not isinstance(players, list) or not players:
        raise ScenarioError("no_players")
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
    where = Where.at("player", number=number)
    raw = mapping(raw, where)
    if isinstance(raw.get("name"), str):
        where = Where.at("player_named", number=number, name=raw["name"])
    known_keys(raw, SEAT_KEYS, where)
    if "name" not in raw or "character" not in raw:
        raise ScenarioError("player_needs_name", where=where)
    hand, role, life = raw.get("hand"), raw.get("role"), raw.get("life")
    listed_hand = isinstance(hand, list)
    return Seat(
        name=as_text(raw["name"], where / "name"),
        character=resolve_name(as_text(raw["character"], where / "character"), "character"),
        role=resolve_name(as_text(role, where / "role"), "role") if role else None,
        life=None if life is None else whole(life, where / "life", 0),
        hand=_cards(hand, where / "hand") if listed_hand else (),
        hand_size=_hand_size(hand, where / "hand"),
        in_play=_cards(raw.get("in_play"), where / "in_play"),
        alive=flag(raw.get("alive", True), where / "alive"),
    )


def _hand_size(hand: Any, where: Where) -> int | None:
    """Cards in hand: as many as listed, or the number given (None: the deal)."""
    if hand is None or isinstance(hand, list):
        return None if hand is None else len(hand)
    return whole(hand, where, 0, DECK_SIZE)


def _cards(raw: Any, where: Where | str) -> tuple[Card, ...]:
    return listed_cards(raw, where, DECK_SIZE, "cards_above_deck", parse_card)


def setup_to_dict(setup: Setup) -> dict[str, Any]:
    """The inverse of setup_from_dict, with English names (what a save file stores)."""
    document: dict[str, Any] = {
        **save_head("bang", setup.full_information, setup.seed),
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
