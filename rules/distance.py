"""Who can reach whom: seats around the table, Mustang/Scope, Paul Regret, Rose Doolan, weapons."""

from __future__ import annotations

from rules.cards import weapon_range
from rules.state import Player, State

COLT_RANGE = 1
"""The Colt .45 printed on every player board: the weapon when no weapon card is in play."""


def seat_distance(state: State, source: str, target: str) -> int:
    """Fewest seats between two living players, either way round; the dead do not count."""
    names = [player.name for player in state.alive()]
    gap = abs(names.index(source) - names.index(target))
    return min(gap, len(names) - gap)


def distance(state: State, source: str, target: str) -> int:
    """The distance at which `source` sees `target`, with every modifier, never below 1."""
    seen_from, seen = state.player(source), state.player(target)
    modifier = 0
    modifier += seen.has_in_play("mustang") + (seen.character == "paul_regret")
    modifier -= seen_from.has_in_play("scope") + (seen_from.character == "rose_doolan")
    return max(1, seat_distance(state, source, target) + modifier)


def reach(player: Player) -> int:
    """How far the player's weapon shoots (1 with the Colt .45)."""
    weapon = player.weapon()
    if weapon is None or weapon.kind is None:
        return COLT_RANGE
    return weapon_range(weapon.kind) or COLT_RANGE


def weapon_name(player: Player) -> str:
    """The card id of the weapon in play, or "colt45"."""
    weapon = player.weapon()
    return weapon.kind if weapon is not None and weapon.kind else "colt45"
