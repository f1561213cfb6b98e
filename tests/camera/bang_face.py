"""A BANG! card face drawn here, in the real deck's layout, for tests that may
not ship the printed faces: a coloured frame with a thin white inner line and
white dots inside a white rim, a title, artwork, and the index (rank and pip side by side) in the
bottom-left corner, on the frame's inner edge, where the real deck prints it.
The rank is drawn in DejaVu Serif Bold, a face no model here was trained on."""

from __future__ import annotations

import cv2
import numpy as np

from camera.fonts import Font, find_ttf, render_text
from camera.shapes import suit_mask
from camera_training.synthetic.cards import CardSpec, stamp
from camera_training.synthetic.scenes import BANG_ASPECT, Look, Pose, Scene, make_background, shoot

WIDTH, HEIGHT = 280, 435  # 56 x 87 mm at 5 px/mm
MUSTARD, BLUE = (40, 150, 200), (190, 140, 120)  # BGR: a brown card's frame, a blue card's
RED, BLACK = (40, 30, 200), (25, 25, 25)
RIM = (13, 11)  # px of white around the frame, across and down (4.6% and 2.5%, as printed)
RED_SUITS = ("hearts", "diamonds")


def bang_face(
    rank: str, suit: str, frame: tuple[int, int, int] = MUSTARD, seed: int = 0
) -> np.ndarray:
    """The face (BGR uint8, HEIGHT x WIDTH) of the card ``rank`` of ``suit``."""
    rng = np.random.default_rng(seed)
    card = np.full((HEIGHT, WIDTH, 3), 245, np.uint8)
    band = 16
    cv2.rectangle(card, (0, 0), (WIDTH - 1, HEIGHT - 1), frame, 2 * band)
    cv2.rectangle(card, (band, band), (WIDTH - band, HEIGHT - band), (255, 255, 255), 2)
    for _ in range(14):  # the frame's white dots
        x, y = (int(v) for v in rng.uniform([4, 4], [WIDTH - 4, HEIGHT - 4]))
        x = x if rng.random() < 0.5 else int(rng.choice([8, WIDTH - 8]))
        y = y if x in (8, WIDTH - 8) else int(rng.choice([8, HEIGHT - 8]))
        cv2.circle(card, (x, y), 3, (255, 255, 255), -1, cv2.LINE_AA)
    font = Font(str(find_ttf("DejaVuSerif-Bold")))
    title = render_text("RIPARO", font, 26)
    stamp(card, title, (WIDTH - title.shape[1]) // 2, 32, BLACK)
    art = card[80:300, 30 : WIDTH - 30]
    art[:] = (art * 0.3 + rng.integers(90, 200, 3) * 0.7).astype(np.uint8)
    cv2.ellipse(card, (140, 190), (60, 40), 20, 0, 360, (60, 90, 120), -1)
    ink = RED if suit in RED_SUITS else BLACK
    glyph = render_text(rank, font, 22)
    pip = suit_mask(suit, 22, np.random.default_rng(seed + 1))
    x, bottom = band - 3, HEIGHT - band + 2  # over the frame's inner edge, as printed
    stamp(card, glyph, x, bottom - glyph.shape[0], ink)
    stamp(card, pip, x + glyph.shape[1] + 3, bottom - glyph.shape[0] // 2 - pip.shape[0] // 2, ink)
    return _rimmed(card)


def _rimmed(framed: np.ndarray) -> np.ndarray:
    """The printed card: its frame inside a white rim, as on the real deck."""
    dx, dy = RIM
    card = cv2.copyMakeBorder(framed, dy, dy, dx, dx, cv2.BORDER_CONSTANT, value=(245, 245, 245))
    return cv2.resize(card, (WIDTH, HEIGHT), interpolation=cv2.INTER_AREA)


def on_the_table(face: np.ndarray, seed: int, angle: float, size=(1280, 720)) -> np.ndarray:
    """The face lying on a plain table under a webcam, about 300 px tall."""
    return laid_on(face, seed, angle, size).image


def laid_on(
    face: np.ndarray, seed: int, angle: float, size=(1280, 720), table: str = "beige"
) -> Scene:
    """:func:`on_the_table`'s scene, with where the card lies, on a ``table`` of
    :func:`camera_training.synthetic.scenes.make_background`."""
    rng = np.random.default_rng(seed)
    look = Look(background=table, bg_seed=seed, gains=(0.9, 1.0, 1.1), noise=2.0, jpeg=85)
    pose = Pose(0.5, 0.5, 300 / size[1], angle, tilt=12, tilt_dir=30, aspect=BANG_ASPECT)
    return shoot(make_background(look, size), [(CardSpec("bang"), face, pose)], look, rng)
