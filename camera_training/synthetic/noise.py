"""A webcam's sensor noise, and the frames a camera gives of a card lying
still: what a Watch reads while a draw! card rests on the table. The benches
watch real photos through it, and the calibration judges the bar of a suit
named alone on such frames (``camera_training.calibrate``)."""

from __future__ import annotations

from collections.abc import Iterator

import cv2
import numpy as np

from camera.reader import LONG_SIDE, shrunk

NOISE_FIELDS = 6  # noise fields drawn once; each frame takes a window of one
SIDE = LONG_SIDE + 64  # px of a noise field, either way: any shrunk picture plus some slack


def sensor_noise(
    rng: np.random.Generator, width: int, height: int
) -> tuple[np.ndarray, np.ndarray]:
    """A webcam's sensor noise (2 grey levels) over ``width`` x ``height``
    px, as what it adds and what it takes away, for cv2's fast saturating
    sums: a frame takes a window of it at an offset of its own."""
    noise = np.rint(rng.normal(0, 2, (height, width, 3)))
    return np.clip(noise, 0, 255).astype(np.uint8), np.clip(-noise, 0, 255).astype(np.uint8)


class StillCamera:
    """A camera over a card lying still: the picture with fresh sensor noise
    in each frame. Its noise fields are drawn once, from ``rng``, which then
    places each frame's window of one."""

    def __init__(self, rng: np.random.Generator, fields: int = NOISE_FIELDS) -> None:
        self.rng = rng
        self.noise = [sensor_noise(rng, SIDE, SIDE) for _ in range(fields)]

    def frames(
        self, image: np.ndarray, count: int, rng: np.random.Generator | None = None
    ) -> Iterator[np.ndarray]:
        """``count`` frames of the picture shrunk as a webcam's, each with a
        window of a noise field at a random offset, added and taken away
        with saturation. ``rng`` places the windows instead of the camera's
        own: a bench gives each photo its own, so that its frames do not
        depend on how many frames the photos before it took."""
        rng = rng or self.rng
        image = shrunk(image)[0]
        h, w = image.shape[:2]
        for _ in range(count):
            up, down = self.noise[int(rng.integers(len(self.noise)))]
            y, x = (int(v) for v in rng.integers(0, SIDE - max(h, w) + 1, 2))
            cut = (slice(y, y + h), slice(x, x + w))
            yield cv2.subtract(cv2.add(image, up[cut]), down[cut])
