"""Turn a glyph's ink into a fixed-length vector that the classifier compares.

Templates and glyphs cut from photos go through the same function, so a
template drawn crisp at 200 px and a blurred 9 px glyph from a webcam land in
the same space: tight crop, pad to a square (keeping the aspect ratio, which
tells '1' from '7'), resize, then describe the outline by where its edges run
in which direction (a histogram of gradient orientations per cell). Edge
directions separate look-alike silhouettes (heart and diamond, 6 and 8) about
twice as well as raw pixels, and do not care about stroke width or contrast.
"""

from __future__ import annotations

import cv2
import numpy as np

SIDE = 24  # glyph image is SIDE x SIDE
CELL = 4  # pixels per histogram cell side
BINS = 8  # gradient directions (signed, so inside and outside of a stroke differ)


def features(ink: np.ndarray) -> np.ndarray:
    """Unit-length, zero-mean vector of an ink map (any dtype, larger = more ink)."""
    return _orientations(square(ink))


def square(ink: np.ndarray) -> np.ndarray:
    """Glyph cropped, centred in a square and resized to SIDE x SIDE (0..1)."""
    ink = ink.astype(np.float32)
    peak = float(ink.max())
    if peak <= 0:
        return np.zeros((SIDE, SIDE), np.float32)
    ink /= peak
    ys, xs = np.nonzero(ink > 0.25)
    ink = ink[ys.min() : ys.max() + 1, xs.min() : xs.max() + 1]
    h, w = ink.shape
    side = max(h, w)
    square = np.zeros((side, side), np.float32)
    y0, x0 = (side - h) // 2, (side - w) // 2
    square[y0 : y0 + h, x0 : x0 + w] = ink
    inner = SIDE - 2
    small = cv2.resize(square, (inner, inner), interpolation=cv2.INTER_AREA)
    small = cv2.copyMakeBorder(small, 1, 1, 1, 1, cv2.BORDER_CONSTANT, value=0)
    return cv2.GaussianBlur(small, (3, 3), 0.8)


def _orientations(img: np.ndarray) -> np.ndarray:
    """Square-rooted histograms of gradient direction, weighted by strength, per cell."""
    gx = cv2.Sobel(img, cv2.CV_32F, 1, 0, ksize=3)
    gy = cv2.Sobel(img, cv2.CV_32F, 0, 1, ksize=3)
    mag = np.hypot(gx, gy).ravel()
    pos = ((np.arctan2(gy, gx) + np.pi) * (BINS / (2 * np.pi))).ravel()
    low = np.floor(pos)
    frac = pos - low
    low = low.astype(np.int64) % BINS
    cells = _CELL_OF.ravel()
    ncell = (SIDE // CELL) ** 2
    hist = np.bincount(low * ncell + cells, mag * (1 - frac), BINS * ncell)
    hist += np.bincount(((low + 1) % BINS) * ncell + cells, mag * frac, BINS * ncell)
    vec = np.sqrt(hist).astype(np.float32)
    vec -= vec.mean()
    norm = float(np.linalg.norm(vec))
    return vec / norm if norm > 0 else vec


_CELL_OF = (np.arange(SIDE)[:, None] // CELL) * (SIDE // CELL) + np.arange(SIDE)[None, :] // CELL


def degrade(mask: np.ndarray, height: int) -> np.ndarray:
    """Shrink a crisp mask to ``height`` px tall, as a far-away webcam sees it."""
    scale = height / mask.shape[0]
    size = (max(1, round(mask.shape[1] * scale)), max(1, height))
    return cv2.resize(mask, size, interpolation=cv2.INTER_AREA)
