"""One webcam, many app processes: only one may hold the camera at a time.

When the companion is served, every browser connection is an app process on the serving
machine, and they all see the same camera. Two processes reading it would fight over frames
(or one would fail deep inside OpenCV), so a process first claims the camera: an exclusive,
non-blocking `flock` on a file in the data folder. The second claimant is told plainly that
another device's session has it. The kernel drops the lock when its holder exits, even by a
crash, so a dead session never keeps the camera.
"""

from __future__ import annotations

import fcntl
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from types import TracebackType

LOCK_NAME = "webcam.lock"

BUSY_MESSAGE = "The camera is in use by another device's session."


@dataclass(frozen=True)
class CameraBusy:
    """The answer when another process holds the camera: show `message`, do not use it."""

    holder: str

    @property
    def message(self) -> str:
        detail = f" ({self.holder})" if self.holder else ""
        return f"{BUSY_MESSAGE}{detail} Close the camera there, or read the card by hand."


class WebcamClaim:
    """The camera, held by this process until `release()` (or the end of a `with` block)."""

    def __init__(self, descriptor: int, path: Path) -> None:
        self._descriptor: int | None = descriptor
        self.path = path

    @property
    def held(self) -> bool:
        return self._descriptor is not None

    def release(self) -> None:
        """Give the camera back; releasing twice is harmless."""
        if self._descriptor is None:
            return
        try:
            os.ftruncate(self._descriptor, 0)
        finally:
            os.close(self._descriptor)  # closing the file drops the lock
            self._descriptor = None

    def __enter__(self) -> WebcamClaim:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.release()


def claim_webcam(folder: Path | str, who: str = "") -> WebcamClaim | CameraBusy:
    """Take the camera for this process, or say who has it; never blocks, never raises for
    a busy camera. `who` (for example "tablet session, started 21:04") is what another
    claimant is told. An unusable data folder raises OSError, as any file error would.
    """
    path = Path(folder).expanduser() / LOCK_NAME
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        holder = _read_holder(descriptor)
        os.close(descriptor)
        return CameraBusy(holder)
    except BaseException:
        os.close(descriptor)
        raise
    label = who or f"process {os.getpid()}, since {datetime.now():%H:%M}"
    os.ftruncate(descriptor, 0)
    os.pwrite(descriptor, label.encode("utf-8"), 0)
    return WebcamClaim(descriptor, path)


def _read_holder(descriptor: int) -> str:
    try:
        return os.pread(descriptor, 200, 0).decode("utf-8", "replace").strip()
    except OSError:
        return ""
