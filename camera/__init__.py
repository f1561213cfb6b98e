"""Read the card flipped for a draw! check from a webcam picture.

Depends only on OpenCV and numpy. The app uses::

    from camera import CameraUnavailable, open_source, watch

    stream = watch(cards=1, expect="index")     # 2 cards for Lucky Duke, "symbol" for Duel
    try:
        with open_source(device=0) as frames:   # or video=..., images=..., demo_source()
            for frame in frames:
                reads, decision = stream.feed(frame)
                if decision:
                    ...                         # decision.cards[0].rank / .suit / .symbol
    except (CameraUnavailable, ModelError) as exc:
        ...                                     # tell the player why, ask them to type
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

import numpy as np

from camera.corner_model import ModelError
from camera.learn import Calibration, CalibrationError, Progress
from camera.prototypes import PrototypeError, Prototypes, deck_path
from camera.reader import INDEXES, CardRead, Expect, Hint, Reader
from camera.sources import (
    WEBCAM_SIZE,
    CameraUnavailable,
    FrameSource,
    Trouble,
    demo_source,
    open_source,
)
from camera.stabilise import WHOLE, Decision, Need, Stabiliser
from camera.templates import symbols_learnt
from camera.watch import Watch, budget_ms
from camera.witness import Deck

__all__ = [
    "WEBCAM_SIZE",
    "Calibration",
    "CalibrationError",
    "CameraUnavailable",
    "CardRead",
    "Decision",
    "Deck",
    "Expect",
    "FrameSource",
    "Hint",
    "ModelError",
    "Need",
    "Progress",
    "PrototypeError",
    "Prototypes",
    "Reader",
    "Stabiliser",
    "Trouble",
    "Watch",
    "deck_path",
    "demo_source",
    "open_source",
    "prepare",
    "read_frame",
    "read_image",
    "reload_templates",
    "symbols_learnt",
    "watch",
]


@functools.lru_cache(maxsize=1)
def _reader() -> Reader:
    return Reader()


def prepare(expect: Expect = None) -> None:
    """Make ready what reading ``expect`` needs, before the first frame: the Duel symbol
    templates take some seconds to draw the first time on a machine (they are cached after),
    time better spent while the players set up than while they wait for a draw! check."""
    reader = _reader()
    if expect not in INDEXES:
        _ = reader.banks


def read_image(img: np.ndarray | None, expect: Expect = None, deck: Deck | None = None) -> CardRead:
    """The most confident card in a BGR image; unsure (never an exception) for garbage.

    ``expect``: "bang" (the BANG! deck), "index" (any deck of playing cards), "symbol"
    (BANG! Duel) or None (an index or a symbol). ``deck``: the BANG! game's deck list
    (kind -> its copies' (rank, suit)), whose kinds witness a BANG! card's index
    (camera.witness); a game of another deck passes none."""
    return _with_deck(deck).read_image(img, expect)


def _with_deck(deck: Deck | None) -> Reader:
    """The package's reader, or one that knows the game's deck list (the
    models are loaded once for both)."""
    return _reader() if deck is None else Reader(deck=deck)


def read_frame(
    img: np.ndarray | None,
    cards: int = 1,
    expect: Expect = None,
    near: Sequence[np.ndarray] = (),
) -> list[CardRead]:
    """Up to ``cards`` cards in view (2 for Lucky Duke), for :class:`Stabiliser`;
    ``near`` is :attr:`Stabiliser.near`, where they were in the last frame."""
    return _reader().read_frame(img, cards, expect, near)


def watch(
    cards: int = 1,
    expect: Expect = None,
    live: bool = True,
    need: Need = WHOLE,
    examples: Prototypes | None = None,
    deck: Deck | None = None,
) -> Watch:
    """A :class:`Watch` over one stream of frames, reading with the package's reader.

    A ``live`` stream (a webcam) does not wait for the reader: each frame gets
    ``camera.watch.BUDGET_MS`` of reading, and a read that needs more goes on
    through the next frames. A recording (a video, a folder of images, the
    demo clip; ``FrameSource.live`` is False) waits: each frame is read to the end.
    ``need`` is what a decision must know of each card; ``examples`` are the
    deck's own named cards (:class:`Prototypes`); ``deck`` the BANG! game's deck list
    (see :func:`read_image`)."""
    return Watch(cards, expect, _with_deck(deck), budget_ms(live), need, examples)


def reload_templates() -> None:
    """Pick up a calibration written by ``camera learn`` since the first read."""
    _reader.cache_clear()
