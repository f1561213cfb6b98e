"""An outline's geometry: what passes for a card's shape."""

from __future__ import annotations

import numpy as np

from camera.outline import SHORT_SIDE, plausible


def test_a_cloth_square_just_over_the_shortest_card_side_is_no_card():
    min_side = SHORT_SIDE * 86  # a card at least 86 px tall (12% of 720)
    square = np.float32([[100, 100], [157, 100], [157, 155], [100, 155]])  # 57 x 55 px
    assert not plausible(square, min_side, (720, 1280))


def test_the_smallest_card_tilted_40_degrees_away_is_still_plausible():
    min_side = SHORT_SIDE * 86
    width, height = 86 * 63 / 88, 86 * np.cos(np.radians(40))  # leaning back along its length
    x, y = 100 + width, 100 + height
    card = np.float32([[100, 100], [x, 100], [x, y], [100, y]])
    assert plausible(card, min_side, (720, 1280))
