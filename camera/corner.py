"""Find the printed index (or Duel symbol) in the corners of a flattened card.

Nothing here assumes which corner holds it: BANG! prints bottom-left, poker
decks top-left and bottom-right, Duel cards top-right, and a card may lie
upside down. Every corner is searched and every cluster of glyph-sized ink
blobs near a corner becomes a candidate for the classifier to judge.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import cv2
import numpy as np

REGION_W, REGION_H = 0.45, 0.3  # corner search window, fraction of card size
REACH_X, REACH_Y = 0.16, 0.12  # a cluster must start this close to the corner's edges
MIN_GLYPH, MAX_GLYPH = 0.03, 0.2  # glyph height, fraction of card height
MIN_PART = 0.012  # smallest piece (the dot of a spark, a thin '1') kept in a cluster
MIN_CONTRAST = 0.14  # ink must be this much darker than the paper around it
# A blob this much wider than tall (or taller than wide) may be a rank and its
# pip printed close enough to merge; it is also tried cut where its ink is thinnest.
MERGED_ASPECT = 1.15
NECK = 0.4  # the cut's ink, as a fraction of the glyph's fullest line, at most
MAX_BLOBS = 4  # pieces in one index: the 1 of a 10, its thin 0 broken in two, and a pip


@dataclass
class Blob:
    """One connected piece of ink, in warped-card pixels."""

    x: int
    y: int
    w: int
    h: int
    mask: np.ndarray  # bool, h x w

    @property
    def centre(self) -> tuple[float, float]:
        return self.x + self.w / 2, self.y + self.h / 2


@dataclass
class Cluster:
    """Blobs printed together near one corner; ``corner`` is 0..3 clockwise from top-left."""

    corner: int
    blobs: list[Blob]


def ink_map(card: np.ndarray) -> np.ndarray:
    """How much darker than the local paper each pixel is (0..1).

    The paper level comes from a max filter on a shrunken copy, wide enough to
    span a solid pip, so uneven light and colour casts cancel out.
    """
    gray = cv2.cvtColor(card, cv2.COLOR_BGR2GRAY).astype(np.float32)
    h, w = gray.shape
    small = cv2.resize(gray, (w // 6, h // 6), interpolation=cv2.INTER_AREA)
    paper = cv2.dilate(small, np.ones((5, 5), np.uint8))
    paper = cv2.GaussianBlur(paper, (5, 5), 0)
    paper = cv2.resize(paper, (w, h), interpolation=cv2.INTER_LINEAR)
    return np.clip((paper - gray) / np.maximum(paper, 1.0), 0, 1)


def clusters(
    ink: np.ndarray, strictness: float = 1.0, region: tuple[float, float] = (REGION_W, REGION_H)
) -> list[Cluster]:
    """Candidate index clusters in all four corners, each searched over
    ``region`` (width, height) of the card; ``strictness`` scales the ink
    threshold (above 1 thins glyphs apart, below 1 joins broken strokes)."""
    h, w = ink.shape
    rw, rh = int(w * region[0]), int(h * region[1])
    out = []
    for corner, (x0, y0) in enumerate(((0, 0), (w - rw, 0), (w - rw, h - rh), (0, h - rh))):
        region = ink[y0 : y0 + rh, x0 : x0 + rw]
        for group in _group(_blobs(region, h, strictness), (x0 == 0, y0 == 0), (rw, rh)):
            gx0 = min(b.x for b in group)
            gy0 = min(b.y for b in group)
            gx1 = max(b.x + b.w for b in group)
            gy1 = max(b.y + b.h for b in group)
            dx = gx0 if x0 == 0 else rw - gx1
            dy = gy0 if y0 == 0 else rh - gy1
            if dx > REACH_X * w or dy > REACH_Y * h:
                continue
            for b in group:
                b.x += x0
                b.y += y0
            out.append(Cluster(corner, group))
            split = _split_merged(group)
            if split is not None:
                out.append(Cluster(corner, split))
    return out


def _split_merged(group: list[Blob]) -> list[Blob] | None:
    """The group with its merged rank-and-pip blob cut in two, if it has one.

    Blur, a bold face or a tight layout join the rank and the pip into one
    blob, which matches no template; the classifier then judges the cut
    version as it judges any other candidate.
    """
    if len(group) > 2:
        return None
    for blob in sorted(group, key=lambda b: -b.w * b.h):
        parts = _cut(blob)
        if parts is not None:
            return [b for b in group if b is not blob] + parts
    return None


def _cut(blob: Blob) -> list[Blob] | None:
    """Two blobs from one, cut across its thinnest line of ink near the middle."""
    if blob.w >= MERGED_ASPECT * blob.h:
        axis, length = 0, blob.w
    elif blob.h >= 1.6 * blob.w:
        axis, length = 1, blob.h
    else:
        return None
    profile = blob.mask.sum(axis=axis)
    lo, hi = int(0.3 * length), int(0.75 * length)
    if hi - lo < 2:
        return None
    at = lo + int(np.argmin(profile[lo:hi]))
    if profile[at] > NECK * profile.max():
        return None
    mask = blob.mask.copy()
    if axis == 0:
        mask[:, at] = False
        pieces = [(blob.x, blob.y, mask[:, :at]), (blob.x + at + 1, blob.y, mask[:, at + 1 :])]
    else:
        mask[at, :] = False
        pieces = [(blob.x, blob.y, mask[:at]), (blob.x, blob.y + at + 1, mask[at + 1 :])]
    out = [_trimmed(x, y, m) for x, y, m in pieces]
    return None if any(b is None for b in out) else out  # type: ignore[return-value]


def _trimmed(x: int, y: int, mask: np.ndarray) -> Blob | None:
    """A blob of the mask's ink, its box shrunk to fit."""
    ys, xs = np.nonzero(mask)
    if len(ys) < 4:
        return None
    y0, y1, x0, x1 = ys.min(), ys.max() + 1, xs.min(), xs.max() + 1
    return Blob(int(x + x0), int(y + y0), int(x1 - x0), int(y1 - y0), mask[y0:y1, x0:x1])


def _blobs(region: np.ndarray, card_h: int, strictness: float = 1.0) -> list[Blob]:
    """Glyph-sized pieces of ink that do not touch the window's border."""
    peak = float(region.max())
    if peak < MIN_CONTRAST:
        return []
    otsu, _ = cv2.threshold(
        (region * 255).astype(np.uint8), 0, 255, cv2.THRESH_BINARY | cv2.THRESH_OTSU
    )
    thr = max(MIN_CONTRAST, min(0.5 * peak, otsu / 255)) * strictness
    binary = (region > thr).astype(np.uint8)
    n, labels, stats, _ = cv2.connectedComponentsWithStats(binary, connectivity=8)
    rh, rw = region.shape
    out = []
    for i in range(1, n):
        x, y, bw, bh, _ = stats[i]
        if x == 0 or y == 0 or x + bw >= rw or y + bh >= rh:
            continue
        if not MIN_PART * card_h <= bh <= MAX_GLYPH * card_h or bw > MAX_GLYPH * card_h * 1.5:
            continue
        out.append(Blob(int(x), int(y), int(bw), int(bh), labels[y : y + bh, x : x + bw] == i))
    return out


def _group(blobs: list[Blob], near: tuple[bool, bool], size: tuple[int, int]) -> list[list[Blob]]:
    """Join blobs closer than about a third of a glyph. A group of more than
    MAX_BLOBS is an index run into its neighbours (a poker card's first big
    pip, a 0 broken in two by blur): it keeps the MAX_BLOBS pieces nearest the
    corner, which ``near`` says is left and/or top of the ``size`` window."""
    boxes = np.array([(b.x, b.y, b.w, b.h) for b in blobs], np.float64).reshape(-1, 4)
    h = boxes[:, 3]
    close = np.triu(box_gaps(boxes) <= 0.4 * np.maximum(h[:, None], h[None, :]), 1)
    pairs = zip(*np.nonzero(close), strict=True)
    groups = [[blobs[i] for i in group] for group in joined(len(blobs), pairs)]
    return [sorted(g, key=lambda b: _reach(b, near, size))[:MAX_BLOBS] for g in groups]


def box_gaps(boxes: np.ndarray) -> np.ndarray:
    """The gap between every two boxes (rows x, y, w, h): the wider of the
    horizontal and vertical gaps, 0 where they touch or overlap."""
    x0, y0, w, h = boxes.T
    gap_x = np.maximum(x0[:, None], x0[None, :]) - np.minimum((x0 + w)[:, None], (x0 + w)[None, :])
    gap_y = np.maximum(y0[:, None], y0[None, :]) - np.minimum((y0 + h)[:, None], (y0 + h)[None, :])
    return np.maximum(np.maximum(gap_x, gap_y), 0)


def joined(count: int, pairs: Iterable[tuple[int, int]]) -> list[list[int]]:
    """Items 0 to ``count`` - 1 in groups, each pair in one group and groups
    joined through shared items; each group in order, the groups in order of
    their first item."""
    parent = list(range(count))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, j in pairs:
        parent[root(i)] = root(j)
    groups: dict[int, list[int]] = {}
    for i in range(count):
        groups.setdefault(root(i), []).append(i)
    return list(groups.values())


def _reach(blob: Blob, near: tuple[bool, bool], size: tuple[int, int]) -> int:
    """How far the blob extends from the window's corner, along the farther axis."""
    dx = blob.x + blob.w if near[0] else size[0] - blob.x
    dy = blob.y + blob.h if near[1] else size[1] - blob.y
    return max(dx, dy)


def crop(ink: np.ndarray, blobs: list[Blob]) -> np.ndarray:
    """Ink of just these blobs, cut to their joint bounding box."""
    x0 = min(b.x for b in blobs)
    y0 = min(b.y for b in blobs)
    x1 = max(b.x + b.w for b in blobs)
    y1 = max(b.y + b.h for b in blobs)
    keep = np.zeros((y1 - y0, x1 - x0), bool)
    for b in blobs:
        keep[b.y - y0 : b.y - y0 + b.h, b.x - x0 : b.x - x0 + b.w] |= b.mask
    keep = cv2.dilate(keep.astype(np.uint8), np.ones((3, 3), np.uint8)).astype(bool)
    return np.where(keep, ink[y0:y1, x0:x1], 0)
