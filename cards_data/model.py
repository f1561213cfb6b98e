"""The card data as typed, immutable values: what the YAML files hold once validated."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from cards_data.names import LANGUAGES, normalise

SUITS: tuple[str, ...] = ("hearts", "diamonds", "clubs", "spades")
RANKS: tuple[str, ...] = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
DUEL_SYMBOLS: tuple[str, ...] = ("barrel", "snake", "dynamite", "horseshoe")
DUEL_DECKS: tuple[str, ...] = ("sheriff", "outlaw")
DUEL_SIDES: tuple[str, ...] = ("lawmen", "outlaws")
GAMES: tuple[str, ...] = ("bang", "duel")


@dataclass(frozen=True, kw_only=True)
class Entry:
    """Anything a player can look up by name: a card, a character or a role."""

    game: str
    kind: str
    id: str
    names: Mapping[str, str]
    text: Mapping[str, str]
    aliases: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    unsourced_names: frozenset[str] = frozenset()

    def name(self, lang: str) -> str:
        """The entry's name in `lang` (every entry has all four card-data languages; a UI
        language the data does not name yet reads the English name)."""
        return self.names.get(lang) or self.names["en"]

    def untranslated(self, lang: str) -> bool:
        """Whether the name in `lang` stands in for one no source gives: `lang` is among the
        `unsourced_names` (the name there is the English one) and the printed names are not
        all that same name. "Bank" in an Italian Duel is marked so; "Colt", printed so in
        French and the same in every language, is not."""
        if lang not in self.names:
            return True
        if lang not in self.unsourced_names:
            return False
        name = normalise(self.names[lang])
        return any(
            normalise(self.names[other]) != name
            for other in LANGUAGES
            if other not in self.unsourced_names
        )

    def all_names(self) -> Iterator[tuple[str, str]]:
        """Every (language, name) pair that finds this entry, aliases included."""
        for lang in LANGUAGES:
            yield lang, self.names[lang]
            for alias in self.aliases.get(lang, ()):
                yield lang, alias


@dataclass(frozen=True)
class Copy:
    """One physical BANG! card's corner index."""

    suit: str
    rank: str

    def __str__(self) -> str:
        return f"{self.rank}{SUIT_SIGNS[self.suit]}"


SUIT_SIGNS: Mapping[str, str] = {"hearts": "♥", "diamonds": "♦", "clubs": "♣", "spades": "♠"}


@dataclass(frozen=True, kw_only=True)
class BangCard(Entry):
    """A playing card of the base game; `range` is set for weapons only."""

    color: str
    range: int | None
    copies: tuple[Copy, ...]

    @property
    def is_weapon(self) -> bool:
        return self.range is not None


@dataclass(frozen=True, kw_only=True)
class Character(Entry):
    """A character card. `side` is set in Duel (lawmen/outlaws)."""

    life: int
    side: str | None = None
    life_confidence: str = "high"
    always_active: bool = False


@dataclass(frozen=True, kw_only=True)
class Role(Entry):
    """A BANG! role card (Sheriff, Deputy, Outlaw, Renegade)."""


@dataclass(frozen=True)
class DuelDeckShare:
    """How many copies of a Duel card one deck holds, and their corner symbols."""

    count: int
    symbols: Mapping[str, int]


@dataclass(frozen=True, kw_only=True)
class DuelCard(Entry):
    """A BANG! Duel card: `type` is bang (red), action (brown) or equipment (blue)."""

    type: str
    always_active: bool
    reload: bool
    decks: Mapping[str, DuelDeckShare]
    symbols_confidence: str
    note: str = ""


@dataclass(frozen=True)
class BangPhysicalCard:
    """One copy in the 80-card deck, as `deck --game bang` lists it."""

    card: BangCard
    copy: Copy


@dataclass(frozen=True)
class DuelPhysicalCard:
    """One copy in a 40-card Duel deck."""

    card: DuelCard
    deck: str
    symbol: str


@dataclass(frozen=True)
class BangData:
    """Everything the base game's data files hold."""

    cards: Mapping[str, BangCard]
    characters: Mapping[str, Character]
    roles: Mapping[str, Role]
    role_table: Mapping[int, Mapping[str, int]]

    def deck(self) -> list[BangPhysicalCard]:
        """The 80 physical cards, in data order."""
        return [
            BangPhysicalCard(card, copy) for card in self.cards.values() for copy in card.copies
        ]

    def indexes(self) -> dict[str, list[tuple[str, str]]]:
        """Each card's copies as their corners show them, (rank, suit): the deck list the
        camera's whole-card witness checks a read against (camera.witness)."""
        return {kind: [(c.rank, c.suit) for c in card.copies] for kind, card in self.cards.items()}

    def entries(self) -> Iterator[Entry]:
        yield from self.cards.values()
        yield from self.characters.values()
        yield from self.roles.values()


@dataclass(frozen=True)
class DuelData:
    """Everything the Duel data files hold."""

    cards: Mapping[str, DuelCard]
    characters: Mapping[str, Character]

    def deck(self, which: str) -> list[DuelPhysicalCard]:
        """The 40 cards of the Sheriff or the Outlaw deck, one per copy."""
        return [
            DuelPhysicalCard(card, which, symbol)
            for card in self.cards.values()
            for symbol, n in card.decks[which].symbols.items()
            for _ in range(n)
        ]

    def entries(self) -> Iterator[Entry]:
        yield from self.cards.values()
        yield from self.characters.values()
