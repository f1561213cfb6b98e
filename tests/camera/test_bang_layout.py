"""The BANG! deck's own layout: the index printed once, rank beside the pip, in the
bottom-left corner on the inner edge of a coloured frame (a face drawn here, see
``bang_face``; the printed faces are judged by ``bench/camera_bang.py``)."""

from __future__ import annotations

import numpy as np
import pytest

from camera.flatten import warp
from camera.index import BANG_RIM, shows_rim
from camera.learn import Calibration, Wanted
from camera.outline import around_frame, card_height
from tests.camera.bang_face import BLUE, MUSTARD, bang_face, laid_on, on_the_table

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


def test_a_bang_card_on_a_table_as_white_as_its_rim_is_read_on_the_outline_around_its_frame(
    reader,
):
    # On white paper the card's own edge barely shows: the outline found is its
    # printed frame's, on which the index window falls a rim too far in. Grown
    # by the rim, that outline is the card's, and its index reads surely there.
    scene = laid_on(bang_face("10", "diamonds", seed=len("10diamonds")), 5, -30, table="paper")
    read = reader.read_image(scene.image, "bang")
    assert (read.rank, read.suit, read.unsure) == ("10", "diamonds", None)
    card = scene.cards[0].quad
    corners = [np.roll(read.quad, k, axis=0) for k in range(4)]
    assert min(np.linalg.norm(q - card, axis=1).max() for q in corners) < 0.03 * card_height(card)


@pytest.mark.parametrize("table", ["beige", "paper", "cloth", "wood"])
def test_a_bang_cards_rim_shows_on_its_own_outline_and_not_on_one_grown_past_its_edge(table):
    # The outline grown by the rim is read only where the picture shows the white
    # rim outside the printed frame: grown around the card's own edge, it shows
    # the table there, and the index window would slide off the index.
    scene = laid_on(bang_face("7", "hearts", seed=3), 4, 25, table=table)
    card = scene.cards[0].quad
    assert shows_rim(warp(scene.image, card))
    assert not any(shows_rim(warp(scene.image, q)) for q in around_frame(card, BANG_RIM))


def test_a_bang_card_is_learnt_through_the_readers_own_find_and_read(reader):
    calibration = Calibration(
        (), (("Q", "spades"),), live=False, read=lambda f: reader.read_image(f, "bang")
    )
    progress = calibration.feed(on_the_table(bang_face("Q", "spades", BLUE), 5, angle=-20))
    assert progress.got == Wanted(card=("Q", "spades"))
    assert calibration.examples.ranks == ("Q",)
