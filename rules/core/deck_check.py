"""Which physical copy of the deck each card the game knows can be.

At a table the app learns cards in part: a name without index (a Barrel in play), an index
without name (a revealed Q♥), or both. A card may be named only while some copy of it can
still be unseen, so the known cards, together, must be distinct copies of the 80: a matching
between known cards and copies (Kuhn's augmenting paths; small, as the options of a card are
the few copies that share its name or its index). `Copies` builds the matching of a state's
known cards once, so that legal_moves can ask about many cards of one state cheaply.

`narrowed` is the one rule by which both games take a card the table names from a place
(docs/table-knowledge.md): only when the words decide which; otherwise the cards that could
have been it keep what they share. `taken_blind` is the same for a card nobody names.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache, reduce
from typing import Any, Generic, TypeVar

from rules.core.cards import Knowable


@cache
def copies_of(card: Knowable) -> tuple[int, ...]:
    """The positions, in its game's full deck (a Duel's two decks in one), of the copies `card`
    may be."""
    return tuple(i for i, copy in enumerate(type(card).every_copy()) if copy.matches(card))


C = TypeVar("C", bound=Knowable)


@dataclass(slots=True)
class Found(Generic[C]):
    """The card of a list the table names: at `index`, now known as `card`. (An answer used
    at once, not a value kept: not frozen, which would make it a third of taking a card.)

    When the announcement does not decide between cards that differ (Anna plays "Schofield"
    and holds a Schofield Q♣ and unseen cards), `doubtful` holds the other places it may have
    come from: once it is taken, each of them may be any of those cards, so they keep only
    what all of them share (`blur`), and `card` what all of them, named, share."""

    index: int
    card: C
    doubtful: tuple[int, ...] = ()
    blur: C | None = None

    def take(self, cards: list[C]) -> C:
        """Remove the card from `cards` (its own list), leaving the doubtful ones blurred."""
        if self.blur is not None:  # set whenever `doubtful` is
            for i in self.doubtful:
                cards[i] = self.blur
        del cards[self.index]
        return self.card


def narrowed(cards: Sequence[C], spec: C, holds: Callable[[C], bool]) -> Found[C] | None:
    """The card of `cards` (a hand, cards in play, a display) the table names as `spec`, at a
    table; None when none can be it.

    Every card that agrees with what is said and `holds` (the deck can hold it named so) may
    be it. The choice is taken only when it is certain: one such card, or several alike.
    Otherwise the card is known as far as all of them agree, and the others forget what told
    them apart: a guess would be a fact the table never saw.
    """
    judged: dict[C, bool] = {}  # asked once per distinct card: a hand's unseen cards are one
    possible = []
    for i, card in enumerate(cards):
        if card.agrees(spec):
            if card not in judged:
                judged[card] = holds(card)
            if judged[card]:
                possible.append(i)
    if not possible:
        return None
    first, *others = possible
    alike = [cards[i] for i in possible]
    if all(card == alike[0] for card in alike):
        return Found(first, alike[0].merged(spec))
    named = shared([card.merged(spec) for card in alike])
    return Found(first, named, tuple(others), shared(alike))


def face_up(found: Found[C] | None) -> Found[C] | None:
    """`found`, for a place whose cards all lie face up, each named (cards in play, a
    display): words that leave open which of its names is meant name no card there, as the
    table sees them all (blurring them would unname a card in play)."""
    return found if found is not None and found.card.kind is not None else None


def taken_blind(cards: list[C]) -> C:
    """A card taken from `cards` unseen (at random from a hand): it may be any of them, so it
    and the cards left keep what all of them share."""
    blur = shared(cards)
    return Found(0, blur, tuple(range(1, len(cards))), blur).take(cards)


def shared(cards: Sequence[C]) -> C:
    """What all of `cards` say alike (a card that may be any of them is known so far)."""
    return reduce(lambda one, other: one.shared(other), cards)


class Copies:
    """The cards a state knows, each matched to a copy of the deck."""

    def __init__(self, known: Sequence[Knowable], where: Sequence[Any] = ()) -> None:
        """`where` says, card by card, where each known card lies (for the refusals)."""
        self.known = list(known)
        self.where = list(where) or [None] * len(self.known)
        alike: dict[Knowable, list[int]] = {}  # each distinct known card → its indexes in `known`
        for i, card in enumerate(self.known):
            alike.setdefault(card, []).append(i)
        self._first = {card: members[0] for card, members in alike.items()}
        self._options: list[tuple[int, ...]] = [()] * len(self.known)
        self._alike = [0] * len(self.known)  # each known card → the first card alike
        for card, members in alike.items():
            options = copies_of(card)
            for i in members:
                self._options[i], self._alike[i] = options, members[0]
        self._owner: dict[int, int] = {}  # copy position → index in `known` of the card it is
        self._taken: dict[Knowable, int] = {}  # how many of a known card's options are all owned
        self.consistent = self._match(alike)
        self._freed: dict[int | None, set[int]] = {}  # see `_freeable`, found when first asked
        self._may_be: dict[int, list[int]] | None = None  # see `_freeable`

    def _match(self, alike: dict[Knowable, list[int]]) -> bool:
        """Match every known card, fewest options first: each to a free copy if one is left
        (most cards: known whole, one copy), else by an augmenting path. A copy once owned
        stays owned, so the cards alike (a deck's unseen cards, known by their back) look past
        the options the previous took (`_taken`)."""
        for card in sorted(alike, key=lambda card: len(copies_of(card))):
            options, at = copies_of(card), 0
            for c in alike[card]:
                while at < len(options) and options[at] in self._owner:
                    at += 1
                if at < len(options):
                    self._owner[options[at]] = c
                    at += 1
                elif not _place(self._options, c, self._owner, set()):
                    return False
            self._taken[card] = at
        return True

    def _first_free(self, c: int) -> bool:
        """Match the card `c` added to a matching (`plus`), as `_match` does."""
        card, options = self.known[c], self._options[c]
        at = self._taken.get(card, 0)
        while at < len(options) and options[at] in self._owner:
            at += 1
        self._taken[card] = at
        if at < len(options):
            self._owner[options[at]] = c
            self._taken[card] = at + 1
            return True
        return _place(self._options, c, self._owner, set())

    def admits(self, card: Knowable, replacing: Knowable | None = None) -> bool:
        """Whether `card` can be a copy of its own besides the known cards; `replacing` is a
        known card it is becoming (a card of the hand now named in full), left out."""
        if not self.consistent:  # the table already shows more than the deck holds: the
            return True  # check cannot tell, and must not stop the game (a setup's own doing)
        copies = copies_of(card)
        if any(copy not in self._owner for copy in copies):  # most cards: a copy is free
            return True
        left_out = None if replacing is None else self._first.get(replacing)
        return not self._freeable(left_out).isdisjoint(copies)

    def plus(self, card: Knowable) -> Copies:
        """These known cards and `card` besides, matched from this matching rather than
        afresh: legal_moves asks what is left once a move has named a first card (Sid
        Ketchum's two). Where the new card lies is not said (refusals name no place for it)."""
        new = Copies.__new__(Copies)
        new.known = [*self.known, card]
        new.where = [*self.where, None]
        new._first = dict(self._first)
        new._first.setdefault(card, len(self.known))
        new._owner = dict(self._owner)
        new._options = [*self._options, copies_of(card)]
        new._alike = [*self._alike, new._first[card]]
        new._taken = dict(self._taken)
        new.consistent = self.consistent and new._first_free(len(self.known))
        new._freed = {}
        new._may_be = None
        return new

    def _freeable(self, left_out: int | None = None) -> set[int]:
        """The copies free, or freed as known card `left_out` (if any) gives up its own, and
        those a known card holds but could give up, moving to another of its options, and so
        on to a free copy (the alternating paths, searched once backwards from the free
        copies): a card that may be one of them fits beside the known cards. Found once for
        each card left out (a hand's unseen cards of one back are one card, asked of every
        name); the known cards alike move as one (any of them may take a copy freed)."""
        if left_out not in self._freed:
            holding: dict[int, list[int]] = {}  # the first card alike → the copies they hold
            for copy, c in self._owner.items():
                holding.setdefault(self._alike[c], []).append(copy)
            may_be = self._copies_may_be()
            free = [copy for copy in may_be if copy not in self._owner]
            if left_out is not None:
                free += [copy for copy, c in self._owner.items() if c == left_out]
            freed, moved = set(free), set()
            while free:
                for first in may_be.get(free.pop(), ()):
                    if first not in moved:
                        moved.add(first)
                        fresh = [copy for copy in holding[first] if copy not in freed]
                        freed.update(fresh)
                        free += fresh
            self._freed[left_out] = freed
        return self._freed[left_out]

    def _copies_may_be(self) -> dict[int, list[int]]:
        """Copy → the distinct known cards that may be it (each the first of the cards alike)."""
        if self._may_be is None:
            self._may_be = {}
            for c in self._first.values():
                for copy in self._options[c]:
                    self._may_be.setdefault(copy, []).append(c)
        return self._may_be

    def rival(self, card: Knowable) -> tuple[Knowable, Any]:
        """A known card that may be the very copy `card` is, and where it lies (the first);
        `card` itself when none is."""
        mine = set(copies_of(card))
        for c, copies in enumerate(self._options):
            if not mine.isdisjoint(copies):
                return self.known[c], self.where[c]
        return card, None


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
