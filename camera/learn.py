"""One-minute calibration from the players' own deck.

Nobody here has a picture of the real Duel symbols, so the drawn defaults
are a guess; showing each Duel card once replaces them. Showing a few BANG!
cards (with their names) adds their index glyphs, which adapts the reader to
a font that surprises it. The result is a small template file
(:func:`camera.templates.calibration_path`) that every later read loads.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import cv2
import numpy as np

from camera.classify import index_splits, nearest
from camera.corner import Cluster, clusters, crop, ink_map
from camera.deblur import line_kernel
from camera.detect import CARD_H, CARD_W, find_cards, orientations, picture_corners, warp
from camera.glyphs import features
from camera.reader import flattened
from camera.shapes import SUITS, SYMBOLS
from camera.sources import FrameSource
from camera.templates import RANKS, Bank, default_banks, save_calibration

STABLE_FRAMES = 5
GONE_FRAMES = 3
# A Duel card shown once up close is also learnt as the reader sees it far
# away: FAR_HEIGHT px tall in the frame (sharpened by the reader, as under
# its SHARPEN_BELOW), as it is, out of focus (a Gaussian of this sigma) and
# moving (smeared this many px along each of four directions).
FAR_HEIGHT = 150
FAR_DEFOCUS = 1.0
FAR_MOTION = 5.0
FAR_DIRECTIONS = (0.0, 45.0, 90.0, 135.0)


class CalibrationError(RuntimeError):
    """A card could not be captured or its glyphs not found."""


@dataclass
class Learned:
    """Glyph masks gathered so far, per template kind."""

    glyphs: dict[str, list[tuple[str, np.ndarray]]] = field(default_factory=dict)

    def add(self, kind: str, label: str, ink: np.ndarray) -> None:
        mask = (np.clip(ink / max(float(ink.max()), 1e-6), 0, 1) * 255).astype(np.uint8)
        self.glyphs.setdefault(kind, []).append((label, mask))


def parse_card(text: str) -> tuple[str, str]:
    """'Q hearts', '10 spades', 'qh' or 'Q♥' -> ('Q', 'hearts')."""
    t = text.strip().replace("♥", "h").replace("♦", "d").replace("♣", "c").replace("♠", "s")
    parts = t.split()
    rank, suit = (parts[0], parts[1]) if len(parts) == 2 else (t[:-1], t[-1:])
    rank = rank.upper()
    rank = {"V": "J", "D": "Q", "R": "K"}.get(rank, rank)
    matches = [s for s in SUITS if s.startswith(suit.lower()[:1])] if suit else []
    if rank not in RANKS or len(matches) != 1:
        raise ValueError(f"not a card: {text!r} (try 'Q hearts' or '10 spades')")
    return rank, matches[0]


def calibrate(
    source: FrameSource,
    out: Path,
    symbols: tuple[str, ...] = SYMBOLS,
    cards: tuple[tuple[str, str], ...] = (),
    say: Callable[[str], None] = print,
) -> Learned:
    """Ask for each symbol then each card in turn, capture it, save templates."""
    learned = Learned()
    frames = iter(source)
    for symbol in symbols:
        say(f"Show the Duel card with the {symbol} symbol.")
        card = _capture(frames, source.live)
        learned.add("symbol", symbol, _symbol_ink(card))
        for far in _far_views(card):
            with contextlib.suppress(CalibrationError):  # lost in the blur: the others do
                learned.add("symbol", symbol, _symbol_ink(far))
        say(f"  got the {symbol}.")
    banks = default_banks()
    for rank, suit in cards:
        say(f"Show the {rank} of {suit}.")
        card = _capture(frames, source.live)
        rank_ink, pip_ink = _index_inks(card, rank, suit, banks)
        learned.add("rank", rank, rank_ink)
        learned.add("suit", suit, pip_ink)
        say(f"  got the {rank} of {suit}.")
    save_calibration(out, learned.glyphs)
    return learned


def _capture(frames: Iterator[np.ndarray], live: bool) -> np.ndarray:
    """The flattened card once it has stayed put (live) or from the next shot."""
    need = STABLE_FRAMES if live else 1
    run: list[np.ndarray] = []
    for frame in frames:
        quads = find_cards(frame, 1)
        if not quads:
            run.clear()
            continue
        if run and np.abs(run[-1] - quads[0]).max() > 0.02 * max(frame.shape[:2]):
            run.clear()
        run.append(quads[0])
        if len(run) >= need:
            card = warp(frame, orientations(quads[0])[0])
            if live:
                _wait_gone(frames)
            return card
    raise CalibrationError("the pictures ran out before a card was seen clearly")


def _wait_gone(frames: Iterator[np.ndarray]) -> None:
    """Let the player take the card away before asking for the next one."""
    gone = 0
    for frame in frames:
        gone = gone + 1 if not find_cards(frame, 1) else 0
        if gone >= GONE_FRAMES:
            return


def _far_views(card: np.ndarray) -> list[np.ndarray]:
    """The flattened card as the reader would flatten it seen far away and
    blurred. A Duel symbol a dozen pixels tall comes out of the ink map
    fatter and rounder than the one sharp shot shows (a coil's turns fill
    in), and then looks more like some rank or doodle than like the shot."""
    width = round(CARD_W * FAR_HEIGHT / CARD_H)
    small = cv2.resize(card, (width, FAR_HEIGHT), interpolation=cv2.INTER_AREA)
    seen = [small, cv2.GaussianBlur(small, (0, 0), FAR_DEFOCUS)]
    seen += [cv2.filter2D(small, -1, line_kernel(FAR_MOTION, a)) for a in FAR_DIRECTIONS]
    return [flattened(view, picture_corners(width, FAR_HEIGHT)) for view in seen]


def _symbol_ink(card: np.ndarray) -> np.ndarray:
    """The Duel symbol: the biggest cluster, preferring the top-right/bottom-left corners."""
    ink = ink_map(card)
    found = clusters(ink)
    if not found:
        raise CalibrationError("no symbol found in the card's corners; hold it flat and closer")

    def weight(c: Cluster) -> float:
        mass = sum(float(b.mask.sum()) for b in c.blobs)
        return mass * (2.0 if c.corner in (1, 3) else 1.0)

    # Its biggest blob: the reader also tries a cluster's biggest blob alone, and
    # artwork or a fuse's spark next to the symbol would only blur the template.
    return crop(ink, [max(max(found, key=weight).blobs, key=lambda b: float(b.mask.sum()))])


def _index_inks(
    card: np.ndarray, rank: str, suit: str, banks: dict[str, Bank]
) -> tuple[np.ndarray, np.ndarray]:
    """Rank and pip ink of the split that best matches the card we were told it is."""
    best: tuple[float, np.ndarray, np.ndarray] | None = None
    ink = ink_map(card)
    for cluster in clusters(ink):
        for rank_blobs, pip in index_splits(cluster.blobs):
            for flip in (False, True):
                r, p = crop(ink, rank_blobs), crop(ink, [pip])
                if flip:
                    r, p = r[::-1, ::-1], p[::-1, ::-1]
                score = _similarity(banks["rank"], r, rank) + _similarity(banks["suit"], p, suit)
                if best is None or score > best[0]:
                    best = (score, r, p)
    if best is None:
        raise CalibrationError("no index found in the card's corners; hold it flat and closer")
    return best[1], best[2]


def _similarity(bank: Bank, ink: np.ndarray, label: str) -> float:
    """How well the ink matches the named class (its best template)."""
    guess = nearest(bank, features(ink), (label,))
    return guess.score
