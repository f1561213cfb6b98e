"""What both games' invariants share: each physical card in the game once, counted cheaply."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any


def each_card_once(places: list[Any], deck: Deck) -> bool:
    """Whether `places` holds each card of the deck once. A game dealt from the deck moves the
    deck's own card objects about: they are all there once each when their identities are,
    which hashes no card; a card built anew (a scenario's) is counted by value."""
    if len(places) != deck.size:
        return False
    # dict equality, not Counter's: both hold positive counts only, and dict's runs in C
    return set(map(id, places)) == deck.ids or dict.__eq__(Counter(places), deck.count)


class Deck:
    """A game's physical cards, by identity and by value, for `each_card_once`."""

    def __init__(self, cards: Sequence[Any]) -> None:
        self.size = len(cards)
        self.ids = frozenset(map(id, cards))
        self.count = Counter(cards)
