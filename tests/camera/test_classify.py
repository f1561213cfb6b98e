"""Splitting an index cluster into rank and pip (as ``camera learn`` does):
a piece of a glyph broken by thin strokes must never pass for a whole rank;
Duel symbol templates scored together score as each alone."""

from __future__ import annotations

import numpy as np
import pytest

from camera.classify import _left_out, _rank_candidates, _Scorer
from camera.corner import Blob, crop
from camera.glyphs import features
from tests.camera.conftest import bench_pair_labels


def blob(x: int, y: int, w: int, h: int) -> Blob:
    return Blob(x, y, w, h, np.ones((h, w), bool))


def test_ink_inside_the_rank_box_is_left_out_whatever_its_size():
    right_half = blob(20, 10, 12, 30)  # the part of a thin 6 that looks like a J
    left_arc = blob(14, 8, 7, 32)  # long and thin: neither "small" nor "big" spares it
    pip = blob(40, 18, 20, 22)
    assert _left_out([right_half], pip, [left_arc, pip])


def test_a_poker_pip_beside_the_index_is_not_left_out():
    rank = blob(10, 10, 16, 30)
    pip = blob(8, 45, 20, 20)
    first_pip = blob(60, 40, 40, 40)  # big, and clearly apart
    assert not _left_out([rank], pip, [first_pip, pip])


def test_the_0_of_a_10_is_not_a_whole_rank_while_its_1_stands_beside_it():
    one = blob(10, 10, 5, 30)  # thin and as tall as the 0: not a "big neighbour"
    zero = blob(19, 10, 16, 30)  # alone, it passes for a Q
    pip = blob(40, 18, 20, 22)
    assert _left_out([zero], pip, [one, zero, pip])
    assert not _left_out([one, zero], pip, [one, zero, pip])


def test_a_10_whose_thin_0_broke_into_two_arcs_is_tried_as_one_rank():
    one, left, right = blob(13, 13, 13, 38), blob(38, 14, 15, 32), blob(53, 19, 13, 32)
    candidates = _rank_candidates([one, left, right])
    assert [one, left, right] in candidates


def test_three_blobs_not_in_one_row_are_not_one_rank():
    one, zero, below = blob(13, 13, 13, 38), blob(38, 14, 28, 36), blob(40, 60, 20, 20)
    assert all(len(c) < 3 for c in _rank_candidates([one, zero, below]))


def test_a_6_whose_head_broke_off_is_tried_whole():
    # Seed 7 #587: a serif 6 whose ball terminal came apart from its bowl. The
    # bowl alone leaves ink inside its box out, so only both together can be it.
    bowl, head, pip = blob(20, 292, 17, 26), blob(29, 290, 7, 8), blob(38, 294, 16, 20)
    candidates = _rank_candidates([bowl, head])
    assert [bowl, head] in candidates
    assert _left_out([bowl], pip, [bowl, head, pip])
    assert not _left_out([bowl, head], pip, [bowl, head, pip])


def test_pieces_apart_from_each_other_are_not_tried_as_one_rank():
    rank, speck = blob(20, 10, 12, 30), blob(50, 60, 4, 4)
    assert all(len(c) == 1 for c in _rank_candidates([rank, speck]))


@pytest.mark.parametrize(
    ("seed", "index", "spade"), [(2024, 52, "3"), (31, 283, "Q"), (31, 267, "7")]
)
def test_a_blurred_spade_that_leads_clubs_by_a_hair_is_not_read_a_club(reader, seed, index, spade):
    """Lucky Duke's cards, smaller than one card alone: each pip matched the
    spade templates 0.01 to 0.03 better than the club ones, and read clubs."""
    assert f"{spade} clubs" not in bench_pair_labels(reader, seed, index)


def test_a_red_rank_beside_a_pip_measured_black_puts_the_colour_in_doubt(reader):
    """Under a green cast the 5 of diamonds' tiny pip measured black (0.08)
    beside its red 5 (0.19), and its blurred diamond read as a club at 1.0."""
    assert "5 clubs" not in bench_pair_labels(reader, 2024, 54)


def test_a_doubtful_colour_leaning_black_does_not_easily_make_a_diamond(reader):
    """A queen of clubs whose pip measured 0.10, black side of the cut but
    too close to be sure, read as a queen of diamonds at 0.70."""
    assert "Q diamonds" not in bench_pair_labels(reader, 2024, 48)


def test_crops_scored_together_score_as_each_alone(reader):
    # One product with the bank for all of a cluster's crops, for speed: the
    # per-class scores are the same as a crop at a time, to float rounding.
    ink = np.random.default_rng(5).random((336, 240)).astype(np.float32)
    crops = [([blob(10, 10, 16, 30)], False), ([blob(30, 12, 14, 14)], True)]
    crops.append(([*crops[0][0], *crops[1][0]], False))
    bank = reader.banks["all"]
    together = _Scorer(ink, bank)
    together.prepare(crops)
    for blobs, flip in crops:
        patch = crop(ink, blobs)[::-1, ::-1] if flip else crop(ink, blobs)
        alone = np.maximum.reduceat(bank.vectors @ features(patch), bank.classes[1])
        assert np.allclose(together.scores(blobs, flip), alone, atol=1e-5)
