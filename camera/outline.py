"""An outline's geometry: the four corners a contour makes, its sides as
lines, and whether they make a card's shape.

Its own piece because it needs no picture, only points: the search, the
rebuilding of a card seen in part and the reader (how tall a card is,
whether two outlines overlap) all ask the same questions of an outline.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

import cv2
import numpy as np

from camera.flatten import clockwise, orientations, picture_corners

# A card's sides are at least 0.6 times the least card height; its longer
# ones, tilted 40 degrees away, still 0.77 times (1.28 times the shorter).
SHORT_SIDE, LONG_SIDE = 0.6, 1.25
# Of a card the frame's edge cuts, at least this much must be in view.
IN_VIEW = 0.5


def card_height(quad: np.ndarray) -> float:
    """A card outline's longer extent (the mean of two opposite sides)."""
    sides = np.linalg.norm(quad - np.roll(quad, -1, axis=0), axis=1)
    return float(max(sides[0] + sides[2], sides[1] + sides[3]) / 2)


def around_frame(quad: np.ndarray, rim: tuple[float, float]) -> list[np.ndarray]:
    """The card whose printed frame is outline ``quad``, ``rim`` (a share of the
    card's width and height) inside its edge on each side: the outline grown
    by that much, in the card's own perspective, each way up the outline may
    be read as (see :func:`orientations`). A frame printed in a strong colour
    inside a thin white rim makes a sharper outline than the card's own edge
    on a light table."""
    across, down = (r / (1 - 2 * r) for r in rim)  # the rim, a share of the frame
    grown = np.float32([[-across, -down], [1 + across, -down], [1 + across, 1 + down]])
    grown = np.vstack([grown, [[-across, 1 + down]]]).astype(np.float32)
    unit = np.float32([[0, 0], [1, 0], [1, 1], [0, 1]])
    found = []
    for q in orientations(quad):
        to_frame = cv2.getPerspectiveTransform(unit, q.astype(np.float32))
        found.append(cv2.perspectiveTransform(grown[None], to_frame)[0])
    return found


def plausible(quad: np.ndarray, min_side: float, shape: tuple[int, ...], cut: bool = False) -> bool:
    """Convex, card-shaped within a 40 degree tilt, not cut by the frame edge
    (unless ``cut``: then at least IN_VIEW of it in view).

    Plain floats: on four points numpy's per-call cost is most of the work."""
    h, w = shape[:2]
    pts = [(float(x), float(y)) for x, y in quad]
    outside = any(x < 2 or y < 2 or x > w - 3 or y > h - 3 for x, y in pts)
    if outside and not cut:
        return False
    edges = [(pts[(i + 1) % 4][0] - pts[i][0], pts[(i + 1) % 4][1] - pts[i][1]) for i in range(4)]
    sides = [math.hypot(dx, dy) for dx, dy in edges]
    if min(sides) < min_side:
        return False
    a, b = sides[0] + sides[2], sides[1] + sides[3]
    if not 0.45 <= min(a, b) / max(a, b) <= 0.97:
        return False
    if max(a, b) / 2 < LONG_SIDE * min_side:
        return False  # a square of a checked cloth, not the smallest card tilted away
    turns = [edges[i - 1][0] * edges[i][1] - edges[i - 1][1] * edges[i][0] for i in range(4)]
    if not (all(t > 0 for t in turns) or all(t < 0 for t in turns)):
        return False  # not convex
    for i in range(4):
        (ux, uy), (vx, vy) = edges[i - 1], edges[i]
        if abs(ux * vx + uy * vy) > 0.6 * sides[i - 1] * sides[i]:
            return False  # a corner far from square, even seen at a slant
    return not outside or _in_view(quad, shape) >= IN_VIEW


def _in_view(quad: np.ndarray, shape: tuple[int, ...]) -> float:
    """The fraction of a (convex) outline's area inside the picture."""
    frame = picture_corners(shape[1], shape[0])
    area, _ = cv2.intersectConvexConvex(clockwise(quad), frame)
    return float(area) / max(float(cv2.contourArea(quad)), 1e-6)


def corners_of(hull: np.ndarray) -> np.ndarray | None:
    """Four corners of a convex hull, if it is a quadrilateral."""
    peri = cv2.arcLength(hull, True)
    for eps in (0.02, 0.035, 0.05):
        approx = cv2.approxPolyDP(hull, eps * peri, True)
        if len(approx) == 4:
            break
    else:
        return None
    return approx.reshape(4, 2).astype(np.float32)


def refine(contour: np.ndarray, corners: np.ndarray) -> np.ndarray | None:
    """Corners as intersections of lines fitted to each side, so rounded card
    corners do not pull them inwards."""
    pts = contour.reshape(-1, 2).astype(np.float32)
    lines = []
    for i in range(4):
        a, b = corners[i], corners[(i + 1) % 4]
        line = fit_side(pts, a, b)
        if line is None:
            return None
        lines.append(line)
    refined = [intersect(lines[i - 1], lines[i]) for i in range(4)]
    if any(p is None for p in refined):
        return None
    quad = np.array(refined, np.float32)
    if np.abs(quad - corners).max() > 0.08 * cv2.arcLength(corners, True):
        return None
    return quad


def fit_side(pts: np.ndarray, a: np.ndarray, b: np.ndarray) -> np.ndarray | None:
    """Line (vx, vy, x0, y0) through the contour points along the middle of side a-b.

    Fitted twice: loosely around the rough side, then only to points on that
    first line, so texture stuck to the outline does not tilt it.
    """
    ab = b - a
    length = float(np.hypot(*ab))
    if length < 1:
        return None
    t = (pts - a) @ ab / length**2
    middle = pts[(t > 0.15) & (t < 0.85)]
    line = None
    direction, origin, band = ab / length, a, max(3.0, 0.06 * length)
    for _ in range(2):
        rel = middle - origin
        dist = np.abs(direction[0] * rel[:, 1] - direction[1] * rel[:, 0])
        near = middle[dist < band]
        if len(near) < 5:
            return None
        line = cv2.fitLine(near, cv2.DIST_L2, 0, 0.01, 0.01).ravel()
        direction, origin, band = line[:2], line[2:], 2.0
    return line


def sides_of(quad: np.ndarray) -> Iterator[tuple[np.ndarray, np.ndarray]]:
    """Each side of an outline as its two corners (a, b), in order."""
    return zip(quad, np.roll(quad, -1, axis=0), strict=True)


def line_through(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The line through a and b, as cv2.fitLine gives it (vx, vy, x0, y0)."""
    d = (b - a) / max(float(np.hypot(*(b - a))), 1e-6)
    return np.array([d[0], d[1], a[0], a[1]], np.float32)


def intersect(l1: np.ndarray, l2: np.ndarray) -> np.ndarray | None:
    """Where two lines (vx, vy, x0, y0) meet; None if they run parallel."""
    d1, p1, d2, p2 = l1[:2], l1[2:], l2[:2], l2[2:]
    den = d1[0] * d2[1] - d1[1] * d2[0]
    if abs(den) < 1e-6:
        return None
    t = ((p2[0] - p1[0]) * d2[1] - (p2[1] - p1[1]) * d2[0]) / den
    return p1 + t * d1


def overlaps(a: np.ndarray, b: np.ndarray) -> bool:
    """Whether either outline's centre lies inside the other."""
    ca = a.mean(axis=0)
    cb = b.mean(axis=0)
    return (
        cv2.pointPolygonTest(b.reshape(-1, 1, 2), (float(ca[0]), float(ca[1])), False) >= 0
        or cv2.pointPolygonTest(a.reshape(-1, 1, 2), (float(cb[0]), float(cb[1])), False) >= 0
    )
