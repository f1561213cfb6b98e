"""Duel scenario files and saves (`game: duel`): a DuelSetup as a mapping, and back.

rules/bang/scenario.py reads the file and replays the moves, and its `setup_from_dict` and
`setup_to_dict` hand a Duel to the two functions here. A saved game is `setup_to_dict(setup)`
plus the log in the notation; `setup_from_dict(setup_to_dict(s)) == s` for every DuelSetup.
The format is in docs/duel-rules.md ("Scenarios").
"""

from __future__ import annotations

from typing import Any

from rules.core.scenario_file import (
    TOP,
    ScenarioError,
    as_text,
    known_keys,
    listed,
    listed_cards,
    located,
    save_head,
    shown,
    whole,
)
from rules.duel.cards import Card
from rules.duel.notation import entry_name, format_listed_card, parse_card, resolve
from rules.duel.setup import MAX_LIFE, Camp, DuelSetup, DuelSetupError, InPlay, validate
from rules.duel.state import LAWMEN, OUTLAWS

# Every key a Duel scenario may hold, at each level; any other is refused, named.
TOP_KEYS = ("game", "mode", "seed", "lives", LAWMEN, OUTLAWS, "discard", "turn", "phase",
            "bangs_played", "moves")  # fmt: skip
CAMP_KEYS = ("player", "reserve", "reserve_size", "in_play", "hand", "hand_size", "deck_top",
             "deck_size")  # fmt: skip
IN_PLAY_KEYS = ("character", "life", "equipment")
DECK_SIZE = 40  # each side's own deck
MOST_CHARACTERS = 20  # far more than either side has: bounds a reserve of unknown characters


def setup_from_dict(document: dict[str, Any]) -> DuelSetup:
    """The DuelSetup a scenario describes, checked; names in any language."""
    known_keys(document, TOP_KEYS, TOP)
    mode = document.get("mode", "table")
    if mode not in ("table", "full"):
        raise DuelSetupError("bad_mode", mode=mode)
    lives = document.get("lives") or {}
    if not isinstance(lives, dict):
        raise DuelSetupError("bad_lives")
    setup = DuelSetup(
        lawmen=_camp(document.get(LAWMEN), LAWMEN),
        outlaws=_camp(document.get(OUTLAWS), OUTLAWS),
        full_information=mode == "full",
        seed=whole(document.get("seed", 0), "seed"),
        lives={
            resolve(as_text(name, "lives"), "character"): whole(life, f"lives: {name}")
            for name, life in lives.items()
        },
        discard=_cards(document.get("discard"), "discard"),
        turn=as_text(document.get("turn", LAWMEN), "turn"),
        phase=as_text(document.get("phase", "draw"), "phase"),
        bangs_played=whole(document.get("bangs_played", 0), "bangs_played", 0, DECK_SIZE),
    )
    validate(setup)
    return setup


def _camp(raw: Any, side: str) -> Camp:
    if not isinstance(raw, dict) or "player" not in raw:
        raise DuelSetupError("camp_needs_player", key=side)
    known_keys(raw, CAMP_KEYS, side)
    reserve, hand = raw.get("reserve"), raw.get("hand")
    listed_hand = isinstance(hand, list)
    hand_size = raw.get("hand_size", len(hand)) if listed_hand else hand
    return Camp(
        player=as_text(raw["player"], f"{side}: player"),
        reserve=_characters(reserve, f"{side}: reserve") if isinstance(reserve, list) else (),
        reserve_size=_count(
            raw.get("reserve_size") if reserve is None or isinstance(reserve, list) else reserve,
            f"{side}: reserve",
            MOST_CHARACTERS,
        ),
        in_play=tuple(_in_play(entry, side) for entry in listed(raw.get("in_play"), side)),
        hand=_cards(hand, f"{side}: hand") if listed_hand else (),
        hand_size=_count(hand_size, f"{side}: hand", DECK_SIZE),
        deck_top=_cards(raw.get("deck_top"), f"{side}: deck_top"),
        deck_size=_count(raw.get("deck_size"), f"{side}: deck_size", DECK_SIZE),
    )


def _count(raw: Any, where: str, most: int) -> int | None:
    """A number of cards or characters, or None when the scenario leaves it to the deal."""
    return None if raw is None else whole(raw, where, 0, most)


def _in_play(raw: Any, side: str) -> InPlay:
    """A character's name, or a mapping with `character`, `life` and `equipment`."""
    if isinstance(raw, str):
        return InPlay(resolve(raw, "character"))
    if not isinstance(raw, dict) or "character" not in raw:
        raise DuelSetupError("bad_in_play", raw=raw)
    where = f"{side}: in_play: {shown(raw['character'])}"
    known_keys(raw, IN_PLAY_KEYS, where)
    return InPlay(
        resolve(as_text(raw["character"], where), "character"),
        _count(raw.get("life"), f"{where}: life", MAX_LIFE),
        _cards(raw.get("equipment"), f"{where}: equipment"),
    )


def _characters(raw: list[Any], where: str) -> tuple[str, ...]:
    if len(raw) > MOST_CHARACTERS:
        raise ScenarioError("too_many_characters", where=located(where), count=len(raw))
    return tuple(resolve(as_text(name, where), "character") for name in raw)


def _cards(raw: Any, where: str) -> tuple[Card, ...]:
    if raw is not None and not isinstance(raw, list):
        raise DuelSetupError("bad_card_list", raw=raw)
    return listed_cards(raw, where, 2 * DECK_SIZE, "cards_above_decks", parse_card)


def setup_to_dict(setup: DuelSetup) -> dict[str, Any]:
    """The inverse of setup_from_dict, with English names (what a save file stores)."""
    document: dict[str, Any] = {
        **save_head("duel", setup.full_information, setup.seed),
        LAWMEN: _camp_dict(setup.lawmen),
        OUTLAWS: _camp_dict(setup.outlaws),
        "turn": setup.turn,
        "phase": setup.phase,
    }
    if setup.lives:
        document["lives"] = {_name(c): life for c, life in setup.lives.items()}
    if setup.discard:
        document["discard"] = _card_texts(setup.discard)
    if setup.bangs_played:
        document["bangs_played"] = setup.bangs_played
    return document


def _camp_dict(camp: Camp) -> dict[str, Any]:
    """The camp with the scenario's short forms; `reserve_size` and `hand_size` are written
    only when a list alone would not say them (unknown cards or characters beside known ones)."""
    raw: dict[str, Any] = {"player": camp.player}
    if camp.reserve:
        raw["reserve"] = [_name(character) for character in camp.reserve]
        if camp.reserve_size is not None:
            raw["reserve_size"] = camp.reserve_size
    elif camp.reserve_size is not None:
        raw["reserve"] = camp.reserve_size
    if camp.in_play:
        raw["in_play"] = [_in_play_dict(entry) for entry in camp.in_play]
    if camp.hand:
        raw["hand"] = _card_texts(camp.hand)
        if camp.hand_size != len(camp.hand):
            raw["hand_size"] = camp.hand_size
    elif camp.hand_size is not None:
        raw["hand"] = camp.hand_size
    if camp.deck_top:
        raw["deck_top"] = _card_texts(camp.deck_top)
    if camp.deck_size is not None:
        raw["deck_size"] = camp.deck_size
    return raw


def _in_play_dict(entry: InPlay) -> str | dict[str, Any]:
    if entry.life is None and not entry.equipment:
        return _name(entry.character)
    raw: dict[str, Any] = {"character": _name(entry.character)}
    if entry.life is not None:
        raw["life"] = entry.life
    if entry.equipment:
        raw["equipment"] = _card_texts(entry.equipment)
    return raw


def _name(character: str) -> str:
    return entry_name(character, "en")


def _card_texts(cards: tuple[Card, ...]) -> list[str]:
    return [format_listed_card(card) for card in cards]
