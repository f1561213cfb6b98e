"""`check --json` against scenario size: wall time, peak memory and output bytes.

Run: python bench/check_json.py [--sizes 16,64,256] [--text]. For each size (KB, up to the
256 KB a scenario may hold) it writes two scenarios, runs `python -m companion.cli check
FILE --json` (and, with --text, without --json) in a fresh process, and prints its wall time,
peak resident memory (the child's ru_maxrss) and how many bytes it printed. Asserts nothing.

- `words`: a four-player table, then one-word moves up to the size (43,500 of them in 256 KB,
  every one unreadable, the table unchanged by each): what issue 52 measured;
- `game`: bot games of five players, their logs one after the other (each game from its own
  setup would need a file each, so the later games' lines are refused against the first's
  table): accepted moves first, then refused ones, up to the size.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import yaml

from rules.bang.notation import format_move
from rules.bang.simulate import play_one
from rules.core.scenario import setup_to_dict

ROOT = Path(__file__).resolve().parents[1]
FOUR = [
    {"name": "Anna", "character": "Willy the Kid", "role": "Sheriff"},
    {"name": "Ben", "character": "Paul Regret"},
    {"name": "Carla", "character": "Rose Doolan"},
    {"name": "Dan", "character": "Calamity Janet"},
]


def words_scenario(size: int) -> str:
    """A table and one-word moves (`- bang`), up to `size` bytes."""
    head = yaml.safe_dump({"players": FOUR}, sort_keys=False) + "moves:\n"
    return head + "- bang\n" * ((size - len(head)) // len("- bang\n"))


def game_scenario(size: int) -> str:
    """The first bot game's setup, then bot games' logs until the file holds `size` bytes."""
    first, _ = play_one(5, seed=1)
    document = setup_to_dict(first.setup)
    head = yaml.safe_dump(document, allow_unicode=True, sort_keys=False) + "moves:\n"
    lines: list[str] = []
    total, seed = len(head), 1
    while total < size:
        game = first if seed == 1 else play_one(5, seed=seed)[0]
        for move in game.log:
            line = "- " + yaml.safe_dump(format_move(move), default_style='"').strip() + "\n"
            if total + len(line) > size:
                return head + "".join(lines)
            lines.append(line)
            total += len(line)
        seed += 1
    return head + "".join(lines)


def run(path: Path, as_json: bool) -> tuple[float, int, int]:
    """Wall seconds, peak memory (MB) and printed bytes of one `check` run."""
    argv = [sys.executable, "-m", "companion.cli", "check", str(path)]
    argv += ["--json"] if as_json else []
    with tempfile.TemporaryFile() as out:
        start = time.perf_counter()
        child = subprocess.Popen(argv, cwd=ROOT, stdout=out, stderr=subprocess.DEVNULL)
        _, _, usage = os.wait4(child.pid, 0)
        seconds = time.perf_counter() - start
        child.returncode = 0  # reaped by wait4
        return seconds, usage.ru_maxrss // 1024, out.tell()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="16,64,256", help="scenario sizes in KB")
    parser.add_argument("--text", action="store_true", help="also run check without --json")
    args = parser.parse_args()
    print(f"{'scenario':<10}{'KB':>5}{'lines':>8}  {'mode':<6}{'s':>7}{'MB':>7}{'printed':>13}")
    with tempfile.TemporaryDirectory() as folder:
        for kb in (int(size) for size in args.sizes.split(",")):
            for name, make in (("words", words_scenario), ("game", game_scenario)):
                text = make(kb * 1024 - 64)
                path = Path(folder) / f"{name}-{kb}.yaml"
                path.write_text(text, encoding="utf-8")
                lines = text.split("\nmoves:\n", 1)[1].count("\n")
                for as_json in (True, False) if args.text else (True,):
                    seconds, memory, printed = run(path, as_json)
                    mode = "json" if as_json else "text"
                    print(
                        f"{name:<10}{kb:>5}{lines:>8}  {mode:<6}{seconds:>7.1f}{memory:>7}"
                        f"{printed:>13,}",
                        flush=True,
                    )


if __name__ == "__main__":
    main()
