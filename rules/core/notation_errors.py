"""Why a move's text cannot be read, or a move cannot be written, in each language.

A referee types moves in the notation, whose keywords are English ("plays", "on"), but
names cards in their own language: a French table that mistypes "Planque" is told so in
French. Keywords and the grammar's placeholders (`<card>`, `hand`) stay as they are typed.
The sentences are the messages `notation-<code>` of cards_data/locales/<lang>/notation.ftl.
"""

from __future__ import annotations

from functools import reduce
from typing import Any

from cards_data import sentences
from rules.core import explained
from rules.core.explained import Explained

_AS_TYPED = frozenset({"value", "move"})
"""Parameters shown as Python writes them (quoted, escapes visible): a value of the wrong type."""


class NotationError(Explained, ValueError):
    """A move's text that cannot be read, or a move that cannot be written; says which part.

    Parameters: `what` is a tuple of the kinds of name looked for ("card", "character"...),
    or the game whose blank card lacks a name ("bang", "duel"); `found` one kind; `why`
    another NotationError (the reason a whole line failed); `players` and `close` are lists of
    names. Every other parameter is shown as it is.
    """

    prefix = "notation"

    @property
    def reason(self) -> NotationError:
        """What is wrong, without the line it was found in, which the referee has in view."""
        why = self.params.get("why")
        return why if isinstance(why, NotationError) else self

    def shown(self, key: str, value: Any, lang: str) -> Any:
        if key == "what" and isinstance(value, tuple):
            kinds = [_kind(kind, lang) for kind in value]
            return reduce(lambda first, second: _either(first, second, lang), kinds)
        if key == "what" and sentences.has(f"notation-blank-{value}"):
            return sentences.t(f"notation-blank-{value}", lang)
        if key == "found":
            return _kind(value, lang)
        if isinstance(value, NotationError):
            return value.message(lang)
        if key in ("players", "close", "languages"):
            return ", ".join(value)
        if key in _AS_TYPED:
            return repr(value)
        return value


def _kind(kind: str, lang: str) -> str:
    key = f"notation-kind-{kind}"
    return sentences.t(key, lang) if sentences.has(key) else kind


def _either(first: str, second: str, lang: str) -> str:
    return sentences.t("notation-either", lang, first=first, second=second)


def codes() -> frozenset[str]:
    """Every notation error code, for the tests that check every language."""
    return explained.codes("notation", "notation")
