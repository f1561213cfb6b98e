"""The moves only BANG! Duel has; the others are those both games play (rules/core/moves.py).

Duel reuses Draw, Play, Pass, Reveal, Pick, Discard, EndTurn, DrawCheck and, for the referee,
FixLife and FixHand. In a Duel `Play`,
`target` is a character id (or a player's name for Canteen and Hold-Up on a hand), and `card`
is a rules.duel.cards.Card.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.moves import (
    Discard,
    Draw,
    DrawCheck,
    EndTurn,
    FixHand,
    FixLife,
    Pass,
    Pick,
    Play,
    Reveal,
)
from rules.duel.cards import Card


@dataclass(frozen=True, slots=True)
class StartWith:
    """At set-up, the player chooses the active character among the two drawn.

    In table mode the app did not see which two were drawn, so `backup` names the other one.
    """

    player: str
    active: str
    backup: str | None = None


@dataclass(frozen=True, slots=True)
class Enter:
    """Table mode: which character came off the reserve to replace an eliminated one."""

    player: str
    character: str


@dataclass(frozen=True, slots=True)
class MoveToken:
    """Move the active token to the other character (once per play phase)."""

    player: str


@dataclass(frozen=True, slots=True)
class Reload:
    """Discard a card with the reload icon (from the hand or the active character) to draw one."""

    player: str
    card: Card


@dataclass(frozen=True, slots=True)
class Use:
    """Use an ability or a card in play: `what` is a character or card id.

    Stetson, Buffalo Bell, Babe Leroy, Cattle Katie (`card`: her equipment), Pearl Hat and
    Soundance Kid (`card`: the card paid from the hand), and the choices a card leaves to its
    player: Carbine and Bull Anderson (`target`, `target_card`), Buffalo Rifle (`target`).
    """

    player: str
    what: str
    card: Card | None = None
    target: str | None = None
    target_card: Card | str | None = None


DuelMove = (
    Draw
    | Play
    | DrawCheck
    | Pass
    | Reveal
    | Pick
    | Discard
    | EndTurn
    | StartWith
    | Enter
    | MoveToken
    | Reload
    | Use
    | FixLife
    | FixHand
)
"""A Duel's referee corrects a character's life (FixLife, its `player` a character id) and the
cards in a player's hand (FixHand)."""

DuelCorrection = FixLife | FixHand
"""The Duel referee's corrections (BANG! has two more, rules/bang/moves.py)."""
