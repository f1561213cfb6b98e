"""``camera.learn``: the calibration learns the players' Duel symbols as a
far, blurred webcam shows them, not only as they were shown, and BANG! cards
as the deck's examples."""

import cv2
import numpy as np
import pytest

from camera.learn import (
    DONE,
    GONE_FRAMES,
    HOLD,
    SHOW,
    STABLE_FRAMES,
    TAKE_AWAY,
    Calibration,
    CalibrationError,
    Progress,
    Wanted,
    calibrate,
)
from camera.prototypes import Prototypes
from camera.reader import CardRead, Reader
from camera.shapes import SYMBOLS
from camera.sources import open_source
from camera.templates import banks
from camera.unsure import Unsure
from camera_training.synthetic.scenes import Look
from tests.camera.conftest import odd_duel

FRAME = (1280, 720)
pytestmark = pytest.mark.xdist_group("camera_learn")
"""One test process for the module: `learnt` calibrates a reader once for all its tests."""


@pytest.fixture(scope="module")
def learnt(tmp_path_factory):
    """The reader after `learn` saw each symbol of the odd deck once, up close and still."""
    folder = tmp_path_factory.mktemp("learn")
    shots = folder / "shots"
    shots.mkdir()
    for i, symbol in enumerate(SYMBOLS):
        cv2.imwrite(str(shots / f"{i}_{symbol}.png"), odd_duel(symbol, 10 + i, size=FRAME))
    with open_source(images=shots) as frames:
        calibrate(frames, folder / "templates.npz", say=lambda _: None)
    return Reader(banks(folder / "templates.npz"))


def test_a_learnt_coil_far_away_and_blurred_by_motion_is_read(learnt):
    # A quarter of the frame tall and smeared 5 px: the coil's turns fill in,
    # which the one sharp shot `learn` saw does not show.
    look = Look(background="beige", bg_seed=105, motion=(5.0, 105.0))
    read = learnt.read_image(odd_duel("snake", 105, 0.25, look, FRAME), "symbol")
    assert (read.symbol, read.unsure) == ("snake", None)


TABLE = np.full((540, 960, 3), (40, 90, 30), np.uint8)


def blank_card() -> np.ndarray:
    """A card with nothing printed on it, on a green table."""
    frame = TABLE.copy()
    corners = np.array([[380, 120], [580, 120], [580, 400], [380, 400]], np.int32)
    return cv2.fillConvexPoly(frame, corners, (235, 240, 245))


def test_a_live_calibration_asks_for_a_card_waits_till_it_is_still_then_till_it_is_gone():
    calibration = Calibration(("barrel", "snake"), live=True)
    assert calibration.feed(TABLE) == Progress(SHOW, Wanted(symbol="barrel"))
    barrel = odd_duel("barrel", 3)
    held = [calibration.feed(barrel) for _ in range(STABLE_FRAMES)]
    assert [p.step for p in held[:-1]] == [HOLD] * (STABLE_FRAMES - 1)
    assert [p.held for p in held[:-1]] == [n / STABLE_FRAMES for n in range(1, STABLE_FRAMES)]
    assert held[-1] == Progress(TAKE_AWAY, Wanted(symbol="snake"), got=Wanted(symbol="barrel"))
    assert calibration.feed(barrel).step == TAKE_AWAY  # still there: the snake is not asked yet
    gone = [calibration.feed(TABLE).step for _ in range(GONE_FRAMES)]
    assert gone == [TAKE_AWAY] * (GONE_FRAMES - 1) + [SHOW]
    snake = odd_duel("snake", 4)
    last = [calibration.feed(snake) for _ in range(STABLE_FRAMES)][-1]
    assert last == Progress(DONE, None, got=Wanted(symbol="snake"))  # the last card may stay
    assert {label for label, _ in calibration.learned.glyphs["symbol"]} == {"barrel", "snake"}


def test_a_live_calibration_shown_a_card_without_a_symbol_asks_again_and_says_why():
    calibration = Calibration(("barrel",), live=True)
    progress = [calibration.feed(blank_card()) for _ in range(STABLE_FRAMES + 1)]
    assert progress[STABLE_FRAMES - 1] == Progress(
        HOLD, Wanted(symbol="barrel"), trouble="no_symbol"
    )
    assert progress[-1].trouble == "no_symbol" and progress[-1].wanted == Wanted(symbol="barrel")
    assert "symbol" not in calibration.learned.glyphs


def test_a_calibration_from_pictures_stops_at_a_card_without_a_symbol():
    calibration = Calibration(("barrel",), live=False)
    with pytest.raises(CalibrationError) as failed:
        calibration.feed(blank_card())
    assert failed.value.trouble == "no_symbol"


class Webcam(list):
    """Frames as a live camera gives them."""

    live = True


def test_learning_from_a_webcam_says_once_why_a_card_was_not_taken_and_asks_again(tmp_path):
    frames = Webcam([blank_card()] * (2 * STABLE_FRAMES) + [odd_duel("barrel", 3)] * STABLE_FRAMES)
    said: list[str] = []
    calibrate(frames, tmp_path / "templates.npz", ("barrel",), say=said.append)  # type: ignore[arg-type]
    assert said == [
        "Show the Duel card with the barrel symbol.",
        "  no symbol found in the card's corners; hold it flat and closer.",
        "  got the Duel card with the barrel symbol.",
    ]


BLANK_OUTLINE = np.float32([[380, 120], [580, 120], [580, 400], [380, 400]])


def _seen_as(vector: float):
    """A reader that finds the blank card and whose read of it has this embedding."""
    embedding = np.full(8, 0.1, np.float32)
    embedding[0] = vector
    return lambda frame: CardRead(
        unsure=Unsure("index_unclear"), embedding=embedding, quad=BLANK_OUTLINE
    )


def test_a_card_the_reader_reads_unsure_is_learnt_by_its_embedding(tmp_path):
    calibration = Calibration((), (("2", "hearts"),), live=False, read=_seen_as(1.0))
    assert calibration.feed(blank_card()).got == Wanted(card=("2", "hearts"))
    assert calibration.learned.glyphs == {}  # a BANG! card teaches the deck's examples only
    calibration.save(tmp_path / "templates.npz", tmp_path / "decks" / "bang.npz")
    kept = Prototypes.load(tmp_path / "decks" / "bang.npz")
    assert (kept.ranks, kept.suits) == (("2",), ("hearts",))


def test_a_card_the_reader_finds_but_reads_no_index_on_is_not_learnt():
    no_embedding = lambda frame: CardRead(unsure=Unsure("no_index"), quad=BLANK_OUTLINE)  # noqa: E731
    calibration = Calibration((), (("2", "hearts"),), live=False, read=no_embedding)
    with pytest.raises(CalibrationError) as failed:
        calibration.feed(blank_card())
    assert failed.value.trouble == "no_index"


def test_a_card_the_reader_does_not_find_is_asked_for_again():
    nothing = lambda frame: CardRead(unsure=Unsure("no_card"))  # noqa: E731
    calibration = Calibration((), (("2", "hearts"),), live=False, read=nothing)
    assert calibration.feed(blank_card()) == Progress(SHOW, Wanted(card=("2", "hearts")))


def test_cards_learnt_again_join_the_deck_examples_and_a_corrupt_file_is_replaced(tmp_path):
    deck = tmp_path / "bang.npz"
    deck.write_bytes(b"corrupt")
    for rank, vector in (("3", 1.0), ("4", -1.0)):
        calibration = Calibration((), ((rank, "clubs"),), live=False, read=_seen_as(vector))
        calibration.feed(blank_card())
        calibration.save(tmp_path / "templates.npz", deck)
    assert Prototypes.load(deck).ranks == ("3", "4")
