"""Random corrections of a table, sensible or not, for property tests and the session fuzzer."""

from __future__ import annotations

import random

from cards_data import load_bang
from rules.bang.cards import UNKNOWN, Card, full_deck
from rules.bang.corrections import DECK, HAND, TABLE
from rules.bang.moves import DISCARD, Correction, FixRole, MoveCard, Place
from rules.bang.state import State
from rules.core.moves import FixHand, FixLife
from rules.duel.state import DuelState


def random_correction(state: State, rng: random.Random) -> Correction:
    """A correction a referee might enter: mostly of cards that are where it says, some not."""
    name = rng.choice([player.name for player in state.players])
    kind = rng.randrange(5)
    if kind == 0:
        return FixLife(name, rng.choice((-1, 1, -1, 2, -5)))
    if kind == 1:
        return FixHand(name, rng.randrange(9))
    if kind == 2:
        return FixRole(name, rng.choice(sorted(load_bang().roles)))
    places = [Place(DISCARD), Place(DECK)]
    places += [Place(pile, p.name) for p in state.players for pile in (HAND, TABLE)]
    source = rng.choice(places)
    lying = _cards_at(state, source)
    card = rng.choice(lying) if lying and rng.random() < 0.8 else rng.choice(full_deck())
    if rng.random() < 0.2:
        card = UNKNOWN
    return MoveCard(card, source, rng.choice(places))


def _cards_at(state: State, place: Place) -> list[Card]:
    if place.pile == DISCARD:
        return state.discard[-3:]
    if place.pile == DECK:
        return state.deck[-1:]
    player = state.player(place.player or "")
    return player.hand if place.pile == HAND else player.in_play


def random_duel_correction(state: DuelState, rng: random.Random) -> Correction:
    """A Duel correction: a character's life, mostly of one in play; now and then another kind,
    which a Duel refuses."""
    if rng.random() < 0.1:
        return FixHand(state.sides[0].player, 3)
    in_play = [fighter.id for _side, fighter in state.fighters()]
    character = rng.choice(in_play) if in_play and rng.random() < 0.9 else "jango"
    return FixLife(character, rng.choice((-1, 1, -1, 2, -5)))
