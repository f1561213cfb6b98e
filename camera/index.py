"""Crop a flattened card's corner index and name it with the corner model.

A card is flattened upright or upside down (which is not known), so its
index may sit in any corner: poker decks print it top-left and bottom-right,
BANG! bottom-left (and top-right upside down). Every cluster of glyph-sized
ink near a corner (``camera.corner.clusters``) is cut out with a margin, the
right-hand ones turned half a turn so that every crop is upright, and all
crops (squares around each cluster, with room around it) go through the
model in one batch. The crop whose rank and suit are
both likeliest names the card. Where those crops leave it unsure, a fixed
window where a poker deck prints its index (``INDEX_WINDOW``) is read too,
and may back the card a crop names, never name one itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import cv2
import numpy as np

from camera.corner import REGION_W, Cluster, clusters, ink_map
from camera.corner_model import RANK_CLASSES, SUIT_CLASSES, CornerGuess

# The window searched in each corner for the index: taller than the one for
# a Duel symbol, as a jumbo index's pip reaches almost half way down the card.
INDEX_REGION = (REGION_W, 0.42)
MARGIN = 0.2  # of the index's larger side, kept around it (as in training)
# Where a poker deck prints its index, in fractions of the flattened card's
# width and height from its top-left corner (x0, y0, x1, y1): a standard
# index, rank over pip, lies within it. Cut at the top-left corner and
# (turned) the bottom-right one of each view, whatever ink is there.
INDEX_WINDOW = (0.02, 0.02, 0.18, 0.28)
# Where a BANG! card prints its index: rank and pip side by side in the
# bottom-left corner, on the inner edge of the coloured frame (measured on the
# Italian base game and the Dodge City print, 0.05-0.21 across, 0.88-0.945
# down). The frame's colour reads as ink, so the glyphs join it in one blob
# that no ink cluster gives: the window is cut whatever ink is there.
BANG_WINDOW = (0.03, 0.86, 0.24, 0.96)
# The white rim around a BANG! card's printed frame, as a share of the card's
# width and height on each side (the median of the 79 digital faces).
BANG_RIM = (0.046, 0.025)
# Where the BANG! window is cut besides its own place, as shares of the
# card's width and height: a read of the window is only as sure as its least
# sure cut (:func:`agreed`). The finder's outline strays by about 0.012 of the
# card's diagonal; a read sure at the window's place but not a step aside is
# a guess. Set with BANG_BARS on the calibration scenes; the bench's scenes
# read wrong at one cut (a Czech Q of spades as hearts alone, a Barrel decided
# wrong; an Italian K of hearts as diamonds) are not read wrong at five.
BANG_SHIFTS = ((0.0, 0.0), (-0.02, 0.0), (0.02, 0.0), (0.0, -0.01), (0.0, 0.01))
# A BANG! card's rim shows (see :func:`shows_rim`) where it is this much
# brighter than the frame inside it (Y, 0-255) on at least RIM_SIDES sides: on
# the train faces laid twice each on the tune tables, 98% of the cards' own
# outlines show it, and none of those outlines grown by the rim past the card.
RIM_BRIGHTER, RIM_SIDES = 10, 2
# The BANG! index model's bars (rank, suit, suit without its rank), set on
# scenes of the calibration faces, those of the one edition the model learns
# and those of a second print it never learns (python -m
# camera_training.calibrate_bang): bars set on one print alone were too low
# for another.
BANG_BARS = (0.98, 0.99, 0.998)
MOST_CROPS = 12  # the clusters nearest their corners, at most, judged per card
Box = tuple[float, float, float, float]  # x0, y0, x1, y1 in a card's pixels
# Calibrated on held-out crops (python -m camera_training.calibrate): a part
# at least this likely is reported; below, the read is unsure.
RANK_SURE, SUIT_SURE = 0.98, 0.99
Bars = tuple[float, float]  # (rank, suit)
SURE: Bars = (RANK_SURE, SUIT_SURE)
# A suit whose rank is not sure is named (and may settle a Barrel alone) only
# this likely: a crop whose rank reads unsure is often not a clean index, and
# its suit is wrong more often than a whole sure read's. Calibrated on the
# reads whose rank is below RANK_SURE, held to the draw! target (at most 0.1%
# of held-out photos name a wrong suit alone, as taken or in any of three
# noisy webcam frames: a watched check reads many frames).
SUIT_ALONE = 0.998
# Two crops of a card's opposite corners that name the same card are two
# witnesses (see together): each counts as WITNESS of an independent one, as
# one print, one blur and one light make their errors alike. Checked on the
# 2,164 held-out photos of the train sources, by the bars' own rule (at most
# 0.2% of them sure and wrong): sure right / wrong 185 / 1 at 0.6, 187 / 2 at
# 0.75, 190 / 6 at 0.85, 192 / 9 at 1 (two corners of one print misread alike).
WITNESS = 0.75
# A crop that names another card this likely (its weaker part) forbids
# taking two crops that agree as two witnesses.
DOUBT = 0.5


@dataclass(frozen=True)
class IndexGuess:
    """The model's best read of a card's corners: the guess itself, and
    whether another corner confidently named another card."""

    guess: CornerGuess
    disputed: bool

    @property
    def score(self) -> float:
        """How sure the read is of the whole card: its weaker part."""
        return min(self.guess.rank_p, self.guess.suit_p)


def index_crops(card: np.ndarray) -> list[np.ndarray]:
    """Upright square crops around every candidate index of a flattened card."""
    return [crop for _, crop in cornered_crops(card)]


def cornered_crops(card: np.ndarray) -> list[tuple[int, np.ndarray]]:
    """:func:`index_crops`, each with the corner it was cut from (0..3
    clockwise from top-left)."""
    return [(corner, _crop(img, box)) for corner, img, box in _cornered_boxes(card)]


def window_crops(card: np.ndarray) -> list[tuple[int, np.ndarray]]:
    """The card's two INDEX_WINDOWs (corners 0 and 2), cut as an index's
    crop is: where ink clusters split an index or join it to a pip, the
    window still holds it whole, but it holds a pip or artwork as surely
    where the outline is not the card's (see :func:`judge`)."""
    h, w = card.shape[:2]
    x0, y0, x1, y1 = INDEX_WINDOW
    box = (x0 * w, y0 * h, x1 * w, y1 * h)
    return [(corner, _crop(img, box)) for corner, img in ((0, card), (2, card[::-1, ::-1]))]


def bang_window_crops(card: np.ndarray) -> list[tuple[int, np.ndarray]]:
    """The card's two BANG_WINDOWs: its bottom-left corner (3) and, for a card
    lying the other way round, its top-right one turned (1); each cut at its
    place and at every other of BANG_SHIFTS, in that order."""
    boxes = [bang_window_box(card, shift) for shift in BANG_SHIFTS]
    turned = ((3, card), (1, card[::-1, ::-1]))
    return [(corner, _crop(img, box)) for corner, img in turned for box in boxes]


def bang_window_box(card: np.ndarray, shift: tuple[float, float] = (0.0, 0.0)) -> Box:
    """BANG_WINDOW in ``card``'s pixels, moved by ``shift`` (shares of its width and height)."""
    h, w = card.shape[:2]
    (x0, y0, x1, y1), (dx, dy) = BANG_WINDOW, shift
    return ((x0 + dx) * w, (y0 + dy) * h, (x1 + dx) * w, (y1 + dy) * h)


def agreed(cuts: Sequence[CornerGuess]) -> CornerGuess:
    """The read of one window from its cuts (the first at the window's place):
    that cut's likeliest card, each part as likely as the least likely any
    cut makes it."""
    first = cuts[0]
    if first.rank is None or first.suit is None:
        return first
    r, s = RANK_CLASSES.index(first.rank), SUIT_CLASSES.index(first.suit)
    rank_p = min(float(g.rank_probs[r]) for g in cuts)
    return replace(first, rank_p=rank_p, suit_p=min(float(g.suit_probs[s]) for g in cuts))


def shows_rim(card: np.ndarray) -> bool:
    """Whether a flattened card (BGR) shows a BANG! card's white rim around
    its printed frame: along RIM_SIDES of its sides (a hand may cover the
    other), the band where the rim lies is brighter by RIM_BRIGHTER than the
    band just inside it, where the frame lies. An outline grown by the rim
    around the card's own edge shows the table there instead, and the card's
    own white rim inside it."""
    h, w = card.shape[:2]
    y = cv2.cvtColor(card, cv2.COLOR_BGR2GRAY).astype(np.float32)
    across, down = max(1, round(BANG_RIM[0] * w)), max(1, round(BANG_RIM[1] * h))

    def band(k: int, depth: int, side: int) -> float:
        """The median brightness of the band ``k``/4 to (``k`` + 2)/4 rim
        depths in from ``side`` (0 top, 1 right, 2 bottom, 3 left), along
        its middle three fifths."""
        a, b = (k * depth) // 4, max((k + 2) * depth // 4, (k * depth) // 4 + 1)
        x0, x1, y0, y1 = w // 5, w - w // 5, h // 5, h - h // 5
        strip = (y[a:b, x0:x1], y[y0:y1, w - b : w - a], y[h - b : h - a, x0:x1], y[y0:y1, a:b])
        return float(np.median(strip[side]))

    brighter = 0
    for side in range(4):
        depth = down if side in (0, 2) else across
        brighter += band(1, depth, side) - band(5, depth, side) >= RIM_BRIGHTER
    return brighter >= RIM_SIDES


def _crop(img: np.ndarray, box: Box) -> np.ndarray:
    """The square crop the model reads around ``box``: MARGIN of room on each
    side, kept on the card."""
    grow = 1 + 2 * MARGIN
    return window(img, _inside(box, grow, img.shape), grow)


def _inside(box: Box, grow: float, shape: tuple[int, ...]) -> Box:
    """The box moved so that its grown square stays on the card where it can:
    beyond the card's edge the window would repeat the edge's pixels (often
    the table's) in streaks no index has."""
    x0, y0, x1, y1 = box
    half = grow * max(x1 - x0, y1 - y0, 4) / 2
    h, w = shape[:2]
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    dx = min(max(cx, half), max(half, w - half)) - cx
    dy = min(max(cy, half), max(half, h - half)) - cy
    return (x0 + dx, y0 + dy, x1 + dx, y1 + dy)


def index_boxes(card: np.ndarray) -> list[tuple[np.ndarray, Box]]:
    """Every candidate index of a flattened card, nearest its corner first,
    as the card turned upright for it (the right-hand corners' indexes are
    printed upside down) and the index's box in it."""
    return [(img, box) for _, img, box in _cornered_boxes(card)]


def _cornered_boxes(card: np.ndarray) -> list[tuple[int, np.ndarray, Box]]:
    """:func:`index_boxes`, each with the corner of the card it lies in."""
    ink = ink_map(card)
    found = clusters(ink, region=INDEX_REGION)
    found.sort(key=lambda c: _distance_to_corner(c, card.shape))
    turned = card[::-1, ::-1]
    h, w = card.shape[:2]
    out = []
    for cluster in found[:MOST_CROPS]:
        x0, y0, x1, y1 = _box(cluster)
        if cluster.corner in (1, 2):
            out.append((cluster.corner, turned, (w - x1, h - y1, w - x0, h - y0)))
        else:
            out.append((cluster.corner, card, (x0, y0, x1, y1)))
    return out


def _distance_to_corner(cluster: Cluster, shape: tuple[int, ...]) -> int:
    h, w = shape[:2]
    x0, y0, x1, y1 = _box(cluster)
    right, bottom = cluster.corner in (1, 2), cluster.corner in (2, 3)
    return max(w - x1 if right else x0, h - y1 if bottom else y0)


def _box(cluster: Cluster) -> Box:
    blobs = cluster.blobs
    return (
        min(b.x for b in blobs),
        min(b.y for b in blobs),
        max(b.x + b.w for b in blobs),
        max(b.y + b.h for b in blobs),
    )


def window(image: np.ndarray, box: Box, grow: float, out: int | None = None) -> np.ndarray:
    """The square ``grow`` times the box's larger side around its centre
    (edges repeated beyond the picture), ``out`` px square if given: the
    model sees the index centred with the same room around it however its
    rank and pip are laid out, in training as at run time."""
    x0, y0, x1, y1 = box
    side = grow * max(x1 - x0, y1 - y0, 4)
    size = out or max(8, round(side))
    scale = size / side
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    m = np.float32([[scale, 0, size / 2 - scale * cx], [0, scale, size / 2 - scale * cy]])
    flags = cv2.INTER_AREA if scale < 1 else cv2.INTER_LINEAR
    return cv2.warpAffine(image, m, (size, size), flags=flags, borderMode=cv2.BORDER_REPLICATE)


def judge(
    read: Sequence[CornerGuess],
    corners: Sequence[int] = (),
    bars: Bars = SURE,
    windows: Sequence[bool] = (),
) -> IndexGuess | None:
    """The guess read most surely as an index, or None if none reads as one.

    A card's second index is a second opinion: when another crop names
    another card as surely as the sure ``bars``, the read is disputed. When
    ``corners`` says which corner of the card each crop was cut from (0..3
    clockwise from top-left, 4..7 for the card seen the other way round),
    the likeliest read of the opposite corner, if it names the same card, is
    a second witness (:func:`together`), unless a crop names another card
    at least DOUBT likely; the read is the surer of the two, if both name
    the same card. A crop that ``windows`` marks as a fixed window
    (:func:`window_crops`) only backs a card that another crop names as its
    likeliest, and is no second witness: cut wherever the outline puts the
    corner, it holds a big pip or artwork when the outline is a face's inner
    frame (alike at both its corners) or a card seen in part, and the model
    may read those as an index."""
    where = list(corners) or list(range(len(read)))
    fixed = list(windows) or [False] * len(read)
    seen = {(g.rank, g.suit) for g, w in zip(read, fixed, strict=True) if not w}
    named = [
        (c, g, w)
        for c, g, w in zip(where, read, fixed, strict=True)
        if g.rank and g.suit and (not w or (g.rank, g.suit) in seen)
    ]
    if not named:
        return None
    guesses = [g for _, g, _ in named]
    best_corner, best, best_fixed = max(named, key=lambda cgw: _score(cgw[1]))
    disputed = any((g.rank, g.suit) != (best.rank, best.suit) and sure(g, bars) for g in guesses)
    opposite = best_corner - best_corner % 4 + (best_corner + 2) % 4
    across = [g for c, g, w in named if c == opposite and not w and not best_fixed]
    second = max(across, key=_score, default=None)
    name = (best.rank, best.suit)
    doubted = any((g.rank, g.suit) != name and _score(g) >= DOUBT for g in guesses)
    if second is not None and (second.rank, second.suit) == name and not doubted:
        joint = together(best, second)
        if (joint.rank, joint.suit) == name and _score(joint) > _score(best):
            best = joint
    return IndexGuess(best, disputed)


def together(one: CornerGuess, other: CornerGuess) -> CornerGuess:
    """Two crops of a card's two printed indexes read as one: each class's
    probabilities multiplied, each raised to WITNESS, and scaled back to one,
    as two witnesses are believed; the embedding the first's."""
    ranks = _product(one.rank_probs, other.rank_probs)
    suits = _product(one.suit_probs, other.suit_probs)
    r, s = int(ranks.argmax()), int(suits.argmax())
    return replace(
        one,
        rank=RANK_CLASSES[r],
        rank_p=float(ranks[r]),
        suit=SUIT_CLASSES[s],
        suit_p=float(suits[s]),
        rank_probs=ranks,
        suit_probs=suits,
    )


def _product(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    both = (a * b) ** WITNESS
    return both / max(float(both.sum()), 1e-12)


def _score(guess: CornerGuess) -> float:
    return min(guess.rank_p, guess.suit_p)


def sure(guess: CornerGuess, bars: Bars = SURE) -> bool:
    """Whether both parts reach their bars (by default the calibrated ones)."""
    return guess.rank_p >= bars[0] and guess.suit_p >= bars[1]
