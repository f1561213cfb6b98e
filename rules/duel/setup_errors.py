"""Why a Duel setup cannot be played, in each language (duel_setup_error-<code> of setup-duel.ftl).

Most of these come from scenario files and saved games; those a player meets at the table
are the life printed on a character card, typed in the setup form, and a player's name the
notation could not read back (rules/core/player_names.py, whose messages these share). Characters
and cards read as their Duel names in the message's language, a card with what is known of
its symbol and deck, as the notation writes it.
"""

from __future__ import annotations

from typing import Any

from cards_data import sentences
from rules.core import explained
from rules.core.explained import Explained
from rules.core.player_names import NAME_CODES, meaning
from rules.duel.cards import Card, name_of
from rules.duel.notation import format_listed_card

_NAMED = frozenset({"character", "card"})


class DuelSetupError(Explained, ValueError):
    """The setup cannot be played: `message(lang)` says what is wrong."""

    prefix = "duel_setup_error"

    @classmethod
    def message_id(cls, code: str) -> str:
        """A player name's refusal is worded as in BANG! (setup.ftl), the rest setup-duel.ftl."""
        return f"setup_error-{code}" if code in NAME_CODES else f"duel_setup_error-{code}"

    def shown(self, key: str, value: Any, lang: str) -> Any:
        if isinstance(value, Card):
            return format_listed_card(value, lang)
        if key in _NAMED and isinstance(value, str) and (name := name_of(value, lang)):
            return name
        if key == "side" and sentences.has(f"duel_setup_error-side-{value}"):
            return sentences.t(f"duel_setup_error-side-{value}", lang)
        if key == "raw":
            return repr(value)
        if key == "what":
            return meaning(value, lang)
        return value


def codes() -> frozenset[str]:
    """Every Duel setup error code (player names' included), for the tests of every language."""
    return explained.codes("setup-duel", "duel_setup_error") | NAME_CODES
