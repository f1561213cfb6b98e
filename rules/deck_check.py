"""Which physical copy of the deck each card the game knows can be.

At a table the app learns cards in part: a name without index (a Barrel in play), an index
without name (a revealed Q♥), or both. A card may be named only while some copy of it can
still be unseen, so the known cards, together, must be distinct copies of the 80: a matching
between known cards and copies (Kuhn's augmenting paths; small, as the options of a card are
the few copies that share its name or its index). `Copies` builds the matching of a state's
known cards once, so that legal_moves can ask about many cards of one state cheaply.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from rules.cards import Card, full_deck
from rules.duel.cards import OUTLAW, SHERIFF
from rules.duel.cards import Card as DuelCard
from rules.duel.cards import full_deck as duel_full_deck


@cache
def copies_of(card: Card | DuelCard) -> tuple[int, ...]:
    """The positions, in its game's full deck (a Duel's two decks in one), of the copies `card`
    may be."""
    deck = _duel_deck() if isinstance(card, DuelCard) else full_deck()
    return tuple(i for i, copy in enumerate(deck) if copy.matches(card))  # type: ignore[arg-type]


@cache
def _duel_deck() -> tuple[DuelCard, ...]:
    return duel_full_deck(SHERIFF) + duel_full_deck(OUTLAW)


class Copies:
    """The cards a state knows, each matched to a copy of the deck."""

    def __init__(self, known: Sequence[Card], where: Sequence[Any] = ()) -> None:
        """`where` says, card by card, where each known card lies (for the refusals)."""
        self.known = list(known)
        self.where = list(where) or [None] * len(self.known)
        self._first: dict[Card, int] = {}  # each known card's first index in `known`
        for i, card in enumerate(self.known):
            self._first.setdefault(card, i)
        self._owner: dict[int, int] = {}  # copy position → index in `known` of the card it is
        self._options = [copies_of(card) for card in self.known]
        self._holders: dict[int, int] | None = None  # see `_holder`, made when first asked
        order = sorted(range(len(self.known)), key=lambda c: len(self._options[c]))
        self.consistent = all(self._first_free(c) for c in order)

    def _first_free(self, c: int) -> bool:
        """Match card `c`: to a free copy if one is left (most cards: known whole, one copy),
        else by an augmenting path."""
        for copy in self._options[c]:
            if copy not in self._owner:
                self._owner[copy] = c
                return True
        return _place(self._options, c, self._owner, set())

    def admits(self, card: Card, replacing: Card | None = None) -> bool:
        """Whether `card` can be a copy of its own besides the known cards; `replacing` is a
        known card it is becoming (a card of the hand now named in full), left out."""
        if not self.consistent:  # the table already shows more than the deck holds: the
            return True  # check cannot tell, and must not stop the game (a setup's own doing)
        left_out = None if replacing is None else self._first.get(replacing)
        for copy in copies_of(card):  # a copy free, or freed by `replacing`: no path to seek
            owner = self._owner.get(copy)
            if owner is None or owner == left_out:
                return True
        options = [*self._options, copies_of(card)]
        owner = dict(self._owner)
        if left_out is not None:
            options[left_out] = ()  # matched to no copy
            owner = {copy: c for copy, c in owner.items() if c != left_out}
        return _place(options, len(options) - 1, owner, set())

    def rival(self, card: Card) -> tuple[Card, Any]:
        """A known card that may be the very copy `card` is, and where it lies (the first);
        `card` itself when none is."""
        holder = self._holder()
        rivals = [holder[copy] for copy in copies_of(card) if copy in holder]
        if not rivals:
            return card, None
        return self.known[min(rivals)], self.where[min(rivals)]

    def _holder(self) -> dict[int, int]:
        """Copy position → the first known card that may be it: only a refusal asks, so it is
        made then (the options of a card known by name alone are many copies)."""
        if self._holders is None:
            self._holders = {}
            for c, copies in enumerate(self._options):
                for copy in copies:
                    self._holders.setdefault(copy, c)
        return self._holders


def _place(
    options: Sequence[tuple[int, ...]], c: int, owner: dict[int, int], tried: set[int]
) -> bool:
    """Match card `c` (its copies: `options[c]`) to a copy, moving other cards to other copies
    if need be."""
    for copy in options[c]:
        if copy in tried:
            continue
        tried.add(copy)
        if copy not in owner or _place(options, owner[copy], owner, tried):
            owner[copy] = c
            return True
    return False
