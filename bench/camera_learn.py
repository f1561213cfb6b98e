"""Measure the Duel calibration: another edition's symbols, before and after ``learn``.

    python bench/camera_learn.py [--decks 10] [--n 40] [--seed 5]

Each deck is an eval-split edition whose Duel symbols are drawn by
``camera_training.synthetic.editions`` (unlike the reader's default templates, as the
real deck will be). The calibration sees one calm shot of each symbol, as
``camera learn --images`` does; then ``n`` random scenes of that deck's Duel
cards (any table, pose, light and blur, card 15-60% of the frame height) are
read with the default templates and with the learnt ones. Prints accuracy,
confident misreads and unsure rate for both.

    python bench/camera_learn.py --photos [--splits 20] [--learn 13]

judges the deck's own examples (``camera.prototypes``) on the real dev photos
(``bench/photos``): for each dev source (one deck), ``--learn`` photos of
distinct cards are taken as the examples the players named, the source's
other photos are read without and with them; over ``--splits`` random
splits. The examples are photos whose card the reader found and read (it
then gives the read's embedding: a card it did not find teaches nothing);
every other photo is judged, found or not.

    python bench/camera_learn.py --bang [--scenes 4] [--splits 20] [--learn 13]

does the same on the real BANG! dev faces (``bench/photos/bang_faces.csv``),
each source one deck: every face laid ``--scenes`` times on the eval tables
(``camera_training.synthetic.laid``) and read as a BANG! draw! card.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections import Counter
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent / "photos"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from camera.learn import calibrate
from camera.prototypes import Prototypes
from camera.reader import CardRead, Reader
from camera.shapes import SYMBOLS
from camera.sources import open_source
from camera.templates import banks
from camera_training.synthetic.cards import CardSpec, Style, draw_card
from camera_training.synthetic.editions import other_symbols
from camera_training.synthetic.scenes import (
    Look,
    Pose,
    make_background,
    random_shot,
    random_style,
    shoot,
)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decks", type=int, default=10)
    parser.add_argument("--n", type=int, default=40, help="scenes read per deck")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--photos", action="store_true", help="deck examples on real photos")
    parser.add_argument("--splits", type=int, default=20, help="random splits per source")
    parser.add_argument("--learn", type=int, default=13, help="cards learnt per split")
    parser.add_argument("--bang", action="store_true", help="deck examples on real BANG! faces")
    parser.add_argument("--scenes", type=int, default=4, help="table scenes per BANG! face")
    args = parser.parse_args(argv)
    cv2.setNumThreads(1)
    if args.photos or args.bang:
        reads = _bang_reads(args.scenes) if args.bang else _photo_reads()
        print(f"deck examples: {args.learn} cards learnt, the rest judged, {args.splits} splits")
        for source, its in reads.items():
            _judge_examples(source, its, args.splits, args.learn)
        return 0
    default = Reader()
    outcome = {"default templates": Counter(), "after learn": Counter()}
    for deck in range(args.decks):
        rng = np.random.default_rng([args.seed, deck])
        style = replace(random_style(rng, "eval"), symbol_art=other_symbols)
        learnt = Reader(_learn(style, rng))
        for _ in range(args.n):
            spec = CardSpec("duel", symbol=str(rng.choice(SYMBOLS)))
            image = random_shot(spec, style, rng, "eval").image
            for name, reader in (("default templates", default), ("after learn", learnt)):
                outcome[name][_verdict(reader.read_image(image, "symbol"), spec)] += 1
    total = args.decks * args.n
    print(f"decks: {args.decks}, {args.n} Duel scenes each (eval split, seed {args.seed})")
    for name, c in outcome.items():
        shares = ", ".join(f"{k} {100 * c[k] / total:.1f}%" for k in ("right", "misread", "unsure"))
        print(f"  {name:17s} {shares} (misreads: {c['misread']})")
    return 0


def _photo_reads() -> dict[str, list[tuple[str, CardRead]]]:
    """Each dev source's photos, read as a deck of playing cards."""
    from camera_photos import load
    from photoset import default_cache, read_manifest

    reader, cache = Reader(), default_cache()
    reads: dict[str, list[tuple[str, CardRead]]] = {}
    for photo in sorted((p for p in read_manifest() if p.role == "dev"), key=lambda p: p.source):
        image = load(photo, cache)
        if image is not None:
            truth = f"{photo.rank} {photo.suit}"
            reads.setdefault(photo.source, []).append((truth, reader.read_image(image, "index")))
    return reads


def _bang_reads(scenes: int) -> dict[str, list[tuple[str, CardRead]]]:
    """Each BANG! dev source's faces laid on tables, read as BANG! draw! cards."""
    from camera_bang import bang_photos, face_of
    from camera_photos import load
    from photoset import default_cache

    from camera_training.synthetic.laid import laid

    reader, cache = Reader(), default_cache()
    reads: dict[str, list[tuple[str, CardRead]]] = {}
    for k, photo in enumerate(bang_photos("dev")):
        image = load(photo, cache)
        if image is None:
            continue
        face, rng = face_of(photo, image), np.random.default_rng([7, k])
        for _ in range(scenes):
            read = reader.read_image(laid(face, rng), "bang")
            reads.setdefault(photo.source, []).append((f"{photo.rank} {photo.suit}", read))
    return reads


def _judge_examples(source: str, reads: list, splits: int, learn: int) -> None:
    """One source's reads judged without and with ``learn`` of them as examples."""
    tally = {"without": Counter(), "with": Counter()}
    for split in range(splits):
        learnt, judged = _split(reads, learn, np.random.default_rng([split]))
        examples = Prototypes.none()
        for truth, read in learnt:
            assert read.embedding is not None
            examples = examples.add(read.embedding, *truth.split())
        for truth, read in judged:
            tally["without"][_photo_verdict(read, truth)] += 1
            tally["with"][_photo_verdict(examples.adapt(read), truth)] += 1
    total = sum(tally["without"].values())
    print(f"  {source}: {len(reads)} read, {total} judgements")
    for name, c in tally.items() if total else ():
        shares = ", ".join(f"{k} {100 * c[k] / total:.1f}%" for k in ("right", "misread", "unsure"))
        print(f"    {name:8s} examples: {shares} (misreads: {c['misread']})")


def _split(reads: list, learn: int, rng: np.random.Generator) -> tuple[list, list]:
    """``learn`` reads of distinct cards that hold an embedding, and all the others."""
    learnt, names = [], set()
    for i in rng.permutation(len(reads)):
        if len(learnt) < learn and reads[i][0] not in names and reads[i][1].embedding is not None:
            names.add(reads[i][0])
            learnt.append(i)
    return [reads[i] for i in learnt], [r for i, r in enumerate(reads) if i not in learnt]


def _photo_verdict(read: CardRead, truth: str) -> str:
    if read.rank is None or read.suit is None:
        return "unsure"
    return "right" if f"{read.rank} {read.suit}" == truth else "misread"


def _verdict(read: CardRead, spec: CardSpec) -> str:
    if read.unsure:
        return "unsure"
    return "right" if read.symbol == spec.symbol else "misread"


def _learn(style: Style, rng: np.random.Generator) -> dict:
    """The reader's templates after `learn` saw one calm shot of each symbol."""
    with tempfile.TemporaryDirectory() as folder:
        shots = Path(folder) / "shots"
        shots.mkdir()
        for i, symbol in enumerate(SYMBOLS):
            cv2.imwrite(str(shots / f"{i}_{symbol}.png"), _calm_shot(symbol, style, rng))
        out = Path(folder) / "templates.npz"
        with open_source(images=shots) as frames:
            calibrate(frames, out, say=lambda _: None)
        return banks(out)


def _calm_shot(symbol: str, style: Style, rng: np.random.Generator) -> np.ndarray:
    """The card held flat under the camera, on a plain table: what `learn` asks for."""
    spec = CardSpec("duel", symbol=symbol)
    card = draw_card(spec, style, rng)
    look = Look(background="beige", bg_seed=int(rng.integers(1 << 30)))
    pose = Pose(0.5, 0.5, 0.45, float(rng.uniform(0, 360)), tilt=float(rng.uniform(0, 15)))
    return shoot(make_background(look, (1280, 720)), [(spec, card, pose)], look, rng).image


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
