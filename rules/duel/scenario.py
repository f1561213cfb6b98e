"""Duel scenario files (`game: duel`): the table in YAML, read into a DuelSetup.

rules/scenario.py reads the file and replays the moves; this module reads the Duel setup. The
format is in docs/duel-rules.md ("Scenarios").
"""

from __future__ import annotations

from typing import Any

from rules.duel.notation import parse_card, resolve
from rules.duel.setup import Camp, DuelSetup, DuelSetupError, InPlay, validate
from rules.duel.state import LAWMEN, OUTLAWS


def setup_from_dict(document: dict[str, Any]) -> DuelSetup:
    """The DuelSetup a scenario describes; names in any language."""
    mode = document.get("mode", "table")
    if mode not in ("table", "full"):
        raise DuelSetupError(f"mode must be 'table' or 'full', not {mode!r}")
    lives = document.get("lives") or {}
    if not isinstance(lives, dict):
        raise DuelSetupError("'lives' maps character names to their printed life points")
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
        raise DuelSetupError(f"'{side}' needs at least a player")
    reserve = raw.get("reserve")
    hand = raw.get("hand")
    return Camp(
        player=str(raw["player"]),
        reserve=_characters(reserve) if isinstance(reserve, list) else (),
        reserve_size=reserve if isinstance(reserve, int) else None,
        in_play=tuple(_in_play(entry) for entry in raw.get("in_play") or ()),
        hand=_cards(hand) if isinstance(hand, list) else (),
        hand_size=len(hand) if isinstance(hand, list) else hand,
        deck_top=_cards(raw.get("deck_top")),
        deck_size=raw.get("deck_size"),
    )


def _in_play(raw: Any) -> InPlay:
    """A character's name, or a mapping with `character`, `life` and `equipment`."""
    if isinstance(raw, str):
        return InPlay(resolve(raw, "character"))
    if not isinstance(raw, dict) or "character" not in raw:
        raise DuelSetupError(f"a character in play is a name or has 'character': {raw!r}")
    life = raw.get("life")
    return InPlay(
        resolve(str(raw["character"]), "character"),
        None if life is None else int(life),
        _cards(raw.get("equipment")),
    )


def _characters(raw: list[Any]) -> tuple[str, ...]:
    return tuple(resolve(str(name), "character") for name in raw)


def _cards(raw: Any) -> tuple[Any, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise DuelSetupError(f"expected a list of cards, not {raw!r}")
    return tuple(parse_card(str(text)) for text in raw)
