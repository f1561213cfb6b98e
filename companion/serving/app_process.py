"""One browser's app process, stopped for good when its page goes away or the server stops.

textual-serve's `AppService` asks the app to quit but never waits for the process, and waits
forever for an app that does not answer. Here the process is waited for (so it is not left
behind, and Python does not complain about it after the event loop closed), and killed if it
has not quit within a few seconds.
"""

from __future__ import annotations

import asyncio
import contextlib

from textual_serve.app_service import AppService

QUIT_SECONDS = 5.0
"""How long an app gets to save and quit before it is killed (a move is one short transaction,
so a killed app loses nothing that was entered)."""


class TableAppService(AppService):
    """textual-serve's app service, with a stop that always ends the process."""

    async def stop(self) -> None:
        try:
            await asyncio.wait_for(super().stop(), QUIT_SECONDS)
        except TimeoutError:
            self._task = None
        process = self._process
        if process is None or process.returncode is not None:
            return
        try:
            await asyncio.wait_for(process.wait(), QUIT_SECONDS)
        except TimeoutError:
            with contextlib.suppress(ProcessLookupError):
                process.kill()
            await process.wait()
