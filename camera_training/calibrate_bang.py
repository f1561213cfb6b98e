"""Set the BANG! index model's bars on whole scenes of the calibration faces.

    python -m camera_training.calibrate_bang [--scenes 30] [--foreign-scenes 12]

Each ``calib`` face (:mod:`camera_training.bang`: train faces the model never
learnt) and each face of the foreign print's calibration half (``foreign``:
a print the model never learns, whose other half the bench judges) is laid
on the ``tune`` split's tables (:mod:`camera_training.synthetic.laid`; the
bench judges on the ``eval`` split's) and read as the app reads a BANG!
draw! card, with and without the base game's deck list, under each
candidate of :data:`CANDIDATES` (rank, suit, suit without its rank). The
bars also end the reader's search, so each candidate is judged on the reads
its own search made. Printed: the lowest candidate whose reads name no wrong
part and no wrong suit alone (which settles a Barrel) on any scene; that
goes into ``camera.index.BANG_BARS``. Bars set on the one edition's faces
alone were too low for the foreign print.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

import numpy as np

from camera.reader import CardRead, Reader
from camera_training.bang import face_images
from camera_training.synthetic.laid import laid
from cards_data.loader import load_bang

T = TypeVar("T")
SEED = 20261205
CANDIDATES = (
    (0.9, 0.95, 0.99),
    (0.95, 0.97, 0.995),
    (0.98, 0.99, 0.998),
    (0.99, 0.995, 0.999),
    (0.995, 0.998, 0.9995),
    (0.998, 0.999, 0.9999),
)


@dataclass
class Count:
    """What one candidate's reads of the scenes came to."""

    scenes: int = 0
    right: int = 0
    wrong: int = 0
    suit_alone_wrong: int = 0

    def add(self, read: CardRead, rank: str, suit: str) -> None:
        self.scenes += 1
        named_wrong = (read.rank not in (None, rank)) or (read.suit not in (None, suit))
        self.right += (read.rank, read.suit) == (rank, suit)
        self.wrong += named_wrong
        self.suit_alone_wrong += named_wrong and read.rank is None

    def fits(self) -> bool:
        return self.wrong == 0 and self.suit_alone_wrong == 0

    def __str__(self) -> str:
        return (
            f"{self.scenes} scenes, right {self.right / max(self.scenes, 1):.1%}, "
            f"wrong {self.wrong}, suit alone wrong {self.suit_alone_wrong}"
        )


def judged(bars: tuple[float, float, float], scenes: list[tuple[np.ndarray, str, str]]) -> Count:
    """Each scene read without and with the base game's deck list (counted twice)."""
    readers = (Reader(bang_bars=bars), Reader(bang_bars=bars, deck=load_bang().indexes()))
    count = Count()
    for image, rank, suit in scenes:
        for reader in readers:
            count.add(reader.read_image(image, expect="bang"), rank, suit)
    return count


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--scenes", type=int, default=30, help="scenes per calibration face")
    ap.add_argument("--foreign-scenes", type=int, default=12, help="per foreign face")
    args = ap.parse_args(argv)
    scenes = []
    for part, count in (("calib", args.scenes), ("foreign", args.foreign_scenes)):
        for k, (face, rank, suit) in enumerate(face_images(part)):
            rng = np.random.default_rng([SEED, k])
            scenes += [(laid(face, rng, "tune"), rank, suit) for _ in range(count)]
    lowest("BANG_BARS", CANDIDATES, lambda bars: judged(bars, scenes))
    return 0


def lowest(name: str, candidates: Sequence[T], judge: Callable[[T], Count]) -> T | None:
    """The first of ``candidates`` whose judged count fits, each count printed,
    the choice printed as the constant ``name``'s value."""
    chosen = None
    for candidate in candidates:
        c = judge(candidate)
        print(f"{candidate}: {c}", flush=True)
        if chosen is None and c.fits():
            chosen = candidate
    print(f"{name} = {chosen}" if chosen else "no candidate keeps the wrong reads down")
    return chosen


if __name__ == "__main__":
    sys.exit(main())
