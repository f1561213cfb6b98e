"""Rebuilding a card from part of its outline: the sides in view of a
card the frame's edge cuts, or the straight runs of a contour a hand
breaks, put together into the whole card's four corners (by the card's
aspect where a side is missing).

Its own piece because, like the outline's geometry, it works on points and
lines alone, but only for cards seen in part: the search turns to it where
a contour makes no outline by itself.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterator, Sequence

import cv2
import numpy as np

from camera.flatten import CARD_H, CARD_W
from camera.outline import IN_VIEW, intersect, line_through, sides_of

# A card the frame's edge cuts: a contour's corner this close to the edge
# (px at the search width) lies on it.
BORDER = 3
# A card under a hand: its sides are looked for among the contour's straight
# runs (straight to this fraction of a card's shortest side), the longest
# UNDER_HAND_LINES of them.
RUN_STRAIGHTNESS, UNDER_HAND_LINES = 0.04, 7


def seen_sides(poly: np.ndarray, shape: tuple[int, ...]) -> list[tuple[np.ndarray, np.ndarray]]:
    """The sides of a polygon (a contour's hull) in view, in order, when one
    of its sides joins two points on the frame's edge (the chord the hull
    draws where the picture cuts a card off) and three or four others are
    left, or when it has four sides and a corner on the frame's edge; else
    none."""
    h, w = shape[:2]
    on_edge = [min(x, y, w - 1 - x, h - 1 - y) <= BORDER for x, y in poly]
    n = len(poly)
    chords = [i for i in range(n) if on_edge[i] and on_edge[(i + 1) % n]]
    if not chords and n == 4 and any(on_edge):
        return list(sides_of(poly))
    if len(chords) != 1 or n - 1 not in (3, 4):
        return []
    start = chords[0] + 1
    return [(poly[(start + i) % n], poly[(start + i + 1) % n]) for i in range(n - 1)]


def completed(
    lines: list[np.ndarray], seen: list[tuple[np.ndarray, np.ndarray]]
) -> np.ndarray | None:
    """The whole outline of a card cut by the frame's edge, from the lines of
    its sides in view (``seen``, in order from the cut round to the cut).
    Four sides meet in four corners; with three, the one cut off is put
    where the card's shape says, across the sides that run out of view: as
    far as the middle side is long times the card's aspect, taken as a short
    side (a card's end in view) or, if the card is seen further than that,
    as a long one, and provided at least IN_VIEW of it is in view."""
    return next(iter(completions(lines, seen)), None)


def completions(
    lines: list[np.ndarray],
    seen: list[tuple[np.ndarray, np.ndarray]],
    aspects: tuple[float, ...] = (CARD_H / CARD_W, CARD_W / CARD_H),
) -> list[np.ndarray]:
    """The outlines :func:`completed` may take, the middle side taken as
    each of ``aspects`` times the card's other side, in turn."""
    found: list[np.ndarray] = []
    corners = [intersect(lines[i - 1], lines[i]) for i in range(len(lines))][1:]
    if len(lines) == 4:
        corners.insert(0, intersect(lines[3], lines[0]))
    if any(c is None for c in corners):
        return found
    if len(lines) == 4:
        return [np.array(corners, np.float32)]
    near, far = corners  # where the middle side meets the first and the last
    out_a = _towards(lines[0], seen[0][0] - near)
    out_b = _towards(lines[2], seen[2][1] - far)
    shown = max(float(np.hypot(*(seen[0][0] - near))), float(np.hypot(*(seen[2][1] - far))))
    middle = float(np.hypot(*(far - near)))
    for aspect in aspects:
        length = middle * aspect
        if IN_VIEW * length <= shown <= 1.05 * length:
            found.append(
                np.array([near + length * out_a, near, far, far + length * out_b], np.float32)
            )
    return found


def _towards(line: np.ndarray, way: np.ndarray) -> np.ndarray:
    """The line's unit direction, turned to point ``way``."""
    d = line[:2] / max(float(np.hypot(*line[:2])), 1e-6)
    return d if float(d @ way) >= 0 else -d


def straight_runs(contour: np.ndarray, min_side: float) -> list[tuple[np.ndarray, np.ndarray]]:
    """A contour's straight runs (their two ends) at least half a card's
    shortest side long, longest first, at most UNDER_HAND_LINES (see
    :func:`merged_runs`)."""
    poly = cv2.approxPolyDP(contour, RUN_STRAIGHTNESS * min_side, True).reshape(-1, 2)
    starts = poly.astype(np.float32)
    ends = np.roll(starts, -1, axis=0)
    runs = [(a, b) for a, b in zip(starts, ends, strict=True)]
    return merged_runs(runs, min_side, UNDER_HAND_LINES)


def merged_runs(
    runs: list[tuple[np.ndarray, np.ndarray]], min_side: float, most: int
) -> list[tuple[np.ndarray, np.ndarray]]:
    """Of ``runs``, those at least half a card's shortest side long, longest
    first, at most ``most``; runs along one line (the two sides of a traced
    edge, a card's side broken by a finger or a gap in its edge) make one,
    stretched over them all. A contour of a busy picture has hundreds of
    runs: their lengths, and each one's likeness to the lines kept, are
    measured at once."""
    merged: list[tuple[np.ndarray, np.ndarray]] = []
    lines = np.empty((most, 4), np.float32)  # along each merged run
    ends = np.array(runs, np.float32).reshape(-1, 2, 2)
    length = np.hypot(*(ends[:, 1] - ends[:, 0]).T)
    for k in np.argsort(-length, kind="stable"):
        if float(length[k]) < 0.5 * min_side or len(merged) >= most:
            break
        a, b = runs[k]
        line = run_line(a, b)
        same = _same_line(line, lines[: len(merged)], min_side)
        if same is None:
            lines[len(merged)] = line
            merged.append((a, b))
            continue
        p, q = merged[same]
        d = lines[same][:2]
        t = [float((x - p) @ d) for x in (p, q, a, b)]
        merged[same] = (p + min(t) * d, p + max(t) * d)
        lines[same] = run_line(*merged[same])
    return merged


def run_line(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The line along run a-b, through its middle (which orders the sides
    of :func:`bounded`)."""
    line = line_through(a, b)
    line[2:] = (a + b) / 2
    return line


def leaving(
    ends: np.ndarray, among: np.ndarray, middle: int, end: np.ndarray, gap: float
) -> list[tuple[int, np.ndarray]]:
    """The runs (``ends``: each run's two ends, runs x 2 x 2) that are
    ``among`` (a mask of them), other than ``middle``, with an end within
    ``gap`` of ``end``, each with its other end; measured all at once, as
    a card held by a corner is rebuilt from dozens of runs."""
    near = (np.hypot(*np.moveaxis(ends - end, -1, 0)) <= gap) & among[:, None]
    near[middle] = False
    return [(int(k), ends[k, 1 - e]) for k, e in zip(*np.nonzero(near), strict=True)]


def _same_line(one: np.ndarray, others: np.ndarray, min_side: float) -> int | None:
    """The first of the lines ``others`` that runs the same way as line
    ``one`` (within 5 degrees) a few px apart, if any."""
    along = np.abs(others[:, 0] * one[0] + others[:, 1] * one[1]) >= math.cos(math.radians(5))
    gap = one[2:] - others[:, 2:]
    across = np.abs(others[:, 0] * gap[:, 1] - others[:, 1] * gap[:, 0])
    same = np.flatnonzero(along & (across < RUN_STRAIGHTNESS * min_side * 2))
    return int(same[0]) if len(same) else None


def bounded(lines: Sequence[np.ndarray]) -> Iterator[np.ndarray]:
    """Every quadrilateral four of the lines bound, each taken round in the
    order their points lie around their middle (where two neighbours never
    meet, none). Each pair's meeting point is worked out once."""
    n = len(lines)
    meets = {(i, j): intersect(lines[i], lines[j]) for i in range(n) for j in range(i + 1, n)}
    points = [(float(line[2]), float(line[3])) for line in lines]
    for four in itertools.combinations(range(n), 4):
        mx = sum(points[i][0] for i in four) / 4
        my = sum(points[i][1] for i in four) / 4
        ring = sorted(four, key=lambda i: math.atan2(points[i][1] - my, points[i][0] - mx))
        pairs = zip(ring[-1:] + ring[:-1], ring, strict=True)
        corners = [meets[min(a, b), max(a, b)] for a, b in pairs]
        if all(c is not None for c in corners):
            yield np.array(corners, np.float32)
