"""Undoing a straight motion blur."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from camera.deblur import Smeared, line_kernel


def printed_index() -> np.ndarray:
    """A beige patch with a dark rank-sized glyph and a thin frame line, as on a far card."""
    img = np.full((120, 140, 3), (190, 215, 230), np.uint8)
    cv2.putText(img, "10", (40, 80), cv2.FONT_HERSHEY_SIMPLEX, 1.2, (30, 30, 30), 2)
    cv2.rectangle(img, (10, 10), (129, 109), (150, 90, 40), 2)
    return img


def ink_overlap(picture: np.ndarray, sharp: np.ndarray) -> float:
    """How much of the dark ink the two pictures share (intersection over union)."""
    ink, truth = (cv2.cvtColor(p, cv2.COLOR_BGR2GRAY) < 110 for p in (picture, sharp))
    return float((ink & truth).sum() / (ink | truth).sum())


@pytest.mark.parametrize("angle", [0, 46, 115])
def test_a_smear_along_a_line_is_undone_enough_to_give_back_the_glyphs_ink(angle):
    sharp = printed_index()
    kernel = line_kernel(6.0, angle)
    smeared = cv2.filter2D(sharp, -1, kernel)
    # Along the pixel grid the smear wipes out some detail for good (0.62 to
    # 0.67 here); at a slant it gives most of it back (0.25 to 0.90).
    assert (
        ink_overlap(Smeared(smeared).deblurred(kernel), sharp) > ink_overlap(smeared, sharp) + 0.04
    )


def test_undoing_a_smear_in_the_wrong_direction_does_not_give_the_ink_back():
    sharp = printed_index()
    smeared = cv2.filter2D(sharp, -1, line_kernel(6.0, 0))
    right = ink_overlap(Smeared(smeared).deblurred(line_kernel(6.0, 0)), sharp)
    assert ink_overlap(Smeared(smeared).deblurred(line_kernel(6.0, 92)), sharp) < right - 0.3


def test_undoing_a_smear_keeps_the_light_level():
    paper = np.full((60, 80, 3), 200, np.uint8)
    assert np.abs(Smeared(paper).deblurred(line_kernel(6.0, 30)).astype(int) - 200).max() <= 1


def test_a_smear_kernel_sums_to_one_and_lies_along_its_angle():
    flat, steep = line_kernel(5.0, 0), line_kernel(5.0, 90)
    assert flat.sum() == pytest.approx(1.0) and steep.sum() == pytest.approx(1.0)
    assert np.count_nonzero(flat[2]) == 5 and np.count_nonzero(flat[:, 2]) == 1
    assert np.count_nonzero(steep[:, 2]) == 5
