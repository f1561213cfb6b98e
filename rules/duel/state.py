"""The Duel table at one moment: two sides, their characters, the piles, the turn, the stack.

Like the base game's State it is mutable and only ever changed on a `copy()`, so a refused move
leaves the original untouched. As there, copies are written out by hand (one per move, and
legal_moves tries its candidates on copies): only the lists are new, cards and requests are
immutable.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field

from rules.core.face_up import FaceUp
from rules.duel.cards import Card

LAWMEN, OUTLAWS = "lawmen", "outlaws"
_new = object.__new__


@dataclass(slots=True)
class Fighter:
    """A character in play. At 0 life it is down: out of the fight, removed once the event ends."""

    id: str
    max_life: int
    life: int
    equipment: list[Card] = field(default_factory=list)

    def copy(self) -> Fighter:
        # Slots set one by one, as in rules/bang/state.py: cheaper than the dataclass __init__.
        new = _new(Fighter)
        new.id = self.id
        new.max_life = self.max_life
        new.life = self.life
        new.equipment = self.equipment[:]
        return new

    @property
    def down(self) -> bool:
        return self.life <= 0

    def carries(self, kind: str) -> bool:
        for card in self.equipment:  # noqa: SIM110  # a loop, not any(): asked many a move
            if card.kind == kind:
                return True
        return False


@dataclass(slots=True)
class Side:
    """One player's camp: two slots for characters in play, the reserve, hand and own deck.

    `slots[active]` holds the active character (PA), the other slot the backup (PR). An empty
    slot means the character there was eliminated; a side with one character left plays it as
    both PA and PR. `reserve` lists the characters still face down, next first in full mode;
    in table mode their order is unknown and an unknown character is None. `out` lists the
    characters eliminated so far, first out first.
    """

    name: str
    player: str
    deck_name: str
    slots: list[Fighter | None]
    active: int = 0
    reserve: list[str | None] = field(default_factory=list)
    hand: list[Card] = field(default_factory=list)
    deck: list[Card] = field(default_factory=list)
    token_moved: bool = False
    bangs_counted: int = 0
    used: frozenset[str] = frozenset()
    out: tuple[str, ...] = ()

    def copy(self) -> Side:
        new = _new(Side)
        new.name = self.name
        new.player = self.player
        new.deck_name = self.deck_name
        new.slots = [f.copy() if f else None for f in self.slots]
        new.active = self.active
        new.reserve = self.reserve[:]
        new.hand = self.hand[:]
        new.deck = self.deck[:]
        new.token_moved = self.token_moved
        new.bangs_counted = self.bangs_counted
        new.used = self.used
        new.out = self.out
        return new

    def fighters(self) -> list[Fighter]:
        """Characters in play, active first (down ones included until they are removed)."""
        first, other = self.slots[self.active], self.slots[1 - self.active]
        if first is None:
            return [] if other is None else [other]
        return [first] if other is None else [first, other]

    def standing(self) -> list[Fighter]:
        return [f for f in self.fighters() if not f.down]

    @property
    def pa(self) -> Fighter | None:
        """The active character; the lone survivor when only one is left."""
        first = self.slots[self.active]
        return self.slots[1 - self.active] if first is None else first

    @property
    def pr(self) -> Fighter | None:
        """The backup character; the lone survivor is both PA and PR."""
        other = self.slots[1 - self.active]
        return self.slots[self.active] if other is None else other

    @property
    def alone(self) -> bool:
        return len(self.fighters()) == 1

    def slot_of(self, fighter: Fighter) -> int:
        return next(i for i, f in enumerate(self.slots) if f is fighter)

    @property
    def defeated(self) -> bool:
        return not self.fighters() and not self.reserve


# ---- pending decisions -------------------------------------------------------------------
# Immutable requests on the stack; the top one is what the game waits for. `player` is who
# decides (None: the table reveals a card); `fighter` the character concerned, if any.


@dataclass(frozen=True)
class Aftermath:
    """The end of an event: eliminations, then the shots it triggered (Return Fire, Sid Curry,
    Alan Pinkertoon...), each as its own event. See "Effets simultanés" in the rulebook."""

    follow_ups: tuple[FollowUp, ...] = ()
    player: None = None


@dataclass(frozen=True)
class FollowUp:
    """A shot an event triggered, fired once the event is over, if its target is still there."""

    fighter: str
    shooter: str
    source: str


@dataclass(frozen=True)
class TurnStart:
    """The start-of-turn cards, in the rulebook's order; `step` is the next one to check."""

    step: int = 0
    player: None = None


@dataclass(frozen=True)
class Draws:
    """`player` draws `count` cards from their deck (an elimination, Bill Tightman)."""

    player: str
    count: int


@dataclass(frozen=True)
class StartChoice:
    """At set-up `player` chooses the active character among the two drawn (`offered`)."""

    player: str
    offered: tuple[str, ...] = ()


@dataclass(frozen=True)
class EnterFromReserve:
    """The next character of the reserve takes the eliminated one's slot (table: which one?)."""

    player: str
    slot: int


@dataclass(frozen=True)
class Shot:
    """`player` must answer a shot at their character `fighter`: dodge, or take 1 life loss.

    `extra` cards are owed on top of the dodge (Tex Killer); `dodged` says the dodge is in
    and only the extra card is missing; `riposte` that the dodge was a Return Fire.
    """

    player: str
    fighter: str
    shooter: str
    source: str
    extra: int = 0
    any_card: bool = False
    dodged: bool = False
    riposte: bool = False
    planque_used: bool = False
    sid_used: bool = False


@dataclass(frozen=True)
class IndiansAttack:
    """`player` discards a shot card or their character `fighter` loses 1 life point."""

    player: str
    fighter: str
    attacker: str


@dataclass(frozen=True)
class DuelFight:
    """`player` must now discard a shot card, or their character at stake loses 1 life point.

    `fighter` is the challenged character (the opponent's PA, or PR through Jack Ransome);
    the challenger risks their active character.
    """

    player: str
    fighter: str
    challenger: str
    challenged: str


@dataclass(frozen=True)
class Check:
    """A "reveal" (chance): `player` reveals from `pile`'s deck; `seen` so far (Bart Masterson)."""

    player: str
    reason: str
    fighter: str
    pile: str
    seen: tuple[Card, ...] = ()


@dataclass(frozen=True)
class BartPick:
    """Bart Masterson's owner picks which of the two revealed cards counts."""

    player: str
    check: Check


@dataclass(frozen=True)
class PatShow:
    """Pat Garret shows the second card of his draw (chance, not a "reveal")."""

    player: str
    pile: str


@dataclass(frozen=True)
class StoreReveal:
    """General Store: cards still to lay out, one per entry of `piles` (side names)."""

    player: str
    piles: tuple[str, ...]


@dataclass(frozen=True)
class StorePick:
    """`player` picks one card of the General Store; `order` picks after."""

    player: str
    order: tuple[str, ...]


@dataclass(frozen=True)
class KeepTwo:
    """Stagecoach, Soundance Kid: `player` discards one of `cards`, the others go to the hand."""

    player: str
    cards: tuple[Card, ...]
    reason: str


@dataclass(frozen=True)
class DiscardChosen:
    """Peacemaker: `player` discards a card of their choice from the hand."""

    player: str
    reason: str


@dataclass(frozen=True)
class Choice:
    """A card leaves its player an optional choice: Carbine (an equipment to discard), Buffalo
    Rifle (whose characters swap), Bull Anderson (`remaining` cards to take)."""

    player: str
    what: str
    fighter: str | None = None
    owner: str | None = None
    cards: tuple[Card, ...] = ()
    remaining: int = 0


@dataclass(frozen=True)
class Absorb:
    """Buffalo Bell may take life losses (never his last point) for the other character."""

    player: str
    fighter: str
    amount: int
    by: str | None
    cause: str


Request = (
    Aftermath
    | TurnStart
    | Draws
    | StartChoice
    | EnterFromReserve
    | Shot
    | IndiansAttack
    | DuelFight
    | Check
    | BartPick
    | PatShow
    | StoreReveal
    | FaceUp
    | StorePick
    | KeepTwo
    | DiscardChosen
    | Choice
    | Absorb
)

CHANCE = (Check, PatShow, StoreReveal)


@dataclass(slots=True)
class DuelState:
    """Everything needed to continue a Duel. Decks and piles: `[-1]` is the top card."""

    sides: list[Side]
    full_information: bool
    lives: Mapping[str, int]
    common: list[Card] = field(default_factory=list)
    discard: list[Card] = field(default_factory=list)
    store: list[Card] = field(default_factory=list)
    turn: int = 0
    phase: str = "draw"
    stack: list[Request] = field(default_factory=list)
    winner: str | None = None
    seed: int = 0
    random_events: int = 0

    def copy(self) -> DuelState:
        new = _new(DuelState)
        new.sides = [side.copy() for side in self.sides]
        new.full_information = self.full_information
        new.lives = self.lives
        new.common = self.common[:]
        new.discard = self.discard[:]
        new.store = self.store[:]
        new.turn = self.turn
        new.phase = self.phase
        new.stack = self.stack[:]
        new.winner = self.winner
        new.seed = self.seed
        new.random_events = self.random_events
        return new

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def current(self) -> Side:
        return self.sides[self.turn]

    def side(self, player_or_side: str) -> Side:
        """A side by its player's name or its own name (lawmen/outlaws)."""
        for side in self.sides:
            if player_or_side in (side.player, side.name):
                return side
        raise KeyError(player_or_side)

    def has_player(self, name: str) -> bool:
        for side in self.sides:  # noqa: SIM110  # a loop, not any(): asked every move
            if side.player == name:
                return True
        return False

    def opponent(self, side: Side) -> Side:
        first, second = self.sides
        if side is first or side is second:  # by identity: `index` compares sides field by field
            return second if side is first else first
        return self.sides[1 - self.sides.index(side)]  # a side of another state, alike

    def fighters(self) -> list[tuple[Side, Fighter]]:
        return [(side, fighter) for side in self.sides for fighter in side.fighters()]

    def find(self, character: str) -> tuple[Side, Fighter] | None:
        """The side and the character in play with this id, if any."""
        for side in self.sides:
            for fighter in side.slots:  # in no order: an id is in play once (many a move)
                if fighter is not None and fighter.id == character:
                    return side, fighter
        return None

    def fighter(self, character: str) -> Fighter:
        found = self.find(character)
        if found is None:
            raise KeyError(character)
        return found[1]

    def rng(self) -> random.Random:
        """A fresh generator for the next random event, so that replaying a log repeats it."""
        self.random_events += 1
        return random.Random(self.seed * 1_000_003 + self.random_events)
