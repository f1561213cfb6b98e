"""Engine speed, side by side with the peer (the public Python BANG! engine, bench/peer_bang.py):
bot games per second of both and their ratio, then move validation, legal_moves, replaying a
1,000-move log, and Duel games per second.

Run: python bench/engine.py [--games N] [--seed S] [--duel-games N]. Prints figures; asserts
nothing. Ours is timed as the whole `simulate` command (start-up included); the peer in
process, on the games its bots finish (see peer_bang.py): the comparison favours the peer.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import replace

import peer_bang  # beside this file: `python bench/engine.py` puts bench/ on the path

from rules.bang import bots
from rules.bang.setup import deal
from rules.bang.simulate import play_one
from rules.core.game import Game
from rules.core.moves import EndTurn
from rules.duel.simulate import simulate as simulate_duel

REPLAY_LENGTH = 1_000
PLAYERS = (4, 7)


def _percentiles(samples: list[tuple[float, float]]) -> str:
    """p50 and p99 by the clock, then of the CPU time (what is left when the machine is shared
    and the clock counts the time other programs ran)."""
    figures = []
    for clock in (0, 1):
        ordered = sorted(sample[clock] for sample in samples)
        p50, p99 = (ordered[min(len(ordered) - 1, int(f * len(ordered)))] for f in (0.5, 0.99))
        figures.append(f"p50 {p50 * 1e6:.0f} µs, p99 {p99 * 1e6:.0f} µs")
    return f"{figures[0]}; CPU {figures[1]} ({len(samples)} samples)"


def our_games_per_second(games: int, seed: int) -> tuple[float, float]:
    """The `simulate` command as a user runs it, timed from start to exit: games per second by
    the clock and by the CPU time it took (steadier on a shared machine).

    An installed command starts from compiled bytecode (pip compiles it on install): a first
    one-game run, untimed, lets Python write it, even where PYTHONDONTWRITEBYTECODE is set."""
    low, high = PLAYERS
    command = [sys.executable, "-m", "companion.cli", "simulate", "--games", str(games)]
    command += ["--players", f"{low}-{high}", "--seed", str(seed), "--json"]
    compiling = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run([*command[:5], "1"], check=True, capture_output=True, env=compiling)
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(command, check=True, capture_output=True)
    elapsed = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return games / elapsed, games / cpu


def recorded_games(seed: int) -> list[Game]:
    """Bot games of every player count, replayed from their setups (full mode)."""
    return [play_one(players, seed + players, check_every=0)[0] for players in range(4, 8)]


def table_games(seed: int) -> list[Game]:
    """Random play at a table: hands and roles unknown, cards named as they are played."""
    games = []
    for players in range(4, 8):
        setup = deal([f"P{i + 1}" for i in range(players)], seed=seed + players)
        hidden = tuple(
            replace(seat, role=seat.role if seat.role == "sheriff" else None)
            for seat in setup.seats
        )
        game = Game(replace(setup, full_information=False, seats=hidden))
        rng = random.Random(seed)
        while game.winner is None and len(game.log) < 150:
            moves = game.legal_moves()
            ends = [m for m in moves if isinstance(m, EndTurn)]
            game.apply(ends[0] if ends and rng.random() < 0.25 else rng.choice(moves))
        games.append(game)
    return games


def timed_on_each_state(
    games: list[Game], measure: Callable[[Game, object], object]
) -> list[tuple[float, float]]:
    """Seconds `measure(game, move)` takes at each decision of the games, replayed: by the
    clock and of CPU time."""
    samples = []
    for recorded in games:
        game = Game(recorded.setup)
        for move in recorded.log:
            started, started_cpu = time.perf_counter(), time.process_time()
            measure(game, move)
            samples.append((time.perf_counter() - started, time.process_time() - started_cpu))
            game.apply(move)
    return samples


def long_log(seed: int) -> Game:
    """A 1,000-move game: bots that mostly end their turn without playing make long games."""
    game = Game(deal([f"P{i + 1}" for i in range(7)], seed=seed))
    rng = random.Random(seed)
    while len(game.log) < REPLAY_LENGTH and game.winner is None:
        calm = bots.MAX_PLAYS_PER_TURN if rng.random() < 0.8 else 0
        game.apply(bots.choose(game.state, rng, calm))
    return game


def side_by_side(games: int, seed: int) -> None:
    ours, ours_cpu = our_games_per_second(games, seed)
    print(
        f"ours: {ours:.1f} games/s, {ours_cpu:.1f} per CPU second "
        f"(simulate --games {games} --players 4-7, whole command)"
    )
    if not peer_bang.available():
        print(f"peer: not found in {peer_bang.PEER_DIR} (see bench/peer_bang.py); no ratio")
        return
    peer, peer_cpu, finished = peer_bang.games_per_second(games, PLAYERS, seed)
    print(
        f"peer: {peer:.1f} games/s, {peer_cpu:.1f} per CPU second "
        f"({finished}/{games} finished, rules only)"
    )
    print(f"ratio: {ours / peer:.2f}× by the clock, {ours_cpu / peer_cpu:.2f}× by CPU time")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--duel-games", type=int, default=50)
    args = parser.parse_args()

    side_by_side(args.games, args.seed)
    full, table = recorded_games(args.seed), table_games(args.seed)
    print(f"validate a move: {_percentiles(timed_on_each_state(full, lambda g, m: g.check(m)))}")
    legal = timed_on_each_state(full, lambda g, m: g.legal_moves())
    print(f"legal_moves, full mode: {_percentiles(legal)}")
    legal = timed_on_each_state(table, lambda g, m: g.legal_moves())
    print(f"legal_moves, table mode: {_percentiles(legal)}")
    game = long_log(args.seed)
    started, started_cpu = time.perf_counter(), time.process_time()
    replayed = game.replayed()
    elapsed, cpu = time.perf_counter() - started, time.process_time() - started_cpu
    assert replayed.state == game.state
    print(f"replay a {len(game.log)}-move log: {elapsed * 1000:.1f} ms, CPU {cpu * 1000:.1f} ms")
    started_cpu = time.process_time()
    report = simulate_duel(args.duel_games, args.seed)
    duel_cpu = args.duel_games / (time.process_time() - started_cpu)
    print(
        f"Duel: {report.games_per_second:.1f} games/s, {duel_cpu:.1f} per CPU second "
        f"({args.duel_games} games, in process)"
    )


if __name__ == "__main__":
    main()
