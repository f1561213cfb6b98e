"""Index crops of real BANG! card faces, the product's own deck, for training.

A BANG! card prints its index once, rank and pip side by side in its
bottom-left corner, on the inner edge of a coloured frame (see
``camera.index.BANG_WINDOW``); the drawn crops (:mod:`camera.training.render`)
and the poker photos never show it so. Each ``train`` face of
``bench/photos/bang_faces.csv`` (a kind of card whose faces are never judged)
gives its index window as the reader cuts it from the flattened card, and the
three other corners' windows as "no index": a BANG! card's title, artwork and
frame must not read as one. Every epoch photographs each anew
(:func:`camera.training.augment.photograph`).
"""

from __future__ import annotations

from collections.abc import Iterator

import cv2
import numpy as np

from camera.corner_model import RANK_CLASSES, SUIT_CLASSES
from camera.flatten import CARD_H, CARD_W
from camera.index import BANG_WINDOW, Box
from camera.training.data import Examples, kept
from camera.training.real import _photoset

FACES = "bang_faces.csv"


def bang_faces(role: str = "train") -> Examples:
    """The index and no-index windows of every BANG! face of ``role``."""
    ps = _photoset()
    manifest = ps.MANIFEST.with_name(FACES)
    cache = ps.default_cache()
    found: list[tuple[np.ndarray, np.ndarray, int, int]] = []
    for photo in ps.read_manifest(manifest):
        image = _on_grey(cv2.imread(str(cache / photo.cached), cv2.IMREAD_UNCHANGED))
        if photo.role != role or image is None or photo.box:
            continue
        card = cv2.resize(image, (CARD_W, CARD_H), interpolation=cv2.INTER_AREA)
        rank, suit = RANK_CLASSES.index(photo.rank), SUIT_CLASSES.index(photo.suit)
        found += [(*kept(view, box), r, s) for view, box, r, s in _windows(card, rank, suit)]
    if not found:
        raise SystemExit(f"no BANG! faces of role {role}: bench/photos/rebuild.py --manifest ...")
    return Examples(
        np.stack([f[0] for f in found]),
        np.stack([f[1] for f in found]),
        np.array([f[2] for f in found], np.int8),
        np.array([f[3] for f in found], np.int8),
    )


def _on_grey(image: np.ndarray | None) -> np.ndarray | None:
    """A face's picture on a grey table: its rounded corners are transparent."""
    if image is None or image.ndim != 3 or image.shape[2] != 4:
        return image
    alpha = image[..., 3:].astype(np.float32) / 255
    return (image[..., :3] * alpha + 128 * (1 - alpha)).astype(np.uint8)


def _windows(card: np.ndarray, rank: int, suit: int) -> Iterator[tuple[np.ndarray, Box, int, int]]:
    """The card's index window, labelled; the same window at its other three
    corners (the card turned and mirrored there), labelled "no index"."""
    h, w = card.shape[:2]
    x0, y0, x1, y1 = BANG_WINDOW
    box = (x0 * w, y0 * h, x1 * w, y1 * h)
    none_r, none_s = RANK_CLASSES.index(None), SUIT_CLASSES.index(None)
    yield card, box, rank, suit
    for other in (card[::-1, ::-1], card[:, ::-1], card[::-1, :]):
        yield np.ascontiguousarray(other), box, none_r, none_s
