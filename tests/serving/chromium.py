"""Debian's headless Chromium, driven by Playwright, and the tablets the browser tests use.

Debian's chromium is used, never a browser downloaded by Playwright. Without chromium or
Playwright the browser tests skip, except on CI (`CI` set), where .ci/run installs both and a
skip would hide a broken install: there they fail.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any
from urllib.parse import urlsplit

import pytest

from tests.serving.terminal_page import CATCH_TERMINAL

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
TABLET = {"width": 1180, "height": 820}
"""A 10-inch tablet in landscape: the table's wide layout."""
PORTRAIT = {"width": 820, "height": 1180}
"""The same tablet upright: under 100 columns, the table's narrow (tablet) layout."""


def _unavailable(reason: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(f"{reason} (CI must run the browser tests: see .ci/run)")
    pytest.skip(reason)


@contextmanager
def launched_chromium() -> Iterator[Any]:
    """The browser, for a module's tests (a fresh profile for each launch); skips without it."""
    if CHROMIUM is None:
        _unavailable("chromium is not installed (apt-get install chromium)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("playwright is not installed (pip install -e '.[test]')")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        try:
            yield browser
        finally:
            browser.close()


class Tablet:
    """One device at the table: a browser context of its own, with a touch screen.

    `scale` is the device's pixel ratio (2 or 3 on today's tablets and phones) and `mobile`
    makes the page honour its viewport tag, as a phone's browser does."""

    def __init__(
        self,
        browser: Any,
        url: str,
        viewport: dict[str, int] = TABLET,
        *,
        scale: float = 1,
        mobile: bool = False,
        init_script: str = "",
    ) -> None:
        self.elsewhere: list[str] = []
        self.errors: list[str] = []
        self.context = browser.new_context(
            viewport=viewport, device_scale_factor=scale, is_mobile=mobile, has_touch=True
        )
        self.context.route("**/*", self._only_this_machine)
        self.page = self.context.new_page()
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.add_init_script(CATCH_TERMINAL + init_script)
        self.page.goto(url)

    def _only_this_machine(self, route: Any) -> None:
        """Let requests to the server through; refuse (and note) any other address."""
        if urlsplit(route.request.url).hostname == "127.0.0.1":
            route.continue_()
        else:
            self.elsewhere.append(route.request.url)
            route.abort()

    def close(self) -> None:
        self.context.close()
