"""The referee: apply one move to a state, or refuse it and leave the state as it was.

`apply` works on a copy, so a refused move changes nothing. After each accepted move the
engine settles everything that needs no decision (draw! checks whose card is known, a hopeless
dying player, the last General Store card, Suzy Lafayette's empty hand, the next turn) and stops
at the next decision a person must take: `pending` says whose and what.
"""

from __future__ import annotations

from collections.abc import Callable

from cards_data.model import SUIT_SIGNS
from rules.bang import answers, corrections, piles, play, turns
from rules.bang.cards import Card
from rules.bang.damage import can_survive, eliminate, settle_death
from rules.bang.moves import CORRECTIONS, Ability, Choose, Keep, Move, PutBack, RevealRole, actor
from rules.bang.piles import shown_card
from rules.bang.refusals import Refusal
from rules.bang.state import (
    Check,
    DrawReveal,
    DuelFight,
    Dying,
    IndiansAttack,
    KitPutBack,
    LuckyChoice,
    Request,
    RoleToReveal,
    Shot,
    State,
    StorePick,
)
from rules.core.deck_check import Copies, Found
from rules.core.face_up import FaceUp, settle_face_up
from rules.core.moves import Discard, Draw, DrawCheck, EndTurn, Pass, Pick, Play, Reveal
from rules.core.pending import Pending, pending_of

_REQUEST_KINDS: dict[type, str] = {
    Shot: "respond",
    IndiansAttack: "respond",
    DuelFight: "respond",
    Dying: "dying",
    Check: "reveal",
    DrawReveal: "reveal",
    StorePick: "pick",
    KitPutBack: "put_back",
    LuckyChoice: "choose",
    RoleToReveal: "reveal_role",
    FaceUp: "reveal",
}


def pending(state: State) -> Pending:
    name = state.players[state.turn].name
    return pending_of(state.winner, state.stack, _REQUEST_KINDS, "target", name, state.phase)


def apply(state: State, move: Move) -> State:
    """The state after `move`, or IllegalMove; `state` itself is never changed."""
    new = apply_alone(state, move)
    settle(new)
    return new


def apply_alone(state: State, move: Move) -> State:
    """The state right after `move` itself, before anything it sets off is settled (or
    IllegalMove): rules.bang.narration tells what follows one `settle_step` at a time."""
    if state.over:
        raise Refusal("game_over")
    new = state.copy()
    _carry_out(new, move)
    return new


def apply_in_place(state: State, move: Move, waiting: Pending) -> None:
    """Play a move known to be legal on `state` itself, settled: `apply` without the copy.

    For a bot's pick from `legal_moves`, which the engine cannot refuse (the copy is a fifth
    of a simulated move). A refused move would leave `state` half changed: never use it for a
    move from outside. `waiting` is `pending(state)`, which the bot game has asked already.
    """
    if state.over:
        raise Refusal("game_over")
    _carry_out(state, move, waiting)
    settle(state)


def _carry_out(state: State, move: Move, waiting: Pending | None = None) -> None:
    name = actor(move)  # asked once: every move passes here
    _check_actor(state, move, name)
    if isinstance(move, Ability):
        answers.sid_ketchum(state, move)
    elif isinstance(move, CORRECTIONS):
        corrections.correct(state, move)
    else:
        _dispatch(state, move, name, waiting or pending(state))


def _check_actor(state: State, move: Move, name: str | None) -> None:
    """The move's actor (`name`, None for the table's and the referee's) plays here, alive
    (a dead player's role may still be said)."""
    if name is None:
        return
    for player in state.players:
        if player.name == name:
            if not player.alive and not isinstance(move, RevealRole):
                raise Refusal("player_dead", player=name)
            return
    raise Refusal("unknown_player", player=name)


def _dispatch(state: State, move: Move, name: str | None, waiting: Pending) -> None:
    if isinstance(move, Reveal):
        _reveal(state, waiting, move.card)
        return
    if name != waiting.player:
        raise Refusal("not_your_decision", waiting=waiting.player or "?", player=name)
    handler = _HANDLERS.get((type(move), waiting.kind))
    if handler is None:
        raise Refusal("wrong_moment", player=name, waiting_for=waiting.kind)
    handler(state, move, waiting.request)


def _draw(state: State, move: Draw, request: None) -> None:
    turns.draw_phase(state, move)


def _play(state: State, move: Play, request: None) -> None:
    play.play_on_turn(state, move)


def _answer(state: State, move: Play, request: Request) -> None:
    answers.answer_with_card(state, request, move)


def _check(state: State, move: DrawCheck, request: Request) -> None:
    if isinstance(request, IndiansAttack | DuelFight):
        attack = "indians" if isinstance(request, IndiansAttack) else "duel"
        raise Refusal("barrel_only_against_shots", reason=move.reason, attack=attack)
    if not isinstance(request, Shot):
        raise Refusal("wrong_moment", player=move.player, waiting_for="respond")
    answers.draw_for_shot(state, request, move)


def _give_up(state: State, move: Pass, request: Request) -> None:
    answers.give_up(state, request, move)


def _pick(state: State, move: Pick, request: StorePick) -> None:
    answers.pick_from_store(state, request, move)


def _put_back(state: State, move: PutBack, request: KitPutBack) -> None:
    turns.put_back(state, request, move.card)


def _keep(state: State, move: Keep, request: KitPutBack) -> None:
    turns.keep(state, request, move.cards)


def _choose(state: State, move: Choose, request: LuckyChoice) -> None:
    turns.choose(state, request, move.card)


def _end_turn(state: State, move: EndTurn, request: None) -> None:
    """Phase 3: discard down to the hand limit; `settle` passes the turn once within it."""
    state.phase = "discard"


def _discard(state: State, move: Discard, request: None) -> None:
    """One card over the limit goes; the phase only lasts while the hand is over it."""
    piles.discard_from_hand(state, state.current, move.card)


def _reveal_role(state: State, move: RevealRole, request: RoleToReveal) -> None:
    from cards_data import load_bang

    table = load_bang().role_table[len(state.players)]
    taken = sum(1 for p in state.players if p.role == move.role)
    if move.role not in table or taken >= table[move.role]:
        raise Refusal("role_impossible", player=move.player, role=move.role)
    state.stack.pop()
    player = state.player(move.player)
    player.role = move.role
    if player.alive:
        from rules.bang.damage import decide_winner

        decide_winner(state)
    else:
        settle_death(state, player, request.killer)


# Each handler takes its own move and request classes, which the key's pair guarantees.
_HANDLERS: dict[tuple[type, str], Callable[..., None]] = {
    (Draw, "draw"): _draw,
    (Play, "play"): _play,
    (Play, "respond"): _answer,
    (Play, "dying"): _answer,
    (DrawCheck, "respond"): _check,
    (Pass, "respond"): _give_up,
    (Pass, "dying"): _give_up,
    (Pick, "pick"): _pick,
    (PutBack, "put_back"): _put_back,
    (Keep, "put_back"): _keep,
    (Choose, "choose"): _choose,
    (EndTurn, "play"): _end_turn,
    (Discard, "discard"): _discard,
    (RevealRole, "reveal_role"): _reveal_role,
}


def reveal_needs(request: Request) -> str:
    """What the table must say of a revealed card: its "name" (General Store, a card that
    landed face up) or "index".

    A draw! is decided by its index (`suits_ranked` says when the suit alone will do); the
    General Store lays out cards to be picked by name.
    """
    if isinstance(request, FaceUp) or getattr(request, "reason", None) == "general_store":
        return "name"
    return "index"


def suits_ranked(request: Request) -> frozenset[str]:
    """The suits for which a revealed card's rank is needed: of any other suit, the suit
    alone settles the request. A card's rank may be unreadable (a camera's blurred corner)
    while its suit is sure, and a Barrel only asks "hearts or not"."""
    if isinstance(request, Check | DrawReveal) and request.reason != "general_store":
        return turns.suits_ranked(request.reason)
    return frozenset(SUIT_SIGNS)


def _shows_enough(card: Card, request: Request) -> bool:
    """Whether what is known of a revealed card settles the request (see `reveal_needs`)."""
    if reveal_needs(request) == "name":
        return card.kind is not None
    return card.suit is not None and (
        card.rank is not None or card.suit not in suits_ranked(request)
    )


def _reveal(state: State, waiting: Pending, card: Card) -> None:
    """The table shows the top card: check it agrees with what is known, then resolve."""
    request = waiting.request
    if waiting.kind != "reveal" or state.full_information or request is None:
        raise Refusal("reveal_not_needed")
    if not _shows_enough(card, request):
        raise Refusal("reveal_incomplete", missing=reveal_needs(request))
    if isinstance(request, FaceUp):
        _name_face_up(state, request, card)
        return
    _resolve_chance(state, revealed_top(state, card))


def _name_face_up(state: State, request: FaceUp, card: Card) -> None:
    """The table names a card that landed face up. Among cards laid down together (a dead
    player's hand) it is any of those still asked (`face_up_found`); their places say no
    order, so the question answered takes the named card and the others share the rest."""
    places = _asked_with(state, request)
    found = face_up_found(state, request, card)
    cards = [state.discard[at] for at in places]
    state.discard[request.at] = found.take(cards)
    for at, rest in zip(places[1:], cards, strict=True):
        state.discard[at] = rest
    state.stack = [_asked_anew(state, asked, places) for asked in state.stack[:-1]]


def face_up_found(
    state: State, request: FaceUp, card: Card, known: Copies | None = None
) -> Found[Card]:
    """Which card asked with `request` the table names as `card` (`piles.find_in`, as for a
    hand: certain, or what the cards that may be it share); refused when none can be it."""
    places = _asked_with(state, request)
    found = piles.find_in(state, [state.discard[at] for at in places], card, known)
    if found is None:
        raise Refusal("reveal_contradicts", known=request.card.index() or request.card.kind)
    return found


def _asked_with(state: State, request: FaceUp) -> list[int]:
    """The places of the discard pile asked together with `request` (first): the unnamed
    cards of the stretch laid down with it whose question is still pending."""
    stretch = piles.laid_with(state, request.at)
    others = [
        asked.at
        for asked in state.stack
        if isinstance(asked, FaceUp)
        and asked.at != request.at
        and asked.at in stretch
        and state.discard[asked.at] == asked.card
    ]
    return [request.at, *others]


def _asked_anew(state: State, request: Request, places: list[int]) -> Request:
    """A question still pending on one of `places`, asking of the card now lying there."""
    if isinstance(request, FaceUp) and request.at in places:
        return FaceUp(request.at, state.discard[request.at])
    return request


def revealed_top(state: State, card: Card, known: Copies | None = None) -> Card:
    """The deck's top card leaves it as the table reveals it (`shown_card`; a card of a
    reshuffled pile is the one of its cards `card` can be, see `piles.take_top`)."""
    piles.reshuffle_if_empty(state)
    piles.first_card_back(state)
    if piles.mixed_top(state):
        shown = piles.take_top(state, card, known)
        assert shown is not None
        return shown
    top = piles.take_top(state) or Card()  # keeps the reshuffled stretch's count in step
    return shown_card(state, top, card, known)


def _resolve_chance(state: State, card: Card) -> None:
    request = state.stack[-1]
    if isinstance(request, Check):
        turns.resolve_check(state, request, card)
    elif isinstance(request, DrawReveal):
        turns.resolve_draw_reveal(state, request, card)


# ---- settling what needs no decision ----------------------------------------------------


def settle(state: State) -> None:
    """Carry out everything that follows without anyone deciding, up to the next decision."""
    while settle_step(state):
        pass


def settle_step(state: State) -> bool:
    """Carry out the next thing that follows without anyone deciding; False when the game
    waits for a decision (or is over) and nothing was done."""
    if state.over:
        return False
    if _suzy_draws(state):
        return True
    if state.stack:
        return _settle_request(state, state.stack[-1])
    if not state.current.alive or _discarding_done(state):
        turns.next_turn(state)
        return True
    return False


def _discarding_done(state: State) -> bool:
    """The discard phase ends once the hand is within the limit, however it got there.

    Usually by discarding, but Sid Ketchum may also heal there (two cards for a life point
    raise the limit), which must not leave the game waiting for a discard that is refused.
    """
    player = state.current
    return state.phase == "discard" and len(player.hand) <= turns.hand_limit(player)


def _settle_request(state: State, request: Request) -> bool:
    """Resolve the top request if nobody has a choice about it; False when someone does."""
    if isinstance(request, Check | DrawReveal):
        piles.reshuffle_if_empty(state)
        top = piles.top_as_known(state) if state.deck else Card()
        if top.known and _shows_enough(top, request):
            piles.first_card_back(state)
            _resolve_chance(state, piles.take_top(state, top) or top)
            return True
        if not state.deck:
            state.stack.pop()
            return True
        return False
    if isinstance(request, FaceUp):
        return settle_face_up(state, request)
    if isinstance(request, Dying):
        player = state.player(request.target)
        if player.life > 0:
            state.stack.pop()
            return True
        if not can_survive(state, player):
            state.stack.pop()
            eliminate(state, player, request.killer)
            return True
        return False
    if isinstance(request, StorePick) and len(state.store) <= 1:
        state.stack.pop()
        if state.store:
            state.player(request.target).hand.append(state.store.pop())
        return True
    return False


def _suzy_draws(state: State) -> bool:
    """Suzy Lafayette draws a card as soon as her hand is empty."""
    for player in state.players:
        if (
            player.character == "suzy_lafayette"
            and player.alive
            and not player.hand
            and (state.deck or state.discard)
        ):
            piles.draw(state, player, 1)
            return True
    return False
