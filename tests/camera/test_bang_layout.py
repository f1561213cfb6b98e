"""The BANG! deck's own layout: the index printed once, rank beside the pip, in the
bottom-left corner on the inner edge of a coloured frame (a face drawn here, see
``bang_face``; the printed faces are judged by ``bench/camera_bang.py``)."""

from __future__ import annotations

import pytest

from camera.learn import Calibration, Wanted
from tests.camera.bang_face import BLUE, MUSTARD, bang_face, on_the_table

CARDS = (
    ("10", "diamonds", MUSTARD),
    ("Q", "spades", BLUE),
    ("7", "hearts", MUSTARD),
    ("4", "spades", BLUE),
    ("A", "clubs", MUSTARD),
)


@pytest.mark.parametrize(("rank", "suit", "frame"), CARDS)
def test_a_bang_card_whose_index_sits_on_its_frame_is_found_where_the_deck_prints_it(
    reader, rank, suit, frame
):
    # The BANG! index model learnt the deck's own typeface, not this face's DejaVu:
    # the read must find the index where the deck prints it (its pip) and never
    # misname it; docs/camera.md gives the figures on the printed faces.
    image = on_the_table(bang_face(rank, suit, frame, seed=len(rank + suit)), 3, angle=14)
    read = reader.read_image(image, "bang")
    assert read.likeliest is not None and read.likeliest[1] == suit
    assert read.rank in (rank, None) and read.suit in (suit, None)


def test_a_clean_bang_index_is_read_surely_either_way_up(reader):
    for seed, angle in ((3, 14), (4, 190)):
        image = on_the_table(bang_face("10", "diamonds", seed=len("10diamonds")), seed, angle)
        read = reader.read_image(image, "bang")
        assert (read.rank, read.suit, read.unsure) == ("10", "diamonds", None)


def test_a_bang_card_is_learnt_through_the_readers_own_find_and_read(reader):
    calibration = Calibration(
        (), (("Q", "spades"),), live=False, read=lambda f: reader.read_image(f, "bang")
    )
    progress = calibration.feed(on_the_table(bang_face("Q", "spades", BLUE), 5, angle=-20))
    assert progress.got == Wanted(card=("Q", "spades"))
    assert calibration.examples.ranks == ("Q",)
