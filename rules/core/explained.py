"""Errors the players read: a stable code, its parameters, and a message in each language.

A refused move, a mistyped card and an unplayable setup all reach a table that may speak
French, Italian or Dutch: the error keeps what went wrong as data, and words it only when
asked, in the language asked for, with the Fluent message `<prefix>-<code>` of
cards_data/locales/<lang>/ (cards_data.sentences). `str()` is the English message, for logs and
tests, worded only when asked too: legal_moves and the bots see many refusals nobody reads.
"""

from __future__ import annotations

from typing import Any, ClassVar

from cards_data import sentences

_KNOWN: set[tuple[str, str]] = set()
"""The (prefix, code) pairs whose message was found once: legal_moves and the bots make many
refusals nobody reads."""


class Explained(Exception):
    """An error whose `code` and `params` read as `message(lang)` in each language."""

    prefix: ClassVar[str]
    """The first part of the Fluent ids of this kind of error ("refusal", "notation"...)."""

    def __init__(self, code: str, **params: Any) -> None:
        if (self.prefix, code) not in _KNOWN:
            if not sentences.has(self.message_id(code)):
                # an unknown code is a bug: say so now, not with a blank message
                raise KeyError(f"no message for {self.prefix} code {code!r}")
            _KNOWN.add((self.prefix, code))
        self.code = code
        self.params = params
        super().__init__(code)

    def __str__(self) -> str:
        return self.message("en")

    @classmethod
    def message_id(cls, code: str) -> str:
        """The Fluent id that words `code`."""
        return f"{cls.prefix}-{code}"

    def message(self, lang: str = "en") -> str:
        """The message in `lang` (English for a language no folder holds)."""
        shown = {key: self.shown(key, value, lang) for key, value in self.params.items()}
        return sentences.t(self.message_id(self.code), lang, **shown)

    def shown(self, key: str, value: Any, lang: str) -> Any:
        """How a parameter reads in `lang`: as it is, unless a subclass names it better."""
        return value


def codes(file: str, prefix: str) -> frozenset[str]:
    """The codes whose messages `file`.ftl defines: its ids `<prefix>-<code>`, a code being
    one word (the ids with another dash name the words the messages put in, not codes)."""
    found = sentences.SENTENCES.ids(file)
    return frozenset(
        name.removeprefix(f"{prefix}-")
        for name in found
        if name.startswith(f"{prefix}-") and "-" not in name.removeprefix(f"{prefix}-")
    )
