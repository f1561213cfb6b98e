"""Read a card's index where no outline of the card reads.

The outline search (``camera.detect``) misses a card whose edge barely
shows (a white card on a light table) or that fills the picture, and some
outlines it finds are a pip or a face's picture, whose corners hold no
index. Here the index is looked for without the card: the whole frame's ink
(``camera.corner.ink_map``) is cut into glyph-sized blobs, blobs printed
together (a rank and its pip) are grouped, and each group is cut square with
the training's margin at the four right-angle turns of its slant, since
nothing says which way up the card lies. The model judges every crop
(``camera.index.judge``).

Such a read names the whole card or nothing, at its own bar (LOOSE_SURE):
its crops are not straightened by a card's outline as the model's training
crops are, and a frame holds much ink that is no index. Its outline is the
square around the index, which the stabiliser follows as it follows a card's.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from camera.corner import MIN_CONTRAST, box_gaps, ink_map, joined
from camera.corner_model import SIDE, CornerGuess, CornerModel
from camera.index import MARGIN, Bars, IndexGuess, judge

# Calibrated on held-out photos (python -m camera_training.calibrate): the
# weaker part of a read found without an outline must reach this, where the
# outline's reads leave the card unsure, for the card to be named.
LOOSE_SURE = 0.999
MIN_SIDE = 6  # px: a blob's longer side, at least (a webcam's small index)
MAX_SIDE = 0.2  # of the frame's height: a blob's longer side, at most
MIN_INK = 12  # px of ink in a blob, at least
JOIN = 0.5  # blobs closer than this share of the larger one's side are one group
# Blobs whose ink differs more than this factor are not printed together (a
# pip and a speck of dust).
UNLIKE = 12.0
GROUP = (2, 4)  # blobs in an index: a rank and its pip; a 10's two digits, its pip
# A picture that is all card holds its indexes and pips: a few dozen blobs of
# a glyph's size (46 at most on the dev photos read so, 18 on drawn cards). A
# patterned cloth holds hundreds (101 to 330 on the drawn checked cloths whose
# squares read as a sure 10 of diamonds): such a picture is looked at no
# further, as no lone card.
MOST_CARD_BLOBS = 80
MOST_GROUPS = 8  # the tallest groups, at most, are cut and judged (4 crops each)
INK_SIDE = 640  # px: the frame's long side as its ink is looked at, at most
SQUARE = 1.02  # a quad's longest side to its shortest, at most, for a square
CROP = 2 * SIDE  # px: a crop's side at most; the model shrinks it to SIDE alike


@dataclass(frozen=True)
class Spot:
    """A group of blobs that may be an index: the square around it in frame
    pixels (centre, side, slant in degrees)."""

    centre: tuple[float, float]
    side: float
    angle: float

    @property
    def quad(self) -> np.ndarray:
        """The square's corners in frame pixels: the read's outline."""
        return cv2.boxPoints((self.centre, (self.side, self.side), self.angle)).astype(np.float32)

    def crops(self, img: np.ndarray) -> list[np.ndarray]:
        """The square cut upright at each of the four right-angle turns, at
        most CROP px: the part of the frame around it is shrunk first, by
        area, as a large index (a phone's 12 MP) would alias if turned small."""
        reach = int(self.side * 0.75) + 2  # beyond half the square's diagonal
        cx, cy = self.centre
        x0, y0 = max(0, int(cx) - reach), max(0, int(cy) - reach)
        part = img[y0 : int(cy) + reach, x0 : int(cx) + reach]
        scale = min(1.0, CROP / self.side)
        if scale < 1:
            part = cv2.resize(part, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
        centre = ((cx - x0) * scale, (cy - y0) * scale)
        size = max(8, round(self.side * scale))
        out = []
        for turn in range(4):
            m = cv2.getRotationMatrix2D(centre, self.angle + 90 * turn, size / (self.side * scale))
            m[:, 2] += (size / 2 - centre[0], size / 2 - centre[1])
            out.append(cv2.warpAffine(part, m, (size, size), borderMode=cv2.BORDER_REPLICATE))
        return out


@dataclass(frozen=True)
class LooseRead:
    """The model's best read of the spots, and the spot it was read at."""

    guess: IndexGuess
    spot: Spot


def spots(img: np.ndarray) -> list[Spot]:
    """The groups of glyph-sized ink that may be an index, tallest first, in
    the frame's pixels; none where the frame holds more such ink than a card
    does (MOST_CARD_BLOBS). The ink is looked at in the frame shrunk to INK_SIDE:
    most of the cost is its ink map and blobs, and an index stays some 10 px
    tall there on a webcam's frame."""
    scale = min(1.0, INK_SIDE / max(img.shape[:2]))
    small = (
        img
        if scale == 1
        else cv2.resize(img, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
    )
    labels, stats = _blobs(small)
    if len(stats) > MOST_CARD_BLOBS:
        return []
    tallest = sorted(_groups(stats), key=lambda group: -stats[group, 3].max())[:MOST_GROUPS]
    return [_spot(labels, stats, group, scale) for group in tallest]


def _spot(labels: np.ndarray, stats: np.ndarray, group: list[int], scale: float) -> Spot:
    """The square around a group's ink, with the training's margin, in the
    frame's pixels (``scale``: the shrunk frame's size to the frame's)."""
    points = np.concatenate([_ink_points(labels, stats, i) for i in group]) / scale
    (cx, cy), (w, h), angle = cv2.minAreaRect(points)
    return Spot((cx, cy), (1 + 2 * MARGIN) * max(w, h), angle)


def read_loose(
    img: np.ndarray, model: CornerModel, bars: Bars, found: list[Spot] | None = None
) -> LooseRead | None:
    """The likeliest index of the frame's spots (``found``, else :func:`spots`),
    unless none names a card. ``bars`` (rank, suit): a crop naming another
    card at least this surely disputes the read (as a card's second index does)."""
    found = spots(img) if found is None else found
    crops = [crop for spot in found for crop in spot.crops(img)]
    guesses = model.classify(crops)
    # Every crop counts as a corner of its own: none is another's second index.
    best = judge(guesses, [4 * n for n in range(len(guesses))], bars)
    if best is None:
        return None
    at = next(n for n, guess in enumerate(guesses) if guess is best.guess)
    return LooseRead(best, found[at // 4])


def spot_at(quad: np.ndarray) -> Spot | None:
    """The spot whose square ``quad`` is, as a read without its outline gives
    it; None if ``quad`` is no square, as a card's outline never is (its
    sides are as 63 to 88): a card read so is read there again at once."""
    sides = np.linalg.norm(quad - np.roll(quad, -1, axis=0), axis=1)
    if sides.max() > SQUARE * sides.min():
        return None
    centre, _, angle = cv2.minAreaRect(quad.astype(np.float32))
    return Spot((float(centre[0]), float(centre[1])), float(sides.mean()), float(angle))


def named(read: LooseRead, bar: float) -> CornerGuess | None:
    """The read's guess if it names the whole card at ``bar`` undisputed."""
    if read.guess.disputed or read.guess.score < bar:
        return None
    return read.guess.guess


def _blobs(img: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The frame's pieces of ink (labels, and stats rows x, y, w, h, area with
    the label in a sixth column), those of a glyph's size only."""
    ink = ink_map(img)
    level = (ink * 255).astype(np.uint8)
    otsu, _ = cv2.threshold(level, 0, 255, cv2.THRESH_BINARY | cv2.THRESH_OTSU)
    binary = (ink > max(MIN_CONTRAST, otsu / 255)).astype(np.uint8)
    _, labels, stats, _ = cv2.connectedComponentsWithStats(binary, connectivity=8)
    stats = np.column_stack([stats, np.arange(len(stats))])[1:]
    side = stats[:, 2:4].max(axis=1)
    keep = (side >= MIN_SIDE) & (side <= MAX_SIDE * img.shape[0]) & (stats[:, 4] >= MIN_INK)
    stats = stats[keep]
    return labels, stats[np.argsort(-stats[:, 4], kind="stable")]


def _groups(stats: np.ndarray) -> list[list[int]]:
    """Rows of ``stats`` printed together: boxes closer than JOIN of the
    larger one's side, of alike ink, joined transitively; GROUP blobs each.
    A group too crowded for one index (a phone's big index beside the pips,
    an index printed close to them) gives instead each blob with its
    nearest near blob, as a rank lies nearest its pip."""
    gap, near = _nearness(stats)
    low, high = GROUP
    groups: list[list[int]] = []
    for group in joined(len(stats), zip(*np.nonzero(np.triu(near, 1)), strict=True)):
        if len(group) > high:
            groups += _paired(group, gap, near)
        elif len(group) >= low:
            groups.append(group)
    return [list(g) for g in dict.fromkeys(map(tuple, groups))]


def _paired(blobs: list[int], gap: np.ndarray, near: np.ndarray) -> list[list[int]]:
    """Each of ``blobs`` with the blob near it with the narrowest gap to it."""
    nearest = np.where(near[blobs], gap[blobs], np.inf).argmin(axis=1)
    return [sorted([i, int(j)]) for i, j in zip(blobs, nearest, strict=True)]


def _nearness(stats: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The gap between every two blobs' boxes (0 where they overlap), and
    which are near: closer than JOIN of the larger one's side, of alike ink."""
    gap = box_gaps(stats[:, :4].astype(np.int32))
    side = stats[:, 2:4].max(axis=1)
    area = stats[:, 4].astype(np.float64)
    alike = np.abs(np.log((area[:, None] + 1) / (area[None, :] + 1))) < np.log(UNLIKE)
    near = (gap < JOIN * np.maximum(side[:, None], side[None, :])) & alike
    np.fill_diagonal(near, False)
    return gap, near


def _ink_points(labels: np.ndarray, stats: np.ndarray, row: int) -> np.ndarray:
    """The pixels of one blob, as (x, y) points in the frame."""
    x, y, w, h, _, label = (int(v) for v in stats[row])
    ys, xs = np.nonzero(labels[y : y + h, x : x + w] == label)
    return np.column_stack([xs + x, ys + y]).astype(np.float32)
