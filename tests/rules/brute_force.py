"""The brute-force reference for rules.bang.legal: every move shape the pending decision might take,
each judged by the engine (`engine.apply` on a copy of the whole state).

This was legal.py before legal moves were generated from the rules directly;
test_legal_moves.py checks that both find exactly the same moves, in the same order. Slow by
design (a dozen engine calls per decision in full mode, hundreds at a table).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations_with_replacement

from cards_data import load_bang
from rules.bang import engine, piles
from rules.bang.cards import full_deck
from rules.bang.legal import hand_options, kept_pairs
from rules.bang.state import KitPutBack, LuckyChoice, Player, State
from rules.bang.turns import check_succeeds
from rules.core.moves import (
    DISCARD,
    HAND,
    Ability,
    Choose,
    Discard,
    Draw,
    DrawCheck,
    EndTurn,
    Keep,
    Move,
    Pass,
    Pick,
    Play,
    Reveal,
    RevealRole,
)
from rules.core.trial import accepted


def brute_force_legal_moves(state: State) -> list[Move]:
    return accepted(engine.apply, state, _candidates(state))


def _candidates(state: State) -> Iterator[Move]:
    waiting = engine.pending(state)
    if waiting.kind == "game_over":
        return
    if waiting.player is None:
        yield from _reveals(state)
    else:
        yield from _BY_KIND[waiting.kind](state, state.player(waiting.player))
    yield from _sid_ketchum_heals(state)


def _sid_ketchum_heals(state: State) -> Iterator[Move]:
    """Sid Ketchum may heal at any moment, whoever the game is waiting for.

    Pairs are drawn with replacement: the two cards may be alike (two Stagecoach 9♠, or two
    unknown cards at a table).
    """
    for player in state.alive():
        if player.character == "sid_ketchum":
            for first, second in combinations_with_replacement(hand_options(state, player), 2):
                yield Ability(player.name, (first, second))


def _reveals(state: State) -> Iterator[Move]:
    for card in dict.fromkeys(full_deck()):
        yield Reveal(card)


def _draws(state: State, player: Player) -> Iterator[Move]:
    yield Draw(player.name)
    yield Draw(player.name, DISCARD)
    tops = dict.fromkeys(piles.discard_top(state))
    if len(tops) > 1:  # which of the cards laid down together: named when they differ
        yield from (Draw(player.name, DISCARD, card) for card in tops)
    for other in state.alive():
        if other is not player:
            yield Draw(player.name, other.name)


def _plays(state: State, player: Player) -> Iterator[Move]:
    others = [p for p in state.alive() if p is not player]
    for card in hand_options(state, player):
        kinds = [None, "bang", "missed"] if player.character == "calamity_janet" else [None]
        for as_kind in kinds:
            if as_kind == card.kind:
                continue
            yield Play(player.name, card, as_kind=as_kind)
            for target in others:
                yield Play(player.name, card, target.name, as_kind=as_kind)
                if card.kind in ("panic", "cat_balou"):
                    yield Play(player.name, card, target.name, HAND)
                    for in_play in target.in_play:
                        yield Play(player.name, card, target.name, in_play)
    yield EndTurn(player.name)


def _answers(state: State, player: Player) -> Iterator[Move]:
    """Each card played as itself: an answer played "as" another card is the same answer as
    the card alone (Calamity Janet's), so it is no candidate of its own."""
    for card in hand_options(state, player):
        yield Play(player.name, card)
    yield DrawCheck(player.name, "barrel")
    yield DrawCheck(player.name, "jourdonnais")
    yield Pass(player.name)


def _discards(state: State, player: Player) -> Iterator[Move]:
    for card in hand_options(state, player):
        yield Discard(player.name, card)


def _picks(state: State, player: Player) -> Iterator[Move]:
    for card in state.store:
        yield Pick(player.name, card)


def _keeps(state: State, player: Player) -> Iterator[Move]:
    """Every pair Kit Carlson may keep, as legal.py names them (`puts back` is the same move
    said the other way, so no candidate of its own)."""
    request = state.stack[-1]
    assert isinstance(request, KitPutBack)
    for kept in kept_pairs(request.drawn):
        yield Keep(player.name, kept)


def _chooses(state: State, player: Player) -> Iterator[Move]:
    """Both flipped cards, the one that makes the draw! succeed first (the app's order)."""
    request = state.stack[-1]
    assert isinstance(request, LuckyChoice)
    reason = request.check.reason
    for card in sorted(request.check.seen, key=lambda card: not check_succeeds(reason, card)):
        yield Choose(player.name, card)


def _roles(state: State, player: Player) -> Iterator[Move]:
    for role in load_bang().roles:
        yield RevealRole(player.name, role)


_BY_KIND = {
    "draw": _draws,
    "play": _plays,
    "respond": _answers,
    "dying": _answers,
    "discard": _discards,
    "pick": _picks,
    "put_back": _keeps,
    "choose": _chooses,
    "reveal_role": _roles,
}
