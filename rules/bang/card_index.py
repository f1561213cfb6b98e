"""A card's corner index ("Q♥") as players type it, in French, Italian, Dutch or English.

At the table people read the index aloud or type what is quickest: "Q♥", "Qh", "dame de cœur",
"donna di cuori", "harten vrouw". All of them mean the same (suit, rank) pair, which is what the
engine compares; the printed form "Q♥" is the one the app writes back.
"""

from __future__ import annotations

import re
import unicodedata

from cards_data.model import SUIT_SIGNS
from rules.core.typed_words import words_of

INDEX_WORDS = 3
"""The most words an index takes ("dame de cœur", "koning van schoppen")."""

_SYMBOLS: dict[str, str] = {
    "♥": "hearts",
    "♡": "hearts",
    "♦": "diamonds",
    "♢": "diamonds",
    "♣": "clubs",
    "♧": "clubs",
    "♠": "spades",
    "♤": "spades",
}

_SUIT_WORDS: dict[str, str] = {
    **_SYMBOLS,
    **dict.fromkeys(
        ("hearts", "heart", "coeur", "coeurs", "cuori", "cuore", "harten", "hart"), "hearts"
    ),
    **dict.fromkeys(
        ("diamonds", "diamond", "carreau", "carreaux", "quadri", "ruiten", "ruit"), "diamonds"
    ),
    **dict.fromkeys(("clubs", "club", "trefle", "trefles", "fiori", "klaveren", "klaver"), "clubs"),
    **dict.fromkeys(("spades", "spade", "pique", "piques", "picche", "schoppen"), "spades"),
}
"""Suits written out or as a sign; such a word may come before or after the rank."""

_SUIT_LETTERS: dict[str, str] = {"h": "hearts", "d": "diamonds", "c": "clubs", "s": "spades"}
"""One-letter suits, accepted only right after the rank ("Qh", "10 s"): alone they are too
easily a rank letter (French D for dame) or part of a word."""

_RANKS: dict[str, str] = {
    **{str(number): str(number) for number in range(2, 11)},
    # English letters, then the French ones (valet, dame, roi).
    "j": "J",
    "q": "Q",
    "k": "K",
    "a": "A",
    "v": "J",
    "d": "Q",
    "r": "K",
    "jack": "J",
    "queen": "Q",
    "king": "K",
    "ace": "A",
    "valet": "J",
    "dame": "Q",
    "roi": "K",
    "as": "A",
    "fante": "J",
    "donna": "Q",
    "re": "K",
    "asso": "A",
    "boer": "J",
    "vrouw": "Q",
    "heer": "K",
    "koning": "K",
    "aas": "A",
}

_FILLERS = frozenset({"of", "de", "di", "van"})
"""The small words between rank and suit: "queen of hearts", "10 de pique", "re di fiori"."""

_GLUED = re.compile(r"(10|[2-9]|[jqkavdr])([hdcs])")
"""A rank and a suit letter written as one word: "qh", "10s", "as" (A♠)."""

_WORD = re.compile(r"[a-z0-9]+|[" + "".join(_SYMBOLS) + "]")


def _words(text: str) -> list[str]:
    """Lower-case words without accents or punctuation, each suit sign a word of its own.

    "œ" is spelt out first because Unicode does not decompose it ("cœur" → "coeur").
    """
    folded = text.casefold().replace("œ", "oe")
    bare = "".join(
        ch for ch in unicodedata.normalize("NFKD", folded) if not unicodedata.combining(ch)
    )
    return [word for word in _WORD.findall(bare) if word not in _FILLERS]


def parse_index(text: str) -> tuple[str, str] | None:
    """The (suit, rank) a typed index names, e.g. "dame de cœur" → ("hearts", "Q").

    None when the text is not exactly one index, so that callers can try another reading.
    """
    if len(words_of(text)) > INDEX_WORDS:
        return None
    words = _words(text)
    if len(words) == 1 and (glued := _GLUED.fullmatch(words[0])):
        return _SUIT_LETTERS[glued[2]], _RANKS[glued[1]]
    if len(words) != 2:
        return None
    first, second = words
    if first in _RANKS and (second in _SUIT_WORDS or second in _SUIT_LETTERS):
        return _SUIT_WORDS.get(second) or _SUIT_LETTERS[second], _RANKS[first]
    if first in _SUIT_WORDS and second in _RANKS:
        return _SUIT_WORDS[first], _RANKS[second]
    return None


def parse_suit(text: str) -> str | None:
    """The suit a text names alone ("cœur", "♠"), for a card whose rank nobody could read:
    a draw! that asks for a suit only is settled by it. One-letter suits are not taken alone
    (see `_SUIT_LETTERS`)."""
    words = _words(text)
    return _SUIT_WORDS.get(words[0]) if len(words) == 1 else None


def format_index(suit: str, rank: str) -> str:
    """The index as the card prints it, e.g. ("hearts", "Q") → "Q♥"."""
    return f"{rank}{SUIT_SIGNS[suit]}"
