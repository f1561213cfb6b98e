"""The card reader judged on the product's own deck: real BANG! card faces laid
in webcam-like table scenes, source by source.

    python bench/camera_bang.py [--scenes 12] [--seed 7] [--role dev] [--faces]

No public photo of a BANG! card on a table exists, so each real face of
``bench/photos/bang_faces.csv`` (rebuilt by ``bench/photos/rebuild.py
--manifest bench/photos/bang_faces.csv``) is laid on a table ``--scenes`` times,
as a webcam above it would see it: 1280x720 or 640x480, the card 200-400 px
tall at any angle and a tilt of up to 30 degrees, lamp light (a warm cast, a
slope, sometimes glare), defocus or motion blur, sensor noise and JPEG, half
the time the draw pile's top card (a card back) beside it, and a third of the
time a hand over its edge. The card beside it is a back, not another face: a
frame showing two faces holds two cards to read, and which one the check
wants is the players' to say. The tables, lights and poses are the ``eval`` split of
``camera.synthetic.scenes`` (never the ones the reader was tuned on); only
``dev`` faces are judged by default: kinds no model was trained on.

Each scene is read as the app reads a BANG! draw! card (``expect="bang"``) and
tallied as ``bench/camera_photos.py`` tallies a photo: card found, right,
confidently wrong, unsure, CPU ms, and how each draw! check would be decided.
``--faces`` also reads each face alone, as scanned or drawn.
"""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import replace
from itertools import groupby
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one core, before numpy loads
os.environ.setdefault("OMP_NUM_THREADS", "1")

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent / "photos"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bang_faces import BANG_FACES
from camera_photos import Tally, load
from photoset import Photo, default_cache, read_manifest

from camera.reader import Reader
from camera.synthetic.cards import CardSpec
from camera.synthetic.clips import hand_over
from camera.synthetic.scenes import (
    BANG_ASPECT,
    Pose,
    in_view,
    make_background,
    pose_quad,
    random_look,
    random_pose,
    shoot,
)

FRAMES = ((1280, 720), (640, 480))
CARD_PX = (200, 400)  # the card's height in the frame
PAPER_WHITE = 235  # a scanned sheet's paper, around the cards cut out of it


def face_of(photo: Photo, image: np.ndarray) -> np.ndarray:
    """The card alone: a scanned sheet's cell tightened to the card's printed frame."""
    if not photo.box:
        return image
    ink = (image.min(axis=2) < PAPER_WHITE).astype(np.uint8)
    ink = cv2.morphologyEx(ink, cv2.MORPH_OPEN, np.ones((5, 5), np.uint8))
    x, y, w, h = cv2.boundingRect(ink)
    return image[y : y + h, x : x + w]


def card_back(rng: np.random.Generator) -> np.ndarray:
    """A face-down card: a brown back with a pale frame and a few marks."""
    back = np.zeros((435, 280, 3), np.uint8)
    back[:] = rng.integers([20, 50, 90], [50, 90, 150])
    cv2.rectangle(back, (14, 14), (266, 421), (170, 200, 220), 6)
    for _ in range(6):
        centre = (int(rng.integers(40, 240)), int(rng.integers(60, 380)))
        cv2.circle(back, centre, int(rng.integers(10, 40)), (60, 110, 170), -1, cv2.LINE_AA)
    return back


def scene(face: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """One webcam frame of ``face`` on a table (see the module's docstring)."""
    size = FRAMES[int(rng.integers(len(FRAMES)))]
    tall = float(rng.uniform(*CARD_PX)) / size[1]
    look = random_look(rng, "eval")
    look = replace(look, gains=(look.gains[0] * 0.85, look.gains[1], look.gains[2] * 1.1))
    pose = replace(
        random_pose(rng, (tall, tall)), tilt=float(rng.uniform(0, 30)), aspect=BANG_ASPECT
    )
    pose = in_view(pose, size)
    cards = [(CardSpec("bang"), face, pose)]
    if rng.random() < 0.5:
        cards.insert(0, (CardSpec("bang"), card_back(rng), _beside(pose, size, rng)))
    hand = None
    if rng.random() < 1 / 3:
        hand = hand_over(size, pose_quad(pose, size), float(rng.uniform(0.05, 0.2)), rng)
    return shoot(make_background(look, size), cards, look, rng, hand).image


def _beside(pose: Pose, size: tuple[int, int], rng: np.random.Generator) -> Pose:
    """A second card's pose, next to the first, partly under it at most."""
    shift = pose.height * size[1] / size[0] * float(rng.uniform(0.7, 0.9))
    side = 1 if pose.cx < 0.5 else -1
    moved = replace(pose, cx=pose.cx + side * shift, angle=float(rng.uniform(0, 360)))
    return in_view(moved, size)


def report(photos: list[Photo], cache: Path, scenes: int, seed: int, faces: bool) -> None:
    reader = Reader()

    def read(image: np.ndarray):
        return reader.read_image(image, expect="bang")

    loaded = [(p, face_of(p, img)) for p in photos if (img := load(p, cache)) is not None]
    if not loaded:
        print(f"no BANG! faces in {cache}: bench/photos/rebuild.py --manifest {BANG_FACES}")
        return
    total = Tally()
    for source, its in groupby(loaded, key=lambda pf: pf[0].source):
        tally, alone = Tally(), Tally()
        for k, (photo, face) in enumerate(its):
            rng = np.random.default_rng([seed, k])
            for _ in range(scenes):
                tally.add(photo, scene(face, rng), read)
            if faces:
                alone.add(photo, face, read)
        print(tally.line(f"{source} scenes") + "\n" + tally.draw_line(), flush=True)
        if faces:
            print(alone.line(f"{source} faces"), flush=True)
        total += tally
    print(total.line("all scenes") + "\n" + total.draw_line(), flush=True)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenes", type=int, default=12, help="scenes per face")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--role", choices=("dev", "train", "all"), default="dev")
    parser.add_argument("--faces", action="store_true", help="also read each face alone")
    parser.add_argument("--cache", type=Path, default=default_cache())
    args = parser.parse_args(argv)
    photos = [p for p in read_manifest(BANG_FACES) if args.role in ("all", p.role)]
    photos.sort(key=lambda p: p.source)
    report(photos, args.cache, args.scenes, args.seed, args.faces)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
