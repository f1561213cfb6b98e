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
wants is the players' to say. The scenes are :mod:`camera_training.synthetic.laid`'s,
on the ``eval`` split's tables and lights (never the ones the reader was
calibrated on); only ``dev`` faces are judged by default: kinds no model was
trained on.

Each scene is read as the app reads a BANG! draw! card (``expect="bang"``) and
tallied as ``bench/camera_photos.py`` tallies a photo: card found, right,
confidently wrong, unsure, CPU ms, and how each draw! check would be decided.
``--faces`` also reads each face alone, as scanned or drawn.

``--why`` tells, source by source, where the scenes that do not read right are
lost, against where the scene laid the card (its true outline): the card's
outline never read (every outline read has a corner further from the card's
than ``MATCH`` of its height), or read with its index unsure. Beside it:
in how many scenes any outline pass finds the card's outline (every pass run,
whatever the budget), and how the card reads on its true outline, what a
perfect finder would give (its likeliest card right; sure and right, or
wrong).

``--deck`` reads as the app's BANG! game does once it passes the base game's
deck list (``cards_data``): the whole card's kind is then a second witness of
the index (``camera.witness``). Each source's scenes are also told apart by
what the face is to that deck: a card of it, a base-game kind that an
expansion prints with another index ("off deck": the Dodge City Barrel is
the A of clubs), or an expansion's own kind; and the kind model is judged
(``--kinds``, alone, on the face's own outline, and on the outline the read
found): a base kind named right or wrong, an expansion's card named any kind
(wrong) or none (right).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import Counter
from dataclasses import dataclass, field
from itertools import groupby
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one core, before numpy loads
os.environ.setdefault("OMP_NUM_THREADS", "1")

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent / "photos"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bang_faces import BANG_FACES, face_kind
from camera_photos import Tally, load
from photoset import Photo, default_cache, read_manifest

from camera.detect import CardFinder
from camera.flatten import orientations, warp
from camera.index import BANG_RIM
from camera.kind_model import kind_model
from camera.outline import card_height
from camera.reader import CardRead, Reader
from camera.steps import finish
from camera.witness import KIND_SURE, Deck, kind_of
from camera_training.bang import foreign_half
from camera_training.synthetic.laid import laid_scene
from cards_data.loader import load_bang

PAPER_WHITE = 235  # a scanned sheet's paper, around the cards cut out of it
RIM = BANG_RIM  # the white rim given back around a scanned card's printed frame
# An outline is the card's when each of its corners lies within this share of
# the card's height of the true one (10-20 px for a card 200-400 px tall).
MATCH = 0.05


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


def base_deck() -> Deck:
    """The base game's deck list, as the app's BANG! game passes it to the reader."""
    return load_bang().indexes()


def to_deck(photo: Photo, deck: Deck) -> str:
    """What ``photo``'s card is to ``deck``: "in deck", "off deck" (a kind of
    the deck with an index none of its copies carries) or "expansion kind"."""
    kind = face_kind(photo)
    if kind is None or kind not in deck:
        return "expansion kind"
    return "in deck" if (photo.rank, photo.suit) in deck[kind] else "off deck"


@dataclass
class Kinds:
    """How the kind model named one source's cards."""

    right: int = 0
    wrong: int = 0
    none: int = 0
    wrongs: Counter[str] = field(default_factory=Counter)

    def add(self, named: str | None, truth: str | None) -> None:
        if named is None:
            self.none += truth is not None
            self.right += truth is None
        elif named == truth:
            self.right += 1
        else:
            self.wrong += 1
            self.wrongs[f"{truth} as {named}"] += 1

    def line(self, name: str) -> str:
        n = self.right + self.wrong + self.none
        worst = ", ".join(f"{k} {v}" for k, v in self.wrongs.most_common(4))
        wrong = f"{self.wrong} ({worst})" if worst else "0"
        return (
            f"  {name:32s} kinds: right {self.right} ({100 * self.right / max(n, 1):.1f}%),"
            f" wrong {wrong}, a base kind not named {self.none}"
        )


def seen_kind(image: np.ndarray, quad: np.ndarray | None) -> str | None:
    """The kind the reader's witness takes from the card at ``quad`` (None
    where it names none at its bar)."""
    if quad is None:
        return None
    views = [warp(image, order) for order in orientations(quad)]
    return kind_of(kind_model().classify(views), KIND_SURE)


def bang_photos(role: str) -> list[Photo]:
    """The faces of ``role`` ("dev", "train" or "all"), source by source."""
    photos = [p for p in read_manifest(BANG_FACES) if role in ("all", p.role)]
    return sorted(photos, key=lambda p: p.source)


def report(
    photos: list[Photo],
    cache: Path,
    scenes: int,
    seed: int = 7,
    faces: bool = False,
    deck: Deck | None = None,
    kinds: bool = False,
) -> None:
    reader = Reader(deck=deck)
    last: list[CardRead] = []

    def read(image: np.ndarray) -> CardRead:
        last[:] = [reader.read_image(image, expect="bang")]
        return last[0]

    loaded = [(p, face_of(p, img)) for p in photos if (img := load(p, cache)) is not None]
    if not loaded:
        print(f"no BANG! faces in {cache}: bench/photos/rebuild.py --manifest {BANG_FACES}")
        return
    total = Tally()
    groups = ("in deck", "off deck", "expansion kind")
    for source, its in groupby(loaded, key=lambda pf: pf[0].source):
        tally, alone = Tally(), Tally()
        parts = {g: Tally() for g in groups}
        own, found = Kinds(), Kinds()
        for k, (photo, face) in enumerate(its):
            if foreign_half(photo) == "calib":
                continue  # the reader's bars were set on it (camera_training.bang)
            rng = np.random.default_rng([seed, k])
            part = parts[to_deck(photo, deck or base_deck())]
            for _ in range(scenes):
                scene = laid_scene(face, rng)
                tally.add(photo, scene.image, read)
                part.add(photo, scene.image, lambda _: last[0])
                part.ms[-1] = tally.ms[-1]  # the read's own time, not the look-up's
                if kinds:
                    truth = face_kind(photo)
                    own.add(seen_kind(scene.image, scene.cards[-1].quad), truth)
                    found.add(seen_kind(scene.image, last[0].quad), truth)
            if faces:
                alone.add(photo, face, read)
        print(tally.line(f"{source} scenes") + "\n" + tally.draw_line(), flush=True)
        for group, part in parts.items():
            if part.images and part.images < tally.images:
                print(part.line(f"- {group}") + "\n" + part.draw_line(), flush=True)
        if kinds:
            print(own.line(f"{source} on its own outline"), flush=True)
            print(found.line(f"{source} on the read's outline"), flush=True)
        if faces:
            print(alone.line(f"{source} faces"), flush=True)
        total += tally
    print(total.line("all scenes") + "\n" + total.draw_line(), flush=True)


def same_outline(found: np.ndarray | None, truth: np.ndarray) -> bool:
    """Whether ``found`` is the card's outline ``truth``, whichever corner it starts at."""
    if found is None:
        return False
    far = MATCH * card_height(truth)
    for order in (found, found[::-1]):
        for k in range(4):
            if np.linalg.norm(np.roll(order, k, axis=0) - truth, axis=1).max() <= far:
                return True
    return False


WHY = ("right", "wrong", "outline not read", "outline read, index unsure")


class _Logged(Reader):
    """The reader, noting every outline it reads a card on."""

    def __init__(self) -> None:
        super().__init__()
        self.outlines: list[np.ndarray] = []

    def _read_card(self, img, quad, expect):  # type: ignore[no-untyped-def]
        self.outlines.append(quad)
        return (yield from super()._read_card(img, quad, expect))


def why(photos: list[Photo], cache: Path, scenes: int, seed: int = 7) -> None:
    """Where the scenes are lost, source by source (see the module's docstring)."""
    reader = _Logged()
    loaded = [(p, face_of(p, img)) for p in photos if (img := load(p, cache)) is not None]
    totals = dict.fromkeys((*WHY, "a pass finds it", "true: likeliest", "true: right"), 0)
    totals |= {"true: wrong": 0, "n": 0}
    for source, its in groupby(loaded, key=lambda pf: pf[0].source):
        count = dict.fromkeys(totals, 0)
        for k, (photo, face) in enumerate(its):
            rng = np.random.default_rng([seed, k])
            want = (photo.rank, photo.suit)
            for _ in range(scenes):
                scene = laid_scene(face, rng)
                truth = scene.cards[-1].quad
                reader.outlines = []
                read = reader.read_image(scene.image, expect="bang")
                count["n"] += 1
                if read.unsure is None:
                    count["right" if (read.rank, read.suit) == want else "wrong"] += 1
                elif any(same_outline(q, truth) for q in reader.outlines):
                    count["outline read, index unsure"] += 1
                else:
                    count["outline not read"] += 1
                finder = CardFinder(scene.image)
                passes = (finish(finder.search(p)) for p in CardFinder.ORDER)
                count["a pass finds it"] += any(same_outline(q, truth) for qs in passes for q in qs)
                on_truth = finish(Reader._read_card(reader, scene.image, truth, "bang"))
                count["true: likeliest"] += on_truth.likeliest == want
                if on_truth.unsure is None:
                    right = (on_truth.rank, on_truth.suit) == want
                    count["true: right" if right else "true: wrong"] += 1
        print(_why_line(source, count), flush=True)
        totals = {key: totals[key] + count[key] for key in totals}
    print(_why_line("all", totals), flush=True)


def _why_line(name: str, count: dict[str, int]) -> str:
    n = max(count["n"], 1)

    def shown(key: str) -> str:  # a wrong read is told by its count
        return str(count[key]) if key.endswith("wrong") else f"{100 * count[key] / n:.1f}%"

    parts = ", ".join(f"{key} {shown(key)}" for key in count if key != "n")
    return f"  {name:18s} {count['n']:5d} scenes: {parts}"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenes", type=int, default=12, help="scenes per face")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--role", choices=("dev", "train", "all"), default="dev")
    parser.add_argument("--faces", action="store_true", help="also read each face alone")
    parser.add_argument("--why", action="store_true", help="where the scenes are lost")
    parser.add_argument("--deck", action="store_true", help="pass the base game's deck list")
    parser.add_argument("--kinds", action="store_true", help="judge the kind model too")
    parser.add_argument("--sources", nargs="*", help="only these sources")
    parser.add_argument("--cache", type=Path, default=default_cache())
    args = parser.parse_args(argv)
    photos = [p for p in bang_photos(args.role) if not args.sources or p.source in args.sources]
    if args.why:
        why(photos, args.cache, args.scenes, args.seed)
        return 0
    deck = base_deck() if args.deck else None
    report(photos, args.cache, args.scenes, args.seed, args.faces, deck, args.kinds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
