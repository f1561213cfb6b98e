"""Measure the corner-index model on faces it never saw.

    python bench/camera_model.py [--n 2000] [--seed 7] [--bar 0.8] [--model FILE]

Crops come from the training generator's ``test`` split (font families held
out of training and of calibration), photographed with the same camera
effects as training: 15% of them hold no index. A read is *confident* when
both heads' probabilities reach ``--bar``; *confidently wrong* when it then
names a card that is not there (a confident "none" on an index only misses
it, and counts as unsure). Also prints each head's accuracy, red/black right, expected
calibration error (ECE, 10 bins) of each head, and the time to classify a
batch of 1 and of 8 crops on one core (cv2.setNumThreads(1)).

    python bench/camera_model.py --photos MANIFEST [--sources kentdoan-phone,babak-webcam]

judges real photos instead (``bench/photos/manifest.csv`` of the photo sets,
the images in ``$BANG_PHOTOS``, default ``~/.cache/bang-companion/photos``):
the package's reader finds each card's outline, and the model reads a fixed
window of the flattened card's top-left corner (20% x 30%) and of the card
turned 180 degrees, keeping the more confident. Only ``dev`` sources are
meant here; none of them is trained on.
"""

from __future__ import annotations

import argparse
import csv
import itertools
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from camera import read_image
from camera.corner_model import MODEL, RANK_CLASSES, SUIT_CLASSES, CornerGuess, CornerModel
from camera.detect import warp
from camera.training.data import sample

RED = ("hearts", "diamonds")
CORNER = (0.2, 0.3)  # the fixed window on real photos: width, height of the card
PHOTOS = Path(os.environ.get("BANG_PHOTOS", Path.home() / ".cache/bang-companion/photos"))


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


def photo_guess(model: CornerModel, img: np.ndarray) -> CornerGuess | None:
    """The more confident read of a card's two index corners, None if no outline."""
    scale = 1280 / max(img.shape[:2])
    if scale < 1:
        img = cv2.resize(img, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
    quad = read_image(img).quad
    if quad is None:
        return None
    flat = warp(img, np.asarray(quad, np.float32))
    h, w = flat.shape[:2]
    corners = [
        np.ascontiguousarray(f[: int(CORNER[1] * h), : int(CORNER[0] * w)])
        for f in (flat, flat[::-1, ::-1])
    ]
    return max(model.classify(corners), key=lambda g: min(g.rank_p, g.suit_p) if g.rank else 0)


def photos(model: CornerModel, manifest: Path, sources: list[str], bar: float) -> None:
    rows = [r for r in csv.DictReader(manifest.open()) if r["source"] in sources]
    for source in sources:
        mine = [r for r in rows if r["source"] == source]
        right = sure_right = sure_wrong = lost = 0
        for row in mine:
            img = cv2.imread(str(PHOTOS / source / row["path"]))
            g = None if img is None else photo_guess(model, img)
            if g is None:
                lost += 1
                continue
            ok = (g.rank, g.suit) == (row["rank"], row["suit"])
            sure = g.rank is not None and min(g.rank_p, g.suit_p) >= bar
            right += ok
            sure_right += sure and ok
            sure_wrong += sure and not ok
        print(
            f"{source}: {len(mine)} photos, {lost} without outline; right {right}, "
            f"confident right {sure_right}, confidently wrong {sure_wrong} (bar {bar})"
        )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--bar", type=float, default=0.8)
    ap.add_argument("--model", type=Path, default=MODEL)
    ap.add_argument("--photos", type=Path, help="a photo manifest: judge real photos instead")
    ap.add_argument("--sources", default="kentdoan-phone,babak-webcam")
    args = ap.parse_args(argv)
    cv2.setNumThreads(1)
    model = CornerModel(args.model)
    if args.photos:
        photos(model, args.photos, args.sources.split(","), args.bar)
        return 0
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
