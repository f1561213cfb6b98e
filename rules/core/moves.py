"""Moves: the small immutable values a game's log is made of.

Every move names its actor (a player's name), except `Reveal`, which is the table showing the
top card of the deck for a draw! check or a General Store. The text notation (notation.py)
reads and writes each of them.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.cards import Knowable

HAND = "hand"
"""As the target card of Panic!/Cat Balou: a random card from the target's hand."""
DISCARD = "discard"
"""As Pedro Ramirez's draw source: the top of the discard pile."""


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
class PutBack:
    """Kit Carlson puts one of his three drawn cards back on top of the deck."""

    player: str
    card: Knowable


@dataclass(frozen=True, slots=True)
class Keep:
    """Kit Carlson keeps two of his three drawn cards; the third goes back on the deck.

    `cards` holds what was said, however many: the engine refuses other than two."""

    player: str
    cards: tuple[Knowable, ...]


@dataclass(frozen=True, slots=True)
class Choose:
    """Lucky Duke chooses which of his two flipped cards counts for the draw!."""

    player: str
    card: Knowable


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard a card from the hand down to the hand limit at the end of the turn."""

    player: str
    card: Knowable


@dataclass(frozen=True, slots=True)
class Ability:
    """Sid Ketchum discards two cards to regain one life point, at any time.

    `cards` holds what was said, however many: the engine refuses other than two."""

    player: str
    cards: tuple[Knowable, ...]


@dataclass(frozen=True, slots=True)
class EndTurn:
    """The player is done playing cards."""

    player: str


@dataclass(frozen=True, slots=True)
class RevealRole:
    """An eliminated player's role card, turned face up at the table."""

    player: str
    role: str


@dataclass(frozen=True, slots=True)
class Place:
    """Where a card lies, for a correction: a player's `hand` or `table` (the cards in play in
    front of them), or the `discard` pile or the `deck` (its top card), which are nobody's."""

    pile: str
    player: str | None = None


@dataclass(frozen=True, slots=True)
class FixLife:
    """Correction: `player`'s life points change by `change`, to agree with the table."""

    player: str
    change: int


@dataclass(frozen=True, slots=True)
class FixHand:
    """Correction: `player` holds `count` cards (taken from the deck, or unseen ones put under
    it)."""

    player: str
    count: int


@dataclass(frozen=True, slots=True)
class MoveCard:
    """Correction: a card (named, or `a card` nobody has seen) goes from one place to another."""

    card: Knowable
    source: Place
    destination: Place


@dataclass(frozen=True, slots=True)
class FixRole:
    """Correction: `player`'s role is `role` (shown, or entered wrongly before)."""

    player: str
    role: str


Correction = FixLife | FixHand | MoveCard | FixRole
"""The referee's corrections: no player decides them, so they may come at any moment, and
legal_moves never offers them (they make the app agree with the cards on the table)."""
CORRECTIONS = (FixLife, FixHand, MoveCard, FixRole)

Move = (
    Draw
    | Play
    | DrawCheck
    | Pass
    | Reveal
    | Pick
    | PutBack
    | Keep
    | Choose
    | Discard
    | Ability
    | EndTurn
    | RevealRole
    | Correction
)


_NO_ACTOR = (Reveal, *CORRECTIONS)
"""A tuple, not `Reveal | Correction`, which would build a union at every call (twice a move)."""


def actor(move: Move) -> str | None:
    """Who makes the move; None for the table's Reveal and the referee's corrections."""
    return None if isinstance(move, _NO_ACTOR) else move.player
