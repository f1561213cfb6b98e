"""What must hold after every move; simulations and property tests check it.

Counting the 80 cards is most of the cost: by identity when the game holds the deck's own
card objects (a dealt game), else by value (hashing each card). Simulations sample the check
(rules/bang/simulate.py), the property tests make it after every move.
"""

from __future__ import annotations

from functools import cache

from rules.bang.cards import full_deck, is_weapon
from rules.bang.state import Dying, KitPutBack, State
from rules.core.invariants import Deck, each_card_once


def broken_invariants(state: State) -> list[str]:
    """Descriptions of everything wrong with the state; empty when all is well."""
    problems = []
    if state.full_information:
        problems += _cards_conserved(state)
    dying = {request.target for request in state.stack if isinstance(request, Dying)}
    for player in state.players:
        if player.life > player.max_life:
            problems.append(f"{player.name} has {player.life} life, above {player.max_life}")
        # a game that has ended stops where it stood: a player dying then stays at 0 life
        if player.alive and player.life <= 0 and player.name not in dying and not state.winner:
            problems.append(f"{player.name} is alive at {player.life} life")
        if not player.alive and (player.hand or player.in_play):
            problems.append(f"{player.name} is dead but holds cards")
        kinds = [card.kind for card in player.in_play]
        if len(set(kinds)) != len(kinds):
            problems.append(f"{player.name} has two cards of one name in play")
        if sum(is_weapon(kind) for kind in kinds) > 1:
            problems.append(f"{player.name} has two weapons in play")
    return problems


def _cards_conserved(state: State) -> list[str]:
    """Each of the 80 physical cards is in exactly one place."""
    places = [*state.deck, *state.discard, *state.store]
    for player in state.players:
        places += player.hand + player.in_play
    for request in state.stack:
        if isinstance(request, KitPutBack):
            places += request.drawn
    if each_card_once(places, _deck()):
        return []
    return [f"{len(places)} cards in the game instead of the 80, or some twice"]


@cache
def _deck() -> Deck:
    return Deck(full_deck())
