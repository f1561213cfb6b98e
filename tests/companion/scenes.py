"""The app's main screens in a known state: for the snapshot tests and the docs' screenshots.

Each scene is a terminal size, app options and the steps that bring the app there; the clock,
the seeds and the camera are fixed, so the same scene always draws the same picture.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
from textual.pilot import Pilot
from textual.widgets import Input, Static

from companion.app import CompanionApp
from companion.draw_check import LessonSighting, Sighting
from tests.companion.conftest import steady_clock
from tests.companion.driver import moves_to_the_end, open_table, tap, type_into

LAPTOP = (132, 44)
TABLET = (72, 64)
TERMINAL = (80, 24)
"""The smallest terminal the app is made for."""
PHONE = (41, 46)
"""A 6.1-inch phone upright, served in its browser (tests/serving/test_serve_on_devices.py)."""

MID_GAME = (
    "Anna draws",
    "Anna plays Schofield",
    "Anna plays BANG! on Ben",
    "Ben plays Missed!",
    "Anna plays Jail on Dan",
    "Anna ends turn",
    "Ben draws",
    "Ben plays Barrel",
    "Ben plays Volcanic",
    "Ben ends turn",
    "Carla draws",
    "Carla plays BANG! on Ben",
    "Ben uses Barrel",
    "reveal 7♠",
    "Ben passes",
    "Carla plays Dynamite",
)
BARREL_CHECK = (*MID_GAME[:13],)


STILL_FRAME_SECONDS = 0.25
"""How long a still camera takes to look. A frame that never changes needs no webcam's 25
a second, and each one redraws the preview: at that pace the app never falls idle, so every
pause of the pilot (which waits for the app to be idle, for a second at most) lasted its
whole second."""


class StillCamera:
    """A camera frame that never changes: a beige card on a green table, read with 97%."""

    knows_symbols = True
    examples_trouble = None
    shows: tuple[str, str] | str = ("hearts", "Q")  # what every frame reads

    def __init__(self) -> None:
        frame = np.zeros((90, 160, 3), dtype=np.uint8)
        frame[:] = (40, 110, 40)
        frame[20:75, 60:100] = (200, 225, 235)
        frame[24:34, 63:70] = (30, 30, 200)
        self.frame = frame

    def look(self) -> Sighting:
        time.sleep(STILL_FRAME_SECONDS)
        return Sighting(self.frame, self.shows, "", 0.97, None)

    def expect(
        self, cards: int, shows: str = "index", ranked: frozenset[str] | None = None
    ) -> None:
        del cards, shows, ranked

    def teach(self, cards: tuple) -> None:
        """A still frame learns nothing."""

    def close(self) -> None:
        """Nothing to release."""


class StillSymbolCamera(StillCamera):
    """The same still frame, read as a BANG! Duel corner symbol (a barrel)."""

    shows = "barrel"


class StillLessonCamera(StillSymbolCamera):
    """The same still frame, from a camera that does not know the deck's symbols yet; its
    lesson has learnt the barrel and holds the snake, halfway to its capture."""

    knows_symbols = False

    def lesson(self) -> StillLesson:
        return StillLesson(self.frame)


class StillLesson:
    """A lesson that stays where it is."""

    def __init__(self, frame: np.ndarray) -> None:
        self.frame = frame

    def look(self) -> LessonSighting:
        time.sleep(STILL_FRAME_SECONDS)
        return LessonSighting(self.frame, "hold", "snake", 0.6, None, 1, 4)

    def save(self) -> None:
        raise AssertionError("this lesson never ends")


@dataclass(frozen=True)
class Scene:
    name: str
    size: tuple[int, int]
    steps: Callable[[Pilot], Awaitable[None]]
    options: dict[str, Any] = field(default_factory=dict)

    async def play(self, pilot: Pilot) -> None:
        """The steps, once the first screen is up (a snapshot's pilot may start earlier)."""
        while not pilot.app.screen.query("#new-game"):
            await pilot.pause(0.01)
        await pilot.pause()
        await self.steps(pilot)
        for field_ in pilot.app.screen.query(Input):  # a step that waits may end mid-blink
            field_.cursor_blink = False
        await pilot.pause()


def make_app(data: Path, **options: Any) -> CompanionApp:
    settings: dict[str, Any] = {
        "lang": "en",
        "data": data,
        "camera": "off",
        "seed": 7,
        "clock": steady_clock(),
        "sync_seconds": None,
    }
    settings.update(options)
    return CompanionApp(**settings)


async def start(pilot: Pilot) -> None:
    await open_table(pilot, "Anna draws", "Anna plays BANG! on Ben")
    await pilot.press("f10")
    await pilot.pause()


async def setup(pilot: Pilot) -> None:
    await tap(pilot, "#new-game")
    for name in ("Anna", "Ben", "Carla", "Dan", "Eve"):
        await type_into(pilot, "#new-name", name)
    await tap(pilot, "#character-0")
    await type_into(pilot, "#character-search", "Willy")
    await tap(pilot, "#character-2")
    await type_into(pilot, "#character-search", "Calamity")
    await tap(pilot, "#sheriff-0")
    await tap(pilot, "#seat-name-3")


async def table(pilot: Pilot) -> None:
    await open_table(pilot, *MID_GAME, names=["Anna", "Ben", "Carla", "Dan", "Eve"])
    await tap(pilot, "#seat-0")
    await tap(pilot, "#choice-card-panic-x-x")


async def refused(pilot: Pilot) -> None:
    screen = await open_table(pilot, "Anna draws", names=["Anna", "Ben", "Carla", "Dan", "Eve"])
    field_ = screen.query_one("#command")
    field_.focus()
    await pilot.press(*"Anna plays BANG! on Carla")
    await pilot.press("enter")
    await pilot.pause()


async def draw_check(pilot: Pilot) -> None:
    screen = await open_table(pilot, *BARREL_CHECK, names=["Anna", "Ben", "Carla", "Dan", "Eve"])
    read = screen.query_one("#camera-read", Static)
    while not str(read.content).endswith("(97%)"):
        await pilot.pause(0.02)


async def draw_check_typed(pilot: Pilot) -> None:
    """The Barrel's draw! with no camera: the card is typed or tapped."""
    await open_table(pilot, *BARREL_CHECK, names=["Anna", "Ben", "Carla", "Dan", "Eve"])


async def game_over(pilot: Pilot) -> None:
    """The table's game played to its end: every move but the winning one entered before the
    table opens (as a resumed game), the winning one typed at the table."""
    *before, winning = moves_to_the_end("Anna draws")
    screen = await open_table(pilot, *before)
    field_ = screen.query_one("#command")
    field_.focus()
    field_.value = winning
    await pilot.press("enter")
    await pilot.pause()


DUEL_START = (
    "Anna starts with Jango and Bill Tightman",
    "Ben starts with Sid Curry and Babe Leroy",
)


async def open_duel(pilot: Pilot, *lines: str) -> None:
    """A new table-mode Duel (Anna: Lawmen, Ben: Outlaws) with these moves played."""
    from companion.session import Session
    from rules.duel.setup import deal

    app = pilot.app
    session = Session.start(
        app.store,
        deal("Anna", "Ben", seed=7, full_information=False),
        "Duel: Anna, Ben",
        app.ui_lang,
    )
    for line in lines:
        assert session.play(session.parse(line)) is None, line
    app.play(session)
    await pilot.pause()


async def duel_setup(pilot: Pilot) -> None:
    await tap(pilot, "#new-game")
    await tap(pilot, "#game-duel")
    await type_into(pilot, "#lawmen-name", "Anna")
    await type_into(pilot, "#outlaws-name", "Ben")
    await type_into(pilot, "#lives", "Jango 4")


async def duel_table(pilot: Pilot) -> None:
    """A Duel's draw! check, once the camera has shown its first read."""
    await open_duel(
        pilot, *DUEL_START, "Anna draws", "Anna plays Colt on Sid Curry", "Ben uses Sid Curry"
    )
    read = pilot.app.screen.query_one("#camera-read", Static)
    while "97" not in str(read.content):
        await pilot.pause(0.02)


async def duel_lesson(pilot: Pilot) -> None:
    """The symbol lesson, opened from a check whose camera has shown its first read: the
    lesson takes the camera, so a tap before that read would leave the panel behind it
    saying "starting" (as it does on a machine slow to give the first frame)."""
    await duel_table(pilot)
    while not pilot.app.screen.query("#learn-symbols"):
        await pilot.pause(0.02)
    await pilot.pause()
    await tap(pilot, "#learn-symbols")
    prompts = pilot.app.screen.query("#learn-prompt").results(Static)
    while not any("▮" in str(p.content) for p in prompts):
        await pilot.pause(0.02)
        prompts = pilot.app.screen.query("#learn-prompt").results(Static)


async def lookup(pilot: Pilot) -> None:
    await open_table(pilot, "Anna draws")
    await pilot.press("f1")
    await pilot.press(*"planque")
    await pilot.pause()


async def past_games(pilot: Pilot) -> None:
    await open_table(pilot, "Anna draws", "Anna plays BANG! on Ben")
    await pilot.press("f10")
    await pilot.pause()
    await tap(pilot, "#past-games")


SCENES = (
    Scene("start", LAPTOP, start),
    Scene("setup", LAPTOP, setup),
    Scene("table", LAPTOP, table),
    Scene("table-refused", LAPTOP, refused, {"lang": "fr"}),
    Scene("table-tablet", TABLET, table, {"lang": "it"}),
    Scene("table-phone", PHONE, table),
    Scene("draw-check", LAPTOP, draw_check, {"camera_factory": StillCamera}),
    Scene("draw-check-80x24", TERMINAL, draw_check_typed),
    Scene("game-over", LAPTOP, game_over, {"lang": "nl"}),
    Scene("game-over-phone", PHONE, game_over, {"lang": "fr"}),
    Scene("rules-lookup", LAPTOP, lookup, {"lang": "fr"}),
    Scene("past-games", LAPTOP, past_games),
    Scene("duel-setup", LAPTOP, duel_setup),
    Scene("duel-table", LAPTOP, duel_table, {"camera_factory": StillSymbolCamera}),
    Scene(
        "duel-table-tablet", TABLET, duel_table, {"lang": "fr", "camera_factory": StillSymbolCamera}
    ),
    Scene("duel-lesson", LAPTOP, duel_lesson, {"lang": "it", "camera_factory": StillLessonCamera}),
)
