"""The referee's corrections in BANG! Duel: a character's life points and the number of cards
in a player's hand (rules/bang/corrections.py holds the base game's, which correct much more).

A correction keeps a character between 1 life point and its maximum: a character goes down
only through what downs it, since that sets off the rest of the event (its player draws, the
reserve comes in, triggered shots are fired); a hit nobody entered is entered as the hit.
"""

from __future__ import annotations

from rules.core.corrections import hand_change
from rules.core.moves import FixHand, FixLife
from rules.duel import piles
from rules.duel.cards import Card
from rules.duel.moves import DuelCorrection
from rules.duel.refusals import Refusal
from rules.duel.state import DuelState, Side


def correct(state: DuelState, move: DuelCorrection) -> None:
    """Make the correction on `state` (a copy: apply's), or refuse it."""
    if isinstance(move, FixLife):
        _fix_life(state, move)
    elif isinstance(move, FixHand):
        _fix_hand(state, move)
    else:
        raise Refusal("duel_corrections")


def _fix_life(state: DuelState, move: FixLife) -> None:
    found = state.find(move.player)
    if found is None:
        raise Refusal("no_such_character", target=move.player)
    _side, fighter = found
    life = fighter.life + move.change
    if move.change == 0:
        raise Refusal("correction_changes_nothing")
    if not 1 <= life <= fighter.max_life:
        raise Refusal("correction_duel_life", target=fighter.id, life=life, most=fighter.max_life)
    fighter.life = life


def _fix_hand(state: DuelState, move: FixHand) -> None:
    """More cards are drawn as a forgotten draw (the side's own deck first, as every draw);
    fewer go back under the deck whose back they show, unseen: a card the table has seen
    leaves the hand only when it is played."""
    if not state.has_player(move.player):
        raise Refusal("unknown_player", player=move.player)
    side = state.side(move.player)
    most = len(side.hand) + len(side.deck) + len(state.common) + len(state.discard)
    extra = hand_change(side.player, len(side.hand), move.count, most)
    if extra > 0:
        piles.draw(state, side, extra)
    else:
        _put_back(state, side, -extra)


def _put_back(state: DuelState, side: Side, count: int) -> None:
    unseen = [i for i, card in enumerate(side.hand) if not card.known]
    if len(unseen) < count:
        raise Refusal("duel_unseen_only", player=side.player, unseen=len(unseen))
    for i in reversed(unseen[-count:]):
        card = side.hand.pop(i)
        _pile_under(state, side, card).insert(0, card)


def _pile_under(state: DuelState, side: Side, card: Card) -> list[Card]:
    """Where a card put back goes: under the side's own deck when it shows that deck's back
    and the side still draws from it, else under the common deck."""
    if card.deck in (None, side.deck_name) and (side.deck or not state.common):
        return side.deck
    return state.common
