"""The referee's corrections: make the app agree with the cards on the table.

A table that finds the app wrong (a hit nobody entered, a card that went to the wrong hand, a
role shown) corrects it instead of stopping the game. A correction is a move of the log like
any other, so undo, save, resume and replay treat it alike. It is checked as far as the game
knows (life within 0 and the maximum, the card is where the table says, the deck can hold
it), and it leaves the table as the invariants want it (rules/bang/invariants.py). What follows
from it, a player at 0 life dying or a hand now within its limit, the engine settles as after
any move.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from cards_data import load_bang
from rules.bang import piles
from rules.bang.cards import UNKNOWN, Card, color, is_weapon
from rules.bang.damage import decide_winner
from rules.bang.moves import DISCARD, Correction, FixRole, MoveCard, Place
from rules.bang.refusals import Refusal
from rules.bang.state import Check, DrawReveal, Dying, LuckyChoice, Player, RoleToReveal, State
from rules.core.corrections import hand_change
from rules.core.deck_check import face_up
from rules.core.moves import FixHand, FixLife
from rules.core.refusals import IllegalMove

HAND, TABLE, DECK = "hand", "table", "deck"
PLAYER_PILES = (HAND, TABLE)
"""A player's piles: the hand, and the table (the cards in play in front of them)."""
COMMON_PILES = (DISCARD, DECK)


# The draw! checks owed to a card in play, by the check's reason (the card's id).
CARD_CHECKS = ("jail", "dynamite", "barrel")


def correct(state: State, move: Correction) -> None:
    """Make the correction on `state` (a copy: apply's), or refuse it."""
    _CORRECTIONS[type(move)](state, move)
    _drop_moot_checks(state)
    _unlink_first_card(state)


def _drop_moot_checks(state: State) -> None:
    """A draw! awaited for a card the correction took out of play is owed no more: the table
    says the card is not there, so the game goes on as if it never was (a Jail's turn is
    played, a Barrel's shot is still to answer)."""
    state.stack = [request for request in state.stack if not _moot(state, request)]


def _unlink_first_card(state: State) -> None:
    """Black Jack's first card, drawn unseen from a reshuffled pile, may have been moved, or
    the pile's cards: his reveal no longer tells which card it is (`DrawReveal.pile`)."""
    state.stack = [
        replace(request, pile=()) if isinstance(request, DrawReveal) else request
        for request in state.stack
    ]


def _moot(state: State, request: object) -> bool:
    check = request.check if isinstance(request, LuckyChoice) else request
    if not isinstance(check, Check) or check.reason not in CARD_CHECKS:
        return False
    return not state.player(check.target).has_in_play(check.reason)


def _living(state: State, name: str | None) -> Player:
    """The player a correction changes: at the table and still in the game."""
    player = next((p for p in state.players if p.name == name), None)
    if player is None:
        raise Refusal("unknown_player", player=name)
    if not player.alive:
        raise Refusal("player_dead", player=name)
    return player


def _fix_life(state: State, move: FixLife) -> None:
    """A player at 0 is dying, as after a hit: a Beer may still save them."""
    player = _living(state, move.player)
    life = player.life + move.change
    if move.change == 0:
        raise Refusal("correction_changes_nothing")
    if not 0 <= life <= player.max_life:
        raise Refusal("correction_life_range", player=player.name, life=life, most=player.max_life)
    player.life = life
    dying = any(isinstance(r, Dying) and r.target == player.name for r in state.stack)
    if life == 0 and not dying:
        state.stack.append(Dying(player.name, None))


def _fix_hand(state: State, move: FixHand) -> None:
    """More cards come from the top of the deck (as a forgotten draw); fewer leave as unseen
    cards put under the deck, since a card the table knows must be moved by name."""
    player = _living(state, move.player)
    most = len(player.hand) + len(state.deck) + len(state.discard)
    extra = hand_change(player.name, len(player.hand), move.count, most)
    if extra > 0:
        piles.draw(state, player, extra)
        return
    unseen = [i for i, card in enumerate(player.hand) if card == UNKNOWN]
    if len(unseen) < -extra:
        raise Refusal("correction_unseen_only", player=player.name, unseen=len(unseen))
    for i in reversed(unseen[extra:]):
        del player.hand[i]
    state.deck[:0] = [UNKNOWN] * -extra
    if state.deck_mixed:  # under a reshuffled pile: among its cards, as far as anyone knows
        state.deck_mixed -= extra


def _move_card(state: State, move: MoveCard) -> None:
    if move.source == move.destination:
        raise Refusal("correction_changes_nothing")
    _put(state, move.destination, _take(state, move.source, move.card))


def _cards(state: State, place: Place) -> list[Card]:
    """The list of cards `place` names (the state's own: a correction changes it)."""
    if place.pile in PLAYER_PILES:
        player = _living(state, place.player)
        return player.hand if place.pile == HAND else player.in_play
    if place.pile not in COMMON_PILES or place.player is not None:
        raise Refusal("correction_bad_place", pile=place.pile)
    if place.pile == DISCARD:
        return state.discard
    piles.reshuffle_if_empty(state)
    return state.deck


def _take(state: State, place: Place, spec: Card) -> Card:
    """The card leaves its place, as the table names it: the top one of a pile (the deck's
    must agree with what is known of it); a card nobody has seen is an unseen one if any."""
    cards = _cards(state, place)
    if not cards:
        raise Refusal("correction_place_empty", place=_where(place))
    if place.pile == DECK:
        return piles.shown_card(state, cards.pop(), spec)
    if place.pile == DISCARD:
        return _top_down(state, cards, spec, place)
    if spec == UNKNOWN and UNKNOWN in cards:
        found: piles.Found | None = piles.Found(cards.index(UNKNOWN), UNKNOWN)
    else:
        found = piles.find_in(state, cards, spec)
    if place.pile == TABLE:
        found = face_up(found)
    if found is None:
        raise _not_there(spec, place)
    return found.take(cards)


def _top_down(state: State, cards: list[Card], spec: Card, place: Place) -> Card:
    """The topmost card of the discard pile that can be the one named leaves it."""
    upside_down = cards[::-1]
    found = piles.find_in(state, upside_down, spec)
    if found is None:
        raise _not_there(spec, place)
    card = found.take(upside_down)
    cards[:] = upside_down[::-1]
    piles.removed_from_discard(state, len(cards) - found.index)
    return card


def _not_there(spec: Card, place: Place) -> IllegalMove:
    return Refusal("correction_not_there", card=_named(spec), place=_where(place))


def _put(state: State, place: Place, card: Card) -> None:
    """A card comes to `place`: on top of a pile, into a hand, or into play if it can be."""
    cards = _cards(state, place)
    if place.pile == TABLE:
        _check_into_play(state.player(place.player or ""), card)
    cards.append(card)


def _check_into_play(player: Player, card: Card) -> None:
    """A card in play is face up, blue, the only one of its name and weapon in front of its
    player, and no Jail for the Sheriff."""
    if card.kind is None:
        raise Refusal("correction_needs_name")
    if color(card.kind) != "blue":
        raise Refusal("correction_not_blue", card=card.kind)
    if player.has_in_play(card.kind):
        raise Refusal("same_card_in_play", target=player.name, card=card.kind)
    weapon = player.weapon()
    if is_weapon(card.kind) and weapon is not None:
        raise Refusal("correction_second_weapon", target=player.name, weapon=weapon.kind)
    if card.kind == "jail" and player.role == "sheriff":
        raise Refusal("jail_on_sheriff", target=player.name, card=card.kind)


def _fix_role(state: State, move: FixRole) -> None:
    """A role, even an eliminated player's, within the role table; the Sheriff's is known from
    the start. A role the game waits for is answered, not corrected."""
    player = next((p for p in state.players if p.name == move.player), None)
    if player is None:
        raise Refusal("unknown_player", player=move.player)
    if state.stack and isinstance(state.stack[-1], RoleToReveal):
        raise Refusal("correction_role_awaited", player=state.stack[-1].target)
    if player.role == move.role:
        raise Refusal("correction_changes_nothing")
    if player.role == "sheriff":
        raise Refusal("correction_sheriff_role", player=player.name)
    table = load_bang().role_table[len(state.players)]
    taken = sum(1 for p in state.players if p.role == move.role)
    if move.role not in table or taken >= table[move.role]:
        raise Refusal("role_impossible", player=player.name, role=move.role)
    player.role = move.role
    decide_winner(state)


def _named(card: Card) -> str:
    """A card as a refusal names it: its id (worded in the message's language) or index."""
    return card.kind or card.index()


def _where(place: Place) -> tuple[str, str | None]:
    """A place as a refusal names it (worded by rules.core.refusals)."""
    return place.pile, place.player


_CORRECTIONS: dict[type, Callable[[State, Any], None]] = {
    FixLife: _fix_life,
    FixHand: _fix_hand,
    MoveCard: _move_card,
    FixRole: _fix_role,
}
