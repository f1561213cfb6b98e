"""A move as the game log holds it: what the session records and the log, the table's message
and the export word (companion/told.py)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from rules.core.moves import GameMove


@dataclass(frozen=True)
class Logged:
    """A move in the game log, with when it was played, the table before and after (either
    game's state), and the events of what it set off (the engine's, from the one run that
    played it)."""

    move: GameMove
    time: datetime
    before: Any
    after: Any
    events: tuple[Any, ...]
