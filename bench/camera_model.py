"""Measure the corner-index model on faces it never saw.

    python bench/camera_model.py [--n 2000] [--seed 7] [--bar 0.8] [--model FILE]

Crops come from the training generator's ``test`` split (font families held
out of training and of calibration), photographed with the same camera
effects as training: 18% of them hold no index. A read is *confident* when
both heads' probabilities reach ``--bar``; *confidently wrong* when it then
names a card that is not there (a confident "none" on an index only misses
it, and counts as unsure). Also prints each head's accuracy, red/black right, expected
calibration error (ECE, 10 bins) of each head, and the time to classify a
batch of 1 and of 8 crops on one core (cv2.setNumThreads(1)).

Real photos, read whole by the reader, are judged by ``bench/camera.py``.
"""

from __future__ import annotations

import argparse
import itertools
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from camera.corner_model import MODEL, RANK_CLASSES, SUIT_CLASSES, CornerGuess, CornerModel
from camera_training.data import sample

RED = ("hearts", "diamonds")


def ece(probs: np.ndarray, labels: np.ndarray, bins: int = 10) -> float:
    """Expected calibration error: |confidence - accuracy| weighted over bins."""
    conf, hit = probs.max(1), probs.argmax(1) == labels
    edges = np.linspace(0, 1, bins + 1)
    total = 0.0
    for lo, hi in itertools.pairwise(edges):
        inside = (conf > lo) & (conf <= hi)
        if inside.any():
            total += inside.mean() * abs(conf[inside].mean() - hit[inside].mean())
    return total


def timing(model: CornerModel, crops: list[np.ndarray], batch: int, runs: int = 200) -> str:
    times = []
    for i in range(runs):
        start = (i * batch) % (len(crops) - batch)
        t = time.perf_counter()
        model.classify(crops[start : start + batch])
        times.append((time.perf_counter() - t) * 1000)
    p50, p95 = np.percentile(times, [50, 95])
    return f"batch of {batch}: {p50:.2f} ms median, {p95:.2f} ms p95"


def report(guesses: list[CornerGuess], ranks: np.ndarray, suits: np.ndarray, bar: float) -> None:
    rank_p = np.stack([g.rank_probs for g in guesses])
    suit_p = np.stack([g.suit_probs for g in guesses])
    rank_ok, suit_ok = rank_p.argmax(1) == ranks, suit_p.argmax(1) == suits
    both = rank_ok & suit_ok
    sure = np.array([min(g.rank_p, g.suit_p) >= bar for g in guesses])
    named = np.array([g.rank is not None or g.suit is not None for g in guesses])
    misread = sure & ~both & named
    n = len(guesses)
    blank = ranks == RANK_CLASSES.index(None)
    said_red = np.array([g.suit in RED for g in guesses])
    true_red = np.array([SUIT_CLASSES[s] in RED for s in suits])
    print(f"{n} crops ({blank.sum()} with no index), bar {bar}")
    print(f"  both right {both.mean():.1%}; rank {rank_ok.mean():.1%}; suit {suit_ok.mean():.1%}")
    print(f"  red/black right on indexes: {(said_red == true_red)[~blank].mean():.1%}")
    print(
        f"  confident right {(sure & both).mean():.1%}, confidently wrong "
        f"{misread.sum()} ({misread.mean():.2%}), unsure {(~(sure & both) & ~misread).mean():.1%}"
    )
    print(f"  no index: said none {both[blank].mean():.1%} of {blank.sum()}")
    print(f"  ECE rank {ece(rank_p, ranks):.3f}, suit {ece(suit_p, suits):.3f}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--bar", type=float, default=0.8)
    ap.add_argument("--model", type=Path, default=MODEL)
    args = ap.parse_args(argv)
    cv2.setNumThreads(1)
    model = CornerModel(args.model)
    drawn = [sample(args.seed, i, "test") for i in range(args.n)]
    crops = [c for c, _, _ in drawn]
    ranks = np.array([r for _, r, _ in drawn])
    suits = np.array([s for _, _, s in drawn])
    guesses = [g for i in range(0, len(crops), 64) for g in model.classify(crops[i : i + 64])]
    report(guesses, ranks, suits, args.bar)
    print(f"  {timing(model, crops, 1)}; {timing(model, crops, 8)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
