"""Index windows of real BANG! card faces, the product's own deck, for the
BANG! index model (:mod:`camera_training.train_bang`).

A BANG! card prints its index once, rank and pip side by side in its
bottom-left corner, on the inner edge of a coloured frame (see
``camera.index.BANG_WINDOW``). Each ``train`` face of
``bench/photos/bang_faces.csv`` (a kind of card whose faces are never judged)
gives its index window as the reader cuts it from the flattened card, and the
three other corners' windows as "no index": a BANG! card's title, artwork and
frame must not read as one. Each is also laid on the ``train`` split's tables
(:func:`scene_windows`) and cut as the reader cuts it, through an outline
off by as much as the finder's outlines are: the lamp, blur, JPEG and the
window's slide that whole scenes give. The train faces are split by index (both renders of
a card fall on one side) into ``fit``, which
the network learns, and ``calib``, on which its temperatures and the reader's
bars are set. Every epoch photographs each window anew
(:func:`camera_training.augment.photograph`), a frame recoloured
(:func:`recoloured`) more often than not: the editions print frames of other
colours than the two the train faces show.
"""

from __future__ import annotations

import functools
import zlib
from collections.abc import Iterator

import cv2
import numpy as np

from bench.photos import photoset
from camera.corner_model import RANK_CLASSES, SUIT_CLASSES
from camera.flatten import CARD_H, CARD_W, warp
from camera.index import Box, bang_window_box
from camera_training.data import Examples, cache_dir, kept
from camera_training.synthetic.laid import laid_scene, strayed

FACES = "bang_faces.csv"
CALIB_SHARE = 0.2  # of the train cards, by hash of the index, kept to calibrate on
RED_HUES = (12, 160)  # OpenCV hues (0-180) outside this range are red ink: never recoloured
FRAME_SATURATION = 50  # a pixel this saturated and not red is frame colour
# The window's larger side in a photograph, px: a card 200-400 px tall in the
# frame shows BANG_WINDOW 30-60 px wide; a little smaller is taught too.
WINDOW_PX = (24, 60)
SCENE_SPLIT = {"fit": "train", "calib": "tune", "foreign": "tune"}  # each part's tables
# A second print, calibrated on and never learnt: half of this dev source's
# indexes (both halves' faces judged apart, see :func:`foreign_half`).
FOREIGN = "lulcobang-scans"
FOREIGN_SEED = 20261207


def face_images(part: str) -> list[tuple[np.ndarray, str, str]]:
    """Each train face of ``part`` ("fit" or "calib"), or each face of the
    foreign print's calibration half ("foreign"), on a grey table, with its
    rank and suit."""
    cache = photoset.default_cache()
    faces = []
    for photo in photoset.read_manifest(photoset.MANIFEST.with_name(FACES)):
        if _where(photo) != part:
            continue
        image = _on_grey(cv2.imread(str(cache / photo.cached), cv2.IMREAD_UNCHANGED))
        if image is not None:
            faces.append((image, photo.rank, photo.suit))
    if not faces:
        raise SystemExit(f"no BANG! train faces: bench/photos/rebuild.py --manifest ... {FACES}")
    return faces


def bang_windows(part: str) -> Examples:
    """The index and no-index windows of every train face of ``part``."""
    found: list[tuple[np.ndarray, np.ndarray, int, int]] = []
    for image, rank, suit in face_images(part):
        card = cv2.resize(image, (CARD_W, CARD_H), interpolation=cv2.INTER_AREA)
        r, s = RANK_CLASSES.index(rank), SUIT_CLASSES.index(suit)
        found += [(*kept(view, box), r, s) for view, box, r, s in _windows(card, r, s)]
    return Examples.of(found)


def scene_windows(part: str, scenes: int, seed: int) -> Examples:
    """Each face of ``part`` laid ``scenes`` times on its tables
    (:data:`SCENE_SPLIT`), flattened along an outline a little off, its index
    window and the opposite corner's turned (the other window the reader
    cuts, "no index") kept; cached by what shapes them."""
    path = cache_dir() / f"bang-scenes-{part}-{seed}-{scenes}.npz"
    if path.exists():
        return Examples.load(path)
    found: list[tuple[np.ndarray, np.ndarray, int, int]] = []
    none_r, none_s = RANK_CLASSES.index(None), SUIT_CLASSES.index(None)
    for k, (face, rank, suit) in enumerate(face_images(part)):
        r, s = RANK_CLASSES.index(rank), SUIT_CLASSES.index(suit)
        rng = np.random.default_rng([seed, k])
        for _ in range(scenes):
            card = seen_flat(face, rng, SCENE_SPLIT[part])
            box = bang_window_box(card)
            found += [(*kept(card, box), r, s), (*kept(card[::-1, ::-1], box), none_r, none_s)]
    examples = Examples.of(found)
    examples.save(path)
    return examples


def seen_flat(face: np.ndarray, rng: np.random.Generator, split: str) -> np.ndarray:
    """``face`` laid on a table of ``split`` (no hand: the index must show)
    and flattened upright along its outline moved as the finder's stray."""
    scene = laid_scene(face, rng, split, hands=False)
    quad = strayed(scene.cards[-1].quad.astype(np.float32), rng)
    return np.ascontiguousarray(warp(scene.image, quad))


def recoloured(image: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """``image`` with its frame's colour (saturated, not red) turned to
    another hue and saturation; red pips and black ink stay as printed."""
    hsv = cv2.cvtColor(image, cv2.COLOR_BGR2HSV)
    hue, sat = hsv[..., 0].astype(np.int32), hsv[..., 1].astype(np.float32)
    frame = (sat > FRAME_SATURATION) & (hue > RED_HUES[0]) & (hue < RED_HUES[1])
    hsv[..., 0] = np.where(frame, (hue + int(rng.integers(0, 180))) % 180, hue).astype(np.uint8)
    sat = np.where(frame, np.clip(sat * rng.uniform(0.5, 1.3), 0, 255), sat)
    hsv[..., 1] = sat.astype(np.uint8)
    return cv2.cvtColor(hsv, cv2.COLOR_HSV2BGR)


def foreign_half(photo: photoset.Photo) -> str | None:
    """Where a face of the foreign print falls: "calib" (its temperatures and
    bars are fitted on it, it is never judged) or "judged"; None for another
    source's face. Half its indexes, drawn with a fixed seed: both copies of
    an index fall on one side."""
    if photo.source != FOREIGN:
        return None
    return "calib" if f"{photo.rank}:{photo.suit}" in _foreign_calib() else "judged"


@functools.cache
def _foreign_calib() -> frozenset[str]:
    """The foreign print's indexes ("rank:suit") of its calibration half."""
    manifest = photoset.read_manifest(photoset.MANIFEST.with_name(FACES))
    indexes = sorted({f"{p.rank}:{p.suit}" for p in manifest if p.source == FOREIGN})
    drawn = np.random.default_rng(FOREIGN_SEED).permutation(indexes)
    return frozenset(str(i) for i in drawn[: len(indexes) // 2])


def _where(photo: photoset.Photo) -> str | None:
    """The part a face of the manifest serves training in, if any."""
    if foreign_half(photo) == "calib":
        return "foreign"
    if photo.role != "train" or photo.box:
        return None
    return _part(photo)


def _part(photo: photoset.Photo) -> str:
    """Where a train face falls, by its index: both renders of one card (and
    the deck's two copies of an index) fall on the same side."""
    key = f"{photo.rank}:{photo.suit}".encode()
    return "calib" if zlib.crc32(key) / 2**32 < CALIB_SHARE else "fit"


def _on_grey(image: np.ndarray | None) -> np.ndarray | None:
    """A face's picture on a grey table: its rounded corners are transparent."""
    if image is None or image.ndim != 3 or image.shape[2] != 4:
        return image
    alpha = image[..., 3:].astype(np.float32) / 255
    return (image[..., :3] * alpha + 128 * (1 - alpha)).astype(np.uint8)


def _windows(card: np.ndarray, rank: int, suit: int) -> Iterator[tuple[np.ndarray, Box, int, int]]:
    """The card's index window, labelled; the same window at its other three
    corners (the card turned and mirrored there), labelled "no index"."""
    box = bang_window_box(card)
    none_r, none_s = RANK_CLASSES.index(None), SUIT_CLASSES.index(None)
    yield card, box, rank, suit
    for other in (card[::-1, ::-1], card[:, ::-1], card[::-1, :]):
        yield np.ascontiguousarray(other), box, none_r, none_s
