"""Rules lookup accuracy: every name of both games, in four languages and five typed forms,
looked up with either game chosen.

Run: python bench/lookup.py. Prints, per game chosen and per form, how many queries have the
right entry first: the chosen game's entry of that name if it has one, else the entry whose
name it is (the other game's). Then how many everyday game words (not names) find a card,
which should be none. Asserts nothing.

Forms: the name as printed; unaccented lower case; two letters swapped (names of five letters
or more); a letter dropped (six or more); with an article ("une", "il", "de", "the"); plural
(cards only).
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Iterator

from cards_data import LANGUAGES, load_bang, load_duel, normalise
from cards_data.lookup import lookup
from cards_data.model import Entry

ARTICLE = {"fr": "une", "it": "il", "nl": "de", "en": "the"}
NOT_NAMES = (
    *("beurt", "tour", "turno", "turn", "kaart", "carte", "carta", "card"),
    *("speler", "joueur", "giocatore", "player", "leven", "vie", "vita", "life"),
    *("stapel", "pioche", "mazzo", "deck", "hand", "main", "mano"),
    *("afleggen", "defausse", "scarti", "discard", "schot", "tir", "colpo", "shot"),
    *("wapen", "arme", "arma", "weapon", "bereik", "portee", "gittata", "range"),
)
"""Words a player says about the game that name no card, character or role."""


def _unaccented(name: str) -> str:
    decomposed = unicodedata.normalize("NFKD", name.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _typo(name: str) -> str | None:
    if len(name) < 5:
        return None
    middle = len(name) // 2
    return name[: middle - 1] + name[middle] + name[middle - 1] + name[middle + 1 :]


def _plural(name: str, lang: str) -> str:
    word = name.rstrip(" !")
    if lang == "it" and word[-1] in "oe":
        return word[:-1] + "i"
    if lang == "it" and word[-1] == "a":
        return word[:-1] + "e"
    if lang == "nl" and word[-1] not in "aeiou":
        return word + "en"
    return word + "s"


def forms(entry: Entry, lang: str) -> Iterator[tuple[str, str]]:
    name = entry.names[lang]
    yield "printed", name
    yield "unaccented", _unaccented(name)
    if typo := _typo(name):
        yield "swapped", typo
    if len(name) >= 6:
        yield "dropped", name[: len(name) // 2] + name[len(name) // 2 + 1 :]
    yield "article", f"{ARTICLE[lang]} {name}"
    if entry.kind == "card":
        yield "plural", _plural(name, lang)


def main() -> None:
    entries = [*load_bang().entries(), *load_duel().entries()]
    for chosen in ("bang", "duel"):
        by_name = {
            normalise(name): entry
            for entry in entries
            if entry.game == chosen
            for name in entry.names.values()
        }
        right: Counter[str] = Counter()
        asked: Counter[str] = Counter()
        for entry in entries:
            for lang in LANGUAGES:
                expected = by_name.get(normalise(entry.names[lang]), entry)
                for form, query in forms(entry, lang):
                    matches = lookup(query, chosen).matches
                    ok = bool(matches) and matches[0].entry is expected
                    asked[form] += 1
                    right[form] += ok
                    if expected.game != chosen:
                        asked["(the other game's)"] += 1
                        right["(the other game's)"] += ok
        other = "(the other game's)"
        total = sum(asked.values()) - asked[other]
        print(f"--game {chosen}: {sum(right.values()) - right[other]} of {total} right first")
        for form in [*(form for form in asked if form != other), other]:
            print(f"  {form:<18} {right[form]:>4} of {asked[form]}")
    wrong = [word for word in NOT_NAMES if lookup(word).matches]
    print(f"game words that find a card: {len(wrong)} of {len(NOT_NAMES)} {wrong}")


if __name__ == "__main__":
    main()
