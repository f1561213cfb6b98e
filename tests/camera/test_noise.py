"""A still camera's frames (camera_training.synthetic.noise): what the still bench
and the calibration of a suit named alone watch."""

import numpy as np

from camera.reader import LONG_SIDE
from camera_training.synthetic.noise import StillCamera


def test_a_still_camera_gives_the_picture_shrunk_with_fresh_faint_noise_in_each_frame() -> None:
    picture = np.full((2000, 1500, 3), 128, np.uint8)
    one, two = StillCamera(np.random.default_rng(0), fields=2).frames(picture, 2)
    assert one.shape == two.shape == (LONG_SIDE, 960, 3)
    for frame in (one, two):
        change = frame.astype(int) - 128
        assert 0 < np.abs(change).mean() < 3 and np.abs(change).max() <= 12
    assert not np.array_equal(one, two)


def test_frames_placed_by_their_own_generator_are_the_same_whatever_came_before() -> None:
    picture = np.full((120, 160, 3), 128, np.uint8)
    watched, fresh = (StillCamera(np.random.default_rng(0), fields=2) for _ in range(2))
    list(watched.frames(picture, 5))  # another photo watched first, for five frames
    after = list(watched.frames(picture, 3, np.random.default_rng(9)))
    alone = list(fresh.frames(picture, 3, np.random.default_rng(9)))
    assert all(np.array_equal(a, b) for a, b in zip(after, alone, strict=True))
    assert not np.array_equal(after[0], next(fresh.frames(picture, 1)))
