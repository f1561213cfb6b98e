"""Duel symbols of another edition: drawn unlike the reader's default templates.

Nobody here has seen the real Duel symbols, so the reader's defaults are a
guess and the players' deck will not look like them. These stand in for that
deck, to measure (and test) the calibration that replaces the defaults.
"""

from __future__ import annotations

import cv2
import numpy as np


def other_symbols(name: str, height: int, rng: np.random.Generator) -> np.ndarray:
    """An ink mask (height x about height) of the symbol as this edition draws it."""
    img = np.zeros((height, height), np.uint8)
    h = height
    stroke = max(2, int(h * rng.uniform(0.08, 0.13)))
    if name == "barrel":  # seen from above: a rim and two rings
        c = (h // 2, h // 2)
        cv2.circle(img, c, h // 2 - 2, 255, stroke, cv2.LINE_AA)
        cv2.circle(img, c, int(h * rng.uniform(0.16, 0.24)), 255, -1, cv2.LINE_AA)
    elif name == "snake":  # a coil
        t = np.linspace(0, 2 * np.pi * rng.uniform(1.6, 2.2), 80)
        r = (h / 2 - 2) * t / t[-1]
        pts = np.stack([h / 2 + r * np.cos(t), h / 2 + r * np.sin(t)], 1).astype(np.int32)
        cv2.polylines(img, [pts], False, 255, stroke, cv2.LINE_AA)
    elif name == "dynamite":  # three sticks bound by a band, a fuse from the middle one
        w = h // 4
        for i in range(3):
            x = 2 + i * (w + 1)
            cv2.rectangle(img, (x, h // 4), (x + w - 1, h - 2), 255, -1)
        cv2.rectangle(img, (0, h // 2), (3 * w + 5, h // 2 + stroke), 255, -1)
        top = (2 + w + w // 2, h // 4)
        cv2.line(img, top, (h - 3, 2), 255, max(2, stroke // 2), cv2.LINE_AA)
    else:  # horseshoe: an upturned, open ring
        c = (h // 2, int(h * 0.55))
        cv2.ellipse(img, c, (h // 2 - 3, int(h * 0.42)), 0, -40, 220, 255, stroke * 2, cv2.LINE_AA)
    return img
