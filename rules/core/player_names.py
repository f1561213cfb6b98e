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
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import combinations
from typing import Any

from cards_data import sentences
from rules.core.explained import Explained
from rules.core.notation import reads_as_player

MAX_LENGTH = 30

NAME_CODES = frozenset(
    ("name_blank", "name_too_long", "name_bad_character", "name_reserved", "names_alike")
)
"""Why a name is refused; SetupError and DuelSetupError both word these, with the messages
setup_error-<code> of cards_data/locales/<lang>/setup.ftl."""


def meaning(what: str, lang: str) -> str:
    """What a reserved name would read as ("discard", "character", "side"), in `lang`."""
    return sentences.t(f"setup_error-reads_as-{what}", lang)


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
        return "name_bad_character", {"name": name, "char": shown, "written": repr(name)}
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
