"""Moving Duel cards: each side's own deck, then the common deck shuffled from the one discard.

A side draws and reveals from its own deck until it is empty, then from the common deck; the
common deck is rebuilt from the whole discard pile each time it runs out (rulebook, "Piocher").
In table mode unseen cards are unknown; a card drawn from a side's own deck still shows its back.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.deck_check import Copies, Found, face_up, narrowed, taken_blind
from rules.duel.cards import UNKNOWN, Card, exists
from rules.duel.refusals import Refusal
from rules.duel.state import Choice, DuelState, KeepTwo, Side


def pile(state: DuelState, side: Side) -> list[Card]:
    """The deck `side` draws and reveals from now (rebuilding the common deck if needed)."""
    if side.deck:
        return side.deck
    if not state.common and state.discard:
        cards = list(state.discard)
        if state.full_information:
            state.rng().shuffle(cards)
        else:
            cards = [UNKNOWN] * len(cards)
        state.common, state.discard = cards, []
    return state.common


def take_top(state: DuelState, side: Side) -> Card | None:
    """The top card of the side's deck; None when no card is left to draw anywhere."""
    cards = pile(state, side)
    return cards.pop() if cards else None


def draw(state: DuelState, side: Side, count: int, source: Side | None = None) -> list[Card]:
    """`side` draws `count` cards into the hand, from its own deck or from `source`'s."""
    drawn = []
    for _ in range(count):
        card = take_top(state, source or side)
        if card is None:
            break
        drawn.append(card)
    side.hand.extend(drawn)
    return drawn


def take_from_hand(state: DuelState, side: Side, spec: Card) -> Card:
    """Remove the card a player plays (see `index_among`), as the table names it."""
    found = index_among(state, side.hand, spec)
    if found is None:
        raise Refusal("not_in_hand", player=side.player, card=spec.kind or "?")
    return found.take(side.hand)


def take_named(state: DuelState, cards: list[Card], spec: Card) -> Card | None:
    """The card `spec` names among `cards` (a display, a character's equipment) leaves them,
    as the table names it (`index_among`); None when none can be it."""
    found = face_up(index_among(state, cards, spec))
    return None if found is None else found.take(cards)


def in_hand(state: DuelState, side: Side, spec: Card, known: Copies | None = None) -> bool:
    """Whether `take_from_hand` would find the card: legal.py proposes only such cards."""
    return index_among(state, side.hand, spec, known) is not None


def index_among(
    state: DuelState, cards: Sequence[Card], spec: Card, known: Copies | None = None
) -> Found[Card] | None:
    """The card `spec` names among `cards` (a hand, the cards a Stagecoach drew): in full mode
    the first it matches; at a table, as `deck_check.narrowed` decides, among the cards whose
    back allows it, provided an unseen copy of it can exist. `known` is the state's
    `known_copies`, when the caller asks of many cards."""
    if state.full_information:
        return next((Found(i, card) for i, card in enumerate(cards) if card.matches(spec)), None)
    copies = known or known_copies(state)
    return narrowed(cards, spec, lambda card: _holds(copies, card, card.merged(spec)))


def _holds(known: Copies, card: Card, named: Card) -> bool:
    """Whether `card` can be the card `named`: such a card exists, and a copy is left for it."""
    return exists(named) and known.admits(named, replacing=card)  # type: ignore[arg-type]


def another_copy(state: DuelState, card: Card) -> bool:
    """Whether `card`, off its pile, can be a copy the table has not seen elsewhere."""
    return known_copies(state).admits(card)


def known_copies(state: DuelState) -> Copies:
    """The cards the table knows anything of (a name, a corner, a back), wherever they lie (on
    display too: a Stagecoach's, an eliminated character's before Bull Anderson takes two),
    matched to the copies of the two decks: a card may be named only while an unseen copy of
    it can exist (the Outlaw deck's one Dynamite cannot be played twice). Backs count: once
    the Sheriff deck's 40 cards are all placed (Anna's deck and hand, Sheriff cards named), a
    hand that forgot its backs holds no Sheriff card, whatever unseen copy the names alone
    would leave. A table whose backs already overcount a deck (a scenario's deck sizes, a
    setup's own doing) is matched by names and corners alone, as the backs cannot tell."""
    places: list[list[Card]] = [state.common, state.discard, state.store]
    for side in state.sides:
        places += [side.hand, side.deck, *(fighter.equipment for fighter in side.fighters())]
    places += [list(r.cards) for r in state.stack if isinstance(r, KeepTwo | Choice)]
    cards = [card for cards in places for card in cards if card.kind or card.symbol or card.deck]
    with_backs = Copies(cards)
    if with_backs.consistent:
        return with_backs
    return Copies([card for card in cards if card.kind or card.symbol])


def take_random(state: DuelState, side: Side) -> Card:
    """A card taken blindly from a hand. At a table it may be any of the hand's cards: it, and
    the cards left, keep what all of them share (a hand of one deck's cards keeps its back)."""
    if state.full_information:
        return side.hand.pop(state.rng().randrange(len(side.hand)))
    return taken_blind(side.hand)
