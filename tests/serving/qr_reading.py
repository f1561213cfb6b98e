"""Reading QR codes back with OpenCV, as a phone would read the host's screen or the PNG."""

from __future__ import annotations

import cv2
import numpy as np


def decode(image: np.ndarray) -> str:
    """The text of the QR code in the image ("" if none is read).

    OpenCV's classic detector misses a few percent of perfectly drawn codes (its finder-pattern
    search, not the code: measured 9 in 200 random links, all read by the other one), so its
    ArUco-based detector gets a second look; a phone's scanner is more forgiving than both.
    """
    for detector in (cv2.QRCodeDetector(), cv2.QRCodeDetectorAruco()):
        text, _, _ = detector.detectAndDecode(image)
        if text:
            return text
    return ""


def half_blocks_to_image(lines: list[str], scale: int = 8) -> np.ndarray:
    """Draw printed QR lines back as modules (dark for the block halves), to decode them."""
    rows = []
    for line in lines:
        rows.append([char in "▀█" for char in line])
        rows.append([char in "▄█" for char in line])
    modules = np.pad(np.array(rows, dtype=bool), 4, constant_values=False)
    image = np.where(modules, 0, 255).astype(np.uint8)
    return np.kron(image, np.ones((scale, scale), dtype=np.uint8))
