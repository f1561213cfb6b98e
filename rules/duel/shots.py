"""Shots and dodges: a dodge card, a Hideout or Sid Curry's reveal, a Stetson, or the hit.

A shot is avoided once its dodge is in and, against Tex Killer's BANG! cards, one more card is
discarded; only then do "if dodged" effects happen (Carbine, Peacemaker, Remington, Schofield,
Buffalo Rifle, Wyatt Ear) and a Return Fire shoots back.
"""

from __future__ import annotations

from dataclasses import replace

from rules.core.moves import Discard, DrawCheck, Pass, Play
from rules.duel import piles
from rules.duel.cards import DODGE_KINDS, SHOT_KINDS, Card
from rules.duel.life import follow_up, heal, lose_life
from rules.duel.positions import ability, card_works
from rules.duel.refusals import Refusal
from rules.duel.state import (
    Check,
    Choice,
    DiscardChosen,
    DuelState,
    Fighter,
    Shot,
    Side,
)


def shoot(
    state: DuelState,
    shooter: Side,
    target: Fighter,
    source: str,
    *,
    bang: bool = False,
    any_card: bool = False,
) -> None:
    """`target` becomes the target of a shot; Tex Killer's BANG! cards cost one more card."""
    owner = _owner(state, target)
    extra = 1 if bang and ability(state, shooter, "tex_killer") else 0
    state.stack.append(Shot(owner.player, target.id, shooter.player, source, extra, any_card))


def _owner(state: DuelState, fighter: Fighter) -> Side:
    found = state.find(fighter.id)
    assert found is not None
    return found[0]


def answer_with_card(state: DuelState, shot: Shot, move: Play) -> None:
    """A card from the hand against the shot: a dodge, or what an ability lets count as one."""
    side = state.side(move.player)
    why = dodge_refused(shot, move)
    if why is not None:
        raise Refusal(why[0], **why[1])
    card = piles.take_from_hand(state, side, move.card)
    state.discard.append(card)
    dodge(state, shot, riposte=card.kind == "riposte")


Why = tuple[str, dict[str, str]]
"""A refusal's code and parameters, made a Refusal only when it is raised."""


def dodge_refused(shot: Shot, move: Play) -> Why | None:
    """Why the card played cannot answer the shot, or None if it can (whether it is in the hand
    aside). Apart from answer_with_card so that legal.py proposes only the cards that can: it
    asks of most cards in hand, so the reason is not made an exception there."""
    if shot.dodged:
        return "extra_card_owed", {"player": shot.player}
    kind = move.card.kind or "?"
    if move.target is not None:
        return "no_target_needed", {"card": kind}
    annie = shot.fighter == "annie_oakley"
    as_kind = move.as_kind
    if as_kind not in (None, "manque") or (as_kind and not annie):
        return "ability_not_yours", {"player": shot.player}
    if not (shot.any_card or kind in DODGE_KINDS or (annie and kind in SHOT_KINDS)):
        code = "beer_on_own_turn" if kind == "biere" else "not_a_dodge"
        return code, {"player": shot.player, "card": kind}
    return None


def pay_extra(state: DuelState, shot: Shot, move: Discard) -> None:
    """The extra card Tex Killer's BANG! asks for, once the dodge is in."""
    side = state.side(move.player)
    if not shot.dodged:
        raise Refusal("wrong_moment", player=side.player, waiting_for="respond")
    state.discard.append(piles.take_from_hand(state, side, move.card))
    state.stack.pop()
    avoided(state, shot)


def reveal_to_dodge(state: DuelState, shot: Shot, move: DrawCheck) -> None:
    """Hideout (reveal a barrel from your deck) or Sid Curry (from the opponent's deck)."""
    side = state.side(move.player)
    fighter = state.fighter(shot.fighter)
    if shot.dodged:
        raise Refusal("extra_card_owed", player=side.player)
    if move.reason == "planque" and card_works(state, side, fighter, "planque"):
        if shot.planque_used:
            raise Refusal("check_used", player=side.player, reason="planque")
        state.stack[-1] = replace(shot, planque_used=True)
        state.stack.append(Check(side.player, "planque", fighter.id, side.name))
    elif move.reason == "sid_curry" and fighter.id == "sid_curry":
        if shot.sid_used:
            raise Refusal("check_used", player=side.player, reason="sid_curry")
        state.stack[-1] = replace(shot, sid_used=True)
        opponent = state.opponent(side)
        state.stack.append(Check(side.player, "sid_curry", fighter.id, opponent.name))
    else:
        raise Refusal("not_a_dodge", card=move.reason)


def stetson(state: DuelState, shot: Shot, player: str) -> None:
    """Discard the Stetson the target carries (not one from the hand) as a dodge."""
    side = state.side(player)
    fighter = state.fighter(shot.fighter)
    if shot.dodged:
        raise Refusal("extra_card_owed", player=player)
    if not fighter.carries("stetson"):
        raise Refusal("not_carried", fighter=fighter.id, card="stetson")
    if not card_works(state, side, fighter, "stetson"):
        raise Refusal("ability_asleep", player=player, card="stetson")
    hat = next(card for card in fighter.equipment if card.kind == "stetson")
    fighter.equipment.remove(hat)
    state.discard.append(hat)
    dodge(state, shot)


def take_the_hit(state: DuelState, shot: Shot, move: Pass) -> None:
    state.stack.pop()
    side = state.side(move.player)
    lose_life(state, side, state.fighter(shot.fighter), 1, state.side(shot.shooter), shot.source)


def dodge(state: DuelState, shot: Shot, riposte: bool = False) -> None:
    """One dodge against the shot on top of the stack; Tex Killer's still wants its extra card."""
    if shot.extra and not shot.dodged:
        state.stack[-1] = replace(shot, dodged=True, riposte=riposte)
        return
    state.stack.pop()
    avoided(state, replace(shot, riposte=riposte or shot.riposte))


def avoided(state: DuelState, shot: Shot) -> None:
    """The shot missed: the shooting card's "if dodged" effect, Wyatt Ear, Return Fire."""
    shooter = state.side(shot.shooter)
    target_side = state.side(shot.player)
    if shot.source == "carabine":
        state.stack.append(Choice(shooter.player, "carabine"))
    elif shot.source == "peacemaker" and target_side.hand:
        state.stack.append(DiscardChosen(target_side.player, "peacemaker"))
    elif shot.source == "remington":
        piles.draw(state, shooter, 1)
    elif shot.source == "schofield" and shooter.pa is not None:
        heal(shooter.pa)
    elif shot.source == "fusil_a_bison":
        state.stack.append(Choice(shooter.player, "fusil_a_bison"))
    if target_side is not shooter and ability(state, shooter, "wyatt_ear"):
        piles.draw(state, shooter, 1)
    if shot.riposte:
        follow_up(state, shooter.pa, target_side, "riposte")


def is_shot_card(card: Card, as_kind: str | None, fighter: str) -> bool:
    """What answers a Duel or Indians!: a shot card, or Annie Oakley's Missed! as a Colt."""
    if as_kind is not None:
        return fighter == "annie_oakley" and card.kind == "manque" and as_kind == "colt"
    return card.kind in SHOT_KINDS
