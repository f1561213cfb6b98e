"""Rebuild the BANG! index model from a fixed seed.

    python -m camera_training.train_bang [--out camera/model/bang.onnx]

The BANG! deck prints its index in one typeface, in one place, on a coloured
frame that no poker deck has; a network of its own learns it without taking
capacity from the poker decks' hundreds of designs (the corner model, trained
with these faces among its crops, lost 5 points on the poker photos). The
same network as the corner model (:mod:`camera_training.cnn`) learns the
``fit`` faces' windows (:mod:`camera_training.bang`), photographed anew and
as the reader cuts them from scenes of those faces on the ``train`` tables,
beside a share of the corner model's drawn crops, which keep the heads
knowing every rank, pip and "no index" in other faces. Its temperatures are
fitted on the ``calib`` faces' windows and on those of the calibration half
of a print it never learns (``foreign``: Czech scans, see
:func:`camera_training.bang.foreign_half`), photographed as the faces it
learns and as the reader cuts them from scenes on the ``tune`` tables, over a
grid reaching below 0.5: fitted on the one edition's windows alone, it was
sure of another print's it misread. The bars it is read at are set by
:mod:`camera_training.calibrate_bang` on whole scenes of those faces. Needs
the ``train`` extra, the BANG! faces' cache (``bench/photos/rebuild.py
--manifest bench/photos/bang_faces.csv``) and the drawn crops' cache of
:mod:`camera_training.train`.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np
import torch

from camera.corner_model import BANG_MODEL
from camera_training import train
from camera_training.bang import bang_windows, scene_windows
from camera_training.cnn import CornerNet
from camera_training.data import Examples, drawn
from camera_training.export import export

SEED = 20261204
DRAWN = 8_000  # of the corner model's drawn training crops, the first ones
REPEAT = 150  # each BANG! face's window, photographed anew, per epoch
SCENES = 12  # scenes each face is laid in, its windows cut from each
SCENE_REPEAT = 3  # each scene's window, photographed anew (lightly), per epoch
EPOCHS = 10
CALIB_SCENES = 10  # scenes of each calibration face the temperatures are fitted on
CALIB_SHOTS = 30  # and photographs of each calibration face's windows
CALIB_PARTS = ("calib", "foreign")  # the edition learnt, and a print never learnt
TEMPERATURES = np.round(np.linspace(0.1, 8.0, 159), 2)  # the grid they are chosen from


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, default=BANG_MODEL)
    ap.add_argument("--epochs", type=int, default=EPOCHS)
    args = ap.parse_args(argv)
    torch.manual_seed(SEED)
    torch.set_num_threads(train.THREADS)
    crops = drawn(train.SEED, train.DRAWN, "train")
    faces, scenes = bang_windows("fit"), scene_windows("fit", SCENES, SEED)
    both = Examples.joined([_first(crops, DRAWN), faces, scenes])
    repeat = np.r_[
        np.ones(DRAWN, np.int64), np.full(len(faces), REPEAT), np.full(len(scenes), SCENE_REPEAT)
    ]
    print(
        f"{len(faces)} BANG! windows ({len(faces) // 4} faces), {len(scenes)} windows"
        f" of scenes, {DRAWN} drawn crops"
    )
    net = CornerNet()
    train.fit(net, both, args.epochs, repeat, SEED, bang_from=DRAWN)
    x, ranks, suits = _calibration()
    rl, sl = train.logits(net, x)
    temps = (train.temperature(rl, ranks, TEMPERATURES), train.temperature(sl, suits, TEMPERATURES))
    right = ((rl.argmax(1) == ranks) & (sl.argmax(1) == suits)).mean()
    print(f"calibration windows: {right:.1%} both heads right; temperatures {temps}")
    export(net, temps, args.out)
    print(f"wrote {args.out} ({args.out.stat().st_size / 1e6:.2f} MB)")
    return 0


def _calibration() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The windows of the calib faces and of the foreign print's calibration
    half, each photographed CALIB_SHOTS times and cut from CALIB_SCENES scenes
    of each face: inputs, ranks, suits."""
    x, ranks, suits = [], [], []
    for part in CALIB_PARTS:
        windows, scenes = bang_windows(part), scene_windows(part, CALIB_SCENES, SEED + 1)
        x += [train.photographed(windows, SEED + k) for k in range(CALIB_SHOTS)]
        x.append(train.plain(scenes))
        ranks += [np.tile(windows.ranks, CALIB_SHOTS), scenes.ranks]
        suits += [np.tile(windows.suits, CALIB_SHOTS), scenes.suits]
    return np.concatenate(x), np.concatenate(ranks), np.concatenate(suits)


def _first(examples: Examples, count: int) -> Examples:
    e = examples
    return Examples(e.images[:count], e.boxes[:count], e.ranks[:count], e.suits[:count])


if __name__ == "__main__":
    sys.exit(main())
