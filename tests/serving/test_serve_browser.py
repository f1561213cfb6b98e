"""End to end: `serve` in a real headless Chromium, two tablets on one game, by touch.

The server runs with `--lan --host 127.0.0.1`: the token guard is on (the browsers come in
through the secret link and its cookie) while every packet stays on this machine. Each tablet
is its own browser context (its own cookies, like two devices), with a touch screen; buttons
are tapped where their label is drawn, text is read from the terminal's buffer.

The browser is Debian's chromium (`chromium.py`; skipped without it, except on CI).
"""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

import cv2
import numpy as np

from companion.paths import database_path
from companion.store import Store
from tests.serving.chromium import PORTRAIT, Tablet
from tests.serving.conftest import Served, descendants, environment, start_serve
from tests.serving.qr_reading import decode
from tests.serving.terminal_page import (
    click_together,
    geometry,
    locate_text,
    settle,
    tap_text,
    wait_for_text,
)

PLAYERS = ("Ann", "Bob", "Cid", "Dee")
ANSWER = re.compile(r"\b3\.?\s+[\d:]+\s+(Bob [^│]*?)\s*│")
LOSER_TOLD = re.compile(r"Another device moved first|From another device|Refused:")
"""What the tablet whose answer came second says: almost always the conflict (both clicks land
within milliseconds); rarely its once-a-second check saw the other answer first."""


def logged(number: int, text: str) -> re.Pattern[str]:
    """A line of the game log on screen: its number, its time, then the move."""
    return re.compile(rf"(?<!\d){number}\.?\s+\d\d:\d\d(?::\d\d)?\s+{re.escape(text)}")


def alive(pids: set[int]) -> set[int]:
    return {pid for pid in pids if Path(f"/proc/{pid}").exists()}


def start_game(tablet: Tablet) -> None:
    """New game → four players → the Sheriff → the table, all by touch and the keyboard."""
    page = tablet.page
    wait_for_text(page, "New game")
    tap_text(page, "New game")
    wait_for_text(page, "Player's name")
    tap_text(page, "Player's name")
    for number, name in enumerate(PLAYERS, start=1):
        page.keyboard.type(name)
        page.keyboard.press("Enter")
        wait_for_text(page, f"{number}. {name} ")
    tap_text(page, "☆ Sheriff")
    wait_for_text(page, re.compile(r"1\. Ann .*★ Sheriff"))
    tap_text(page, "Start the game")
    wait_for_text(page, "Ann's turn", "No moves yet")


def test_two_tablets_play_one_game(browser: Any, tmp_path: Path) -> None:
    data = tmp_path / "data"
    served: Served = start_serve(
        [
            "--lan",
            "--host",
            "127.0.0.1",
            "--port",
            "0",
            "--data-dir",
            str(data),
            "--seed",
            "4",
            "--no-camera",
        ]
    )
    tablets: list[Tablet] = []
    try:
        started = time.monotonic()
        # At 14 px a landscape tablet is laid out wide, the log beside the table.
        first = Tablet(browser, served.url + "&fontsize=14")
        tablets.append(first)
        start_game(first)
        assert float(geometry(first.page).font_size) == 14

        second = Tablet(browser, served.url, PORTRAIT)
        tablets.append(second)
        wait_for_text(second.page, "Resume: Ann, Bob, Cid, Dee (0 moves")
        tap_text(second.page, "Resume:")
        wait_for_text(second.page, "Ann's turn · draw")

        # A move on the first tablet appears on the second.
        tap_text(first.page, "Draw", below="Ann ▸")
        wait_for_text(first.page, logged(1, "Ann draws"), "Ann's turn · playing cards")
        wait_for_text(second.page, "Ann's turn · playing cards", timeout=10)

        # A move typed on the second tablet appears on the first.
        tap_text(second.page, "A move in notation")
        second.page.keyboard.type("Ann plays BANG! on Bob")
        second.page.keyboard.press("Enter")
        wait_for_text(second.page, "Bob answers Ann's BANG!", "Missed!")
        wait_for_text(first.page, logged(2, "Ann plays BANG! on Bob"), "Missed!", timeout=10)

        # Both tablets answer for Bob in the same millisecond: one answer is saved, the other
        # tablet is told, and both end up showing the same log (and the database holds
        # exactly three moves, in order).
        missed = locate_text(first.page, "Missed!", below="Bob ▸")
        hit = locate_text(second.page, "Take the", below="Bob ▸")
        clicked = click_together((first.page, missed), (second.page, hit))
        assert max(clicked) - min(clicked) < 50
        for tablet in tablets:
            wait_for_text(tablet.page, "Ann plays cards or ends the turn", timeout=10)
        for tablet in tablets:
            wait_for_text(tablet.page, logged(3, "Bob "), timeout=10)
        store = Store(database_path(data))
        try:
            (game,) = store.games()
            entries = store.entries(game.id)
        finally:
            store.close()
        assert [entry.seq for entry in entries] == [1, 2, 3]
        assert entries[2].text.startswith("Bob ")
        screens = [settle(tablet.page) for tablet in tablets]
        shown = [ANSWER.search(screen) for screen in screens]
        assert all(shown), "\n\n".join(screens)
        assert shown[0][1] == shown[1][1]
        told = [screen for screen in screens if LOSER_TOLD.search(screen)]
        assert len(told) == 1, "\n\n".join(screens)
        assert not any(logged(4, "").search(screen) for screen in screens)

        # Every app process was given the shared data folder and the join link (for the
        # app's "join from a tablet" QR code).
        environments = [environment(pid) for pid in descendants(served.process.pid)]
        apps_seen = [env for env in environments if env.get("BANG_COMPANION_JOIN_URL")]
        assert len(apps_seen) == 2
        for env in apps_seen:
            assert env["BANG_COMPANION_JOIN_URL"] == served.url
            assert Path(env["BANG_COMPANION_DATA"]) == data.resolve()

        # A reload is a new app process: the game comes back from the saved log.
        second.page.reload()
        wait_for_text(second.page, "Resume: Ann, Bob, Cid, Dee (3 moves")

        # "Join from a tablet" shows the link as a QR code that a camera reads back.
        tap_text(second.page, "Join from a tablet")
        wait_for_text(second.page, "▀▀▀▀▀▀▀")
        settle(second.page)
        picture = second.page.screenshot()
        image = cv2.imdecode(np.frombuffer(picture, dtype=np.uint8), cv2.IMREAD_GRAYSCALE)
        assert decode(image) == served.url

        assert first.elsewhere == [] and second.elsewhere == []
        assert time.monotonic() - started < 60
    finally:
        for tablet in tablets:
            tablet.close()
        apps = descendants(served.process.pid)
        stopped = served.stop()
    assert stopped == 0
    deadline = time.monotonic() + 10
    while alive(apps) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not alive(apps), "app processes outlived the server"
    assert "Traceback" not in served.output, served.output


def test_a_browser_without_the_link_sees_the_private_page(browser: Any, serve: Any) -> None:
    served = serve("--lan", "--host", "127.0.0.1")
    base = served.url.split("?")[0]
    tablet = Tablet(browser, base)
    try:
        assert tablet.page.locator("h1").inner_text() == "This table is private"
        assert "Scan the QR code shown on the host's screen" in tablet.page.inner_text("body")
        assert tablet.page.evaluate("window.__terminals.length") == 0
    finally:
        tablet.close()
    assert descendants(served.process.pid) == set(), "an app was started for a refused visitor"
