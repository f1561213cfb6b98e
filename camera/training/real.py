"""Real index crops from the photo sets' train sources, cut by the reader's
own pipeline, labelled by the manifest (``bench/photos``). Dev sources are
never read here: they judge the model.

Each photo gives the crops the reader would judge (the card found and
flattened, or the whole picture taken as the card: some sources show the card
filling the frame, or already cut out), plus a few fixed windows for a
source that shows only a card's corner. Of these, the crops a first model
(``selector.onnx``, trained on drawn faces only, kept so that a rebuild picks
the same crops) finds likeliest to show the labelled card are kept: a card's
corners also hold pips and artwork, which must not be taught as its index. Photos are
split by a hash of their path: a ``held`` share never trains and calibrates
the sure bars instead.
"""

from __future__ import annotations

import functools
import hashlib
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import cv2
import numpy as np

from camera.corner_model import RANK_CLASSES, SUIT_CLASSES, CornerModel, prepare
from camera.detect import CARD_H, CARD_W, find_cards, orientations, picture_corners, warp
from camera.index import index_crops
from camera.reader import shrunk
from camera.training.data import cache_dir

SELECTOR = Path(__file__).parent / "selector.onnx"
PHOTOS = Path(__file__).resolve().parents[2] / "bench" / "photos"
HELD_SHARE = 0.2  # of each source's photos, for calibration only
KEEP = 2  # crops kept per photo
WINDOWS = (0.5, 0.65, 0.8)  # fixed square windows, as a share of the picture's shorter side


def _photoset():
    sys.path.insert(0, str(PHOTOS))
    import photoset

    return photoset


@functools.cache
def _selector() -> CornerModel:
    return CornerModel(SELECTOR)


def held(path: str) -> bool:
    """Whether a photo is in the held-out share (stable across runs)."""
    return hashlib.sha256(path.encode()).digest()[0] < 256 * HELD_SHARE


def candidates(img: np.ndarray) -> list[np.ndarray]:
    """Every crop the reader would judge in this photo, and fixed windows."""
    img, _ = shrunk(img)
    h, w = img.shape[:2]
    quads = find_cards(img, 1) or [picture_corners(w, h)]
    crops = [c for order in orientations(quads[0]) for c in index_crops(warp(img, order))]
    whole = cv2.resize(img, (CARD_W, CARD_H), interpolation=cv2.INTER_AREA)
    crops += index_crops(whole) + index_crops(whole[::-1, ::-1].copy())
    side = min(h, w)
    for share in WINDOWS:
        s = int(share * side)
        for y in (0, (h - s) // 2, h - s):
            for x in (0, (w - s) // 2, w - s):
                crops.append(np.ascontiguousarray(img[y : y + s, x : x + s]))
    return crops


def _labelled(args: tuple[str, str, str, str]) -> list[tuple[np.ndarray, int, int]]:
    cached, rank, suit, _ = args
    img = cv2.imread(cached)
    if img is None:
        return []
    crops = candidates(img)
    if not crops:
        return []
    r, s = RANK_CLASSES.index(rank), SUIT_CLASSES.index(suit)
    guesses = _selector().classify(crops)
    likely = [g.rank_probs[r] * g.suit_probs[s] for g in guesses]
    best = np.argsort(likely)[::-1][:KEEP]
    return [(crops[i], r, s) for i in best]


def real_crops(split: str, jobs: int = 2) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(inputs float16, rank classes, suit classes) of the train sources'
    photos in ``split`` ("train" or "held"), cached like the drawn sets."""
    path = cache_dir() / f"real-{split}.npz"
    if path.is_file():
        with np.load(path) as data:
            return data["x"], data["rank"], data["suit"]
    ps = _photoset()
    cache = ps.default_cache()
    tasks = [
        (str(cache / p.cached), p.rank, p.suit, p.source)
        for p in ps.read_manifest()
        if p.role == "train" and held(p.path) == (split == "held")
    ]
    with ProcessPoolExecutor(jobs) as pool:
        kept = [c for part in pool.map(_labelled, tasks, chunksize=32) for c in part]
    x = prepare([c for c, _, _ in kept]).astype(np.float16)
    r = np.array([k[1] for k in kept], np.int8)
    s = np.array([k[2] for k in kept], np.int8)
    path.parent.mkdir(parents=True, exist_ok=True)
    np.savez(path, x=x, rank=r, suit=s)
    return x, r, s
