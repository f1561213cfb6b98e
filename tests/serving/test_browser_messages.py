"""What a page sends on its websocket: read into small types, or refused, sizes clamped."""

from __future__ import annotations

import pytest

from companion.serving.browser_messages import (
    MAX_COLUMNS,
    MAX_ROWS,
    Focus,
    Ignored,
    Keys,
    Ping,
    Resize,
    clamp_size,
    parse_message,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('["stdin", "a\\u00e9"]', Keys("aé".encode())),
        ('["stdin", "\\ud800"]', Keys(b"?")),
        ('["resize", {"width": 120, "height": 40}]', Resize(120, 40)),
        ('["resize", {"width": 20000, "height": 10000}]', Resize(MAX_COLUMNS, MAX_ROWS)),
        ('["resize", {"width": -3, "height": 0}]', Resize(1, 1)),
        ('["ping", "1700000000"]', Ping("1700000000")),
        ('["focus"]', Focus(True)),
        ('["blur"]', Focus(False)),
        ('["paste_image", {"bytes": 3}]', Ignored()),
    ],
)
def test_what_a_page_sends_is_read(text: str, expected: object) -> None:
    assert parse_message(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        "",
        "null",
        "{}",
        "[]",
        "[5]",
        '["stdin"]',
        '["stdin", 5]',
        '["stdin", "a", "b"]',
        '["ping", {"t": 1}]',
        '["resize"]',
        '["resize", [80, 24]]',
        '["resize", {"width": "wide", "height": 30}]',
        '["resize", {"width": 80.5, "height": 30}]',
        '["resize", {"width": true, "height": 30}]',
        '["resize", {"width": 1e999, "height": 30}]',
        '["resize", {"height": 30}]',
        "[" * 100_000,
    ],
)
def test_what_no_page_would_send_is_refused(text: str) -> None:
    assert parse_message(text) is None


def test_sizes_are_clamped() -> None:
    assert clamp_size(80, 24) == (80, 24)
    assert clamp_size(20000, 10000) == (400, 200)
    assert clamp_size(0, -5) == (1, 1)
