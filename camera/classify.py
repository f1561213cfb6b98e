"""Name what a corner cluster shows: a rank and suit, or a Duel symbol.

Classification is nearest-template by cosine similarity; the confidence is
built from how well the best class matches *and* how far ahead of the
runner-up it is, because a glyph that resembles two classes equally (a
smudged 6 or 8) must come out unsure, never as a coin toss.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace

import numpy as np

from camera.corner import Blob, Cluster, crop, redness
from camera.glyphs import features
from camera.net import CLASSES as NET_CLASSES
from camera.net import GlyphNet, net_input
from camera.shapes import SUITS, SYMBOLS
from camera.templates import CLUTTER, RANKS, Bank

RED = ("hearts", "diamonds")
BLACK = ("clubs", "spades")
# Similarity, and lead over the runner-up, at which a guess is worth 0 and 1.
# Set on the tune split (camera/synthetic, tune fonts and tables) so that no
# wrong guess there scored above 0.5; suits compete only within their colour,
# where the shapes differ clearly, so a small lead is enough, but not a hair's:
# a blurred club and spade differ in a few pixels, and two cards side by side
# (Lucky Duke's, smaller than one alone) showed spades read as clubs at a lead
# of 0.01 to 0.03.
RANGES = {
    "rank": ((0.85, 0.92), (0.05, 0.12)),
    "fragile": ((0.85, 0.92), (0.08, 0.15)),  # a J: what a broken 6, 8, 9 or Q leaves
    "suit": ((0.80, 0.90), (0.02, 0.05)),
    "far suit": ((0.80, 0.90), (0.02, 0.06)),  # a pip a few pixels wide (see read_index)
    "symbol": ((0.85, 0.95), (0.04, 0.10)),
}
SYMBOL_MIN = (0.05, 0.012)  # a symbol's longer and shorter side, fraction of card height
# A symbol is one piece of ink, and maybe small ones (a spark): two blobs of a
# size side by side are letters or doodles, not a symbol.
SYMBOL_PART = 0.4
RED_CUT = 0.18  # redness above this is red ink, below it black
COLOUR_SURE = 0.08  # redness this far from the cut is a clear colour
# A doubtful colour that leans one way still counts against a suit of the
# other: this much of the confidence is kept.
AGAINST_LEAN = 0.6
FRAGILE = ("J",)  # ranks a piece of a broken glyph can pass for
FRAGILE_PIP = 1.3  # a pip more than this times a fragile rank's height dwarfs it
FRAGILE_NEAR = 0.2  # nor other ink this close to it (fraction of its height)
TOUCH = 0.06  # ink this close to a rank's box (fraction of its height) is part of it
# The glyph network's probability at which its word is worth 0 and 1; it may
# vouch for the templates' guess, or for their runner-up when the templates'
# lead was under NET_OVERRULES (see camera.net). A rank in a face unlike the
# templates' often matches its own class's templates at only 0.8, far ahead of any
# other class, and the network says the same at 0.8 to 0.95: two readers
# agreeing. From 0.6, they agreed on a wrong one (a 9 read as a Q at 0.61).
NET_RANGE = (0.75, 0.99)
NET_OVERRULES = 0.05
NET_DISSENT = 0.8  # this sure of another class, the network makes a read unsure


@dataclass(frozen=True)
class Guess:
    label: str
    score: float
    margin: float
    runner_up: str

    def confidence(self, kind: str) -> float:
        """0..1: how far the guess is past both its similarity and its lead thresholds."""
        (s0, s1), (m0, m1) = RANGES[kind]
        s = (self.score - s0) / (s1 - s0)
        m = (self.margin - m0) / (m1 - m0)
        return float(np.clip(min(s, m), 0.0, 1.0))


@dataclass(frozen=True)
class IndexRead:
    rank: Guess
    suit: Guess
    colour: float  # redness of the pip
    confidence: float
    problem: str | None  # why it should not be trusted, if anything


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
    """Per-class best similarities of each glyph crop, and the network's
    probabilities, computed once per crop."""

    def __init__(self, ink: np.ndarray, bank: Bank, net: GlyphNet | None = None) -> None:
        self.ink = ink
        self.bank = bank
        self.net = net
        self._crops: dict[_CropKey, tuple[np.ndarray, np.ndarray]] = {}
        self._cache: dict[_CropKey, np.ndarray] = {}
        self._net_cache: dict[_CropKey, np.ndarray] = {}

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

    def probabilities(self, blobs: list[Blob], flip: bool) -> np.ndarray | None:
        """The network's class probabilities (over camera.net.CLASSES), if it is loaded."""
        if self.net is None:
            return None
        key = _key(blobs, flip)
        if key not in self._net_cache:
            patch, vec = self._described(blobs, flip)
            self._net_cache[key] = self.net.probabilities(net_input(patch, vec))
        return self._net_cache[key]

    def guess(self, blobs: list[Blob], flip: bool, among: tuple[str, ...] | None = None) -> Guess:
        return _guess(self.bank.classes[0], self.scores(blobs, flip), among)


def read_index(
    cluster: Cluster,
    ink: np.ndarray,
    card: np.ndarray,
    banks: dict[str, Bank],
    far: bool = False,
    net: GlyphNet | None = None,
) -> IndexRead | None:
    """Best split of the cluster into rank glyph(s) + one suit pip, or None.

    On a ``far`` card the pip is a few pixels wide, where a club and a spade
    differ by a pixel or two: its shape must then lead by more. The glyph
    ``net``, when given, may vouch for a guess the templates were unsure of."""
    best: IndexRead | None = None
    scorer = _Scorer(ink, banks["all"], net)
    splits = list(index_splits(cluster.blobs))
    scorer.prepare([(c, _flipped(r, pip)) for r, pip in splits for c in (r, [pip])])
    for rank_blobs, pip in splits:
        read = _read_split(rank_blobs, pip, scorer, card, "far suit" if far else "suit")
        if read.rank.label in FRAGILE and _fragment(rank_blobs, pip, cluster.blobs):
            read = replace(read, confidence=0.0, problem="rank may be part of a broken glyph")
        if best is None or read.confidence > best.confidence:
            best = read
    return best


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


def _fragment(rank_blobs: list[Blob], pip: Blob, blobs: list[Blob]) -> bool:
    """Whether a rank that a piece of a broken glyph passes for (a J) looks like
    such a piece: shorter than the pip beside it, or with any other of the
    cluster's ``blobs`` close by."""
    box = _box(rank_blobs)
    if pip.h > FRAGILE_PIP * box.h:
        return True
    return any(
        b not in rank_blobs and b is not pip and _gap(box, b) <= FRAGILE_NEAR * box.h for b in blobs
    )


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


def _read_split(
    rank_blobs: list[Blob], pip: Blob, scorer: _Scorer, card: np.ndarray, pip_kind: str
) -> IndexRead:
    flip = _flipped(rank_blobs, pip)
    rank = scorer.guess(rank_blobs, flip, RANKS)
    shape = scorer.guess([pip], flip)
    colour = redness(card, scorer.ink, pip)
    problem = None
    rank_probs = scorer.probabilities(rank_blobs, flip)
    pip_probs = scorer.probabilities([pip], flip)
    rank, rank_conf = _vouched(
        rank, rank.confidence("fragile" if rank.label in FRAGILE else "rank"), rank_probs, RANKS
    )
    # A clear ink colour settles red against black, and the shape only has to
    # tell hearts from diamonds or clubs from spades; a doubtful colour lets
    # all four suits compete, and costs confidence, more so for a suit of the
    # colour it leans away from.
    red = colour > RED_CUT
    clear = abs(colour - RED_CUT) >= COLOUR_SURE
    clear = clear and not _other_ink(rank_blobs, red, card, scorer.ink)
    suits = (RED if red else BLACK) if clear else SUITS
    suit = scorer.guess([pip], flip, suits)
    suit, suit_conf = _vouched(suit, suit.confidence(pip_kind), pip_probs, suits)
    conf = min(rank_conf, suit_conf) * (1.0 if clear else 0.8)
    if not clear and (suit.label in RED) != red:
        conf *= AGAINST_LEAN
    if clear and shape.label in SUITS and shape.label != suit.label and shape.margin > 0.02:
        problem = f"pip looks {shape.label} but its colour disagrees"
        conf *= 0.2
    # A pip that looks more like some other template (a ring, a star) is one
    # only if the network is sure of it. A rank that looks more like a letter
    # or a pip is none: the 0 of a 10 whose 1 broke off must not pass for a Q.
    if shape.label not in SUITS and not _net_says(pip_probs, suit.label):
        conf = 0.0
    if scorer.guess(rank_blobs, flip).label not in RANKS:
        conf = 0.0
    return IndexRead(rank, suit, colour, conf, problem)


def _flipped(rank_blobs: list[Blob], pip: Blob) -> bool:
    """Whether the index is printed upside down, which puts the rank after
    its pip in reading order (right of or below it), not before."""
    rx = np.mean([b.centre[0] for b in rank_blobs])
    ry = np.mean([b.centre[1] for b in rank_blobs])
    dx, dy = pip.centre[0] - rx, pip.centre[1] - ry
    return not (dx > 0 if abs(dx) >= abs(dy) else dy > 0)


def _other_ink(rank_blobs: list[Blob], red: bool, card: np.ndarray, ink: np.ndarray) -> bool:
    """Whether the rank looks printed in the other colour than its pip
    (``red`` or not). An index is printed in one ink, so the pip's colour is
    then in doubt: under a colour cast a small red pip can measure black
    while the bigger rank beside it still measures red."""
    rank_red = max(redness(card, ink, b) for b in rank_blobs) > RED_CUT
    return rank_red != red


def _vouched(
    guess: Guess, conf: float, probs: np.ndarray | None, among: tuple[str, ...]
) -> tuple[Guess, float]:
    """The templates' guess and confidence, after hearing the glyph network.

    Sure of the same class, the network raises the confidence; sure of the
    runner-up that the templates barely put second, it takes its place.
    Fairly sure of another class of those the templates chose ``among``, it
    makes the read unsure: two readers that disagree are not to be trusted.
    Otherwise (not sure, or "other") the templates' word stands."""
    if probs is None:
        return guess, conf
    if (net_conf := _net_says(probs, guess.label)) > 0:
        return guess, max(conf, net_conf)
    net_conf = _net_says(probs, guess.runner_up)
    if guess.margin < NET_OVERRULES and net_conf > conf:
        return Guess(guess.runner_up, guess.score - guess.margin, 0.0, guess.label), net_conf
    first = NET_CLASSES[int(np.argmax(probs))]
    if first != guess.label and first in among and probs.max() >= NET_DISSENT:
        return guess, 0.0
    return guess, conf


def _net_says(probs: np.ndarray | None, label: str) -> float:
    """0..1: how sure the network is that the glyph is ``label`` (0 unless it
    is its first choice)."""
    if probs is None or NET_CLASSES[int(np.argmax(probs))] != label:
        return 0.0
    low, high = NET_RANGE
    return float(np.clip((probs.max() - low) / (high - low), 0.0, 1.0))


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
    best = max(guesses, key=lambda g: (g.label in SYMBOLS, g.confidence("symbol"), g.score))
    if best.label not in SYMBOLS or _specks_disagree(readings):
        return SymbolRead(best, 0.0)
    return SymbolRead(best, best.confidence("symbol"))


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
        and min(a.confidence("symbol"), w.confidence("symbol")) > 0
        for a, w in zip(alone, whole, strict=True)
    )
