"""The brute-force reference for rules.duel.legal: every move shape with every card kind an
unknown card might be and every target, each judged by the engine.

This was legal.py before its candidates were pruned; test_legal_moves.py checks that the pruned
generation finds exactly the same legal moves. Slow by design (hundreds of engine calls per
table-mode decision).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import permutations

from cards_data import load_duel
from rules.core.moves import HAND, Discard, Draw, DrawCheck, EndTurn, Pass, Pick, Play, Reveal
from rules.core.trial import accepted
from rules.duel import engine
from rules.duel.cards import Card, character_side
from rules.duel.moves import DuelMove, Enter, MoveToken, Reload, StartWith, Use
from rules.duel.state import (
    Absorb,
    BartPick,
    Choice,
    DuelState,
    FaceUp,
    KeepTwo,
    Side,
    StartChoice,
    StoreReveal,
)

SYMBOLS = ("barrel", "snake", "dynamite", "horseshoe")


def brute_force_legal_moves(state: DuelState) -> list[DuelMove]:
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


def hand_options(state: DuelState, side: Side) -> list[Card]:
    """The distinct cards a side might play: known ones, or any kind while some are unknown."""
    return options_among(state, side.hand)


def options_among(state: DuelState, cards: Sequence[Card]) -> list[Card]:
    """The distinct cards one might name among `cards`: known ones, or any kind while some are
    unknown (a hand, the cards a Stagecoach drew)."""
    known = [card for card in cards if card.known]
    if not state.full_information and any(not card.known for card in cards):
        known += [Card(kind) for kind in load_duel().cards]
    return list(dict.fromkeys(known))


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
    targets = _targets(state)
    in_play = [(f.id, card) for _, f in state.fighters() for card in f.equipment]
    for card in hand_options(state, side):
        for as_kind in (None, "colt"):
            yield Play(side.player, card, as_kind=as_kind)
            for target in targets:
                yield Play(side.player, card, target, as_kind=as_kind)
        if card.kind in ("braquage", "coup_de_foudre"):
            yield Play(side.player, card, state.opponent(side).player, HAND)
            for fighter, carried in in_play:
                yield Play(side.player, card, fighter, carried)
        yield Reload(side.player, card)
        yield Use(side.player, "soundance_kid", card)
        yield from _pearl_hat(state, side, card, targets, in_play)
    if side.pa is not None:
        for carried in side.pa.equipment:
            yield Reload(side.player, carried)
            yield Use(side.player, "cattle_katie", carried)
    yield Use(side.player, "babe_leroy")
    yield MoveToken(side.player)
    yield EndTurn(side.player)


def _pearl_hat(
    state: DuelState, side: Side, paid: Card, targets: list[str], in_play: list[tuple[str, Card]]
) -> Iterator[DuelMove]:
    if not any(f.id == "pearl_hat" for f in side.fighters()):
        return
    yield Use(side.player, "pearl_hat", paid)
    for target in targets:
        yield Use(side.player, "pearl_hat", paid, target)
    yield Use(side.player, "pearl_hat", paid, state.opponent(side).player, HAND)
    for fighter, carried in in_play:
        yield Use(side.player, "pearl_hat", paid, fighter, carried)


def _discards(state: DuelState, side: Side, request: object) -> Iterator[DuelMove]:
    options = hand_options(state, side)
    if isinstance(request, KeepTwo):
        options = options_among(state, request.cards)
    for card in options:
        yield Discard(side.player, card)


def _responds(state: DuelState, side: Side, request: object) -> Iterator[DuelMove]:
    for card in hand_options(state, side):
        yield Play(side.player, card)
        yield Play(side.player, card, as_kind="manque")
        yield Play(side.player, card, as_kind="colt")
        yield Discard(side.player, card)
    yield DrawCheck(side.player, "planque")
    yield DrawCheck(side.player, "sid_curry")
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
