"""The referee's corrections in BANG! Duel: a character's life points (rules/corrections.py
holds the base game's, which correct much more).

A correction keeps a character between 1 life point and its maximum: a character goes down
only through what downs it, since that sets off the rest of the event (its player draws, the
reserve comes in, triggered shots are fired); a hit nobody entered is entered as the hit.
"""

from __future__ import annotations

from rules.duel.refusals import Refusal
from rules.duel.state import DuelState
from rules.moves import Correction, FixLife


def correct(state: DuelState, move: Correction) -> None:
    """Make the correction on `state` (a copy: apply's), or refuse it."""
    if not isinstance(move, FixLife):
        raise Refusal("duel_life_corrections_only")
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
