"""One browser's app process, stopped for good when its page goes away or the server stops.

textual-serve's `AppService` asks the app to quit but never waits for the process, and waits
forever for an app that does not answer. Here the process is waited for (so it is not left
behind, and Python does not complain about it after the event loop closed), and killed if it
has not quit within a few seconds of being asked.

textual-serve also copies whatever an app writes on stderr to the host's terminal as it is: a
crashed app's traceback, with its local variables (the join link and its token among them),
scrolling the QR code away. Here the process's stderr is read by this class instead: only its
last line reaches the log, as one line. This takes the stream from under `AppService.run`
(textual-serve 1.1's internals, hence the version range in pyproject.toml): `run` reads
`process.stderr` once it starts, after `_open_app_process`, so it is handed a finished one.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from asyncio.subprocess import Process

from textual_serve.app_service import AppService

QUIT_SECONDS = 5.0
"""How long an app gets to save and quit before it is killed (a move is one short transaction,
so a killed app loses nothing that was entered)."""

ERROR_TAIL_BYTES = 4096
"""How much of an app's stderr is kept, to find its last line (a runaway app writes on)."""

log = logging.getLogger(__name__)


async def last_line(stream: asyncio.StreamReader) -> str:
    """The last non-blank line a stream brings until it ends ("" if none)."""
    tail = b""
    while chunk := await stream.read(65536):
        tail = (tail + chunk)[-ERROR_TAIL_BYTES:]
    lines = [line.strip() for line in tail.decode("utf-8", "replace").splitlines()]
    return next((line for line in reversed(lines) if line), "")


def _finished_stream() -> asyncio.StreamReader:
    stream = asyncio.StreamReader()
    stream.feed_eof()
    return stream


class TableAppService(AppService):
    """textual-serve's app service, with a stop that always ends the process, and an app's
    errors kept to one line of the server's log."""

    _errors: asyncio.Task[str] | None = None

    async def _open_app_process(self, width: int = 80, height: int = 24) -> Process:
        process = await super()._open_app_process(width, height)
        if process.stderr is not None:
            self._errors = asyncio.create_task(last_line(process.stderr))
            process.stderr = _finished_stream()
        return process

    async def stop(self) -> None:
        """Ask the app to quit, and kill it if it has not ended QUIT_SECONDS after it was
        asked: one deadline for both steps, so an app that ignored the request is not waited
        for a second time. (textual-serve's run loop swallows its cancellation, so a stop
        that timed out returns as if done: the process itself says whether it ended.)"""
        deadline = asyncio.get_running_loop().time() + QUIT_SECONDS
        try:
            await asyncio.wait_for(super().stop(), QUIT_SECONDS)
        except TimeoutError:
            self._task = None
        process = self._process
        if process is not None and process.returncode is None:
            await self._end(process, deadline)
        await self._report_errors()

    async def _end(self, process: Process, deadline: float) -> None:
        try:
            async with asyncio.timeout_at(deadline):
                await process.wait()
        except TimeoutError:
            with contextlib.suppress(ProcessLookupError):
                process.kill()
            await process.wait()

    async def _report_errors(self) -> None:
        errors, self._errors = self._errors, None
        if errors is None:
            return
        try:
            line = await asyncio.wait_for(errors, QUIT_SECONDS)
        except TimeoutError:
            return
        if line:
            log.warning("a device's app wrote an error: %s", line)
