"""Cropping a flattened card's corner indexes, and deciding on the model's reads."""

from __future__ import annotations

import cv2
import numpy as np

from camera.corner_model import RANK_CLASSES, SUIT_CLASSES, CornerGuess
from camera.flatten import CARD_H, CARD_W
from camera.index import (
    BANG_SHIFTS,
    RANK_SURE,
    SUIT_SURE,
    agreed,
    bang_window_crops,
    index_crops,
    judge,
    window_crops,
)


def card_with_seven(top_left: bool, bottom_right: bool) -> np.ndarray:
    """A white flattened card with a 7 printed in the corners asked, the
    bottom-right one upside down as a poker card prints it."""
    card = np.full((CARD_H, CARD_W, 3), 245, np.uint8)
    corner = np.full((40, 30, 3), 245, np.uint8)
    cv2.putText(corner, "7", (4, 34), cv2.FONT_HERSHEY_SIMPLEX, 1.1, (20, 20, 20), 3)
    if top_left:
        card[8:48, 8:38] = corner
    if bottom_right:
        card[CARD_H - 48 : CARD_H - 8, CARD_W - 38 : CARD_W - 8] = corner[::-1, ::-1]
    return card


def test_an_index_upside_down_in_the_bottom_right_corner_is_cut_upright():
    (upright,) = index_crops(card_with_seven(top_left=True, bottom_right=False))
    (turned,) = index_crops(card_with_seven(top_left=False, bottom_right=True))
    assert upright.shape == turned.shape
    assert np.abs(upright.astype(int) - turned.astype(int)).mean() < 2


def test_a_blank_card_gives_no_crop():
    assert index_crops(np.full((CARD_H, CARD_W, 3), 245, np.uint8)) == []


def guess(rank: str | None, suit: str | None, rank_p: float, suit_p: float) -> CornerGuess:
    return CornerGuess(rank, rank_p, suit, suit_p, np.zeros(14), np.zeros(5), np.zeros(64))


def test_the_crop_with_the_likelier_weaker_part_names_the_card():
    best = judge([guess("Q", "hearts", 0.99, 0.6), guess("8", "hearts", 0.8, 0.9)])
    assert best is not None and (best.guess.rank, best.score) == ("8", 0.8)
    assert not best.disputed


def test_two_corners_surely_naming_two_cards_are_disputed():
    sure = (RANK_SURE, SUIT_SURE)
    both = [guess("6", "spades", 0.99, 0.99), guess("9", "spades", *sure)]
    best = judge(both)
    assert best is not None and best.disputed


def test_crops_the_model_finds_no_index_in_give_no_guess():
    assert judge([guess(None, None, 0.99, 0.99), guess("7", None, 0.9, 0.9)]) is None


def test_an_index_at_the_card_edge_is_cut_without_repeating_the_edge():
    # The warp keeps a sliver of table along the card's edge: a crop reaching
    # past the edge would repeat it in a dark band no training crop has.
    card = card_with_seven(top_left=False, bottom_right=False)
    card[:, :2] = 30
    cv2.putText(card, "7", (6, 38), cv2.FONT_HERSHEY_SIMPLEX, 1.1, (20, 20, 20), 3)
    cv2.circle(card, (18, 52), 9, (20, 20, 20), -1)  # its pip, just below
    (crop,) = index_crops(card)
    dark_columns = (crop.mean(axis=(0, 2)) < 100).sum()
    assert dark_columns <= 2


def spread(rank: str, suit: str, rank_p: float, suit_p: float) -> CornerGuess:
    """A guess whose probabilities not on ``rank`` and ``suit`` are spread evenly."""
    ranks = np.full(len(RANK_CLASSES), (1 - rank_p) / (len(RANK_CLASSES) - 1))
    ranks[RANK_CLASSES.index(rank)] = rank_p
    suits = np.full(len(SUIT_CLASSES), (1 - suit_p) / (len(SUIT_CLASSES) - 1))
    suits[SUIT_CLASSES.index(suit)] = suit_p
    return CornerGuess(rank, rank_p, suit, suit_p, ranks, suits, np.zeros(64))


def test_two_opposite_corners_naming_one_card_read_it_surer_than_either():
    # A card prints its index twice: two crops agreeing are two witnesses.
    # Each reads the 7 at 0.9, under the bar; together they pass it.
    seven = spread("7", "hearts", 0.9, 0.95)
    best = judge([seven, seven], corners=[0, 2])
    assert best is not None and best.guess.rank == "7"
    assert best.guess.rank_p >= RANK_SURE and best.guess.suit_p >= SUIT_SURE


def test_two_crops_of_one_corner_are_one_witness():
    # A glyph cut two ways, or the same corner seen the card's other way round.
    seven = spread("7", "hearts", 0.9, 0.95)
    for corners in ([0, 0], [0, 1], [0, 6]):
        best = judge([seven, seven], corners=corners)
        assert best is not None and best.guess.rank_p == 0.9


def test_a_crop_naming_another_card_keeps_two_agreeing_ones_from_witnessing():
    seven, three = spread("7", "hearts", 0.9, 0.95), spread("3", "hearts", 0.6, 0.9)
    best = judge([seven, seven, three], corners=[0, 2, 4])
    assert best is not None and best.guess.rank_p == 0.9


def test_a_window_backs_a_card_that_an_ink_clusters_crop_names():
    # The cluster's crop cuts the 2 from its pip (unsure); the window holds both.
    cut, whole = guess("2", "hearts", 0.9, 0.97), guess("2", "hearts", 0.995, 0.999)
    best = judge([cut, whole], corners=[0, 0], windows=[False, True])
    assert best is not None and best.guess.rank_p == 0.995


def test_a_window_never_names_a_card_by_itself():
    # The outline is a queen's inner frame: its window holds the big heart and
    # the artwork, which the model may read as an index; the cluster is no index.
    frame, artwork = guess(None, None, 0.98, 0.99), guess("J", "spades", 0.99, 0.999)
    assert judge([frame, artwork], corners=[0, 0], windows=[False, True]) is None


def test_a_window_naming_a_card_no_other_crop_names_disputes_nothing():
    seven, pips = guess("7", "hearts", 0.99, 0.995), guess("4", "clubs", 0.99, 0.999)
    best = judge([seven, pips], corners=[0, 2], windows=[False, True])
    assert best is not None and best.guess.rank == "7" and not best.disputed


def test_the_windows_are_the_top_left_corner_and_the_bottom_right_one_turned_upright():
    (first, top_left), (second, bottom_right) = window_crops(card_with_seven(True, False))
    assert (first, second) == (0, 2)
    assert top_left.min() < 100 and bottom_right.min() > 200  # the 7 in one window only
    (_, blank), (_, turned) = window_crops(card_with_seven(False, True))
    assert blank.min() > 200
    assert np.abs(turned.astype(int) - top_left.astype(int)).mean() < 2


def test_a_window_is_no_second_witness():
    # A face's inner frame shows the same big pip and artwork at both its
    # corners: a window there misreads as the crop across from it does.
    seven = spread("7", "hearts", 0.9, 0.95)
    for windows in ([False, True], [True, False], [True, True]):
        best = judge([seven, seven], corners=[0, 2], windows=windows)
        assert best is None or best.guess.rank_p == 0.9


def test_a_bang_window_read_sure_at_its_place_but_not_a_step_aside_is_as_sure_as_the_step():
    # A window a little off a misread index: sure where it was cut, but the
    # cuts beside it give the same hearts far less, so hearts is no surer.
    place = spread("3", "hearts", 0.99, 0.9998)
    aside = spread("3", "spades", 0.99, 0.7)  # hearts: a quarter of the 0.3 left
    read = agreed([place, aside, place])
    assert (read.rank, read.suit) == ("3", "hearts")
    assert read.rank_p == 0.99 and abs(read.suit_p - 0.075) < 1e-9


def test_a_bang_window_read_alike_at_every_cut_keeps_its_sureness():
    cuts = [spread("10", "diamonds", p, 0.999) for p in (0.995, 0.99, 0.998)]
    read = agreed(cuts)
    assert (read.rank, read.suit, read.rank_p, read.suit_p) == ("10", "diamonds", 0.99, 0.999)


def test_each_bang_window_is_cut_at_its_place_first_and_at_every_shift():
    card = card_with_seven(False, False)
    cut = bang_window_crops(card)
    assert [c for c, _ in cut] == [3] * len(BANG_SHIFTS) + [1] * len(BANG_SHIFTS)
    assert len({crop.shape for _, crop in cut}) == 1
