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
wants is the players' to say. The scenes are :mod:`camera.synthetic.laid`'s,
on the ``eval`` split's tables and lights (never the ones the reader was
calibrated on); only ``dev`` faces are judged by default: kinds no model was
trained on.

Each scene is read as the app reads a BANG! draw! card (``expect="bang"``) and
tallied as ``bench/camera_photos.py`` tallies a photo: card found, right,
confidently wrong, unsure, CPU ms, and how each draw! check would be decided.
``--faces`` also reads each face alone, as scanned or drawn.
"""

from __future__ import annotations

import argparse
import os
import sys
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
from camera.synthetic.laid import laid

PAPER_WHITE = 235  # a scanned sheet's paper, around the cards cut out of it
# The white rim of a BANG! card around its printed frame, as a share of the
# card's width and height on each side (the median of the 79 digital faces).
RIM = (0.046, 0.025)


def face_of(photo: Photo, image: np.ndarray) -> np.ndarray:
    """The card alone: a scanned sheet's cell tightened to the card's printed
    frame, then given back the white rim around the frame that the sheet's
    cut shaves off unevenly (``RIM``), so that the card's outline lies where
    a real card's edge does."""
    if not photo.box:
        return image
    ink = (image.min(axis=2) < PAPER_WHITE).astype(np.uint8)
    ink = cv2.morphologyEx(ink, cv2.MORPH_OPEN, np.ones((5, 5), np.uint8))
    x, y, w, h = cv2.boundingRect(ink)
    framed = image[y : y + h, x : x + w]
    across, down = RIM
    dx, dy = round(w * across / (1 - 2 * across)), round(h * down / (1 - 2 * down))
    white = np.percentile(framed.reshape(-1, 3), 95, axis=0).tolist()
    return cv2.copyMakeBorder(framed, dy, dy, dx, dx, cv2.BORDER_CONSTANT, value=white)


def bang_photos(role: str) -> list[Photo]:
    """The faces of ``role`` ("dev", "train" or "all"), source by source."""
    photos = [p for p in read_manifest(BANG_FACES) if role in ("all", p.role)]
    return sorted(photos, key=lambda p: p.source)


def report(
    photos: list[Photo], cache: Path, scenes: int, seed: int = 7, faces: bool = False
) -> None:
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
                tally.add(photo, laid(face, rng), read)
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
    report(bang_photos(args.role), args.cache, args.scenes, args.seed, args.faces)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
