"""How far a larger search budget takes the reader, on real photos.

    python bench/camera_budget.py [--budgets 300,600,1500,3000]

A read stops searching once it has done ``SEARCH_BUDGET`` units of work
(``camera.reader``). This reads every photo of the dev sources, and the
held-out photos of the train sources (those the sure bars are calibrated
on, where at most 0.2% may be confidently wrong), at each budget, and
prints, per dev source and for the held-out photos together: right,
confidently wrong, unsure, CPU ms. What a budget adds tells how much of
what stays unsure is the search stopping early, and what it costs in time
and in wrong reads. Some 5 minutes a budget at 300 on one core, 12 at 3000.
"""

from __future__ import annotations

import argparse
import sys
from functools import partial
from itertools import groupby
from pathlib import Path

import cv2

sys.path.insert(0, str(Path(__file__).resolve().parent / "photos"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # camera/, not bench/camera.py

from camera_photos import Tally, tally_of
from photoset import default_cache, read_manifest

from camera.reader import Reader
from camera_training.real import photos as train_photos


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budgets", default="300,600,1500,3000", help="search work units")
    parser.add_argument("--photos", type=Path, default=default_cache(), help="real photos' cache")
    args = parser.parse_args(argv)
    cv2.setNumThreads(1)
    dev = sorted((p for p in read_manifest() if p.role == "dev"), key=lambda p: p.source)
    held = train_photos("held")
    for budget in (float(b) for b in args.budgets.split(",")):
        reader = Reader(budget=budget)
        read = partial(reader.read_image, expect="index")
        print(f"search budget {budget:.0f} units:", flush=True)
        everything = Tally()
        for source, its in groupby(dev, key=lambda p: p.source):
            found = tally_of(list(its), read, args.photos)
            print(found.line(source), flush=True)
            everything += found
        print(everything.line("all dev"))
        print(tally_of(held, read, args.photos).line("held-out train"), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
