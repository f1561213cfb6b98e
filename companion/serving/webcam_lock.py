"""One webcam, many app processes: only one may hold the camera at a time.

When the companion is served, every browser connection is an app process on the serving
machine, and they all see the same camera. Two processes reading it would fight over frames
(or one would fail deep inside OpenCV), so a process first claims the camera: an exclusive,
non-blocking lock on a file in the data folder (filelock: `flock` on Linux and macOS,
`msvcrt` on Windows). The second claimant is told plainly that another device's session has
it. The system drops the lock when its holder exits, even by a crash, so a dead session
never keeps the camera.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from types import TracebackType

from filelock import FileLock, Timeout

LOCK_NAME = "webcam.lock"
# Who holds the camera, for the next claimant to be told. A file of its own: on Windows a
# locked file cannot be read by other processes.
HOLDER_NAME = "webcam.holder"


@dataclass(frozen=True)
class CameraBusy:
    """The answer when another process holds the camera: do not use it. The app words it
    (draw-camera_busy), naming `holder`."""

    holder: str


class WebcamClaim:
    """The camera, held by this process until `release()` (or the end of a `with` block)."""

    def __init__(self, lock: FileLock, folder: Path) -> None:
        self._lock: FileLock | None = lock
        self.path = folder / LOCK_NAME

    @property
    def held(self) -> bool:
        return self._lock is not None

    def release(self) -> None:
        """Give the camera back; releasing twice is harmless."""
        if self._lock is None:
            return
        try:
            self.path.with_name(HOLDER_NAME).unlink(missing_ok=True)
        finally:
            self._lock.release()
            self._lock = None

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
    folder = Path(folder).expanduser()
    folder.mkdir(parents=True, exist_ok=True)
    # Not thread-local: the camera is claimed and given back from different threads.
    lock = FileLock(folder / LOCK_NAME, thread_local=False)
    try:
        lock.acquire(timeout=0)
    except Timeout:
        return CameraBusy(_read_holder(folder))
    try:
        label = who or f"process {os.getpid()}, since {datetime.now():%H:%M}"
        (folder / HOLDER_NAME).write_text(label, encoding="utf-8")
    except BaseException:
        lock.release()
        raise
    return WebcamClaim(lock, folder)


def _read_holder(folder: Path) -> str:
    try:
        return (folder / HOLDER_NAME).read_text(encoding="utf-8", errors="replace").strip()[:200]
    except OSError:
        return ""
