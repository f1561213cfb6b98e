"""The only door to the camera package: a card camera for the draw! panel, or a reason why not.

Everything the app needs from `camera` goes through here, so that a missing or unfinished camera
package, a machine without a webcam, or a read that fails only ever means "type the card": the
draw! panel always offers typed entry, and uses the camera when `open_camera` gives one.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from cards_data import load_bang
from cards_data.model import SUIT_SIGNS
from rules.bang.card_index import parse_index

if TYPE_CHECKING:  # numpy comes with the camera; the app's first screen does not wait for it
    import numpy as np

DEMO_FRAME_SECONDS = 0.08
"""The demo clip is a folder of pictures; show them at a webcam's pace so the preview lives."""
FRAME_SECONDS = 1 / 25
"""The UI takes at most this many looks a second: a source faster than a webcam must not
flood it."""

Seen = TypeVar("Seen")


def paced(look: Callable[[], Seen], seconds: float) -> Seen:
    """``look()``, taking at least ``seconds`` in all: a source faster than a webcam (a
    folder of pictures, a test's camera) must not flood the UI."""
    started = time.monotonic()
    seen = look()
    time.sleep(max(0.0, seconds - (time.monotonic() - started)))
    return seen


Index = tuple[str, str | None]
"""(suit, rank), as the engine's cards hold them; the rank None when only the suit was read
(a check that asks for the suit alone is settled by it: see `CardCamera.expect`)."""
Read = Index | str
"""What the camera read on one card: a BANG! index, or a BANG! Duel corner symbol (barrel,
snake, dynamite, horseshoe)."""


class CameraOff(Exception):
    """No camera to use. The message says why, in English words a player can act on;
    ``trouble``, when known, says it as a code the draw! panel words in the player's
    language (`camera.Trouble`; "broken" when the camera module cannot load, "no_demo" when
    the bundled demo clip cannot be played)."""

    def __init__(self, why: str, trouble: str | None = None) -> None:
        super().__init__(why)
        self.trouble = trouble


class CameraBusyError(CameraOff):
    """Another companion process (a served tablet) holds the webcam."""

    def __init__(self, holder: str) -> None:
        super().__init__(holder)
        self.holder = holder


@dataclass(frozen=True)
class Sighting:
    """One frame as the draw! panel shows it."""

    preview: np.ndarray | None
    index: Read | None
    """The card read with confidence in this frame (the most confident one)."""
    note: str
    """When nothing was read, what would help, as the camera's hint code (no_picture,
    no_card, closer, steady; see camera.CardRead.hint), or closer_small_camera (see
    PackageCamera._note); else ""."""
    confidence: float
    stable: tuple[Read, ...] | None
    """The cards, left to right, once the reads have settled: what the table revealed."""


@dataclass(frozen=True)
class LessonSighting:
    """One frame of a symbol lesson as the learning screen shows it."""

    preview: np.ndarray | None
    step: str
    """What the player does now: "show" the card asked for, "hold" it still, "take_away"
    the card just learnt, or nothing: "done" (camera.learn's steps)."""
    symbol: str | None
    """The Duel symbol (barrel, snake, dynamite, horseshoe) asked for, or at "take_away" the
    one just learnt; None once done."""
    held: float
    """How far the card is into the still frames its capture needs, 0 to 1."""
    trouble: str | None
    """Why the last capture failed: "no_symbol" (no symbol found in the card's corners)."""
    learnt: int
    """How many symbols were learnt so far."""
    of: int
    """How many symbols the lesson asks for in all."""


class SymbolLesson(Protocol):
    """`bang-companion camera learn` for the Duel symbols, with the app's own camera."""

    def look(self) -> LessonSighting: ...

    def save(self) -> None:
        """Keep what was learnt: from now on the camera reads the deck's own symbols.
        OSError when the calibration file cannot be written."""


class CardCamera(Protocol):
    """What the draw! panel uses: one blocking look at a time, run off the UI thread."""

    knows_symbols: bool
    """Whether the reader knows the deck's BANG! Duel symbols: it only knows drawn guesses
    of them until `bang-companion camera learn` has been shown the players' own (the demo
    clip's are drawn as those guesses). A check for a symbol (`expect`) picks up symbols
    learnt since the camera was opened."""

    examples_trouble: str | None
    """Why the deck's examples file could not be read (it is then ignored), or None; the
    draw! panel says it once and clears it."""

    def look(self) -> Sighting: ...

    def expect(
        self, cards: int, shows: str = "index", ranked: frozenset[str] | None = None
    ) -> None:
        """The next decision shows this many cards side by side (2 for Lucky Duke), each
        read by its "index" (BANG!) or its corner "symbol" (BANG! Duel). `ranked`: the suits
        whose rank the check needs (a Barrel: none, a Dynamite: spades); None: every suit."""

    def teach(self, cards: tuple[Index, ...]) -> None:
        """The players named the card(s) last seen (typed or tapped): keep them as the deck's
        examples, when the camera saw exactly as many cards. OSError when the examples file
        cannot be written."""

    def lesson(self) -> SymbolLesson:
        """A lesson of the deck's Duel symbols; `look` no more while it runs."""

    def close(self) -> None: ...


CameraFactory = Callable[[], CardCamera]


class PackageCamera:
    """Frames from a camera-package source, read and stabilised by the package."""

    def __init__(
        self,
        open_frames: Callable[[], Any],
        package: Any,
        looping: bool,
        claim: Any = None,
        examples_file: Path | None = None,
    ) -> None:
        self._open_frames = open_frames
        self._source = open_frames()
        self._frames: Iterator[np.ndarray] = iter(self._source)
        self._package = package
        self._looping = looping
        self._claim = claim
        self._frames_lock = threading.Lock()  # a lesson may start while a look is under way
        self._examples_file = examples_file
        self._examples, self.examples_trouble = _examples(package, examples_file)
        self._seen: list[Any] = []  # the embeddings of the cards read in the last frame
        self._need: frozenset[str] | None = None
        self._watch = self._new_watch(1, camera_kind("index"))
        self.knows_symbols = looping or package.symbols_learnt()

    def look(self) -> Sighting:
        return paced(self._sight, DEMO_FRAME_SECONDS) if self._looping else self._sight()

    def _sight(self) -> Sighting:
        frame = self._next_frame()
        reads, decision = self._watch.feed(frame)
        best = max(reads, key=lambda r: (r.unsure is None, r.confidence), default=None)
        index = _index_of(best)
        self._seen = [r.embedding for r in reads if getattr(r, "embedding", None) is not None]
        return Sighting(
            preview=frame,
            index=index,
            note="" if index else self._note(best),
            confidence=float(getattr(best, "confidence", 0.0)) if index else 0.0,
            stable=_indexes(decision),
        )

    def _note(self, read: Any) -> str:
        """What would help an unsure read (its hint code). A card too far away is
        "closer_small_camera" when the webcam gives smaller pictures than it was asked
        for (camera.FrameSource.smaller_than_asked): such a webcam asks for cards closer
        more often, and the player is told why."""
        hint = str(getattr(read, "hint", "") or "")
        small = getattr(self._source, "smaller_than_asked", False)
        return "closer_small_camera" if hint == "closer" and small else hint

    def _next_frame(self) -> np.ndarray:
        with self._frames_lock:
            return self._read_frame()

    def _read_frame(self) -> np.ndarray:
        try:
            return next(self._frames)
        except StopIteration:
            if not self._looping:
                raise CameraOff("the camera gives no more pictures", "unreadable") from None
        except self._package.CameraUnavailable as error:
            raise _off(error) from None
        self._source.close()
        self._source = self._open_frames()
        self._frames = iter(self._source)
        return next(self._frames)

    def expect(
        self, cards: int, shows: str = "index", ranked: frozenset[str] | None = None
    ) -> None:
        if shows == "symbol" and not self.knows_symbols and self._package.symbols_learnt():
            self._take_learnt_symbols()  # `camera learn` ran meanwhile
        expect = camera_kind(shows)
        if (cards, expect, ranked) != (self._watch.cards, self._watch.expect, self._need):
            self._need = ranked
            self._watch = self._new_watch(cards, expect)

    def _new_watch(self, cards: int, expect: str) -> Any:
        """A webcam does not wait for the reader, the demo clip does (see camera.watch). A
        BANG! card is read knowing the deck's list, so the card's picture witnesses its index
        (camera.witness)."""
        need = self._package.Need() if self._need is None else self._package.Need(self._need)
        live = self._source.live
        deck = load_bang().indexes() if expect == "bang" else None
        return self._package.watch(
            cards, expect, live=live, need=need, examples=self._examples, deck=deck
        )

    def teach(self, cards: tuple[Index, ...]) -> None:
        if len(self._seen) != len(cards) or self._examples_file is None:
            return
        assert self._examples is not None  # kept in a file: loaded with it
        examples = self._examples
        for embedding, (suit, rank) in zip(self._seen, cards, strict=True):
            examples = examples.add(embedding, rank, suit)
        examples.save(self._examples_file)
        self._examples = self._watch.examples = examples

    def lesson(self) -> SymbolLesson:
        # Whatever the source, a lesson waits for each card held still, then taken away, and
        # asks again for a card whose symbol it could not find (camera.learn, live).
        calibration = self._package.Calibration(live=True)
        return _PackageLesson(calibration, self._next_frame, self._take_learnt_symbols)

    def _take_learnt_symbols(self) -> None:
        """The calibration file holds the deck's symbols now: read them from the next frame
        on."""
        self._package.reload_templates()
        self.knows_symbols = True
        self._watch = self._new_watch(self._watch.cards, self._watch.expect)

    def close(self) -> None:
        self._source.close()
        if self._claim is not None:
            self._claim.release()


class _PackageLesson:
    """A camera-package Calibration of the Duel symbols fed with the camera's frames."""

    def __init__(
        self, calibration: Any, frames: Callable[[], np.ndarray], taught: Callable[[], None]
    ) -> None:
        self._calibration = calibration
        self._next_frame = frames
        self._taught = taught
        self._got: str | None = None  # the symbol last learnt

    def look(self) -> LessonSighting:
        frame = self._next_frame()
        progress = self._calibration.feed(frame)
        if progress.got is not None:
            self._got = progress.got.symbol
        asked = progress.wanted.symbol if progress.wanted is not None else None
        return LessonSighting(
            preview=frame,
            step=progress.step,
            symbol=self._got if progress.step == "take_away" else asked,
            held=progress.held,
            trouble=progress.trouble,
            learnt=int(self._calibration.captured),
            of=int(self._calibration.asked),
        )

    def save(self) -> None:
        self._calibration.save()
        self._taught()


def _index_of(read: Any) -> Read | None:
    """The (suit, rank) or the Duel corner symbol a confident read names, in the engine's
    words; (suit, None) for a decided card whose suit alone was read."""
    if read is None or read.unsure:
        return None
    symbol = getattr(read, "symbol", None)
    if symbol:
        return str(symbol)
    if read.suit and not read.rank:
        return (read.suit, None) if read.suit in SUIT_SIGNS else None
    if not read.rank or not read.suit:
        return None
    return parse_index(f"{read.rank} {read.suit}")


def _examples(package: Any, path: Path | None) -> tuple[Any, str | None]:
    """The deck's examples kept in `path` (None: no file to keep them in, as for the demo
    clip) and, when the file is unreadable, why (the examples then start anew)."""
    if path is None:
        return None, None
    try:
        return package.Prototypes.load(path), None
    except package.PrototypeError as error:
        return package.Prototypes.none(), str(error)


def _indexes(decision: Any) -> tuple[Read, ...] | None:
    """The settled cards' reads; None if one of them cannot be named."""
    if decision is None:
        return None
    found = tuple(_index_of(card) for card in decision.cards)
    if any(index is None for index in found):
        return None
    return tuple(index for index in found if index is not None)


def open_camera(demo: bool = False, lock_folder: Path | None = None) -> CardCamera:
    """The webcam (or the bundled demo source); CameraOff says why there is none.

    A webcam is first claimed with the serving lock in `lock_folder`, so that two app processes
    sharing a table never read the same camera (CameraBusyError names who holds it).
    """
    try:
        import camera
    except Exception as error:  # any failure to import means: no camera, type the card
        raise CameraOff(f"the camera module cannot be loaded ({error})", "broken") from None
    _quiet_opencv()
    if demo:
        try:
            return _opened(lambda: PackageCamera(camera.demo_source, camera, looping=True))
        except CameraOff as off:  # the app's own clip: a fault of this installation
            raise CameraOff(str(off), "no_demo") from None
    claim = _claim(lock_folder)
    examples = camera.deck_path(lock_folder) if lock_folder is not None else None
    try:
        return _opened(lambda: PackageCamera(camera.open_source, camera, False, claim, examples))
    except CameraOff:
        if claim is not None:
            claim.release()
        raise


def camera_kind(shows: str) -> str:
    """What the camera reads for what a check shows: a BANG! "index" where the BANG! deck
    prints it (the camera's "bang"), a Duel "symbol" as it is."""
    return "bang" if shows == "index" else shows


def prepare_camera(shows: str) -> None:
    """Have the camera package ready to read `shows` before the first draw! check (see
    camera.prepare). Whatever fails here fails again when the camera opens, and is reported
    then, where the players can type the card instead."""
    try:
        import camera

        camera.prepare(shows)
    except Exception:
        return


def _quiet_opencv() -> None:
    """OpenCV writes its warnings ("can't open camera by index") straight to the terminal,
    through the app's screen; the app reports camera problems itself."""
    try:
        import cv2

        cv2.utils.logging.setLogLevel(cv2.utils.logging.LOG_LEVEL_SILENT)
    except (ImportError, AttributeError):
        return


def _claim(folder: Path | None) -> Any:
    """The webcam lock of the data folder (None when there is no folder to lock in)."""
    if folder is None:
        return None
    from companion.serving.webcam_lock import CameraBusy, claim_webcam

    try:
        claim = claim_webcam(folder)
    except OSError as error:
        raise _off(error) from None
    if isinstance(claim, CameraBusy):
        raise CameraBusyError(claim.holder)
    return claim


def _opened(make: Callable[[], CardCamera]) -> CardCamera:
    try:
        return make()
    except Exception as error:  # CameraUnavailable and any driver failure
        raise _off(error) from None


def _off(error: Exception) -> CameraOff:
    """The app's word for a camera failure: the error's message and, if the camera
    package said it (camera.CameraUnavailable), its trouble code."""
    return CameraOff(str(error) or type(error).__name__, getattr(error, "trouble", None))
