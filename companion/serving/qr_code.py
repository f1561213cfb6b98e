"""The join link as a QR code: in the terminal, in a Textual screen, and as a PNG file.

`qrcode` only builds the matrix here; the PNG is written with OpenCV (already a dependency
for the camera) so that no imaging library is added just for one picture.
"""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np
import qrcode
from qrcode.constants import ERROR_CORRECT_M

from companion.i18n import t

QUIET_ZONE = 4
"""Light modules around the code: the QR standard's minimum, which phone scanners rely on."""

PNG_SCALE = 10
"""Pixels per module in the PNG: large enough to print or to show on another screen."""

_HALF_BLOCKS = {(False, False): " ", (True, False): "▀", (False, True): "▄", (True, True): "█"}

ANSI_DARK_ON_LIGHT = "\x1b[30;107m"
ANSI_RESET = "\x1b[0m"


def qr_matrix(text: str) -> list[list[bool]]:
    """The code's modules, True for dark, with the quiet zone included."""
    code = qrcode.QRCode(error_correction=ERROR_CORRECT_M, border=QUIET_ZONE)
    code.add_data(text)
    code.make(fit=True)
    return [[bool(module) for module in row] for row in code.get_matrix()]


def qr_text_lines(text: str) -> list[str]:
    """The code as text, two modules per character cell (half blocks).

    A block stands for a DARK module, so the lines must be drawn dark on a light background:
    a Textual screen sets `color: black; background: white`, a terminal gets the ANSI colours
    of `qr_terminal_text`. Drawn the other way round, many phone scanners cannot read it.
    """
    matrix = qr_matrix(text)
    if len(matrix) % 2:
        matrix.append([False] * len(matrix[0]))
    return [
        "".join(_HALF_BLOCKS[top, bottom] for top, bottom in zip(upper, lower, strict=True))
        for upper, lower in zip(matrix[0::2], matrix[1::2], strict=True)
    ]


def qr_terminal_text(text: str, colour: bool = True) -> str:
    """The code ready to print; with `colour`, forced dark-on-light whatever the theme."""
    lines = qr_text_lines(text)
    if colour:
        lines = [f"{ANSI_DARK_ON_LIGHT}{line}{ANSI_RESET}" for line in lines]
    return "\n".join(lines)


def qr_image(text: str, scale: int = PNG_SCALE) -> np.ndarray:
    """The code as a greyscale image: 0 for dark modules, 255 for light, `scale` px each."""
    modules = np.array(qr_matrix(text), dtype=bool)
    image = np.where(modules, 0, 255).astype(np.uint8)
    return np.kron(image, np.ones((scale, scale), dtype=np.uint8))


def write_qr_png(text: str, path: Path | str, scale: int = PNG_SCALE, lang: str = "en") -> Path:
    """Write the code as a PNG; OSError with the reason, in `lang`, if the file cannot be
    written."""
    target = Path(path).expanduser()
    if target.suffix.lower() != ".png":
        raise OSError(t("serve.qr_not_png", lang, path=target))
    if not target.parent.is_dir():
        raise OSError(t("serve.qr_no_folder", lang, path=target.parent))
    try:
        written = cv2.imwrite(str(target), qr_image(text, scale))
    except cv2.error as error:
        raise OSError(t("serve.qr_write_failed", lang, path=target, why=error)) from None
    if not written:
        raise OSError(t("serve.qr_write_failed", lang, path=target, why="cv2.imwrite"))
    return target
