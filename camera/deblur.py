"""A straight motion blur: a card photographed while the hand or the camera
still moves is smeared along a line (``camera learn`` shows its templates
such smears)."""

from __future__ import annotations

import cv2
import numpy as np


def line_kernel(length: float, angle: float) -> np.ndarray:
    """The blur of a point moved ``length`` px along ``angle`` degrees
    (counter-clockwise from the x axis), summing to 1."""
    n = int(np.ceil(length)) | 1
    kernel = np.zeros((n, n), np.float32)
    kernel[n // 2, :] = 1
    turn = cv2.getRotationMatrix2D((n / 2 - 0.5, n / 2 - 0.5), angle, 1)
    kernel = cv2.warpAffine(kernel, turn, (n, n))
    return kernel / kernel.sum()
