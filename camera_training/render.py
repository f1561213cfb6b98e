"""Clean drawings of card corners, with or without an index, before any
camera effect (:mod:`camera_training.augment` adds those).

An index is a rank above its pip (poker and most French-suited decks) or
beside it (the BANG! deck), in red or black ink, drawn with a random face of
the split and a pip either from a font that has the card suits or drawn by
:func:`camera.shapes.suit_mask`. Around it: paper, maybe the card's edge and
rounded corner, a printed frame, and artwork or doodles nearby. A corner with
no index (blank paper, artwork, table, doodles, other letters, a Duel symbol,
an index cut off by the crop) is the "none" class of both heads.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import cv2
import numpy as np

from camera.fonts import Font, render_text
from camera.shapes import SUITS, SYMBOLS, clutter_mask, suit_mask, symbol_mask
from camera.templates import RANKS
from camera_training.fonts import CARD_SUITS, Faces
from camera_training.synthetic.cards import stamp
from camera_training.synthetic.scenes import Look, make_background

SIDE = 160  # drawing canvas, px
GLYPH_H = 64  # height glyphs are drawn at before resizing
FRENCH = {"J": "V", "Q": "D", "K": "R"}
OTHER_LETTERS = "BCEFGHLMNPSTUWXYZ"
TABLES = ("wood", "felt", "paper", "cloth", "granite", "beige")
RED = ("hearts", "diamonds")
NEIGHBOUR_SHARE = 0.4  # of index drawings with the card's first big pip nearby


@dataclass
class Drawing:
    """A corner drawing (BGR uint8, SIDE x SIDE) and the box (x0, y0, x1, y1)
    a reader would cut around what it holds; rank and suit are None for "none"."""

    image: np.ndarray
    box: tuple[int, int, int, int]
    rank: str | None
    suit: str | None


def draw_index(rng: np.random.Generator, faces: Faces) -> Drawing:
    """A corner with a random index drawn with one of ``faces``."""
    rank, suit = str(rng.choice(RANKS)), str(rng.choice(SUITS))
    page, ink = _page(rng)
    mask = _index_mask(rank, suit, rng, faces)
    h, w = mask.shape
    x = int(rng.integers(8, max(9, SIDE - w - 8)))
    y = int(rng.integers(8, max(9, SIDE - h - 8)))
    _clutter_around(page, rng, (x, y, x + w, y + h))
    stamp(page, mask, x, y, ink[suit in RED])
    box = (x, y, x + w, y + h)
    if rng.random() < NEIGHBOUR_SHARE:
        box = _neighbour_pip(page, rng, box, suit, ink[suit in RED], faces)
    return Drawing(page, box, rank, suit)


def _neighbour_pip(
    page: np.ndarray,
    rng: np.random.Generator,
    box: tuple[int, int, int, int],
    suit: str,
    ink: tuple,
    faces: Faces,
) -> tuple[int, int, int, int]:
    """The card's first big pip beside or below the index, maybe cut off by
    the drawing's edge; when it lies close, the reader's ink grouping takes
    it into the index's box half the time, and so does this box."""
    x0, y0, x1, y1 = box
    height = int((y1 - y0) * rng.uniform(0.5, 1.0))
    pip = _pip(suit, max(8, height), rng, faces)
    gap = int(height * rng.uniform(0.05, 0.8))
    if rng.random() < 0.6:
        px, py = x1 + gap, y0 + int(rng.uniform(0, 0.6) * (y1 - y0))
    else:
        px, py = x0 + int(rng.uniform(0, 0.6) * (x1 - x0)), y1 + gap
    ph, pw = pip.shape
    stamp(page, pip, px, py, ink)
    if gap < 0.4 * height and rng.random() < 0.5:
        return (x0, y0, min(SIDE, max(x1, px + pw)), min(SIDE, max(y1, py + ph)))
    return box


def draw_nothing(rng: np.random.Generator, faces: Faces) -> Drawing:
    """A corner a reader might cut out that holds no index."""
    kind = int(rng.integers(7))
    if kind == 6:
        return _lone_pips(rng, faces)
    if kind == 0:  # an index pushed mostly out of the window
        drawn = draw_index(rng, faces)
        x0, y0, x1, y1 = drawn.box
        dx, dy = (x1 - x0) * rng.uniform(0.55, 0.9), (y1 - y0) * rng.uniform(0.55, 0.9)
        sx, sy = rng.choice((-1, 1), 2)
        box = (x0 + sx * dx, y0 + sy * dy, x1 + sx * dx, y1 + sy * dy)
        return Drawing(drawn.image, tuple(int(v) for v in box), None, None)
    if kind == 1:
        page = _table(rng)
    else:
        page, ink = _page(rng)
        if kind >= 3:
            mask = _doodle(rng, faces, kind)
            stamp(
                page,
                mask,
                int(rng.integers(10, 40)),
                int(rng.integers(10, 40)),
                ink[rng.random() < 0.4],
            )
        _clutter_around(page, rng, (SIDE, SIDE, SIDE, SIDE), 1.0 if kind == 2 else 0.3)
    size = int(rng.integers(40, 120))
    x, y = (int(v) for v in rng.integers(0, SIDE - size, 2))
    return Drawing(page, (x, y, x + size, y + int(size * rng.uniform(0.6, 1.6))), None, None)


def _lone_pips(rng: np.random.Generator, faces: Faces) -> Drawing:
    """A card's big pips with no rank beside them: the reader cuts such
    corners out of every pip card, and a lone pip must not pass for an index."""
    page, ink = _page(rng)
    suit = str(rng.choice(SUITS))
    height = int(rng.integers(30, 70))
    boxes = []
    for _ in range(int(rng.integers(1, 4))):
        pip = _pip(suit, height, rng, faces)
        if rng.random() < 0.3:
            pip = pip[::-1]
        x, y = (int(v) for v in rng.integers(0, SIDE - max(pip.shape), 2))
        stamp(page, pip, x, y, ink[suit in RED])
        boxes.append((x, y, x + pip.shape[1], y + pip.shape[0]))
    return Drawing(page, boxes[0], None, None)


def _page(rng: np.random.Generator) -> tuple[np.ndarray, tuple[tuple, tuple]]:
    """Paper (maybe with the card's edge, rounded corner and printed frame)
    and the edition's (black, red) inks."""
    paper = rng.uniform([170, 195, 205], [250, 252, 255])
    if rng.random() < 0.5:
        paper = np.full(3, rng.uniform(215, 252))
    page = np.empty((SIDE, SIDE, 3), np.float32)
    page[:] = paper
    if rng.random() < 0.5:
        _card_edge(page, rng)
    if rng.random() < 0.4:
        inset = int(rng.integers(4, 30))
        colour = tuple(float(v) for v in rng.uniform(20, 160, 3))
        cv2.rectangle(page, (inset, inset), (SIDE * 3, SIDE * 3), colour, int(rng.integers(1, 8)))
    black = tuple(float(v) for v in rng.uniform([5, 5, 5], [70, 60, 60]))
    red = (float(rng.uniform(10, 80)), float(rng.uniform(10, 70)), float(rng.uniform(140, 230)))
    noise = rng.normal(0, rng.uniform(0.5, 4), (SIDE, SIDE, 1))
    return np.clip(page + noise, 0, 255).astype(np.uint8), (black, red)


def _card_edge(page: np.ndarray, rng: np.random.Generator) -> None:
    """Table beyond the card's top-left edge, with a rounded corner."""
    table = _table(rng).astype(np.float32)
    card = np.zeros((SIDE, SIDE), np.uint8)
    x, y = (int(v) for v in rng.integers(-30, 14, 2))
    r = int(rng.integers(0, 30))
    cv2.rectangle(card, (x + r, y), (SIDE * 3, SIDE * 3), 255, -1)
    cv2.rectangle(card, (x, y + r), (SIDE * 3, SIDE * 3), 255, -1)
    cv2.circle(card, (x + r, y + r), r, 255, -1, cv2.LINE_AA)
    a = card[..., None].astype(np.float32) / 255
    page[:] = page * a + table * (1 - a)


def _table(rng: np.random.Generator) -> np.ndarray:
    look = Look(background=str(rng.choice(TABLES)), bg_seed=int(rng.integers(1 << 30)))
    return np.clip(make_background(look, (SIDE, SIDE)), 0, 255).astype(np.uint8)


def _index_mask(rank: str, suit: str, rng: np.random.Generator, faces: Faces) -> np.ndarray:
    """Ink of a rank and its pip, laid out as one index."""
    rank_h = int(rng.integers(36, 60))
    font = faces.ranks[int(rng.integers(len(faces.ranks)))]
    if not font.name.startswith("hershey:"):
        font = Font(font.name, int(rng.choice((0, 0, 0, 1, 2))))
    text = FRENCH.get(rank, rank) if rng.random() < 0.2 else rank
    glyph = _stretch(_text(text, font, rank_h), rng.uniform(0.75, 1.25))
    beside = rng.random() < 0.35
    pip = _pip(suit, int(rank_h * rng.uniform(0.6, 1.0 if beside else 0.9)), rng, faces)
    gap = int(rank_h * rng.uniform(0.04, 0.25))
    (gh, gw), (ph, pw) = glyph.shape, pip.shape
    if beside:
        out = np.zeros((max(gh, ph), gw + gap + pw), np.uint8)
        py = int(rng.uniform(0, max(0, gh - ph) + 1))
        out[:gh, :gw] = glyph
        out[py : py + ph, gw + gap :] = np.maximum(out[py : py + ph, gw + gap :], pip)
        return out
    width = max(gw, pw)
    out = np.zeros((gh + gap + ph, width), np.uint8)
    left = rng.random() < 0.25
    gx, px = (0, 0) if left else ((width - gw) // 2, (width - pw) // 2)
    out[:gh, gx : gx + gw] = glyph
    out[gh + gap :, px : px + pw] = pip
    return out


def _pip(suit: str, height: int, rng: np.random.Generator, faces: Faces) -> np.ndarray:
    if faces.suits and rng.random() < 0.4:
        font = faces.suits[int(rng.integers(len(faces.suits)))]
        mask = _text(CARD_SUITS[suit], font, height)
        return cv2.resize(mask, (max(1, mask.shape[1] * height // mask.shape[0]), height))
    return suit_mask(suit, height, rng)


def _doodle(rng: np.random.Generator, faces: Faces, kind: int) -> np.ndarray:
    """Ink that is not an index: clutter, a Duel symbol, other letters."""
    height = int(rng.integers(30, 80))
    if kind == 3:
        return clutter_mask(height, rng)
    if kind == 4:
        return symbol_mask(str(rng.choice(SYMBOLS)), height, rng)
    word = "".join(rng.choice(list(OTHER_LETTERS), int(rng.integers(1, 4))))
    mask = _text(word, faces.ranks[int(rng.integers(len(faces.ranks)))], height // 2)
    return mask[:, : SIDE - 50]


def _clutter_around(
    page: np.ndarray, rng: np.random.Generator, box: tuple[int, int, int, int], chance: float = 0.4
) -> None:
    """Artwork blobs and lines beyond the index box, as a card prints near its corner."""
    if rng.random() > chance:
        return
    _, _, x1, y1 = box
    left = int(min(SIDE - 1, x1 + rng.integers(6, 30)))
    top = int(min(SIDE - 1, y1 + rng.integers(6, 30)))
    for _ in range(int(rng.integers(1, 5))):
        colour = tuple(int(v) for v in rng.integers(0, 255, 3))
        cx = (
            int(rng.integers(left, SIDE + 40)) if rng.random() < 0.5 else int(rng.integers(0, SIDE))
        )
        cy = int(rng.integers(top, SIDE + 40)) if cx < left else int(rng.integers(0, SIDE))
        axes = (int(rng.integers(5, 50)), int(rng.integers(5, 50)))
        cv2.ellipse(page, (cx, cy), axes, float(rng.uniform(0, 180)), 0, 360, colour, -1)


@functools.lru_cache(maxsize=4096)
def _drawn(text: str, font: Font) -> np.ndarray:
    return render_text(text, font, GLYPH_H)


def _text(text: str, font: Font, height: int) -> np.ndarray:
    """``render_text`` drawn once per face and text at GLYPH_H, then resized:
    parsing outlines in Python is the slow part of drawing a sample."""
    mask = _drawn(text, font)
    scale = height / GLYPH_H
    size = (max(1, round(mask.shape[1] * scale)), max(1, round(mask.shape[0] * scale)))
    return cv2.resize(mask, size, interpolation=cv2.INTER_AREA)


def _stretch(mask: np.ndarray, factor: float) -> np.ndarray:
    """Condensed (< 1) or extended (> 1) glyph."""
    return cv2.resize(mask, (max(1, round(mask.shape[1] * factor)), mask.shape[0]))
