"""App start: from launching a fresh Python process to the first screen drawn, and to a table.

Run: python bench/app_start.py [--runs N] [--json]. Prints figures; asserts nothing.

Each run is a new interpreter (cold imports, as a player launching the app), headless, with its
own empty data folder. Three figures per run:
- process: wall time from spawning the interpreter to the first screen (start screen) drawn;
- in_process: the same, measured inside, from the first line of the script (imports included);
- resume: from the start screen to a resumed game's table drawn (a 60-move game in the folder).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PROBE = r"""
import time
started = time.perf_counter()
import sys
from companion.app import CompanionApp

async def measure(pilot):
    await pilot.pause()
    first = time.perf_counter()
    print("FIRST", first - started, time.time(), flush=True)
    resume = pilot.app.screen.query_one("#resume")
    if resume.display:
        resume.press()
        while type(pilot.app.screen).__name__ != "TableScreen":
            await pilot.pause(0.005)
        await pilot.pause()
        print("RESUME", time.perf_counter() - first, flush=True)
    pilot.app.exit()

CompanionApp(data=sys.argv[1], camera="off", sync_seconds=None).run(
    headless=True, size=(132, 44), auto_pilot=measure
)
"""

GAME_MOVES = 60


def saved_game(folder: Path) -> None:
    """A game of GAME_MOVES moves in the folder, so that resume has something to replay.

    Everyone draws and ends the turn; a hand over its limit discards the first card the rules
    offer, so no card is named beyond the copies the deck holds."""
    sys.path.insert(0, str(ROOT))
    from companion.session import Session
    from companion.store import Store
    from rules.bang.notation import parse
    from rules.bang.setup import deal

    names = ["Anna", "Ben", "Carla", "Dan", "Eve", "Fay", "Gus"]
    setup = deal(names, seed=11, roles=["sheriff"] + [None] * 6, full_information=False)
    session = Session.start(Store(folder / "games.sqlite3"), setup, "bench", "en")
    while session.seq < GAME_MOVES:
        player = session.game.pending.player
        line = {"draw": f"{player} draws", "play": f"{player} ends turn"}.get(
            session.game.pending.kind
        )
        move = parse(line, names) if line else session.game.legal_moves()[0]
        refusal = session.play(move)
        assert refusal is None, (move, refusal)


def one_run(with_game: bool) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as data:
        if with_game:
            saved_game(Path(data))
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        spawned = time.time()
        run = subprocess.run(
            [sys.executable, "-c", PROBE, data],
            capture_output=True,
            text=True,
            env=env,
            cwd=ROOT,
            check=True,
        )
    figures: dict[str, float] = {}
    for line in run.stdout.splitlines():
        words = line.split()
        if words[:1] == ["FIRST"]:
            figures["in_process"] = float(words[1])
            figures["process"] = float(words[2]) - spawned
        elif words[:1] == ["RESUME"]:
            figures["resume"] = float(words[1])
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    runs = [one_run(with_game=True) for _ in range(args.runs)]
    report = {
        key: {
            "median_s": round(statistics.median(run[key] for run in runs), 3),
            "min_s": round(min(run[key] for run in runs), 3),
            "max_s": round(max(run[key] for run in runs), 3),
        }
        for key in ("process", "in_process", "resume")
    }
    report["runs"] = args.runs
    report["resumed_moves"] = GAME_MOVES
    if args.json:
        print(json.dumps(report))
        return
    print(f"app start to first screen ({args.runs} runs, fresh interpreter, headless):")
    for key, label in (
        ("process", "from process spawn"),
        ("in_process", "from script start"),
        ("resume", f"start screen to resumed table ({GAME_MOVES} moves)"),
    ):
        figure = report[key]
        print(
            f"  {label:<45} median {figure['median_s']:.3f} s "
            f"(min {figure['min_s']:.3f}, max {figure['max_s']:.3f})"
        )


if __name__ == "__main__":
    main()
