"""Every legal Duel move at the pending decision: proposed from the rules, judged by the engine.

The proposals are pruned by options.py (the engine's own checks of each card, asked without
copying the state); the engine judges what is left, as at a table a card named from a hand of
unseen cards, a half-known reserve or what the deck can still hold are its alone to weigh. In
full mode it refuses few (one proposal in ten on one's turn, none among answers and discards in
bot games); a draw, never refused, is not asked. The bots draw from the same proposals, in the
same order. The reference this module is held to is tests/rules/duel/brute_force.py, which
shares no code with it: every move shape, every card kind and target, each judged by the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from itertools import permutations
from typing import Any

from cards_data import load_duel
from cards_data.model import DUEL_SYMBOLS
from rules.core.moves import HAND, Discard, Draw, DrawCheck, EndTurn, Pass, Pick, Play, Reveal
from rules.core.trial import accepted
from rules.duel import engine, options
from rules.duel.abilities import copied_by_pearl_hat
from rules.duel.cards import Card, character_side
from rules.duel.moves import DuelMove, Enter, MoveToken, Reload, StartWith, Use
from rules.duel.options import TAKES_A_CARD, Aim, Aims
from rules.duel.reveals import reveal_needs
from rules.duel.state import (
    Absorb,
    BartPick,
    Choice,
    DuelState,
    KeepTwo,
    Shot,
    Side,
    StartChoice,
)

_EXACT = frozenset({"draw"})
"""The decisions whose proposals are exactly the legal moves (see the module's docstring)."""


def legal_moves(state: DuelState) -> list[DuelMove]:
    waiting = engine.pending(state)
    proposed = dict.fromkeys(candidates(state, waiting))
    return accepted(engine.apply, state, proposed) if waiting.kind not in _EXACT else list(proposed)


def candidates(state: DuelState, waiting: engine.Pending | None = None) -> Iterable[DuelMove]:
    """The moves proposed at the pending decision (`waiting`, asked of the engine when not
    given): the legal ones and, but for the decisions in _EXACT, moves the engine refuses."""
    waiting = waiting or engine.pending(state)
    if waiting.kind == "game_over":
        return ()
    if waiting.player is None:
        return _table_reveals(waiting.request)
    return _BY_KIND[waiting.kind](state, state.side(waiting.player), waiting.request)


def _table_reveals(request: Any) -> list[DuelMove]:
    """A card named where it lands face up or on the General Store's display; for a draw!,
    its symbol (the deck's holdings are the engine's to judge)."""
    if reveal_needs(request) == "name":
        return [Reveal(Card(kind)) for kind in load_duel().cards]
    return [Reveal(Card(symbol=symbol)) for symbol in DUEL_SYMBOLS]


def _starts(state: DuelState, side: Side, request: object) -> list[DuelMove]:
    """One of the characters offered; with none offered (a table that did not say), any
    active and backup pair the side may hold."""
    assert isinstance(request, StartChoice)
    if request.offered:
        return [StartWith(side.player, character) for character in request.offered]
    pairs = permutations(_characters_left(state, side), 2)
    return [StartWith(side.player, active, backup) for active, backup in pairs]


def _characters_left(state: DuelState, side: Side) -> list[str]:
    """The side's reserve as known; where it is not, every character of the side's colour
    not yet in the game."""
    if None not in side.reserve:
        return list(side.reserve)
    taken = {fighter.id for _, fighter in state.fighters()}
    every = load_duel().characters
    return [c for c in every if character_side(c) == side.name and c not in taken]


def _enters(state: DuelState, side: Side, request: object) -> list[DuelMove]:
    return [Enter(side.player, character) for character in _characters_left(state, side)]


def _draws(state: DuelState, side: Side, request: object) -> list[DuelMove]:
    return [Draw(side.player)]


def _targets(state: DuelState) -> list[str]:
    """Every fighter and both players, as a target."""
    fighters = [fighter.id for _, fighter in state.fighters()]
    return fighters + [other.player for other in state.sides]


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


def _picks(state: DuelState, side: Side, request: object) -> list[DuelMove]:
    """A card of the General Store's display, or of the two Bart Cassidy's draw! showed."""
    shown = request.check.seen if isinstance(request, BartPick) else state.store
    return [Pick(side.player, card) for card in shown]


def _chooses(state: DuelState, side: Side, request: object) -> list[DuelMove]:
    """Buffalo Bell's absorbing, or what a card lets one take or aim at; else nothing."""
    name = side.player
    moves: list[DuelMove] = []
    if isinstance(request, Absorb):
        moves.append(Use(name, "buffalo_bell"))
    elif isinstance(request, Choice) and request.what == "carabine":
        carried = [(f.id, card) for _, f in state.fighters() for card in f.equipment]
        moves += [Use(name, "carabine", None, fighter, card) for fighter, card in carried]
    elif isinstance(request, Choice) and request.what == "fusil_a_bison":
        moves += [Use(name, "fusil_a_bison", None, other.player) for other in state.sides]
    elif isinstance(request, Choice):
        taken = [HAND, *request.cards]
        moves += [Use(name, request.what, None, request.fighter, card) for card in taken]
    return [*moves, Pass(name)]


_Proposals = Callable[[DuelState, Side, object], Iterable[DuelMove]]
_BY_KIND: dict[str, _Proposals] = dict(
    start=_starts,
    enter=_enters,
    draw=_draws,
    play=_plays,
    discard=_discards,
    respond=_responds,
    pick=_picks,
    choose=_chooses,
)
