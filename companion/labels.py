"""Words the command line and the app show around the data (the game names, as printed)."""

from __future__ import annotations

from collections.abc import Mapping

from cards_data import Entry
from companion.i18n import t

GAME_NAMES: Mapping[str, str] = {"bang": "BANG!", "duel": "BANG! Duel"}


def entry_name(entry: Entry, lang: str) -> str:
    """A card's, character's or role's name as the UI shows it in `lang`: a name no source
    prints in `lang` (the English one standing in) is marked so, "Bank (ingl.)"."""
    marker = untranslated_marker(entry, lang)
    return f"{entry.name(lang)} ({marker})" if marker else entry.name(lang)


def untranslated_marker(entry: Entry, lang: str) -> str:
    """ "ingl." where the entry's name in `lang` is the English one standing in for a name no
    source prints (see `Entry.untranslated`), else "". English names are never marked."""
    return t("name.english", lang) if lang != "en" and entry.untranslated(lang) else ""
