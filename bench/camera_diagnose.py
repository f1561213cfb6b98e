"""Where the reader's outline reads fail on real photos, photo by photo: the
card not found, no crop the model reads as the labelled card, the right crop
there but another one chosen, the right crop chosen but below the sure bars,
or a sure read (right or wrong). The read without an outline
(``camera.loose``), which follows where these leave a card unsure, is left
out: its crops are not a card's corners.

    python bench/camera_diagnose.py [--sources kentdoan-phone,...] [--sheets DIR]

Prints a table per source and writes contact sheets (``--sheets``, default
/tmp/camera-diagnose): one row per photo, the flattened card (as the reader
chose it) and then its crops, each labelled with the model's top rank and
suit and its weaker probability, green where that is the labelled card;
the last, marked W, are the index windows, which only back a card another
crop names (so "no right crop" counts the other crops only).
Looking at them tells a crop that misses the index from an index the model
misreads.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent / "photos"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from photoset import Photo, default_cache, read_manifest

from camera.corner_model import CornerGuess
from camera.flatten import orientations, warp
from camera.index import index_crops, sure, window_crops
from camera.reader import Reader, shrunk

DEV = ("babak-webcam", "kentdoan-phone", "minemaarten-phone")
OUTCOMES = ("sure right", "sure wrong", "right unsure", "right crop not chosen", "no right crop")
CELL = 64  # px of a crop in the sheets
ROWS = 12  # photos per sheet


@dataclass
class Diagnosis:
    """One photo's read and the crops behind it."""

    photo: Photo
    outcome: str
    card: np.ndarray | None
    crops: list[np.ndarray]
    guesses: list[CornerGuess]
    windows: int = 0  # the last crops are the views' index windows


def diagnose(reader: Reader, photo: Photo, image: np.ndarray) -> Diagnosis:
    """How the reader's read of ``image`` went, and where the right crop was."""
    read = reader.read_image(image, "index")
    truth = (photo.rank, photo.suit)
    if read.quad is None:
        return Diagnosis(photo, "card not found", None, [], [])
    small, scale = shrunk(image)
    quad = read.quad * np.float32(scale)
    views = [warp(small, order) for order in orientations(quad)]
    crops = [c for v in views for c in index_crops(v)]
    framed = [c for v in views for _, c in window_crops(v)]
    guesses = reader.model.classify(crops + framed)
    right = [g for g in guesses[: len(crops)] if (g.rank, g.suit) == truth]
    if read.unsure is None:
        outcome = "sure right" if (read.rank, read.suit) == truth else "sure wrong"
    elif (read.rank, read.suit) == truth:
        outcome = "right unsure"
    else:
        outcome = "right crop not chosen" if right else "no right crop"
    return Diagnosis(photo, outcome, views[0], crops + framed, guesses, len(framed))


def _cell(img: np.ndarray, text: str, good: bool) -> np.ndarray:
    h, w = img.shape[:2]
    s = CELL / max(h, w)
    small = cv2.resize(img, (max(1, int(w * s)), max(1, int(h * s))))
    out = np.full((CELL + 14, CELL, 3), 255, np.uint8)
    out[: small.shape[0], : small.shape[1]] = small
    colour = (0, 150, 0) if good else (0, 0, 200)
    cv2.putText(out, text, (1, CELL + 11), cv2.FONT_HERSHEY_PLAIN, 0.8, colour, 1)
    return out


def _row(d: Diagnosis, width: int) -> np.ndarray:
    truth = (d.photo.rank, d.photo.suit)
    blank = np.full((CELL, CELL, 3), 200, np.uint8)
    head = f"{d.photo.rank}{d.photo.suit[0]} {d.outcome[:10]}"
    cells = [_cell(d.card if d.card is not None else blank, head, d.outcome == "sure right")]
    for i, (crop, g) in enumerate(zip(d.crops, d.guesses, strict=True)):
        window = "W" if i >= len(d.crops) - d.windows else ""
        name = f"{window}{g.rank or '-'}{(g.suit or '-')[0]} {min(g.rank_p, g.suit_p):.2f}"
        cells.append(_cell(crop, name, (g.rank, g.suit) == truth and sure(g)))
    row = np.hstack(cells)
    pad = np.full((row.shape[0], max(0, width - row.shape[1]), 3), 255, np.uint8)
    return np.hstack([row, pad])[:, :width]


def write_sheets(found: list[Diagnosis], out: Path, name: str) -> None:
    """Contact sheets of the photos not read surely right, ROWS per file."""
    bad = [d for d in found if d.outcome != "sure right"]
    width = CELL * 14
    for i in range(0, len(bad), ROWS):
        rows = [_row(d, width) for d in bad[i : i + ROWS]]
        cv2.imwrite(str(out / f"{name}-{i // ROWS:02d}.png"), np.vstack(rows))


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sources", default=",".join(DEV))
    ap.add_argument("--sheets", type=Path, default=Path("/tmp/camera-diagnose"))
    ap.add_argument("--photos", type=Path, default=default_cache())
    args = ap.parse_args(argv)
    args.sheets.mkdir(parents=True, exist_ok=True)
    # Unsure reads name their likeliest card too.
    reader = Reader(bars=(0.0, 0.0, 0.0), loose=None)
    wanted = args.sources.split(",")
    for source in wanted:
        photos = [p for p in read_manifest() if p.source == source]
        found = []
        for photo in photos:
            image = cv2.imread(str(args.photos / photo.cached))
            if image is not None:
                found.append(diagnose(reader, photo, image))
        counts = Counter(d.outcome for d in found)
        print(f"{source} ({len(found)} photos)")
        for outcome in ("card not found", *OUTCOMES):
            print(f"  {outcome:22s} {counts[outcome]:4d}")
        write_sheets(found, args.sheets, source)
    print(f"contact sheets in {args.sheets}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
