"""draw! checks decided on real photos watched as a card lying still.

    python bench/camera_still.py [--frames 30] [--seed 7] [--checks barrel,dynamite,black_jack]
                                 [--budget UNITS] [--frame-work UNITS | --live] [--sources a,b]

Each photo of the dev sources (``bench/photos``) is shrunk to what a webcam
gives (1280 px on its long side at most) and fed to a ``camera.Watch``, as
the app feeds its camera, for ``--frames`` frames (30: one second at 30 fps),
each with sensor noise of its own. The Watch is told what the check needs
(``camera.stabilise.Need``, from ``rules.bang.turns.suits_ranked``). A frame
gets FRAME_WORK units of counted work (``camera.steps``), about what the
live 6 ms buy on one core, so the figures are the same on any machine and
a wrong decision can be replayed; ``--live`` gives it the live 6 ms of wall
time instead, as the app does. Prints per source and check: decided right,
decided wrong, not decided within the frames, and the frame of decision
(p50/p95); then each photo decided wrong.
A recorded clip would also show the card being laid down; a photo shows it
already at rest, so this measures the time from "lying still" on.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from collections import Counter
from collections.abc import Iterator
from itertools import groupby
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one core, before numpy loads
os.environ.setdefault("OMP_NUM_THREADS", "1")

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent / "photos"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from camera_photos import CHECKS, draw_outcome, load
from photoset import Photo, default_cache, read_manifest

from camera.reader import SEARCH_BUDGET, Reader
from camera.stabilise import Need
from camera.watch import BUDGET_MS, FRAME_WORK, Watch
from camera_training.synthetic.noise import StillCamera
from rules.bang.turns import suits_ranked


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=30, help="frames watched per photo")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--checks", default=",".join(CHECKS), help="comma-separated checks")
    parser.add_argument("--photos", type=Path, default=default_cache(), help="real photos' cache")
    parser.add_argument("--budget", type=float, default=SEARCH_BUDGET, help="a read's search work")
    parser.add_argument("--sources", help="comma-separated dev sources (default: all)")
    parser.add_argument("--frame-work", type=float, default=FRAME_WORK, help="work units a frame")
    parser.add_argument("--live", action="store_true", help="6 ms of wall time a frame instead")
    args = parser.parse_args(argv)
    cv2.setNumThreads(1)
    reader = Reader(budget=args.budget)
    camera = StillCamera(np.random.default_rng(args.seed))
    budget_ms, frame_work = (BUDGET_MS, math.inf) if args.live else (math.inf, args.frame_work)
    chosen = set(args.sources.split(",")) if args.sources else None
    dev = (p for p in read_manifest() if p.role == "dev" and (chosen is None or p.source in chosen))
    photos = sorted(dev, key=lambda p: p.source)
    frames = args.frames
    print(f"dev photos watched for {frames} frames each, as a card lying still:")
    wrong: list[str] = []
    for check, reason in enumerate(args.checks.split(",")):
        total: Counter[str] = Counter()
        on: list[int] = []
        for source, its in groupby(photos, key=lambda p: p.source):
            outcome: Counter[str] = Counter()
            for photo in its:
                image = load(photo, args.photos)
                if image is None:
                    continue
                watch = _watch(reader, reason, budget_ms, frame_work)
                seen = camera.frames(image, frames, _placing(args.seed, check, photo))
                verdict, frame, card = _watched(watch, reason, photo, seen)
                outcome[verdict] += 1
                on += [frame] if frame else []
                if verdict == "wrong":
                    wrong.append(f"{CHECKS[reason]}: {photo.source} {photo.path}, decided {card}")
            print(_line(f"{CHECKS[reason]}, {source}", outcome), flush=True)
            total += outcome
        p50, p95 = np.percentile(on, [50, 95]) if on else (0, 0)
        when = f"; decided on frame p50 {p50:.0f}, p95 {p95:.0f}"
        print(_line(f"{CHECKS[reason]}, all dev", total) + when, flush=True)
    print("decided wrong:", *(wrong or ["none"]), sep="\n  ")
    return 0


def _placing(seed: int, check: int, photo: Photo) -> np.random.Generator:
    """What places the noise on this photo's frames for this check, seeded
    by both alone: a change that decides one photo sooner or later leaves
    every other photo's frames as they were, so two runs compare photo by
    photo."""
    return np.random.default_rng([seed, check, int(photo.sha256[:12], 16)])


def _watch(reader: Reader, reason: str, budget_ms: float, frame_work: float) -> Watch:
    """A Watch for the check, as the app makes it, reading a frame for
    ``budget_ms`` or ``frame_work`` units of work, whichever ends first."""
    need = Need(suits_ranked(reason))
    return Watch(1, "index", reader, budget_ms=budget_ms, need=need, frame_work=frame_work)


def _watched(
    watch: Watch, reason: str, photo: Photo, frames: Iterator[np.ndarray]
) -> tuple[str, int, str]:
    """How the check went on this photo, on which frame it was decided (0:
    not), and the card as decided."""
    for number, frame in enumerate(frames, start=1):
        _, decision = watch.feed(frame)
        if decision:
            card = decision.cards[0]
            return draw_outcome(reason, card, photo), number, f"{card.rank} of {card.suit}"
    return "undecided", 0, ""


def _line(name: str, outcome: Counter[str]) -> str:
    n = sum(outcome.values()) or 1

    def pct(k: str) -> str:
        return f"{100 * outcome[k] / n:.1f}%"

    return (
        f"  {name:42s} {n:4d}: right {pct('right')}, wrong {outcome['wrong']},"
        f" undecided {pct('undecided')}"
    )


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
