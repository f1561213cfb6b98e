"""A small neural network that names glyphs too blurred for the templates.

Nearest-template matching compares a glyph with crisp drawings: a far card's
rank, a few pixels tall in the frame and stretched by the warp, often looks
about as much like its neighbour class as like its own. This network was
trained on what the reader itself cuts out of thousands of such photos
(the synthetic tune split: template fonts and tables only), so it has seen how
blur, JPEG and the ink threshold deform each glyph. The reader only lets it
vouch for a template guess it agrees with (see :mod:`camera.classify`).

The weights ship in ``glyph_net.npz``, written by
``python -m camera.synthetic.train_net`` from fixed seeds (about 8 minutes);
without the file the reader works from templates alone.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

from camera.glyphs import SIDE, features, square
from camera.shapes import SUITS
from camera.templates import CLUTTER, RANKS

MODEL = Path(__file__).with_name("glyph_net.npz")
CLASSES = (*RANKS, *SUITS, CLUTTER)
THUMB = 12  # side of the raw ink thumbnail fed beside the gradient histograms


def net_input(patch: np.ndarray, described: np.ndarray | None = None) -> np.ndarray:
    """What the network sees of a glyph crop: its gradient histograms (as the
    templates are compared: ``described``, if the caller has them already)
    and a small picture of its ink."""
    vec = features(patch) if described is None else described
    thumb = cv2.resize(square(patch), (THUMB, THUMB), interpolation=cv2.INTER_AREA)
    return np.concatenate([vec, thumb.ravel() - 0.25]).astype(np.float32)


INPUTS = len(net_input(np.ones((SIDE, SIDE), np.float32)))


@dataclass(frozen=True)
class GlyphNet:
    """One hidden layer of rectified units and a softmax over :data:`CLASSES`."""

    w1: np.ndarray
    b1: np.ndarray
    w2: np.ndarray
    b2: np.ndarray

    def probabilities(self, inputs: np.ndarray) -> np.ndarray:
        """Class probabilities, one row per row of ``inputs`` (or one vector)."""
        hidden = np.maximum(inputs @ self.w1 + self.b1, 0.0)
        logits = hidden @ self.w2 + self.b2
        logits -= logits.max(axis=-1, keepdims=True)
        p = np.exp(logits)
        return p / p.sum(axis=-1, keepdims=True)

    def save(self, path: Path) -> None:
        np.savez_compressed(
            path, w1=self.w1, b1=self.b1, w2=self.w2, b2=self.b2, classes=np.array(CLASSES)
        )

    @staticmethod
    def load(path: Path) -> GlyphNet | None:
        """The network stored at ``path``; None if it is missing, unreadable or
        was trained for other inputs or classes (the templates then work alone)."""
        try:
            with np.load(path) as data:
                net = GlyphNet(*(_normal(data[k]) for k in ("w1", "b1", "w2", "b2")))
                classes = tuple(str(c) for c in data["classes"])
        except (OSError, ValueError, KeyError):
            return None
        fits = net.w1.shape[0] == INPUTS and net.w2.shape[1] == len(CLASSES)
        return net if fits and classes == CLASSES else None


def _normal(weights: np.ndarray) -> np.ndarray:
    """The weights as float32, those too small for a normal float32 made 0.

    Training leaves many weights that are no use so small (under 1.2e-38)
    that the processor handles them as denormal numbers, a hundred times
    slower: with the shipped weights, a glyph took 0.3 ms to name instead of
    a few microseconds, for the same probabilities."""
    weights = weights.astype(np.float32)
    weights[np.abs(weights) < np.finfo(np.float32).tiny] = 0.0
    return weights


@functools.lru_cache(maxsize=1)
def glyph_net() -> GlyphNet | None:
    """The shipped network, loaded once."""
    return GlyphNet.load(MODEL)
