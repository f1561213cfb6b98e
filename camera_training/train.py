"""Rebuild the shipped corner model from fixed seeds.

    python -m camera_training.train [--out camera/model/corner.onnx]

One command, two stages. First a network (:mod:`camera_training.cnn`)
learns drawn crops only (:mod:`camera_training.data`, about 260 faces);
that first model then picks, in each photo of the photo sets' train
sources, the crops likeliest to show its labelled card
(:mod:`camera_training.real`). Second, the shipped network learns drawn and
real crops together, from new weights. Every batch is photographed anew
(loose window, perspective, blur, light, colour cast, glare, noise, JPEG:
:mod:`camera_training.augment`). Last, one softmax temperature per head is
fitted on calibration crops (other font families, and the held-out share
of the real photos) and the ONNX file written. (The BANG! deck's own index
is read by a model of its own: :mod:`camera_training.train_bang`.) Needs the ``train`` extra
(``pip install -e '.[train]'``), the font packages listed in
docs/camera.md and the photos' cache (``bench/photos/rebuild.py``); the
drawn crops are cached in ``$BANG_MODEL_CACHE``.
"""

from __future__ import annotations

import argparse
import hashlib
import inspect
import sys
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import numpy as np
import torch
from torch import nn
from torch.utils.data import DataLoader, Dataset, Sampler

from camera.corner_model import MODEL, prepare
from camera_training import augment, cnn
from camera_training.augment import cut, photograph
from camera_training.bang import WINDOW_PX, recoloured
from camera_training.cnn import CornerNet
from camera_training.data import Examples, cache_dir, drawn
from camera_training.export import export
from camera_training.real import real

SEED = 20261128
DRAWN, CALIB = 48_000, 4_000  # drawn examples for training and for calibration
BATCH = 128
# One thread: on a machine whose cores other work shares, two OpenMP threads
# wait on each other at every layer (a batch took ten times as long); the
# loader's process photographs the next batches on the other core meanwhile.
THREADS = 1
EPOCHS = (4, 12)  # the selector on drawn crops; the shipped network on drawn and real
LR, DECAY = 3e-3, 1e-4
REAL_REPEAT = 2  # each real crop is seen this many times an epoch of the second stage
RECOLOURED = 0.6  # of a BANG! face's photographs, its frame in another colour
TEMPERATURES = np.linspace(0.5, 4.0, 71)


class Photographed(Dataset):
    """Example ``i`` of epoch ``e`` (key ``e * len + i``), photographed with
    its own seed: every epoch sees every example anew, reproducibly. From
    example ``bang_from`` on, the examples are BANG! windows: a frame's colour
    is changed at RECOLOURED of the photographs
    (:func:`camera_training.bang.recoloured`), and the window is photographed
    as large as the reader sees it (:data:`camera_training.bang.WINDOW_PX`)."""

    def __init__(self, examples: Examples, seed: int, bang_from: int | None = None) -> None:
        self.examples, self.seed = examples, seed
        self.bang_from = len(examples) if bang_from is None else bang_from

    def __len__(self) -> int:
        return len(self.examples)

    def __getitem__(self, key: int) -> tuple[np.ndarray, int, int]:
        epoch, i = divmod(key, len(self.examples))
        rng = np.random.default_rng([self.seed, epoch, i])
        drawing = self.examples.drawing(i)
        if i < self.bang_from:
            crop = photograph(drawing, rng)
        else:
            if rng.random() < RECOLOURED:
                drawing = replace(drawing, image=recoloured(drawing.image, rng))
            crop = photograph(drawing, rng, WINDOW_PX)
        return prepare([crop])[0], int(self.examples.ranks[i]), int(self.examples.suits[i])


class Epochs(Sampler):
    """Keys of :class:`Photographed`: a seeded shuffle per epoch, ``repeat``
    times each example (repeats are photographed apart)."""

    def __init__(self, size: int, epochs: int, seed: int, repeat: np.ndarray) -> None:
        self.size, self.epochs, self.seed, self.repeat = size, epochs, seed, repeat

    def __len__(self) -> int:
        return self.epochs * int(self.repeat.sum())

    def __iter__(self) -> Iterator[int]:
        for epoch in range(self.epochs):
            order = np.repeat(np.arange(self.size), self.repeat)
            np.random.default_rng([self.seed, epoch]).shuffle(order)
            seen, most = np.zeros(self.size, np.int64), int(self.repeat.max())
            for i in order:
                yield int((epoch * most + seen[i]) * self.size + i)
                seen[i] += 1


def fit(
    net: CornerNet,
    examples: Examples,
    epochs: int,
    repeat: np.ndarray,
    seed: int,
    bang_from: int | None = None,
) -> None:
    """AdamW with a one-cycle cosine learning rate, both heads' cross-entropy."""
    sampler = Epochs(len(examples), epochs, seed, repeat)
    photos = Photographed(examples, seed, bang_from)
    loader = DataLoader(photos, BATCH, sampler=sampler, num_workers=1, drop_last=True)
    opt = torch.optim.AdamW(net.parameters(), lr=LR, weight_decay=DECAY)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, LR, total_steps=len(loader), pct_start=0.1)
    loss_fn = nn.CrossEntropyLoss(label_smoothing=0.02)
    net.train()
    net.to(memory_format=torch.channels_last)  # a third faster on CPU
    start, per_epoch = time.time(), len(loader) // epochs
    losses: list[float] = []
    for step, (x, r, s) in enumerate(loader, start=1):
        rank, suit, _ = net(x.contiguous(memory_format=torch.channels_last))
        loss = loss_fn(rank, r.long()) + loss_fn(suit, s.long())
        opt.zero_grad()
        loss.backward()
        opt.step()
        sched.step()
        losses.append(loss.item())
        if step % per_epoch == 0:
            took = time.time() - start
            print(f"  epoch {step // per_epoch}: loss {np.mean(losses):.3f} ({took:.0f} s)")
            losses = []


def logits(net: CornerNet, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    net.eval()
    with torch.no_grad():
        parts = [net(torch.from_numpy(x[i : i + 512]))[:2] for i in range(0, len(x), 512)]
    return torch.cat([a for a, _ in parts]).numpy(), torch.cat([b for _, b in parts]).numpy()


def plain(examples: Examples) -> np.ndarray:
    """Each example cut as the reader cuts it, no camera effects."""
    return prepare([cut(examples.drawing(i)) for i in range(len(examples))])


def photographed(examples: Examples, seed: int) -> np.ndarray:
    """Each example photographed once, from a fixed seed."""
    ds = Photographed(examples, seed)
    return np.stack([ds[i][0] for i in range(len(examples))])


def temperature(raw: np.ndarray, labels: np.ndarray, grid: np.ndarray = TEMPERATURES) -> float:
    """The softmax temperature of ``grid`` with the lowest negative log-likelihood."""
    t = torch.from_numpy(raw)
    y = torch.from_numpy(labels.astype(np.int64))
    nll = [float(nn.functional.cross_entropy(t / k, y)) for k in grid]
    return float(grid[int(np.argmin(nll))])


def first_stage(train: Examples, epochs: int) -> Path:
    """The ONNX file of a network trained on drawn crops only (the real
    crops' selector), cached under a hash of all that shapes it: a retrain
    that changes only the second stage or the real crops skips the first."""
    inputs = [inspect.getsource(m) for m in (cnn, augment, Photographed, Epochs, fit)]
    inputs += [repr((SEED, BATCH, LR, DECAY, THREADS, epochs, len(train), torch.__version__))]
    inputs += [train.ranks.tobytes(), train.images[::500].tobytes()]  # a sample stands for all
    digest = hashlib.sha256()
    for part in inputs:
        digest.update(part.encode() if isinstance(part, str) else part)
    onnx = cache_dir() / f"first-{digest.hexdigest()[:10]}.onnx"
    if onnx.is_file():
        print(f"stage 1: cached ({onnx.name})")
        return onnx
    print(f"stage 1: {len(train)} drawn crops")
    net = CornerNet()
    fit(net, train, epochs, np.ones(len(train), np.int64), SEED)
    export(net, (1.0, 1.0), onnx)
    return onnx


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, default=MODEL)
    ap.add_argument("--drawn", type=int, default=DRAWN)
    ap.add_argument("--epochs", type=int, nargs=2, default=EPOCHS)
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    torch.manual_seed(SEED)
    torch.set_num_threads(THREADS)
    train = drawn(SEED, args.drawn, "train", args.jobs)
    calib = drawn(SEED + 1, CALIB, "calib", args.jobs)
    first = first_stage(train, args.epochs[0])
    torch.manual_seed(SEED + 2)  # the second stage alike whether the first ran or was cached
    net = CornerNet()
    ours, held = real("train", first, args.jobs), real("held", first, args.jobs)
    parts, repeat = [train, ours], [np.ones(len(train), np.int64), np.full(len(ours), REAL_REPEAT)]
    both = Examples.joined(parts)
    print(f"stage 2: {len(both)} crops, {len(ours)} of them from real photos")
    fit(net, both, args.epochs[1], np.concatenate(repeat), SEED + 2)
    cx = np.concatenate([photographed(calib, SEED + 3), plain(held)])
    cr, cs = np.r_[calib.ranks, held.ranks], np.r_[calib.suits, held.suits]
    rl, sl = logits(net, cx)
    temps = (temperature(rl, cr), temperature(sl, cs))
    right = ((rl.argmax(1) == cr) & (sl.argmax(1) == cs)).mean()
    print(f"calibration crops: {right:.1%} both heads right; temperatures {temps}")
    export(net, temps, args.out)
    print(f"wrote {args.out} ({args.out.stat().st_size / 1e6:.2f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
