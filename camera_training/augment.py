"""What a webcam does to a card corner: the window a reader cuts around the
index (loose margins, off centre), perspective and rotation, a far card's
few pixels, blur (focus and motion), uneven light, colour cast, glare,
sensor noise and JPEG; and now and then the index upside down, as a deck
printing its index in all four corners shows it in two of them."""

from __future__ import annotations

import cv2
import numpy as np

from camera.index import MARGIN, window
from camera_training.render import Drawing

MAX_TURN = 10.0  # degrees of in-plane rotation
INDEX_PX = (14, 48)  # the index's larger side in the photo, px
TURN_SHARE = 0.2  # of crops turned half a turn (the label stays: pip below reads 6, above 9)


def photograph(
    drawing: Drawing, rng: np.random.Generator, index_px: tuple[int, int] = INDEX_PX
) -> np.ndarray:
    """The window around ``drawing.box`` as a webcam would show it (BGR uint8,
    square, a few dozen px: the model's input size is reached by resizing),
    the box's larger side ``index_px`` px."""
    small = _warped(drawing, rng, index_px)
    img = small.astype(np.float32)
    img = _blurred(img, rng)
    img = _lit(img, rng)
    img += rng.normal(0, rng.uniform(1, 8), img.shape[:2])[..., None]
    out = np.clip(img, 0, 255).astype(np.uint8)
    if rng.random() < 0.7:
        _, buf = cv2.imencode(".jpg", out, [cv2.IMWRITE_JPEG_QUALITY, int(rng.integers(30, 95))])
        out = cv2.imdecode(buf, cv2.IMREAD_COLOR)
    if rng.random() < TURN_SHARE:
        out = np.ascontiguousarray(out[::-1, ::-1])
    return out


def _warped(drawing: Drawing, rng: np.random.Generator, index_px: tuple[int, int]) -> np.ndarray:
    x0, y0, x1, y1 = drawing.box
    span = max(x1 - x0, y1 - y0, 8)
    side = span * (1 + 2 * rng.uniform(0.05, 0.35))
    centre = np.array([(x0 + x1) / 2, (y0 + y1) / 2]) + rng.uniform(-0.1, 0.1, 2) * side
    turn = np.deg2rad(rng.uniform(-MAX_TURN, MAX_TURN))
    rot = np.array([[np.cos(turn), -np.sin(turn)], [np.sin(turn), np.cos(turn)]])
    unit = np.array([[-1, -1], [1, -1], [1, 1], [-1, 1]], np.float64) / 2
    src = centre + (unit + rng.uniform(-0.07, 0.07, (4, 2))) @ rot.T * side
    out = max(10, round(side * rng.uniform(*index_px) / span))
    shrink = side / out
    img = drawing.image
    if shrink > 1.5:
        img = cv2.GaussianBlur(img, (0, 0), 0.4 * shrink)
    dst = (unit + 0.5) * out
    m = cv2.getPerspectiveTransform(src.astype(np.float32), dst.astype(np.float32))
    return cv2.warpPerspective(
        img, m, (out, out), flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REFLECT
    )


def _blurred(img: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    if rng.random() < 0.5:
        img = cv2.GaussianBlur(img, (0, 0), rng.uniform(0.3, 1.0))
    if rng.random() < 0.25:
        length = rng.uniform(2, 5)
        angle = rng.uniform(0, np.pi)
        k = np.zeros((9, 9), np.float32)
        d = np.array([np.cos(angle), np.sin(angle)]) * length / 2
        cv2.line(k, tuple((4 - d).round().astype(int)), tuple((4 + d).round().astype(int)), 1.0, 1)
        img = cv2.filter2D(img, -1, k / k.sum())
    return img


def _lit(img: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Light level and slope, colour cast, and a glare spot now and then."""
    h, w = img.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32) / max(h, w) - 0.5
    light = rng.uniform(0.45, 1.15) + rng.uniform(-0.4, 0.4) * xx + rng.uniform(-0.4, 0.4) * yy
    img = img * light[..., None] * rng.uniform(0.75, 1.25, 3).astype(np.float32)
    if rng.random() < 0.25:
        cx, cy = rng.uniform(-0.5, 0.5, 2)
        r = rng.uniform(0.1, 0.4)
        spot = np.exp(-((xx - cx) ** 2 + (yy - cy) ** 2) / (2 * r * r))
        img = img + (rng.uniform(40, 170) * spot)[..., None]
    return img


def cut(drawing: Drawing, margin: float = MARGIN) -> np.ndarray:
    """The window around ``drawing.box`` as drawn, no camera, as the reader
    cuts it: a square ``margin`` of the box's larger side wider on every side."""
    return window(drawing.image, drawing.box, 1 + 2 * margin)
