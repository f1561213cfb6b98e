"""The server's log on the host's terminal: one short line per event, a few a minute at most.

The terminal that runs `serve` shows the link and its QR code, which the players scan; anyone
on the Wi-Fi can send malformed requests, and the default logging (aiohttp's, textual-serve's
rich tracebacks with their local variables) printed some fifty lines for each, the secret
token among them. Here every record becomes one line: the time, the message, the kind of error
(never its text, which may quote the request), control characters dropped, any secret blanked
out, at most `MAX_LINE` characters. Past `LINES_PER_WINDOW` lines in a minute the rest are
counted, and one line says how many when the minute is over (or when the server stops).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Iterable
from typing import TextIO

LINES_PER_WINDOW = 10
WINDOW_SECONDS = 60.0
MAX_LINE = 160
HIDDEN = "[token]"


def one_line(text: str, secrets: Iterable[str] = ()) -> str:
    """`text` on one printable line, secrets blanked out, cut to `MAX_LINE` characters.

    Secrets go first, so a cut can never leave the start of one in the line.
    """
    for secret in secrets:
        text = text.replace(secret, HIDDEN)
    printable = "".join(char if char.isprintable() else " " for char in text)
    line = " ".join(printable.split())
    return line if len(line) <= MAX_LINE else line[: MAX_LINE - 1] + "…"


class OneLineFormatter(logging.Formatter):
    """`HH:MM:SS message (ErrorKind)`: no traceback, no error text, no secret."""

    def __init__(self, secrets: Iterable[str] = ()) -> None:
        super().__init__()
        self.secrets = tuple(secrets)

    def format(self, record: logging.LogRecord) -> str:
        try:
            message = record.getMessage()
        except (TypeError, ValueError):
            message = str(record.msg)
        if record.exc_info and record.exc_info[0] is not None:
            message = f"{message} ({record.exc_info[0].__name__})"
        stamp = time.strftime("%H:%M:%S", time.localtime(record.created))
        return one_line(f"{stamp} {message}", self.secrets)


class RateLimitedHandler(logging.Handler):
    """Writes at most `limit` lines per `window` seconds; counts the others and, once the
    window is over, says how many there were in one more line."""

    def __init__(
        self,
        stream: TextIO,
        secrets: Iterable[str] = (),
        limit: int = LINES_PER_WINDOW,
        window: float = WINDOW_SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__()
        self.setFormatter(OneLineFormatter(secrets))
        self.stream = stream
        self.limit = limit
        self.window = window
        self.clock = clock
        self._timer: threading.Timer | None = None
        self._start_window()

    def emit(self, record: logging.LogRecord) -> None:
        if self.clock() - self._started >= self.window:
            self._end_window()
        if self._shown < self.limit:
            self._shown += 1
            self._write(self.format(record))
            return
        self._held += 1
        if self._timer is None:
            remaining = max(0.0, self._started + self.window - self.clock())
            self._timer = threading.Timer(remaining, self.summarise)
            self._timer.daemon = True
            self._timer.start()

    def summarise(self) -> None:
        """End the current window now: one line for what was held back, if anything was."""
        with self.lock:
            self._end_window()

    def close(self) -> None:
        self.summarise()
        super().close()

    def _end_window(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._held:
            self._write(f"… and {self._held} more since {self._since} (not shown)")
        self._start_window()

    def _start_window(self) -> None:
        self._started = self.clock()
        self._since = time.strftime("%H:%M:%S")
        self._shown = self._held = 0

    def _write(self, line: str) -> None:
        """Write a line; a terminal that is gone (closed, a broken pipe) just gets nothing."""
        try:
            self.stream.write(line + "\n")
            self.stream.flush()
        except (OSError, ValueError):
            pass


def install(stream: TextIO, secrets: Iterable[str] = ()) -> RateLimitedHandler:
    """Make the rate-limited one-line handler the only one, for every logger, at INFO."""
    handler = RateLimitedHandler(stream, secrets)
    root = logging.getLogger()
    for old in root.handlers[:]:
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    return handler
