"""Read the card(s) in one frame: shrink, find, flatten, crop the corner
index, classify, decide.

Any picture is first shrunk to LONG_SIDE px (camera.detect then finds card
outlines). Each card is flattened both ways up, the ink near its corners is
cropped (camera.index) and the corner model names rank and suit, each with
its own calibrated probability; a read is sure when both reach their bars and
no other corner confidently names another card. A BANG! Duel card's symbol is
matched against templates (camera.classify). The reader prefers saying
"unsure" to guessing.
"""

from __future__ import annotations

import functools
import math
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Literal

import cv2
import numpy as np

from camera.classify import SymbolRead, read_symbol
from camera.corner import clusters, ink_map
from camera.corner_model import CornerModel, corner_model
from camera.corner_model import bang_model as shipped_bang_model
from camera.detect import CardFinder, outermost
from camera.flatten import orientations, warp
from camera.index import (
    BANG_BARS,
    BANG_RIM,
    BANG_SHIFTS,
    RANK_SURE,
    SUIT_ALONE,
    SUIT_SURE,
    SURE,
    Bars,
    IndexGuess,
    agreed,
    bang_window_crops,
    cornered_crops,
    judge,
    shows_rim,
    sure,
    window_crops,
)
from camera.kind_model import KindModel, kind_model
from camera.loose import LOOSE_SURE, Spot, named, read_loose, spot_at
from camera.outline import around_frame, card_height, overlaps
from camera.shapes import SYMBOLS
from camera.steps import Steps, Work
from camera.templates import Bank
from camera.templates import banks as template_banks
from camera.unsure import Unsure
from camera.witness import KIND_SURE, Deck, kind_of, witnessed

# What a card is read for: its corner index (any deck of playing cards), the
# index where the BANG! deck prints it, or a Duel symbol.
Shows = Literal["index", "bang", "symbol"]
Expect = Shows | None
INDEXES = ("index", "bang")  # what is read for an index, by the model
# What the player can do about an unsure read; the app words it in the
# player's language (see CardRead.hint).
Hint = Literal["no_picture", "no_card", "closer", "steady"]
NOT_AN_IMAGE, NO_CARD = Unsure("not_an_image"), Unsure("no_card")
OTHER_CARD_AROUND = Unsure("other_card_around")  # a symbol the card around reads otherwise
# Why a card in view gave nothing to read, by what the reader looked for.
NOTHING_FOUND = {
    "index": Unsure("no_index"),
    "bang": Unsure("no_index"),
    "symbol": Unsure("no_symbol"),
    None: Unsure("no_index_or_symbol"),
}
SYMBOL_UNREADABLE = Unsure("symbol_unreadable")
LONG_SIDE = 1280  # px: any picture is shrunk to this before anything else
MIN_SIDE = 32  # px: a picture's short side, shrunk, below which no card can be read in it
CONFIDENT = 0.5  # a Duel symbol matched less well than this is reported unsure
# An index the model reads this surely (its weaker part), though short of its
# bars, rules out a Duel symbol when the game may show either: the model is
# fairly sure of some index in a Duel barrel's artwork, up to about 0.85.
BLOCKS_SYMBOL = 0.9
# A card this few pixels tall in the frame has a Duel symbol of about 15 px:
# it must match better to be read.
FAR_CARD, FAR_CONFIDENT = 130, 0.6
# Under this many pixels tall, an unsure card is better shown closer than
# held still.
CLOSER_BELOW = 180
# A card this few pixels tall is stretched about twice over by the warp, on
# top of the webcam's own blur: ``camera learn`` sharpens it before cutting
# glyphs out.
SHARPEN_BELOW = 160
SHARPEN_SIGMA, SHARPEN_AMOUNT = 2.0, 1.0
# Ink thresholds tried in turn (times the Otsu level) while a Duel symbol
# reads unsure: the strictest frees a blurred symbol from the card's printed
# frame it runs into, a looser one joins a thin stroke up.
INK_LEVELS = (1.0, 1.3, 0.75, 1.6, 2.0)
# A card seen in the previous frame is looked for in its outline's box grown
# by this fraction of its size on every side: room for a hand's tremor, and
# for the outline to stand clear of the window's edge.
NEAR_MARGIN = 0.25
# A read starts no further outline pass, and reads no further outline, once
# it has done this much work (camera.steps' units, some 75 ms of one CI core
# in all), so that no picture costs much more than this plus a pass and the
# read of a card. Cards found and read surely stop the passes at once; the
# budget ends the search for a card that reads unsure, or for none, which
# would otherwise run every pass. Work is counted, not timed: a picture
# reads the same on any machine, however busy.
SEARCH_BUDGET = 300.0
# The work (as above) of looking at a card: flattening it, reading its
# index, its symbol, each per way up it is looked at; and of looking for the
# outline around another (CardFinder.enclosing), all of its sides moved or
# only some (``partly``), at one search width.
WARP_WORK, INDEX_WORK, SYMBOL_WORK = 4.0, 20.0, 80.0
WINDOW_WORK = 10.0  # reading a view's index windows too, when its crops leave the card unsure
KIND_WORK = 5.0  # naming a view's kind (camera.witness), when the game's deck is known
GROW_WORK, PARTLY_WORK = 20.0, 40.0
# Reading a frame's index without the card's outline (camera.loose): its ink
# map, blobs and the crops of its likeliest indexes.
LOOSE_WORK = 120.0


@dataclass
class CardRead:
    """What the camera saw on one card. Either unsure is set, or a symbol,
    or a rank and suit.

    ``suit_confidence`` and ``rank_confidence`` are each part's own
    probability. A read names a part only when it is sure of it, so an
    unsure read of an index may still name its suit: a draw! check that
    needs only the suit (a Barrel) is settled by a sure suit whose rank is
    unreadable (the likeliest card is in the ``unsure`` reason's parameters).
    ``embedding`` is the model's unit-length description of the index, for
    adapting to one table's deck (nearest prototypes); ``likeliest`` is the
    card (rank, suit) the model found likeliest, sure or not, unless the
    card's indexes disagree: the deck's own examples may confirm it."""

    rank: str | None = None
    suit: str | None = None
    symbol: str | None = None
    confidence: float = 0.0
    unsure: Unsure | None = None
    ms: float = 0.0
    quad: np.ndarray | None = field(default=None, repr=False)
    suit_confidence: float = 0.0
    rank_confidence: float = 0.0
    embedding: np.ndarray | None = None
    likeliest: tuple[str, str] | None = None

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
            out |= self.unsure.as_json()
        else:
            out["confidence"] = round(self.confidence, 3)
        out["ms"] = round(self.ms, 1)
        return out


Enough = Callable[[CardRead], bool]
"""Whether a card's read needs no more search (see :meth:`Reader.reading`)."""


def is_sure(read: CardRead) -> bool:
    """A read sure of all it names: what a read searches for unless told less."""
    return read.unsure is None


class Reader:
    """Holds the corner model and, once a Duel symbol is looked for, the symbol templates;
    reading is stateless per frame."""

    def __init__(
        self,
        templates: dict[str, Bank] | None = None,
        model: CornerModel | None = None,
        budget: float = SEARCH_BUDGET,
        bars: tuple[float, float, float] = (RANK_SURE, SUIT_SURE, SUIT_ALONE),
        search: Bars = SURE,
        loose: float | None = LOOSE_SURE,
        bang_model: CornerModel | None = None,
        bang_bars: tuple[float, float, float] = BANG_BARS,
        deck: Deck | None = None,
        kinds: KindModel | None = None,
        kind_bar: float = KIND_SURE,
    ) -> None:
        """Raises :class:`ModelError` if the corner model's weights are
        missing or unreadable: the app then asks the players to type cards.
        ``budget``: see :data:`SEARCH_BUDGET`. ``bars`` (rank, suit, suit
        without its rank) are what a part must reach to be named; the
        calibration lowers them to see the likeliest card of every read.
        ``search`` (rank, suit) is what a read must reach to end the search
        for its card, and another corner to dispute it: the calibration
        judges each pair of bars on the reads that pair's own search made.
        ``loose`` is the bar of a card read without its outline, where the
        outlines leave a lone card of a game of indexes unsure (None: never
        looked for so). ``bang_model`` and ``bang_bars`` read the BANG!
        deck's own index (``expect="bang"``), bars and search alike.
        ``deck`` is the BANG! game's deck list (kind -> its copies' (rank,
        suit)): given it, a BANG! card's kind, read from the whole card by
        ``kinds`` (by default the shipped kind model) at ``kind_bar``, is a
        second witness of its index (camera.witness)."""
        self._templates = templates
        self.model = model or corner_model()
        self.bang_model = bang_model or shipped_bang_model()
        self.bang_bars = bang_bars
        self.budget = budget
        self.bars = bars
        self.search = search
        self.loose = loose
        self.deck = deck
        self.kind_bar = kind_bar
        self._kinds = kinds

    @functools.cached_property
    def banks(self) -> dict[str, Bank]:
        """The Duel symbol templates, drawn (or read from their cache) when a symbol is first
        looked for: a game of indexes never needs them, and drawing them costs a first
        start some seconds."""
        return self._templates if self._templates is not None else template_banks()

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
        enough: Enough | None = None,
        unmoved: bool = False,
    ) -> Reading:
        """The read of :meth:`read_frame`, to be done a few steps at a time.
        ``enough`` says when a card read again where a ``near`` card was
        needs no more search (by default: when it is sure); a draw! that
        asks the suit alone is settled by a sure suit, and a watched stream
        reads its frames the faster. A search for a card always goes on
        until a read is sure of all it names, rank and suit or a Duel
        symbol (or its budget is spent), as in one read of a picture: a
        suit named alone is only as sure as its bar where it is the best
        the search found, and an outline found earlier (a face's inner
        frame, whose artwork may read as a sure suit) must not end the
        search before the card's own outline.
        ``unmoved``: the picture has not changed since the ``near`` cards
        were read, so they are read where they were at once, though the
        picture does not back their whole outline (a card held by a corner,
        or one cut by the frame's edge, never does)."""
        work = Work()
        steps = self._frame(img, cards, expect, near, work, enough or is_sure, unmoved)
        return Reading(steps, work)

    def _frame(
        self,
        img: np.ndarray | None,
        cards: int,
        expect: Expect,
        near: Sequence[np.ndarray],
        work: Work,
        enough: Enough,
        unmoved: bool,
    ) -> Steps[list[CardRead]]:
        img = _as_bgr(img)
        if img is None:
            return [CardRead(unsure=NOT_AN_IMAGE)]
        img, scale = shrunk(img)
        if min(img.shape[:2]) < MIN_SIDE:  # a long thin strip, thinner still once shrunk
            return [CardRead(unsure=NO_CARD)]
        near = [q * np.float32(scale) for q in near]
        reads = yield from self._frame_read(img, cards, expect, near, work, enough, unmoved)
        for read in reads:
            read.quad = None if read.quad is None else read.quad / np.float32(scale)
        return reads

    def _frame_read(
        self,
        img: np.ndarray,
        cards: int,
        expect: Expect,
        near: Sequence[np.ndarray],
        work: Work,
        enough: Enough,
        unmoved: bool,
    ) -> Steps[list[CardRead]]:
        reads: list[CardRead] = []
        for quad in near[:cards]:
            reads += yield from self._read_near(img, quad, expect, work, enough, unmoved)
        if sum(map(enough, reads)) < cards:
            yield from self._search(img, cards, expect, reads, work)
        # As the search, the read without an outline is looked for as one read
        # of the picture would, whatever part the check needs.
        lone_index = cards == 1 and expect == "index"  # a BANG! index gives no ink clusters
        if self.loose is not None and lone_index and not any(map(is_sure, reads)):
            reads += yield from self._read_loose(img, self.loose)
        return _best_per_card(reads, cards) or [CardRead(unsure=NO_CARD)]

    def _read_loose(
        self, img: np.ndarray, bar: float, at: Spot | None = None
    ) -> Steps[list[CardRead]]:
        """The card read without its outline (camera.loose), if it names one
        at ``bar``: at the spot ``at``, or else at the frame's likeliest spots."""
        found = read_loose(img, self.model, self.search, None if at is None else [at])
        yield LOOSE_WORK if at is None else INDEX_WORK
        guess = None if found is None else named(found, bar)
        if found is None or guess is None:  # found, for the type checker
            return []
        return [
            CardRead(
                guess.rank,
                guess.suit,
                confidence=found.guess.score,
                quad=found.spot.quad,
                suit_confidence=guess.suit_p,
                rank_confidence=guess.rank_p,
                embedding=guess.embedding,
                likeliest=(str(guess.rank), str(guess.suit)),
            )
        ]

    def _read_near(
        self,
        img: np.ndarray,
        quad: np.ndarray,
        expect: Expect,
        work: Work,
        enough: Enough,
        unmoved: bool,
    ) -> Steps[list[CardRead]]:
        """The card whose outline was ``quad`` a frame ago, if it is still there:
        read at once where the picture is ``unmoved`` or still backs that
        outline (a card at rest), else searched for in a window around it. A
        card read without its outline is read again in its square first."""
        if self.loose is not None and (spot := spot_at(quad)) is not None:
            reads = yield from self._read_loose(img, self.loose, spot)
            if reads:
                return reads
        size = quad.max(axis=0) - quad.min(axis=0)
        window, shift = _window(img, quad, NEAR_MARGIN * float(size.max()))
        if min(window.shape[:2]) < 32:
            return []
        finder = CardFinder(window, frame=img.shape)
        reads: list[CardRead] = []
        if unmoved or finder.still_backs(quad - np.float32(shift)):
            read = yield from self._read_card(img, quad, expect)
            reads.append(read)
            if enough(read):
                return reads
            yield
        yield from self._search(img, 1, expect, reads, work, finder, shift)
        return reads

    def _search(
        self,
        img: np.ndarray,
        cards: int,
        expect: Expect,
        reads: list[CardRead],
        work: Work,
        finder: CardFinder | None = None,
        shift: tuple[float, float] = (0.0, 0.0),
    ) -> Steps[None]:
        """Adds to ``reads`` those of the cards found by the outline passes,
        each pass tried only while fewer than ``cards`` cards read surely
        and the read's ``work`` is within :attr:`budget`.
        The passes search ``finder``'s image (by default the whole frame), at
        ``shift`` from the frame's top-left corner. A step ends after each
        pass and after each card read."""
        finder = finder or CardFinder(img)
        for k, search_pass in enumerate(CardFinder.ORDER):
            sure = [r.quad for r in reads if is_sure(r) and r.quad is not None]
            if len(sure) >= cards or (k and work.units >= self.budget):
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
                if reads and work.units >= self.budget:
                    return
                reads += yield from self._read_found(
                    img, quad, expect, finder, shift, tightened, lone=cards == 1, work=work
                )
            if tightened and cards == 1 and all(r.unsure for r in reads):
                reads += yield from self._first_sure(img, fresh, reads, expect, finder, shift, work)

    def _first_sure(
        self,
        img: np.ndarray,
        outlines: list[np.ndarray],
        reads: list[CardRead],
        expect: Expect,
        finder: CardFinder,
        shift: tuple[float, float],
        work: Work,
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
            if work.units >= self.budget:
                break
            found = yield from self._read_found(
                img, quad, expect, finder, shift, tightened=True, lone=True, work=work
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
        work: Work,
    ) -> Steps[list[CardRead]]:
        """The card at an outline the search found and, if it reads unsure,
        a BANG! card around it if the outline is its printed frame
        (:meth:`_read_around_frame`); then the card around it (:meth:`_read_around`);
        failing that, for a ``lone`` card of a game whose cards show an
        index and while the ``work`` is within budget, the card around it
        with some of the outline's sides kept (``CardFinder.enclosing``'s ``partly``). A blot
        of artwork passes for a Duel symbol far more easily than a rank
        beside its pip does for an index, and such an outline may lie half
        on the artwork; Lucky Duke's two cards read no
        better for it, and a frame of them seen cold took much longer. Its
        unsure reads are dropped, so that the card deblurred
        (:meth:`_deblur`) is the one it would be without it: a card's shadow
        makes such an outline too.
        A Duel symbol read on a ``tightened`` outline stands only if no
        outline around it reads otherwise: tightening also makes outlines
        half card, half artwork panel, whose corner may hold a blot that
        passes for a symbol, while the card's own outline lies around them."""
        read = yield from self._read_card(img, quad, expect)
        doubtful = tightened and read.symbol is not None
        if read.unsure is None and not doubtful:
            return [read]
        rimmed = yield from self._read_around_frame(img, quad, expect)
        if rimmed is not None:
            return [read, rimmed]
        offset = np.float32(shift)

        def grown(partly: bool) -> Iterator[tuple[np.ndarray | None, float]]:
            cost = PARTLY_WORK if partly else GROW_WORK
            for q in finder.enclosing(quad - offset, partly):
                yield (None if q is None else q + offset), cost + finder.fresh_work()

        around = yield from self._read_around(img, grown(partly=False), expect)
        if doubtful and any(r.label != read.label for r in around):
            read = CardRead(unsure=OTHER_CARD_AROUND, quad=quad)
        spent = work.units >= self.budget
        if lone and expect in INDEXES and all(r.unsure for r in around) and not spent:
            more = yield from self._read_around(img, grown(partly=True), expect)
            around += [r for r in more if r.unsure is None]
        return [read, *around]

    def _read_around_frame(
        self, img: np.ndarray, quad: np.ndarray, expect: Expect
    ) -> Steps[CardRead | None]:
        """For a BANG! card (``bang``), its sure read on the outline around
        ``quad`` taken as its printed frame (:func:`camera.outline.around_frame`),
        if there is one: on a light table the frame's edge, a strong colour
        inside a thin white rim, is often sharper than the card's own. Read
        there only where the picture shows that rim (:func:`camera.index.shows_rim`):
        grown around the card's own edge, the index window slides off the index."""
        if expect != "bang":
            return None
        for card in around_frame(quad, BANG_RIM):
            rimmed = shows_rim(warp(img, card))
            yield WARP_WORK
            if not rimmed:
                continue
            read = yield from self._read_card(img, card, expect)
            if read.unsure is None:
                return read
        return None

    def _read_around(
        self,
        img: np.ndarray,
        outlines: Iterator[tuple[np.ndarray | None, float]],
        expect: Expect,
    ) -> Steps[list[CardRead]]:
        """The card around an outline that read unsure, if there is one: the
        artwork panel of a card on a busy cloth may be found, and not the card.
        Each of ``outlines`` (as :meth:`CardFinder.enclosing` gives them, one
        search width at a time, None where it shows none, with the work of
        looking for it) is read in turn, until one reads confidently; a
        BANG! card's, as the printed frame too (:meth:`_read_around_frame`)."""
        reads: list[CardRead] = []
        for around, work in outlines:
            yield work
            seen = [r.quad for r in reads if r.quad is not None]
            if around is None or any(_same_quad(around, q) for q in seen):
                continue
            read = yield from self._read_card(img, around, expect)
            if read.unsure is not None:
                read = (yield from self._read_around_frame(img, around, expect)) or read
            reads.append(read)
            if read.unsure is None:
                break
        return reads

    def read_image(self, img: np.ndarray | None, expect: Expect = None) -> CardRead:
        """The most confident card of the frame."""
        reads = self.read_frame(img, expect=expect)
        return max(reads, key=lambda r: (r.unsure is None, r.confidence))

    def _read_card(self, img: np.ndarray, quad: np.ndarray, expect: Expect) -> Steps[CardRead]:
        """The card within ``quad``: flattened each way up it may lie, its
        index named by the model unless the game shows symbols, then (if no
        index reads and the game may show one) its Duel symbol."""
        views = [warp(img, order) for order in orientations(quad)]
        yield WARP_WORK * len(views)
        read = CardRead(unsure=NOTHING_FOUND[expect])
        if expect != "symbol":
            read = yield from self._read_index(views, expect)
        if read.unsure is not None and expect not in INDEXES:
            read = self._read_symbol(views, quad, read, expect)
            yield SYMBOL_WORK * len(views)
        if expect == "bang" and self.deck is not None:
            self._kinds = self._kinds or kind_model()
            read = witnessed(read, kind_of(self._kinds.classify(views), self.kind_bar), self.deck)
            yield KIND_WORK * len(views)
        read.quad = quad
        return read

    def _read_index(self, views: list[np.ndarray], expect: Expect) -> Steps[CardRead]:
        """The model's read of the card's corner index (see camera.index):
        a step for its crops, and one for its windows if they are read."""
        if expect == "bang":
            return (yield from self._read_bang(views))
        # The corner each crop comes from, the views' apart (a card seen both
        # ways round: a crop of the wrong one is squashed, and reads wrong alike).
        cut = [(4 * k + c, crop) for k, v in enumerate(views) for c, crop in cornered_crops(v)]
        corners = [c for c, _ in cut]
        guesses = self.model.classify([crop for _, crop in cut])
        best = judge(guesses, corners, self.search)
        yield INDEX_WORK * len(views)
        if best is not None and not best.disputed and not sure(best.guess, self.search):
            # The windows back only a card some crop names, so they are cut
            # when those crops leave it unsure.
            framed = [(4 * k + c, crop) for k, v in enumerate(views) for c, crop in window_crops(v)]
            windows = [False] * len(guesses) + [True] * len(framed)
            corners += [c for c, _ in framed]
            guesses += self.model.classify([crop for _, crop in framed])
            best = judge(guesses, corners, self.search, windows)
            yield WINDOW_WORK * len(views)
        return _index_read(best, self.bars, self.search, expect)

    def _read_bang(self, views: list[np.ndarray]) -> Steps[CardRead]:
        """The BANG! index model's read of the window where the deck prints its
        index, at the one corner of each way up that holds it (the others hold
        title and artwork; the frame's colour joins the glyphs into one blot
        that ink clusters never give), each as sure as its cuts agree."""
        cut = [(4 * k + c, crop) for k, v in enumerate(views) for c, crop in bang_window_crops(v)]
        cuts = self.bang_model.classify([crop for _, crop in cut])
        n = len(BANG_SHIFTS)
        guesses = [agreed(cuts[i : i + n]) for i in range(0, len(cuts), n)]
        best = judge(guesses, [c for c, _ in cut[::n]], self.bang_bars[:2])
        yield WINDOW_WORK * len(views)
        return _index_read(best, self.bang_bars, self.bang_bars[:2], "bang")

    def _read_symbol(
        self, views: list[np.ndarray], quad: np.ndarray, index: CardRead, expect: Expect
    ) -> CardRead:
        """The card's Duel symbol, unless its index was plausible enough
        (BLOCKS_SYMBOL) that a blot of ink near a corner is more likely a
        rank beside its pip; ``index`` (the unsure index read) otherwise."""
        if index.confidence >= BLOCKS_SYMBOL:
            return index
        need = FAR_CONFIDENT if card_height(quad) < FAR_CARD else CONFIDENT
        best: SymbolRead | None = None
        for view in views:
            ink = ink_map(view)
            for strictness in INK_LEVELS:
                reads = [read_symbol(c, ink, self.banks) for c in clusters(ink, strictness)]
                found = max(reads, key=lambda r: r.confidence, default=None)
                if found and (best is None or found.confidence > best.confidence):
                    best = found
                if best and best.confidence >= need:
                    break
        if best is None:
            return index
        return _symbol_read(best, need, index, expect)


class Reading:
    """The read of one frame, done in steps: at once (:meth:`Reader.read_frame`),
    or a few milliseconds at a time by a stream that must keep up with its
    camera (:class:`camera.watch.Watch`). A step takes a few milliseconds at
    most: a shrunk picture, its edges, their contours, a look at one contour,
    one cluster of ink in a card's corner judged (see ``camera.steps``)."""

    def __init__(self, steps: Steps[list[CardRead]], work: Work | None = None) -> None:
        """``work`` is what ``steps`` keep their budget by, if any: it counts
        the work their steps say they did."""
        self._steps = steps
        self.work = work or Work()
        self.reads: list[CardRead] | None = None
        self.ms = 0.0  # time spent on it so far, over all the calls

    def advance(self, budget_ms: float = math.inf, work: float = math.inf) -> list[CardRead] | None:
        """Take steps until ``budget_ms`` is spent or ``work`` units are done
        in this call (at least one step, and the last one runs to its end),
        or the read is done; the reads once done, else None. A stream that
        keeps up with a live camera counts time; a bench that must read the
        same on any machine counts work."""
        start, units = time.perf_counter(), self.work.units
        try:
            while self.reads is None:
                self.work.add(next(self._steps))
                if _ms(start) >= budget_ms or self.work.units - units >= work:
                    break
        except StopIteration as done:
            self.reads = done.value
        self.ms += _ms(start)
        if self.reads is not None:
            for read in self.reads:
                read.ms = self.ms
        return self.reads


def _index_read(
    best: IndexGuess | None, bars: tuple[float, float, float], search: Bars, expect: Expect
) -> CardRead:
    """The read a judged index makes: each part named where it reaches its
    bar in ``bars`` (rank, suit, suit without its rank), sure where the
    guess reaches ``search`` and no other corner disputes it."""
    if best is None:
        return CardRead(unsure=NOTHING_FOUND[expect])
    g = best.guess
    rank_bar, suit_bar, suit_alone = bars
    rank = g.rank if not best.disputed and g.rank_p >= rank_bar else None
    suit_needs = suit_bar if rank else max(suit_bar, suit_alone)
    read = CardRead(
        rank,
        g.suit if not best.disputed and g.suit_p >= suit_needs else None,
        confidence=best.score,
        suit_confidence=g.suit_p,
        rank_confidence=g.rank_p,
        embedding=g.embedding,
        likeliest=None if best.disputed else (str(g.rank), str(g.suit)),
    )
    if best.disputed:
        read.unsure = Unsure("indexes_disagree")
    elif not sure(g, search):
        read.unsure = Unsure.of("index_unclear", rank=g.rank, suit=g.suit)
    return read


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


def _symbol_read(best: SymbolRead, need: float, index: CardRead, expect: Expect) -> CardRead:
    """The Duel symbol read, sure or unsure by ``need``. If the likeliest
    cluster is no symbol at all: ``index`` (the unsure index read) when the
    game may show one, else SYMBOL_UNREADABLE."""
    label, conf = best.symbol.label, best.confidence
    if label not in SYMBOLS:
        return index if expect is None else CardRead(unsure=SYMBOL_UNREADABLE)
    if conf < need:
        maybe = Unsure.of("symbol_unclear", symbol=label, other=best.symbol.runner_up)
        return CardRead(unsure=maybe, confidence=conf)
    return CardRead(symbol=label, confidence=conf)


def shrunk(img: np.ndarray) -> tuple[np.ndarray, float]:
    """The picture with its long side at most LONG_SIDE px, and the scale
    applied: the first thing done to any picture, so that a 12 MP phone photo
    costs what a webcam frame costs. Outlines found in it are scaled back.
    OpenCV averages an area fast only when halving it (8 ms for 12 MP, where
    a third takes 36 to 70 ms): the picture is halved while it stays at
    least LONG_SIDE long, then blurred as much as the rest of the shrink
    needs, so that detail finer than the shrunk picture's pixels fades
    rather than turning into false edges, and interpolated."""
    long_side = max(img.shape[:2])
    while max(img.shape[:2]) >= 2 * LONG_SIDE:
        img = _halved(img)
    rest = LONG_SIDE / max(img.shape[:2])
    if rest < 1:
        # The blur that takes the picture's own sharpness to that of the shrunk one.
        img = cv2.GaussianBlur(img, (0, 0), 0.5 * math.sqrt(rest**-2 - 1))
        img = cv2.resize(img, None, fx=rest, fy=rest, interpolation=cv2.INTER_LINEAR)
    return img, max(img.shape[:2]) / long_side


def _halved(img: np.ndarray) -> np.ndarray:
    """The picture at half its size by area, an odd side's last pixel dropped (an odd side
    halves slowly); a side of 1 px stays 1 px, where halving would leave none (OpenCV then
    raises): a thin strip is still a picture, one the reader finds no card in."""
    h, w = (side - side % 2 if side > 1 else 1 for side in img.shape[:2])
    size = (max(w // 2, 1), max(h // 2, 1))
    return cv2.resize(img[:h, :w], size, interpolation=cv2.INTER_AREA)


def _as_bgr(img: object) -> np.ndarray | None:
    """The frame as 8-bit BGR, or None if it cannot be a picture of a card."""
    if not isinstance(img, np.ndarray) or img.ndim not in (2, 3) or min(img.shape[:2]) < MIN_SIDE:
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
