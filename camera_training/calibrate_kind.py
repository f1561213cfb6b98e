"""Set the kind model's bar on whole scenes, read as the app reads a BANG!
draw! card with the base game's deck list.

    python -m camera_training.calibrate_kind [--scenes 4]

Each WildWest face (the kind model's known kinds) and twice as many cards of
no known kind (a face whose picture is a part of art never trained on, its
title scrawled: an expansion's card as far as the model can tell; and that
art whole: a character, a Gold Rush or High Noon card, nothing to read) are laid on
the ``tune`` tables (:mod:`camera_training.synthetic.laid`; the bench judges on the
``eval`` ones) and read with the deck list under each of :data:`CANDIDATES`.
The bar also changes the reader's search (a read the witness makes sure ends
it), so each candidate is judged on the reads its own search made. Printed:
the lowest candidate under which no scene reads a wrong card or a wrong suit
alone, and no card of no known kind is given one; that goes into
``camera.witness.KIND_SURE``. The WildWest faces are the ones the model
learnt (on other tables): the bench's other sources judge it.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass

import cv2
import numpy as np

from bench.photos import photoset
from camera.flatten import orientations, warp
from camera.kind_model import kind_model
from camera.reader import Reader
from camera.witness import Deck, kind_of
from camera_training import calibrate_bang
from camera_training.bang import _on_grey
from camera_training.kind import SOURCE, art, pictured_over, scrawled
from camera_training.synthetic.laid import laid_scene
from cards_data.loader import load_bang

SEED = 20261207
CANDIDATES = (0.9, 0.95, 0.98, 0.99, 0.995)


@dataclass
class Count(calibrate_bang.Count):
    """What one candidate's reads of the scenes came to, and how many cards of
    no known kind were given one."""

    unknown_named: int = 0

    def fits(self) -> bool:
        return super().fits() and self.unknown_named == 0

    def __str__(self) -> str:
        return f"{super().__str__()}, no known kind named one {self.unknown_named}"


def faces() -> list[tuple[np.ndarray, str, str]]:
    """Every WildWest face with its rank and suit."""
    cache = photoset.default_cache()
    out = []
    for photo in photoset.read_manifest(photoset.MANIFEST.with_name("bang_faces.csv")):
        if photo.source == SOURCE:
            image = _on_grey(cv2.imread(str(cache / photo.cached), cv2.IMREAD_UNCHANGED))
            if image is not None:
                out.append((cv2.resize(image, (240, 336)), photo.rank, photo.suit))
    return out


def judged(bar: float, scenes: list, deck: Deck) -> Count:
    """How the scenes read with the deck list, the kind at ``bar``."""
    reader = Reader(deck=deck, kind_bar=bar)
    count = Count()
    for scene, rank, suit, known in scenes:
        read = reader.read_image(scene.image, expect="bang")
        count.add(read, rank, suit)
        if not known and read.quad is not None:
            views = [warp(scene.image, q) for q in orientations(read.quad)]
            count.unknown_named += kind_of(kind_model().classify(views), bar) is not None
    return count


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--scenes", type=int, default=4, help="scenes per face, known and not")
    args = ap.parse_args(argv)
    deck = load_bang().indexes()  # the deck list, as the bench and the app build it
    pictures = art("calib")
    scenes = []
    for k, (face, rank, suit) in enumerate(faces()):
        rng = np.random.default_rng([SEED, k])
        for _ in range(args.scenes):
            scenes.append((laid_scene(face, rng, "tune"), rank, suit, True))
            other = pictured_over(face, pictures[int(rng.integers(len(pictures)))], rng)
            scenes.append((laid_scene(scrawled(other, rng), rng, "tune"), rank, suit, False))
            whole = cv2.resize(pictures[int(rng.integers(len(pictures)))], (240, 336))
            scenes.append((laid_scene(whole, rng, "tune"), "", "", False))
    calibrate_bang.lowest("KIND_SURE", CANDIDATES, lambda bar: judged(bar, scenes, deck))
    return 0


if __name__ == "__main__":
    sys.exit(main())
