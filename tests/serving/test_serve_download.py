"""End to end: on a served tablet, Export hands the game's log to the browser as a download
(through the token guard: the page's own request carries its cookie)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.serving.chromium import Tablet
from tests.serving.terminal_page import tap_text, wait_for_text
from tests.serving.test_serve_browser import start_game


def test_export_on_a_tablet_downloads_the_log(browser: Any, serve: Any) -> None:
    served = serve("--lan", "--host", "127.0.0.1", "--seed", "4", "--no-camera")
    tablet = Tablet(browser, served.url)
    try:
        start_game(tablet)
        with tablet.page.expect_download(timeout=15_000) as started:
            tap_text(tablet.page, "Export")
        download = started.value
        wait_for_text(tablet.page, "Log sent to this browser: bang-game-1-start.txt")
        assert download.suggested_filename == "bang-game-1-start.txt"
        text = Path(download.path()).read_text(encoding="utf-8")
        assert text.startswith("Ann, Bob, Cid, Dee\n") and "Game not finished." in text
        assert tablet.elsewhere == []
    finally:
        tablet.close()
