"""Why a BANG! setup cannot be played, in each language (setup_error-<code> of setup.ftl).

The setup form checks what a player can get wrong (names, seats, a Sheriff) before dealing, so
these come from scenario files and saved games: a damaged save is reported in the table's own
language too. Characters and roles read as their names in the message's language. Player
names the notation could not read back (rules/core/player_names.py, whose messages these share) are
refused at the table too.
"""

from __future__ import annotations

from typing import Any

from cards_data import load_bang
from rules.bang.cards import Card
from rules.core import explained
from rules.core.explained import Explained
from rules.core.player_names import meaning


class SetupError(Explained, ValueError):
    """The setup cannot be played: `message(lang)` says what is wrong."""

    prefix = "setup_error"

    def shown(self, key: str, value: Any, lang: str) -> Any:
        """Cards, known characters and roles by their names in `lang`; the rest as it is."""
        data = load_bang()
        if isinstance(value, Card):
            name = (
                data.cards[value.kind].name(lang)
                if value.kind is not None and value.kind in data.cards
                else None
            )
            return " ".join(filter(None, (name, value.index())))
        if key == "character" and value in data.characters:
            return data.characters[value].name(lang)
        if key in ("role", "sheriff") and value in data.roles:
            return data.roles[value].name(lang)
        if key == "what":
            return meaning(value, lang)
        return value


def codes() -> frozenset[str]:
    """Every setup error code (player names' included), for the tests of every language."""
    return explained.codes("setup", "setup_error")
