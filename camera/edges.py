"""Whether the picture backs a line: the gradient across it, sampled along it.

Every outline the search proposes and every side it moves in or out is
judged by one test (:func:`side_support`): enough of the line's points on
an edge running along it, all with the same side higher. It is its own
piece because it knows nothing of cards or of the search's passes: only a
picture's gradients (looked up hundreds of thousands of times a frame) and
lines.
"""

from __future__ import annotations

from typing import NamedTuple

import cv2
import numpy as np

EDGE_SUPPORT = 0.75  # fraction of each side that must lie on a consistent image edge
ALIGNED = 0.9  # cosine between the image gradient and the outline's normal
MIN_GRADIENT = 16.0  # Sobel response of the faintest edge that counts
EDGE_WIDTH = 4  # px over which the search's blur spreads an edge's rise
# The search for a card outline around an artwork panel starts this many px
# out, clear of the panel's own edge (see outer_side).
GROW_FROM = 4


class Gradients(NamedTuple):
    """The 3x3 Sobel x and y responses of a picture's channels (H x W x
    channels, float32), worked out once for the picture: the support tests
    and side searches of one frame look them up hundreds of thousands of
    times."""

    x: np.ndarray
    y: np.ndarray


def gradients(planes: np.ndarray) -> Gradients:
    """The :class:`Gradients` of a picture (H x W x channels)."""
    x = cv2.Sobel(planes, cv2.CV_32F, 1, 0, ksize=3).reshape(planes.shape)
    y = cv2.Sobel(planes, cv2.CV_32F, 0, 1, ksize=3).reshape(planes.shape)
    return Gradients(x, y)


def side_support(grad: Gradients, quad: np.ndarray, unseen: float = 1.0) -> np.ndarray:
    """How well each channel's gradient backs each side of the outline
    (channels x sides; of outlines ``quad`` (... x 4 x 2), channels x ... x
    sides): the fraction of the side's points (corners excluded)
    with an edge running along it, all with the same side higher.

    Direction and a consistent sign keep a busy table cloth (edges everywhere,
    any way round) or a checked cloth's grid line from vouching for a side.
    Only the points in the picture count: of a card the frame cuts, the part
    in view; a side mostly beyond the picture counts as ``unseen``: backed
    (1) when a side is checked, as the picture cannot say (see
    :func:`camera.outline.plausible` for how much must be in view); no
    evidence (0) when outlines are compared.
    """
    side = np.roll(quad, -1, axis=-2) - quad
    length = np.maximum(np.hypot(side[..., 0], side[..., 1]), 1e-6)[..., None]
    normal = np.stack([-side[..., 1], side[..., 0]], -1) / length
    t = np.linspace(0.1, 0.9, 24)[:, None, None]
    d = np.array([-1.0, 0.0, 1.0])[:, None]
    at = (..., slice(None), None, None, slice(None))  # each side's (x, y), per point and offset
    pts = quad[at] + t * side[at] + d * normal[at]
    normal_x, normal_y = normal[None, ..., None, None, 0], normal[None, ..., None, None, 1]
    across = _across(grad, pts, normal_x, normal_y)  # channels x ... x sides x points x offsets
    pick = np.abs(across).argmax(axis=-1)[..., None]
    strongest = np.take_along_axis(across, pick, axis=-1)[..., 0]
    h, w = grad.x.shape[:2]
    x, y = pts[..., 1, 0], pts[..., 1, 1]  # ... x sides x points, on the side itself
    seen = (x >= 1) & (y >= 1) & (x <= w - 2) & (y <= h - 2)
    shown = np.maximum(seen.sum(axis=-1), 1)
    rising = ((strongest >= MIN_GRADIENT) & seen).sum(axis=-1) / shown
    falling = ((strongest <= -MIN_GRADIENT) & seen).sum(axis=-1) / shown
    return np.where(seen.mean(axis=-1) < 0.25, unseen, np.maximum(rising, falling))


def outer_side(
    grad: Gradients, a: np.ndarray, b: np.ndarray, centre: np.ndarray, reach: int
) -> np.ndarray | None:
    """The nearest line outside side a-b, within ``reach`` px and along it to
    a pixel or two, that the image backs as :func:`side_support` asks (the
    same sign all along, in one channel), fitted to its strongest points."""
    strip = _strip(grad, a, b, centre, range(GROW_FROM, reach), outwards=True)
    if strip is None:
        return None
    pts, signed = strip
    hit = signed >= MIN_GRADIENT
    near = hit.copy()  # an edge within a pixel of the offset counts, as in side_support
    near[:, 1:] |= hit[:, :-1]
    near[:, :-1] |= hit[:, 1:]
    backed = near.mean(axis=2) >= EDGE_SUPPORT  # (sign, channel) x offset
    if not backed.any():
        return None
    first = int(np.argmax(backed.any(axis=0)))
    which = int(np.argmax(backed[:, first]))
    lo = max(0, first - 1)
    band = signed[which, lo : first + 2]  # the offsets around it x points
    keep = band.max(axis=0) >= MIN_GRADIENT
    where = pts[lo + band.argmax(axis=0), np.arange(pts.shape[1])][keep]
    if len(where) < 5:
        return None
    return cv2.fitLine(where.astype(np.float32), cv2.DIST_L2, 0, 0.01, 0.01).ravel()


def inner_side(
    grad: Gradients, a: np.ndarray, b: np.ndarray, centre: np.ndarray, walk: range
) -> np.ndarray | None:
    """The line through the first edge met walking inwards from each point
    of side a-b over the offsets ``walk`` (px, negative outside), in the
    channel and with the sign most of those first edges share; None unless
    most points meet one."""
    strip = _strip(grad, a, b, centre, walk, outwards=False)
    if strip is None:
        return None
    pts, signed = strip
    hit = signed >= MIN_GRADIENT
    met = hit.any(axis=1)  # (sign, channel) x points
    which = int(np.argmax(met.sum(axis=1)))
    if met[which].mean() < EDGE_SUPPORT:
        return None
    # The edge's crest: the strongest response just past where it is first met.
    crest = hit[which].argmax(axis=0)[None, :] + np.arange(EDGE_WIDTH)[:, None]
    crest = np.minimum(crest, len(pts) - 1)
    column = np.arange(pts.shape[1])
    peak = crest[signed[which][crest, column].argmax(axis=0), column]
    where = pts[peak, column][met[which]]
    return cv2.fitLine(where.astype(np.float32), cv2.DIST_HUBER, 0, 0.01, 0.01).ravel()


def _strip(
    grad: Gradients,
    a: np.ndarray,
    b: np.ndarray,
    centre: np.ndarray,
    offsets: range,
    outwards: bool,
) -> tuple[np.ndarray, np.ndarray] | None:
    """Lines parallel to side a-b at ``offsets`` px from it, away from or
    towards the outline's ``centre``: their sample points (offsets x points
    x 2) and the gradient across them, each way round in each channel
    ((sign, channel) x offsets x points, rising first). None if too small."""
    ab = b - a
    length = float(np.hypot(*ab))
    if length < 1 or len(offsets) == 0:
        return None
    normal = np.array([-ab[1], ab[0]]) / length
    if (normal @ ((a + b) / 2 - centre) < 0) == outwards:
        normal = -normal
    t = np.linspace(0.1, 0.9, 24)
    k = np.array(offsets, dtype=np.float64)
    pts = a + t[None, :, None] * ab + k[:, None, None] * normal
    across = _across(grad, pts, normal[0], normal[1])  # channels x offsets x points
    return pts, np.concatenate([across, -across])


def _across(
    grad: Gradients, pts: np.ndarray, normal_x: np.ndarray, normal_y: np.ndarray
) -> np.ndarray:
    """Each channel's gradient across an outline at points ``pts`` (... x 2),
    channel first: its component along the normal where the gradient runs
    that way (within ALIGNED), else 0."""
    h, w = grad.x.shape[:2]
    x = np.clip(np.round(pts[..., 0]).astype(int), 1, w - 2)
    y = np.clip(np.round(pts[..., 1]).astype(int), 1, h - 2)
    vx, vy = _sobel_at(grad, x, y)
    across = vx * normal_x + vy * normal_y
    return np.where(np.abs(across) >= ALIGNED * np.hypot(vx, vy), across, 0)


def _sobel_at(grad: Gradients, x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The Sobel x and y responses of every channel at these pixels, channel first."""
    return np.moveaxis(grad.x[y, x], -1, 0), np.moveaxis(grad.y[y, x], -1, 0)
