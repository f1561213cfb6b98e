"""Who can reach whom: seats around the table, Mustang/Scope, Paul Regret, Rose Doolan, weapons."""

from __future__ import annotations

from rules.bang.cards import weapon_range
from rules.bang.state import Player, State

COLT_RANGE = 1
"""The Colt .45 printed on every player board: the weapon when no weapon card is in play."""


def distance(state: State, source: str, target: str) -> int:
    """The distance at which `source` sees `target`, both alive."""
    return distances_from(state, source)[target]


def distances_from(state: State, source: str) -> dict[str, int]:
    """The distance at which `source` (alive) sees each other living player: the fewest seats
    between them either way round (the dead do not count), with every modifier, never below 1.
    All at once: the buttons and the bots need every target's."""
    alive = state.alive()
    count = len(alive)
    seat = 0
    while alive[seat].name != source:
        seat += 1
    seen_from = alive[seat]
    closer = seen_from.has_in_play("scope") + (seen_from.character == "rose_doolan")
    distances = {}
    for i, seen in enumerate(alive):
        gap = i - seat if i >= seat else seat - i
        if count - gap < gap:
            gap = count - gap
        gap += seen.has_in_play("mustang") + (seen.character == "paul_regret") - closer
        distances[seen.name] = gap if gap > 1 else 1
    return distances


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
