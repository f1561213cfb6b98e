"""How the notation cuts a typed line into words, and how many words a name can take.

A line is read by trying the places where it may be cut (at "as", "on", between a name and
its index...). Only cuts whose every part could be what it stands for are worth trying, and
the size of a part is counted in words: a name has no more words than the longest name of its
game, an index at most three. That keeps the number of cuts small however long the line.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from cards_data import normalise

_SIGNS = "♥♡♦♢♣♧♠♤"

_WORD = re.compile(rf"\S+(?:\s+[^\w\s{_SIGNS}]+(?!\S))*")
"""A word, with the punctuation standing alone after it: "Raté !" is one word, "♥" is one."""


def words_of(text: str) -> list[str]:
    """The words of `text`, punctuation standing alone kept with the word before it, so that
    "Raté !" counts as the one word it names and "BANG ! ! !" adds no place to cut."""
    return _WORD.findall(text)


def most_words(names: Iterable[str]) -> int:
    """The most words any of `names` takes, as written or normalised ("Hors-la-loi" is one
    word, "hors la loi" three): a longer text can be none of them."""
    return max(max(len(words_of(name)), len(normalise(name).split())) for name in names)
