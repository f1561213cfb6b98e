"""Every string the app shows, keyed by id, in French, Italian, Dutch and English.

Card, character and role names are not here: they come from cards_data in the UI language
(companion.names). A test checks that every key has all four languages with the same
placeholders, and that every key the code asks for exists.
"""

from __future__ import annotations

from collections.abc import Mapping

from companion.strings import STRINGS

UI_LANGUAGES: tuple[str, ...] = ("fr", "it", "nl", "en")
"""The languages the UI speaks, in the order the language buttons show them."""

LANGUAGE_LABELS: Mapping[str, str] = {
    "fr": "Français",
    "it": "Italiano",
    "nl": "Nederlands",
    "en": "English",
}


def t(key: str, lang: str, **params: object) -> str:
    """The string `key` in `lang`, its {placeholders} filled in."""
    texts = STRINGS[key]
    return texts.get(lang, texts["en"]).format(**params)


def next_language(lang: str) -> str:
    """The language after `lang` in the cycle F2 walks through."""
    return UI_LANGUAGES[(UI_LANGUAGES.index(lang) + 1) % len(UI_LANGUAGES)]
