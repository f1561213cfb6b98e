"""Real index crops from the photo sets' train sources, cut by the reader's
own pipeline, labelled by the manifest (``bench/photos``). Dev sources are
never read here: they judge the model.

Each photo gives the candidates the reader would judge (the card found and
flattened, or the whole picture taken as the card: some sources show the
card filling the frame, or already cut out), plus fixed windows for a source
that shows only a card's corner. A first model (trained on drawn crops only,
by the same run) picks among them, since a card's corners also hold pips and
artwork, which must not be taught as its index. A candidate may be kept when
that model names the labelled card, or, so that the crops it cannot read yet
are taught too, when it sits where an index is printed (near a corner of the
flattened card), looks like an index to the model (a rank and a suit, not
"none") and the labelled card is among its likelier readings. Of those, the
two where the labelled card is likeliest are kept. Photos are split by a
hash of their path: a ``held`` share never trains and calibrates instead.
"""

from __future__ import annotations

import functools
import hashlib
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import cv2
import numpy as np

import camera.detect
import camera.edges
import camera.flatten
import camera.index
import camera.outline
import camera.rebuild
from bench.photos import photoset
from camera.corner_model import RANK_CLASSES, SUIT_CLASSES, CornerGuess, CornerModel
from camera.detect import find_cards
from camera.flatten import CARD_H, CARD_W, orientations, picture_corners, warp
from camera.index import MARGIN, Box, index_boxes, window
from camera.reader import shrunk
from camera_training.data import Examples, cache_dir, kept

PHOTOS = Path(__file__).resolve().parents[1] / "bench" / "photos"
HELD_SHARE = 0.2  # of each source's photos, for calibration only
MOST_PHOTOS = 2000  # read of each source (evenly spread): thousands of shots of one deck add little
MANY_DECKS = frozenset({"kaggle53-crops"})  # sources of many decks, read whole
KEEP = 2  # candidates kept per photo, at most
# Where an index is printed: a box centred within this share of the card's
# width and of its height from a corner (the card's pips lie further in).
INDEX_PLACE = 0.2
# An index-placed candidate counts when the labelled rank is among the first
# model's likeliest ranks and the labelled suit among its likeliest suits
# ("none" aside): a crop it misreads, not one it reads as something else.
LIKELIER_RANKS, LIKELIER_SUITS = 3, 2
# The modules whose code decides the crops a photo gives.
CUTTING = (
    camera.detect,
    camera.edges,
    camera.outline,
    camera.rebuild,
    camera.flatten,
    camera.index,
)
WINDOWS = (0.5, 0.65, 0.8)  # fixed square windows, as a share of the picture's shorter side


@functools.cache
def _selector(path: str) -> CornerModel:
    return CornerModel(Path(path))


def held(path: str) -> bool:
    """Whether a photo is in the held-out share (stable across runs)."""
    return hashlib.sha256(path.encode()).digest()[0] < 256 * HELD_SHARE


def candidates(img: np.ndarray) -> list[tuple[np.ndarray, Box]]:
    """Every (picture, index box) the reader would judge in this photo, and
    fixed windows."""
    img, _ = shrunk(img)
    h, w = img.shape[:2]
    quads = find_cards(img, 1) or [picture_corners(w, h)]
    views = [warp(img, order) for order in orientations(quads[0])]
    views.append(cv2.resize(img, (CARD_W, CARD_H), interpolation=cv2.INTER_AREA))
    pairs = [pair for view in views for pair in index_boxes(view)]
    side = min(h, w)
    for share in WINDOWS:
        s = int(share * side)
        inset = s * MARGIN / (1 + 2 * MARGIN)
        for y in (0, (h - s) // 2, h - s):
            for x in (0, (w - s) // 2, w - s):
                pairs.append((img, (x + inset, y + inset, x + s - inset, y + s - inset)))
    return pairs


def index_placed(image: np.ndarray, box: Box) -> bool:
    """Whether ``box`` lies where a card prints its index: ``image`` is a
    flattened card and the box's centre is near one of its corners."""
    if image.shape[:2] != (CARD_H, CARD_W):
        return False
    cx, cy = (box[0] + box[2]) / 2 / CARD_W, (box[1] + box[3]) / 2 / CARD_H
    return min(cx, 1 - cx) < INDEX_PLACE and min(cy, 1 - cy) < INDEX_PLACE


def _among_likelier(probs: np.ndarray, label: int, none: int, most: int) -> bool:
    """Whether class ``label`` is among the ``most`` likeliest, "none" aside,
    and "none" is not the likeliest reading."""
    others = np.delete(probs, none)
    return probs[none] < 0.5 and probs[label] >= np.sort(others)[-most]


def chosen(
    pairs: list[tuple[np.ndarray, Box]], guesses: list[CornerGuess], rank: str, suit: str
) -> list[int]:
    """The candidates kept for a photo of ``rank`` of ``suit``: the KEEP
    likeliest to show it of those the first model names as it or that are
    index-placed, index-like, and read with the label among the likelier."""
    r, s = RANK_CLASSES.index(rank), SUIT_CLASSES.index(suit)
    nr, ns = RANK_CLASSES.index(None), SUIT_CLASSES.index(None)
    likely = [g.rank_probs[r] * g.suit_probs[s] for g in guesses]
    fit = [
        i
        for i, (g, (image, box)) in enumerate(zip(guesses, pairs, strict=True))
        if (g.rank, g.suit) == (rank, suit)
        or (
            index_placed(image, box)
            and _among_likelier(g.rank_probs, r, nr, LIKELIER_RANKS)
            and _among_likelier(g.suit_probs, s, ns, LIKELIER_SUITS)
        )
    ]
    return sorted(fit, key=lambda i: -likely[i])[:KEEP]


def _labelled(args: tuple[str, str, str, str]) -> list[tuple[np.ndarray, np.ndarray, int, int]]:
    cached, rank, suit, selector = args
    img = cv2.imread(cached)
    if img is None:
        return []
    pairs = candidates(img)
    crops = [window(image, box, 1 + 2 * MARGIN) for image, box in pairs]
    guesses = _selector(selector).classify(crops)
    r, s = RANK_CLASSES.index(rank), SUIT_CLASSES.index(suit)
    return [(*kept(*pairs[i]), r, s) for i in chosen(pairs, guesses, rank, suit)]


def photos(split: str) -> list:
    """The train sources' photos in ``split`` ("train" or "held"), at most
    MOST_PHOTOS of each one-deck source before the split."""
    out = []
    for source in sorted({p.source for p in photoset.read_manifest() if p.role == "train"}):
        its = [p for p in photoset.read_manifest() if p.source == source]
        if source not in MANY_DECKS:
            its = its[:: -(-len(its) // MOST_PHOTOS)]
        out += [p for p in its if held(p.path) == (split == "held")]
    return out


def real(split: str, selector: Path, jobs: int = 2) -> Examples:
    """The kept crops of ``split``'s photos, chosen by the ``selector``
    model, cached under a hash of the selector, the modules that find, flatten
    and cut them, and those photos' rows (a dev source added to the manifest
    cuts nothing anew)."""
    chosen = photos(split)
    rows = "\n".join(f"{p.cached},{p.rank},{p.suit},{p.sha256}" for p in chosen).encode()
    cutting = b"".join(Path(m.__file__).read_bytes() for m in CUTTING)
    inputs = selector.read_bytes() + Path(__file__).read_bytes() + cutting + rows
    tag = hashlib.sha256(inputs).hexdigest()[:10]
    path = cache_dir() / f"real-{split}-{tag}.npz"
    if path.is_file():
        return Examples.load(path)
    cache = photoset.default_cache()
    tasks = [(str(cache / p.cached), p.rank, p.suit, str(selector)) for p in chosen]
    with ProcessPoolExecutor(jobs) as pool:
        found = [c for part in pool.map(_labelled, tasks, chunksize=32) for c in part]
    examples = Examples.of(found)
    examples.save(path)
    return examples
