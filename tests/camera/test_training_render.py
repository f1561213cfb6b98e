"""``camera.training.render``: what the corner model is taught to call
"none" (drawn with OpenCV's own faces, so alike on any machine)."""

import numpy as np
import pytest

from camera.fonts import Font
from camera.training.fonts import Faces
from camera.training.render import _turned_index, draw_index


@pytest.mark.parametrize("seed", range(6))
def test_an_index_turned_a_quarter_turn_is_taught_as_none_with_its_box_around_it(seed):
    # The reader flattens every card upright, so a sideways index only comes
    # from a card flattened the wrong way round: a sideways 8 is no 10.
    hershey = Faces((Font("hershey:0"), Font("hershey:4")))
    upright = draw_index(np.random.default_rng(seed), hershey)
    turned = _turned_index(np.random.default_rng(seed), hershey)
    assert (turned.rank, turned.suit) == (None, None)
    x0, y0, x1, y1 = upright.box
    X0, Y0, X1, Y1 = turned.box
    index = upright.image[y0:y1, x0:x1]
    assert any(np.array_equal(turned.image[Y0:Y1, X0:X1], np.rot90(index, k)) for k in (1, 3))
