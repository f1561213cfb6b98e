"""Physical cards as the engine sees them: fully known, partly known, or not known at all.

At a real table the app sees a card only when it is played or flipped, so every field may be
missing: `Card()` is a card in someone's hand that nobody has shown yet.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from cards_data import load_bang
from cards_data.model import SUIT_SIGNS


@dataclass(frozen=True, slots=True)
class Card:
    """One physical card: its kind (a card id such as "bang") and corner index, when known."""

    kind: str | None = None
    suit: str | None = None
    rank: str | None = None

    @property
    def known(self) -> bool:
        return self.kind is not None

    @classmethod
    def every_copy(cls) -> tuple[Card, ...]:
        """The 80 physical cards, in data order (the table's cards are matched to them)."""
        return _deck()

    def matches(self, spec: Card) -> bool:
        """True when every field `spec` states agrees with this card."""
        return (
            (spec.kind is None or spec.kind == self.kind)
            and (spec.suit is None or spec.suit == self.suit)
            and (spec.rank is None or spec.rank == self.rank)
        )

    def agrees(self, other: Card) -> bool:
        """True when no field that both cards state differs: they may be the same card.

        Unlike `matches`, a field only one side knows is no disagreement: a deck card known
        by name only agrees with the index the table reveals for it.
        """
        return (
            (self.kind is None or other.kind is None or self.kind == other.kind)
            and (self.suit is None or other.suit is None or self.suit == other.suit)
            and (self.rank is None or other.rank is None or self.rank == other.rank)
        )

    def merged(self, spec: Card) -> Card:
        """This card with the fields `spec` reveals filled in."""
        return Card(self.kind or spec.kind, self.suit or spec.suit, self.rank or spec.rank)

    def shared(self, other: Card) -> Card:
        """What this card and `other` both say: a card that may be either of them is known
        only so far (a Schofield Q♣ or an unseen card: an unseen card). A rank is kept only
        with its suit, as an index is read and written (a BANG! A♠ or A♥: a BANG!)."""
        suit = self.suit if self.suit == other.suit else None
        rank = self.rank if suit is not None and self.rank == other.rank else None
        return Card(self.kind if self.kind == other.kind else None, suit, rank)

    def index(self) -> str:
        """The corner index as printed, e.g. "Q♥"; the suit's sign alone when only the suit
        was read ("♥"); "" when not known."""
        if self.suit is None:
            return ""
        return f"{self.rank or ''}{SUIT_SIGNS[self.suit]}"


UNKNOWN = Card()

_RANK_VALUES = {
    rank: value
    for value, rank in enumerate(
        ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"), start=2
    )
}


def rank_value(rank: str) -> int:
    """2..14, Ace high, for the Dynamite check (2 to 9 of spades)."""
    return _RANK_VALUES[rank]


def color(kind: str) -> str:
    """brown (played then discarded) or blue (stays in play)."""
    return load_bang().cards[kind].color


@cache
def weapon_range(kind: str) -> int | None:
    """The number in the sight of a weapon card; None for any other card."""
    return load_bang().cards[kind].range


def is_weapon(kind: str | None) -> bool:
    return kind is not None and weapon_range(kind) is not None


def full_deck() -> list[Card]:
    """The 80 physical cards, every field known, in data order: a list of the caller's own,
    since dealing takes cards out of it."""
    return list(_deck())


@cache
def _deck() -> tuple[Card, ...]:
    """Built once: table mode checks every card named against it (legal_moves, many times)."""
    return tuple(
        Card(physical.card.id, physical.copy.suit, physical.copy.rank)
        for physical in load_bang().deck()
    )
