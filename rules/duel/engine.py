"""The Duel referee: apply one move to a state, or refuse it and leave the state as it was.

The same contract as the base engine (rules/bang/engine.py): `apply` works on a copy, then settles
everything that needs no decision (events ending, eliminations, draws, known reveals, the next
turn) and stops at the next decision a person must take, which `pending` describes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.core.face_up import settle_face_up
from rules.core.moves import (
    Discard,
    Draw,
    DrawCheck,
    EndTurn,
    Pass,
    Pick,
    Play,
    RefereeMove,
    Reveal,
)
from rules.core.pending import Pending, pending_of
from rules.duel import abilities, answers, corrections, piles, play, reveals, shots, turns
from rules.duel.life import bring_in, settle_aftermath
from rules.duel.moves import DuelMove, Enter, MoveToken, Reload, StartWith, Use
from rules.duel.refusals import Refusal
from rules.duel.state import (
    CHANCE,
    Absorb,
    Aftermath,
    BartPick,
    Check,
    Choice,
    DiscardChosen,
    Draws,
    DuelFight,
    DuelState,
    EnterFromReserve,
    FaceUp,
    IndiansAttack,
    KeepTwo,
    PatShow,
    Request,
    Shot,
    StartChoice,
    StorePick,
    StoreReveal,
    TurnStart,
)

_KINDS: dict[type, str] = {
    Shot: "respond",
    IndiansAttack: "respond",
    DuelFight: "respond",
    Check: "reveal",
    PatShow: "reveal",
    StoreReveal: "reveal",
    FaceUp: "reveal",
    BartPick: "pick",
    StorePick: "pick",
    KeepTwo: "discard",
    DiscardChosen: "discard",
    Choice: "choose",
    Absorb: "choose",
    StartChoice: "start",
    EnterFromReserve: "enter",
}


def pending(state: DuelState) -> Pending:
    """Whose decision it is, and what kind: start, enter, draw, play, discard, respond, reveal,
    pick, choose, or game_over."""
    player = state.sides[state.turn].player
    return pending_of(state.winner, state.stack, _KINDS, "player", player, state.phase)


def apply(state: DuelState, move: DuelMove) -> DuelState:
    """The state after `move`, or a Refusal; `state` itself is never changed."""
    new = apply_alone(state, move)
    settle(new)
    return new


def apply_alone(state: DuelState, move: DuelMove) -> DuelState:
    """The state right after `move` itself, before anything it sets off is settled (the
    narration replays those one `settle_step` at a time); `state` is never changed."""
    if state.over:
        raise Refusal("game_over")
    new = state.copy()
    _carry_out(new, move, pending(new))
    return new


def apply_in_place(state: DuelState, move: DuelMove, waiting: Pending) -> None:
    """Play a move known to be legal on `state` itself, settled: `apply` without the copy.
    `waiting` is `pending(state)`.

    For the moves a bot makes without trying them (ending its turn, taking the hit), which
    the engine does not refuse: a refused move would leave `state` half changed, so never
    use it for a move from outside."""
    if state.over:
        raise Refusal("game_over")
    _carry_out(state, move, waiting)
    settle(state)


def _carry_out(state: DuelState, move: DuelMove, waiting: Pending) -> None:
    if isinstance(move, Reveal):
        reveals.table_reveal(state, move.card)
    elif isinstance(move, RefereeMove):
        corrections.correct(state, move)
    else:
        if not state.has_player(move.player):
            raise Refusal("unknown_player", player=move.player)
        if move.player != waiting.player:
            raise Refusal("not_your_decision", waiting=waiting.player or "?", player=move.player)
        handler = _HANDLERS.get((type(move), type(waiting.request) if waiting.request else None))
        handler = handler or _HANDLERS.get((type(move), waiting.kind))
        if handler is None:
            raise Refusal("wrong_moment", player=move.player, waiting_for=waiting.kind)
        handler(state, move, waiting.request)


def _use_in_shot(state: DuelState, move: Use, shot: Shot) -> None:
    if move.what != "stetson":
        raise Refusal("stetson_only", player=move.player, card=move.what)
    shots.stetson(state, shot, move.player)


def _use_in_choice(state: DuelState, move: Use, request: Choice | Absorb) -> None:
    if isinstance(request, Absorb):
        answers.absorb(state, request, move)
    else:
        answers.choose(state, request, move)


def _discard_in_shot(state: DuelState, move: Discard, shot: Shot) -> None:
    shots.pay_extra(state, shot, move)


def _pass_shot(state: DuelState, move: Pass, shot: Shot) -> None:
    shots.take_the_hit(state, shot, move)


def _pick(state: DuelState, move: Pick, request: StorePick | BartPick) -> None:
    if isinstance(request, BartPick):
        reveals.bart_picks(state, request, move.card)
    else:
        answers.pick_from_store(state, request, move)


Handler = Callable[[DuelState, Any, Any], None]

_HANDLERS: dict[tuple[type, type | str | None], Handler] = {
    # the turn
    (Draw, "draw"): lambda s, m, r: turns.draw_phase(s, m),
    (Play, "play"): lambda s, m, r: play.play_on_turn(s, m),
    (Use, "play"): lambda s, m, r: abilities.use_on_turn(s, m),
    (MoveToken, "play"): lambda s, m, r: turns.move_token(s, m.player),
    (Reload, "play"): lambda s, m, r: turns.reload(s, m.player, m.card),
    (EndTurn, "play"): lambda s, m, r: turns.end_turn(s),
    (Discard, "discard"): lambda s, m, r: turns.discard_down(s, m),
    # answers
    (Play, Shot): lambda s, m, r: shots.answer_with_card(s, r, m),
    (DrawCheck, Shot): lambda s, m, r: shots.reveal_to_dodge(s, r, m),
    (Use, Shot): _use_in_shot,
    (Discard, Shot): _discard_in_shot,
    (Pass, Shot): _pass_shot,
    (Play, IndiansAttack): lambda s, m, r: answers.indians_answer(s, r, m),
    (Pass, IndiansAttack): lambda s, m, r: answers.indians_hit(s, r),
    (Play, DuelFight): lambda s, m, r: answers.duel_answer(s, r, m),
    (Pass, DuelFight): lambda s, m, r: answers.duel_lost(s, r),
    (Pick, StorePick): _pick,
    (Pick, BartPick): _pick,
    (Discard, KeepTwo): lambda s, m, r: answers.keep_two(s, r, m),
    (Discard, DiscardChosen): lambda s, m, r: answers.discard_chosen(s, r, m),
    (Use, Choice): _use_in_choice,
    (Use, Absorb): _use_in_choice,
    (Pass, Choice): lambda s, m, r: answers.give_up(s, r, m),
    (Pass, Absorb): lambda s, m, r: answers.give_up(s, r, m),
    (StartWith, StartChoice): lambda s, m, r: answers.start_with(s, r, m),
    (Enter, EnterFromReserve): lambda s, m, r: answers.enter(s, r, m),
}


# ---- settling what needs no decision ----------------------------------------------------


def settle(state: DuelState) -> None:
    """Carry out everything that follows without anyone deciding, up to the next decision."""
    while settle_step(state):
        pass


def settle_step(state: DuelState) -> bool:
    """Carry out the next thing that needs no decision; False when a decision (or the game's
    end) is reached and nothing was done."""
    if state.over:
        return False
    if state.stack:
        return _settle_request(state, state.stack[-1])
    if _someone_down(state):
        state.stack.append(Aftermath())
        return True
    if turns.discarding_done(state):
        turns.next_turn(state)
        return True
    return False


def _someone_down(state: DuelState) -> bool:
    """Whether a character in play is down (loops over the slots: asked at every step)."""
    for side in state.sides:
        for fighter in side.slots:
            if fighter is not None and fighter.down:
                return True
    return False


def _settle_request(state: DuelState, request: Request) -> bool:
    """Resolve the top request if nobody has a choice about it; False when someone does."""
    if isinstance(request, Aftermath):
        settle_aftermath(state, request)
        return True
    if isinstance(request, TurnStart):
        turns.settle_turn_start(state, request)
        return True
    if isinstance(request, Draws):
        state.stack.pop()
        piles.draw(state, state.side(request.player), request.count)
        return True
    if isinstance(request, CHANCE):
        return reveals.settle_chance(state, request)
    if isinstance(request, FaceUp):
        return settle_face_up(state, request)
    if isinstance(request, Shot | IndiansAttack | DuelFight) and _gone(state, request.fighter):
        state.stack.pop()
        return True
    return _settle_choice(state, request)


def _gone(state: DuelState, character: str) -> bool:
    found = state.find(character)
    return found is None or found[1].down


def _settle_choice(state: DuelState, request: Request) -> bool:
    """Choices with a single possible outcome settle themselves."""
    if isinstance(request, StorePick) and len(state.store) <= 1:
        state.stack.pop()
        state.side(request.player).hand.extend(state.store)
        state.store = []
        return True
    if isinstance(request, DiscardChosen) and not state.side(request.player).hand:
        state.stack.pop()
        return True
    if isinstance(request, Absorb) and _gone(state, request.fighter):
        state.stack.pop()
        return True
    if isinstance(request, EnterFromReserve):
        side = state.side(request.player)
        known = [c for c in side.reserve if c is not None]
        if state.full_information or (len(side.reserve) == 1 and known):
            character = side.reserve.pop(0)
            assert character is not None
            bring_in(state, side, request.slot, character)
            state.stack.pop()
            return True
    return False
