"""Shared set-up for the app tests: a data folder per test, a steady clock, a fake camera."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path

import numpy as np
import pytest

from companion.app import CompanionApp
from companion.draw_check import Sighting
from companion.paths import ENV_VAR

START = datetime(2025, 6, 14, 20, 30, tzinfo=timezone(timedelta(hours=2)))


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own games database, never the user's."""
    folder = tmp_path / "data"
    monkeypatch.setenv(ENV_VAR, str(folder))
    return folder


def steady_clock() -> Callable[[], datetime]:
    """A clock that starts at the same evening every run and ticks 7 seconds a call."""
    ticks = iter(range(10**6))
    return lambda: START + timedelta(seconds=7 * next(ticks))


@pytest.fixture
def make_app(data_folder: Path) -> Callable[..., CompanionApp]:
    def make(**options: object) -> CompanionApp:
        settings: dict[str, object] = {
            "lang": "en",
            "data": data_folder,
            "camera": "off",
            "seed": 7,
            "clock": steady_clock(),
            "sync_seconds": None,
        }
        settings.update(options)
        return CompanionApp(**settings)  # type: ignore[arg-type]

    return make


class FakeCamera:
    """Sees the same card (or nothing) in every frame: enough to test the draw! panel."""

    def __init__(
        self, index: tuple[str, str] | str | None, settle_after: int = 3, knows_symbols: bool = True
    ) -> None:
        self.index = index
        self.knows_symbols = knows_symbols
        self.settle_after = settle_after
        self.seen = 0
        self.closed = False

    def look(self) -> Sighting:
        self.seen += 1
        frame = np.full((48, 64, 3), 40, dtype=np.uint8)
        stable = (self.index,) if self.index and self.seen == self.settle_after else None
        return Sighting(frame, self.index, "" if self.index else "no_card", 0.9, stable)

    def expect(self, cards: int, shows: str = "index") -> None:
        self.expected = cards
        self.shows = shows

    def close(self) -> None:
        self.closed = True


@pytest.fixture
def fake_camera() -> Iterator[Callable[..., FakeCamera]]:
    yield FakeCamera
