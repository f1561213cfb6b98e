"""Crop a flattened card's corner index and name it with the corner model.

A card is flattened upright or upside down (which is not known), so its
index may sit in any corner: poker decks print it top-left and bottom-right,
BANG! bottom-left (and top-right upside down). Every cluster of glyph-sized
ink near a corner (``camera.corner.clusters``) is cut out with a margin, the
right-hand ones turned half a turn so that every crop is upright, and all
crops go through the model in one batch. The crop whose rank and suit are
both likeliest names the card.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from camera.corner import REGION_W, Cluster, clusters, ink_map
from camera.corner_model import CornerGuess, CornerModel

# The window searched in each corner for the index: taller than the one for
# a Duel symbol, as a jumbo index's pip reaches almost half way down the card.
INDEX_REGION = (REGION_W, 0.42)
MARGIN = 0.2  # of the index's larger side, kept around it (as in training)
MOST_CROPS = 12  # the clusters nearest their corners, at most, judged per card
# Calibrated on held-out crops (python -m camera.training.calibrate): a part
# at least this likely is reported; below, the read is unsure.
RANK_SURE, SUIT_SURE = 0.995, 0.99


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
    """Upright crops around every candidate index of a flattened card."""
    ink = ink_map(card)
    found = clusters(ink, region=INDEX_REGION)
    found.sort(key=lambda c: _distance_to_corner(c, card.shape))
    return [_cut(card, c) for c in found[:MOST_CROPS]]


def _distance_to_corner(cluster: Cluster, shape: tuple[int, ...]) -> int:
    h, w = shape[:2]
    x0, y0, x1, y1 = _box(cluster)
    right, bottom = cluster.corner in (1, 2), cluster.corner in (2, 3)
    return max(w - x1 if right else x0, h - y1 if bottom else y0)


def _box(cluster: Cluster) -> tuple[int, int, int, int]:
    blobs = cluster.blobs
    return (
        min(b.x for b in blobs),
        min(b.y for b in blobs),
        max(b.x + b.w for b in blobs),
        max(b.y + b.h for b in blobs),
    )


def _cut(card: np.ndarray, cluster: Cluster) -> np.ndarray:
    """The cluster's box grown by MARGIN, turned upright if it lies on the right."""
    x0, y0, x1, y1 = _box(cluster)
    m = int(MARGIN * max(x1 - x0, y1 - y0)) + 1
    h, w = card.shape[:2]
    crop = card[max(0, y0 - m) : min(h, y1 + m), max(0, x0 - m) : min(w, x1 + m)]
    if cluster.corner in (1, 2):
        crop = crop[::-1, ::-1]
    return np.ascontiguousarray(crop)


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
