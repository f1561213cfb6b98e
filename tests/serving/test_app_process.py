"""An app process's end: always waited for, and its error output kept off the host's terminal."""

from __future__ import annotations

import logging
import signal

import pytest
from textual_serve.download_manager import DownloadManager

from companion.serving.app_process import TableAppService

CRASH = (
    "printf 'Traceback (most recent call last):\\n  join_url = http://x/?token=SECRET\\n"
    "ValueError: boom\\n\\n' >&2; sleep 0.2"
)


async def _nothing(*_: object) -> None:
    return None


def service(command: str) -> TableAppService:
    return TableAppService(
        command,
        write_bytes=_nothing,
        write_str=_nothing,
        close=_nothing,
        download_manager=DownloadManager(),
    )


async def test_a_crashed_apps_traceback_becomes_its_last_line_in_the_log(
    capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    app = service(CRASH)
    with caplog.at_level(logging.INFO):
        await app.start(80, 24)
        await app.stop()
    assert app._process is not None and app._process.returncode is not None
    printed = capsys.readouterr()
    assert "Traceback" not in printed.out + printed.err
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert warnings == ["a device's app wrote an error: ValueError: boom"]
    assert "SECRET" not in caplog.text


async def test_an_app_that_does_not_quit_is_killed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("companion.serving.app_process.QUIT_SECONDS", 0.5)
    app = service("trap '' TERM; exec sleep 30")
    await app.start(80, 24)
    await app.stop()
    # killed, not waited out: the sleep, left alone, would end by itself with 0
    assert app._process is not None and app._process.returncode == -signal.SIGKILL
