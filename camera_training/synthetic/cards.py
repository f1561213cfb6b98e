"""Draw whole cards (BANG!, poker, BANG! Duel) face up at a canonical size.

A card is drawn from a :class:`CardSpec` (what it is) and a :class:`Style`
(how this edition looks: fonts, colours, index size and pip proportions).
Scenes then warp the drawing into a photo-like frame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import cv2
import numpy as np

from camera.fonts import Font, render_text
from camera.shapes import SUITS, suit_mask, symbol_mask

CARD_W, CARD_H = 500, 700  # 63 x 88 mm at 7.9 px/mm
RED_SUITS = ("hearts", "diamonds")
FRENCH = {"J": "V", "Q": "D", "K": "R"}


@dataclass(frozen=True)
class CardSpec:
    """What is printed: ``kind`` is bang, poker or duel."""

    kind: str
    rank: str | None = None
    suit: str | None = None
    symbol: str | None = None
    french: bool = False


@dataclass(frozen=True)
class Style:
    """How one edition prints its cards."""

    font: Font
    index_height: float  # rank cap height, fraction of card height
    pip_seed: int
    frame_colour: tuple[int, int, int]
    paper: tuple[int, int, int]
    ink_red: tuple[int, int, int]
    ink_black: tuple[int, int, int]
    # Draws a Duel symbol (name, height, rng) -> mask; None: the drawn defaults.
    symbol_art: Callable[[str, int, np.random.Generator], np.ndarray] | None = None


@dataclass(frozen=True)
class Mark:
    """Where one index glyph was printed, for labelling what the reader cuts
    out of a photo: ``what`` is "rank" or "pip", ``box`` is (x, y, w, h) in
    card pixels, ``turned`` is True for the upside-down copy of an index."""

    what: str
    box: tuple[int, int, int, int]
    turned: bool = False


def draw_card(
    spec: CardSpec, style: Style, rng: np.random.Generator, marks: list[Mark] | None = None
) -> np.ndarray:
    """BGR image of the card, CARD_H x CARD_W; the index glyphs' places are
    appended to ``marks`` when given."""
    card = _paper(style.paper, rng)
    marks = [] if marks is None else marks
    if spec.kind == "bang":
        _draw_bang(card, spec, style, rng, marks)
    elif spec.kind == "poker":
        _draw_poker(card, spec, style, rng, marks)
    else:
        _draw_duel(card, spec, style, rng)
    return card


def _paper(colour: tuple[int, int, int], rng: np.random.Generator) -> np.ndarray:
    card = np.empty((CARD_H, CARD_W, 3), np.float32)
    card[:] = colour
    blotch = cv2.resize(rng.normal(0, 5, (7, 5)).astype(np.float32), (CARD_W, CARD_H))
    card += blotch[..., None] + rng.normal(0, 2, (CARD_H, CARD_W, 1))
    return np.clip(card, 0, 255).astype(np.uint8)


def stamp(card: np.ndarray, mask: np.ndarray, x: int, y: int, colour: tuple[int, int, int]) -> None:
    """Alpha-blend an ink mask with top-left corner at (x, y)."""
    h, w = mask.shape
    y0, x0 = max(0, y), max(0, x)
    y1, x1 = min(card.shape[0], y + h), min(card.shape[1], x + w)
    if y1 <= y0 or x1 <= x0:
        return
    a = mask[y0 - y : y1 - y, x0 - x : x1 - x, None].astype(np.float32) / 255
    roi = card[y0:y1, x0:x1].astype(np.float32)
    card[y0:y1, x0:x1] = (roi * (1 - a) + np.array(colour, np.float32) * a).astype(np.uint8)


def _index_masks(spec: CardSpec, style: Style, rank_h: int) -> tuple[np.ndarray, np.ndarray]:
    text = FRENCH.get(spec.rank, spec.rank) if spec.french else spec.rank
    rank = render_text(text or "?", style.font, rank_h)
    pip_rng = np.random.default_rng([style.pip_seed, SUITS.index(spec.suit or "hearts")])
    return rank, suit_mask(spec.suit or "hearts", rank_h, pip_rng)


def _ink(spec: CardSpec, style: Style) -> tuple[int, int, int]:
    return style.ink_red if spec.suit in RED_SUITS else style.ink_black


def _frame(card: np.ndarray, colour: tuple[int, int, int], rng: np.random.Generator) -> int:
    """Coloured border band; returns the inner margin in px."""
    inset = int(rng.integers(6, 22))
    band = int(rng.integers(8, 18))
    cv2.rectangle(card, (inset, inset), (CARD_W - inset, CARD_H - inset), colour, band)
    return inset + band // 2 + 4


def _title(
    card: np.ndarray, style: Style, rng: np.random.Generator, x: int, y: int, w: int
) -> None:
    letters = "ABCDEFGHILMNOPRSTUVWXYZ"
    word = "".join(rng.choice(list(letters), int(rng.integers(4, 9))))
    mask = render_text(word, style.font, int(CARD_H * 0.045))
    if mask.shape[1] > w:
        mask = cv2.resize(mask, (w, mask.shape[0]))
    stamp(card, mask, x + (w - mask.shape[1]) // 2, y, style.ink_black)


def _art(card: np.ndarray, rng: np.random.Generator, box: tuple[int, int, int, int]) -> None:
    """Random artwork: a tinted panel with blobs, so the middle is busy like real art."""
    x0, y0, x1, y1 = box
    panel = card[y0:y1, x0:x1].copy()
    base = rng.integers(60, 200, 3)
    panel[:] = (panel * 0.3 + base * 0.7).astype(np.uint8)
    for _ in range(int(rng.integers(4, 10))):
        c = tuple(int(v) for v in rng.integers(0, 255, 3))
        centre = (int(rng.integers(0, x1 - x0)), int(rng.integers(0, y1 - y0)))
        axes = (int(rng.integers(10, (x1 - x0) // 3)), int(rng.integers(10, (y1 - y0) // 3)))
        cv2.ellipse(panel, centre, axes, float(rng.uniform(0, 180)), 0, 360, c, -1)
    card[y0:y1, x0:x1] = panel
    cv2.rectangle(card, (x0, y0), (x1, y1), (30, 30, 30), 3)


def _draw_bang(
    card: np.ndarray, spec: CardSpec, style: Style, rng: np.random.Generator, marks: list[Mark]
) -> None:
    m = _frame(card, style.frame_colour, rng)
    _title(card, style, rng, m + 20, m + 14, CARD_W - 2 * m - 40)
    _art(card, rng, (m + 16, int(CARD_H * 0.16), CARD_W - m - 16, int(CARD_H * 0.62)))
    for i in range(int(rng.integers(1, 4))):  # effect icons, bottom centre
        cx = int(CARD_W * (0.45 + 0.14 * i))
        cy = int(CARD_H * rng.uniform(0.74, 0.8))
        cv2.circle(card, (cx, cy), int(CARD_H * 0.04), style.ink_black, 3, cv2.LINE_AA)
        cv2.circle(card, (cx, cy), int(CARD_H * 0.015), style.frame_colour, -1, cv2.LINE_AA)
    rank_h = int(CARD_H * style.index_height)
    rank, pip = _index_masks(spec, style, rank_h)
    pip = cv2.resize(pip, None, fx=0.85, fy=0.85, interpolation=cv2.INTER_AREA)
    x = m + int(rng.integers(6, 16))
    bottom = CARD_H - m - int(rng.integers(8, 18))
    ink = _ink(spec, style)
    stamp(card, rank, x, bottom - rank.shape[0], ink)
    gap = int(rank_h * rng.uniform(0.08, 0.2))
    pip_x, pip_y = x + rank.shape[1] + gap, bottom - rank.shape[0] // 2 - pip.shape[0] // 2
    stamp(card, pip, pip_x, pip_y, ink)
    marks.append(Mark("rank", (x, bottom - rank.shape[0], rank.shape[1], rank.shape[0])))
    marks.append(Mark("pip", (pip_x, pip_y, pip.shape[1], pip.shape[0])))


def _draw_poker(
    card: np.ndarray, spec: CardSpec, style: Style, rng: np.random.Generator, marks: list[Mark]
) -> None:
    rank_h = int(CARD_H * style.index_height * 1.2)
    rank, pip = _index_masks(spec, style, rank_h)
    pip = cv2.resize(pip, None, fx=0.7, fy=0.7, interpolation=cv2.INTER_AREA)
    ink = _ink(spec, style)
    corner = np.zeros((CARD_H // 2, CARD_W // 2), np.uint8)
    x, y = int(CARD_W * 0.05), int(CARD_H * 0.04)
    cx = x + rank.shape[1] // 2
    corner[y : y + rank.shape[0], x : x + rank.shape[1]] = rank
    py = y + rank.shape[0] + int(rank_h * 0.15)
    px = max(0, cx - pip.shape[1] // 2)
    corner[py : py + pip.shape[0], px : px + pip.shape[1]] = pip
    stamp(card, corner, 0, 0, ink)
    stamp(card, corner[::-1, ::-1], CARD_W - corner.shape[1], CARD_H - corner.shape[0], ink)
    boxes = {
        "rank": (x, y, rank.shape[1], rank.shape[0]),
        "pip": (px, py, pip.shape[1], pip.shape[0]),
    }
    for what, (bx, by, bw, bh) in boxes.items():
        marks.append(Mark(what, (bx, by, bw, bh)))
        marks.append(Mark(what, (CARD_W - bx - bw, CARD_H - by - bh, bw, bh), turned=True))
    if spec.rank in ("J", "Q", "K"):
        _art(
            card,
            rng,
            (int(CARD_W * 0.22), int(CARD_H * 0.18), int(CARD_W * 0.78), int(CARD_H * 0.82)),
        )
        return
    big = suit_mask(
        spec.suit or "hearts", int(CARD_H * 0.12), np.random.default_rng(style.pip_seed)
    )
    count = 1 if spec.rank == "A" else min(int(spec.rank or 2), 10)
    cols = 1 if count < 4 else 2
    rows = int(np.ceil(count / cols))
    for i in range(count):
        c, r = i % cols, i // cols
        px = int(CARD_W * (0.5 if cols == 1 else 0.35 + 0.3 * c)) - big.shape[1] // 2
        py = int(CARD_H * (0.5 if rows == 1 else 0.22 + 0.56 * r / (rows - 1))) - big.shape[0] // 2
        stamp(card, big if r < rows / 2 else big[::-1, ::-1], px, py, ink)


def _draw_duel(card: np.ndarray, spec: CardSpec, style: Style, rng: np.random.Generator) -> None:
    m = _frame(card, style.frame_colour, rng)
    sym_h = int(CARD_H * style.index_height * rng.uniform(1.2, 1.6))
    art = style.symbol_art or symbol_mask
    sym = art(spec.symbol or "barrel", sym_h, np.random.default_rng(style.pip_seed))
    x = CARD_W - m - int(rng.integers(8, 18)) - sym.shape[1]
    y = m + int(rng.integers(8, 18))
    stamp(card, sym, x, y, style.ink_black)
    _title(card, style, rng, m + 16, m + 20, x - m - 40)
    # A printed card keeps its corner symbol clear of the artwork.
    art_top = max(int(CARD_H * 0.2), y + sym.shape[0] + 12)
    _art(card, rng, (m + 16, art_top, CARD_W - m - 16, int(CARD_H * 0.66)))
    for i in range(int(rng.integers(1, 3))):
        y = int(CARD_H * (0.74 + 0.07 * i))
        cv2.line(card, (int(CARD_W * 0.25), y), (int(CARD_W * 0.75), y), style.ink_black, 3)
