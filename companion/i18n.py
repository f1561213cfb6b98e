"""Every string the app shows, keyed by id, in each language the product has a folder for.

The words live in Fluent files, one folder per language (cards_data/locales/<lang>/*.ftl, read
by cards_data.sentences, which the rules engine uses too), so that plurals and grammatical
agreement are the translators' business, written with selectors in the files, not branches
in the code. Card, character and role names are not there: they come from cards_data in the
UI language (companion.names). A test checks that every key has every language with the same
variables, and that every key the code asks for exists.
"""

from __future__ import annotations

from collections.abc import Callable

from cards_data import sentences
from cards_data.sentences import fluent_id, fluent_value

__all__ = [
    "UI_LANGUAGES",
    "Said",
    "fluent_id",
    "fluent_value",
    "has",
    "language_label",
    "next_language",
    "t",
    "words",
]

UI_LANGUAGES: tuple[str, ...] = sentences.languages()
"""The languages the UI speaks, in the order the language buttons show them: the folders of
cards_data/locales, English last."""


def language_label(lang: str) -> str:
    """The language's name in itself, on its button. Asked when the buttons are made: reading
    every language's files for it at import would cost each command's start a sixth of a
    second."""
    return sentences.t("language-self", lang)


def t(key: str, lang: str, /, **params: object) -> str:
    """The string `key` in `lang` (English for a language the UI does not speak), its
    variables filled in. A missing key or variable raises KeyError, as a bad template would."""
    return sentences.t(key, lang, **params)


Said = Callable[[str], str]
"""A message as a function of the language: a screen that keeps one says it again when the
players choose another language."""


def words(key: str, **params: object) -> Said:
    """The message `key`, with variables that read the same in every language."""
    return lambda lang: t(key, lang, **params)


def has(key: str) -> bool:
    """Whether the app has a string `key` (every language has the same keys: test_i18n)."""
    return sentences.has(key)


def next_language(lang: str) -> str:
    """The language after `lang` in the cycle F2 walks through."""
    return UI_LANGUAGES[(UI_LANGUAGES.index(lang) + 1) % len(UI_LANGUAGES)]
