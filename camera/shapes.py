"""Parametric drawings of the suit pips and the four BANG! Duel symbols.

No photo of the real deck exists here, so both the default templates and the
synthetic scenes draw these shapes; each caller passes its own random
generator, so the templates and the measured scenes see different variants.
Every function returns an ink mask (uint8, 255 = ink) about ``height`` px tall.
"""

from __future__ import annotations

import itertools

import cv2
import numpy as np

SUITS = ("hearts", "diamonds", "clubs", "spades")
SYMBOLS = ("barrel", "snake", "dynamite", "horseshoe")
_SS = 4  # supersampling factor, so small pips stay smooth


def suit_mask(suit: str, height: int, rng: np.random.Generator) -> np.ndarray:
    """Draw one suit pip with randomised proportions."""
    draw = {"hearts": _heart, "diamonds": _diamond, "clubs": _club, "spades": _spade}[suit]
    return _finish(draw(height * _SS, rng), height)


def symbol_mask(symbol: str, height: int, rng: np.random.Generator) -> np.ndarray:
    """Draw one Duel symbol with randomised proportions."""
    draw = {"barrel": _barrel, "snake": _snake, "dynamite": _dynamite, "horseshoe": _horseshoe}[
        symbol
    ]
    return _finish(draw(height * _SS, rng), height)


def clutter_mask(height: int, rng: np.random.Generator) -> np.ndarray:
    """A random doodle of the kind cards print near their corners (rings,
    dots, bars, frames, stars): a reference for "none of the above"."""
    h = height * _SS
    img = _canvas(h)
    c = (int(h * 0.7), int(h * 0.7))
    r = int(h * rng.uniform(0.3, 0.5))
    kind = int(rng.integers(7))
    if kind == 0:  # ring, maybe with a dot
        cv2.circle(img, c, r, 255, int(h * rng.uniform(0.06, 0.15)), cv2.LINE_AA)
        if rng.random() < 0.6:
            cv2.circle(img, c, int(r * rng.uniform(0.2, 0.5)), 255, -1, cv2.LINE_AA)
    elif kind == 1:  # disc or ellipse
        axes = (r, int(r * rng.uniform(0.4, 1.0)))
        cv2.ellipse(img, c, axes, float(rng.uniform(0, 180)), 0, 360, 255, -1, cv2.LINE_AA)
    elif kind == 2:  # bar
        angle = rng.uniform(0, np.pi)
        d = np.array([np.cos(angle), np.sin(angle)]) * r
        p0, p1 = np.array(c) - d, np.array(c) + d
        cv2.line(
            img, tuple(p0.astype(int)), tuple(p1.astype(int)), 255, int(h * rng.uniform(0.06, 0.2))
        )
    elif kind == 3:  # square frame or block
        thick = -1 if rng.random() < 0.4 else int(h * rng.uniform(0.06, 0.15))
        cv2.rectangle(
            img, (c[0] - r, c[1] - r), (c[0] + r, c[1] + int(r * rng.uniform(0.5, 1.5))), 255, thick
        )
    elif kind == 4:  # star
        n = int(rng.integers(5, 9))
        a = np.linspace(0, 2 * np.pi, 2 * n, endpoint=False) + rng.uniform(0, np.pi)
        rad = np.where(np.arange(2 * n) % 2 == 0, r, r * rng.uniform(0.35, 0.6))
        _fill(img, np.stack([c[0] + rad * np.cos(a), c[1] + rad * np.sin(a)], 1))
    elif kind == 5:  # triangle
        a = np.linspace(0, 2 * np.pi, 3, endpoint=False) + rng.uniform(0, 2 * np.pi)
        _fill(img, np.stack([c[0] + r * np.cos(a), c[1] + r * np.sin(a)], 1))
    else:  # cross
        t = int(h * rng.uniform(0.08, 0.18))
        cv2.line(img, (c[0] - r, c[1]), (c[0] + r, c[1]), 255, t)
        cv2.line(img, (c[0], c[1] - r), (c[0], c[1] + r), 255, t)
    return _finish(img, height)


def _finish(big: np.ndarray, height: int) -> np.ndarray:
    ys, xs = np.nonzero(big)
    big = big[ys.min() : ys.max() + 1, xs.min() : xs.max() + 1]
    scale = height / big.shape[0]
    size = (max(1, round(big.shape[1] * scale)), height)
    return cv2.resize(big, size, interpolation=cv2.INTER_AREA)


def _canvas(h: int, w: int | None = None) -> np.ndarray:
    return np.zeros((int(h * 1.4) + 8, int((w or h) * 1.4) + 8), np.uint8)


def _fill(img: np.ndarray, pts: np.ndarray) -> None:
    cv2.fillPoly(img, [np.round(pts).astype(np.int32)], 255, cv2.LINE_AA)


def _heart_outline(h: int, rng: np.random.Generator) -> np.ndarray:
    t = np.linspace(0, 2 * np.pi, 120)
    p = rng.uniform(2.6, 3.4)
    x = 16 * np.sign(np.sin(t)) * np.abs(np.sin(t)) ** p
    y = -(13 * np.cos(t) - 5 * np.cos(2 * t) - 2 * np.cos(3 * t) - np.cos(4 * t))
    x = x * rng.uniform(0.9, 1.15)
    pts = np.stack([x, y], 1)
    pts -= pts.min(0)
    return pts * (h / pts[:, 1].max())


def _heart(h: int, rng: np.random.Generator) -> np.ndarray:
    img = _canvas(h)
    _fill(img, _heart_outline(h, rng) + 4)
    return img


def _spade(h: int, rng: np.random.Generator) -> np.ndarray:
    img = _canvas(h)
    body_h = h * rng.uniform(0.72, 0.82)
    pts = _heart_outline(int(body_h), rng)
    pts[:, 1] = body_h - pts[:, 1]
    _fill(img, pts + 4)
    cx = pts[:, 0].max() / 2 + 4
    sw = h * rng.uniform(0.12, 0.22)
    top = body_h * 0.7
    _fill(img, np.array([[cx, top], [cx - sw, h + 4], [cx + sw, h + 4]]))
    return img


def _diamond(h: int, rng: np.random.Generator) -> np.ndarray:
    img = _canvas(h)
    w = h * rng.uniform(0.62, 0.85)
    bulge = rng.uniform(-0.08, 0.06)
    top, right, bottom, left = (w / 2, 0), (w, h / 2), (w / 2, h), (0, h / 2)
    pts = []
    for a, b in ((top, right), (right, bottom), (bottom, left), (left, top)):
        mid = np.array([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2])
        normal = mid - np.array([w / 2, h / 2])
        ctrl = mid + normal * bulge * 4
        for t in np.linspace(0, 1, 12, endpoint=False):
            pts.append((1 - t) ** 2 * np.array(a) + 2 * t * (1 - t) * ctrl + t * t * np.array(b))
    _fill(img, np.array(pts) + 4)
    return img


def _club(h: int, rng: np.random.Generator) -> np.ndarray:
    img = _canvas(h)
    r = h * rng.uniform(0.2, 0.25)
    cx = r * 2.2 + 4
    spread = rng.uniform(0.95, 1.15)
    centres = [(cx, r + 4), (cx - r * spread, r * 2.6 + 4), (cx + r * spread, r * 2.6 + 4)]
    for x, y in centres:
        cv2.circle(img, (round(x), round(y)), round(r), 255, -1, cv2.LINE_AA)
    cv2.circle(img, (round(cx), round(r * 2.1 + 4)), round(r * 0.6), 255, -1, cv2.LINE_AA)
    sw = h * rng.uniform(0.12, 0.2)
    _fill(img, np.array([[cx, r * 2 + 4], [cx - sw, h + 4], [cx + sw, h + 4]]))
    return img


def _barrel(h: int, rng: np.random.Generator) -> np.ndarray:
    w = h * rng.uniform(0.65, 0.85)
    img = _canvas(h, int(w))
    bulge = w * rng.uniform(0.06, 0.14)
    ys = np.linspace(0, h, 40)
    dx = bulge * np.sin(np.pi * ys / h)
    left = np.stack([bulge - dx, ys], 1)
    right = np.stack([w - bulge + dx, ys[::-1]], 1)
    _fill(img, np.vstack([left, right]) + 4)
    hoops = [h * f for f in (0.18, 0.5, 0.82)][: rng.integers(2, 4)]
    gaps = sorted([*hoops, 0, h])
    stave = max(2, int(h * 0.03))
    for y0, y1 in itertools.pairwise(gaps):
        for fx in (0.35, 0.65):
            x = int(w * fx + 4)
            cv2.line(img, (x, int(y0 + h * 0.07 + 4)), (x, int(y1 - h * 0.07 + 4)), 0, stave)
    return img


def _snake(h: int, rng: np.random.Generator) -> np.ndarray:
    w = h * rng.uniform(0.55, 0.75)
    img = _canvas(h, int(w))
    turns = rng.uniform(1.2, 1.7)
    t = np.linspace(0, 1, 60)
    x = w / 2 + (w / 2 - h * 0.1) * np.sin(2 * np.pi * turns * t)
    y = h * 0.12 + t * h * 0.85
    for i in range(len(t) - 1):
        thick = int(h * (0.06 + 0.1 * t[i]))
        p0, p1 = (int(x[i] + 4), int(y[i] + 4)), (int(x[i + 1] + 4), int(y[i + 1] + 4))
        cv2.line(img, p0, p1, 255, max(2, thick), cv2.LINE_AA)
    head = (int(x[0] + 4), int(y[0] + 4))
    cv2.ellipse(img, head, (int(h * 0.11), int(h * 0.08)), 0, 0, 360, 255, -1, cv2.LINE_AA)
    tongue = (head[0], int(head[1] - h * 0.12))
    cv2.line(img, head, tongue, 255, max(2, int(h * 0.025)))
    return img


def _dynamite(h: int, rng: np.random.Generator) -> np.ndarray:
    img = _canvas(h)
    sticks = int(rng.integers(1, 4))
    sw = h * rng.uniform(0.16, 0.22)
    top = h * 0.35
    x0 = h * 0.5 - sticks * sw / 2
    for i in range(sticks):
        x = x0 + i * sw
        cv2.rectangle(img, (int(x + 4), int(top + 4)), (int(x + sw * 0.92 + 4), h + 4), 255, -1)
    band = int(top + (h - top) * 0.55 + 4)
    cv2.rectangle(img, (int(x0), band), (int(x0 + sticks * sw + 8), band + int(h * 0.06)), 255, -1)
    fx = int(h * 0.5 + 4)
    fuse = np.array([[fx, top + 4], [fx + h * 0.12, top - h * 0.12], [fx + h * 0.05, h * 0.1]])
    cv2.polylines(img, [fuse.astype(np.int32)], False, 255, max(2, int(h * 0.035)), cv2.LINE_AA)
    cx, cy, r = fuse[-1][0], fuse[-1][1], h * rng.uniform(0.08, 0.12)
    angles = np.linspace(0, 2 * np.pi, 17)[:-1]
    radii = np.where(np.arange(16) % 2 == 0, r, r * 0.45)
    _fill(img, np.stack([cx + radii * np.cos(angles), cy + radii * np.sin(angles)], 1))
    return img


def _horseshoe(h: int, rng: np.random.Generator) -> np.ndarray:
    w = h * rng.uniform(0.8, 0.95)
    img = _canvas(h, int(w))
    thick = h * rng.uniform(0.17, 0.24)
    centre = (int(w / 2 + 4), int(h * 0.48 + 4))
    axes = (int(w / 2 - thick / 2), int(h * 0.48 - thick / 2))
    open_deg = rng.uniform(50, 80)
    start, end = 90 + open_deg / 2, 450 - open_deg / 2
    cv2.ellipse(img, centre, axes, 0, start, end, 255, int(thick))
    for a in np.linspace(start + 25, end - 25, 6):
        px = centre[0] + axes[0] * np.cos(np.radians(a))
        py = centre[1] + axes[1] * np.sin(np.radians(a))
        cv2.circle(img, (int(px), int(py)), max(1, int(thick * 0.18)), 0, -1)
    return img
