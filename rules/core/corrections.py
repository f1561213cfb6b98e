"""What both games' corrections share: how many cards a hand must gain or lose."""

from __future__ import annotations

from rules.core.refusals import IllegalMove


def hand_change(player: str, held: int, count: int, most: int) -> int:
    """How many cards a hand of `held` must gain (or lose, below 0) to hold `count`, in either
    game: refused when that changes nothing or is more than the `most` it could hold."""
    if count == held:
        raise IllegalMove("correction_changes_nothing")
    if not 0 <= count <= most:
        raise IllegalMove("correction_hand_count", player=player, count=count, most=most)
    return count - held
