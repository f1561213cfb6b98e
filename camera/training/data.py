"""Training sets: prepared network inputs and labels, drawn from fixed seeds
in parallel processes and kept in a cache folder outside the repository
(``$BANG_MODEL_CACHE``, default ``/work/cache/camera-model``), so a second
run with the same settings loads them instead of drawing again."""

from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

from camera.corner_model import RANK_CLASSES, SUIT_CLASSES, prepare
from camera.training.augment import photograph
from camera.training.fonts import faces
from camera.training.render import draw_index, draw_nothing

NONE_SHARE = 0.15  # of samples with no index
CHUNK = 500  # samples drawn by one task


def cache_dir() -> Path:
    return Path(os.environ.get("BANG_MODEL_CACHE", "/work/cache/camera-model"))


def sample(seed: int, index: int, split: str) -> tuple[np.ndarray, int, int]:
    """One photographed crop (BGR uint8) and its rank and suit class numbers."""
    rng = np.random.default_rng([seed, index])
    drawn_with = faces(split)
    draw = draw_nothing if rng.random() < NONE_SHARE else draw_index
    drawing = draw(rng, drawn_with)
    crop = photograph(drawing, rng)
    return crop, RANK_CLASSES.index(drawing.rank), SUIT_CLASSES.index(drawing.suit)


def _chunk(args: tuple[int, int, int, str]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    seed, start, count, split = args
    crops, ranks, suits = [], [], []
    for i in range(start, start + count):
        crop, r, s = sample(seed, i, split)
        crops.append(crop)
        ranks.append(r)
        suits.append(s)
    return prepare(crops).astype(np.float16), np.array(ranks, np.int8), np.array(suits, np.int8)


def dataset(seed: int, count: int, split: str, jobs: int = 2) -> tuple[np.ndarray, ...]:
    """(inputs float16 N x 3 x S x S, rank classes, suit classes), cached."""
    path = cache_dir() / f"{split}-{seed}-{count}.npz"
    if path.is_file():
        with np.load(path) as data:
            return data["x"], data["rank"], data["suit"]
    tasks = [(seed, s, min(CHUNK, count - s), split) for s in range(0, count, CHUNK)]
    with ProcessPoolExecutor(jobs) as pool:
        parts = list(pool.map(_chunk, tasks))
    x, r, s = (np.concatenate([p[k] for p in parts]) for k in range(3))
    path.parent.mkdir(parents=True, exist_ok=True)
    np.savez(path, x=x, rank=r, suit=s)
    return x, r, s
