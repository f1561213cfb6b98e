"""What a page may send on its websocket, checked before any of it reaches an app process.

textual-serve trusts the page: a message that is not JSON, or a `resize` whose width is a
word, raised inside the server (a traceback on the host's terminal) or crashed the app, and a
page could ask for a 20000×10000 terminal (over a gigabyte in one app process). Here a message
is read into one of a few small types, or refused as None; every terminal size, the one in the
websocket's address included, is clamped to `MAX_COLUMNS`×`MAX_ROWS`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

MAX_COLUMNS = 400
MAX_ROWS = 200
"""Far beyond any screen at the smallest font (a 4K monitor at 8 px is about 480×135 cells,
but nobody referees a card game on that); a few megabytes of screen in the app."""


def clamp_size(width: int, height: int) -> tuple[int, int]:
    """A terminal size an app process can afford: 1×1 to `MAX_COLUMNS`×`MAX_ROWS`."""
    return min(max(width, 1), MAX_COLUMNS), min(max(height, 1), MAX_ROWS)


@dataclass(frozen=True)
class Keys:
    """Typed text, pasted text, mouse and touch reports: the terminal's input stream, as
    UTF-8 (a lone surrogate, which JSON allows and UTF-8 does not, becomes "?")."""

    data: bytes


@dataclass(frozen=True)
class Resize:
    width: int
    height: int


@dataclass(frozen=True)
class Ping:
    """The page measuring its delay: answered at once with the same data."""

    data: str


@dataclass(frozen=True)
class Focus:
    focused: bool


@dataclass(frozen=True)
class Ignored:
    """A well-formed message of a kind this server does not handle (a newer page's, maybe)."""


BrowserMessage = Keys | Resize | Ping | Focus | Ignored


def parse_message(text: str) -> BrowserMessage | None:
    """The message, or None if no page of textual-serve's would send it."""
    try:
        envelope = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(envelope, list) or not envelope or not isinstance(envelope[0], str):
        return None
    kind, arguments = envelope[0], envelope[1:]
    if kind in ("focus", "blur"):
        return Focus(kind == "focus")
    if kind not in ("stdin", "ping", "resize"):
        return Ignored()
    if len(arguments) != 1:
        return None
    if kind == "resize":
        return _resize(arguments[0])
    if not isinstance(arguments[0], str):
        return None
    if kind == "ping":
        return Ping(arguments[0])
    return Keys(arguments[0].encode("utf-8", "replace"))


def _resize(size: object) -> Resize | None:
    if not isinstance(size, dict):
        return None
    width, height = size.get("width"), size.get("height")
    if type(width) is not int or type(height) is not int:
        return None
    return Resize(*clamp_size(width, height))
