"""The table at one moment: players, piles, the turn, and the stack of pending decisions.

State is mutable on purpose (the engine changes it in place while resolving a move), but the
engine only ever mutates a `copy()`, so a refused move leaves the original untouched. Copies are
written out by hand: the engine makes one per move, and the requests and cards are immutable,
so only the lists holding them are new.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from rules.bang.cards import Card, is_weapon
from rules.core.face_up import FaceUp

_new = object.__new__


@dataclass(slots=True)
class Player:
    """One seat at the table."""

    name: str
    character: str
    max_life: int
    life: int
    role: str | None = None
    hand: list[Card] = field(default_factory=list)
    in_play: list[Card] = field(default_factory=list)
    alive: bool = True

    def copy(self) -> Player:
        # Slots set one by one: cheaper than the dataclass __init__ (a copy per player per move).
        new = _new(Player)
        new.name = self.name
        new.character = self.character
        new.max_life = self.max_life
        new.life = self.life
        new.role = self.role
        new.hand = self.hand[:]
        new.in_play = self.in_play[:]
        new.alive = self.alive
        return new

    def has_in_play(self, kind: str) -> bool:
        # Loops, not any()/next() over a generator: asked for every player at every decision.
        for card in self.in_play:  # noqa: SIM110
            if card.kind == kind:
                return True
        return False

    def weapon(self) -> Card | None:
        for card in self.in_play:
            if is_weapon(card.kind):
                return card
        return None


# ---- pending decisions -------------------------------------------------------------------
# Each is an immutable request on the stack; the top one is what the game waits for.


@dataclass(frozen=True)
class Shot:
    """`target` must answer a BANG! (or Gatling) from `attacker`: Missed!, Barrel, or take it."""

    target: str
    attacker: str
    source: str
    missed_needed: int = 1
    barrel_used: bool = False
    jourdonnais_used: bool = False


@dataclass(frozen=True)
class IndiansAttack:
    """`target` discards a BANG! or loses a life point."""

    target: str
    attacker: str


@dataclass(frozen=True)
class DuelFight:
    """`target` is the one who must now discard a BANG! in the Duel, or lose it."""

    target: str
    opponent: str
    challenger: str


@dataclass(frozen=True)
class Dying:
    """`target` is at 0 life or less: Beer (or Sid Ketchum's ability) or elimination."""

    target: str
    killer: str | None


@dataclass(frozen=True)
class Check:
    """A draw! for `target`: the next revealed card decides (chance)."""

    target: str
    reason: str
    attacker: str | None = None
    seen: tuple[Card, ...] = ()


@dataclass(frozen=True)
class DrawReveal:
    """Black Jack shows his second card, or the General Store lays out cards (chance).

    `pile`: at a table, the reshuffled pile Black Jack's first card was drawn from unseen,
    its cards as the table knew them. The card he shows is one of them and his first card
    one of the others, so the reveal puts the first card back among them and he draws it
    again once the second is named (`piles.first_card_back`): the table then knows his
    cards as far as the pile told them, not only as far as all of its cards agree."""

    target: str
    reason: str
    remaining: int = 1
    pile: tuple[Card, ...] = ()


@dataclass(frozen=True)
class StorePick:
    """`target` picks one card from the General Store's display."""

    target: str
    order: tuple[str, ...]


@dataclass(frozen=True)
class KitPutBack:
    """Kit Carlson chooses which of his three drawn cards goes back on the deck."""

    target: str
    drawn: tuple[Card, ...]


@dataclass(frozen=True)
class LuckyChoice:
    """Lucky Duke's two flipped cards (in `check.seen`, already discarded) give different
    outcomes: he chooses the one that counts."""

    target: str
    check: Check


@dataclass(frozen=True)
class RoleToReveal:
    """An eliminated player's role must be entered (table mode: the app cannot know it)."""

    target: str
    killer: str | None


Request = (
    Shot
    | IndiansAttack
    | DuelFight
    | Dying
    | Check
    | DrawReveal
    | StorePick
    | KitPutBack
    | LuckyChoice
    | RoleToReveal
    | FaceUp
)


@dataclass(slots=True)
class State:
    """Everything needed to continue the game. `deck[-1]` is the top card."""

    players: list[Player]
    full_information: bool
    deck: list[Card]
    discard: list[Card] = field(default_factory=list)
    store: list[Card] = field(default_factory=list)
    turn: int = 0
    phase: str = "start"
    bangs_played: int = 0
    stack: list[Request] = field(default_factory=list)
    winner: str | None = None
    seed: int = 0
    random_events: int = 0
    deck_mixed: int = 0
    """At a table, how many cards at the bottom of the deck are a reshuffled discard pile: the
    app knows which cards they are, as far as it knew them on the pile, not in what order."""
    discard_mixed: tuple[tuple[int, int], ...] = ()
    """At a table, the stretches `discard[start:stop]` of cards laid down together, face up,
    in an order nobody told the app (a dead player's hand): known as a set, not in order."""

    def copy(self) -> State:
        new = _new(State)
        new.players = [player.copy() for player in self.players]
        new.full_information = self.full_information
        new.deck = self.deck[:]
        new.discard = self.discard[:]
        new.store = self.store[:]
        new.turn = self.turn
        new.phase = self.phase
        new.bangs_played = self.bangs_played
        new.stack = self.stack[:]
        new.winner = self.winner
        new.seed = self.seed
        new.random_events = self.random_events
        new.deck_mixed = self.deck_mixed
        new.discard_mixed = self.discard_mixed
        return new

    # -- looking players up

    def player(self, name: str) -> Player:
        for player in self.players:
            if player.name == name:
                return player
        raise KeyError(name)

    def has_player(self, name: str) -> bool:
        for player in self.players:  # noqa: SIM110  # a loop, not any(): asked every play
            if player.name == name:
                return True
        return False

    @property
    def current(self) -> Player:
        return self.players[self.turn]

    def alive(self) -> list[Player]:
        return [player for player in self.players if player.alive]

    def alive_from(self, name: str) -> list[Player]:
        """Living players in turn order, starting with `name` (who may be dead)."""
        start = next(i for i, player in enumerate(self.players) if player.name == name)
        seats = self.players[start:] + self.players[:start]
        return [player for player in seats if player.alive]

    @property
    def over(self) -> bool:
        return self.winner is not None

    def rng(self) -> random.Random:
        """A fresh generator for the next random event, so that replaying a log repeats it."""
        self.random_events += 1
        return random.Random(self.seed * 1_000_003 + self.random_events)
