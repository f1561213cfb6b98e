"""Duel scenario files and saves (`game: duel`): a DuelSetup as a mapping, and back.

rules/scenario.py reads the file and replays the moves, and its `setup_from_dict` and
`setup_to_dict` hand a Duel to the two functions here. A saved game is `setup_to_dict(setup)`
plus the log in the notation; `setup_from_dict(setup_to_dict(s)) == s` for every DuelSetup.
The format is in docs/duel-rules.md ("Scenarios").
"""

from __future__ import annotations

from typing import Any

from rules.duel.cards import Card
from rules.duel.notation import entry_name, format_listed_card, parse_card, resolve
from rules.duel.setup import Camp, DuelSetup, DuelSetupError, InPlay, validate
from rules.duel.state import LAWMEN, OUTLAWS


def setup_from_dict(document: dict[str, Any]) -> DuelSetup:
    """The DuelSetup a scenario describes; names in any language."""
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
        seed=int(document.get("seed", 0)),
        lives={resolve(str(name), "character"): int(life) for name, life in lives.items()},
        discard=_cards(document.get("discard")),
        turn=str(document.get("turn", LAWMEN)),
        phase=str(document.get("phase", "draw")),
        bangs_played=int(document.get("bangs_played", 0)),
    )
    validate(setup)
    return setup


def _camp(raw: Any, side: str) -> Camp:
    if not isinstance(raw, dict) or "player" not in raw:
        raise DuelSetupError("camp_needs_player", key=side)
    reserve = raw.get("reserve")
    hand = raw.get("hand")
    listed = isinstance(hand, list)
    return Camp(
        player=str(raw["player"]),
        reserve=_characters(reserve) if isinstance(reserve, list) else (),
        reserve_size=reserve if isinstance(reserve, int) else raw.get("reserve_size"),
        in_play=tuple(_in_play(entry) for entry in raw.get("in_play") or ()),
        hand=_cards(hand) if listed else (),
        hand_size=raw.get("hand_size", len(hand)) if listed else hand,
        deck_top=_cards(raw.get("deck_top")),
        deck_size=raw.get("deck_size"),
    )


def _in_play(raw: Any) -> InPlay:
    """A character's name, or a mapping with `character`, `life` and `equipment`."""
    if isinstance(raw, str):
        return InPlay(resolve(raw, "character"))
    if not isinstance(raw, dict) or "character" not in raw:
        raise DuelSetupError("bad_in_play", raw=raw)
    life = raw.get("life")
    return InPlay(
        resolve(str(raw["character"]), "character"),
        None if life is None else int(life),
        _cards(raw.get("equipment")),
    )


def _characters(raw: list[Any]) -> tuple[str, ...]:
    return tuple(resolve(str(name), "character") for name in raw)


def _cards(raw: Any) -> tuple[Card, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise DuelSetupError("bad_card_list", raw=raw)
    return tuple(parse_card(str(text)) for text in raw)


def setup_to_dict(setup: DuelSetup) -> dict[str, Any]:
    """The inverse of setup_from_dict, with English names (what a save file stores)."""
    document: dict[str, Any] = {
        "game": "duel",
        "mode": "full" if setup.full_information else "table",
        "seed": setup.seed,
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
