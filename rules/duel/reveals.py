"""Chance: "reveal" checks against the corner symbols, Pat Garret's shown card, the General Store.

To reveal is to discard the top card of your deck face up and read its corner symbol. In full
mode the virtual deck answers at once; in table mode the game waits for a `Reveal` move giving
the symbol (and the name, for the General Store). Bart Masterson, always active, makes every
reveal show two cards, and his player picks the one that counts.
"""

from __future__ import annotations

from dataclasses import replace

from rules.core.face_up import discard_face_up
from rules.duel import piles
from rules.duel.cards import UNKNOWN, Card, exists
from rules.duel.life import follow_up, lose_life
from rules.duel.positions import anywhere
from rules.duel.refusals import Refusal
from rules.duel.shots import dodge
from rules.duel.state import (
    CHANCE,
    BartPick,
    Check,
    DuelState,
    FaceUp,
    PatShow,
    Request,
    Shot,
    Side,
    StoreReveal,
)

WANTED = {
    "planque": "barrel",
    "sid_curry": "barrel",
    "dynamite": "dynamite",
    "serpent_a_sonnette": "snake",
}
"""The symbol each reveal looks for (decided where the seed lost it: docs/duel-data.md)."""

DYNAMITE_DAMAGE = 3
PAT_GARRET_SYMBOL = "horseshoe"


def _source(state: DuelState, request: Request) -> Side:
    """The side whose deck the card comes from."""
    if isinstance(request, Check | PatShow):
        return state.side(request.pile)
    assert isinstance(request, StoreReveal)
    return state.side(request.piles[0])


def reveal_needs(request: Request) -> str:
    """What the table must say of a card turned over: its "name" (the General Store's cards,
    a card that landed face up) or its corner "symbol" (every check)."""
    return "name" if isinstance(request, StoreReveal | FaceUp) else "symbol"


def _enough(card: Card, request: Request) -> bool:
    return (card.kind if reveal_needs(request) == "name" else card.symbol) is not None


def settle_chance(state: DuelState, request: Request) -> bool:
    """Resolve the chance request if the top card is known (or no card is left at all)."""
    cards = piles.pile(state, _source(state, request))
    if not cards:
        _skip(state, request)
        return True
    if not _enough(cards[-1], request):
        return False
    resolve(state, request, cards.pop())
    return True


def _skip(state: DuelState, request: Request) -> None:
    """No card anywhere to reveal: the request lapses (an effect that cannot happen)."""
    if isinstance(request, StoreReveal) and len(request.piles) > 1:
        state.stack[-1] = replace(request, piles=request.piles[1:])
    else:
        state.stack.pop()


def name_face_up(state: DuelState, request: FaceUp, spec: Card) -> None:
    """The table names the card that landed face up: it is now known on the discard pile."""
    if spec.kind is None:
        raise Refusal("reveal_incomplete", missing="name")
    if not request.card.agrees(spec) or not exists(shown := request.card.merged(spec)):
        raise Refusal("no_such_card", card=spec.kind)
    if not piles.known_copies(state).admits(shown, replacing=request.card):  # type: ignore[arg-type]
        raise Refusal("no_copy_left", card=spec.kind)
    state.discard[request.at] = shown
    state.stack.pop()


def table_reveal(state: DuelState, spec: Card) -> None:
    """Table mode: the players say what the revealed card shows."""
    request = state.stack[-1] if state.stack else None
    if isinstance(request, FaceUp):
        name_face_up(state, request, spec)
        return
    if request is None or not isinstance(request, CHANCE) or state.full_information:
        raise Refusal("reveal_not_needed")
    if not _enough(spec, request):
        raise Refusal("reveal_incomplete", missing=reveal_needs(request))
    if not exists(spec):
        raise Refusal("no_such_card", card=spec.kind or spec.symbol or "?")
    cards = piles.pile(state, _source(state, request))
    top = cards.pop() if cards else UNKNOWN
    if not top.agrees(spec):
        raise Refusal("reveal_contradicts", known=top.kind or top.symbol or top.deck)
    shown = top.merged(spec)
    if not exists(shown):
        raise Refusal("no_such_card", card=shown.kind or shown.symbol or "?")
    if not piles.another_copy(state, shown):
        raise Refusal("no_copy_left", card=shown.kind or shown.symbol or "?")
    resolve(state, request, shown)


def resolve(state: DuelState, request: Request, card: Card) -> None:
    if isinstance(request, Check):
        _checked(state, request, card)
    elif isinstance(request, PatShow):
        state.stack.pop()
        pat = state.side(request.player)
        pat.hand.append(card)
        if card.symbol == PAT_GARRET_SYMBOL:
            piles.draw(state, pat, 1, source=state.opponent(pat))
    else:
        assert isinstance(request, StoreReveal)
        state.store.append(card)
        _skip(state, request)


def _bart(state: DuelState) -> Side | None:
    return next((s for s in state.sides if anywhere(state, s, "bart_masterson")), None)


def _checked(state: DuelState, check: Check, card: Card) -> None:
    if state.find("pearl_hat") is None:
        state.discard.append(card)
    else:  # she may copy it: a card read by its symbol alone is asked its name
        discard_face_up(state, card)
    seen = (*check.seen, card)
    bart = _bart(state)
    if bart is not None and len(seen) < 2:
        state.stack[-1] = replace(check, seen=seen)
        return
    outcomes = {c.symbol == WANTED[check.reason] for c in seen}
    if len(outcomes) > 1:
        assert bart is not None
        state.stack[-1] = BartPick(bart.player, replace(check, seen=seen))
        return
    state.stack.pop()
    outcome(state, check, outcomes.pop())


def bart_picks(state: DuelState, request: BartPick, spec: Card) -> None:
    """Bart Masterson's player says which of the two revealed cards counts."""
    chosen = next((c for c in request.check.seen if c.matches(spec)), None)
    if chosen is None:
        raise Refusal("not_on_display", card=spec.kind or spec.symbol or "?")
    state.stack.pop()
    outcome(state, request.check, chosen.symbol == WANTED[request.check.reason])


def outcome(state: DuelState, check: Check, hit: bool) -> None:
    """What the revealed symbol does, `hit` meaning the symbol looked for came up."""
    found = state.find(check.fighter)
    if found is None:
        return
    side, fighter = found
    if check.reason in ("planque", "sid_curry"):
        shot = state.stack[-1]
        assert isinstance(shot, Shot)
        if hit and check.reason == "sid_curry":
            follow_up(state, state.opponent(side).pa, side, "sid_curry")
        if hit:
            dodge(state, shot)
    elif check.reason == "dynamite":
        dynamite = next(c for c in fighter.equipment if c.kind == "dynamite")
        fighter.equipment.remove(dynamite)
        if hit:
            state.discard.append(dynamite)
            lose_life(state, side, fighter, DYNAMITE_DAMAGE, None, "dynamite")
        else:
            receiver = state.opponent(side).pr
            (receiver or fighter).equipment.append(dynamite)
    elif hit:
        lose_life(state, side, fighter, 1, None, "serpent_a_sonnette")
