"""Life points, triggered shots, and what happens once an event is over: eliminations.

A character at 0 life is down at once, but it leaves play only when the card or effect that
downed it is fully resolved ("Effets simultanés"): then, in the order of simultaneous effects,
its equipment goes, its player draws 2 cards, and the next character of the reserve comes in;
only after that are the shots the event triggered fired.
"""

from __future__ import annotations

from rules.core.face_up import ask_name, discard_face_up
from rules.duel import piles
from rules.duel.cards import printed_life
from rules.duel.positions import ability, anywhere, awake, in_order
from rules.duel.state import (
    Absorb,
    Aftermath,
    Choice,
    Draws,
    DuelState,
    EnterFromReserve,
    Fighter,
    FollowUp,
    Shot,
    Side,
)

ELIMINATION_DRAWS = 2
BILL_TIGHTMAN_DRAWS = 2
BULL_ANDERSON_TAKES = 2
NOT_CAUSED_BY_ANYONE = ("dynamite", "serpent_a_sonnette")
"""Losses from these cards are not "made" by the opponent (Slim Poet's text says so)."""


def heal(fighter: Fighter, amount: int = 1) -> None:
    """Regain life points, never above the character's maximum."""
    fighter.life = min(fighter.max_life, fighter.life + amount)


def follow_up(state: DuelState, target: Fighter | None, shooter: Side, source: str) -> None:
    """A shot triggered now (Return Fire, Sid Curry...), fired when the current event is over."""
    if target is None:
        return
    shot = FollowUp(target.id, shooter.player, source)
    for i in range(len(state.stack) - 1, -1, -1):
        frame = state.stack[i]
        if isinstance(frame, Aftermath):
            state.stack[i] = Aftermath((*frame.follow_ups, shot))
            return
    state.stack.append(Aftermath((shot,)))


def lose_life(
    state: DuelState, side: Side, fighter: Fighter, amount: int, by: Side | None, cause: str
) -> None:
    """`fighter` loses `amount` life points, unless Buffalo Bell offers to take some."""
    bell = anywhere(state, side, "buffalo_bell")
    if amount > 0 and bell is not None and bell is not fighter and bell.life > 1:
        state.stack.append(
            Absorb(side.player, fighter.id, amount, by.player if by else None, cause)
        )
        return
    suffer(state, side, fighter, amount, by, cause)


def suffer(
    state: DuelState, side: Side, fighter: Fighter, amount: int, by: Side | None, cause: str
) -> None:
    """The loss itself, and the abilities it triggers if the character survives it.

    A character that loses its last point is out of the game at once for its own ability
    (rulebook, "Les personnages"), so no trigger then.
    """
    if amount <= 0:
        return
    fighter.life = max(0, fighter.life - amount)
    if fighter.down:
        return
    opponent = state.opponent(side)
    by_opponent = by is opponent and cause not in NOT_CAUSED_BY_ANYONE
    for _ in range(amount):
        if fighter.id == "alan_pinkertoon":
            follow_up(state, opponent.pa, side, "alan_pinkertoon")
        if fighter.id == "dalon_ranger" and by_opponent:
            piles.draw(state, side, 1)
        if fighter.id == "slim_poet" and by_opponent and opponent.hand:
            discard_face_up(state, piles.take_random(state, opponent))
            taken_from(state, side, opponent, None)


def taken_from(state: DuelState, taker: Side, victim: Side, fighter: Fighter | None) -> None:
    """Wild Bill shoots back when the opponent takes or discards one of his player's cards:
    from the hand (while he is active), or in play on him (`fighter`)."""
    if taker is victim:
        return
    bill = next((f for f in victim.standing() if f.id == "wild_bill"), None)
    if bill is None:
        return
    if fighter is bill or (fighter is None and awake(state, victim, bill)):
        follow_up(state, taker.pa, victim, "wild_bill")


# ---- the end of an event -----------------------------------------------------------------


def settle_aftermath(state: DuelState, frame: Aftermath) -> None:
    """Eliminate the next down character, or, when none is left, fire the triggered shots."""
    for side, fighter in in_order(state):
        if fighter.down:
            eliminate(state, side, fighter)
            return
    state.stack.pop()
    for shot in reversed(frame.follow_ups):
        found = state.find(shot.fighter)
        if found is not None and not found[1].down:
            state.stack.append(Aftermath())
            state.stack.append(Shot(found[0].player, shot.fighter, shot.shooter, shot.source))


def eliminate(state: DuelState, side: Side, fighter: Fighter) -> None:
    """The character leaves play; the rest of the elimination is queued as requests."""
    bull = _watching(state, "bull_anderson")
    bill = _watching(state, "bill_tightman")
    slot = side.slot_of(fighter)
    side.slots[slot] = None
    side.out += (fighter.id,)
    equipment, fighter.equipment = tuple(fighter.equipment), []
    if side.defeated:
        state.discard.extend(equipment)
        state.winner = state.opponent(side).name
        state.stack = []
        return
    if side.reserve:
        state.stack.append(EnterFromReserve(side.player, slot))
    else:
        side.active = 1 - slot
    state.stack.append(Draws(side.player, ELIMINATION_DRAWS))
    if bill is not None:
        state.stack.append(Draws(bill.player, BILL_TIGHTMAN_DRAWS))
    if bull is not None:
        state.stack.append(
            Choice(
                bull.player,
                "bull_anderson",
                fighter.id,
                side.player,
                equipment,
                BULL_ANDERSON_TAKES,
            )
        )
    else:
        state.discard.extend(equipment)


def _watching(state: DuelState, character: str) -> Side | None:
    """The side whose character with this ability works at an elimination, if any."""
    for side in state.sides:
        if ability(state, side, character):
            return side
    return None


def bring_in(state: DuelState, side: Side, slot: int, character: str) -> None:
    """A character from the reserve enters play with the life printed on its card. Pearl Hat
    copies the top of the discard pile by name: a card there read by its symbol alone, while
    she was out of the game, is asked its name now (docs/duel-rules.md D25)."""
    life = state.lives.get(character, printed_life(character))
    side.slots[slot] = Fighter(character, life, life)
    if character == "pearl_hat" and state.discard:
        ask_name(state, len(state.discard) - 1)
