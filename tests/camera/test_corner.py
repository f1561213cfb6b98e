"""Corner clusters: a rank and pip printed so close that they merge are cut apart."""

from __future__ import annotations

import numpy as np

from camera.corner import Blob, _cut, _split_merged, clusters


def merged(gap_ink: int) -> Blob:
    """A 'rank' box and a 'pip' box joined by a neck ``gap_ink`` pixels tall."""
    mask = np.zeros((30, 44), bool)
    mask[:, 0:18] = True  # the rank
    mask[6:26, 24:44] = True  # the pip
    mask[14 : 14 + gap_ink, 18:24] = True  # where blur joined them
    return Blob(5, 7, 44, 30, mask)


def test_a_rank_merged_with_its_pip_is_cut_at_the_neck():
    parts = _cut(merged(gap_ink=2))
    assert parts is not None
    rank, pip = parts
    assert (rank.x, rank.y, rank.w, rank.h) == (5, 7, 18, 30)  # cut at the neck's start
    assert pip.x == 5 + 19 and (pip.y, pip.h) == (7 + 6, 20)  # the pip, and the neck's stub
    assert rank.mask.shape == (rank.h, rank.w) and pip.mask.shape == (pip.h, pip.w)


def test_a_blob_with_no_neck_is_not_cut():
    solid = Blob(0, 0, 40, 30, np.ones((30, 40), bool))
    assert _cut(solid) is None


def test_a_glyph_about_as_wide_as_tall_is_not_cut():
    square = merged(gap_ink=2)
    narrow = Blob(0, 0, 20, 30, square.mask[:, :20])
    assert _cut(narrow) is None


def test_a_stacked_rank_and_pip_merged_are_cut_across():
    mask = np.zeros((50, 20), bool)
    mask[0:26, :] = True
    mask[30:50, 2:18] = True
    mask[26:30, 9:11] = True
    parts = _cut(Blob(0, 0, 20, 50, mask))
    assert parts is not None
    top, bottom = parts
    assert top.y == 0 and bottom.y >= 26


def test_the_split_cluster_keeps_the_other_blobs():
    other = Blob(60, 7, 10, 12, np.ones((12, 10), bool))
    group = [merged(gap_ink=2), other]
    split = _split_merged(group)
    assert split is not None and other in split and len(split) == 3


def ink_with_bridge(bridge: float) -> np.ndarray:
    """A card's ink map with a 'rank' and a 'pip' in the bottom-left corner,
    joined by a faint smear of ink as blur leaves it."""
    ink = np.zeros((336, 240), np.float32)
    ink[270:300, 20:38] = 1.0  # rank
    ink[276:294, 44:62] = 1.0  # pip
    ink[283:287, 38:44] = bridge
    return ink


def test_a_stricter_ink_threshold_parts_a_rank_from_the_pip_blur_joined_it_to():
    ink = ink_with_bridge(0.45)
    usual = [len(c.blobs) for c in clusters(ink) if c.corner == 3]
    strict = [len(c.blobs) for c in clusters(ink, strictness=1.3) if c.corner == 3]
    assert usual[0] == 1  # one blob (and its cut-in-two twin)
    assert strict == [2]  # rank and pip apart, nothing left to cut
