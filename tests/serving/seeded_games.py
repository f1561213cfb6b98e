"""Games saved in a data folder before `serve` starts, so a tablet reaches every screen by
touch alone: the last unfinished game is one tap away (*Resume*), a finished one is in *Past
games*, and no player has to type a name.
"""

from __future__ import annotations

from pathlib import Path

from companion.paths import database_path
from companion.session import Session
from companion.store import Store
from rules.setup import deal
from tests.companion.driver import finishing_play

NAMES = ["Anna", "Ben", "Carla", "Dan"]
CHARACTERS = ["willy_the_kid", "jesse_jones", "pedro_ramirez", "slab_the_killer"]


def _new_game(store: Store) -> Session:
    """Four players, Anna the Sheriff, a real deck on the table (hands not known)."""
    setup = deal(NAMES, CHARACTERS, ["sheriff", None, None, None], seed=5, full_information=False)
    return Session.start(store, setup, ", ".join(NAMES), "en")


def _play(session: Session, line: str) -> None:
    refused = session.play(session.parse(line))
    assert refused is None, f"{line}: {refused}"


def _play_to_the_end(session: Session) -> None:
    """Anna attacks until the game is won, the others taking every hit (the Pilot's way)."""
    game = session.game
    while not game.winner:
        waiting = game.pending
        if waiting.kind == "play":
            _play(session, finishing_play(game))
        elif waiting.kind == "reveal_role":
            role = "Renegade" if waiting.player == "Ben" else "Outlaw"
            _play(session, f"{waiting.player} is {role}")
        else:
            _play(session, f"{waiting.player} passes")


def seed_game(data: Path, *lines: str, to_the_end: bool = False) -> None:
    """A game with these moves played (and then played to its end, if asked)."""
    data.mkdir(parents=True, exist_ok=True)
    store = Store(database_path(data))
    try:
        session = _new_game(store)
        for line in lines:
            _play(session, line)
        if to_the_end:
            _play_to_the_end(session)
    finally:
        store.close()


def seed_games(data: Path) -> None:
    """An unfinished game with Anna's draw played (the one to resume), then a finished one
    (the newest: the first Past games lists, on a phone as on a tablet)."""
    seed_game(data, "Anna draws")
    seed_game(data, "Anna draws", to_the_end=True)
