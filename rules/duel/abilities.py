"""Character abilities used on one's own turn: Babe Leroy, Cattle Katie, Pearl Hat, Soundance
Kid. Each works once per turn, and only while the character is active."""

from __future__ import annotations

from rules.core.moves import Play
from rules.duel import piles
from rules.duel.cards import Card, always_active, card_type
from rules.duel.moves import Use
from rules.duel.play import effect
from rules.duel.positions import ability
from rules.duel.refusals import Refusal
from rules.duel.state import Aftermath, DuelState, KeepTwo, Side

BABE_LEROY_DRAWS = 2
CATTLE_KATIE_DRAWS = 2
NOT_COPIED = ("manque", "riposte")


def use_on_turn(state: DuelState, move: Use) -> None:
    side = state.side(move.player)
    effect = _ON_TURN.get(move.what)
    if effect is None:
        raise Refusal("nothing_to_use", player=side.player, card=move.what)
    if ability(state, side, move.what) is None:
        mine = any(f.id == move.what for f in side.fighters())
        code = "ability_asleep" if mine else "ability_not_yours"
        raise Refusal(code, player=side.player, card=move.what)
    if move.what in side.used:
        raise Refusal("once_per_turn", player=side.player, card=move.what)
    side.used = side.used | {move.what}
    effect(state, side, move)


def _babe_leroy(state: DuelState, side: Side, move: Use) -> None:
    """With an empty hand, draw 2."""
    if side.hand:
        raise Refusal("hand_not_empty", player=side.player)
    piles.draw(state, side, BABE_LEROY_DRAWS)


def _cattle_katie(state: DuelState, side: Side, move: Use) -> None:
    """Discard one of her equipment cards that is not always active, to draw 2."""
    katie = state.fighter("cattle_katie")
    found = None if move.card is None else piles.index_among(state, katie.equipment, move.card)
    if found is None or found.card.kind is None or always_active(found.card.kind):
        raise Refusal("katie_equipment")
    state.discard.append(found.take(katie.equipment))
    piles.draw(state, side, CATTLE_KATIE_DRAWS)


def _pearl_hat(state: DuelState, side: Side, move: Use) -> None:
    """Discard a card to copy the action card that was on top of the discard pile."""
    kind = copied_by_pearl_hat(state)
    if kind is None:
        raise Refusal("nothing_to_copy")
    if move.card is None:
        raise Refusal("needs_target_card", target=side.player)
    state.discard.append(piles.take_from_hand(state, side, move.card))
    state.stack.append(Aftermath())
    copy = Play(side.player, Card(kind), move.target, move.target_card)
    effect(kind)(state, side, None, copy)


def copied_by_pearl_hat(state: DuelState) -> str | None:
    """The action card Pearl Hat would copy now: the top of the discard pile, if it is one
    (never a dodge card). Public for legal.py, which proposes copies only then."""
    top = state.discard[-1] if state.discard else None
    if top is None or top.kind is None or top.kind in NOT_COPIED:
        return None
    return top.kind if card_type(top.kind) == "action" else None


def _soundance_kid(state: DuelState, side: Side, move: Use) -> None:
    """Discard a card, draw one from your deck and one from the opponent's, discard one."""
    if move.card is None:
        raise Refusal("needs_target_card", target=side.player)
    state.discard.append(piles.take_from_hand(state, side, move.card))
    drawn = piles.draw(state, side, 1) + piles.draw(state, side, 1, state.opponent(side))
    del side.hand[len(side.hand) - len(drawn) :]
    if len(drawn) < 2:
        side.hand.extend(drawn)
    else:
        state.stack.append(KeepTwo(side.player, tuple(drawn), "soundance_kid"))


_ON_TURN = {
    "babe_leroy": _babe_leroy,
    "cattle_katie": _cattle_katie,
    "pearl_hat": _pearl_hat,
    "soundance_kid": _soundance_kid,
}
