"""Card outlines: found when the table is lighter on one side of the card
and darker on the other, as on a checked cloth."""

from __future__ import annotations

import cv2
import numpy as np

from camera.detect import CardFinder


def card_across_two_squares(card_grey: int) -> tuple[np.ndarray, np.ndarray]:
    """A plain card lying across a dark square (left) and a light one (right)."""
    img = np.zeros((720, 1280, 3), np.uint8)
    img[:, :640] = 70
    img[:, 640:] = 235
    quad = np.array([[560, 200], [760, 230], [730, 510], [530, 480]], np.float32)
    cv2.fillConvexPoly(img, quad.astype(np.int32), (card_grey,) * 3, cv2.LINE_AA)
    return cv2.GaussianBlur(img, (3, 3), 0), quad


def outlines(img: np.ndarray) -> list[np.ndarray]:
    finder = CardFinder(img)
    return [q for level in range(CardFinder.PASSES) for q in finder.quads(level)]


def test_a_card_brighter_than_one_square_and_darker_than_the_other_is_found():
    img, quad = card_across_two_squares(card_grey=160)
    found = outlines(img)
    assert found
    assert min(np.abs(q[:, None, :] - quad[None]).sum(axis=2).min(axis=0).max() for q in found) < 8


def test_a_patch_of_table_between_two_squares_is_no_card():
    img, _ = card_across_two_squares(card_grey=160)
    img[180:530, 500:800] = 0
    img[:, :640] = 70
    img[:, 640:] = 235  # the table alone: one straight boundary
    assert outlines(img) == []
