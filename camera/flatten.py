"""The card seen flat: an outline's corners put in order, and the card
warped to an upright CARD_H x CARD_W picture.

Its own piece because whatever found an outline (the search, a whole
photo taken as one card, the learner's fixed frame), the reader, the
learner and the training data flatten it the same way, knowing nothing of
how it was found.
"""

from __future__ import annotations

import cv2
import numpy as np

CARD_W, CARD_H = 240, 336  # warped card, 63 x 88 mm
SQUARE_ASPECT = 0.86  # above this width/height ratio, portrait vs landscape is ambiguous


def orientations(quad: np.ndarray) -> list[np.ndarray]:
    """Corner orders that warp the card upright-or-upside-down (portrait).

    When perspective makes the outline nearly square, both readings are returned,
    most likely first.
    """
    q = clockwise(quad)
    sides = np.linalg.norm(q - np.roll(q, -1, axis=0), axis=1)
    across, along = sides[0] + sides[2], sides[1] + sides[3]
    portrait = q if across <= along else np.roll(q, -1, axis=0)
    if min(across, along) / max(across, along) < SQUARE_ASPECT:
        return [portrait]
    return [portrait, np.roll(portrait, -1, axis=0)]


def clockwise(quad: np.ndarray) -> np.ndarray:
    """The outline's corners in order round it, clockwise as the picture shows
    it (y down), from the top-left one."""
    centre = quad.mean(axis=0)
    angles = np.arctan2(quad[:, 1] - centre[1], quad[:, 0] - centre[0])
    q = quad[np.argsort(angles)]
    start = int(np.argmin(q.sum(axis=1)))
    return np.roll(q, -start, axis=0)


def picture_corners(width: int, height: int) -> np.ndarray:
    """The corners of a picture of that size (pixel centres), clockwise from
    top-left: the outline of a card that fills it."""
    right, bottom = width - 1, height - 1
    return np.float32([[0, 0], [right, 0], [right, bottom], [0, bottom]])


def warp(img: np.ndarray, quad: np.ndarray) -> np.ndarray:
    """The card seen flat, CARD_H x CARD_W, corners in the order given."""
    dst = picture_corners(CARD_W, CARD_H)
    m = cv2.getPerspectiveTransform(quad.astype(np.float32), dst)
    flat = cv2.warpPerspective(img, m, (CARD_W, CARD_H), flags=cv2.INTER_LINEAR)
    h, w = img.shape[:2]
    if quad.min() >= 0 and quad[:, 0].max() <= w - 1 and quad[:, 1].max() <= h - 1:
        return flat
    return _paper_beyond(flat, m, img.shape)


def _paper_beyond(flat: np.ndarray, m: np.ndarray, shape: tuple[int, ...]) -> np.ndarray:
    """A card the frame cuts, warped flat (by ``m``) with the part beyond the
    picture made paper (its brightest tenth's colour): black there would
    be ink to the corner crops."""
    seen = np.full(shape[:2], 255, np.uint8)
    seen = cv2.warpPerspective(seen, m, (CARD_W, CARD_H), flags=cv2.INTER_NEAREST) > 0
    if seen.any():
        flat[~seen] = np.percentile(flat[seen], 90, axis=0).astype(np.uint8)
    return flat
