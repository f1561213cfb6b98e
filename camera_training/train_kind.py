"""Rebuild the kind model from a fixed seed.

    python -m camera_training.train_kind [--out camera/model/kind.onnx]

The kind network (:class:`camera_training.cnn.KindNet`) learns whole
flattened cards (:mod:`camera_training.kind`): the WildWest faces of the
base game, each of its 22 kinds, and "not a known kind". Each stored card is
shifted, lit and blurred anew every time it is seen. Its temperature is
fitted on cards laid on the ``tune`` tables (characters never trained on
among the unknowns); the bars it is read at are set by
:mod:`camera_training.calibrate_kind`. Needs the ``train`` extra, the BANG!
faces' cache (``bench/photos/rebuild.py --manifest
bench/photos/bang_faces.csv``) and a git copy of stephtelolahy/WildWest
(``fetch``); the flattened cards are cached in ``$BANG_MODEL_CACHE``.
"""

from __future__ import annotations

import argparse
import sys
import time
import warnings
from pathlib import Path

import cv2
import numpy as np
import torch
from torch import nn

from camera.kind_model import KIND_CLASSES, KIND_MODEL, prepare_cards
from camera_training.cnn import CalibratedKind, KindNet
from camera_training.export import OPSET
from camera_training.kind import UNKNOWN, Cards, cards
from camera_training.train import TEMPERATURES

SEED = 20261206
TRAIN, TUNE = 7000, 1500  # flattened cards drawn
EPOCHS, BATCH = 24, 64
LR, DECAY = 3e-3, 1e-3


def jittered(images: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """The cards each shifted and scaled a little, lit, blurred, as the
    network's input (see :func:`camera.kind_model.prepare_cards`)."""
    out = []
    for img in images:
        h, w = img.shape[:2]
        s = rng.uniform(0.93, 1.07)
        m = cv2.getRotationMatrix2D((w / 2, h / 2), float(rng.uniform(-3, 3)), s)
        m[:, 2] += rng.normal(0, 2, 2)
        img = cv2.warpAffine(img, m, (w, h), borderMode=cv2.BORDER_REPLICATE)
        if rng.random() < 0.3:
            img = cv2.GaussianBlur(img, (0, 0), float(rng.uniform(0.5, 1.2)))
        gain = rng.uniform(0.75, 1.15, 3) * rng.uniform(0.8, 1.1)
        img = np.clip(img * gain + rng.normal(0, 4, img.shape), 0, 255).astype(np.uint8)
        out.append(img)
    return prepare_cards(out)


def fit(net: KindNet, data: Cards, epochs: int, seed: int) -> None:
    """AdamW with a one-cycle cosine rate, cross-entropy with label smoothing."""
    rng = np.random.default_rng(seed)
    steps = epochs * (len(data.kinds) // BATCH)
    opt = torch.optim.AdamW(net.parameters(), lr=LR, weight_decay=DECAY)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, LR, total_steps=steps, pct_start=0.15)
    loss_fn = nn.CrossEntropyLoss(label_smoothing=0.05)
    net.train()
    start = time.time()
    for epoch in range(epochs):
        order = rng.permutation(len(data.kinds))
        losses = []
        for b in range(len(order) // BATCH):
            pick = order[b * BATCH : (b + 1) * BATCH]
            x = torch.from_numpy(jittered(data.images[pick], rng))
            y = torch.from_numpy(data.kinds[pick].astype(np.int64))
            loss = loss_fn(net(x), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            losses.append(loss.item())
        print(f"  epoch {epoch + 1}: loss {np.mean(losses):.3f} ({time.time() - start:.0f} s)")


def logits(net: KindNet, images: np.ndarray) -> np.ndarray:
    net.eval()
    x = prepare_cards(list(images))
    with torch.no_grad():
        parts = [net(torch.from_numpy(x[i : i + 256])) for i in range(0, len(x), 256)]
    return torch.cat(parts).numpy()


def temperature(raw: np.ndarray, labels: np.ndarray) -> float:
    """The softmax temperature with the lowest negative log-likelihood."""
    t, y = torch.from_numpy(raw), torch.from_numpy(labels.astype(np.int64))
    nll = [float(nn.functional.cross_entropy(t / k, y)) for k in TEMPERATURES]
    return float(TEMPERATURES[int(np.argmin(nll))])


def export(net: KindNet, temp: float, out: Path) -> None:
    """Save the calibrated network as ONNX (input ``cards``, output ``kinds``)
    and check that OpenCV runs it as PyTorch does."""
    shipped = CalibratedKind(net, temp).eval()
    probe = torch.rand(2, 3, *prepare_cards([np.zeros((8, 8, 3), np.uint8)]).shape[2:]) - 0.6
    out.parent.mkdir(parents=True, exist_ok=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch.onnx.export(
            shipped,
            (probe,),
            str(out),
            input_names=["cards"],
            output_names=["kinds"],
            dynamic_axes={"cards": {0: "n"}},
            opset_version=OPSET,
            dynamo=False,
        )
    with torch.no_grad():
        want = shipped(probe).numpy()
    cv_net = cv2.dnn.readNetFromONNX(str(out))
    cv_net.setInput(probe.numpy())
    if not np.allclose(want, cv_net.forward(), atol=1e-4):
        raise RuntimeError(f"OpenCV reads {out} otherwise than PyTorch runs it")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, default=KIND_MODEL)
    ap.add_argument("--epochs", type=int, default=EPOCHS)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    torch.manual_seed(SEED)
    torch.set_num_threads(1)
    train = cards("train", TRAIN, SEED, args.jobs)
    tune = cards("tune", TUNE, SEED + 1, args.jobs)
    known = int((train.kinds != UNKNOWN).sum())
    print(f"{len(train.kinds)} train cards ({known} of known kinds), {len(tune.kinds)} tune cards")
    net = KindNet()
    fit(net, train, args.epochs, SEED)
    raw = logits(net, tune.images)
    temp = temperature(raw, tune.kinds)
    probs = torch.softmax(torch.from_numpy(raw) / temp, 1).numpy()
    best, p = probs.argmax(1), probs.max(1)
    print(f"tune cards: {(best == tune.kinds).mean():.1%} right; temperature {temp:.2f}")
    for bar in (0.5, 0.8, 0.9, 0.95, 0.98, 0.99):
        named = (p >= bar) & (best != UNKNOWN)
        wrong = int((named & (best != tune.kinds)).sum())
        print(f"  at {bar}: {named.sum()} named a kind, {wrong} of them wrongly")
    export(net, temp, args.out)
    size = args.out.stat().st_size / 1e6
    print(f"wrote {args.out} ({size:.2f} MB, {len(KIND_CLASSES)} classes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
