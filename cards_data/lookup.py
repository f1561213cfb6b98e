"""Find cards, characters and roles by any of their names, in any language, despite typos."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from rapidfuzz import fuzz, process

from cards_data.loader import load_bang, load_duel
from cards_data.model import Entry
from cards_data.names import normalise

TYPO_SCORE = 72.0
"""Below this similarity (0-100) a name is a suggestion, not a match ("planke" → Planque is 77)."""
FALSE_FRIEND_SCORE = 77.0
"""An exact match also lists near-identical names of other entries (Diligence / Diligenza: 78)."""
WORD_SCORE = 90.0
"""A query of 4+ letters that is a whole word of a longer name ("Bart" in "Bart Cassidy")."""


@dataclass(frozen=True)
class Match:
    """An entry found by a query, with the language and spelling of the name that matched."""

    entry: Entry
    lang: str
    matched_name: str
    score: float


@dataclass(frozen=True)
class LookupResult:
    """What a query found: matches best first, or suggestions when nothing matched."""

    query: str
    matches: tuple[Match, ...]
    suggestions: tuple[str, ...] = ()


@dataclass(frozen=True)
class _Name:
    entry: Entry
    lang: str
    name: str


@cache
def _index(game: str | None) -> tuple[tuple[str, ...], tuple[_Name, ...]]:
    """Every name of every entry, normalised, in parallel tuples (keys, owners)."""
    entries: list[Entry] = []
    if game in (None, "bang"):
        entries.extend(load_bang().entries())
    if game in (None, "duel"):
        entries.extend(load_duel().entries())
    owners = tuple(
        _Name(entry, lang, name) for entry in entries for lang, name in entry.all_names()
    )
    return tuple(normalise(owner.name) for owner in owners), owners


def lookup(query: str, game: str | None = None, limit: int = 8) -> LookupResult:
    """Find what `query` names. Exact names win; otherwise the closest names above TYPO_SCORE."""
    key = normalise(query)
    keys, owners = _index(game)
    if not key:
        return LookupResult(query, ())
    scored = process.extract(key, keys, scorer=_similarity, limit=None, score_cutoff=50)
    ranked = [(owners[i], score) for _, score, i in scored]
    exact = [name for name, score in ranked if score == 100]
    threshold = FALSE_FRIEND_SCORE if exact else TYPO_SCORE
    found = _best_per_entry((name, score) for name, score in ranked if score >= threshold)
    if found:
        return LookupResult(query, tuple(found[:limit]))
    suggestions = _best_per_entry(ranked)[:3]
    return LookupResult(query, (), tuple(m.matched_name for m in suggestions))


def _similarity(query: str, name: str, **_: object) -> float:
    """Edit similarity, raised for a query that is one or more whole words of the name."""
    if len(query) >= 4 and query != name and f" {query} " in f" {name} ":
        return max(WORD_SCORE, fuzz.ratio(query, name))
    return fuzz.ratio(query, name)


def _best_per_entry(ranked: Iterable[tuple[_Name, float]]) -> list[Match]:
    """Keep each entry once, under its best-scoring name; best scores first."""
    best: dict[tuple[str, str, str], Match] = {}
    for name, score in ranked:
        identity = (name.entry.game, name.entry.kind, name.entry.id)
        if identity not in best or score > best[identity].score:
            best[identity] = Match(name.entry, name.lang, name.name, score)
    return sorted(best.values(), key=lambda match: -match.score)
