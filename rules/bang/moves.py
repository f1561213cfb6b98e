"""The moves only BANG! has, and the unions of its moves and corrections.

The moves both games play (Draw, Play, Pass...) are the core's (rules/core/moves.py); BANG!
adds Kit Carlson's, Lucky Duke's and Sid Ketchum's choices, the role shown at an elimination,
and the referee's corrections of a card's place and of a role. The text notation
(rules/bang/notation.py) reads and writes each of them.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core import moves as core
from rules.core.cards import Knowable

DISCARD = "discard"
"""As Pedro Ramirez's draw source: the top of the discard pile."""


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
class Ability:
    """Sid Ketchum discards two cards to regain one life point, at any time.

    `cards` holds what was said, however many: the engine refuses other than two."""

    player: str
    cards: tuple[Knowable, ...]


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
class MoveCard(core.RefereeMove):
    """Correction: a card (named, or `a card` nobody has seen) goes from one place to another."""

    card: Knowable
    source: Place
    destination: Place


@dataclass(frozen=True, slots=True)
class FixRole(core.RefereeMove):
    """Correction: `player`'s role is `role` (shown, or entered wrongly before)."""

    player: str
    role: str


Correction = core.FixLife | core.FixHand | MoveCard | FixRole
"""The referee's corrections: no player decides them, so they may come at any moment, and
legal_moves never offers them (they make the app agree with the cards on the table)."""
CORRECTIONS = (core.FixLife, core.FixHand, MoveCard, FixRole)

Move = (
    core.Draw
    | core.Play
    | core.DrawCheck
    | core.Pass
    | core.Reveal
    | core.Pick
    | PutBack
    | Keep
    | Choose
    | core.Discard
    | Ability
    | core.EndTurn
    | RevealRole
    | Correction
)


_NO_ACTOR = (core.Reveal, *CORRECTIONS)
"""A tuple, not `Reveal | Correction`, which would build a union at every call (twice a move)."""


def actor(move: Move) -> str | None:
    """Who makes the move; None for the table's Reveal and the referee's corrections."""
    return None if isinstance(move, _NO_ACTOR) else move.player
