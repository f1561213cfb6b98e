"""One-minute calibration from the players' own deck.

Nobody here has a picture of the real Duel symbols, so the drawn defaults
are a guess; showing each Duel card once replaces them. The result is a small
template file (:func:`camera.templates.calibration_path`) that every later
read loads. Showing a few BANG! cards (with their names) adds them to the
deck's examples (:mod:`camera.prototypes`: the reader's embedding of each
card's index, named). A BANG! card is found and read by the reader itself
(:class:`camera.reader.Reader`), the same finder and model as every read:
what it learns is what it will see when the card turns up at a draw! check.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import cv2
import numpy as np

from camera.corner import Cluster, clusters, crop, ink_map
from camera.deblur import line_kernel
from camera.detect import find_cards
from camera.flatten import CARD_H, CARD_W, orientations, picture_corners, warp
from camera.prototypes import PrototypeError, Prototypes, deck_path
from camera.reader import CardRead, Reader, flattened
from camera.shapes import SUITS, SYMBOLS
from camera.sources import FrameSource
from camera.templates import RANKS, calibration_path, save_calibration

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


TROUBLES = {
    "no_symbol": "no symbol found in the card's corners; hold it flat and closer",
    "no_index": "no index found in the card's corners; hold it flat and closer",
    "no_pictures": "the pictures ran out before a card was seen clearly",
}
"""What can go wrong, by the code an app words in the player's language, in English."""


class CalibrationError(RuntimeError):
    """A card could not be captured or its glyphs not found; ``trouble`` says
    which (a key of TROUBLES)."""

    def __init__(self, trouble: str) -> None:
        super().__init__(TROUBLES[trouble])
        self.trouble = trouble


@dataclass
class Learned:
    """Glyph masks gathered so far, per template kind."""

    glyphs: dict[str, list[tuple[str, np.ndarray]]] = field(default_factory=dict)

    def add(self, kind: str, label: str, ink: np.ndarray) -> None:
        mask = (np.clip(ink / max(float(ink.max()), 1e-6), 0, 1) * 255).astype(np.uint8)
        self.glyphs.setdefault(kind, []).append((label, mask))


@dataclass(frozen=True)
class Wanted:
    """A card the calibration asks for: a Duel card by its ``symbol``, or a
    BANG! card by its ``card`` (rank, suit)."""

    symbol: str | None = None
    card: tuple[str, str] | None = None

    def __str__(self) -> str:
        if self.symbol:
            return f"the Duel card with the {self.symbol} symbol"
        rank, suit = self.card or ("?", "?")
        return f"the {rank} of {suit}"


SHOW, HOLD, TAKE_AWAY, DONE = "show", "hold", "take_away", "done"
"""What a calibration waits for: the card asked for, the card held still,
the card taken away (from a live camera, before the next is asked for), nothing."""


@dataclass(frozen=True)
class Progress:
    """Where a calibration stands after a frame, for a prompt and a gauge."""

    step: str
    """SHOW, HOLD, TAKE_AWAY or DONE."""
    wanted: Wanted | None
    """The card asked for now (None once done)."""
    held: float = 0.0
    """How far the card asked for is into the still frames its capture needs, 0 to 1."""
    got: Wanted | None = None
    """The card captured on this very frame, if any."""
    trouble: str | None = None
    """Why the last capture of the card asked for failed (CalibrationError.trouble)."""


def examples_path() -> Path:
    """Where ``camera learn`` keeps the deck's examples: beside the templates,
    which is the app's own data folder unless either was moved."""
    return deck_path(calibration_path().parent)


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


class Calibration:
    """A calibration fed one frame at a time, so that whoever shows the
    frames (the command line, the app) words its own prompts.

    From a live camera a card is captured once it has stayed put for
    STABLE_FRAMES frames, and the next is asked for once it has been taken
    away; a capture whose glyphs cannot be found is tried again. From
    recorded pictures each card is the next shot that shows one, and a
    failed capture is final (:meth:`feed` raises)."""

    def __init__(
        self,
        symbols: tuple[str, ...] = SYMBOLS,
        cards: tuple[tuple[str, str], ...] = (),
        live: bool = True,
        read: Callable[[np.ndarray], CardRead] | None = None,
    ) -> None:
        """``read`` finds and reads a frame's BANG! card, outline and embedding
        (by default the package's reader, loaded at the first BANG! card)."""
        self.live = live
        self.learned = Learned()
        self.examples = Prototypes.none()
        self._read = read
        self._wanted = [Wanted(symbol=s) for s in symbols] + [Wanted(card=c) for c in cards]
        self.asked = len(self._wanted)
        """How many cards it asks for in all."""
        self._run: list[np.ndarray] = []  # the card's outline over the last still frames
        self._gone = 0  # frames without a card since the last capture
        self._away = False  # a capture was made; waiting for its card to go
        self._trouble: str | None = None

    @property
    def wanted(self) -> Wanted | None:
        return self._wanted[0] if self._wanted else None

    @property
    def captured(self) -> int:
        """How many of the cards asked for were learnt so far."""
        return self.asked - len(self._wanted)

    def feed(self, frame: np.ndarray) -> Progress:
        """Look at one frame; say what the player should do next."""
        if self._away:
            return self._waiting_gone(frame)
        wanted = self.wanted
        if wanted is None:
            return Progress(DONE, None)
        read = self._card_read(frame) if wanted.card else None
        quad = _outline(frame) if read is None else read.quad
        if quad is None or (self._run and _moved(self._run[-1], quad, frame.shape)):
            self._run.clear()
        if quad is None:
            return self._progress(SHOW)
        self._run.append(quad)
        if len(self._run) < self._needed:
            return self._progress(HOLD)
        self._run.clear()
        try:
            self._learn(wanted, warp(frame, orientations(quad)[0]), read)
        except CalibrationError as error:
            if not self.live:
                raise
            self._trouble = error.trouble
            return self._progress(HOLD)
        self._trouble = None
        self._wanted.pop(0)
        self._away = self.live and bool(self._wanted)
        step = TAKE_AWAY if self._away else SHOW if self._wanted else DONE
        return Progress(step, self.wanted, got=wanted)

    def save(self, out: Path | None = None, examples: Path | None = None) -> None:
        """Store what was learnt in ``out``, else where every later read looks
        (see :func:`camera.templates.save_calibration`), and the cards shown
        with the deck's examples in ``examples`` (else :func:`examples_path`;
        an unreadable examples file is replaced)."""
        save_calibration(out or calibration_path(), self.learned.glyphs)
        if not len(self.examples):
            return
        path = examples or examples_path()
        try:
            kept = Prototypes.load(path)
        except PrototypeError:
            kept = Prototypes.none()
        for i in range(len(self.examples)):
            vector = self.examples.embeddings[i]
            kept = kept.add(vector, self.examples.ranks[i], self.examples.suits[i])
        kept.save(path)

    @property
    def _needed(self) -> int:
        return STABLE_FRAMES if self.live else 1

    def _progress(self, step: str) -> Progress:
        held = len(self._run) / self._needed
        return Progress(step, self.wanted, held, trouble=self._trouble)

    def _waiting_gone(self, frame: np.ndarray) -> Progress:
        """Let the player take the card away before asking for the next one."""
        self._gone = 0 if find_cards(frame, 1) else self._gone + 1
        if self._gone < GONE_FRAMES:
            return Progress(TAKE_AWAY, self.wanted)
        self._away, self._gone = False, 0  # (only ever away with a card still to ask for)
        return Progress(SHOW, self.wanted)

    def _card_read(self, frame: np.ndarray) -> CardRead:
        self._read = self._read or _package_read()
        return self._read(frame)

    def _learn(self, wanted: Wanted, card: np.ndarray, read: CardRead | None) -> None:
        """Learn the captured card as the card asked for: a Duel symbol's glyph
        from the flattened ``card``; a BANG! card's embedding as the reader
        ``read`` it."""
        if wanted.symbol:
            self.learned.add("symbol", wanted.symbol, _symbol_ink(card))
            for far in _far_views(card):
                with contextlib.suppress(CalibrationError):  # lost in the blur: the others do
                    self.learned.add("symbol", wanted.symbol, _symbol_ink(far))
            return
        assert wanted.card is not None and read is not None
        if read.embedding is None:
            raise CalibrationError("no_index")
        self.examples = self.examples.add(read.embedding, *wanted.card)


def _outline(frame: np.ndarray) -> np.ndarray | None:
    """A Duel card's outline: its symbol is looked for in its corners after."""
    quads = find_cards(frame, 1)
    return quads[0] if quads else None


def _package_read() -> Callable[[np.ndarray], CardRead]:
    reader = Reader()
    return lambda frame: reader.read_image(frame, "bang")


def _moved(before: np.ndarray, now: np.ndarray, shape: tuple[int, ...]) -> bool:
    """Whether a card's outline moved by more than a little between two frames."""
    return bool(np.abs(before - now).max() > 0.02 * max(shape[:2]))


def calibrate(
    source: FrameSource,
    out: Path,
    symbols: tuple[str, ...] = SYMBOLS,
    cards: tuple[tuple[str, str], ...] = (),
    say: Callable[[str], None] = print,
    examples: Path | None = None,
) -> Calibration:
    """Ask for each symbol then each card in turn, capture it, save templates
    (and the cards as the deck's examples, in ``examples``)."""
    calibration = Calibration(symbols, cards, source.live)
    if calibration.wanted:
        say(f"Show {calibration.wanted}.")
        trouble: str | None = None
        for frame in source:
            progress = calibration.feed(frame)
            if progress.trouble and progress.trouble != trouble:
                say(f"  {TROUBLES[progress.trouble]}.")
            trouble = progress.trouble
            if progress.got:
                say(f"  got {progress.got}.")
                if progress.wanted:
                    say(f"Show {progress.wanted}.")
            if progress.step == DONE:
                break
        else:
            raise CalibrationError("no_pictures")
    calibration.save(out, examples)
    return calibration


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
        raise CalibrationError("no_symbol")

    def weight(c: Cluster) -> float:
        mass = sum(float(b.mask.sum()) for b in c.blobs)
        return mass * (2.0 if c.corner in (1, 3) else 1.0)

    # Its biggest blob: the reader also tries a cluster's biggest blob alone, and
    # artwork or a fuse's spark next to the symbol would only blur the template.
    return crop(ink, [max(max(found, key=weight).blobs, key=lambda b: float(b.mask.sum()))])
