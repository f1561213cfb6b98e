"""Duel cards as the engine sees them: kind, deck (the back) and corner symbol, each maybe unknown.

At a real table the app learns a card's name when it is played, its symbol when it is revealed,
and its deck from the pile it was drawn from (the backs differ), so every field may be missing.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from cards_data import load_duel

SHERIFF, OUTLAW = "sheriff", "outlaw"

SHOT_KINDS = frozenset(
    {
        "colt",
        "rafale",
        "carabine",
        "peacemaker",
        "remington",
        "schofield",
        "fusil_a_bison",
        "winchester",
        "derringer",
        "poignard",
        "gatling",
    }
)
"""The cards bearing the shot icon in their centre (every red card, Derringer, Dagger, Gatling).

Not a field of the data: the icon was lost in the seed, and it is read from the rules text
(docs/duel-data.md, "Reading the lost pictograms")."""

DODGE_KINDS = frozenset({"manque", "riposte"})
"""The action cards bearing the dodge icon: played from the hand against a shot."""


@dataclass(frozen=True, slots=True)
class Card:
    """One physical Duel card: its kind (a card id), its deck, its corner symbol, when known."""

    kind: str | None = None
    deck: str | None = None
    symbol: str | None = None

    @property
    def known(self) -> bool:
        return self.kind is not None

    @classmethod
    def every_copy(cls) -> tuple[Card, ...]:
        """Both decks' 80 cards, the sheriff's then the outlaws' (the table's cards are
        matched to them)."""
        return full_deck(SHERIFF) + full_deck(OUTLAW)

    def matches(self, spec: Card) -> bool:
        """True when every field `spec` states agrees with this card."""
        return (
            (spec.kind is None or spec.kind == self.kind)
            and (spec.deck is None or spec.deck == self.deck)
            and (spec.symbol is None or spec.symbol == self.symbol)
        )

    def agrees(self, spec: Card) -> bool:
        """No field is stated differently by the two (unknown fields agree with anything)."""
        pairs = ((self.kind, spec.kind), (self.deck, spec.deck), (self.symbol, spec.symbol))
        return all(mine is None or theirs is None or mine == theirs for mine, theirs in pairs)

    def merged(self, spec: Card) -> Card:
        """This card with the fields `spec` tells filled in."""
        return Card(self.kind or spec.kind, self.deck or spec.deck, self.symbol or spec.symbol)

    def shared(self, other: Card) -> Card:
        """What this card and `other` both say (a card that may be either is known so far)."""
        return Card(
            self.kind if self.kind == other.kind else None,
            self.deck if self.deck == other.deck else None,
            self.symbol if self.symbol == other.symbol else None,
        )


UNKNOWN = Card()


def card_type(kind: str) -> str:
    """bang (red border), action (brown) or equipment (blue)."""
    return load_duel().cards[kind].type


def is_bang(kind: str) -> bool:
    return card_type(kind) == "bang"


def is_equipment(kind: str) -> bool:
    return card_type(kind) == "equipment"


def name_of(entry_id: str, lang: str) -> str | None:
    """A Duel card's or character's name in `lang`; None if `entry_id` names neither."""
    data = load_duel()
    entry = data.cards.get(entry_id) or data.characters.get(entry_id)
    return None if entry is None else entry.name(lang)


def always_active(entry_id: str) -> bool:
    """Cards and characters with the "always active" icon work even on the backup."""
    data = load_duel()
    entry = data.cards.get(entry_id) or data.characters[entry_id]
    return entry.always_active


def reloadable(kind: str) -> bool:
    return load_duel().cards[kind].reload


@cache
@cache
def full_deck(deck: str) -> tuple[Card, ...]:
    """The 40 cards of one deck, every field known, in data order: the same objects at every
    call (dealt games hold them, and the invariants count them by identity)."""
    return tuple(Card(p.card.id, deck, p.symbol) for p in load_duel().deck(deck))


@cache
def exists(spec: Card) -> bool:
    """Whether some physical card of the game fits everything `spec` states (cached: table mode
    asks it for every card kind an unknown card in hand might be)."""
    return any(card.matches(spec) for deck in (SHERIFF, OUTLAW) for card in full_deck(deck))


def character_side(character: str) -> str | None:
    """lawmen or outlaws; None for an id that is no Duel character."""
    entry = load_duel().characters.get(character)
    return entry.side if entry is not None else None


def printed_life(character: str) -> int:
    """The data's life points for a character (players may correct it at set-up)."""
    return load_duel().characters[character].life
