"""Moves: the small immutable values a game's log is made of, those both games play.

Each game adds its own (rules/bang/moves.py, rules/duel/moves.py) and says which make its
moves. Every move here names its actor (a player's name), except `Reveal`, which is the table
showing the top card of the deck for a draw! check or a General Store.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from rules.core.cards import Knowable

HAND = "hand"
"""As the target card of Panic!/Cat Balou: a random card from the target's hand."""


class GameMove(Protocol):
    """Any game's move, as the core's Game, log and scenario hold it: a frozen dataclass,
    compared and hashed by its fields. Which moves make a game is the game's to say
    (rules.bang.moves.Move, rules.duel.moves.DuelMove); the core needs to know none of them."""

    __dataclass_fields__: ClassVar[dict[str, Any]]


class RefereeMove:
    """The base of every game's corrections: no player decides them, so they may come at any
    moment, and a game hands them all to its corrections, which refuse those it has not."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Draw:
    """The draw phase. `source` is a player's name (Jesse Jones) or DISCARD (Pedro Ramirez).

    `card` is the card Pedro Ramirez takes, as the table names it (the top of the discard
    pile lies face up); it says which when the app knows only a set of cards to be the top
    (cards laid down together). None: not said."""

    player: str
    source: str | None = None
    card: Knowable | None = None


@dataclass(frozen=True, slots=True)
class Play:
    """Play a card from the hand: on your turn, or in answer to what is asked of you.

    `target_card` is a card in play in front of the target, or HAND for a random one.
    `as_kind` is what Calamity Janet plays the card as (BANG! as Missed! or the reverse).
    """

    player: str
    card: Knowable
    target: str | None = None
    target_card: Knowable | str | None = None
    as_kind: str | None = None


@dataclass(frozen=True, slots=True)
class DrawCheck:
    """Choose to "draw!" for a Barrel (or Jourdonnais' built-in one) against a shot."""

    player: str
    reason: str


@dataclass(frozen=True, slots=True)
class Pass:
    """Decline to answer: take the hit, lose the Duel, give up the Beer and die."""

    player: str


@dataclass(frozen=True, slots=True)
class Reveal:
    """The table shows the top card of the deck (chance, in table mode)."""

    card: Knowable


@dataclass(frozen=True, slots=True)
class Pick:
    """Take one card from the General Store's display."""

    player: str
    card: Knowable


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard a card from the hand down to the hand limit at the end of the turn."""

    player: str
    card: Knowable


@dataclass(frozen=True, slots=True)
class EndTurn:
    """The player is done playing cards."""

    player: str


@dataclass(frozen=True, slots=True)
class FixLife(RefereeMove):
    """Correction: `player`'s life points change by `change`, to agree with the table."""

    player: str
    change: int


@dataclass(frozen=True, slots=True)
class FixHand(RefereeMove):
    """Correction: `player` holds `count` cards (taken from the deck, or unseen ones put under
    it)."""

    player: str
    count: int
