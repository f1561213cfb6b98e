"""What must hold after every Duel move; simulations and property tests check it.

As in the base game, counting the 80 cards is most of the cost (by identity when it can be):
simulations sample the check.
"""

from __future__ import annotations

from functools import cache

from rules.core.invariants import Deck, each_card_once
from rules.duel.cards import OUTLAW, SHERIFF, Card, character_side, full_deck, is_equipment
from rules.duel.state import Choice, DuelState, KeepTwo, StartChoice


def broken_invariants(state: DuelState) -> list[str]:
    """Descriptions of everything wrong with the state; empty when all is well."""
    problems = _cards_conserved(state) if state.full_information else []
    seen: list[str] = []
    for side in state.sides:
        for fighter in side.fighters():
            seen.append(fighter.id)
            if character_side(fighter.id) != side.name:
                problems.append(f"{fighter.id} fights for the {side.name}")
            if not 0 <= fighter.life <= fighter.max_life:
                problems.append(f"{fighter.id} has {fighter.life} of {fighter.max_life} life")
            if fighter.down and not state.stack and not state.over:
                problems.append(f"{fighter.id} is down but still in play")
            kinds = [card.kind for card in fighter.equipment]
            if len(set(kinds)) != len(kinds):
                problems.append(f"{fighter.id} has two equipment cards of one name")
            if any(kind is None or not is_equipment(kind) for kind in kinds):
                problems.append(f"{fighter.id} has a card in play that is no equipment")
        seen += [c for c in side.reserve if c is not None]
        if side.fighters() and side.slots[side.active] is None and not state.stack:
            problems.append(f"{side.player}'s active token is on an empty place")
    if len(set(seen)) != len(seen):
        problems.append("a character is in the game twice")
    started = not any(isinstance(request, StartChoice) for request in state.stack)
    if started and state.over != any(side.defeated for side in state.sides):
        problems.append("the game's end and the sides' characters disagree")
    return problems


def _cards_conserved(state: DuelState) -> list[str]:
    """Each of the 80 physical cards is in exactly one place."""
    places = card_places(state)
    if each_card_once(places, deck()):
        return []
    return [f"{len(places)} cards in the game instead of the 80, or some twice"]


def card_places(state: DuelState) -> list[Card]:
    """Every card of the game where it lies: piles, hands, equipment, cards on display."""
    places = [*state.common, *state.discard, *state.store]
    for side in state.sides:
        places += side.deck + side.hand
        for fighter in side.fighters():
            places += fighter.equipment
    for request in state.stack:
        if isinstance(request, KeepTwo | Choice):
            places += request.cards
    return places


@cache
def deck() -> Deck:
    """The game's 80 physical cards, the objects a dealt game holds."""
    return Deck(full_deck(SHERIFF) + full_deck(OUTLAW))
