"""The QR code: the PNG and the text lines both decode back to the link (OpenCV's detector)."""

from __future__ import annotations

import secrets
from pathlib import Path

import cv2
import pytest

from companion.serving import join_link
from companion.serving.qr_code import (
    QUIET_ZONE,
    qr_image,
    qr_matrix,
    qr_terminal_text,
    qr_text_lines,
    write_qr_png,
)
from tests.serving.qr_reading import decode, half_blocks_to_image

LINK = "http://192.168.1.23:8000/?token=kX3v9Qm2TnR8bWc1YzLp0sHdA4eFgJ7u"


def test_png_decodes_to_the_link(tmp_path: Path) -> None:
    path = write_qr_png(LINK, tmp_path / "join.png")
    image = cv2.imread(str(path), cv2.IMREAD_GRAYSCALE)
    assert decode(image) == LINK
    assert set(image.flatten().tolist()) == {0, 255}


def test_many_random_links_decode() -> None:
    """Whatever the token, the code reads back (tokens change every time `serve` starts)."""
    for _ in range(40):
        link = f"http://192.168.{secrets.randbelow(256)}.{secrets.randbelow(256)}:8000/?token="
        link += secrets.token_urlsafe(24)
        assert decode(qr_image(link)) == link
        assert decode(half_blocks_to_image(qr_text_lines(link))) == link


def test_matrix_has_a_light_quiet_zone() -> None:
    matrix = qr_matrix(LINK)
    assert len(matrix) == len(matrix[0])
    for ring in range(QUIET_ZONE):
        assert not any(matrix[ring]) and not any(matrix[-1 - ring])
        assert not any(row[ring] or row[-1 - ring] for row in matrix)
    assert qr_image(LINK, scale=3).shape == (3 * len(matrix), 3 * len(matrix))


def test_text_lines_decode_to_the_link() -> None:
    lines = qr_text_lines(LINK)
    assert len({len(line) for line in lines}) == 1
    assert len(lines) == (len(qr_matrix(LINK)) + 1) // 2
    assert decode(half_blocks_to_image(lines)) == LINK


def test_terminal_text_is_forced_dark_on_light() -> None:
    coloured = qr_terminal_text(LINK).splitlines()
    assert all(line.startswith("\x1b[30;107m") and line.endswith("\x1b[0m") for line in coloured)
    assert qr_terminal_text(LINK, colour=False).splitlines() == qr_text_lines(LINK)


@pytest.mark.parametrize("name", ["join.jpg", "missing/join.png"])
def test_unwritable_png_is_an_oserror(tmp_path: Path, name: str) -> None:
    with pytest.raises(OSError):
        write_qr_png(LINK, tmp_path / name)


def test_join_qr_lines_for_the_app_menu(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(join_link.JOIN_URL_ENV, raising=False)
    assert join_link.join_url() is None and join_link.join_qr_lines() is None
    monkeypatch.setenv(join_link.JOIN_URL_ENV, LINK)
    assert join_link.join_url() == LINK
    assert join_link.join_qr_lines() == qr_text_lines(LINK)
