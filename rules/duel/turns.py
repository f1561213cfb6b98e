"""The turn: start-of-turn cards, the draw, the free token move, reloads, the hand limit.

Start of turn, before the draw: Dynamite, then Rattlesnake, then Buffalo Stampede, each on the
characters of the player whose turn it is.
"""

from __future__ import annotations

from rules.core.moves import Discard, Draw
from rules.duel import piles
from rules.duel.cards import Card, reloadable
from rules.duel.positions import ability, card_works
from rules.duel.refusals import Refusal
from rules.duel.state import Aftermath, Check, Draws, DuelState, PatShow, Side, TurnStart
from rules.duel.swaps import swap

DRAW_COUNT = 2
START_OF_TURN = ("dynamite", "serpent_a_sonnette", "charge_de_bisons")
LOW_LIFE_HAND_LIMIT = 2


def start_turn(state: DuelState, index: int) -> None:
    state.turn = index
    state.phase = "draw"
    side = state.current
    side.token_moved, side.bangs_counted, side.used = False, 0, frozenset()
    state.stack.append(TurnStart())


def next_turn(state: DuelState) -> None:
    start_turn(state, 1 - state.turn)


def settle_turn_start(state: DuelState, request: TurnStart) -> None:
    """Check the next start-of-turn card, each one its own event."""
    if request.step >= len(START_OF_TURN):
        state.stack.pop()
        return
    kind = START_OF_TURN[request.step]
    state.stack[-1] = TurnStart(request.step + 1)  # not dataclasses.replace: slow, every turn
    side = state.current
    for fighter in side.standing():
        if not fighter.carries(kind):
            continue
        state.stack.append(Aftermath())
        if kind == "charge_de_bisons":
            if not side.alone:
                swap(state, side, by=side)
        else:
            state.stack.append(Check(side.player, kind, fighter.id, side.name))
        return


def draw_phase(state: DuelState, move: Draw) -> None:
    """Draw 2 (The Daltons 3, a Bank one more); Pat Garret shows his second card."""
    side = state.side(move.player)
    if move.source is not None:
        raise Refusal("ability_not_yours", player=side.player)
    count = DRAW_COUNT
    if ability(state, side, "les_dalton"):
        count += 1
    if side.pa is not None and card_works(state, side, side.pa, "banque"):
        count += 1
    state.phase = "play"
    if ability(state, side, "pat_garret"):
        piles.draw(state, side, 1)
        if count > DRAW_COUNT:
            state.stack.append(Draws(side.player, count - DRAW_COUNT))
        state.stack.append(PatShow(side.player, side.name))
    else:
        piles.draw(state, side, count)


def hand_limit(side: Side) -> int:
    """As many cards as the active character's life, but 2 at 1 life."""
    life = side.pa.life if side.pa is not None else 0
    return LOW_LIFE_HAND_LIMIT if life == 1 else life


def end_turn(state: DuelState) -> None:
    state.phase = "discard"


def discard_down(state: DuelState, move: Discard) -> None:
    side = state.current
    limit = hand_limit(side)
    if len(side.hand) <= limit:
        raise Refusal("hand_within_limit", player=side.player, hand=len(side.hand), limit=limit)
    state.discard.append(piles.take_from_hand(state, side, move.card))


def discarding_done(state: DuelState) -> bool:
    return state.phase == "discard" and len(state.current.hand) <= hand_limit(state.current)


def move_token(state: DuelState, player: str) -> None:
    """The free swap of the play phase, once per turn."""
    side = state.side(player)
    if side.token_moved:
        raise Refusal("token_already_moved", player=player)
    side.token_moved = True
    state.stack.append(Aftermath())
    swap(state, side, by=side)


def reload(state: DuelState, player: str, spec: Card) -> None:
    """Discard a reload card, from the hand or the active character, to draw one card."""
    side = state.side(player)
    if spec.kind is None or not reloadable(spec.kind):
        raise Refusal("not_reloadable", player=player, card=spec.kind or "?")
    if not any(s.alone for s in state.sides):
        raise Refusal("reload_locked", card=spec.kind)
    pa = side.pa
    on_pa = piles.take_named(state, pa.equipment, spec) if pa else None
    card = on_pa or piles.take_from_hand(state, side, spec)
    state.discard.append(card)
    piles.draw(state, side, 1)
