"""Which physical copy of the deck each card the game knows can be.

At a table the app learns cards in part: a name without index (a Barrel in play), an index
without name (a revealed Q♥), or both. A card may be named only while some copy of it can
still be unseen, so the known cards, together, must be distinct copies of the 80: a matching
between known cards and copies (Kuhn's augmenting paths, small here: the options of a card
are the few copies that share its name or its index).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from rules.cards import Card, full_deck


@cache
def copies_of(card: Card) -> tuple[int, ...]:
    """The positions, in the full deck, of the copies `card` may be."""
    return tuple(i for i, copy in enumerate(full_deck()) if copy.matches(card))


def each_a_copy(cards: Sequence[Card]) -> bool:
    """True when every card can be a different copy of the deck at the same time."""
    owner: dict[int, int] = {}  # copy position → the card (its position in `cards`) it is
    order = sorted(range(len(cards)), key=lambda c: len(copies_of(cards[c])))

    def place(c: int, tried: set[int]) -> bool:
        for copy in copies_of(cards[c]):
            if copy in tried:
                continue
            tried.add(copy)
            if copy not in owner or place(owner[copy], tried):
                owner[copy] = c
                return True
        return False

    return all(place(c, set()) for c in order)
