"""A picture file is decoded to a bounded size, read at most 1280 px long, or refused."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from camera.images import MAX_SIDE, ImageError, image_size, load_image
from camera.reader import NOT_AN_IMAGE, shrunk
from camera.unsure import Unsure
from tests.camera.conftest import png_claiming

NOISE = (np.random.default_rng(0).random((300, 500, 3)) * 255).astype(np.uint8)


@pytest.mark.parametrize(
    ("suffix", "params", "shrinkable"),
    [
        (".png", [], False),
        (".jpg", [], True),
        (".jpg", [cv2.IMWRITE_JPEG_PROGRESSIVE, 1], False),
        (".bmp", [], False),
        (".webp", [], False),
        (".webp", [cv2.IMWRITE_WEBP_QUALITY, 101], False),
        (".tif", [], False),
    ],
)
def test_the_size_of_each_format_is_read_from_its_header(suffix, params, shrinkable):
    _, encoded = cv2.imencode(suffix, NOISE, params)
    assert image_size(encoded.tobytes()) == (500, 300, shrinkable)


def test_a_png_claiming_100000_pixels_a_side_is_refused_before_decoding(tmp_path):
    path = tmp_path / "huge.png"
    path.write_bytes(png_claiming(100_000, 100_000))
    with pytest.raises(ImageError) as refused:
        load_image(path)
    assert refused.value.why == Unsure.of("too_large", width=100_000, height=100_000, most=50)


def test_a_large_jpeg_is_decoded_shrunk_to_the_reader_size(tmp_path):
    path = tmp_path / "photo.jpg"
    cv2.imwrite(str(path), cv2.resize(NOISE, (4000, 3000)))
    assert load_image(path).shape == (960, MAX_SIDE, 3)


def test_a_large_png_within_the_limit_is_shrunk_to_the_reader_size(tmp_path):
    path = tmp_path / "scan.png"
    cv2.imwrite(str(path), cv2.resize(NOISE, (1500, 3000)))
    assert load_image(path).shape == (MAX_SIDE, 640, 3)


def test_a_small_picture_comes_back_as_it_was(tmp_path):
    path = tmp_path / "card.png"
    cv2.imwrite(str(path), NOISE)
    assert np.array_equal(load_image(path), NOISE)


@pytest.mark.parametrize(
    "content",
    [
        b"not a picture",
        b"",
        b"\x89PNG\r\n\x1a\n",  # a signature and nothing after it
        b"\xff\xd8\xff\xda\x00\x02",  # JPEG data before any frame header
    ],
)
def test_a_file_that_is_no_picture_is_refused(tmp_path, content):
    path = tmp_path / "card.jpg"
    path.write_bytes(content)
    with pytest.raises(ImageError) as refused:
        load_image(path)
    assert refused.value.why == NOT_AN_IMAGE


def test_a_missing_file_and_a_folder_are_refused(tmp_path):
    with pytest.raises(ImageError, match="file_not_found"):
        load_image(tmp_path / "missing.png")
    with pytest.raises(ImageError, match="not_a_file"):
        load_image(tmp_path)


def test_a_pattern_finer_than_the_reader_sees_shrinks_to_grey_not_to_stripes():
    stripes = np.zeros((3121, 4161, 3), np.uint8)  # odd sides, as a cropped photo has
    stripes[:, ::2] = 255  # a weave one pixel fine, which no pixel of the reader can hold
    small, scale = shrunk(stripes)
    assert max(small.shape[:2]) == MAX_SIDE and scale == MAX_SIDE / 4161
    assert small.std() < 2  # averaged away, where a shrink by three leaves false stripes
