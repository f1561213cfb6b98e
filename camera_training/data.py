"""Training examples: a window of a drawing (or of a real photo) around an
index, kept with room around it so that every epoch can photograph it anew
(:func:`camera_training.augment.photograph`: a fresh loose window, light,
blur, noise and JPEG each time).

Drawing with hundreds of TrueType faces is the slow part (about 14 ms a
crop), so the drawn windows are drawn once from fixed seeds in parallel
processes and kept in a cache folder outside the repository
(``$BANG_MODEL_CACHE``, default ``/work/cache/camera-model``)."""

from __future__ import annotations

import os
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from camera.corner_model import RANK_CLASSES, SUIT_CLASSES
from camera.index import window
from camera_training.augment import photograph
from camera_training.fonts import faces
from camera_training.render import Drawing, draw_index, draw_nothing

NONE_SHARE = 0.18  # of drawn examples with no index
CHUNK = 500  # examples drawn by one task
STORE = 80  # px square an example's window is kept at
CONTEXT = 2.2  # the kept window's side, times the index box's larger side


def cache_dir() -> Path:
    return Path(os.environ.get("BANG_MODEL_CACHE", "/work/cache/camera-model"))


@dataclass
class Examples:
    """Windows (N x STORE x STORE x 3, BGR uint8), the index box in each
    (x0, y0, x1, y1), and rank and suit class numbers."""

    images: np.ndarray
    boxes: np.ndarray
    ranks: np.ndarray
    suits: np.ndarray

    def __len__(self) -> int:
        return len(self.ranks)

    def drawing(self, i: int) -> Drawing:
        """Example ``i`` as a drawing the camera effects can photograph."""
        box = tuple(int(np.rint(v)) for v in self.boxes[i])
        return Drawing(self.images[i], box, None, None)  # type: ignore[arg-type]

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        np.savez(path, images=self.images, boxes=self.boxes, ranks=self.ranks, suits=self.suits)

    @classmethod
    def load(cls, path: Path) -> Examples:
        with np.load(path) as data:
            return cls(data["images"], data["boxes"], data["ranks"], data["suits"])

    @classmethod
    def of(cls, found: Sequence[tuple[np.ndarray, np.ndarray, int, int]]) -> Examples:
        """The examples of (window, box, rank class, suit class) tuples."""
        return cls(
            np.stack([f[0] for f in found]),
            np.stack([f[1] for f in found]),
            np.array([f[2] for f in found], np.int8),
            np.array([f[3] for f in found], np.int8),
        )

    @classmethod
    def joined(cls, parts: list[Examples]) -> Examples:
        return cls(
            *(np.concatenate([getattr(p, k) for p in parts]) for k in cls.__dataclass_fields__)
        )


def kept(image: np.ndarray, box: tuple[float, ...]) -> tuple[np.ndarray, np.ndarray]:
    """The STORE px window CONTEXT times the box's size around its centre
    (edges repeated beyond the picture), and the box in the window's pixels."""
    x0, y0, x1, y1 = box
    scale = STORE / (CONTEXT * max(x1 - x0, y1 - y0, 4))
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    inside = np.float32([x0 - cx, y0 - cy, x1 - cx, y1 - cy]) * scale + STORE / 2
    return window(image, (x0, y0, x1, y1), CONTEXT, STORE), inside


def drawn_example(seed: int, index: int, split: str) -> tuple[np.ndarray, np.ndarray, int, int]:
    """One drawn window, its box, and its rank and suit class numbers."""
    rng = np.random.default_rng([seed, index])
    draw = draw_nothing if rng.random() < NONE_SHARE else draw_index
    drawing = draw(rng, faces(split))
    window, box = kept(drawing.image, drawing.box)
    return window, box, RANK_CLASSES.index(drawing.rank), SUIT_CLASSES.index(drawing.suit)


def _chunk(args: tuple[int, int, int, str]) -> Examples:
    seed, start, count, split = args
    parts = [drawn_example(seed, i, split) for i in range(start, start + count)]
    return Examples.of(parts)


def drawn(seed: int, count: int, split: str, jobs: int = 2) -> Examples:
    """``count`` drawn examples of the font split ``split``, cached."""
    path = cache_dir() / f"drawn-{split}-{seed}-{count}.npz"
    if path.is_file():
        return Examples.load(path)
    tasks = [(seed, s, min(CHUNK, count - s), split) for s in range(0, count, CHUNK)]
    with ProcessPoolExecutor(jobs) as pool:
        examples = Examples.joined(list(pool.map(_chunk, tasks)))
    examples.save(path)
    return examples


def sample(seed: int, index: int, split: str) -> tuple[np.ndarray, int, int]:
    """One drawn example photographed (BGR uint8), and its rank and suit
    class numbers: what the model is judged on by ``bench/camera_model.py``."""
    window_, box, rank, suit = drawn_example(seed, index, split)
    drawing = Examples(window_[None], box[None], np.int8([rank]), np.int8([suit])).drawing(0)
    return photograph(drawing, np.random.default_rng([seed, index, 1])), rank, suit
