"""Why a Duel move is refused: BANG! Duel's own codes, in the base engine's IllegalMove.

The codes both games share (game_over, not_your_decision, not_in_hand...) keep the base
messages; the Duel's own are in cards_data/locales/<lang>/refusals-duel.ftl, loaded with the
rest. `Refusal` only changes how parameters read, so that card and character ids are named
with the Duel data (several Duel cards share an id with a different base-game card).
"""

from __future__ import annotations

from typing import Any

from cards_data import sentences
from rules.core import explained
from rules.core.refusals import IllegalMove
from rules.duel.cards import name_of

_NAMED = frozenset({"card", "target", "attack", "used", "fighter"})
_WORDS = {"waiting_for": "refusal-duel-waiting-", "missing": "refusal-duel-missing-"}
"""Parameters that name a word of the Duel's messages, and the ids of those words."""


class Refusal(IllegalMove):
    """A refused Duel move; card and character ids read as their Duel names."""

    def named(self, key: str, value: Any, lang: str) -> str | None:
        return name_of(value, lang) if key in _NAMED and isinstance(value, str) else None

    def shown(self, key: str, value: Any, lang: str) -> Any:
        if key in _WORDS and isinstance(value, str) and sentences.has(_WORDS[key] + value):
            return sentences.t(_WORDS[key] + value, lang)
        return super().shown(key, value, lang)


def duel_codes() -> frozenset[str]:
    """The codes refusals-duel.ftl adds, for the tests that check every language."""
    return explained.codes("refusals-duel", "refusal")
