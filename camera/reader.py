"""Read the card(s) in one frame: outline, flatten, find the index, name it.

The reader prefers saying "unsure" to guessing: a read is confident only when
the glyphs match a template well and clearly better than any other class,
the pip colour agrees with the suit, and (for decks printing two indexes) the
corners agree with each other.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Literal

import cv2
import numpy as np

from camera.classify import FRAGILE, IndexRead, SymbolRead, read_index, read_symbol
from camera.corner import clusters, ink_map
from camera.deblur import Smeared, line_kernel
from camera.detect import CardFinder, card_height, orientations, outermost, overlaps, warp
from camera.net import GlyphNet, glyph_net
from camera.shapes import SYMBOLS
from camera.steps import Steps
from camera.templates import Bank, banks

Shows = Literal["index", "symbol"]  # what a card is read for: its corner index, or a Duel symbol
Expect = Shows | None
# What the player can do about an unsure read; the app words it in the
# player's language (see CardRead.hint).
Hint = Literal["no_picture", "no_card", "closer", "steady"]
NOT_AN_IMAGE, NO_CARD = "not an image", "no card in view"
OTHER_CARD_AROUND = "symbol unclear (the card around it reads otherwise)"
# Why a card in view gave nothing to read, by what the reader looked for.
NOTHING_FOUND = {
    "index": "no index found on the card",
    "symbol": "no symbol found on the card",
    None: "no index or symbol found on the card",
}
CONFIDENT = 0.5  # below this a read is reported unsure
BLOCKS_SYMBOL = 0.25  # an index this plausible rules out a Duel symbol
# A card this few pixels tall in the frame has an index pip of about 7 px,
# where a club and a spade differ by a pixel or two, and a Duel symbol of
# about 15 px: ask for more.
FAR_CARD, FAR_CONFIDENT = 130, 0.6
# Under this many pixels tall, reads fall off (on the bench's eval scenes:
# 68% right under 130 px, 88% at 130-155, 94% at 155-180, 98% and more
# above): an unsure card this small is better shown closer than held still.
CLOSER_BELOW = 180
# A card this few pixels tall is stretched about twice over by the warp, on
# top of the webcam's own blur: an unsharp mask brings back glyph edges, which
# keeps a rank and its pip apart and gives the glyph features a clear outline.
SHARPEN_BELOW = 160
# Ink thresholds tried in turn (times the Otsu level) while a card reads unsure:
# a blurred rank that touches its pip at one comes apart at a stricter one, a
# thin stroke that breaks joins up at a looser one. The strictest frees a
# blurred Duel symbol from the card's printed frame it runs into.
INK_LEVELS = (1.0, 1.3, 0.75, 1.6, 2.0)
# But a stroke broken open at one threshold can make another rank: a far 8
# whose top loop opened at 1.3 read as a K at 0.99, where the usual threshold
# had read it an 8 at 0.58. An index first made confident at a later
# threshold is refused when an earlier one named another card with this
# confidence (0.2 to 0.4 refuse the same reads on the bench's scenes).
DISSENT = 0.3
SHARPEN_SIGMA, SHARPEN_AMOUNT = 2.0, 1.0
# A card blurred by motion reads unsure. Its index often reads once the blur is
# undone along the direction it was smeared in (camera.deblur), which is not
# known: each of these smears is undone in turn, and a read stands only if no
# other reads another card. Undone as a smear of the wrong length, a smear
# leaves stripes that can reshape a pip (a club read as a spade at 1.0 when
# only 6 px smears were tried), and the two lengths rarely agree on such a
# pip.
DEBLUR_SMEARS = tuple((length, angle) for length in (4.0, 6.0) for angle in range(0, 180, 23))
# How many of those smears must read the card confidently, by what it shows.
# A lone Duel symbol has no pip colour nor second glyph to check it by, and
# one smear undone the wrong way can reshape a barrel into a dynamite (so it
# read on two of the bench's 4:3 frames); two smears agreeing misread none.
DEBLUR_AGREE = {"index": 1, "symbol": 2}
# A deblurred card is read at the usual ink threshold only: the others read
# no more cards there, each at the cost of another read.
DEBLUR_INK_LEVELS = (1.0,)
DEBLUR_PAD = 16  # px of frame kept around the card, clear of the picture's borders
# A card seen in the previous frame is looked for in its outline's box grown
# by this fraction of its size on every side: room for a hand's tremor, and
# for the outline to stand clear of the window's edge.
NEAR_MARGIN = 0.25


@dataclass
class CardRead:
    """What the camera saw on one card. Exactly one of (rank and suit),
    symbol, or unsure is set."""

    rank: str | None = None
    suit: str | None = None
    symbol: str | None = None
    confidence: float = 0.0
    unsure: str | None = None
    ms: float = 0.0
    quad: np.ndarray | None = field(default=None, repr=False)
    suit_confidence: float = 0.0
    rank_confidence: float = 0.0
    embedding: np.ndarray | None = None

    @property
    def hint(self) -> Hint | None:
        """What would help, when the read is unsure: a picture at all, a whole
        card flat in view, the card closer (it is under CLOSER_BELOW px tall), or
        else the card held still and out of glare. A code, not a sentence, so
        that the app can say it in the player's language."""
        if self.unsure is None:
            return None
        if self.quad is None:
            return "no_picture" if self.unsure == NOT_AN_IMAGE else "no_card"
        return "closer" if card_height(self.quad) < CLOSER_BELOW else "steady"

    @property
    def label(self) -> str | None:
        """Short name for comparing reads: 'Q hearts', 'barrel', or None if unsure."""
        if self.unsure:
            return None
        return self.symbol or f"{self.rank} {self.suit}"

    def as_json(self) -> dict:
        """The ``camera read --json`` object (without the image name)."""
        out: dict = {}
        if self.symbol and not self.unsure:
            out["symbol"] = self.symbol
        else:
            out["rank"] = None if self.unsure else self.rank
            out["suit"] = None if self.unsure else self.suit
        if self.unsure:
            out["unsure"] = self.unsure
        else:
            out["confidence"] = round(self.confidence, 3)
        out["ms"] = round(self.ms, 1)
        return out


class Reader:
    """Holds the templates; reading is stateless per frame."""

    def __init__(self, templates: dict[str, Bank] | None = None, learned: bool = True) -> None:
        """``learned=False`` reads with the templates alone, without the glyph network."""
        self.banks = templates if templates is not None else banks()
        self.net: GlyphNet | None = glyph_net() if learned else None

    def read_frame(
        self,
        img: np.ndarray | None,
        cards: int = 1,
        expect: Expect = None,
        near: Sequence[np.ndarray] = (),
    ) -> list[CardRead]:
        """One read per card found, at most ``cards`` (2 for Lucky Duke), most
        confident first; a single unsure read if there is none.

        ``expect`` is what the game's cards show: "index" (BANG!, or any deck
        of playing cards), "symbol" (BANG! Duel), or None for either. Knowing
        it, the reader never takes a title letter on a BANG! card for a Duel
        symbol, nor a doodle on a Duel card for an index, and saves the time.

        ``near`` holds the outlines of the cards read in the previous frame
        (:attr:`Stabiliser.near`): a card at rest is looked for first in a
        window around where it was, which spares most of the outline search;
        the whole frame is searched if that fails."""
        reads = self.reading(img, cards, expect, near).advance()
        assert reads is not None  # no budget: the reading is done
        return reads

    def reading(
        self,
        img: np.ndarray | None,
        cards: int = 1,
        expect: Expect = None,
        near: Sequence[np.ndarray] = (),
    ) -> Reading:
        """The read of :meth:`read_frame`, to be done a few steps at a time."""
        return Reading(self._frame(img, cards, expect, near))

    def _frame(
        self, img: np.ndarray | None, cards: int, expect: Expect, near: Sequence[np.ndarray]
    ) -> Steps[list[CardRead]]:
        img = _as_bgr(img)
        if img is None:
            return [CardRead(unsure=NOT_AN_IMAGE)]
        reads: list[CardRead] = []
        for quad in near[:cards]:
            reads += yield from self._read_near(img, quad, expect)
        if sum(r.unsure is None for r in reads) < cards:
            yield from self._search(img, cards, expect, reads)
        if cards == 1 and all(r.unsure for r in reads):
            reads = yield from self._deblur(img, reads, expect)
        return _best_per_card(reads, cards) or [CardRead(unsure=NO_CARD)]

    def _deblur(
        self, img: np.ndarray, reads: list[CardRead], expect: Expect
    ) -> Steps[list[CardRead]]:
        """``reads``, the most likely card among them read again deblurred
        (see :data:`DEBLUR_SMEARS`) for a symbol if ``expect`` says so, else
        for an index: that one only, as it costs sixteen reads.
        Not for Lucky Duke's two cards: on 500 pairs it read 4 more, but
        misread a card, and a pair's frame seen cold took 212 ms at p95, not 86."""
        likely = _best_per_card(reads, 1)  # only reads with an outline
        if not likely:
            return reads
        read = likely[0]
        assert read.quad is not None
        shows: Shows = "symbol" if expect == "symbol" else "index"
        again = yield from self._read_deblurred(img, read.quad, read, shows)
        return [again if r is read else r for r in reads]

    def _read_near(
        self, img: np.ndarray, quad: np.ndarray, expect: Expect
    ) -> Steps[list[CardRead]]:
        """The card whose outline was ``quad`` a frame ago, if it is still there:
        read at once where the picture still backs that outline (a card at
        rest), else searched for in a window around it."""
        size = quad.max(axis=0) - quad.min(axis=0)
        window, shift = _window(img, quad, NEAR_MARGIN * float(size.max()))
        if min(window.shape[:2]) < 32:
            return []
        finder = CardFinder(window, frame=img.shape)
        reads: list[CardRead] = []
        if finder.still_backs(quad - np.float32(shift)):
            read = yield from self._read_card(img, quad, expect)
            reads.append(read)
            if read.unsure is None:
                return reads
            yield
        yield from self._search(img, 1, expect, reads, finder, shift)
        return reads

    def _search(
        self,
        img: np.ndarray,
        cards: int,
        expect: Expect,
        reads: list[CardRead],
        finder: CardFinder | None = None,
        shift: tuple[float, float] = (0.0, 0.0),
    ) -> Steps[None]:
        """Adds to ``reads`` those of the cards found by the outline passes,
        each pass tried only while fewer than ``cards`` cards read confidently.
        The passes search ``finder``'s image (by default the whole frame), at
        ``shift`` from the frame's top-left corner. A step ends after each
        pass and after each card read."""
        finder = finder or CardFinder(img)
        for search_pass in range(CardFinder.PASSES):
            sure = [r.quad for r in reads if r.unsure is None and r.quad is not None]
            if len(sure) >= cards:
                break
            tightened = search_pass == CardFinder.TIGHTENED
            if tightened and expect is None:
                # Artwork fakes a lone symbol far more easily than a rank beside
                # its pip: on outlines this doubtful, a game that may show
                # either is read for an index only.
                expect = "index"
            outlines = yield from finder.search(search_pass)
            found = [q + np.float32(shift) for q in outlines]
            yield
            fresh = [q for q in found if not any(overlaps(q, s) for s in sure)]
            seen = [r.quad for r in reads if r.quad is not None]
            for quad in outermost(fresh, cards):
                if any(_same_quad(quad, s) for s in seen):
                    continue  # read already, in vain
                reads += yield from self._read_found(
                    img, quad, expect, finder, shift, tightened, lone=cards == 1
                )
            if tightened and cards == 1 and all(r.unsure for r in reads):
                reads += yield from self._first_sure(img, fresh, reads, expect, finder, shift)

    def _first_sure(
        self,
        img: np.ndarray,
        outlines: list[np.ndarray],
        reads: list[CardRead],
        expect: Expect,
        finder: CardFinder,
        shift: tuple[float, float],
    ) -> Steps[list[CardRead]]:
        """The reads of the first of the tightened ``outlines`` not read in
        ``reads``, largest first, that gives a confident read, or none: the
        contours of one card tighten into several outlines of it, and the
        largest may frame its index worse than another. Their unsure
        reads are dropped, so that the card deblurred (:meth:`_deblur`) is
        the one it would be without them."""
        read_already = [r.quad for r in reads if r.quad is not None]
        others = [q for q in outlines if not any(_same_quad(q, s) for s in read_already)]
        for quad in sorted(others, key=lambda q: -cv2.contourArea(q)):
            found = yield from self._read_found(
                img, quad, expect, finder, shift, tightened=True, lone=True
            )
            if any(r.unsure is None for r in found):
                return found
        return []

    def _read_found(
        self,
        img: np.ndarray,
        quad: np.ndarray,
        expect: Expect,
        finder: CardFinder,
        shift: tuple[float, float],
        tightened: bool,
        lone: bool,
    ) -> Steps[list[CardRead]]:
        """The card at an outline the search found and, if it reads unsure,
        the card around it (:meth:`_read_around`); failing that, for a
        ``lone`` card of a game whose cards show an index, the card around
        it with some of the outline's sides kept (``CardFinder.enclosing``'s
        ``partly``). A blot of artwork passes for a Duel symbol far more
        easily than a rank beside its pip does for an index, and such an
        outline may lie half on the artwork; Lucky Duke's two cards read no
        better for it, and a frame of them seen cold took much longer. Its
        unsure reads are dropped, so that the card deblurred
        (:meth:`_deblur`) is the one it would be without it: a card's shadow
        makes such an outline too.
        A Duel symbol read on a ``tightened`` outline stands only if no
        outline around it reads otherwise: tightening also makes outlines
        half card, half artwork panel, whose corner may hold a blot that
        passes for a symbol, while the card's own outline lies around them."""
        read = yield from self._read_card(img, quad, expect)
        yield
        doubtful = tightened and read.symbol is not None
        if read.unsure is None and not doubtful:
            return [read]
        offset = np.float32(shift)

        def grown(partly: bool) -> Iterator[np.ndarray]:
            return (q + offset for q in finder.enclosing(quad - offset, partly))

        around = yield from self._read_around(img, grown(partly=False), expect)
        if doubtful and any(r.label != read.label for r in around):
            read = CardRead(unsure=OTHER_CARD_AROUND, quad=quad)
        if lone and expect == "index" and all(r.unsure for r in around):
            more = yield from self._read_around(img, grown(partly=True), expect)
            around += [r for r in more if r.unsure is None]
        return [read, *around]

    def _read_around(
        self, img: np.ndarray, outlines: Iterator[np.ndarray], expect: Expect
    ) -> Steps[list[CardRead]]:
        """The card around an outline that read unsure, if there is one: the
        artwork panel of a card on a busy cloth may be found, and not the card.
        Each of ``outlines`` (as :meth:`CardFinder.enclosing` gives them, one
        search width at a time) is read in turn, until one reads confidently."""
        reads: list[CardRead] = []
        for around in outlines:
            if any(_same_quad(around, r.quad) for r in reads if r.quad is not None):
                continue
            read = yield from self._read_card(img, around, expect)
            reads.append(read)
            yield
            if read.unsure is None:
                break
        return reads

    def read_image(self, img: np.ndarray | None, expect: Expect = None) -> CardRead:
        """The most confident card of the frame."""
        reads = self.read_frame(img, expect=expect)
        return max(reads, key=lambda r: (r.unsure is None, r.confidence))

    def _read_deblurred(
        self, img: np.ndarray, quad: np.ndarray, unsure: CardRead, shows: Shows
    ) -> Steps[CardRead]:
        """The card's index or symbol (as it ``shows``) read after undoing
        each of DEBLUR_SMEARS in turn; ``unsure`` (its read as seen) unless
        DEBLUR_AGREE[shows] of them read it confidently and none reads
        another card.
        A step for each smear."""
        window, shift = _window(img, quad, DEBLUR_PAD)
        yield
        smeared = Smeared(window)
        inside = quad - np.float32(shift)
        sure: list[CardRead] = []
        for length, angle in DEBLUR_SMEARS:
            yield
            sharp = smeared.deblurred(line_kernel(length, angle))
            read = yield from self._read_card(sharp, inside, shows, DEBLUR_INK_LEVELS)
            sure += [read] if read.unsure is None else []
        labels = {read.label for read in sure}
        if len(labels) > 1:
            return CardRead(
                unsure=f"{shows} unclear (reads {' or '.join(sorted(labels))} deblurred)",
                quad=quad,
            )
        if len(sure) < DEBLUR_AGREE[shows]:
            return unsure
        best = max(sure, key=lambda read: read.confidence)
        best.quad = quad
        return best

    def _read_card(
        self,
        img: np.ndarray,
        quad: np.ndarray,
        expect: Expect,
        levels: tuple[float, ...] = INK_LEVELS,
    ) -> Steps[CardRead]:
        """The card within ``quad``, read in each way up it may lie, each in steps."""
        best = CardRead(unsure=NOTHING_FOUND[expect], quad=quad)
        far = card_height(quad) < FAR_CARD
        for turn, order in enumerate(orientations(quad)):
            if turn:
                yield
            read = yield from self._read_flat(flattened(img, order), expect, far, levels)
            read.quad = quad
            if far and read.unsure is None and read.confidence < FAR_CONFIDENT:
                guess = read.symbol or f"{read.rank} of {read.suit}"
                unsure = f"card too far away to be sure (maybe {guess})"
                read = CardRead(unsure=unsure, confidence=read.confidence, quad=quad)
            if read.unsure is None and read.confidence >= CONFIDENT:
                return read
            if best.unsure and (read.confidence > best.confidence or best.confidence == 0):
                best = read
        return best

    def _read_flat(
        self,
        card: np.ndarray,
        expect: Expect,
        far: bool = False,
        levels: tuple[float, ...] = INK_LEVELS,
    ) -> Steps[CardRead]:
        """The card's index or symbol, at the usual ink threshold and, while the
        read is not confident enough (for a ``far`` card: FAR_CONFIDENT), at the
        others of ``levels``; a step for each cluster of ink judged."""
        need = FAR_CONFIDENT if far else CONFIDENT
        ink = ink_map(card)
        best: CardRead | None = None
        named: list[IndexRead] = []  # the best index of each threshold tried in vain
        for strictness in levels:
            indexes: list[IndexRead] = []
            symbols: list[SymbolRead] = []
            for cluster in clusters(ink, strictness):
                yield
                if expect != "symbol":
                    idx = read_index(cluster, ink, card, self.banks, far, self.net)
                    indexes += [idx] if idx else []
                if expect != "index":
                    symbols.append(read_symbol(cluster, ink, self.banks))
            read = _decide(indexes, symbols, expect)
            if strictness > 1 and read.rank in FRAGILE:
                continue  # a stricter threshold breaks thin strokes, and a piece passes for a J
            if read.unsure is None and read.confidence >= need:
                return _unless_dissent(read, named)
            named += [max(indexes, key=lambda r: r.confidence)] if indexes else []
            if best is None or read.confidence > best.confidence:
                best = read
        assert best is not None
        return best


class Reading:
    """The read of one frame, done in steps: at once (:meth:`Reader.read_frame`),
    or a few milliseconds at a time by a stream that must keep up with its
    camera (:class:`camera.watch.Watch`). A step takes a few milliseconds at
    most: a shrunk picture, its edges, their contours, a look at one contour,
    one cluster of ink in a card's corner judged (see ``camera.steps``)."""

    def __init__(self, steps: Steps[list[CardRead]]) -> None:
        self._steps = steps
        self.reads: list[CardRead] | None = None
        self.ms = 0.0  # time spent on it so far, over all the calls

    def advance(self, budget_ms: float = math.inf) -> list[CardRead] | None:
        """Take steps until ``budget_ms`` is spent (at least one step, and the
        last one runs to its end) or the read is done; the reads once done,
        else None."""
        start = time.perf_counter()
        try:
            while self.reads is None:
                next(self._steps)
                if _ms(start) >= budget_ms:
                    break
        except StopIteration as done:
            self.reads = done.value
        self.ms += _ms(start)
        if self.reads is not None:
            for read in self.reads:
                read.ms = self.ms
        return self.reads


def _window(
    img: np.ndarray, quad: np.ndarray, pad: float
) -> tuple[np.ndarray, tuple[float, float]]:
    """The part of the frame around outline ``quad``, ``pad`` px wider on
    every side (as far as the frame goes), and where its top-left corner is."""
    (x0, y0), (x1, y1) = quad.min(axis=0), quad.max(axis=0)
    h, w = img.shape[:2]
    left, top = max(0, int(x0 - pad)), max(0, int(y0 - pad))
    right, bottom = min(w, int(x1 + pad) + 1), min(h, int(y1 + pad) + 1)
    return img[top:bottom, left:right], (float(left), float(top))


def flattened(img: np.ndarray, quad: np.ndarray) -> np.ndarray:
    """The card warped flat along ``quad`` (corners in reading order) and,
    when it is far, sharpened: what the glyph reader sees, and what the glyph
    network is trained on."""
    flat = warp(img, quad)
    return _sharpened(flat) if card_height(quad) < SHARPEN_BELOW else flat


def _sharpened(card: np.ndarray) -> np.ndarray:
    soft = cv2.GaussianBlur(card, (0, 0), SHARPEN_SIGMA)
    return cv2.addWeighted(card, 1 + SHARPEN_AMOUNT, soft, -SHARPEN_AMOUNT, 0)


def _same_quad(a: np.ndarray, b: np.ndarray) -> bool:
    """Whether two outlines are the same up to a pixel or two (same corner order not needed)."""
    size = float(np.linalg.norm(a.max(axis=0) - a.min(axis=0)))
    far = np.linalg.norm(a[:, None, :] - b[None, :, :], axis=2).min(axis=1).max()
    return bool(far <= max(2.0, 0.01 * size))


def _best_per_card(reads: list[CardRead], cards: int) -> list[CardRead]:
    """Most confident first, one read per place on the table."""
    ranked = sorted(reads, key=lambda r: (r.unsure is not None, -r.confidence))
    kept: list[CardRead] = []
    for read in ranked:
        if read.quad is not None and not any(overlaps(read.quad, k.quad) for k in kept):
            kept.append(read)
    return kept[:cards]


def _decide(indexes: list[IndexRead], symbols: list[SymbolRead], expect: Expect) -> CardRead:
    idx = max(indexes, key=lambda r: r.confidence, default=None)
    sym = max(symbols, key=lambda r: r.confidence, default=None)
    if idx is None and sym is None:
        return CardRead(unsure=NOTHING_FOUND[expect])
    idx_conf = idx.confidence if idx else 0.0
    sym_conf = sym.confidence if sym else 0.0
    # A rank beside a pip of the right colour is far harder to fake than a lone
    # symbol: a half-plausible index is enough to refuse a Duel reading.
    symbol_wins = sym_conf >= CONFIDENT and idx_conf < BLOCKS_SYMBOL
    if idx is not None and not symbol_wins and (idx_conf > 0 or sym_conf == 0):
        others = [r for r in indexes if r is not idx and r.confidence >= CONFIDENT]
        if any((r.rank.label, r.suit.label) != (idx.rank.label, idx.suit.label) for r in others):
            return CardRead(unsure="the card's two indexes disagree")
        if idx.problem:
            return CardRead(unsure=idx.problem, confidence=idx_conf)
        if idx_conf < CONFIDENT:
            guess = f"{idx.rank.label} or {idx.rank.runner_up} of {idx.suit.label}"
            return CardRead(unsure=f"index unclear (maybe {guess})", confidence=idx_conf)
        return CardRead(idx.rank.label, idx.suit.label, confidence=idx_conf)
    assert sym is not None
    if sym.symbol.label not in SYMBOLS:
        looked_for = "symbol" if expect == "symbol" else "index or symbol"
        return CardRead(unsure=f"{looked_for} not readable", confidence=0.0)
    if sym_conf < CONFIDENT:
        guess = f"{sym.symbol.label} or {sym.symbol.runner_up}"
        return CardRead(unsure=f"symbol unclear (maybe {guess})", confidence=sym_conf)
    return CardRead(symbol=sym.symbol.label, confidence=sym_conf)


def _unless_dissent(read: CardRead, named: list[IndexRead]) -> CardRead:
    """The read, or unsure if an index read at an earlier ink threshold
    named another card with DISSENT confidence (see :data:`DISSENT`)."""
    if read.symbol:
        return read
    for other in named:
        label = CardRead(other.rank.label, other.suit.label).label
        if other.confidence >= DISSENT and label != read.label:
            return CardRead(unsure=f"index unclear (reads {read.label} or {label} by ink level)")
    return read


def _as_bgr(img: object) -> np.ndarray | None:
    """The frame as 8-bit BGR, or None if it cannot be a picture of a card."""
    if not isinstance(img, np.ndarray) or img.ndim not in (2, 3) or min(img.shape[:2]) < 32:
        return None
    if img.dtype != np.uint8:
        return None
    if img.ndim == 2:
        return cv2.cvtColor(img, cv2.COLOR_GRAY2BGR)
    if img.shape[2] == 4:
        return cv2.cvtColor(img, cv2.COLOR_BGRA2BGR)
    return img if img.shape[2] == 3 else None


def _ms(start: float) -> float:
    return (time.perf_counter() - start) * 1000
