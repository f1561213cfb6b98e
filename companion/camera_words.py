"""The camera's codes (why a read is unsure, why there is no camera) in the player's words."""

from __future__ import annotations

from companion.draw_check import CameraOff
from companion.i18n import t

CAMERA_HINTS = ("no_picture", "no_card", "closer", "closer_small_camera", "steady")
"""The camera's hint codes for an unsure read (camera.CardRead.hint, and the app's own
"closer_small_camera": see draw_check.PackageCamera)."""


def hint_text(code: str, lang: str) -> str:
    """What would help the camera read the card, in the player's words."""
    return t(f"draw.hint_{code}", lang) if code in CAMERA_HINTS else "?"


CAMERA_TROUBLES = ("not_found", "busy", "unplugged", "unreadable", "broken", "no_demo")
"""Why there is no camera, as codes (camera.Trouble; "broken": no camera module; "no_demo":
the bundled demo clip is missing or unreadable)."""


def camera_trouble(off: CameraOff, lang: str) -> str:
    """Why there is no camera, in the player's words when the reason is a known one."""
    return t(f"draw.trouble_{off.trouble}", lang) if off.trouble in CAMERA_TROUBLES else str(off)
