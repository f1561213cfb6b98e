"""The card seen flat."""

from __future__ import annotations

import numpy as np

from camera.flatten import warp


def test_the_part_of_a_cut_card_beyond_the_picture_is_flattened_as_paper():
    # Black there would be ink to the corner crops.
    img = np.full((400, 400, 3), 230, np.uint8)
    flat = warp(img, np.float32([[200, -100], [500, -100], [500, 300], [200, 300]]))
    assert flat.min() >= 220
