"""Moving the active token: the swap itself and the abilities it wakes.

Jango and the Pocket Watch reward the opponent, and Tom Thorn shoots, when a player's own
token moves: by the free move of the play phase, their own Canteen or Buffalo Rifle, or the
Buffalo Stampede on one of their characters. A swap the opponent forces on them (a Canteen or
Buffalo Rifle played on them) is not "their" move and triggers none of these (docs/duel-rules.md).
"""

from __future__ import annotations

from rules.duel import piles
from rules.duel.life import follow_up
from rules.duel.positions import ability, card_works
from rules.duel.refusals import Refusal
from rules.duel.state import DuelState, Side


def swap(state: DuelState, whose: Side, by: Side) -> None:
    """Move `whose`'s active token to the other character; `by` is the side that does it."""
    if len([f for f in whose.slots if f is not None]) < 2:
        raise Refusal("single_character", player=whose.player)
    whose.active = 1 - whose.active
    if whose is by:
        token_moved(state, whose)


def token_moved(state: DuelState, side: Side) -> None:
    """The side moved its own token: Jango and Pocket Watch draw, Tom Thorn shoots."""
    them = state.opponent(side)
    watcher = them.pa
    if ability(state, them, "jango"):
        piles.draw(state, them, 1)
    if watcher is not None and card_works(state, them, watcher, "montre_a_gousset"):
        piles.draw(state, them, 1)
    if side.pa is not None and side.pa.id == "tom_thorn" and not side.pa.down:
        follow_up(state, them.pr, side, "tom_thorn")
