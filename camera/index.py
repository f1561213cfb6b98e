"""Crop a flattened card's corner index and name it with the corner model.

A card is flattened upright or upside down (which is not known), so its
index may sit in any corner: poker decks print it top-left and bottom-right,
BANG! bottom-left (and top-right upside down). Every cluster of glyph-sized
ink near a corner (``camera.corner.clusters``) is cut out with a margin, the
right-hand ones turned half a turn so that every crop is upright, and all
crops (squares around each cluster, with room around it) go through the
model in one batch. The crop whose rank and suit are
both likeliest names the card.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import cv2
import numpy as np

from camera.corner import REGION_W, Cluster, clusters, ink_map
from camera.corner_model import CornerGuess, CornerModel

# The window searched in each corner for the index: taller than the one for
# a Duel symbol, as a jumbo index's pip reaches almost half way down the card.
INDEX_REGION = (REGION_W, 0.42)
MARGIN = 0.2  # of the index's larger side, kept around it (as in training)
MOST_CROPS = 12  # the clusters nearest their corners, at most, judged per card
Box = tuple[float, float, float, float]  # x0, y0, x1, y1 in a card's pixels
# Calibrated on held-out crops (python -m camera.training.calibrate): a part
# at least this likely is reported; below, the read is unsure.
RANK_SURE, SUIT_SURE = 0.98, 0.98


@dataclass(frozen=True)
class IndexGuess:
    """The model's best read of a card's corners: the guess itself, and
    whether another corner confidently named another card."""

    guess: CornerGuess
    disputed: bool

    @property
    def score(self) -> float:
        """How sure the read is of the whole card: its weaker part."""
        return min(self.guess.rank_p, self.guess.suit_p)


def index_crops(card: np.ndarray) -> list[np.ndarray]:
    """Upright square crops around every candidate index of a flattened card."""
    grow = 1 + 2 * MARGIN
    return [window(img, _inside(box, grow, img.shape), grow) for img, box in index_boxes(card)]


def _inside(box: Box, grow: float, shape: tuple[int, ...]) -> Box:
    """The box moved so that its grown square stays on the card where it can:
    beyond the card's edge the window would repeat the edge's pixels (often
    the table's) in streaks no index has."""
    x0, y0, x1, y1 = box
    half = grow * max(x1 - x0, y1 - y0, 4) / 2
    h, w = shape[:2]
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    dx = min(max(cx, half), max(half, w - half)) - cx
    dy = min(max(cy, half), max(half, h - half)) - cy
    return (x0 + dx, y0 + dy, x1 + dx, y1 + dy)


def index_boxes(card: np.ndarray) -> list[tuple[np.ndarray, Box]]:
    """Every candidate index of a flattened card, nearest its corner first,
    as the card turned upright for it (the right-hand corners' indexes are
    printed upside down) and the index's box in it."""
    ink = ink_map(card)
    found = clusters(ink, region=INDEX_REGION)
    found.sort(key=lambda c: _distance_to_corner(c, card.shape))
    turned = card[::-1, ::-1]
    h, w = card.shape[:2]
    out = []
    for cluster in found[:MOST_CROPS]:
        x0, y0, x1, y1 = _box(cluster)
        if cluster.corner in (1, 2):
            out.append((turned, (w - x1, h - y1, w - x0, h - y0)))
        else:
            out.append((card, (x0, y0, x1, y1)))
    return out


def _distance_to_corner(cluster: Cluster, shape: tuple[int, ...]) -> int:
    h, w = shape[:2]
    x0, y0, x1, y1 = _box(cluster)
    right, bottom = cluster.corner in (1, 2), cluster.corner in (2, 3)
    return max(w - x1 if right else x0, h - y1 if bottom else y0)


def _box(cluster: Cluster) -> Box:
    blobs = cluster.blobs
    return (
        min(b.x for b in blobs),
        min(b.y for b in blobs),
        max(b.x + b.w for b in blobs),
        max(b.y + b.h for b in blobs),
    )


def window(image: np.ndarray, box: Box, grow: float, out: int | None = None) -> np.ndarray:
    """The square ``grow`` times the box's larger side around its centre
    (edges repeated beyond the picture), ``out`` px square if given: the
    model sees the index centred with the same room around it however its
    rank and pip are laid out, in training as at run time."""
    x0, y0, x1, y1 = box
    side = grow * max(x1 - x0, y1 - y0, 4)
    size = out or max(8, round(side))
    scale = size / side
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    m = np.float32([[scale, 0, size / 2 - scale * cx], [0, scale, size / 2 - scale * cy]])
    flags = cv2.INTER_AREA if scale < 1 else cv2.INTER_LINEAR
    return cv2.warpAffine(image, m, (size, size), flags=flags, borderMode=cv2.BORDER_REPLICATE)


def best_guess(crops: Sequence[np.ndarray], model: CornerModel) -> IndexGuess | None:
    """The crop read most surely as an index, or None if none reads as one.

    A card's second index is a second opinion: when another crop names
    another card as surely as the sure bar, the read is disputed."""
    guesses = [g for g in model.classify(crops) if g.rank is not None and g.suit is not None]
    if not guesses:
        return None
    best = max(guesses, key=lambda g: min(g.rank_p, g.suit_p))
    disputed = any((g.rank, g.suit) != (best.rank, best.suit) and sure(g) for g in guesses)
    return IndexGuess(best, disputed)


def sure(guess: CornerGuess) -> bool:
    """Whether both parts reach their calibrated bars."""
    return guess.rank_p >= RANK_SURE and guess.suit_p >= SUIT_SURE
