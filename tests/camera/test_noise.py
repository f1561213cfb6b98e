"""A still camera's frames (camera.synthetic.noise): what the still bench
and the calibration of a suit named alone watch."""

import numpy as np

from camera.reader import LONG_SIDE
from camera.synthetic.noise import StillCamera


def test_a_still_camera_gives_the_picture_shrunk_with_fresh_faint_noise_in_each_frame() -> None:
    picture = np.full((2000, 1500, 3), 128, np.uint8)
    one, two = StillCamera(np.random.default_rng(0), fields=2).frames(picture, 2)
    assert one.shape == two.shape == (LONG_SIDE, 960, 3)
    for frame in (one, two):
        change = frame.astype(int) - 128
        assert 0 < np.abs(change).mean() < 3 and np.abs(change).max() <= 12
    assert not np.array_equal(one, two)
