"""Answers to what is asked of a player: dodge a shot, fight a Duel, face Indians!, drink to
survive, pick from the General Store, or give up and take the hit."""

from __future__ import annotations

from rules.bang import piles
from rules.bang.damage import beer_heals, eliminate, heal, hit
from rules.bang.moves import Ability
from rules.bang.play import check_calamity
from rules.bang.refusals import Refusal
from rules.bang.state import Check, DuelFight, Dying, IndiansAttack, Request, Shot, State, StorePick
from rules.bang.turns import dodge
from rules.core.deck_check import face_up
from rules.core.moves import DrawCheck, Pass, Pick, Play

SID_KETCHUM_COST = 2


def _answer_kind(state: State, move: Play) -> str | None:
    """What the card counts as: Calamity Janet's BANG! and Missed! count as either."""
    if move.as_kind is not None:
        check_calamity(state.player(move.player), move)
        return move.as_kind
    return move.card.kind


def answer_with_card(state: State, request: Request, move: Play) -> None:
    """A card played while a request of this player's is on top of the stack."""
    kind = _answer_kind(state, move)
    player = state.player(move.player)
    expected = EXPECTED_ANSWER.get(type(request))
    calamity_swap = player.character == "calamity_janet" and kind in ("bang", "missed")
    if expected is None or not (
        kind == expected or (calamity_swap and expected in ("bang", "missed"))
    ):
        raise Refusal(
            "beer_out_of_turn" if kind == "beer" else "wrong_answer",
            player=player.name,
            card=move.card.kind or "",
            attack=_attack_card(request),
        )
    if move.target is not None:
        raise Refusal("no_target_needed", card=kind)
    if isinstance(request, Dying) and not beer_heals(state):
        raise Refusal("beer_two_players")
    card = piles.take_from_hand(state, player, move.card)
    state.discard.append(card)
    _ANSWERED[type(request)](state, request)


EXPECTED_ANSWER: dict[type, str] = {
    Shot: "missed",
    IndiansAttack: "bang",
    DuelFight: "bang",
    Dying: "beer",
}
"""The card each request asks for: legal.py offers it, answer_with_card accepts it."""


def _attack_card(request: Request) -> str:
    if isinstance(request, Shot):
        return request.source
    if isinstance(request, IndiansAttack):
        return "indians"
    if isinstance(request, DuelFight):
        return "duel"
    return ""


def _dodged(state: State, request: Request) -> None:
    assert isinstance(request, Shot)
    dodge(state, request)


def _indians_answered(state: State, request: Request) -> None:
    state.stack.pop()


def _duel_answered(state: State, request: Request) -> None:
    """The Duel goes on: now the other side must discard a BANG!."""
    assert isinstance(request, DuelFight)
    state.stack[-1] = DuelFight(request.opponent, request.target, request.challenger)


def _beer_drunk(state: State, request: Request) -> None:
    assert isinstance(request, Dying)
    player = state.player(request.target)
    heal(player)
    if player.life > 0:
        state.stack.pop()


_ANSWERED = {
    Shot: _dodged,
    IndiansAttack: _indians_answered,
    DuelFight: _duel_answered,
    Dying: _beer_drunk,
}


def give_up(state: State, request: Request, move: Pass) -> None:
    """Not answering: the shot hits, the Duel is lost, the dying player is eliminated."""
    state.stack.pop()
    player = state.player(move.player)
    if isinstance(request, Shot | IndiansAttack):
        hit(state, player, 1, request.attacker)
    elif isinstance(request, DuelFight):
        hit(state, player, 1, request.opponent, played_by=request.challenger)
    elif isinstance(request, Dying):
        eliminate(state, player, request.killer)
    else:
        state.stack.append(request)
        raise Refusal("wrong_moment", player=player.name, waiting_for="pick")


def draw_for_shot(state: State, request: Shot, move: DrawCheck) -> None:
    """Draw! against a shot: a Barrel in play, or Jourdonnais' own built-in Barrel."""
    player = state.player(move.player)
    if move.reason == "barrel":
        owned, used = player.has_in_play("barrel"), request.barrel_used
    elif move.reason == "jourdonnais":
        owned, used = player.character == "jourdonnais", request.jourdonnais_used
    else:
        owned, used = False, False
    if not owned:
        raise Refusal("no_barrel", player=player.name, reason=move.reason)
    if used:
        raise Refusal("check_used", player=player.name, reason=move.reason)
    state.stack[-1] = Shot(
        request.target,
        request.attacker,
        request.source,
        request.missed_needed,
        request.barrel_used or move.reason == "barrel",
        request.jourdonnais_used or move.reason == "jourdonnais",
    )
    state.stack.append(Check(player.name, move.reason, request.attacker))


def pick_from_store(state: State, request: StorePick, move: Pick) -> None:
    """Take a card from the General Store; the next player in order picks next."""
    found = face_up(piles.find_in(state, state.store, move.card))
    if found is None:
        raise Refusal("not_on_display", card=move.card.kind or move.card.index())
    state.player(move.player).hand.append(found.take(state.store))
    state.stack.pop()
    alive_order = [name for name in request.order if state.player(name).alive]
    if alive_order and state.store:
        state.stack.append(StorePick(alive_order[0], tuple(alive_order[1:])))


def sid_ketchum(state: State, move: Ability) -> None:
    """Discard two cards to regain a life point, at any moment, even when dying."""
    player = state.player(move.player)
    if player.character != "sid_ketchum":
        raise Refusal("ability_not_yours", player=player.name)
    if len(move.cards) != SID_KETCHUM_COST:
        raise Refusal("sid_two_cards", player=player.name, count=len(move.cards))
    if player.life >= player.max_life:
        raise Refusal("sid_full_life", player=player.name)
    start = len(state.discard)
    for spec in move.cards:  # one at a time: the second is weighed with the first seen
        piles.discard_from_hand(state, player, spec)
    piles.laid_together(state, start)  # which lies on top, nobody said
    heal(player)
    top = state.stack[-1] if state.stack else None
    if isinstance(top, Dying) and top.target == player.name and player.life > 0:
        state.stack.pop()
