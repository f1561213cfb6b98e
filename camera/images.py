"""Loading a picture file for the reader, with bounded time and memory.

OpenCV decodes a picture at whatever size its header claims: a PNG claiming 100000x100000
pixels raises deep inside it, a real 20000x20000 one takes 2.4 GB. So the size is read from
the header first, and a picture is decoded only if its decoded size is bounded: a baseline
JPEG is decoded shrunk by the library itself (1/2, 1/4 or 1/8, costing little memory), any
other format is decoded whole and so must be at most `MAX_DECODED_PIXELS`. The result is then
shrunk to `MAX_SIDE` on its long side as the reader shrinks any picture (``shrunk``): the
reader is measured on 1280x720 webcam frames, and nothing larger helps it.
"""

from __future__ import annotations

import struct
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import cv2
import numpy as np

from camera.reader import LONG_SIDE, MIN_SIDE, NOT_AN_IMAGE, shrunk
from camera.unsure import Unsure

MAX_SIDE = LONG_SIDE
MAX_FILE_BYTES = 128 * 2**20
# About 300 MB while OpenCV decodes it (it takes some 6 bytes a pixel).
MAX_DECODED_PIXELS = 50_000_000
_REDUCED = {1: cv2.IMREAD_COLOR, 2: cv2.IMREAD_REDUCED_COLOR_2,
            4: cv2.IMREAD_REDUCED_COLOR_4, 8: cv2.IMREAD_REDUCED_COLOR_8}  # fmt: skip


class ImageError(ValueError):
    """The file gives no picture; ``why`` says why, as an unsure read's reason (the
    message is its code, for logs)."""

    def __init__(self, why: Unsure) -> None:
        super().__init__(why.code)
        self.why = why


def load_image(path: Path | str) -> np.ndarray:
    """The picture of `path` as a BGR image at most MAX_SIDE px on its long side."""
    data = _read(Path(path))
    width, height, scalable = image_size(data)
    if width < 1 or height < 1:
        raise ImageError(NOT_AN_IMAGE)
    if min(width, height) < MIN_SIDE:
        raise ImageError(Unsure.of("too_small", width=width, height=height, least=MIN_SIDE))
    factor = _reduction(max(width, height)) if scalable else 1
    if width * height // (factor * factor) > MAX_DECODED_PIXELS:
        most = MAX_DECODED_PIXELS // 1_000_000
        raise ImageError(Unsure.of("too_large", width=width, height=height, most=most))
    try:
        with _decoder_quiet():
            image = cv2.imdecode(np.frombuffer(data, np.uint8), _REDUCED[factor])
    except cv2.error:
        image = None
    if image is None or image.size == 0:
        raise ImageError(NOT_AN_IMAGE)
    return shrunk(image)[0]


@contextmanager
def _decoder_quiet() -> Iterator[None]:
    """OpenCV's decoders log a damaged file's faults on stderr themselves (libtiff: "[ERROR]
    TIFF_Error Using code not yet in table"), lines the caller never asked for: the fault is
    told once, as the ImageError or the unsure read it leads to."""
    level = cv2.utils.logging.getLogLevel()
    cv2.utils.logging.setLogLevel(cv2.utils.logging.LOG_LEVEL_SILENT)
    try:
        yield
    finally:
        cv2.utils.logging.setLogLevel(level)


def _read(path: Path) -> bytes:
    try:
        if not path.is_file():
            raise ImageError(Unsure("not_a_file" if path.exists() else "file_not_found"))
        with path.open("rb") as file:
            data = file.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise ImageError(Unsure.of("cannot_read", why=error.strerror or error)) from None
    if len(data) > MAX_FILE_BYTES:
        raise ImageError(Unsure.of("file_too_large", mb=MAX_FILE_BYTES // 2**20))
    return data


def _reduction(side: int) -> int:
    """The largest factor the JPEG decoder shrinks by that keeps the long side at least
    MAX_SIDE, so the final resize still has every pixel it needs."""
    return max(f for f in _REDUCED if f == 1 or side // f >= MAX_SIDE)


def image_size(data: bytes) -> tuple[int, int, bool]:
    """Width, height and whether OpenCV can decode it shrunk (baseline JPEG), from the
    header of a PNG, JPEG, BMP, WebP or TIFF file; ImageError for anything else."""
    try:
        for signature, sizer in _SIZERS:
            if data.startswith(signature):
                return sizer(data)
    except (struct.error, IndexError):
        pass
    raise ImageError(NOT_AN_IMAGE)


def _png(data: bytes) -> tuple[int, int, bool]:
    if data[12:16] != b"IHDR":
        raise ImageError(NOT_AN_IMAGE)
    width, height = struct.unpack_from(">II", data, 16)
    return width, height, False


_JPEG_FRAMES = frozenset(range(0xC0, 0xD0)) - {0xC4, 0xC8, 0xCC}
_JPEG_BASELINE = frozenset({0xC0, 0xC1})


def _jpeg(data: bytes) -> tuple[int, int, bool]:
    """Walk the segments to the first frame header (SOFn), which holds the size."""
    at = 2
    while True:
        if data[at] != 0xFF:
            raise ImageError(NOT_AN_IMAGE)
        marker = data[at + 1]
        if marker == 0xFF:  # fill byte
            at += 1
        elif marker == 0x01 or 0xD0 <= marker <= 0xD8:  # segments without a length
            at += 2
        elif marker in _JPEG_FRAMES:
            height, width = struct.unpack_from(">HH", data, at + 5)
            return width, height, marker in _JPEG_BASELINE
        elif marker == 0xDA:  # image data before any frame header
            raise ImageError(NOT_AN_IMAGE)
        else:
            (length,) = struct.unpack_from(">H", data, at + 2)
            at += 2 + length


def _bmp(data: bytes) -> tuple[int, int, bool]:
    (header,) = struct.unpack_from("<I", data, 14)
    width, height = struct.unpack_from("<HH" if header == 12 else "<ii", data, 18)
    return abs(width), abs(height), False  # rows stored top down have a negative height


def _webp(data: bytes) -> tuple[int, int, bool]:
    chunk = data[12:16]
    if data[8:12] != b"WEBP":
        raise ImageError(NOT_AN_IMAGE)
    if chunk == b"VP8 ":
        width, height = struct.unpack_from("<HH", data, 26)
        return width & 0x3FFF, height & 0x3FFF, False
    if chunk == b"VP8L":
        (bits,) = struct.unpack_from("<I", data, 21)
        return (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1, False
    if chunk == b"VP8X":
        width = int.from_bytes(data[24:27], "little") + 1
        height = int.from_bytes(data[27:30], "little") + 1
        return width, height, False
    raise ImageError(NOT_AN_IMAGE)


def _tiff(data: bytes) -> tuple[int, int, bool]:
    """Width (tag 256) and height (tag 257) from the first image file directory."""
    order = "<" if data[:2] == b"II" else ">"
    (directory,) = struct.unpack_from(order + "I", data, 4)
    (count,) = struct.unpack_from(order + "H", data, directory)
    found = {}
    for entry in range(directory + 2, directory + 2 + 12 * count, 12):
        tag, kind = struct.unpack_from(order + "HH", data, entry)
        if tag in (256, 257):
            found[tag] = struct.unpack_from(order + ("H" if kind == 3 else "I"), data, entry + 8)[0]
    if len(found) < 2:
        raise ImageError(NOT_AN_IMAGE)
    return found[256], found[257], False


_SIZERS = (
    (b"\x89PNG\r\n\x1a\n", _png),
    (b"\xff\xd8", _jpeg),
    (b"BM", _bmp),
    (b"RIFF", _webp),
    (b"II*\x00", _tiff),
    (b"MM\x00*", _tiff),
)
