"""The card reader on pictures where nothing is printed to read: it must name
nothing.

    python bench/camera_negatives.py [--scenes 12] [--seed 7] [--cases]

The negative set is ``bench/photos/duel_art.csv`` (rebuilt by
``bench/photos/rebuild.py --manifest bench/photos/duel_art.csv``): 34 scans of
real BANG! The Duel card art, cropped so that the corner where the Duel prints
its draw! symbol is cut away; no index either. Each scan is read as it is
(about 2500 px square, shrinking included) and laid on a table ``--scenes``
times: the art across the top of a card of BANG! proportions, paper below
where the card prints its text, in the webcam scenes of ``camera_training.synthetic.laid``
(720p or 480p, the card 200-400 px tall at any angle, tilt, lamp, blur, JPEG,
a card back beside it half the time, a hand over its edge a third); the same
scenes under every expectation.

Per expectation (None, "index", "bang", "symbol", and "bang" with the base
game's deck list, whose kinds witness the index) and per way it is shown:
images, card found, how many came back naming anything surely (a rank, suit or
symbol of a read with ``unsure is None``, or a suit named alone by an unsure
read), what they named, CPU ms. The target is 0 named under every expectation:
a confident name on a negative is a confident misread. ``--cases`` lists each
(file, scene, expectation, what was named, confidence).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one core, before numpy loads
os.environ.setdefault("OMP_NUM_THREADS", "1")

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent / "photos"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


from camera_bang import base_deck
from duel_art import DUEL_ART
from photoset import default_cache, read_manifest

from camera.reader import CardRead, Reader
from camera_training.synthetic.laid import laid
from camera_training.synthetic.scenes import BANG_ASPECT

DECK = "bang+deck"  # read as "bang", the base game's deck list passed (camera.witness)
EXPECTATIONS = (None, "index", "bang", "symbol", DECK)
PAPER = (216, 222, 222)  # the scans' own pale strip below the art (BGR)
MARGIN = 0.04  # of the card's width, paper around the art


def named(read: CardRead) -> str | None:
    """What a read names surely: its card or symbol, or a suit named alone."""
    if read.unsure is None and (read.symbol or read.rank or read.suit):
        return read.label
    if read.suit:
        return f"{read.suit} (suit alone)"
    return None


def on_card(art: np.ndarray) -> np.ndarray:
    """The art across the top of a card of BANG! proportions (a Duel card's
    picture above its text), paper around it and below; nothing printed in
    its corners but the art's own."""
    h, w = art.shape[:2]
    margin = round(MARGIN * w)
    card_w = w + 2 * margin
    card_h = max(round(card_w / BANG_ASPECT), h + 2 * margin)
    card = np.full((card_h, card_w, 3), PAPER, np.uint8)
    card[margin : margin + h, margin : margin + w] = art
    return card


@dataclass
class Tally:
    images: int = 0
    found: int = 0
    named: Counter[str] = field(default_factory=Counter)
    ms: list[float] = field(default_factory=list)
    cases: list[str] = field(default_factory=list)

    def add(self, what: str, image: np.ndarray, reader: Reader, expect: str | None) -> None:
        self.images += 1
        start = time.thread_time()
        read = reader.read_image(image, expect="bang" if expect == DECK else expect)
        self.ms.append((time.thread_time() - start) * 1000)
        self.found += read.quad is not None
        name = named(read)
        if name:
            self.named[name] += 1
            self.cases.append(f"{what}, expect={expect}: {name} at {read.confidence:.3f}")

    def line(self, name: str) -> str:
        what = ", ".join(f"{k} {n}" for k, n in self.named.most_common()) or "-"
        mean, p95 = np.mean(self.ms), np.percentile(self.ms, 95)
        return (
            f"  {name:28s} {self.images:4d} images, card found {self.found:4d},"
            f" named {self.named.total():3d} ({what}); ms (cpu) mean {mean:.0f}, p95 {p95:.0f}"
        )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenes", type=int, default=12, help="table scenes per scan")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--cases", action="store_true", help="list every read that named")
    names = [str(e) for e in EXPECTATIONS]
    parser.add_argument("--only", nargs="*", choices=names, help="only these expectations")
    parser.add_argument("--cache", type=Path, default=default_cache())
    args = parser.parse_args(argv)
    photos = [p for p in read_manifest(DUEL_ART) if (args.cache / p.cached).is_file()]
    if not photos:
        print(f"no Duel art in {args.cache}: bench/photos/rebuild.py --manifest {DUEL_ART}")
        return 1
    reader, with_deck = Reader(), Reader(deck=base_deck())
    expectations = [e for e in EXPECTATIONS if not args.only or str(e) in args.only]
    ways = ("as it is", "laid on a table")
    tallies = {(expect, way): Tally() for expect in expectations for way in ways}
    for k, photo in enumerate(photos):
        name = Path(photo.path).name
        art = cv2.imread(str(args.cache / photo.cached))
        rng = np.random.default_rng([args.seed, k])
        card = on_card(art)
        shown = [(ways[0], name, art)]
        shown += [(ways[1], f"{name} scene {s}", laid(card, rng)) for s in range(args.scenes)]
        for way, what, image in shown:
            for expect in expectations:
                by = with_deck if expect == DECK else reader
                tallies[expect, way].add(what, image, by, expect)
    cases: list[str] = []
    for expect in expectations:
        print(f"expect={expect}:")
        for way in ways:
            print(tallies[expect, way].line(way))
            cases += tallies[expect, way].cases
    if args.cases:
        print("named:" if cases else "named: none")
        for case in cases:
            print(f"  {case}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
