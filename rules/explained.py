"""Errors the players read: a stable code, its parameters, and a message in each language.

A refused move, a mistyped card and an unplayable setup all reach a table that may speak
French, Italian or Dutch: the error keeps what went wrong as data, and words it only when
asked, in the language asked for. `str()` is the English message, for logs and tests, worded
only when asked too: legal_moves and the bots see many refusals nobody reads.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class Explained(Exception):
    """An error whose `code` and `params` read as `message(lang)` in each language."""

    def __init__(self, code: str, **params: Any) -> None:
        self.templates(code)  # an unknown code is a bug: say so now, not with a blank message
        self.code = code
        self.params = params
        super().__init__(code)

    def __str__(self) -> str:
        return self.message("en")

    @classmethod
    def templates(cls, code: str) -> Mapping[str, str]:
        """The message of `code` in each language (KeyError if there is no such code)."""
        raise NotImplementedError

    def message(self, lang: str = "en") -> str:
        """The message in `lang` (English if it has no text in `lang`)."""
        templates = self.templates(self.code)
        template = templates.get(lang) or templates["en"]
        return template.format(
            **{key: self.shown(key, value, lang) for key, value in self.params.items()}
        )

    def shown(self, key: str, value: Any, lang: str) -> Any:
        """How a parameter reads in `lang`: as it is, unless a subclass names it better."""
        return value
