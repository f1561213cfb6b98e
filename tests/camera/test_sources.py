"""Missing, busy or unplugged cameras are reported clearly, at once."""

from __future__ import annotations

import cv2
import pytest

from camera.sources import (
    DEMO_DIR,
    WEBCAM_SIZE,
    CameraUnavailable,
    demo_source,
    from_capture,
    open_source,
    webcam,
)
from tests.camera.conftest import FRAME, FakeCapture


def test_missing_camera_is_a_clear_error():
    cap = FakeCapture(opened=False)
    with pytest.raises(CameraUnavailable, match="camera 0 not found") as error:
        from_capture(cap, "camera 0", live=True)
    assert cap.released
    assert error.value.trouble == "not_found"


def test_busy_camera_is_a_clear_error():
    with pytest.raises(CameraUnavailable, match="busy") as error:
        from_capture(FakeCapture(frames=0), "camera 1", live=True)
    assert error.value.trouble == "busy"


def test_camera_unplugged_mid_check():
    source = from_capture(FakeCapture(frames=3), "camera 0", live=True)
    got = []
    with pytest.raises(CameraUnavailable, match="stopped sending pictures") as error:
        for frame in source:
            got.append(frame)
    assert len(got) == 3
    assert error.value.trouble == "unplugged"


def test_a_webcam_is_asked_for_the_picture_size_the_reader_is_measured_at(monkeypatch):
    monkeypatch.setattr(
        cv2, "VideoCapture", lambda index: FakeCapture(frames=2, largest=(1920, 1080))
    )
    with webcam(0) as source:
        assert source.size == WEBCAM_SIZE == (1280, 720)
        assert not source.smaller_than_asked
        assert next(source).shape == (720, 1280, 3)


def test_a_webcam_that_cannot_give_that_size_keeps_its_own(monkeypatch):
    monkeypatch.setattr(
        cv2, "VideoCapture", lambda index: FakeCapture(frames=2, largest=(640, 480))
    )
    with webcam(0) as source:
        assert source.size == (640, 480)
        assert source.live and source.smaller_than_asked


def test_real_device_that_does_not_exist():
    with pytest.raises(CameraUnavailable, match="camera 97"):
        open_source(device=97)


def test_video_file(tmp_path):
    path = tmp_path / "clip.avi"
    writer = cv2.VideoWriter(str(path), cv2.VideoWriter_fourcc(*"MJPG"), 10, (64, 48))
    for _ in range(4):
        writer.write(FRAME)
    writer.release()
    with open_source(video=path) as frames:
        assert frames.size == (64, 48) and not frames.smaller_than_asked  # a recording, no webcam
        assert sum(1 for _ in frames) == 4


def test_missing_video_and_folder(tmp_path):
    with pytest.raises(CameraUnavailable, match="video file not found"):
        open_source(video=tmp_path / "nope.mp4")
    with pytest.raises(CameraUnavailable, match="image folder not found"):
        open_source(images=tmp_path / "nope")
    with pytest.raises(CameraUnavailable, match="no images"):
        open_source(images=tmp_path)


def test_image_folder_skips_files_that_do_not_decode(tmp_path):
    cv2.imwrite(str(tmp_path / "a.png"), FRAME)
    (tmp_path / "b.jpg").write_bytes(b"not a jpeg")
    cv2.imwrite(str(tmp_path / "c.png"), FRAME)
    with open_source(images=tmp_path) as frames:
        assert len(list(frames)) == 2


def test_one_source_at_a_time(tmp_path):
    with pytest.raises(ValueError):
        open_source(device=0, images=tmp_path)


def test_demo_is_bundled_and_small():
    size = sum(p.stat().st_size for p in DEMO_DIR.iterdir())
    assert size < 2 * 1024 * 1024
    with demo_source() as frames:
        assert len(list(frames)) >= 20
