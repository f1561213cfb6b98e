"""How names are compared: players type "rate", "Raté" or "RATE !" and mean the same card."""

from __future__ import annotations

import re
import unicodedata

LANGUAGES: tuple[str, ...] = ("fr", "it", "nl", "en")
"""The languages every name and text exists in, in the order the app lists them."""

_NOT_ALNUM = re.compile(r"[^0-9a-z]+")


def normalise(text: str) -> str:
    """Fold case, accents and punctuation away so that typed names compare equal.

    "Raté !", "rate" and "RATÉ!" all give "rate"; "Cat-Balou" and "cat balou" give "cat balou".
    """
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    without_marks = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return _NOT_ALNUM.sub(" ", without_marks).strip()
