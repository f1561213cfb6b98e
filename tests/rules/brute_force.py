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
from rules.bang import moves as b
from rules.bang.cards import UNKNOWN, Card, full_deck
from rules.bang.state import KitPutBack, LuckyChoice, Player, State
from rules.bang.turns import check_succeeds
from rules.core import moves as m
from rules.core.trial import accepted


def brute_force_legal_moves(state: State) -> list[b.Move]:
    return accepted(engine.apply, state, _candidates(state))


def _candidates(state: State) -> Iterator[b.Move]:
    waiting = engine.pending(state)
    if waiting.kind == "game_over":
        return
    if waiting.player is None:
        yield from _reveals(state)
    else:
        player = state.player(waiting.player)
        for shape, kinds in _SHAPES:
            if waiting.kind in kinds:
                yield from shape(state, player)
    yield from _sid_ketchum_heals(state)


def hand_options(state: State, player: Player) -> list[Card]:
    """Each card the player might name from the hand, once: those in it, and at a table, while
    any card in it is unseen, every kind of the game. Written here again on purpose: the
    reference shares no code with the module it checks."""
    named = dict.fromkeys(card for card in player.hand if state.full_information or card.known)
    if not state.full_information and not all(card.known for card in player.hand):
        named.update(dict.fromkeys(Card(kind) for kind in load_bang().cards))
    return list(named)


def _sid_ketchum_heals(state: State) -> Iterator[b.Move]:
    """Sid Ketchum may heal at any moment, whoever the game is waiting for.

    Pairs are drawn with replacement: the two cards may be alike (two Stagecoach 9♠, or two
    unknown cards at a table).
    """
    for player in state.alive():
        if player.character == "sid_ketchum":
            for first, second in combinations_with_replacement(hand_options(state, player), 2):
                yield b.Ability(player.name, (first, second))


def _reveals(state: State) -> Iterator[b.Move]:
    for card in dict.fromkeys(full_deck()):
        yield m.Reveal(card)


def _draws(state: State, player: Player) -> Iterator[b.Move]:
    yield m.Draw(player.name)
    yield m.Draw(player.name, b.DISCARD)
    tops = dict.fromkeys(piles.discard_top(state))
    if len(tops) > 1:  # which of the cards laid down together: named when they differ
        yield from (m.Draw(player.name, b.DISCARD, card) for card in tops)
    for other in state.alive():
        if other is not player:
            yield m.Draw(player.name, other.name)


def _plays(state: State, player: Player) -> Iterator[b.Move]:
    others = [p for p in state.alive() if p is not player]
    for card in hand_options(state, player):
        kinds = [None, "bang", "missed"] if player.character == "calamity_janet" else [None]
        for as_kind in kinds:
            if as_kind == card.kind:
                continue
            yield m.Play(player.name, card, as_kind=as_kind)
            for target in others:
                yield m.Play(player.name, card, target.name, as_kind=as_kind)
                if card.kind in ("panic", "cat_balou"):
                    yield m.Play(player.name, card, target.name, m.HAND)
                    for in_play in target.in_play:
                        yield m.Play(player.name, card, target.name, in_play)
    yield m.EndTurn(player.name)


def _answers(state: State, player: Player) -> Iterator[b.Move]:
    """Each card played as itself: an answer played "as" another card is the same answer as
    the card alone (Calamity Janet's), so it is no candidate of its own."""
    for card in hand_options(state, player):
        yield m.Play(player.name, card)
    yield m.DrawCheck(player.name, "barrel")
    yield m.DrawCheck(player.name, "jourdonnais")
    yield m.Pass(player.name)


def _discards(state: State, player: Player) -> Iterator[b.Move]:
    for card in hand_options(state, player):
        yield m.Discard(player.name, card)


def _picks(state: State, player: Player) -> Iterator[b.Move]:
    for card in state.store:
        yield m.Pick(player.name, card)


def _keeps(state: State, player: Player) -> Iterator[b.Move]:
    """Every pair Kit Carlson may keep, as legal.py names them (`puts back` is the same move
    said the other way, so no candidate of its own)."""
    request = state.stack[-1]
    assert isinstance(request, KitPutBack)
    named = [card if card.known else UNKNOWN for card in request.drawn]
    seen_first = {card: (not card.known, named.index(card)) for card in named}
    for back in range(len(named)):
        kept = named[:back] + named[back + 1 :]
        yield b.Keep(player.name, tuple(sorted(kept, key=seen_first.__getitem__)))


def _chooses(state: State, player: Player) -> Iterator[b.Move]:
    """Both flipped cards, the one that makes the draw! succeed first (the app's order)."""
    request = state.stack[-1]
    assert isinstance(request, LuckyChoice)
    reason = request.check.reason
    for card in sorted(request.check.seen, key=lambda card: not check_succeeds(reason, card)):
        yield b.Choose(player.name, card)


def _roles(state: State, player: Player) -> Iterator[b.Move]:
    for role in load_bang().roles:
        yield b.RevealRole(player.name, role)


_SHAPES = (
    (_draws, {"draw"}),
    (_plays, {"play"}),
    (_answers, {"respond", "dying"}),
    (_discards, {"discard"}),
    (_picks, {"pick"}),
    (_keeps, {"put_back"}),
    (_chooses, {"choose"}),
    (_roles, {"reveal_role"}),
)
"""The move shapes each decision may take."""
