"""Every string the app shows, keyed by id, in French, Italian, Dutch and English.

The words live in Fluent files, one per language (companion/locales/<lang>.ftl), so that
plurals and grammatical agreement are the translators' business, written with selectors in
the file, not branches in the code. Card, character and role names are not there: they come
from cards_data in the UI language (companion.names). A test checks that every key has all
four languages with the same variables, and that every key the code asks for exists.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from decimal import Decimal
from functools import cache
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentType, fluent_number

UI_LANGUAGES: tuple[str, ...] = ("fr", "it", "nl", "en")
"""The languages the UI speaks, in the order the language buttons show them."""

LANGUAGE_LABELS: Mapping[str, str] = {
    "fr": "Français",
    "it": "Italiano",
    "nl": "Nederlands",
    "en": "English",
}

LOCALES = Path(__file__).parent / "locales"

FRENCH_ELISION = frozenset("aeiouyhàâäéèêëîïôöùûüœæAEIOUYHÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆ")
"""First letters before which French elides "de", "le", "que" (a mute h is assumed: a name's
aspirated h is rare at a table, and "d'Hector" is the common spelling)."""


def fluent_id(key: str) -> str:
    """Fluent ids cannot hold dots: "centre.turn" is written centre-turn in the files."""
    return key.replace(".", "-")


def elision(value: object) -> str:
    """ELISION($name) in a Fluent file: "vowel" when French elides before `value`, else
    "other" (so "Tour d'Anna" but "Tour de Ben")."""
    text = value.value if isinstance(value, FluentType) else str(value)
    return "vowel" if text[:1] in FRENCH_ELISION else "other"


@cache
def bundle(lang: str) -> FluentBundle:
    """The parsed strings of one language, read once, when first needed."""
    found = FluentBundle([lang], functions={"ELISION": elision}, use_isolating=False)
    found.add_resource(FluentResource((LOCALES / f"{lang}.ftl").read_text(encoding="utf-8")))
    return found


def fluent_value(value: object) -> object:
    """A parameter as Fluent takes it: numbers stay numbers (for plurals), shown without
    thousands separators as before; anything else is shown as its str()."""
    if isinstance(value, int | float | Decimal) and not isinstance(value, bool):
        return fluent_number(value, useGrouping=False)
    return value if isinstance(value, str) else str(value)


def t(key: str, lang: str, **params: object) -> str:
    """The string `key` in `lang` (English for a language the UI does not speak), its
    variables filled in. A missing key or variable raises KeyError, as a bad template would."""
    found = bundle(lang if lang in UI_LANGUAGES else "en")
    message = found.get_message(fluent_id(key))
    args = {name: fluent_value(value) for name, value in params.items()}
    text, errors = found.format_pattern(message.value, args)
    if errors:
        raise KeyError(f"{key} ({lang}): {errors[0]}")
    return text


Said = Callable[[str], str]
"""A message as a function of the language: a screen that keeps one says it again when the
players choose another language."""


def words(key: str, **params: object) -> Said:
    """The message `key`, with variables that read the same in every language."""
    return lambda lang: t(key, lang, **params)


def has(key: str) -> bool:
    """Whether the app has a string `key` (every language has the same keys: test_i18n)."""
    return bundle("en").has_message(fluent_id(key))


def next_language(lang: str) -> str:
    """The language after `lang` in the cycle F2 walks through."""
    return UI_LANGUAGES[(UI_LANGUAGES.index(lang) + 1) % len(UI_LANGUAGES)]
