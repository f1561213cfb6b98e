"""Name the Duel symbol a corner cluster shows, and split an index cluster
into rank and pip (for ``camera learn``).

Classification is nearest-template by cosine similarity; the confidence is
built from how well the best class matches *and* how far ahead of the
runner-up it is, because a glyph that resembles two classes equally must come
out unsure, never as a coin toss.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from camera.corner import Blob, Cluster, crop
from camera.glyphs import features
from camera.shapes import SYMBOLS
from camera.templates import CLUTTER, Bank

# Similarity, and lead over the runner-up, at which a symbol guess is worth 0 and 1.
SYMBOL_RANGE = ((0.85, 0.95), (0.04, 0.10))
TOUCH = 0.06  # ink this close to a rank's box (fraction of its height) is part of it
SYMBOL_MIN = (0.05, 0.012)  # a symbol's longer and shorter side, fraction of card height
# A symbol is one piece of ink, and maybe small ones (a spark): two blobs of a
# size side by side are letters or doodles, not a symbol.
SYMBOL_PART = 0.4


@dataclass(frozen=True)
class Guess:
    label: str
    score: float
    margin: float
    runner_up: str

    def confidence(self) -> float:
        """0..1: how far the symbol guess is past both its similarity and its lead thresholds."""
        (s0, s1), (m0, m1) = SYMBOL_RANGE
        s = (self.score - s0) / (s1 - s0)
        m = (self.margin - m0) / (m1 - m0)
        return float(np.clip(min(s, m), 0.0, 1.0))


@dataclass(frozen=True)
class SymbolRead:
    symbol: Guess
    confidence: float


def nearest(bank: Bank, vec: np.ndarray, among: tuple[str, ...] | None = None) -> Guess:
    """Best class by its best template, and its lead over the best other class
    (only classes in ``among`` compete, when given)."""
    names, starts = bank.classes
    best = np.maximum.reduceat(bank.vectors @ vec, starts)
    return _guess(names, best, among)


def _guess(names: tuple[str, ...], best: np.ndarray, among: tuple[str, ...] | None) -> Guess:
    if among is not None:
        best = np.where([n in among for n in names], best, -2.0)
    second, first = np.argpartition(best, -2)[-2:]
    return Guess(names[first], float(best[first]), float(best[first] - best[second]), names[second])


_Crop = tuple[list[Blob], bool]  # some blobs of a cluster, and whether they are turned over
_CropKey = tuple[tuple[int, ...], bool]


def _key(blobs: list[Blob], flip: bool) -> _CropKey:
    return tuple(id(b) for b in blobs), flip


class _Scorer:
    """Per-class best similarities of each glyph crop, computed once per crop."""

    def __init__(self, ink: np.ndarray, bank: Bank) -> None:
        self.ink = ink
        self.bank = bank
        self._crops: dict[_CropKey, tuple[np.ndarray, np.ndarray]] = {}
        self._cache: dict[_CropKey, np.ndarray] = {}

    def _described(self, blobs: list[Blob], flip: bool) -> tuple[np.ndarray, np.ndarray]:
        """The blobs' ink crop (turned over if ``flip``) and its feature vector."""
        key = _key(blobs, flip)
        if key not in self._crops:
            patch = crop(self.ink, blobs)
            patch = patch[::-1, ::-1] if flip else patch
            self._crops[key] = (patch, features(patch))
        return self._crops[key]

    def prepare(self, crops: list[_Crop]) -> None:
        """Scores the crops not scored yet in one product with the bank: its
        thousands of templates are more than the processor's cache holds, so
        matched a crop at a time the bank is read from memory once a crop
        (0.28 ms on one core), and all of a cluster's splits at once cost
        about a third of that a crop."""
        todo = {key: c for c in crops if (key := _key(*c)) not in self._cache}
        if not todo:
            return
        vectors = np.stack([self._described(*c)[1] for c in todo.values()], axis=1)
        starts = self.bank.classes[1]
        best = np.maximum.reduceat(self.bank.vectors @ vectors, starts, axis=0)
        for column, key in enumerate(todo):
            self._cache[key] = best[:, column]

    def scores(self, blobs: list[Blob], flip: bool) -> np.ndarray:
        self.prepare([(blobs, flip)])
        return self._cache[_key(blobs, flip)]

    def guess(self, blobs: list[Blob], flip: bool, among: tuple[str, ...] | None = None) -> Guess:
        return _guess(self.bank.classes[0], self.scores(blobs, flip), among)


def index_splits(blobs: list[Blob]) -> Iterator[tuple[list[Blob], Blob]]:
    """Each way a cluster's blobs may hold a rank beside its pip, as (rank
    blobs, pip): the rank one glyph or the pieces of one, the pip next to it
    and of a like size. Other blobs may stay out (a poker card's first big
    pip), but not a piece of the rank itself."""
    for pip in blobs:
        others = [b for b in blobs if b is not pip]
        for rank_blobs in _rank_candidates(others):
            if _index_shape(rank_blobs, pip) and not _left_out(rank_blobs, pip, others):
                yield rank_blobs, pip


def _rank_candidates(blobs: list[Blob]) -> list[list[Blob]]:
    """Single blobs, pairs side by side at the same height (the '1' and '0' of
    a 10), a blob with the pieces touching its box (a 6 whose head broke off
    its bowl: :func:`_left_out` refuses the bowl alone), and a row of three
    (a 10 whose thin 0 broke into two arcs)."""
    out = [[b] for b in blobs]
    for i, a in enumerate(blobs):
        out += [[a, b] for b in blobs[i + 1 :] if _side_by_side(a, b)]
        touching = [b for b in blobs if b is not a and _gap(a, b) <= max(1, TOUCH * a.h)]
        if touching:
            out.append([a, *touching])
    row = sorted(blobs, key=lambda b: b.x)
    out += [
        row[i : i + 3]
        for i in range(len(row) - 2)
        if _side_by_side(row[i], row[i + 1]) and _side_by_side(row[i + 1], row[i + 2])
    ]
    return out


def _side_by_side(a: Blob, b: Blob) -> bool:
    """Two glyphs of one rank: level with each other and close (a 1 and a 0)."""
    overlap = min(a.y + a.h, b.y + b.h) - max(a.y, b.y)
    gap = max(a.x - (b.x + b.w), b.x - (a.x + a.w))
    return overlap > 0.6 * max(a.h, b.h) and gap < 0.5 * max(a.h, b.h)


def _left_out(rank_blobs: list[Blob], pip: Blob, others: list[Blob]) -> bool:
    """Whether a piece of ink next to the rank was left out of it: then the
    rank is part of a glyph broken by thin strokes (the hook of a 6 read as a
    J), not a whole one. Ink inside the rank's box, or all but touching it,
    always counts, whatever its size or shape (the long left arc of a thin 6);
    further away, big neighbours (a poker card's first pip) may stay out."""
    rank_h = max(b.y + b.h for b in rank_blobs) - min(b.y for b in rank_blobs)
    box = _box(rank_blobs)
    for b in others:
        if b in rank_blobs or b is pip:
            continue
        if _gap(box, b) <= max(1, TOUCH * rank_h):
            return True
        if any(_side_by_side(a, b) for a in rank_blobs):
            return True  # the 1 of a 10 beside its 0, which alone passes for a Q
        if max(b.h, b.w) >= 0.7 * rank_h:
            continue
        if min(b.h, b.w) < 0.2 * rank_h:
            continue  # a hairline (the card's edge, a shadow), not a piece of a glyph
        if any(_gap(a, b) <= 0.3 * rank_h for a in rank_blobs):
            return True
    return False


def _box(blobs: list[Blob]) -> Blob:
    """The joint bounding box of some blobs (no mask)."""
    x0 = min(b.x for b in blobs)
    y0 = min(b.y for b in blobs)
    x1 = max(b.x + b.w for b in blobs)
    y1 = max(b.y + b.h for b in blobs)
    return Blob(x0, y0, x1 - x0, y1 - y0, np.zeros((0, 0), bool))


def _gap(a: Blob, b: Blob) -> int:
    return max(a.x - (b.x + b.w), b.x - (a.x + a.w), a.y - (b.y + b.h), b.y - (a.y + a.h), 0)


def _index_shape(rank_blobs: list[Blob], pip: Blob) -> bool:
    """Rank and pip of comparable size, next to each other (side by side or stacked)."""
    x0 = min(b.x for b in rank_blobs)
    y0 = min(b.y for b in rank_blobs)
    x1 = max(b.x + b.w for b in rank_blobs)
    y1 = max(b.y + b.h for b in rank_blobs)
    big = max(x1 - x0, y1 - y0)
    if not 0.35 * big <= max(pip.h, pip.w) <= 1.6 * big:
        return False
    gap_x = max(x0 - (pip.x + pip.w), pip.x - x1, 0)
    gap_y = max(y0 - (pip.y + pip.h), pip.y - y1, 0)
    return max(gap_x, gap_y) <= 0.5 * (y1 - y0)


def _symbol_sized(blobs: list[Blob], card_h: int) -> bool:
    """Duel symbols are printed big and solid: not a sliver or a speck."""
    w = max(b.x + b.w for b in blobs) - min(b.x for b in blobs)
    h = max(b.y + b.h for b in blobs) - min(b.y for b in blobs)
    return max(w, h) >= SYMBOL_MIN[0] * card_h and min(w, h) >= SYMBOL_MIN[1] * card_h


def read_symbol(cluster: Cluster, ink: np.ndarray, banks: dict[str, Bank]) -> SymbolRead:
    """The cluster as a Duel symbol, upright or upside down: its biggest blob
    alone (artwork may touch the symbol's cluster), or taken whole when the
    other blobs are small beside it (a fuse's spark is a blob of its own)."""
    scorer = _Scorer(ink, banks["all"])
    main = max(cluster.blobs, key=lambda b: b.w * b.h)
    parts = [[main]]
    if all(b is main or b.w * b.h <= SYMBOL_PART * main.w * main.h for b in cluster.blobs):
        parts.append(cluster.blobs)
    parts = [p for p in parts if _symbol_sized(p, ink.shape[0])]
    if not parts:
        return SymbolRead(Guess(CLUTTER, 0.0, 0.0, ""), 0.0)
    scorer.prepare([(p, flip) for p in parts for flip in (False, True)])
    readings = [[scorer.guess(p, flip) for flip in (False, True)] for p in parts]
    guesses = [g for reading in readings for g in reading]
    best = max(guesses, key=lambda g: (g.label in SYMBOLS, g.confidence(), g.score))
    if best.label not in SYMBOLS or _specks_disagree(readings):
        return SymbolRead(best, 0.0)
    return SymbolRead(best, best.confidence())


def _specks_disagree(readings: list[list[Guess]]) -> bool:
    """Whether the biggest blob alone and the blob with its specks (each read
    upright, then upside down) make two symbols, each with some confidence:
    a speck of noise beside a blurred barrel passes for a fuse's spark, and
    the two read as a dynamite."""
    if len(readings) < 2:
        return False
    alone, whole = readings
    return any(
        a.label in SYMBOLS
        and w.label in SYMBOLS
        and a.label != w.label
        and min(a.confidence(), w.confidence()) > 0
        for a, w in zip(alone, whole, strict=True)
    )
