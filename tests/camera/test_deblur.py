"""The straight motion blur ``camera learn`` shows its templates."""

from __future__ import annotations

import numpy as np
import pytest

from camera.deblur import line_kernel


def test_a_smear_kernel_sums_to_one_and_lies_along_its_angle():
    flat, steep = line_kernel(5.0, 0), line_kernel(5.0, 90)
    assert flat.sum() == pytest.approx(1.0) and steep.sum() == pytest.approx(1.0)
    assert np.count_nonzero(flat[2]) == 5 and np.count_nonzero(flat[:, 2]) == 1
    assert np.count_nonzero(steep[:, 2]) == 5
