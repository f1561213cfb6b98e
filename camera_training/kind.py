"""Whole flattened cards, their kind labelled, for the kind model
(:mod:`camera_training.train_kind`).

Known kinds: every face of one source only, ``wildwest-faces`` of
``bench/photos/bang_faces.csv`` (the Italian/English base game, its kind in
its folder's name). The other BANG! sources (ajmitc's render of the same
edition, the Czech scans, the Dodge City scans) are never read here: they
judge the model. "Not a known kind" (class None): the same repository's
character, role and back pictures (BANG! art that names no playing card),
faces whose picture is replaced by a part of those or by a patchwork of
other kinds' pictures, and whose title is scrawled anew (an expansion's card
has the frame and the style, not the picture), and the generator's drawn
cards (poker, BANG!-like, Duel). Characters are split by a
hash of their name: a ``calib`` share never trains.

Each picture is laid on a table (:func:`camera_training.synthetic.laid.laid_scene`,
``train`` tables to train, ``tune`` ones to calibrate) and flattened along
its own outline moved as the card finder misses it (a few pixels per
corner, sometimes the inner frame), either way up; known faces also get
their title scrawled over a third of the time (the Czech print titles its
cards otherwise), and any card's frame is recoloured a third of the time.
"""

from __future__ import annotations

import hashlib
import zlib
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

from bench.photos import photoset
from camera.flatten import CARD_H, CARD_W, warp
from camera.kind_model import KIND_CLASSES, KIND_H, KIND_W
from camera_training.bang import _on_grey, recoloured
from camera_training.data import cache_dir
from camera_training.synthetic.cards import draw_card
from camera_training.synthetic.laid import laid_scene, strayed
from camera_training.synthetic.scenes import random_spec, random_style

SOURCE = "wildwest-faces"
WILDWEST = ("stephtelolahy/WildWest", "a9931a776b871d33cf1d835586f7522bcab886a7")
ART_FOLDERS = ("characters/", "roles/", "cards/01_back")
# WildWest's folder names that the deck list spells otherwise.
FOLDER_KINDS = {
    "catbalou": "cat_balou",
    "generalstore": "general_store",
    "wellsfargo": "wells_fargo",
    "carabine": "rev_carabine",
}
CALIB_SHARE = 0.3  # of the art pictures, by hash of the name, kept to calibrate on
# Where a base-game face prints its title and its picture (fractions of the
# flattened card: x0, y0, x1, y1).
TITLE = (0.1, 0.02, 0.9, 0.2)
PICTURE = (0.1, 0.2, 0.9, 0.72)
UNKNOWN = KIND_CLASSES.index(None)
RECOLOURED = 0.35  # of the cards, frame (and picture) turned to another hue


@dataclass
class Cards:
    """Flattened cards (N x KIND_H x KIND_W x 3, BGR uint8) and their class numbers."""

    images: np.ndarray
    kinds: np.ndarray


def wildwest_faces() -> list[tuple[np.ndarray, int]]:
    """Every WildWest face, flattened upright on grey, with its kind's class."""
    cache = photoset.default_cache()
    faces = []
    for photo in photoset.read_manifest(photoset.MANIFEST.with_name("bang_faces.csv")):
        if photo.source != SOURCE:
            continue
        folder = Path(photo.path).parent.parent.name
        kind = FOLDER_KINDS.get(folder, folder)
        image = _on_grey(cv2.imread(str(cache / photo.cached), cv2.IMREAD_UNCHANGED))
        if image is not None:
            faces.append((_flat(image), KIND_CLASSES.index(kind)))
    if not faces:
        raise SystemExit("no WildWest faces: bench/photos/rebuild.py --manifest bang_faces.csv")
    return faces


def art(part: str) -> list[np.ndarray]:
    """WildWest's character, role and back pictures of ``part`` ("fit" or
    "calib"), from the repository's git copy (``fetch``), cached."""
    store = cache_dir() / "kind-art"
    if not store.is_dir():
        from bench.photos.mirror import DEFAULT_MIRRORS, blobs, git_dir_of, tree

        repo, commit = WILDWEST
        git_dir = git_dir_of(repo, commit, DEFAULT_MIRRORS)
        paths = [
            p
            for p in tree(git_dir, commit)
            if p.endswith(".png") and any(f"Assets.xcassets/{f}" in p for f in ART_FOLDERS)
        ]
        store.mkdir(parents=True)
        for path, data in blobs(git_dir, commit, paths):
            if data is not None:
                (store / Path(path).name).write_bytes(data)
    pictures = []
    for path in sorted(store.glob("*.png")):
        share = zlib.crc32(path.stem.encode()) / 2**32
        if (share < CALIB_SHARE) == (part == "calib"):
            image = _on_grey(cv2.imread(str(path), cv2.IMREAD_UNCHANGED))
            if image is not None:
                pictures.append(image)
    return pictures


def _flat(image: np.ndarray) -> np.ndarray:
    return cv2.resize(image, (CARD_W, CARD_H), interpolation=cv2.INTER_AREA)


def _box(frac: tuple[float, float, float, float]) -> tuple[int, int, int, int]:
    x0, y0, x1, y1 = frac
    return round(x0 * CARD_W), round(y0 * CARD_H), round(x1 * CARD_W), round(y1 * CARD_H)


def scrawled(card: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """The card with its title band painted over by other words."""
    out = card.copy()
    x0, y0, x1, y1 = _box(TITLE)
    paper = np.percentile(card[y0:y1, x0:x1].reshape(-1, 3), 90, axis=0)
    out[y0:y1, x0:x1] = paper
    letters = "ABCDEFGHIKLMNOPRSTUVWYZ!"
    word = "".join(rng.choice(list(letters), int(rng.integers(4, 11))))
    font = int(rng.choice([cv2.FONT_HERSHEY_TRIPLEX, cv2.FONT_HERSHEY_COMPLEX, 0, 2]))
    scale = float(rng.uniform(0.7, 1.2))
    thick = int(rng.integers(2, 5))
    (w, h), _ = cv2.getTextSize(word, font, scale, thick)
    scale *= min(1.0, (x1 - x0 - 6) / max(w, 1))
    (w, h), _ = cv2.getTextSize(word, font, scale, thick)
    org = ((x0 + x1 - w) // 2, (y0 + y1 + h) // 2)
    cv2.putText(out, word, org, font, scale, (25, 25, 25), thick, cv2.LINE_AA)
    return out


def pictured_over(card: np.ndarray, picture: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """The card with its picture replaced by a random part of ``picture``."""
    out = card.copy()
    x0, y0, x1, y1 = _box(PICTURE)
    h, w = picture.shape[:2]
    cw, ch = int(w * rng.uniform(0.5, 1)), int(h * rng.uniform(0.5, 1))
    cx, cy = int(rng.integers(0, w - cw + 1)), int(rng.integers(0, h - ch + 1))
    part = picture[cy : cy + ch, cx : cx + cw]
    if rng.random() < 0.5:
        part = part[:, ::-1]
    out[y0:y1, x0:x1] = cv2.resize(part, (x1 - x0, y1 - y0), interpolation=cv2.INTER_AREA)
    return out


def patchwork(card: np.ndarray, others: list[np.ndarray], rng: np.random.Generator) -> np.ndarray:
    """The card with its picture made of quarters of other cards' pictures."""
    out = card.copy()
    x0, y0, x1, y1 = _box(PICTURE)
    xm, ym = (x0 + x1) // 2, (y0 + y1) // 2
    for ya, yb in ((y0, ym), (ym, y1)):
        for xa, xb in ((x0, xm), (xm, x1)):
            other = others[int(rng.integers(len(others)))]
            sx = int(rng.integers(x0, x1 - (xb - xa) + 1))
            sy = int(rng.integers(y0, y1 - (yb - ya) + 1))
            out[ya:yb, xa:xb] = other[sy : sy + yb - ya, sx : sx + xb - xa]
    return out


def seen(face: np.ndarray, rng: np.random.Generator, split: str) -> np.ndarray:
    """``face`` laid on a table of ``split`` and flattened along its outline
    as the finder might miss it, either way up, at the model's size."""
    scene = laid_scene(face, rng, split)
    quad = scene.cards[-1].quad.astype(np.float32)
    size = float(np.linalg.norm(quad[0] - quad[2]))
    if rng.random() < 0.15:  # the inner frame's outline
        centre = quad.mean(axis=0)
        quad = centre + (quad - centre) * float(rng.uniform(0.86, 0.96))
    quad = strayed(quad, rng, size)
    if rng.random() < 0.5:
        quad = np.roll(quad, 2, axis=0)
    flat = warp(scene.image, quad)
    return cv2.resize(flat, (KIND_W, KIND_H), interpolation=cv2.INTER_AREA)


def _job(args: tuple[int, int, str, int]) -> tuple[np.ndarray, np.ndarray]:
    seed, shots, split, start = args
    faces = wildwest_faces()
    pictures = art("calib" if split == "tune" else "fit")
    images, kinds = [], []
    for k in range(start, start + shots):
        rng = np.random.default_rng([seed, k])
        what = rng.random()
        face, kind = faces[int(rng.integers(len(faces)))]
        if what < 0.55:  # a known face
            card = scrawled(face, rng) if rng.random() < 0.33 else face
        elif what < 0.72:  # a face whose picture is another's: an expansion's card
            card = pictured_over(face, pictures[int(rng.integers(len(pictures)))], rng)
            card, kind = (scrawled(card, rng) if rng.random() < 0.6 else card), UNKNOWN
        elif what < 0.82:
            card = patchwork(face, [f for f, _ in faces], rng)
            card, kind = (scrawled(card, rng) if rng.random() < 0.6 else card), UNKNOWN
        elif what < 0.9:  # a character, role or back
            card, kind = _flat(pictures[int(rng.integers(len(pictures)))]), UNKNOWN
        else:  # a drawn card: poker, BANG!-like, Duel
            style = random_style(rng, "train" if split == "train" else "calib")
            card, kind = draw_card(random_spec(rng), style, rng), UNKNOWN
        if rng.random() < RECOLOURED:
            card = recoloured(card, rng)
        images.append(seen(card, rng, split))
        kinds.append(kind)
    return np.stack(images), np.array(kinds, np.int16)


def cards(split: str, count: int, seed: int, jobs: int = 2) -> Cards:
    """``count`` flattened cards of ``split`` ("train" or "tune"), cached."""
    key = hashlib.sha256(repr((split, count, seed, KIND_W, KIND_H, _code())).encode())
    path = cache_dir() / f"kind-{split}-{key.hexdigest()[:10]}.npz"
    if path.is_file():
        with np.load(path) as data:
            return Cards(data["images"], data["kinds"])
    chunk = 250
    tasks = [(seed, min(chunk, count - s), split, s) for s in range(0, count, chunk)]
    with ProcessPoolExecutor(jobs) as pool:
        parts = list(pool.map(_job, tasks))
    out = Cards(np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts]))
    path.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(path, images=out.images, kinds=out.kinds)
    return out


def _code() -> str:
    """What shapes the cached cards: this module's and the scenes' code."""
    import camera_training.synthetic.laid
    import camera_training.synthetic.scenes

    here = [
        Path(m.__file__ or "")
        for m in (camera_training.synthetic.laid, camera_training.synthetic.scenes)
    ]
    here.append(Path(__file__))
    return hashlib.sha256(b"".join(p.read_bytes() for p in here)).hexdigest()[:10]
