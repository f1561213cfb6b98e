"""Whether the picture backs a line: a side walked inwards finds the card's edge."""

from __future__ import annotations

import numpy as np

from camera.detect import _View
from camera.edges import inner_side


def side_walked_in(left_y: float, right_y: float, walk: range) -> np.ndarray | None:
    """:func:`inner_side` of a rough top side from (95, left_y) to (205, right_y),
    over a light card-sized rectangle (x 100-200, y 50-190) on a dark table."""
    img = np.full((240, 320, 3), 60, np.uint8)
    img[50:190, 100:200] = 220
    grad = _View(img, 1.0, 40).grad
    a, b = np.float32([95, left_y]), np.float32([205, right_y])
    return inner_side(grad, a, b, np.float32([150, 120]), walk)


def on_the_top_edge(line: np.ndarray | None) -> bool:
    """Whether a line runs along the rectangle's top edge, to a pixel or so."""
    if line is None:
        return False
    vx, vy, _, y0 = line
    return abs(vy / vx) < 0.02 and abs(y0 - 49.5) < 1.5


def test_a_side_outside_the_card_moves_inwards_onto_its_edge():
    assert on_the_top_edge(side_walked_in(38, 42, range(3, 40)))  # 12 px above, 4 px askew


def test_a_side_knocked_askew_across_the_edge_snaps_back_onto_it():
    assert on_the_top_edge(side_walked_in(47, 52, range(-3, 4)))  # crosses the edge


def test_a_side_with_no_edge_within_reach_stays_unfound():
    assert side_walked_in(10, 10, range(3, 30)) is None
