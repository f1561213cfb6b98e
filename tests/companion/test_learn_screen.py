"""The symbol lesson: a Duel check offers it until the camera knows the deck's own symbols; it
asks for each symbol in the player's language, and keeps them only once all are learnt."""

from __future__ import annotations

import numpy as np
import pytest
from textual.widgets import Static

from companion.draw_check import CameraOff, LessonSighting, PackageCamera
from companion.i18n import t
from companion.screens.learn import LearnScreen, prompt
from companion.screens.setup import SetupScreen
from companion.widgets.draw_panel import DrawPanel
from rules.duel.cards import Card as DuelCard
from tests.camera.conftest import odd_duel
from tests.companion.conftest import FakeCamera, PanelApp
from tests.companion.driver import WIDE, tap, wait_for
from tests.companion.test_draw_panel import Frames

BARREL = DuelCard(symbol="barrel")


async def open_lesson(pilot, panel: DrawPanel) -> None:
    """Tap the check's "learn the symbols" once it is offered."""
    await wait_for(pilot, lambda: panel.query("#learn-symbols"))
    await pilot.pause(0.2)  # laid out, so that the tap lands on it
    await pilot.click("#learn-symbols")


def duel_check(camera: FakeCamera) -> tuple[PanelApp, DrawPanel]:
    panel = DrawPanel("fr", lambda: camera, needs_index=True, duel=True)
    return PanelApp(panel), panel


async def test_symbols_taught_from_a_duel_check_let_the_camera_decide_it(fake_camera):
    camera = fake_camera("barrel", settle_after=2, knows_symbols=False)
    app, panel = duel_check(camera)
    async with app.run_test() as pilot:
        await wait_for(pilot, lambda: panel.query("#learn-symbols"))
        await pilot.pause(0.2)
        assert app.revealed == []  # a hint only: the camera does not know the deck yet
        await open_lesson(pilot, panel)
        await wait_for(pilot, lambda: app.revealed)
        assert camera.lessons[0].saved
        assert app.revealed == [(BARREL,)]
        assert not panel.query("#camera-learn, #learn-symbols")
        assert t("learn.done", "fr") in [str(n.message) for n in app._notifications]


async def test_a_lesson_closed_before_the_end_keeps_nothing_and_the_read_stays_a_hint(
    fake_camera,
):
    camera = fake_camera("barrel", settle_after=2, knows_symbols=False)
    camera.lesson_ends = False
    app, panel = duel_check(camera)
    async with app.run_test() as pilot:
        await open_lesson(pilot, panel)
        await wait_for(pilot, lambda: isinstance(app.screen, LearnScreen) and camera.lessons)
        await pilot.pause(0.2)
        asked = str(app.screen.query_one("#learn-prompt", Static).content)
        assert asked.startswith("Symbole 1 sur 4") and "« tonneau »" in asked
        looks = camera.seen
        await pilot.pause(0.3)
        assert camera.seen == looks  # the lesson has the camera to itself
        await pilot.press("escape")
        await pilot.pause(0.3)
        assert not isinstance(app.screen, LearnScreen)
        assert not camera.lessons[0].saved and not camera.knows_symbols
        assert panel.query("#camera-learn") and app.revealed == []


class StoppingLesson:
    """A lesson whose webcam is unplugged at once."""

    def look(self) -> LessonSighting:
        raise CameraOff("camera 0 stopped sending pictures", "unplugged")

    def save(self) -> None:
        raise AssertionError("nothing was learnt")


async def test_a_lesson_whose_webcam_stops_says_why_in_the_players_language(fake_camera):
    camera = fake_camera("barrel", knows_symbols=False)
    camera.lesson = StoppingLesson
    app, panel = duel_check(camera)
    app.ui_lang = "nl"
    async with app.run_test() as pilot:
        await open_lesson(pilot, panel)
        said = t("learn.camera_off", "nl", why=t("draw.trouble_unplugged", "nl"))
        shown = lambda: str(app.screen.query_one("#learn-prompt", Static).content)  # noqa: E731
        await wait_for(pilot, lambda: isinstance(app.screen, LearnScreen) and shown() == said)
        assert shown() == said


@pytest.mark.parametrize(("camera", "offered"), [("auto", True), ("off", False), ("demo", False)])
async def test_the_symbols_can_be_taught_from_a_duels_setup_before_any_reveal(
    make_app, fake_camera, camera, offered
):
    webcam = fake_camera("barrel", knows_symbols=False)
    options = {"camera_factory": lambda: webcam} if camera == "auto" else {"camera": camera}
    app = make_app(**options)
    async with app.run_test(size=WIDE) as pilot:
        await tap(pilot, "#new-game")
        await tap(pilot, "#game-duel")
        assert bool(app.screen.query("#duel-learn")) == offered
        if offered:
            await tap(pilot, "#duel-learn")
            await wait_for(pilot, lambda: isinstance(app.screen, SetupScreen) and webcam.lessons)
            assert webcam.lessons[0].saved and webcam.knows_symbols


FRAME = np.zeros((4, 4, 3), np.uint8)


@pytest.mark.parametrize(
    ("sighting", "lang", "said"),
    [
        (
            LessonSighting(FRAME, "show", "horseshoe", 0, None, 3, 4),
            "it",
            "Simbolo 4 di 4: metti sotto la fotocamera una carta con il simbolo «ferro di "
            "cavallo», ben distesa, e lasciala ferma.",
        ),
        (
            LessonSighting(FRAME, "hold", "snake", 0.6, None, 1, 4),
            "en",
            "Symbol 2 of 4: lay a card with the 'snake' symbol flat under the camera and leave "
            "it still.\nKeep it still… ▮▮▮▮▮▮▯▯▯▯",
        ),
        (
            LessonSighting(FRAME, "hold", "snake", 0.2, "no_symbol", 1, 4),
            "nl",
            "Symbool 2 van 4: leg een kaart met het symbool 'slang' plat onder de camera en laat "
            "hem stil liggen.\nStil houden… ▮▮▯▯▯▯▯▯▯▯\nGeen symbool gevonden in de hoeken van "
            "deze kaart: leg hem plat en dichter bij de camera.",
        ),
        (
            LessonSighting(FRAME, "take_away", "dynamite", 0, None, 3, 4),
            "fr",
            "« dynamite » appris. Retirez la carte.",
        ),
    ],
)
def test_the_lesson_asks_for_each_symbol_by_its_name_and_says_how_long_to_hold_it(
    sighting, lang, said
):
    assert prompt(sighting, lang) == said


def test_a_lesson_through_the_app_adapter_teaches_the_camera_the_decks_symbols(
    tmp_path, monkeypatch
):
    import camera
    from camera.learn import GONE_FRAMES, STABLE_FRAMES

    monkeypatch.setenv("BANG_CAMERA_TEMPLATES", str(tmp_path / "templates.npz"))
    camera.reload_templates()
    table = np.full((540, 960, 3), (40, 90, 30), np.uint8)
    shown = [
        [odd_duel(symbol, 20 + i)] * STABLE_FRAMES + [table] * GONE_FRAMES
        for i, symbol in enumerate(("barrel", "snake", "dynamite", "horseshoe"))
    ]
    frames = Frames([frame for shot in shown for frame in shot][:-GONE_FRAMES])
    frames.append(odd_duel("barrel", 30))  # the next Duel check
    try:
        adapter = PackageCamera(lambda: frames, camera, looping=False)
        assert not adapter.knows_symbols
        lesson = adapter.lesson()
        seen = [lesson.look() for _ in range(len(frames) - 1)]
        assert seen[-1].step == "done" and seen[-1].learnt == 4
        taken = [s.symbol for s in seen if s.step == "take_away"]
        assert list(dict.fromkeys(taken)) == ["barrel", "snake", "dynamite"]
        lesson.save()
        assert adapter.knows_symbols and camera.symbols_learnt()
        adapter.expect(1, "symbol")
        assert adapter.look().index == "barrel"
    finally:
        monkeypatch.undo()
        camera.reload_templates()  # the other tests read with the drawn symbols
