"""Why a BANG! move is refused: the core's IllegalMove, its card, character and role ids named
with BANG!'s data.

The core words a refusal and names no game's values (it reads no game's cards); each game's
refusals say how theirs read (the Duel's in rules/duel/refusals.py). The codes and their
sentences are the core's: cards_data/locales/<lang>/refusals.ftl.
"""

from __future__ import annotations

from typing import Any

from cards_data import load_bang
from rules.core.refusals import IllegalMove

_CARD_PARAMS = frozenset({"card", "weapon", "attack", "reason"})
"""Parameters that hold a card or character id."""


class Refusal(IllegalMove):
    """A refused BANG! move; card and character ids read as their names, roles as theirs."""

    def named(self, key: str, value: Any, lang: str) -> str | None:
        if not isinstance(value, str):
            return None
        data = load_bang()
        if key in _CARD_PARAMS:
            entry = data.cards.get(value) or data.characters.get(value)
            if entry is not None:
                return entry.name(lang)
            if value == "colt45":
                return "Colt .45"
        if key == "role" and value in data.roles:
            return data.roles[value].name(lang)
        return None
