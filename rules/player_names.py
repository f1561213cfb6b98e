"""Which names players may take: the notation must read each one back as that player only.

Both games write moves as text and read them back (docs/notation.md), so a name is refused at
set-up when the notation could not: a blank or absurdly long name, one holding a colon (it
ends a target's name) or an invisible character, a name the notation reads as something
else where a player's name stands (the game says which, `reserved`), and two names a referee
could not tell apart when typing: equal once case, Unicode form and spacing are folded, or
read as one another by the notation's own matching (Turkish dotless "ı" reads as "i").
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from itertools import combinations
from typing import Any

from rules.explained import Explained
from rules.notation import reads_as_player

MAX_LENGTH = 30

MESSAGES: Mapping[str, Mapping[str, str]] = {
    "name_blank": {
        "en": "a player's name is blank",
        "fr": "le nom d'un joueur est vide",
        "it": "il nome di un giocatore è vuoto",
        "nl": "de naam van een speler is leeg",
    },
    "name_too_long": {
        "en": "'{name}' is longer than {most} characters",
        "fr": "« {name} » dépasse {most} caractères",
        "it": "«{name}» supera {most} caratteri",
        "nl": "'{name}' is langer dan {most} tekens",
    },
    "name_bad_character": {
        "en": "{name!r} holds {char}, which a move line cannot hold in a name",
        "fr": "{name!r} contient {char}, qu'un nom ne peut pas contenir dans un coup",
        "it": "{name!r} contiene {char}, che un nome non può contenere in una mossa",
        "nl": "{name!r} bevat {char}, wat een naam in een zet niet kan bevatten",
    },
    "name_reserved": {
        "en": "'{name}' cannot be a player's name: the game would read it as {what}",
        "fr": "« {name} » ne peut pas être un nom de joueur : le jeu le lirait comme {what}",
        "it": "«{name}» non può essere il nome di un giocatore: il gioco lo leggerebbe come {what}",
        "nl": "'{name}' kan geen spelersnaam zijn: het spel zou het lezen als {what}",
    },
    "names_alike": {
        "en": "'{name}' and '{other}' cannot be told apart when a move is typed",
        "fr": "« {name} » et « {other} » ne se distinguent pas quand on tape un coup",
        "it": "«{name}» e «{other}» non si distinguono quando si scrive una mossa",
        "nl": "'{name}' en '{other}' zijn niet uit elkaar te houden bij het typen van een zet",
    },
}
"""Why a name is refused; SetupError and DuelSetupError both word these."""

_MEANINGS: Mapping[str, Mapping[str, str]] = {
    "discard": {
        "en": "the discard pile",
        "fr": "la défausse",
        "it": "la pila degli scarti",
        "nl": "de aflegstapel",
    },
    "character": {"en": "a character", "fr": "un personnage", "it": "un personaggio",
                  "nl": "een personage"},
    "side": {"en": "the other side", "fr": "l'autre camp", "it": "l'altra fazione",
             "nl": "de andere kant"},
}  # fmt: skip
"""What a reserved name reads as, the `what` of "name_reserved"."""


def meaning(what: str, lang: str) -> str:
    """What a reserved name would read as, in `lang`."""
    return _MEANINGS[what].get(lang, _MEANINGS[what]["en"])


def check_names(
    names: Sequence[str], reserved: Callable[[str], str | None], error: type[Explained]
) -> None:
    """Raise `error` for the first name the notation could not read back as its player.

    `reserved(name)` says what a name reads as where a move expects a player, if anything else.
    """
    for name in names:
        problem = _problem(name, reserved)
        if problem is not None:
            code, params = problem
            raise error(code, **params)
    for name, other in combinations(names, 2):
        if _alike(name, other):
            raise error("names_alike", name=name, other=other)


def _problem(name: str, reserved: Callable[[str], str | None]) -> tuple[str, Any] | None:
    if not name.strip():
        return "name_blank", {}
    if len(name) > MAX_LENGTH:
        return "name_too_long", {"name": name, "most": MAX_LENGTH}
    bad = next((ch for ch in name if ch == ":" or not ch.isprintable()), None)
    if bad is not None:
        shown = "':'" if bad == ":" else f"U+{ord(bad):04X}"
        return "name_bad_character", {"name": name, "char": shown}
    what = reserved(name)
    if what is not None:
        return "name_reserved", {"name": name, "what": what}
    return None


@lru_cache(maxsize=1024)
def _alike(name: str, other: str) -> bool:
    """Equal once folded, or read as one another by the notation. Remembered: every setup
    asks it of each pair of names (21 for seven players), and `simulate` deals thousands
    with the same names; the answer depends on the two names alone."""
    return (
        _folded(name) == _folded(other)
        or reads_as_player(name, other)
        or reads_as_player(other, name)
    )


def _folded(name: str) -> str:
    """Case, Unicode form ("Zoë" typed as e + ¨) and spacing folded away."""
    spaced = " ".join(name.split())
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", spaced).casefold())
