"""The server's log: one short line per record, a few a minute, never a secret."""

from __future__ import annotations

import io
import logging

from companion.serving.quiet_log import MAX_LINE, RateLimitedHandler, install, one_line

SECRET = "2pXK-PuurSUnDCiSvQEZyNixdeqlMxDu"


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def record(message: str, *args: object, error: BaseException | None = None) -> logging.LogRecord:
    exc_info = (type(error), error, error.__traceback__) if error else None
    return logging.LogRecord("aiohttp.server", logging.ERROR, __file__, 1, message, args, exc_info)


def handler(limit: int = 3, window: float = 60.0) -> tuple[RateLimitedHandler, io.StringIO, Clock]:
    stream, clock = io.StringIO(), Clock()
    return RateLimitedHandler(stream, [SECRET], limit, window, clock), stream, clock


def test_a_line_is_printable_short_and_without_the_secret() -> None:
    quoted = f"b'GET /?token={SECRET} HTTP/9.9'\r\n\x1b[2J\tnext\u202e"
    line = one_line(quoted, [SECRET])
    assert SECRET not in line and "[token]" in line
    assert line.isprintable() and "\x1b" not in line
    straddling = one_line("x" * (MAX_LINE - 10) + SECRET + "y" * 50, [SECRET])
    assert len(straddling) == MAX_LINE and straddling.endswith("…")
    assert SECRET[:5] not in straddling


def test_an_error_is_one_line_naming_its_kind_never_its_text_or_traceback() -> None:
    log, stream, _ = handler()
    try:
        raise ValueError(f"Bad status line: b'GET /?token={SECRET}'\n^")
    except ValueError as error:
        log.handle(record("Error handling request from %s", "192.168.1.7", error=error))
    (line,) = stream.getvalue().splitlines()
    assert line.endswith("Error handling request from 192.168.1.7 (ValueError)")
    assert SECRET not in line and "Bad status" not in line


def test_past_the_limit_lines_are_counted_then_summed_up_once_the_window_is_over() -> None:
    log, stream, clock = handler(limit=3, window=60.0)
    for number in range(10):
        log.handle(record("bad request %d", number))
    assert stream.getvalue().splitlines()[-1].endswith("bad request 2")
    clock.now = 61.0
    log.handle(record("a later one"))
    lines = stream.getvalue().splitlines()
    assert len(lines) == 5
    assert lines[3].startswith("… and 7 more since ") and lines[3].endswith("(not shown)")
    assert lines[4].endswith("a later one")


def test_what_was_held_back_is_told_when_the_server_stops() -> None:
    log, stream, _ = handler(limit=1)
    for _ in range(4):
        log.handle(record("bad request"))
    log.close()
    assert stream.getvalue().splitlines()[-1].startswith("… and 3 more since ")
    log.close()
    assert len(stream.getvalue().splitlines()) == 2


def test_a_terminal_that_is_gone_gets_nothing_and_raises_nothing() -> None:
    stream = io.StringIO()
    log = RateLimitedHandler(stream)
    stream.close()
    log.handle(record("bad request"))


def test_install_makes_it_the_only_handler() -> None:
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    try:
        installed = install(io.StringIO(), [SECRET])
        assert root.handlers == [installed] and root.level == logging.INFO
    finally:
        root.handlers[:] = handlers
        root.setLevel(level)
