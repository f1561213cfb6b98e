"""Find cards, characters and roles by any of their names, in any language, despite typos.

Both games are searched: a player at a Duel who types "Raté" means the BANG! card, and is
told so, rather than offered the nearest Duel card. The game and language being played only
order what was found: an exact name (or a form of it, "une Bière", "Tonnen") comes first,
then the game being played, then the language being read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from functools import cache

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from cards_data.loader import load_bang, load_duel
from cards_data.model import GAMES, Entry
from cards_data.names import normalise

TYPO_SCORE = 72.0
"""Below this similarity (0-100) a name is a suggestion, not a match ("planke" → Planque is 77)."""
FALSE_FRIEND_SCORE = 77.0
"""An exact match also lists near-identical names of other languages (Diligence / Diligenza)."""
WORD_SCORE = 90.0
"""A query of 4+ letters that is a whole word of a longer name ("Bart" in "Bart Cassidy")."""
SUGGESTIONS = 3
"""Names offered when nothing matched (twice as many entries are kept: a name may be both
games')."""
LETTERS_PER_TYPO = 3
"""A typo match may differ by one edit (a letter added, dropped, changed, or two swapped) per
this many letters typed: "planke" is two edits from Planque, but the Dutch word "beurt"
(turn) is not a misspelt "Burst". Under four letters, only a name itself matches."""

ARTICLES = frozenset(
    word
    for words in (
        ("le", "la", "les", "l", "un", "une", "des", "du", "de"),
        ("il", "lo", "i", "gli", "uno", "una"),
        ("de", "het", "een"),
        ("the", "a", "an"),
    )
    for word in words
)
"""Articles a player may type before a name, in French, Italian, Dutch and English ("une
Bière", "il Mancato", "de Ton")."""
CARD_WORDS = ("kaarten", "kaart", "cartes", "carte", "carta", "cards", "card")
"""Words for "card" typed with a name ("Bier-kaart", "carta Birra", "BANG!-kaarten")."""
SINGULARS = (
    ("ies", ("y",)),
    ("nnen", ("n",)),
    ("en", ("",)),
    ("es", ("", "e")),
    ("s", ("",)),
    ("e", ("a",)),
    ("x", ("",)),
    ("i", ("o", "e")),
)
"""Plural endings and the singular endings they may stand for, in the four languages
(Tonnen → Ton, Bieren → Bier, Birre → Birra, Mancati → Mancato, Barrels → Barrel)."""


@dataclass(frozen=True)
class Match:
    """An entry found by a query, with the language and spelling of the name that matched.

    `false_friend`: the name is not what was typed but is near-identical in another language
    than the exact match's (Italian "Diligenza", French "Diligence"): listed, never first."""

    entry: Entry
    lang: str
    matched_name: str
    score: float
    false_friend: bool = False
    edits: int = 0
    """For a typo: how many letters were added, dropped, changed or swapped."""

    @property
    def exact(self) -> bool:
        return self.score == 100 and not self.false_friend


@dataclass(frozen=True)
class LookupResult:
    """What a query found: matches best first, or suggestions when nothing matched."""

    query: str
    matches: tuple[Match, ...]
    suggestions: tuple[Match, ...] = ()

    def suggested(self, lang: str | None = None) -> tuple[Match, ...]:
        """The first SUGGESTIONS suggestions of distinct names in `lang` (None: the names as
        they matched): two games' Remington are one word to a player."""
        kept: dict[str, Match] = {}
        for match in self.suggestions:
            name = match.entry.name(lang) if lang else match.matched_name
            kept.setdefault(name, match)
        return tuple(kept.values())[:SUGGESTIONS]


@dataclass(frozen=True)
class _Name:
    entry: Entry
    lang: str
    name: str


@dataclass(frozen=True)
class _Index:
    """Every name of every entry, normalised (`keys`), its owner at the same place, and
    where each key stands, for exact and form matches."""

    keys: tuple[str, ...]
    owners: tuple[_Name, ...]
    places: dict[str, tuple[int, ...]]


@cache
def _index(within: str | None) -> _Index:
    entries: list[Entry] = []
    if within in (None, "bang"):
        entries.extend(load_bang().entries())
    if within in (None, "duel"):
        entries.extend(load_duel().entries())
    owners = tuple(
        _Name(entry, lang, name) for entry in entries for lang, name in entry.all_names()
    )
    keys = tuple(normalise(owner.name) for owner in owners)
    places: dict[str, list[int]] = {}
    for place, key in enumerate(keys):
        places.setdefault(key, []).append(place)
    return _Index(keys, owners, {key: tuple(found) for key, found in places.items()})


def lookup(
    query: str,
    prefer: str | None = None,
    lang: str | None = None,
    within: str | None = None,
    limit: int = 8,
) -> LookupResult:
    """Find what `query` names, in both games (or only `within` one).

    Exact names (or forms of them) win over typos; among equals, the `prefer`red game's and
    then the `lang` language's entries come first."""
    key = normalise(query)
    index = _index(within)
    if not key:
        return LookupResult(query, ())
    scored = process.extract(key, index.keys, scorer=_similarity, limit=None, score_cutoff=50)
    ranked = [(index.owners[i], score) for _, score, i in scored]
    exact = _exact(key, index)
    if exact:
        found = _with_false_friends(exact, ranked)
    else:
        typos = _best_per_entry((n, s) for n, s in ranked if s >= TYPO_SCORE and _typo(key, n))
        found = [replace(m, edits=_edits(key, normalise(m.matched_name))) for m in typos]
    order = _order(prefer, lang)
    if found:
        return LookupResult(query, tuple(sorted(found, key=order)[:limit]))
    suggestions = sorted(_best_per_entry(ranked), key=lambda m: (-m.score, order(m)))
    return LookupResult(query, (), tuple(suggestions[: 2 * SUGGESTIONS]))


def _order(prefer: str | None, lang: str | None) -> Callable[[Match], tuple[object, ...]]:
    """Exact names before typos before false friends; typos with the fewest edits first
    ("Carbaine" is one edit from both games' Carbine/Carabine); then the game and the
    language the player is in."""

    def key(match: Match) -> tuple[object, ...]:
        game = match.entry.game
        return (
            match.false_friend,
            not match.exact,
            match.edits,
            game != prefer,
            match.lang != lang,
            -match.score,
            GAMES.index(game),
        )

    return key


def _with_false_friends(exact: list[_Name], ranked: list[tuple[_Name, float]]) -> list[Match]:
    """The exact matches, and the near-identical names of languages none of them is in."""
    languages = {name.lang for name in exact}
    matches = _best_per_entry((name, 100.0) for name in exact)
    found = {_identity(match.entry) for match in matches}
    near = _best_per_entry(
        (name, score)
        for name, score in ranked
        if FALSE_FRIEND_SCORE <= score < 100 and name.lang not in languages
    )
    return matches + [
        Match(m.entry, m.lang, m.matched_name, m.score, false_friend=True)
        for m in near
        if _identity(m.entry) not in found
    ]


def _exact(key: str, index: _Index) -> list[_Name]:
    """The names `key` is, or failing that the names it is a form of (the first kind of form
    that finds any: the bare name before its singulars)."""
    for forms in _forms(key):
        found = [index.owners[place] for form in forms for place in index.places.get(form, ())]
        if found:
            return found
    return []


def _forms(key: str) -> Iterator[tuple[str, ...]]:
    """The query, else the names it may be a form of: without an article or a word for
    "card", then singular. Only names that exist count, so a form is as sure as the name."""
    yield (key,)
    bare = _without_card_words(key.split())
    while len(bare) > 1 and bare[0] in ARTICLES:
        bare = bare[1:]
    if bare[-1] == "s" and len(bare) > 1:  # Dutch "Deputy's", the apostrophe gone
        bare = bare[:-1]
    yield (" ".join(bare),)
    yield tuple(
        " ".join([*bare[:position], singular, *bare[position + 1 :]])
        for position, word in enumerate(bare)
        for singular in _singulars(word)
    )


def _without_card_words(words: list[str]) -> list[str]:
    """ "carta Birra", "Bier-kaart", "bierkaart" → the name alone (never nothing)."""
    kept = [word for word in words if word not in CARD_WORDS] or words
    last = kept[-1]
    for suffix in CARD_WORDS:
        if last.endswith(suffix) and len(last) - len(suffix) >= 3:
            return [*kept[:-1], last[: -len(suffix)]]
    return kept


def _singulars(word: str) -> Iterator[str]:
    """What a plural word may be the plural of (nothing for words of under four letters)."""
    if len(word) < 4:
        return
    for ending, singulars in SINGULARS:
        if word.endswith(ending):
            for singular in singulars:
                yield word[: -len(ending)] + singular


def _typo(key: str, name: _Name) -> bool:
    """Whether `key` is near enough `name` to be taken for it: within one edit per
    LETTERS_PER_TYPO letters typed."""
    return _edits(key, normalise(name.name)) <= (
        len(key) // LETTERS_PER_TYPO if len(key) >= 4 else 0
    )


def _edits(typed: str, name: str) -> int:
    """Letters added, dropped, changed or swapped from `typed` to `name`; none for whole
    words of it ("Bart" is as near Bart Cassidy as Bart Masterson)."""
    return 0 if f" {typed} " in f" {name} " else OSA.distance(typed, name)


def _similarity(query: str, name: str, **_: object) -> float:
    """Edit similarity, raised for a query that is one or more whole words of the name."""
    if len(query) >= 4 and query != name and f" {query} " in f" {name} ":
        return max(WORD_SCORE, fuzz.ratio(query, name))
    return fuzz.ratio(query, name)


def _identity(entry: Entry) -> tuple[str, str, str]:
    return entry.game, entry.kind, entry.id


def _best_per_entry(ranked: Iterable[tuple[_Name, float]]) -> list[Match]:
    """Keep each entry once, under its best-scoring name; best scores first."""
    best: dict[tuple[str, str, str], Match] = {}
    for name, score in ranked:
        identity = _identity(name.entry)
        if identity not in best or score > best[identity].score:
            best[identity] = Match(name.entry, name.lang, name.name, score)
    return sorted(best.values(), key=lambda match: -match.score)
