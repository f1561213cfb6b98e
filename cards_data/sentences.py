"""Every sentence the product shows, read from Fluent files: one folder per language.

cards_data/locales/<lang>/*.ftl hold the words of one language, split by subject (app.ftl for
the companion's screens, refusals.ftl for refused moves, notation.ftl, setup.ftl, cli.ftl...).
The languages are the folders present, English the fallback: adding a language is adding a
folder. Plurals and grammatical agreement are written with selectors in the files, not
branches in the code; Python asks for a message id with its arguments. Both the rules engine
and the companion read their words here (the rules never import the companion).
"""

from __future__ import annotations

import re
from decimal import Decimal
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fluent.runtime import FluentBundle

# Fluent (and Babel under it) is imported where a sentence is first needed, not here: the rules
# import this module for their refusals, and a bot game or a command that says nothing would
# spend a fifth of its start-up importing it.

_MESSAGE_ID = re.compile(r"^([a-zA-Z][a-zA-Z0-9_-]*) *=", re.MULTILINE)
"""A Fluent message's id, where the message starts (the syntax's Identifier)."""

LOCALES = Path(__file__).parent / "locales"
FALLBACK = "en"
"""The language every message exists in, used for a language no folder speaks."""

FRENCH_ELISION = frozenset("aeiouyhàâäéèêëîïôöùûüœæAEIOUYHÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆ")
"""First letters before which French elides "de", "le", "que" (a mute h is assumed: a name's
aspirated h is rare at a table, and "d'Hector" is the common spelling)."""


def fluent_id(key: str) -> str:
    """Fluent ids cannot hold dots: "centre.turn" is written centre-turn in the files."""
    return key.replace(".", "-")


def elision(value: object) -> str:
    """ELISION($name) in a Fluent file: "vowel" when French elides before `value`, else
    "other" (so "Tour d'Anna" but "Tour de Ben")."""
    from fluent.runtime.types import FluentType

    text = value.value if isinstance(value, FluentType) else str(value)
    return "vowel" if text[:1] in FRENCH_ELISION else "other"


def fluent_value(value: object) -> object:
    """A parameter as Fluent takes it: numbers stay numbers (for plurals), shown without
    thousands separators; anything else is shown as its str()."""
    from fluent.runtime.types import fluent_number

    if isinstance(value, int | float | Decimal) and not isinstance(value, bool):
        return fluent_number(value, useGrouping=False)
    return value if isinstance(value, str) else str(value)


class Sentences:
    """The Fluent files under one folder of languages, each language read once, when needed."""

    def __init__(self, root: Path = LOCALES) -> None:
        self.root = root
        self._bundles: dict[str, FluentBundle] = {}

    @cached_property
    def languages(self) -> tuple[str, ...]:
        """The folders that hold .ftl files, in alphabetical order, English last (the order
        of the language buttons)."""
        found = sorted(p.name for p in self.root.iterdir() if any(p.glob("*.ftl")))
        return tuple(sorted(found, key=lambda lang: lang == FALLBACK))

    def files(self, lang: str) -> list[Path]:
        return sorted((self.root / lang).glob("*.ftl"))

    def ids(self, file: str) -> list[str]:
        """The message ids one file of the English folder defines, in order (read as
        `message_ids` reads them)."""
        return _MESSAGE_ID.findall((self.root / FALLBACK / f"{file}.ftl").read_text("utf-8"))

    def bundle(self, lang: str) -> FluentBundle:
        """The messages of `lang` (English for a language no folder holds)."""
        from fluent.runtime import FluentBundle, FluentResource

        lang = lang if lang in self.languages else FALLBACK
        if lang not in self._bundles:
            found = FluentBundle([lang], functions={"ELISION": elision}, use_isolating=False)
            for path in self.files(lang):
                found.add_resource(FluentResource(path.read_text(encoding="utf-8")))
            self._bundles[lang] = found
        return self._bundles[lang]

    def has(self, key: str) -> bool:
        """Whether there is a message `key` (every language has the same ones: the tests).

        Asked of the English files' message ids, not of a bundle: every refusal asks it once
        per code (rules.core.explained), and a bot game that refuses moves nobody reads would
        otherwise parse every English message, a tenth of a second, to word none of them."""
        return fluent_id(key) in self.message_ids

    @cached_property
    def message_ids(self) -> frozenset[str]:
        """The ids of the English messages: each a line's first word followed by `=` (a
        message's other lines are indented; terms start with `-`, comments with `#`)."""
        texts = (path.read_text(encoding="utf-8") for path in self.files(FALLBACK))
        return frozenset(found for text in texts for found in _MESSAGE_ID.findall(text))

    def text(self, key: str, lang: str, /, **params: object) -> str:
        """The message `key` in `lang`, its variables filled in. A missing key or variable
        raises KeyError, as a bad template would."""
        found = self.bundle(lang)
        return _format(found, found.get_message(fluent_id(key)).value, key, lang, params)

    def attribute(self, key: str, name: str, lang: str, /, **params: object) -> str:
        """The attribute `name` of message `key` (`.rule` of a refusal) in `lang`, English
        where that language's file does not give it yet."""
        found = self.bundle(lang)
        attributes = found.get_message(fluent_id(key)).attributes
        if name not in attributes:
            found = self.bundle(FALLBACK)
            attributes = found.get_message(fluent_id(key)).attributes
        return _format(found, attributes[name], key, lang, params)


def _format(
    found: FluentBundle, pattern: object, key: str, lang: str, params: dict[str, object]
) -> str:
    args = {name: fluent_value(value) for name, value in params.items()}
    text, errors = found.format_pattern(pattern, args)
    if errors:
        raise KeyError(f"{key} ({lang}): {errors[0]}")
    return text


SENTENCES = Sentences()
"""The product's own languages (tests may put another folder of languages in its place)."""


def t(key: str, lang: str, /, **params: object) -> str:
    """The message `key` in `lang` (English for a language no folder holds), filled in."""
    return SENTENCES.text(key, lang, **params)


def has(key: str) -> bool:
    return SENTENCES.has(key)


def languages() -> tuple[str, ...]:
    """The languages there is a folder for, English last."""
    return SENTENCES.languages
