"""One camera owner at a time, between real processes."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

from companion.serving.webcam_lock import CameraBusy, WebcamClaim, claim_webcam

ROOT = Path(__file__).resolve().parents[2]

HOLDER = """
import sys
from companion.serving.webcam_lock import claim_webcam
claim = claim_webcam(sys.argv[1], who="the tablet by the window")
print("held" if claim.__class__.__name__ == "WebcamClaim" else claim.message, flush=True)
sys.stdin.readline()
"""


def start_holder(folder: Path) -> subprocess.Popen[str]:
    process = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(folder)],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "held"
    return process


def test_a_second_process_is_told_the_camera_is_busy(tmp_path: Path) -> None:
    holder = start_holder(tmp_path)
    try:
        answer = claim_webcam(tmp_path)
        assert isinstance(answer, CameraBusy)
        assert "the tablet by the window" in answer.holder
    finally:
        holder.communicate("\n", timeout=10)
    with claim_webcam(tmp_path) as claim:
        assert isinstance(claim, WebcamClaim) and claim.held
    assert not claim.held


def test_a_crashed_holder_does_not_keep_the_camera(tmp_path: Path) -> None:
    holder = start_holder(tmp_path)
    holder.send_signal(signal.SIGKILL)
    holder.wait(timeout=10)
    claim = claim_webcam(tmp_path)
    assert isinstance(claim, WebcamClaim)
    claim.release()
    claim.release()


def test_two_holders_in_one_process_also_exclude_each_other(tmp_path: Path) -> None:
    first = claim_webcam(tmp_path, who="first")
    assert isinstance(first, WebcamClaim)
    second = claim_webcam(tmp_path)
    assert isinstance(second, CameraBusy) and "first" in second.holder
    first.release()
    assert isinstance(claim_webcam(tmp_path), WebcamClaim)
