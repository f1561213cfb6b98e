"""Fixtures: `bang-companion serve` in a subprocess, on a free loopback port, with a tmp data
folder; it is always stopped (SIGTERM, then SIGKILL) when the test ends.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
STARTED_LINE = "Press Ctrl+C to stop."
URL = re.compile(r"^\s+(http://\S+)$")


@dataclass
class Served:
    """A running `serve`: its printed link and everything it printed so far."""

    process: subprocess.Popen[str]
    lines: list[str] = field(default_factory=list)

    @property
    def url(self) -> str:
        for line in self.lines:
            match = URL.match(line)
            if match:
                return match[1]
        raise AssertionError("serve printed no link:\n" + "\n".join(self.lines))

    @property
    def output(self) -> str:
        return "\n".join(self.lines)

    def stop(self) -> int:
        """SIGTERM, as Ctrl+C or a service manager would; the exit code. A server that does
        not stop is killed, with the app processes it started, so no test leaves any behind."""
        if self.process.poll() is None:
            apps = descendants(self.process.pid)
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
                for pid in apps:
                    with contextlib.suppress(ProcessLookupError):
                        os.kill(pid, signal.SIGKILL)
        return self.process.returncode


def descendants(pid: int) -> set[int]:
    """The processes started under `pid` (Linux /proc): the app processes of a server."""
    children: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        children.setdefault(int(fields[1]), []).append(int(stat.parent.name))
    found: set[int] = set()
    todo = [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.add(child)
            todo.append(child)
    return found


def environment(pid: int) -> dict[str, str]:
    """A process's environment, as it was started ({} if it is gone)."""
    try:
        raw = Path(f"/proc/{pid}/environ").read_bytes()
    except OSError:
        return {}
    pairs = (item.decode(errors="replace").partition("=") for item in raw.split(b"\0") if item)
    return {name: value for name, _, value in pairs}


def start_serve(args: list[str], timeout: float = 20.0) -> Served:
    """Start `bang-companion serve ARGS`; return once it says it is serving (or has exited)."""
    env = dict(os.environ, PYTHONUNBUFFERED="1", NO_COLOR="1")
    process = subprocess.Popen(
        [sys.executable, "-m", "companion.cli", "serve", *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        stdin=subprocess.DEVNULL,
    )
    served = Served(process)
    ready = threading.Event()

    def read() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            served.lines.append(line.rstrip("\n"))
            if STARTED_LINE in line:
                ready.set()
        ready.set()

    threading.Thread(target=read, daemon=True).start()
    if not ready.wait(timeout):
        served.stop()
        raise AssertionError("serve did not start in time:\n" + served.output)
    return served


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Debian's headless Chromium, one for a module's tests (skipped without it)."""
    from tests.serving.chromium import launched_chromium

    with launched_chromium() as launched:
        yield launched


@pytest.fixture
def serve(tmp_path: Path) -> Iterator[Callable[..., Served]]:
    """Start `serve` with a tmp data folder and port 0 (the system's free port)."""
    running: list[Served] = []

    def start(*args: str) -> Served:
        served = start_serve(["--port", "0", "--data-dir", str(tmp_path / "data"), *args])
        running.append(served)
        return served

    yield start
    for served in running:
        served.stop()
