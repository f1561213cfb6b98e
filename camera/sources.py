"""Where frames come from: a webcam, a video file or a folder of images.

Every failure to get pictures (no such camera, camera busy, unplugged in the
middle of a check, missing file) surfaces as :class:`CameraUnavailable` with a
sentence a player can act on, so the caller can fall back to typed entry at
once instead of waiting on a dead device.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Literal, Protocol

import cv2
import numpy as np

from camera.images import ImageError, load_image

IMAGE_SUFFIXES = {".jpg", ".jpeg", ".png", ".bmp", ".webp", ".tif", ".tiff"}
DEMO_DIR = Path(__file__).resolve().parent / "demo"
# The picture size a webcam is asked for: the one the reader is measured at
# (bench/camera.py). Most webcams start at 640x480 whatever they can do, and
# cards there are two thirds as many pixels tall: 1,000 scenes shot at 960x720
# read 96.2% right, the same shrunk to 640x480 93.7% and 93.3% (seeds 7, 31).
WEBCAM_SIZE = (1280, 720)


# Why no frames can be had, as a code the app words in the player's language.
Trouble = Literal["not_found", "busy", "unplugged", "unreadable"]


class CameraUnavailable(RuntimeError):
    """No frames can be had. The message says why, in English (the CLI
    prints it); ``trouble`` says it as a code the app words in the player's
    language: no such camera or file, a camera another program holds, a
    camera unplugged mid-check, a file that gives no pictures."""

    def __init__(self, message: str, trouble: Trouble) -> None:
        super().__init__(message)
        self.trouble = trouble


class Capture(Protocol):
    """The part of ``cv2.VideoCapture`` a source uses (tests pass fakes)."""

    def isOpened(self) -> bool: ...

    def read(self) -> tuple[bool, np.ndarray | None]: ...

    def release(self) -> None: ...


class FrameSource:
    """An iterator of BGR frames; close it (or use ``with``) to free the device.

    ``live`` sources (webcams) show a scene that changes by itself; a folder of
    images is a list of separate shots. ``size`` is the width and height of a
    camera's or a video's pictures (None for a folder, whose images may differ).
    """

    def __init__(
        self,
        frames: Iterator[np.ndarray],
        name: str,
        release: object = None,
        live: bool = False,
        size: tuple[int, int] | None = None,
    ) -> None:
        self._frames = frames
        self.name = name
        self.live = live
        self.size = size
        self._release = release

    @property
    def smaller_than_asked(self) -> bool:
        """A webcam giving pictures of fewer rows than WEBCAM_SIZE: its cards
        read as far sooner, and must be held closer."""
        return self.live and self.size is not None and self.size[1] < WEBCAM_SIZE[1]

    def __iter__(self) -> Iterator[np.ndarray]:
        return self._frames

    def __next__(self) -> np.ndarray:
        return next(self._frames)

    def close(self) -> None:
        if callable(self._release):
            self._release()
            self._release = None

    def __enter__(self) -> FrameSource:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def open_source(
    device: int | None = None, video: str | Path | None = None, images: str | Path | None = None
) -> FrameSource:
    """Open exactly one kind of source (webcam 0 if none is named)."""
    if sum(x is not None for x in (device, video, images)) > 1:
        raise ValueError("choose one of device, video or images")
    if images is not None:
        return image_folder(Path(images))
    if video is not None:
        return video_file(Path(video))
    return webcam(0 if device is None else device)


def webcam(index: int) -> FrameSource:
    """A live camera, asked for WEBCAM_SIZE pictures (one that cannot give them
    keeps a size it can: see the source's ``size``); checks that it really
    delivers a picture before returning."""
    try:
        cap = cv2.VideoCapture(index)
    except cv2.error as exc:  # some backends raise instead of failing quietly
        raise CameraUnavailable(f"camera {index} cannot be opened: {exc}", "not_found") from None
    if cap.isOpened():
        cap.set(cv2.CAP_PROP_FRAME_WIDTH, WEBCAM_SIZE[0])
        cap.set(cv2.CAP_PROP_FRAME_HEIGHT, WEBCAM_SIZE[1])
    return from_capture(cap, f"camera {index}", live=True)


def video_file(path: Path) -> FrameSource:
    if not path.is_file():
        raise CameraUnavailable(f"video file not found: {path}", "not_found")
    return from_capture(cv2.VideoCapture(str(path)), f"video {path.name}", live=False)


def from_capture(cap: Capture, name: str, live: bool) -> FrameSource:
    """Wrap an opened capture. A live one that stops delivering frames raises
    CameraUnavailable (unplugged); a file simply ends."""
    if not cap.isOpened():
        cap.release()
        if live:
            raise CameraUnavailable(f"{name} not found (is a webcam plugged in?)", "not_found")
        raise CameraUnavailable(f"{name} cannot be decoded", "unreadable")
    ok, first = cap.read()
    if not ok or first is None:
        cap.release()
        if live:
            busy = "is busy or gives no picture (another program may be using it)"
            raise CameraUnavailable(f"{name} {busy}", "busy")
        raise CameraUnavailable(f"{name} has no frames", "unreadable")

    def frames() -> Iterator[np.ndarray]:
        frame: np.ndarray | None = first
        while True:
            yield frame
            ok, frame = cap.read()
            if not ok or frame is None:
                cap.release()
                if live:
                    gone = f"{name} stopped sending pictures (unplugged?)"
                    raise CameraUnavailable(gone, "unplugged")
                return

    height, width = first.shape[:2]
    return FrameSource(frames(), name, cap.release, live=live, size=(width, height))


def image_folder(path: Path) -> FrameSource:
    """Images of a folder in name order, shrunk as `load_image` does; files that do not
    decode are skipped."""
    if not path.is_dir():
        raise CameraUnavailable(f"image folder not found: {path}", "not_found")
    files = sorted(p for p in path.iterdir() if p.suffix.lower() in IMAGE_SUFFIXES)
    if not files:
        raise CameraUnavailable(f"no images in {path}", "unreadable")

    def frames() -> Iterator[np.ndarray]:
        for f in files:
            try:
                yield load_image(f)
            except ImageError:
                continue

    return FrameSource(frames(), f"images in {path}")


def demo_source() -> FrameSource:
    """The bundled synthetic clip, so a draw! check works with no webcam."""
    return image_folder(DEMO_DIR)
