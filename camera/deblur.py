"""Undo a straight motion blur: a Wiener deconvolution along one direction.

A card photographed while the hand or the camera still moves is smeared along
a line: a 7 px smear in a 1280x720 frame is most of the height of a far
card's index. The direction is not known, so the reader tries a few (see
``camera.reader``): the picture's spectrum is taken once, and each direction
costs a product and an inverse transform.
"""

from __future__ import annotations

import cv2
import numpy as np

# Wiener's noise-to-signal ratio: lower restores more detail and more noise
# (webcam noise and JPEG blocks ring at 0.001; 0.1 barely restores).
NOISE = 0.01


def line_kernel(length: float, angle: float) -> np.ndarray:
    """The blur of a point moved ``length`` px along ``angle`` degrees
    (counter-clockwise from the x axis), summing to 1."""
    n = int(np.ceil(length)) | 1
    kernel = np.zeros((n, n), np.float32)
    kernel[n // 2, :] = 1
    turn = cv2.getRotationMatrix2D((n / 2 - 0.5, n / 2 - 0.5), angle, 1)
    kernel = cv2.warpAffine(kernel, turn, (n, n))
    return kernel / kernel.sum()


class Smeared:
    """A picture (uint8, one or three channels) to deblur along several
    directions. It is mirrored out to a size the transform is fast at, so its
    borders do not wrap around onto each other."""

    def __init__(self, img: np.ndarray) -> None:
        self.shape = img.shape
        h, w = img.shape[:2]
        big_h, big_w = cv2.getOptimalDFTSize(h + 8), cv2.getOptimalDFTSize(w + 8)
        padded = cv2.copyMakeBorder(img, 0, big_h - h, 0, big_w - w, cv2.BORDER_REFLECT)
        planes = padded.astype(np.float32).reshape(big_h, big_w, -1)
        self._spectra = [
            cv2.dft(planes[..., c], flags=cv2.DFT_COMPLEX_OUTPUT) for c in range(planes.shape[2])
        ]

    def deblurred(self, kernel: np.ndarray) -> np.ndarray:
        """The picture with the blur ``kernel`` undone as far as the noise allows."""
        h, w = self._spectra[0].shape[:2]
        n = kernel.shape[0]
        # The kernel's centre, not its corner, is the origin: wrap it there.
        placed = np.zeros((h, w), np.float32)
        placed[:n, :n] = kernel
        placed = np.roll(placed, (-(n // 2), -(n // 2)), axis=(0, 1))
        blur = cv2.dft(placed, flags=cv2.DFT_COMPLEX_OUTPUT)
        re, im = blur[..., 0], blur[..., 1]
        # Scaled so that what the blur left alone (the mean light above all) keeps its level.
        gain = (1 + NOISE) / (re * re + im * im + NOISE)
        inverse = np.dstack([re * gain, -im * gain])  # conj(blur) * gain
        planes = [
            cv2.idft(
                cv2.mulSpectrums(spectrum, inverse, 0), flags=cv2.DFT_SCALE | cv2.DFT_REAL_OUTPUT
            )
            for spectrum in self._spectra
        ]
        restored = np.dstack(planes)[: self.shape[0], : self.shape[1]]
        return np.clip(restored, 0, 255).astype(np.uint8).reshape(self.shape)
