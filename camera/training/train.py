"""Rebuild the shipped corner model from fixed seeds.

    python -m camera.training.train [--out camera/model/corner.onnx]
    python -m camera.training.train --drawn-only --out camera/training/selector.onnx

Draws the train split (about 260 faces) and a calibration split (other
families). ``--drawn-only`` trains :mod:`camera.training.cnn` on them from
scratch (12 epochs): the first model, ``selector.onnx``, which picks the real
crops to learn from. By default the shipped model starts from the selector's
weights and is trained on for a few epochs on some drawn crops plus the real
crops of the photo sets' train sources (:mod:`camera.training.real`, whose
held-out share joins the calibration crops). Last, one softmax temperature
per head is fitted on the calibration crops (lowest negative
log-likelihood) and the ONNX file written. Needs the ``train`` extra
(``pip install -e '.[train]'``), the font packages listed in docs/camera.md
and the photos' cache (``bench/photos/rebuild.py``).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

from camera.corner_model import MODEL, RANK_CLASSES, SIDE, SUIT_CLASSES
from camera.training import cnn
from camera.training.data import dataset
from camera.training.export import export, load
from camera.training.real import SELECTOR, real_crops

SEED = 20261127
CALIB_SAMPLES = 3000
BATCH = 128
# Fine-tuning on real crops: about 13,000 real crops of three decks beside
# this many of the drawn ones (the selector learnt them all), so that the
# drawn fonts are not forgotten.
FINE_TUNE_DRAWN = 12_000
FINE_TUNE_EPOCHS, FINE_TUNE_LR = 3, 5e-4
TEMPERATURES = np.linspace(0.5, 3.0, 51)


def train(
    x: np.ndarray,
    ranks: np.ndarray,
    suits: np.ndarray,
    epochs: int,
    start_from: dict | None = None,
    lr: float = cnn.Adam.lr,
) -> dict:
    """Weights after ``epochs`` passes of Adam with a cosine learning rate,
    from ``start_from``'s weights or, if None, from a seeded initialisation."""
    rng = np.random.default_rng(SEED)
    p = start_from or cnn.init(rng, SIDE, (len(RANK_CLASSES), len(SUIT_CLASSES)))
    opt = cnn.Adam(lr=lr)
    steps = epochs * (len(x) // BATCH)
    start = time.time()
    for epoch in range(epochs):
        order = rng.permutation(len(x))
        losses = []
        for b in range(len(x) // BATCH):
            idx = np.sort(order[b * BATCH : (b + 1) * BATCH])
            loss, g = cnn.loss_and_grad(p, x[idx].astype(np.float32), ranks[idx], suits[idx])
            lr = opt.lr * 0.5 * (1 + np.cos(np.pi * opt.t / steps))
            opt.step(p, g, lr)
            losses.append(loss)
        print(f"epoch {epoch + 1}: loss {np.mean(losses):.3f} ({time.time() - start:.0f} s)")
    return p


def logits(p: dict, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    parts = [cnn.forward(p, x[i : i + 512].astype(np.float32))[:2] for i in range(0, len(x), 512)]
    return np.concatenate([a for a, _ in parts]), np.concatenate([b for _, b in parts])


def temperature(raw: np.ndarray, labels: np.ndarray) -> float:
    """The softmax temperature with the lowest negative log-likelihood."""
    nll = [
        -np.log(cnn.softmax(raw / t)[np.arange(len(raw)), labels] + 1e-9).mean()
        for t in TEMPERATURES
    ]
    return float(TEMPERATURES[int(np.argmin(nll))])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, default=MODEL)
    ap.add_argument("--samples", type=int, default=30_000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--drawn-only", action="store_true", help="the selector: drawn crops only")
    args = ap.parse_args(argv)
    x, ranks, suits = dataset(SEED, args.samples, "train", args.jobs)
    cx, cr, cs = dataset(SEED + 1, CALIB_SAMPLES, "calib", args.jobs)
    if args.drawn_only:
        p = train(x, ranks, suits, epochs=12)
    else:
        real, held = real_crops("train", args.jobs), real_crops("held", args.jobs)
        x, ranks, suits = (
            np.concatenate([d[:FINE_TUNE_DRAWN], r])
            for d, r in zip((x, ranks, suits), real, strict=True)
        )
        cx, cr, cs = (np.concatenate(p) for p in zip((cx, cr, cs), held, strict=True))
        print(f"{len(x)} training crops, {len(cx)} calibration crops")
        p = train(x, ranks, suits, FINE_TUNE_EPOCHS, load(SELECTOR), FINE_TUNE_LR)
    rl, sl = logits(p, cx)
    temps = (temperature(rl, cr), temperature(sl, cs))
    right = ((rl.argmax(1) == cr) & (sl.argmax(1) == cs)).mean()
    print(f"calibration split: {right:.1%} both heads right; temperatures {temps}")
    export(p, temps, args.out)
    print(f"wrote {args.out} ({args.out.stat().st_size / 1e6:.2f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
