"""The peer: bot games of the public Python BANG! engine (albertoxamin/bang, its `backend/`),
timed with only its rules running, to compare our engine with side by side.

Its code is not ours to redistribute, so it stays out of the repository, in a cache folder
(`PEER_BANG_DIR`, default /work/cache/peer-bang/backend). Rebuild the cache with:

    git clone https://github.com/albertoxamin/bang /tmp/bang
    git -C /tmp/bang checkout e7b624faf2fc39ab24aafccb3550b9e92da318db  # the one measured
    mkdir -p /work/cache/peer-bang && cp -r /tmp/bang/backend /work/cache/peer-bang/

What is stubbed, so that only the rules run: the socket server (`G.sio`: every emit does
nothing), the imports of socketio, eventlet and datadog (not installed, never used by the
rules), the JSON serialisation of states for the browser (`json.dumps` in its game and player
modules returns ""), and its console prints. Nothing opens a socket. Its bots are its own
(`Player.bot_logic`); we call each bot's logic in turn instead of its timed background loop.
"""

from __future__ import annotations

import json
import os
import random
import sys
import time
import types
from pathlib import Path

PEER_DIR = Path(os.environ.get("PEER_BANG_DIR", "/work/cache/peer-bang/backend"))
ROUND_CAP = 1_000
"""Rounds of every bot's logic after which a game is counted as unfinished: its bots stall in a
few games in a hundred (a turn nobody ends); its finished games took at most 258 rounds."""


class _SilentSocket:
    """Stands for the peer's socket.io server: emits go nowhere, sleeps return at once."""

    is_fake = True

    def emit(self, *args: object, **kwargs: object) -> bool:
        return True

    def sleep(self, seconds: float) -> float:
        return seconds

    def start_background_task(self, *args: object, **kwargs: object) -> None:
        return None


def available() -> bool:
    return (PEER_DIR / "bang" / "game.py").is_file()


def _stub_modules() -> None:
    """Modules the peer imports for its server and metrics; the rules never call them."""
    eventlet = types.ModuleType("eventlet")
    eventlet.sleep = lambda seconds=0: None  # type: ignore[attr-defined]
    datadog = types.ModuleType("datadog")
    datadog.initialize = lambda *a, **k: None  # type: ignore[attr-defined]
    datadog.api = types.SimpleNamespace()  # type: ignore[attr-defined]
    for name, module in (
        ("socketio", types.ModuleType("socketio")),
        ("eventlet", eventlet),
        ("datadog", datadog),
    ):
        sys.modules.setdefault(name, module)


def _load() -> types.ModuleType:
    """Import the peer's game module with its server, serialisation and prints stubbed."""
    _stub_modules()
    if str(PEER_DIR) not in sys.path:
        sys.path.insert(0, str(PEER_DIR))
    import bang.game as peer_game  # type: ignore[import-not-found]
    import bang.players as peer_players  # type: ignore[import-not-found]
    from globals import G  # type: ignore[import-not-found]

    G.sio = _SilentSocket()
    no_json = types.SimpleNamespace(dumps=lambda *a, **k: "", loads=json.loads)
    for name, module in list(sys.modules.items()):
        if name.startswith("bang") and module is not None:
            module.print = lambda *a, **k: None  # type: ignore[attr-defined]
    peer_game.json = no_json
    peer_players.json = no_json
    return peer_game


def play_one(peer_game: types.ModuleType, players: int, seed: int) -> bool:
    """One game of `players` bots from `seed`; True if it ended with a winner."""
    from bang.players import Player  # type: ignore[import-not-found]

    random.seed(seed)  # its bots draw from the global generator
    game = peer_game.Game(f"bench{seed}")
    for i in range(players):
        game.add_player(Player(f"bot{i}", f"bot{i}", bot=True))
    game.start_game(SEED=seed)
    for _ in range(ROUND_CAP):
        if any(getattr(p, "win_status", False) for p in game.players):
            return True
        for player in list(game.players):
            if player.lives > 0 or player.is_ghost:
                player.bot_logic()
    return False


def games_per_second(games: int, players: tuple[int, int], seed: int) -> tuple[float, float, int]:
    """Finished games per second of time spent on finished games (the peer's best case: a
    stalled game's time is left out), player counts cycling through the range: by the clock
    and by CPU time (steadier on a shared machine); and how many of the `games` finished."""
    peer_game = _load()
    low, high = players
    finished, seconds, cpu = 0, 0.0, 0.0
    for i in range(games):
        started, started_cpu = time.perf_counter(), time.process_time()
        if play_one(peer_game, low + i % (high - low + 1), seed + i):
            finished += 1
            seconds += time.perf_counter() - started
            cpu += time.process_time() - started_cpu
    return (finished / seconds if seconds else 0.0), (finished / cpu if cpu else 0.0), finished


if __name__ == "__main__":
    if not available():
        print(f"peer engine not found in {PEER_DIR}: see this file's docstring to fetch it")
    else:
        rate, cpu_rate, done = games_per_second(200, (4, 7), 1)
        print(f"peer: {rate:.1f} games/s, {cpu_rate:.1f} per CPU second ({done}/200 finished)")
