"""A rules lookup's answer in words, in the reader's language: the one wording both the
command line (`bang-companion rules`) and the app's lookup screen show."""

from __future__ import annotations

from cards_data import LANGUAGES, Entry
from cards_data.lookup import LookupResult, Match
from companion.games.pick import PRESENTERS
from companion.i18n import t
from companion.labels import GAME_NAMES, entry_name

QUOTED = 60
"""The most characters of a query an answer repeats."""


def describe(match: Match, lang: str, labelled: bool, game: str | None = None) -> str:
    """The entry in `lang`: name, kind and game (said apart when not `game`, the one being
    played), the name that found it (`labelled`, or always for a false friend), its other
    names, copies or decks, rules text."""
    entry = match.entry
    title = f"{entry_name(entry, lang)} — {t(f'kind.{entry.kind}', lang)}, {GAME_NAMES[entry.game]}"
    if game is not None and entry.game != game:
        title += " " + t("lookup.other_game", lang)
    language = t(f"language.{match.lang}", lang)
    if match.false_friend:
        title += "  " + t("lookup.false_friend", lang, name=match.matched_name, language=language)
    elif labelled:
        title += "  " + t("lookup.matched", lang, name=match.matched_name, language=language)
    lines = [title]
    lines += [_other_name(entry, other, lang) for other in LANGUAGES if other != lang]
    lines += PRESENTERS[entry.game].lookup_facts(entry, lang)
    lines += ["", entry.text[lang]]
    return "\n".join(lines)


def nothing_found(result: LookupResult, lang: str, quoted: bool = False) -> str:
    """That nothing has the name, and the names nearest it, each once, in `lang`. `quoted`:
    the query is said too (on the command line, where it is not on screen), cut short."""
    query = result.query if len(result.query) <= QUOTED else result.query[: QUOTED - 1] + "…"
    said = t("lookup.not_called", lang, query=query) if quoted else t("lookup.nothing_close", lang)
    names = [entry_name(match.entry, lang) for match in result.suggested(lang)]
    return f"{said} {t('lookup.did_you_mean', lang, names=', '.join(names))}" if names else said


def _other_name(entry: Entry, other: str, lang: str) -> str:
    """One of the entry's names in another language, marked when no source prints it."""
    name = entry.name(other)
    if entry.untranslated(other):
        name += " " + t("lookup.our_translation" if other == "en" else "lookup.unsourced", lang)
    return t("lookup.other_name", lang, language=t(f"language.{other}", lang), name=name)
