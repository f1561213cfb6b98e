"""What a Duel move set off, as typed events: reveals decided, Bart Masterson's two cards as
each is turned over, Pat Garret's shown card, the
General Store's cards laid out, life points lost and gained, characters out, the winner.

The engine settles a reveal as soon as its card is known, so a table sees the next decision
without being told why. As `rules.bang.narration` does for BANG!, `narrated` runs the move
(`engine.apply_alone`) and then each `engine.settle_step` on a copy of the step before, and
reads what each step decided from the table before and after it: the state `engine.apply`
gives, and the events, from one run (the loop is the core's `settled_told`). The life,
elimination and winner events are the core's (`rules.core.narration`), naming a character where
BANG! names a player.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.moves import Pick
from rules.core.narration import Eliminated, LifeGained, LifeLost, Won, settled_told
from rules.duel import engine
from rules.duel.cards import Card
from rules.duel.moves import DuelMove
from rules.duel.reveals import PAT_GARRET_SYMBOL, WANTED
from rules.duel.state import BartPick, Check, DuelState, PatShow, Request

OUTCOMES = {
    "planque": ("dodged", "no_help"),
    "sid_curry": ("dodged", "no_help"),
    "dynamite": ("explodes", "passes"),
    "serpent_a_sonnette": ("bites", "no_bite"),
}
"""(the symbol came up, it did not) for each reason a card is revealed."""


@dataclass(frozen=True, slots=True)
class Revealed:
    """A reveal decided. `cards` were revealed (two with Bart Masterson), `kept` counts.
    Outcomes: dodged / no_help (a barrel), explodes / passes / stays (Dynamite: `to` is the
    character it passes to), bites / no_bite (Rattlesnake)."""

    fighter: str
    reason: str
    cards: tuple[Card, ...]
    kept: Card
    outcome: str
    to: str | None = None


@dataclass(frozen=True, slots=True)
class BartShows:
    """One of Bart Masterson's two cards turned over before he picks the one that counts: the
    table hears each card as it comes, not only once the pick is made."""

    fighter: str
    reason: str
    card: Card
    first: bool


@dataclass(frozen=True, slots=True)
class PatShows:
    """Pat Garret shows his second card; a horseshoe draws one more from the other deck."""

    player: str
    card: Card
    draws: bool


@dataclass(frozen=True, slots=True)
class StoreLaidOut:
    """A card laid out for the General Store."""

    card: Card


DuelEvent = (
    Revealed | BartShows | PatShows | StoreLaidOut | LifeLost | LifeGained | Eliminated | Won
)


def narrated(before: DuelState, move: DuelMove) -> tuple[DuelState, list[DuelEvent]]:
    """The state after `move` (the one `engine.apply` gives) and what it set off, in order
    (the move itself is the caller's to word), from one run of the engine; a Refusal, and
    nothing changed, when the engine refuses it."""

    def events_of(prev: DuelState, after: DuelState, automatic: bool) -> list[DuelEvent]:
        return step_events(prev, after, None if automatic else move) + table_changes(prev, after)

    return settled_told(before, engine.apply_alone(before, move), engine.settle_step, events_of)


def narrate(before: DuelState, move: DuelMove) -> list[DuelEvent]:
    """What `move` set off, in order: `narrated` without the state."""
    return narrated(before, move)[1]


def step_events(prev: DuelState, after: DuelState, move: DuelMove | None) -> list[DuelEvent]:
    """What one step (the move, or a settle step) decided."""
    top = prev.stack[-1] if prev.stack else None
    if top is None:
        return []
    if _still_open(after, top):
        return _bart_shows(top, after)
    if isinstance(top, Check) and len(after.discard) > len(prev.discard):
        card = after.discard[len(prev.discard)]
        return [_revealed(prev, after, top, (*top.seen, card), card)]
    if isinstance(top, BartPick) and isinstance(move, Pick):
        seen = top.check.seen
        kept = next(card for card in seen if card.matches(move.card))
        return [_revealed(prev, after, top.check, seen, kept)]
    if isinstance(top, PatShow):
        card = after.side(top.player).hand[len(prev.side(top.player).hand)]
        return [PatShows(top.player, card, card.symbol == PAT_GARRET_SYMBOL)]
    return [StoreLaidOut(card) for card in after.store[len(prev.store) :]]


def table_changes(prev: DuelState, after: DuelState) -> list[DuelEvent]:
    """Life points of the characters in play, characters out, the winner."""
    old = {fighter.id: fighter for _side, fighter in prev.fighters()}
    new = {fighter.id: fighter for _side, fighter in after.fighters()}
    events: list[DuelEvent] = []
    for character, fighter in new.items():
        was = old.get(character)
        if was is not None and fighter.life < was.life and not fighter.down:
            events.append(LifeLost(character, was.life - fighter.life, fighter.life))
        elif was is not None and fighter.life > was.life:
            events.append(LifeGained(character, fighter.life - was.life, fighter.life))
    events += [
        Eliminated(character)
        for character, was in old.items()
        if not was.down and (character not in new or new[character].down)
    ]
    if after.winner and not prev.winner:
        events.append(Won(after.winner))
    return events


def _still_open(after: DuelState, request: Request) -> bool:
    """Whether the request is still awaited after the step: unchanged, or a reveal waiting
    for Bart Masterson's second card or pick."""
    if request in after.stack:
        return True
    if not isinstance(request, Check | BartPick) or not after.stack:
        return False
    waiting = after.stack[-1]
    check = request.check if isinstance(request, BartPick) else request
    return isinstance(waiting, Check | BartPick) and _same_check(waiting, check)


def _bart_shows(top: Request, after: DuelState) -> list[DuelEvent]:
    """The card a reveal still awaiting Bart Masterson's second card or pick has just shown."""
    if not isinstance(top, Check) or top in after.stack:
        return []
    waiting = after.stack[-1]
    check = waiting.check if isinstance(waiting, BartPick) else waiting
    if not isinstance(check, Check) or len(check.seen) <= len(top.seen):
        return []
    return [BartShows(check.fighter, check.reason, check.seen[-1], len(check.seen) == 1)]


def _same_check(waiting: Check | BartPick, check: Check) -> bool:
    other = waiting.check if isinstance(waiting, BartPick) else waiting
    return (other.fighter, other.reason) == (check.fighter, check.reason)


def _revealed(
    prev: DuelState, after: DuelState, check: Check, cards: tuple[Card, ...], kept: Card
) -> Revealed:
    hit, miss = OUTCOMES[check.reason]
    if kept.symbol == WANTED[check.reason]:
        return Revealed(check.fighter, check.reason, cards, kept, hit)
    if check.reason != "dynamite":
        return Revealed(check.fighter, check.reason, cards, kept, miss)
    holder = _dynamite_holder(after)
    if holder is None or holder == _dynamite_holder(prev):
        return Revealed(check.fighter, check.reason, cards, kept, "stays")
    return Revealed(check.fighter, check.reason, cards, kept, miss, holder)


def _dynamite_holder(state: DuelState) -> str | None:
    return next(
        (
            fighter.id
            for _side, fighter in state.fighters()
            if any(card.kind == "dynamite" for card in fighter.equipment)
        ),
        None,
    )
