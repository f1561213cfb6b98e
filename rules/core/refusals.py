"""Why a move is refused: a stable code, the rule it breaks, and a message in each language.

The sentences are Fluent messages, `refusal-<code>` in cards_data/locales/<lang>/refusals.ftl
(BANG! Duel's own codes in refusals-duel.ftl), each with a `.rule` attribute, the rule broken.
Parameters that hold a game's values (card, character and role ids) are named in the message's
language by that game's refusals (`named`): the core reads no game's data.
"""

from __future__ import annotations

from typing import Any

from cards_data import sentences
from rules.core import explained
from rules.core.cards import Indexed
from rules.core.explained import Explained


class IllegalMove(Explained):
    """A refused move: the state did not change. `code` is stable; `message(lang)` explains."""

    prefix = "refusal"

    @property
    def rule(self) -> str:
        """The rule the move breaks, in English, for logs and tests."""
        return self.rule_in("en")

    def rule_in(self, lang: str) -> str:
        """The rule the move breaks in `lang` (check --json prints it beside the code, in
        --lang): the message's `.rule` attribute."""
        return sentences.SENTENCES.attribute(self.message_id(self.code), "rule", lang)

    def shown(self, key: str, value: Any, lang: str) -> Any:
        """Card ids become names in `lang`, a card its name and index as far as known ("6♥"
        for a card whose kind nobody saw); words the messages put in are read from the files
        (refusal-waiting-..., refusal-place-...); other values are shown as they are."""
        if isinstance(value, Indexed):
            name = self.shown(key, value.kind, lang) if value.kind else ""
            return " ".join(part for part in (name, value.index()) if part)
        named = self.named(key, value, lang)
        if named is not None:
            return named
        if key == "place" and isinstance(value, tuple):
            pile, player = value
            place = f"refusal-place-{pile}"
            return sentences.t(place, lang, player=player) if sentences.has(place) else pile
        if key in _WORDS and isinstance(value, str) and sentences.has(_WORDS[key] + value):
            return sentences.t(_WORDS[key] + value, lang)
        return value

    def named(self, key: str, value: Any, lang: str) -> str | None:
        """The name in `lang` of a game's value (a card, a character, a role), or None: the
        core reads no game's data, so each game's refusals name their own
        (rules/bang/refusals.py, rules/duel/refusals.py)."""
        return None


_WORDS = {
    "waiting_for": "refusal-waiting-",
    "missing": "refusal-missing-",
    "where": "refusal-where-",
}
"""Parameters that name a word of the messages, and the ids of those words."""


def codes() -> frozenset[str]:
    """Every refusal code, both games' (refusals.ftl and refusals-duel.ftl)."""
    return explained.codes("refusals", "refusal") | explained.codes("refusals-duel", "refusal")


def message_languages(code: str) -> frozenset[str]:
    """The languages that word `code` (every folder, when the files are complete)."""
    return frozenset(
        lang
        for lang in sentences.languages()
        if sentences.SENTENCES.bundle(lang).has_message(IllegalMove.message_id(code))
    )
