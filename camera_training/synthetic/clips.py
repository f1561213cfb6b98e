"""Short seeded clips: a card sliding in, resting, being covered, leaving.

Used for the bundled demo (``python -m camera_training.synthetic.clips`` rewrites
camera/demo/) and by the tests that check what the stabiliser decides.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, replace
from pathlib import Path

import cv2
import numpy as np

from camera_training.synthetic.cards import CardSpec, draw_card
from camera_training.synthetic.scenes import (
    Look,
    Pose,
    make_background,
    poker_paper,
    pose_quad,
    random_style,
    shoot,
)

DEMO_SIZE = (640, 360)


@dataclass(frozen=True)
class Shot:
    """``frames`` frames of the card(s) moving from ``start`` to ``end`` poses.

    ``cover`` hides that fraction of the first card under a hand.
    """

    cards: tuple[CardSpec, ...]
    start: tuple[Pose, ...]
    end: tuple[Pose, ...]
    frames: int
    cover: float = 0.0


def clip(
    shots: list[Shot], seed: int, size: tuple[int, int] = DEMO_SIZE, split: str = "eval"
) -> list[np.ndarray]:
    """Render the shots in order over one table, under one light."""
    rng = np.random.default_rng(seed)
    look = Look(background="beige" if split == "eval" else "wood", bg_seed=seed, noise=2.0, jpeg=85)
    table = make_background(look, size)
    style = random_style(rng, split)
    drawn: dict[CardSpec, np.ndarray] = {}
    frames = []
    for shot in shots:
        for spec in shot.cards:
            if spec not in drawn:
                card_style = poker_paper(style) if spec.kind == "poker" else style
                drawn[spec] = draw_card(spec, card_style, rng)
        for k in range(shot.frames):
            t = k / max(1, shot.frames - 1)
            poses = [_between(a, b, t) for a, b in zip(shot.start, shot.end, strict=True)]
            moving = shot.start != shot.end
            frame_look = replace(look, motion=(12.0, _heading(shot)) if moving else (0.0, 0.0))
            occluder = (
                hand_over(size, pose_quad(poses[0], size), shot.cover, rng) if shot.cover else None
            )
            cards = [
                (spec, drawn[spec], pose) for spec, pose in zip(shot.cards, poses, strict=True)
            ]
            frames.append(shoot(table, cards, frame_look, rng, occluder).image)
    return frames


def _between(a: Pose, b: Pose, t: float) -> Pose:
    mix = [x + (y - x) * t for x, y in zip(_tuple(a), _tuple(b), strict=True)]
    return Pose(*mix)


def _tuple(p: Pose) -> tuple[float, ...]:
    return (p.cx, p.cy, p.height, p.angle, p.tilt, p.tilt_dir)


def _heading(shot: Shot) -> float:
    a, b = shot.start[0], shot.end[0]
    return float(np.degrees(np.arctan2(b.cy - a.cy, b.cx - a.cx)))


def hand_over(
    size: tuple[int, int], quad: np.ndarray, cover: float, rng: np.random.Generator
) -> np.ndarray:
    """A skin-toned palm and fingers (BGRA) over ``cover`` of the card, from its right side."""
    w, h = size
    hand = np.zeros((h, w, 4), np.float32)
    skin = (
        float(rng.uniform(90, 150)),
        float(rng.uniform(140, 180)),
        float(rng.uniform(190, 230)),
        255.0,
    )
    left, right = float(quad[:, 0].min()), float(quad[:, 0].max())
    top, bottom = float(quad[:, 1].min()), float(quad[:, 1].max())
    edge = right - cover * (right - left)
    palm_w = int((right - edge) + (right - left))
    centre = (int(edge + palm_w), int((top + bottom) / 2))
    cv2.ellipse(hand, centre, (palm_w, int((bottom - top) * 0.75)), 0, 0, 360, skin, -1)
    for k in range(4):
        y = int(top + (bottom - top) * (0.15 + 0.2 * k))
        cv2.line(
            hand,
            (int(edge + palm_w * 0.3), y),
            (int(edge - (right - left) * 0.1), y),
            skin,
            int((bottom - top) * 0.09),
        )
    return cv2.GaussianBlur(hand, (5, 5), 0)


def demo_shots() -> list[Shot]:
    """Empty table; a BANG! card slides in and rests; it leaves; a Duel card
    rests; Lucky Duke's two cards rest."""
    off = Pose(1.25, 0.5, 0.5, 10)
    here = Pose(0.5, 0.52, 0.55, 8, tilt=15, tilt_dir=80)
    duel_here = Pose(0.5, 0.5, 0.55, -12, tilt=10, tilt_dir=0)
    queen = CardSpec("bang", "Q", "hearts")
    barrel = CardSpec("duel", symbol="barrel")
    left, right = Pose(0.3, 0.5, 0.5, -5), Pose(0.7, 0.5, 0.5, 6)
    return [
        Shot((), (), (), 3),
        Shot((queen,), (off,), (here,), 5),
        Shot((queen,), (here,), (here,), 8),
        Shot((), (), (), 3),
        Shot((barrel,), (duel_here,), (duel_here,), 8),
        Shot((), (), (), 3),
        Shot(
            (CardSpec("bang", "7", "spades"), CardSpec("bang", "K", "diamonds")),
            (left, right),
            (left, right),
            8,
        ),
    ]


DEMO_SEED = 11


def write_demo(folder: Path) -> int:
    """Rewrite the bundled demo frames; returns how many."""
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("frame_*.jpg"):
        old.unlink()
    frames = clip(demo_shots(), DEMO_SEED)
    for i, frame in enumerate(frames):
        cv2.imwrite(str(folder / f"frame_{i:03d}.jpg"), frame, [cv2.IMWRITE_JPEG_QUALITY, 80])
    return len(frames)


if __name__ == "__main__":
    from camera.sources import DEMO_DIR

    count = write_demo(Path(sys.argv[1]) if len(sys.argv) > 1 else DEMO_DIR)
    print(f"wrote {count} frames")
