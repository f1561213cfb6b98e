"""Shared helpers: a reader built once, and calm seeded scenes."""

from __future__ import annotations

import math
import struct
import zlib
from dataclasses import replace

import cv2
import numpy as np
import pytest

from camera.reader import Reader
from camera_training.synthetic.cards import CardSpec, draw_card
from camera_training.synthetic.editions import other_symbols
from camera_training.synthetic.scenes import (
    Look,
    Pose,
    Scene,
    make_background,
    poker_paper,
    random_pair,
    random_scene,
    random_style,
    shoot,
)

# The corner model reads the generator's poker cards surely, but leaves many
# of its BANG! cards (rank beside the pip, in a bold face) unsure at the bars
# calibrated to keep confident misreads at 0.2% (docs/camera-figures.md, Figures):
# tests that need such a card read surely wait for a better model.
MODEL_SHORT = pytest.mark.xfail(
    reason="the corner model leaves this BANG! card unsure (issue 28)", strict=False
)


@pytest.fixture(scope="session")
def reader() -> Reader:
    """A reader without a search budget: what it reads must not hang on how
    busy the machine running the tests is (the budget has its own tests)."""
    return Reader(budget=math.inf)


def far_card(seed: int) -> tuple[np.ndarray, np.ndarray]:
    """A BANG! 7 of clubs 15% of the frame tall on a mottled table, which only
    the second outline pass (960 px) finds: the frame and its true outline."""
    rng = np.random.default_rng([5, seed])
    spec = CardSpec("bang", "7", "clubs")
    card = draw_card(spec, random_style(rng, "eval"), rng)
    look = Look(background="granite", bg_seed=seed, noise=2.0, jpeg=85)
    pose = Pose(cx=0.5, cy=0.5, height=0.15, angle=float(rng.uniform(0, 360)), tilt=10.0)
    scene = shoot(make_background(look, (1280, 720)), [(spec, card, pose)], look, rng)
    return scene.image, scene.cards[0].quad


@pytest.fixture(autouse=True)
def _no_calibration(tmp_path, monkeypatch):
    """Never pick up a calibration file from the developer's home."""
    monkeypatch.setenv("BANG_CAMERA_TEMPLATES", str(tmp_path / "none.npz"))


def bench_scene(seed: int, index: int) -> Scene:
    """Scene #index of the bench's eval split for this seed: the frame that
    ``bench/camera.py --seed <seed>`` reads as its scene number ``index``."""
    return random_scene(np.random.default_rng([seed, index]), "eval")


def bench_pair_labels(reader: Reader, seed: int, index: int) -> list[str]:
    """The confident labels the reader gives the two cards of pair #index of
    ``bench/camera.py --pairs --seed <seed>`` (Lucky Duke's draw)."""
    scene = random_pair(np.random.default_rng([seed, index]), "eval")
    return [r.label for r in reader.read_frame(scene.image, cards=2, expect="index") if r.label]


def bench_label(reader: Reader, seed: int, index: int, expect: str = "index") -> str | None:
    """What the reader makes of that bench scene, told the game ("Q hearts", or None)."""
    return reader.read_image(bench_scene(seed, index).image, expect).label  # type: ignore[arg-type]


def all_card(rank: str, suit: str, seed: int) -> np.ndarray:
    """A picture that is all card: the top of a poker card, no edge of it in view."""
    rng = np.random.default_rng([7, seed])
    card = draw_card(CardSpec("poker", rank, suit), poker_paper(random_style(rng, "eval")), rng)
    h, w = card.shape[:2]
    return card[int(0.01 * h) : int(0.6 * h), int(0.01 * w) :]


def calm_scene(spec: CardSpec, seed: int, size: tuple[int, int] = (1280, 720)) -> Scene:
    """A held-out (eval split: fonts, pips and table the templates never saw)
    scene under calm conditions: a plain light table as pale as the card, mild
    tilt, blur and colour cast. Busy cloths and harsh light are the bench's job."""
    rng = np.random.default_rng([99, seed])
    style = random_style(rng, "eval")
    if spec.kind == "poker":
        style = poker_paper(style)
    card = draw_card(spec, style, rng)
    look = Look(
        background="beige",
        bg_seed=int(rng.integers(1 << 30)),
        gains=tuple(float(g) for g in rng.uniform(0.9, 1.1, 3)),
        light=(float(rng.uniform(0.85, 1.05)), float(rng.uniform(-0.15, 0.15)), 0.0),
        defocus=float(rng.uniform(0, 0.8)),
        noise=2.0,
        jpeg=85,
    )
    pose = Pose(
        cx=float(rng.uniform(0.4, 0.6)),
        cy=float(rng.uniform(0.4, 0.6)),
        height=float(rng.uniform(0.35, 0.5)),
        angle=float(rng.uniform(0, 360)),
        tilt=float(rng.uniform(0, 20)),
        tilt_dir=float(rng.uniform(0, 360)),
    )
    return shoot(make_background(look, size), [(spec, card, pose)], look, rng)


# One deck of another edition: its Duel symbols look unlike the reader's defaults.
ODD_DECK = replace(random_style(np.random.default_rng(1), "eval"), symbol_art=other_symbols)


def odd_duel(
    symbol: str,
    seed: int,
    height: float = 0.5,
    look: Look | None = None,
    size: tuple[int, int] = (960, 540),
) -> np.ndarray:
    """A Duel card of ODD_DECK under the camera, ``height`` of the frame
    tall, in a pose of its own (and on a plain table of its own, unless
    ``look`` says how it is seen)."""
    rng = np.random.default_rng(seed)
    card = draw_card(CardSpec("duel", symbol=symbol), ODD_DECK, rng)
    look = look or Look(background="beige", bg_seed=seed)
    pose = Pose(
        0.5, 0.5, height, float(rng.uniform(0, 360)), tilt=10, tilt_dir=float(rng.uniform(0, 360))
    )
    frame = make_background(look, size)
    return shoot(frame, [(CardSpec("duel"), card, pose)], look, rng).image


FRAME = np.zeros((48, 64, 3), np.uint8)


class FakeCapture:
    """A capture that opens or not, and delivers ``frames`` pictures before failing.

    Given the ``largest`` size it can give, it acts as a webcam does: 640x480
    pictures unless asked for another size, and the nearest it can to the size
    asked for; else its pictures are all FRAME."""

    def __init__(
        self, opened: bool = True, frames: int = 0, largest: tuple[int, int] | None = None
    ) -> None:
        self.opened = opened
        self.left = frames
        self.released = False
        self.largest = largest
        self.asked = {cv2.CAP_PROP_FRAME_WIDTH: 640.0, cv2.CAP_PROP_FRAME_HEIGHT: 480.0}

    def isOpened(self) -> bool:
        return self.opened

    def set(self, prop: int, value: float) -> bool:
        self.asked[prop] = value
        return True

    def read(self):
        if self.left <= 0:
            return False, None
        self.left -= 1
        if self.largest is None:
            return True, FRAME
        width = min(int(self.asked[cv2.CAP_PROP_FRAME_WIDTH]), self.largest[0])
        height = min(int(self.asked[cv2.CAP_PROP_FRAME_HEIGHT]), self.largest[1])
        return True, np.zeros((height, width, 3), np.uint8)

    def release(self) -> None:
        self.released = True


def png_claiming(width: int, height: int) -> bytes:
    """A well-formed PNG whose header claims `width` x `height` and whose data is tiny."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        crc = struct.pack(">I", zlib.crc32(kind + body))
        return struct.pack(">I", len(body)) + kind + body + crc

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"\0" * 64)
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")
    )
