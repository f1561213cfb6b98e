"""Corner clusters: a rank and pip printed so close that they merge are cut apart."""

from __future__ import annotations

import numpy as np

from camera.corner import Blob, _cut, _group, _split_merged, clusters


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


def box(x: int, y: int, w: int, h: int) -> Blob:
    return Blob(x, y, w, h, np.ones((h, w), bool))


def test_an_index_run_into_a_big_pip_keeps_the_pieces_nearest_the_corner():
    # A far poker 10 in the top-left corner: its 1, its 0 broken into two
    # arcs, its pip, and close enough to join them the card's first big pip.
    one, left, right = box(13, 13, 13, 38), box(38, 14, 15, 32), box(53, 19, 13, 32)
    pip, big = box(25, 53, 27, 24), box(63, 53, 41, 38)
    groups = _group([big, one, left, right, pip], near=(True, True), size=(108, 100))
    assert len(groups) == 1
    assert {id(b) for b in groups[0]} == {id(one), id(left), id(right), id(pip)}


def test_the_nearest_pieces_are_counted_from_the_corner_the_window_holds():
    # The same pieces seen in a bottom-right window: the big pip is now nearest.
    near_pip, far_glyph = box(60, 60, 40, 38), box(2, 2, 12, 30)
    mids = [box(20 + 10 * i, 40, 8, 30) for i in range(3)]
    groups = _group([far_glyph, *mids, near_pip], near=(False, False), size=(108, 100))
    assert all(b is not far_glyph for b in groups[0])
