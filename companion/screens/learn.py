"""Teach the camera the players' own BANG! Duel symbols, with the app's webcam.

The camera knows drawn guesses of the four corner symbols, which misread another edition's;
until it has seen the deck's own, a Duel's draw! panel only shows its read as a hint. This
screen runs the calibration `bang-companion camera learn` runs (see `camera.learn`) at the
table: it asks for each symbol in the players' language, shows what the camera sees, and
keeps what it learnt. Closing it before the end keeps nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from textual import on, work
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static
from textual.worker import get_current_worker

from companion.camera_words import camera_trouble
from companion.draw_check import FRAME_SECONDS, CameraOff, CardCamera, LessonSighting, paced
from companion.i18n import t
from companion.names import symbol_name
from companion.preview import frame_to_text

PREVIEW_SIZE = (40, 12)
"""Cells of the live preview: larger than the draw! panel's, the card must be seen whole."""
GAUGE_CELLS = 10


class LearnScreen(ModalScreen[bool]):
    """Dismisses with True once the symbols are learnt and kept, False if closed before."""

    BINDINGS = [("escape", "cancel", "")]

    def __init__(self, camera: Callable[[], CardCamera]) -> None:
        super().__init__()
        self.camera = camera
        self._last: LessonSighting | None = None
        self._kept = False  # the lesson saved what it learnt

    def compose(self) -> ComposeResult:
        lang = self.app.ui_lang
        with Vertical(id="learn-box"):
            yield Static(t("learn.title", lang), id="learn-title")
            yield Static(id="learn-preview", markup=False)
            yield Static(id="learn-prompt", markup=False)
            with Horizontal(classes="button-row"):
                yield Button(t("learn.cancel", lang), id="learn-cancel")

    def on_mount(self) -> None:
        self.watch(self.app, "ui_lang", self._relabel, init=False)
        self._teach()

    def _relabel(self) -> None:
        lang = self.app.ui_lang
        self.query_one("#learn-title", Static).update(t("learn.title", lang))
        self.query_one("#learn-cancel", Button).label = t("learn.cancel", lang)
        if self._last is not None:
            self._show(self._last)

    @on(Button.Pressed, "#learn-cancel")
    def action_cancel(self) -> None:
        self.workers.cancel_group(self, "lesson")
        self.dismiss(False)

    @work(thread=True, exclusive=True, group="lesson")
    def _teach(self) -> None:
        worker = get_current_worker()
        try:
            lesson = self.camera().lesson()
            while not worker.is_cancelled:
                sighting = paced(lesson.look, FRAME_SECONDS)
                if sighting.step == "done":
                    lesson.save()
                    self.app.call_from_thread(self._learnt)
                    return
                if not worker.is_cancelled:
                    self.app.call_from_thread(self._show, sighting)
        except CameraOff as off:
            why = t("learn.camera_off", self.app.ui_lang, why=camera_trouble(off, self.app.ui_lang))
            self.app.call_from_thread(self._stopped, why)
        except OSError as error:
            why = t("learn.unsaved", self.app.ui_lang, why=str(error))
            self.app.call_from_thread(self._stopped, why)

    def _show(self, sighting: LessonSighting) -> None:
        if not self.is_attached:  # closed while the frame was on its way
            return
        self._last = sighting
        if sighting.preview is not None:
            width, height = PREVIEW_SIZE
            preview = frame_to_text(sighting.preview, width, height)
            self.query_one("#learn-preview", Static).update(preview)
        self.query_one("#learn-prompt", Static).update(prompt(sighting, self.app.ui_lang))

    def _learnt(self) -> None:
        """Kept: say so, and close once on top (a rules lookup may have been opened over it)."""
        self.app.notify(t("learn.done", self.app.ui_lang))
        self._kept = True
        if self.is_active:
            self.dismiss(True)

    def on_screen_resume(self) -> None:
        if self._kept:
            self.dismiss(True)

    def _stopped(self, why: str) -> None:
        """The lesson cannot go on: say why; the player closes the screen."""
        if self.is_attached:
            self.query_one("#learn-prompt", Static).update(why)


def prompt(sighting: LessonSighting, lang: str) -> str:
    """What the player does now, in their words."""
    symbol = symbol_name(sighting.symbol, lang) if sighting.symbol else "?"
    if sighting.step == "take_away":
        return t("learn.take_away", lang, symbol=symbol)
    number = min(sighting.learnt + 1, sighting.of)
    lines = [t("learn.show", lang, number=number, total=sighting.of, symbol=symbol)]
    if sighting.step == "hold":
        filled = round(sighting.held * GAUGE_CELLS)
        lines.append(t("learn.hold", lang, gauge="▮" * filled + "▯" * (GAUGE_CELLS - filled)))
    if sighting.trouble == "no_symbol":
        lines.append(t("learn.no_symbol", lang))
    return "\n".join(lines)
