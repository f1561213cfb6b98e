"""Every legal Duel move at the pending decision: candidates are proposed, the engine keeps the
legal ones (one source of truth for the rules, as in rules/bang/legal.py).

Candidates go through options.py first, which drops the moves the engine would surely refuse
(a card kind no unknown card's back allows, a target the card cannot reach, a card that does
not answer the request): in table mode that is a few dozen engine calls a decision, not
hundreds.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import permutations

from cards_data import load_duel
from rules.core.moves import HAND, Discard, Draw, DrawCheck, EndTurn, Pass, Pick, Play, Reveal
from rules.core.trial import accepted
from rules.duel import engine, options
from rules.duel.abilities import copied_by_pearl_hat
from rules.duel.cards import Card, character_side
from rules.duel.moves import DuelMove, Enter, MoveToken, Reload, StartWith, Use
from rules.duel.options import TAKES_A_CARD, Aim, Aims
from rules.duel.state import (
    Absorb,
    BartPick,
    Choice,
    DuelState,
    FaceUp,
    KeepTwo,
    Shot,
    Side,
    StartChoice,
    StoreReveal,
)

SYMBOLS = ("barrel", "snake", "dynamite", "horseshoe")


def legal_moves(state: DuelState) -> list[DuelMove]:
    return accepted(engine.apply, state, candidates(state))


def candidates(state: DuelState) -> Iterator[DuelMove]:
    """Moves worth trying at the pending decision (a superset of the legal ones)."""
    waiting = engine.pending(state)
    if waiting.kind == "game_over":
        return
    if waiting.player is None:
        yield from _reveals(state, waiting.request)
        return
    side = state.side(waiting.player)
    yield from _BY_KIND[waiting.kind](state, side, waiting.request)


def _reveals(state: DuelState, request: object) -> Iterator[DuelMove]:
    if isinstance(request, StoreReveal | FaceUp):
        for kind in load_duel().cards:
            yield Reveal(Card(kind))
    else:
        for symbol in SYMBOLS:
            yield Reveal(Card(symbol=symbol))


def _starts(state: DuelState, side: Side, request: object) -> Iterator[DuelMove]:
    assert isinstance(request, StartChoice)
    for character in request.offered:
        yield StartWith(side.player, character)
    if not request.offered:
        for active, backup in permutations(_possible_characters(state, side), 2):
            yield StartWith(side.player, active, backup)


def _possible_characters(state: DuelState, side: Side) -> list[str]:
    known = [c for c in side.reserve if c is not None]
    if None not in side.reserve:
        return known
    in_game = {f.id for _, f in state.fighters()}
    return [
        c for c in load_duel().characters if character_side(c) == side.name and c not in in_game
    ]


def _enters(state: DuelState, side: Side, request: object) -> Iterator[DuelMove]:
    for character in _possible_characters(state, side):
        yield Enter(side.player, character)


def _draws(state: DuelState, side: Side, request: object) -> Iterator[DuelMove]:
    yield Draw(side.player)


def _targets(state: DuelState) -> list[str]:
    return [f.id for _, f in state.fighters()] + [s.player for s in state.sides]


def _plays(state: DuelState, side: Side, request: object) -> Iterator[DuelMove]:
    """Each card of the hand on each target its kind may take (a Hold-Up or Love at First
    Sight: a hand or a card in play), reloads, and the abilities used on one's turn; a Pearl
    Hat copy may take any target, the copied card says which."""
    aims = Aims(state, side)
    plain: list[Aim] = [(None, None), *((t, None) for t in _targets(state))]
    in_play = [(f.id, card) for _, f in state.fighters() for card in f.equipment]
    taking: list[Aim] = [(state.opponent(side).player, HAND), *in_play]
    cards = options.hand_cards(state, side)
    fitting: dict[str, list[Aim]] = {}  # a kind's aims, the same for every card of the kind
    for card in cards:
        for kind, as_kind in options.ways_to_play(state, side, card):
            if kind not in fitting:
                fitting[kind] = aims.among(kind, taking if kind in TAKES_A_CARD else plain)
            for aim in fitting[kind]:
                yield Play(side.player, card, *aim, as_kind=as_kind)
    yield from _reloads(state, side)
    if options.usable(state, side, "soundance_kid"):
        for card in cards:
            yield Use(side.player, "soundance_kid", card)
    copied = copied_by_pearl_hat(state)
    if copied is not None and options.usable(state, side, "pearl_hat"):
        for card in cards:
            for aim in aims.among(copied, plain + taking):
                yield Use(side.player, "pearl_hat", card, *aim)
    if side.pa is not None and options.usable(state, side, "cattle_katie"):
        for carried in side.pa.equipment:
            yield Use(side.player, "cattle_katie", carried)
    if options.usable(state, side, "babe_leroy"):
        yield Use(side.player, "babe_leroy")
    yield MoveToken(side.player)
    yield EndTurn(side.player)


def _reloads(state: DuelState, side: Side) -> Iterator[DuelMove]:
    """The hand's cards, any reload card an unknown one might be, and the active's equipment."""
    cards = [card for card in side.hand if card.known]
    if options.unknown_in_hand(state, side):
        cards += [Card(kind) for kind in load_duel().cards]
    if side.pa is not None:
        cards += side.pa.equipment
    for card in dict.fromkeys(cards):
        if options.reloads(state, side, card):
            yield Reload(side.player, card)


def _discards(state: DuelState, side: Side, request: object) -> Iterator[DuelMove]:
    """A card of the hand, or of the cards drawn (Stagecoach, Soundance Kid: any kind an
    unknown one may be, since the table names it as it is discarded)."""
    if isinstance(request, KeepTwo):
        cards = options.nameable(state, request.cards)
    else:
        cards = options.hand_cards(state, side)
    for card in cards:
        yield Discard(side.player, card)


def _responds(state: DuelState, side: Side, request: object) -> Iterator[DuelMove]:
    """The cards that answer the request (a dodge, a shot card, Tex Killer's extra card), the
    reveals and the Stetson that may dodge a shot, or taking the hit."""
    for card in options.hand_cards(state, side):
        for as_kind in (None, "manque", "colt"):
            move = Play(side.player, card, as_kind=as_kind)
            if options.answers(state, request, move):
                yield move
        if isinstance(request, Shot) and request.dodged:
            yield Discard(side.player, card)
    dodges = options.dodges_of_the_target(state, request)
    for reason in ("planque", "sid_curry"):
        if reason in dodges:
            yield DrawCheck(side.player, reason)
    if "stetson" in dodges:
        yield Use(side.player, "stetson")
    yield Pass(side.player)


def _picks(state: DuelState, side: Side, request: object) -> Iterator[DuelMove]:
    cards = request.check.seen if isinstance(request, BartPick) else state.store
    for card in cards:
        yield Pick(side.player, card)


def _chooses(state: DuelState, side: Side, request: object) -> Iterator[DuelMove]:
    if isinstance(request, Absorb):
        yield Use(side.player, "buffalo_bell")
    elif isinstance(request, Choice):
        if request.what == "carabine":
            for _, fighter in state.fighters():
                for carried in fighter.equipment:
                    yield Use(side.player, "carabine", None, fighter.id, carried)
        elif request.what == "fusil_a_bison":
            for other in state.sides:
                yield Use(side.player, "fusil_a_bison", None, other.player)
        else:
            yield Use(side.player, request.what, None, request.fighter, HAND)
            for carried in request.cards:
                yield Use(side.player, request.what, None, request.fighter, carried)
    yield Pass(side.player)


_BY_KIND = {
    "start": _starts,
    "enter": _enters,
    "draw": _draws,
    "play": _plays,
    "discard": _discards,
    "respond": _responds,
    "pick": _picks,
    "choose": _chooses,
}
