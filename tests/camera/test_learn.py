"""``camera.learn``: the calibration learns the players' Duel symbols as a
far, blurred webcam shows them, not only as they were shown."""

import cv2
import pytest

from camera.learn import calibrate
from camera.reader import Reader
from camera.shapes import SYMBOLS
from camera.sources import open_source
from camera.synthetic.scenes import Look
from camera.templates import banks
from tests.camera.conftest import odd_duel

FRAME = (1280, 720)


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
