"""Shared set-up for the app tests: a data folder per test, a steady clock, a fake camera."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path

import numpy as np
import pytest
from textual.app import App
from textual.reactive import reactive

from companion.app import CompanionApp
from companion.draw_check import LessonSighting, Sighting
from companion.paths import ENV_VAR
from companion.widgets.draw_panel import DrawPanel

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
        self,
        index: tuple[str, str | None] | str | None,
        settle_after: int = 3,
        knows_symbols: bool = True,
        beside: tuple[tuple[str, str | None], ...] = (),
    ) -> None:
        """``beside``: more cards seen to the right of ``index`` (Lucky Duke's second)."""
        self.index = index
        self.beside = beside
        self.knows_symbols = knows_symbols
        self.examples_trouble: str | None = None
        self.taught: list[tuple] = []
        self.ranked: frozenset[str] | None = None
        self.settle_after = settle_after
        self.seen = 0
        self.closed = False
        self.lesson_ends = True
        self.lessons: list[FakeLesson] = []

    def look(self) -> Sighting:
        self.seen += 1
        frame = np.full((48, 64, 3), 40, dtype=np.uint8)
        settled = self.index and self.seen == self.settle_after
        stable = (self.index, *self.beside) if settled else None
        return Sighting(frame, self.index, "" if self.index else "no_card", 0.9, stable)

    def expect(
        self, cards: int, shows: str = "index", ranked: frozenset[str] | None = None
    ) -> None:
        self.expected = cards
        self.shows = shows
        self.ranked = ranked

    def teach(self, cards: tuple) -> None:
        self.taught.append(cards)

    def lesson(self) -> FakeLesson:
        self.lessons.append(FakeLesson(self, ends=self.lesson_ends))
        return self.lessons[-1]

    def close(self) -> None:
        self.closed = True


LESSON_STEPS = ("show", "hold", "take_away")


class FakeLesson:
    """Asks for each Duel symbol in turn, as shown, held, learnt and taken away, then is done;
    or (``ends=False``) asks for the barrel for ever."""

    def __init__(self, camera: FakeCamera, ends: bool = True) -> None:
        self.camera = camera
        symbols = ("barrel", "snake", "dynamite", "horseshoe")
        self.script = [(s, step) for s in symbols for step in LESSON_STEPS] if ends else []
        self.learnt = 0
        self.saved = False

    def look(self) -> LessonSighting:
        frame = np.full((48, 64, 3), 60, dtype=np.uint8)
        if not self.script:
            step = "done" if self.learnt else "show"
            return LessonSighting(frame, step, None if self.learnt else "barrel", 0, None, 0, 4)
        symbol, step = self.script.pop(0)
        self.learnt += step == "take_away"
        held = 0.6 if step == "hold" else 0.0
        return LessonSighting(frame, step, symbol, held, None, self.learnt, 4)

    def save(self) -> None:
        """The symbols are the deck's now, and the camera's watch starts over."""
        self.saved = True
        self.camera.knows_symbols = True
        self.camera.seen = 0


@pytest.fixture
def fake_camera() -> Iterator[Callable[..., FakeCamera]]:
    yield FakeCamera


class PanelApp(App):
    """Just a draw! panel, and the cards it revealed."""

    ui_lang = reactive("fr")

    def __init__(self, panel: DrawPanel) -> None:
        super().__init__()
        self.panel = panel
        self.revealed: list[tuple] = []

    def compose(self):
        yield self.panel

    def on_draw_panel_revealed(self, message: DrawPanel.Revealed) -> None:
        self.revealed.append(message.cards)
