"""Write the screenshots of the served page (`serve-*.png`) into this folder.

    python docs/screenshots/make_serve_screenshots.py

Runs `bang-companion serve --lan --host 127.0.0.1` on a free port with a fresh data folder
holding one game (Anna has shot at Ben, who must answer), and opens it in Debian's headless
Chromium as a 10-inch tablet at 2 device pixels per CSS pixel, lying down and upright, and as
a phone at 3. The
pictures are saved at CSS size (what the page lays out, half the device's pixels), so they
stay small. Nothing leaves this machine.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from tests.serving.chromium import PORTRAIT, TABLET, Tablet, launched_chromium  # noqa: E402
from tests.serving.conftest import start_serve  # noqa: E402
from tests.serving.seeded_games import seed_game  # noqa: E402
from tests.serving.terminal_page import settle, tap_text, wait_for_text  # noqa: E402
from tests.serving.test_serve_on_devices import PHONE  # noqa: E402

SCALE = 2
"""Device pixels per CSS pixel, as on today's tablets."""


def shoot(page: Any, name: str) -> Path:
    settle(page)
    path = HERE / f"serve-{name}.png"
    page.screenshot(path=str(path), scale="css")
    return path


def tablet_shots(browser: Any, url: str) -> list[Path]:
    """The table lying down and upright, its big-type view, the start screen, the join QR
    code."""
    landscape = Tablet(browser, url, TABLET, scale=SCALE, mobile=True)
    upright = Tablet(browser, url, PORTRAIT, scale=SCALE, mobile=True)
    try:
        for tablet in (landscape, upright):
            wait_for_text(tablet.page, "Resume:")
        written = [shoot(upright.page, "start")]
        for tablet in (landscape, upright):
            tap_text(tablet.page, "Resume:")
            wait_for_text(tablet.page, "Missed!")
        written += [shoot(landscape.page, "table"), shoot(upright.page, "table-portrait")]
        tap_text(landscape.page, "Big type")
        wait_for_text(landscape.page, "Close")
        written.append(shoot(landscape.page, "big-type"))
        tap_text(upright.page, "Menu")
        wait_for_text(upright.page, "Join from a tablet")
        tap_text(upright.page, "Join from a tablet")
        wait_for_text(upright.page, "▀▀▀▀▀▀▀")
        return [*written, shoot(upright.page, "join")]
    finally:
        landscape.close()
        upright.close()


def phone_shot(browser: Any, url: str) -> Path:
    """The game's table on a 6.1-inch phone upright (PHONE, the device tests' phone)."""
    phone = Tablet(browser, url, PHONE, scale=3, mobile=True)
    try:
        wait_for_text(phone.page, "Resume:")
        tap_text(phone.page, "Resume:")
        wait_for_text(phone.page, "Missed!")
        return shoot(phone.page, "table-phone")
    finally:
        phone.close()


def private_shot(browser: Any, url: str) -> Path:
    """What a device without the link sees."""
    stranger = Tablet(browser, url.split("?")[0], PORTRAIT, scale=SCALE, mobile=True)
    try:
        stranger.page.wait_for_selector("h1")
        return shoot(stranger.page, "private")
    finally:
        stranger.close()


def main() -> list[Path]:
    with tempfile.TemporaryDirectory() as folder:
        data = Path(folder) / "data"
        seed_game(data, "Anna draws", "Anna plays BANG! on Ben")
        served = start_serve(
            ["--lan", "--host", "127.0.0.1", "--port", "0", "--data-dir", str(data), "--no-camera"]
        )
        try:
            with launched_chromium() as browser:
                return [
                    *tablet_shots(browser, served.url),
                    phone_shot(browser, served.url),
                    private_shot(browser, served.url),
                ]
        finally:
            served.stop()


if __name__ == "__main__":
    for written in main():
        print(written)
