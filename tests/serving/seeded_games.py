"""Games saved in a data folder before `serve` starts, so a tablet reaches every screen by
touch alone: the last unfinished game is one tap away (*Resume*), a finished one is in *Past
games*, and no player has to type a name.
"""

from __future__ import annotations

from pathlib import Path

from companion.paths import database_path
from companion.session import Session
from companion.store import Store
from tests.companion.driver import NAMES, moves_to_the_end, table_setup


def _play(session: Session, line: str) -> None:
    refused = session.play(session.parse(line))
    assert refused is None, f"{line}: {refused}"


def seed_game(data: Path, *lines: str, to_the_end: bool = False) -> None:
    """A game of four (Anna the Sheriff, a real deck on the table, hands not known) with these
    moves played, and then played to its end if asked (Anna attacking, the others taking every
    hit: the Pilot's way)."""
    data.mkdir(parents=True, exist_ok=True)
    store = Store(database_path(data))
    try:
        session = Session.start(store, table_setup(NAMES), ", ".join(NAMES), "en")
        for line in moves_to_the_end(*lines) if to_the_end else lines:
            _play(session, line)
    finally:
        store.close()


def seed_games(data: Path) -> None:
    """An unfinished game with Anna's draw played (the one to resume), then a finished one
    (the newest: the first Past games lists, on a phone as on a tablet)."""
    seed_game(data, "Anna draws")
    seed_game(data, "Anna draws", to_the_end=True)
