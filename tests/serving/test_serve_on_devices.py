"""The served page on real screen sizes and pixel ratios, by touch alone.

Tablets and phones draw 2 or 3 device pixels per CSS pixel. Each test opens the page at one
pixel ratio (1, 2 or 3) on a tablet upright, the same tablet lying down, or a phone, and checks
that the terminal is drawn to scale and whole (`drawing_problems`), on every screen it visits.
Every screen is opened and closed with taps only: no key is pressed, as on a tablet without a
keyboard. One `serve` (with a finished game and an unfinished one already saved, so nobody has
to type a name) serves the whole module.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from companion.screens.table import TOOLBAR
from tests.serving.chromium import PORTRAIT, TABLET, Tablet
from tests.serving.conftest import Served, start_serve
from tests.serving.seeded_games import seed_games
from tests.serving.terminal_page import (
    drawing_problems,
    find_text,
    geometry,
    screen_text,
    settle,
    tap_text,
    wait_for_text,
    wait_until_gone,
)

PHONE = {"width": 390, "height": 844}
"""A 6.1-inch phone upright: about 41 columns at 2 or 3 device pixels per CSS pixel."""
SCREENS = {"tablet-landscape": TABLET, "tablet-portrait": PORTRAIT, "phone": PHONE}
TOOLBAR_LABELS = ("Undo", "Redo", "Correct", "Export", "Log", "Rules", "Language", "Tablet", "Big")
"""The toolbar's labels, all shown on a phone (with "Menu", a word other screens show too)."""
TOOLBAR_ROWS = -(-len(TOOLBAR) // 4)
"""A phone's toolbar: four buttons abreast."""
pytestmark = pytest.mark.xdist_group("serve_on_devices")
"""One test process for the module: one `serve` and one browser serve all its tests."""


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    data = tmp_path_factory.mktemp("served") / "data"
    seed_games(data)
    running = start_serve(["--port", "0", "--data-dir", str(data), "--no-camera"])
    try:
        yield running
    finally:
        running.stop()


DEVICES = [("tablet-landscape", 1), ("tablet-portrait", 2), ("phone", 3)]
"""Each screen once and each pixel ratio once, a pairwise cover of the two: the same checks
run on each, and the whole product (nine) kept one test process busy for three minutes."""


@pytest.fixture(params=DEVICES, ids=lambda device: f"{device[0]}-dpr{device[1]}")
def device(request: pytest.FixtureRequest, browser: Any, served: Served) -> Iterator[Tablet]:
    screen, scale = request.param
    tablet = Tablet(browser, served.url, SCREENS[screen], scale=scale, mobile=True)
    try:
        yield tablet
    finally:
        tablet.close()
    assert tablet.errors == [], tablet.errors


def shows_whole(tablet: Tablet, *texts: str) -> None:
    """Wait for the texts, then check the terminal is drawn to scale and uncropped."""
    wait_for_text(tablet.page, *texts)
    settle(tablet.page)
    assert drawing_problems(tablet.page) == []


def visit(
    tablet: Tablet, tap: str, shows: str, close: str, back: str, below: str | None = None
) -> None:
    """Tap `tap` (under the row showing `below`), see `shows` drawn whole, tap `close`, and
    be back where `back` is shown, `shows` gone (a modal leaves the screen under it shown)."""
    tap_text(tablet.page, tap, below)
    shows_whole(tablet, shows)
    tap_text(tablet.page, close, settled=True)  # shows_whole has just seen it settle
    wait_until_gone(tablet.page, shows)
    wait_for_text(tablet.page, back)


def test_every_screen_is_drawn_whole_and_closes_by_touch(device: Tablet) -> None:
    page = device.page
    shows_whole(device, "New game", "Past games")
    visit(device, "New game", "Player's name", "Close", back="Past games")
    visit(device, "Join from a tablet", "not being served", "Close", back="Past games")
    visit(device, "Past games", "finished", "Back", back="New game")
    # The finished game (the newest, listed first) opens on its Game over box, over its table.
    tap_text(page, "Past games")
    wait_for_text(page, "finished")
    visit(device, "Open", "Game over", "See the", back="Anna's turn")
    visit(device, "Menu", "New game", "Resume:", back="Anna's turn")
    visit(device, "Rule", "Close", "Close", back="Anna's turn")
    visit(device, "Big type", "Close", "Close", back="Anna's turn")
    visit(device, "Correct", "what does the table show", "Close", back="Anna's turn")
    visit(device, "Tablet", "not being served", "Close", back="Anna's turn")
    tap_text(page, "Menu")
    wait_for_text(page, "New game")


def test_a_phone_shows_every_toolbar_button(browser: Any, served: Served) -> None:
    phone = Tablet(browser, served.url, PHONE, scale=2, mobile=True)
    try:
        wait_for_text(phone.page, "Resume:")
        tap_text(phone.page, "Resume:")
        wait_for_text(phone.page, "Anna's turn")
        rows = settle(phone.page).splitlines()
        toolbar = "\n".join(rows[-3 * TOOLBAR_ROWS :])  # buttons three rows tall
        assert [label for label in TOOLBAR_LABELS if label not in toolbar] == []
        assert drawing_problems(phone.page) == []
    finally:
        phone.close()


def swipe(page: Any, x: float, y: float, up: float) -> None:
    """A finger put down at (x, y) and drawn `up` CSS pixels up (down if negative)."""
    touch = page.context.new_cdp_session(page)
    steps = 10
    touch.send(
        "Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]}
    )
    for step in range(1, steps + 1):
        point = {"x": x, "y": y - up * step / steps}
        touch.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
    touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


SWIPES = 4  # a long game's log is some screens long on a phone


def test_a_finger_scrolls_the_log_of_a_long_game_on_a_phone(browser: Any, served: Served) -> None:
    phone = Tablet(browser, served.url, PHONE, scale=3, mobile=True)
    page = phone.page
    try:
        wait_for_text(page, "Past games")
        tap_text(page, "Past games")
        wait_for_text(page, "finished")
        tap_text(page, "Open")
        wait_for_text(page, "Game over")
        tap_text(page, "See the")
        tap_text(page, "Log")
        first = re.compile(r"│\s+1 \d\d:\d\d Anna draws")  # the log's first line
        wait_for_text(page, "→")  # the log opens at its newest lines, the first out of view
        wait_until_gone(page, first)
        log = geometry(page).cell_centre(*find_text(page, "→", below="Log"))
        for _ in range(SWIPES):  # a finger drawn down, as often as it takes, brings them back
            swipe(page, *log, up=-600)
            page.wait_for_timeout(300)
            if first.search(screen_text(page)):
                break
        wait_for_text(page, first)
        swipe(page, *log, up=300)  # the finger leaves the log, and the screen: it scrolls on
        wait_until_gone(page, first)
    finally:
        phone.close()
    assert phone.errors == []


WAKE_LOCK_SPY = """
window.__wake = {asked: 0, sentinels: []};
if (navigator.wakeLock) {
  const request = navigator.wakeLock.request.bind(navigator.wakeLock);
  navigator.wakeLock.request = async (type) => {
    window.__wake.asked += 1;
    const sentinel = await request(type);
    window.__wake.sentinels.push(sentinel);
    return sentinel;
  };
}
let visibility = 'visible';
Object.defineProperty(document, 'visibilityState', {get: () => visibility, configurable: true});
window.__show = (state) => {  // what the browser does when the tablet shows another app
  visibility = state;
  if (state === 'hidden') window.__wake.sentinels.forEach(sentinel => sentinel.release());
  document.dispatchEvent(new Event('visibilitychange'));
};
"""
HELD = "window.__wake.sentinels.filter(sentinel => !sentinel.released).length"
NO_WAKE_LOCK = "Object.defineProperty(Navigator.prototype, 'wakeLock', {get: () => undefined});"


def test_the_screen_stays_awake_while_the_game_is_open(browser: Any, served: Served) -> None:
    tablet = Tablet(browser, served.url, PORTRAIT, scale=2, init_script=WAKE_LOCK_SPY)
    page = tablet.page
    try:
        wait_for_text(page, "New game")
        page.wait_for_function(f"{HELD} === 1", timeout=5000)
        page.evaluate("window.__show('hidden')")
        assert page.evaluate(HELD) == 0
        page.evaluate("window.__show('visible')")
        page.wait_for_function(f"{HELD} === 1", timeout=5000)
        assert page.evaluate("window.__wake.asked") == 2
        tap_text(page, "Language")  # a tap gives the terminal the keyboard
        page.keyboard.press("Control+q")  # the app quits: its session ends
        page.wait_for_function("document.body.classList.contains('-closed')", timeout=10000)
        page.wait_for_function(f"{HELD} === 0", timeout=5000)
    finally:
        tablet.close()
    assert tablet.errors == []


def test_a_browser_without_a_wake_lock_plays_all_the_same(browser: Any, served: Served) -> None:
    """Plain http on a LAN address is no secure context: no `navigator.wakeLock` there."""
    tablet = Tablet(browser, served.url, PORTRAIT, init_script=NO_WAKE_LOCK)
    try:
        assert tablet.page.evaluate("navigator.wakeLock") is None
        wait_for_text(tablet.page, "Past games")
        tap_text(tablet.page, "Past games")
        wait_for_text(tablet.page, "Back")
    finally:
        tablet.close()
    assert tablet.errors == []
