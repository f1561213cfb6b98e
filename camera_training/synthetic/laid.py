"""A real card's face laid on a table as a webcam above it sees it: the
scenes the BANG! index model is calibrated on (``tune`` tables and lights)
and judged on (``eval``, :mod:`bench.camera_bang`).

No public photo of a BANG! card on a table exists, but real faces do: each
is laid at 1280x720 or 640x480, 200-400 px tall (below that a person cannot
read a BANG! index either), at any angle and a tilt of up to 30 degrees,
under a warm lamp (a cast, a slope, sometimes glare), with defocus or motion
blur, sensor noise and JPEG; half the time the draw pile's top card (a card
back) lies beside it, and a third of the time a hand reaches over its edge.
"""

from __future__ import annotations

from dataclasses import replace

import cv2
import numpy as np

from camera_training.synthetic.cards import CardSpec
from camera_training.synthetic.clips import hand_over
from camera_training.synthetic.scenes import (
    BANG_ASPECT,
    Pose,
    Scene,
    in_view,
    make_background,
    pose_quad,
    random_look,
    random_pose,
    shoot,
)

FRAMES = ((1280, 720), (640, 480))
CARD_PX = (200, 400)  # the card's height in the frame
OUTLINE_STRAY = 0.012  # of the card's diagonal: how far the finder's corners stray (sd)


def laid(face: np.ndarray, rng: np.random.Generator, split: str = "eval") -> np.ndarray:
    """One webcam frame of ``face`` on a table of ``split`` (see the module's docstring)."""
    return laid_scene(face, rng, split).image


def laid_scene(
    face: np.ndarray, rng: np.random.Generator, split: str = "eval", hands: bool = True
) -> Scene:
    """:func:`laid`'s frame with where its cards lie: the face is the last card
    of ``cards`` (its ``quad``, TL, TR, BR, BL of the face as given), the card
    back beside it, if any, the first. Without ``hands`` no hand is drawn (a
    training label must be visible), at the same draws of ``rng``."""
    size = FRAMES[int(rng.integers(len(FRAMES)))]
    tall = float(rng.uniform(*CARD_PX)) / size[1]
    look = random_look(rng, split)
    look = replace(look, gains=(look.gains[0] * 0.85, look.gains[1], look.gains[2] * 1.1))
    pose = replace(
        random_pose(rng, (tall, tall)), tilt=float(rng.uniform(0, 30)), aspect=BANG_ASPECT
    )
    pose = in_view(pose, size)
    cards = [(CardSpec("bang"), face, pose)]
    if rng.random() < 0.5:
        cards.insert(0, (CardSpec("bang"), card_back(rng), _beside(pose, size, rng)))
    hand = None
    if rng.random() < 1 / 3 and hands:
        hand = hand_over(size, pose_quad(pose, size), float(rng.uniform(0.05, 0.2)), rng)
    return shoot(make_background(look, size), cards, look, rng, hand)


def card_back(rng: np.random.Generator) -> np.ndarray:
    """A face-down card: a brown back with a pale frame and a few marks."""
    back = np.zeros((435, 280, 3), np.uint8)
    back[:] = rng.integers([20, 50, 90], [50, 90, 150])
    cv2.rectangle(back, (14, 14), (266, 421), (170, 200, 220), 6)
    for _ in range(6):
        centre = (int(rng.integers(40, 240)), int(rng.integers(60, 380)))
        cv2.circle(back, centre, int(rng.integers(10, 40)), (60, 110, 170), -1, cv2.LINE_AA)
    return back


def _beside(pose: Pose, size: tuple[int, int], rng: np.random.Generator) -> Pose:
    """A second card's pose, next to the first, partly under it at most."""
    shift = pose.height * size[1] / size[0] * float(rng.uniform(0.7, 0.9))
    side = 1 if pose.cx < 0.5 else -1
    moved = replace(pose, cx=pose.cx + side * shift, angle=float(rng.uniform(0, 360)))
    return in_view(moved, size)


def strayed(
    quad: np.ndarray, rng: np.random.Generator, diagonal: float | None = None
) -> np.ndarray:
    """``quad`` (float32) with each corner moved as the finder's outlines stray
    from a card's: OUTLINE_STRAY of ``diagonal`` (by default the quad's own)."""
    size = float(np.linalg.norm(quad[0] - quad[2])) if diagonal is None else diagonal
    return quad + rng.normal(0, OUTLINE_STRAY * size, quad.shape).astype(np.float32)
