"""The long run of the command-line fuzzer (tests/companion/cli_fuzz.py): random scenarios to
`check`, random pictures to `camera read`, each run bounded in time and memory.

Run: python bench/cli_fuzz.py [--scenarios 3000] [--pictures 3000] [--batch 50] [--seed S]
     [--memory-mb 1024] [--seconds 20]
Every scenario is checked by a process of its own; pictures go `--batch` at a time to one
`camera read` (the reader's start is most of a small picture's cost), given `--seconds` per
picture. Each process is forked after the imports (tests/companion/forked_cli.py) with its
address space capped at `--memory-mb`: a runaway allocation ends as MemoryError, which prints
a traceback. Prints the inputs run, exit codes, tracebacks, runs past their time, runs with
stray stderr (`check` prints one line for a refused file, `camera read` none of its own:
libpng's and libjpeg's complaints about a damaged file are theirs), a batch that did not
print one line per picture, and the first few findings (the inputs are kept in `--keep`
when given). Asserts nothing.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.companion.cli_fuzz import picture, scenario
from tests.companion.forked_cli import Command, run_all

Outcome = subprocess.CompletedProcess[str] | subprocess.TimeoutExpired
KINDS = ("tracebacks", "past their time", "runs with stray stderr", "batches short of a line")


def scenario_commands(folder: Path, count: int, rng: random.Random) -> list[Command]:
    commands = []
    for number in range(count):
        path = folder / f"scenario-{number}.yaml"
        path.write_bytes(scenario(rng))
        commands.append(Command(("check", str(path)), folder))
    return commands


def picture_commands(folder: Path, count: int, batch: int, rng: random.Random) -> list[Command]:
    paths: list[Path] = []
    for number in range(count):
        suffix, data = picture(rng)
        paths.append(folder / f"picture-{number}{suffix}")
        paths[-1].write_bytes(data)
    batches = (paths[start : start + batch] for start in range(0, count, batch))
    return [Command(("camera", "read", *map(str, files)), folder) for files in batches]


def findings(commands: list[Command], done: list[Outcome], camera: bool) -> list[tuple[str, str]]:
    """What went wrong, each as (kind, where): a traceback, a run past its time, stderr other
    than `check`'s one line for a refused file (`camera read` writes none), a batch that did
    not print one line per picture."""
    found = []
    for command, outcome in zip(commands, done, strict=True):
        files = " ".join(command.argv[1:4]) + (" ..." if len(command.argv) > 4 else "")
        if isinstance(outcome, subprocess.TimeoutExpired):
            found.append(("past their time", files))
            continue
        said = outcome.stderr.strip().splitlines()
        if "Traceback" in outcome.stdout + outcome.stderr:
            found.append(("tracebacks", f"{files}: {said[-1]}"))
        elif len(said) != (0 if camera or outcome.returncode != 2 else 1):
            found.append(("runs with stray stderr", f"{files}: {said[:2]}"))
        elif camera and len(outcome.stdout.splitlines()) != len(command.argv) - 2:
            found.append(("batches short of a line", files))
    return found


def report(
    name: str, inputs: int, done: list[Outcome], found: list[tuple[str, str]], seconds: float
) -> None:
    codes = Counter(o.returncode for o in done if not isinstance(o, subprocess.TimeoutExpired))
    kinds = Counter(kind for kind, _ in found)
    counted = ", ".join(f"{kinds[kind]} {kind}" for kind in KINDS)
    print(
        f"{name}: {inputs} inputs in {len(done)} runs, {seconds:.0f} s; "
        f"exit codes {dict(sorted(codes.items()))}; {counted}"
    )
    for kind, where in found[:10]:
        print(f"  {kind}: {where}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenarios", type=int, default=3000)
    parser.add_argument("--pictures", type=int, default=3000)
    parser.add_argument("--batch", type=int, default=50)
    parser.add_argument("--seed", type=int, default=52)
    parser.add_argument("--memory-mb", type=int, default=1024)
    parser.add_argument("--seconds", type=float, default=20.0, help="per scenario or picture")
    parser.add_argument("--keep", type=Path, help="a folder to keep the inputs in")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    memory = args.memory_mb * 2**20
    with tempfile.TemporaryDirectory() as temporary:
        folder = args.keep or Path(temporary)
        folder.mkdir(parents=True, exist_ok=True)
        start = time.monotonic()
        commands = scenario_commands(folder, args.scenarios, rng)
        done = run_all(commands, Path(temporary) / "check", memory, args.seconds)
        found = findings(commands, done, camera=False)
        report("check", args.scenarios, done, found, time.monotonic() - start)
        start = time.monotonic()
        commands = picture_commands(folder, args.pictures, args.batch, rng)
        done = run_all(commands, Path(temporary) / "camera", memory, args.seconds * args.batch)
        found = findings(commands, done, camera=True)
        report("camera read", args.pictures, done, found, time.monotonic() - start)


if __name__ == "__main__":
    main()
