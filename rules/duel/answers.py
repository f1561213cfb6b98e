"""Answers to what the stack asks of a player, other than dodging a shot (shots.py): Indians!,
a Duel, picks, discards a card asks for, the optional choices cards leave, Buffalo Bell, and
the characters chosen at set-up or brought in from the reserve."""

from __future__ import annotations

from dataclasses import replace

from rules.core.moves import HAND, Discard, Pass, Pick, Play
from rules.duel import piles
from rules.duel.cards import Card, character_side
from rules.duel.life import bring_in, lose_life, suffer, taken_from
from rules.duel.moves import Enter, StartWith, Use
from rules.duel.refusals import Refusal
from rules.duel.shots import is_shot_card
from rules.duel.state import (
    Absorb,
    Choice,
    DiscardChosen,
    DuelFight,
    DuelState,
    EnterFromReserve,
    IndiansAttack,
    KeepTwo,
    Side,
    StartChoice,
    StorePick,
)
from rules.duel.swaps import swap


def _shot_card_from_hand(state: DuelState, side: Side, move: Play, fighter: str) -> None:
    """Discard a shot card (Duel, Indians!); nothing but its shot counts."""
    if move.target is not None:
        raise Refusal("no_target_needed", card=move.card.kind or "?")
    if not is_shot_card(move.card, move.as_kind, fighter):
        raise Refusal("not_a_shot_card", card=move.card.kind or "?")
    state.discard.append(piles.take_from_hand(state, side, move.card))


def indians_answer(state: DuelState, request: IndiansAttack, move: Play) -> None:
    _shot_card_from_hand(state, state.side(move.player), move, request.fighter)
    state.stack.pop()


def indians_hit(state: DuelState, request: IndiansAttack) -> None:
    state.stack.pop()
    side = state.side(request.player)
    lose_life(
        state, side, state.fighter(request.fighter), 1, state.side(request.attacker), "indiens"
    )


def at_stake(state: DuelState, request: DuelFight) -> str:
    """The character whose life the answering player risks in the Duel."""
    if request.player == request.challenged:
        return request.fighter
    pa = state.side(request.player).pa
    return pa.id if pa is not None else ""


def duel_answer(state: DuelState, request: DuelFight, move: Play) -> None:
    """A shot card discarded: now the other player must discard one."""
    side = state.side(move.player)
    _shot_card_from_hand(state, side, move, at_stake(state, request))
    other = state.opponent(side)
    state.stack[-1] = replace(request, player=other.player)


def duel_lost(state: DuelState, request: DuelFight) -> None:
    state.stack.pop()
    side = state.side(request.player)
    found = state.find(at_stake(state, request))
    if found is not None:
        lose_life(state, side, found[1], 1, state.opponent(side), "duel")


def pick_from_store(state: DuelState, request: StorePick, move: Pick) -> None:
    card = piles.take_named(state, state.store, move.card)
    if card is None:
        raise Refusal("not_on_display", card=move.card.kind or "?")
    state.side(move.player).hand.append(card)
    state.stack.pop()
    if request.order and state.store:
        state.stack.append(StorePick(request.order[0], request.order[1:]))


def keep_two(state: DuelState, request: KeepTwo, move: Discard) -> None:
    """Stagecoach, Soundance Kid: the card named goes to the discard, the others to the hand."""
    cards = list(request.cards)
    side = state.side(move.player)
    found = piles.index_among(state, cards, move.card)
    if found is None:
        raise Refusal("not_on_display", card=move.card.kind or "?")
    state.discard.append(found.take(cards))
    side.hand.extend(cards)
    state.stack.pop()


def discard_chosen(state: DuelState, request: DiscardChosen, move: Discard) -> None:
    """Peacemaker: the opponent discards a card of their own choice."""
    side = state.side(move.player)
    state.discard.append(piles.take_from_hand(state, side, move.card))
    state.stack.pop()


# ---- choices cards leave, and Buffalo Bell ------------------------------------------------


def choose(state: DuelState, request: Choice, move: Use) -> None:
    if move.what != request.what:
        raise Refusal("other_choice", player=move.player, card=request.what, used=move.what)
    side = state.side(move.player)
    _CHOICES[request.what](state, request, side, move)


def _carabine(state: DuelState, request: Choice, side: Side, move: Use) -> None:
    """Discard an equipment card of your PA's or of the opponent's PA."""
    them = state.opponent(side)
    found = state.find(move.target or "")
    if found is None or found[1] not in (side.pa, them.pa):
        raise Refusal("not_a_target", card="carabine", target=move.target or "?")
    owner, fighter = found
    spec = move.target_card
    card = piles.take_named(state, fighter.equipment, spec) if isinstance(spec, Card) else None
    if card is None:
        raise Refusal("no_such_card_in_play", target=fighter.id, card="?")
    state.discard.append(card)
    state.stack.pop()
    taken_from(state, side, owner, fighter)


def _fusil_a_bison(state: DuelState, request: Choice, side: Side, move: Use) -> None:
    """Swap the active and backup characters of either player."""
    if move.target is None:
        raise Refusal("needs_target", card="fusil_a_bison")
    whose = state.side(move.target) if state.has_player(move.target) else None
    found = state.find(move.target)
    whose = whose or (found[0] if found else None)
    if whose is None:
        raise Refusal("unknown_player", player=move.target)
    state.stack.pop()
    swap(state, whose, by=side)


def _bull_anderson(state: DuelState, request: Choice, side: Side, move: Use) -> None:
    """Take one of the eliminated character's equipment, or a random card of its owner's."""
    owner = state.side(request.owner or "")
    cards = list(request.cards)
    if move.target_card == HAND:
        if not owner.hand or owner is side:
            raise Refusal("empty_hand", target=owner.player)
        side.hand.append(piles.take_random(state, owner))
        taken_from(state, side, owner, None)
    else:
        spec = move.target_card
        card = piles.take_named(state, cards, spec) if isinstance(spec, Card) else None
        if card is None:
            raise Refusal("not_on_display", card=getattr(spec, "kind", None) or "?")
        side.hand.append(card)
    left = replace(request, cards=tuple(cards), remaining=request.remaining - 1)
    state.stack[-1] = left
    if left.remaining == 0 or not (left.cards or (owner.hand and owner is not side)):
        decline(state, left)


_CHOICES = {
    "carabine": _carabine,
    "fusil_a_bison": _fusil_a_bison,
    "bull_anderson": _bull_anderson,
}


def decline(state: DuelState, request: Choice) -> None:
    """No (more) choice taken: Bull Anderson's leftovers are discarded."""
    state.stack.pop()
    state.discard.extend(request.cards)


def absorb(state: DuelState, request: Absorb, move: Use) -> None:
    """Buffalo Bell takes one point of the loss in place of the other character."""
    if move.what != "buffalo_bell":
        raise Refusal("other_choice", player=move.player, card="buffalo_bell", used=move.what)
    side = state.side(move.player)
    bell = next((f for f in side.standing() if f.id == "buffalo_bell"), None)
    if bell is None or bell.life < 2:  # a correction since the loss left him his last point
        raise Refusal("ability_asleep", player=move.player, card="buffalo_bell")
    by = state.side(request.by) if request.by else None
    suffer(state, side, bell, 1, by, request.cause)
    left = replace(request, amount=request.amount - 1)
    if left.amount and bell.life > 1:
        state.stack[-1] = left
    else:
        no_absorb(state, left)


def no_absorb(state: DuelState, request: Absorb) -> None:
    """The rest of the loss falls on the character it was meant for."""
    state.stack.pop()
    side = state.side(request.player)
    found = state.find(request.fighter)
    if found is not None:
        by = state.side(request.by) if request.by else None
        suffer(state, side, found[1], request.amount, by, request.cause)


# ---- characters entering play ------------------------------------------------------------


def start_with(state: DuelState, request: StartChoice, move: StartWith) -> None:
    """The active and the backup character of the two drawn; the others stay in the reserve."""
    side = state.side(move.player)
    if request.offered:
        chosen = [move.active, *[c for c in request.offered if c != move.active]]
        if move.active not in request.offered or (move.backup not in (None, chosen[1])):
            raise Refusal("not_in_reserve", player=side.player, card=move.active)
    else:
        if move.backup is None or move.backup == move.active:
            raise Refusal("not_in_reserve", player=side.player, card=move.backup or "?")
        chosen = [move.active, move.backup]
        for character in chosen:
            _take_from_reserve(state, side, character)
    for slot, character in enumerate(chosen):
        bring_in(state, side, slot, character)
    side.active = 0
    state.stack.pop()


def enter(state: DuelState, request: EnterFromReserve, move: Enter) -> None:
    side = state.side(move.player)
    _take_from_reserve(state, side, move.character)
    bring_in(state, side, request.slot, move.character)
    state.stack.pop()


def _take_from_reserve(state: DuelState, side: Side, character: str) -> None:
    """Remove a named character from the reserve (one unknown stands for it in table mode)."""
    if character in side.reserve:
        side.reserve.remove(character)
        return
    in_game = {f.id for _, f in state.fighters()}
    if None in side.reserve and character_side(character) == side.name and character not in in_game:
        side.reserve.remove(None)
        return
    raise Refusal("not_in_reserve", player=side.player, card=character)


def give_up(state: DuelState, request: object, move: Pass) -> None:
    """Pass: decline a choice (only those that are optional)."""
    if isinstance(request, Choice):
        decline(state, request)
    elif isinstance(request, Absorb):
        no_absorb(state, request)
    else:
        raise Refusal("wrong_moment", player=move.player, waiting_for="choose")
