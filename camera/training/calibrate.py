"""Pick the sure bars of ``camera.index`` (RANK_SURE, SUIT_SURE) for a model.

    python -m camera.training.calibrate [--model FILE] [--wrong 0.002]

Judged on what no weight was fitted to: the held-out share of the train
sources' photos, read whole by the reader's pipeline, and drawn crops of the
calibration split's font families (none of the dev sources: they judge the
result). Prints the pair of bars that keeps the most reads sure while at
most ``--wrong`` of the held-out photos, and of the drawn crops that hold
an index, are sure and wrong, and per source how many are sure and right or wrong; the
bars are then written into ``camera/index.py`` by hand.
"""

from __future__ import annotations

import argparse
import itertools
import sys
from pathlib import Path

import cv2
import numpy as np

from camera.corner_model import MODEL, RANK_CLASSES, SUIT_CLASSES, CornerModel
from camera.reader import Reader
from camera.training.data import drawn
from camera.training.real import _photoset, photos
from camera.training.train import CALIB, SEED, photographed

# The bars tried.
BARS = (*np.round(np.arange(0.5, 0.99, 0.02), 2), 0.99, 0.995, 0.998, 0.999)


def photo_reads(model: CornerModel) -> dict[str, list[tuple[float, float, bool]]]:
    """(rank p, suit p, right) of the reader on each held-out photo, by
    source; (0, 0, False), never sure, where it gave no guess: the rate of
    confidently wrong reads is of all photos, as ``bench/camera.py`` counts
    it. The reader names every part here, sure or not (bars of 0), so that
    each read is judged against every pair of bars tried."""
    cache = _photoset().default_cache()
    reader = Reader(model=model, bars=(0.0, 0.0))
    out: dict[str, list[tuple[float, float, bool]]] = {}
    for photo in photos("held"):
        img = cv2.imread(str(cache / photo.cached))
        read = reader.read_image(img, "index") if img is not None else None
        reads = out.setdefault(f"held-out {photo.source}", [])
        if read is not None and read.rank and read.suit:
            right = (read.rank, read.suit) == (photo.rank, photo.suit)
            reads.append((read.rank_confidence, read.suit_confidence, right))
        else:
            reads.append((0.0, 0.0, False))
    return out


def drawn_reads(model: CornerModel) -> list[tuple[float, float, bool]]:
    """The same for the drawn calibration crops that hold an index, where the
    model names one."""
    calib = drawn(SEED + 1, CALIB, "calib")
    x = photographed(calib, SEED + 3)
    guesses = [g for i in range(0, len(x), 256) for g in model.guesses(x[i : i + 256])]
    return [
        (g.rank_p, g.suit_p, (g.rank, g.suit) == (RANK_CLASSES[r], SUIT_CLASSES[s]))
        for g, r, s in zip(guesses, calib.ranks, calib.suits, strict=True)
        if RANK_CLASSES[r] is not None and g.rank is not None and g.suit is not None
    ]


def lowest_bars(groups: list[list[tuple[float, float, bool]]], wrong: float) -> tuple[float, float]:
    """The pair of bars that keeps the most reads sure with at most ``wrong``
    of each group's reads sure and wrong."""
    judged = [[np.array(v) for v in zip(*reads, strict=True)] for reads in groups]
    best, bars = -1, (1.0, 1.0)
    for br, bs in itertools.product(BARS, BARS):
        right, fits = 0, True
        for r, s, ok in judged:
            sure = (r >= br) & (s >= bs)
            right += int((sure & ok).sum())
            fits &= bool((sure & ~ok).sum() <= wrong * len(ok))
        if fits and right > best:
            best, bars = right, (float(br), float(bs))
    return bars


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--model", type=Path, default=MODEL)
    ap.add_argument("--wrong", type=float, default=0.002)
    args = ap.parse_args(argv)
    model = CornerModel(args.model)
    held = photo_reads(model)
    judged = {**held, "drawn crops": drawn_reads(model)}
    pooled = [r for reads in held.values() for r in reads]
    bar_r, bar_s = lowest_bars([pooled, judged["drawn crops"]], args.wrong)
    print(f"RANK_SURE, SUIT_SURE = {bar_r}, {bar_s}")
    for name, reads in judged.items():
        sure = [ok for r, s, ok in reads if r >= bar_r and s >= bar_s]
        print(
            f"  {name}: {len(reads)}, sure and right {sum(sure)}, sure and wrong "
            f"{len(sure) - sum(sure)}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
