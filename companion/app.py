"""The Textual app: the table companion a group keeps open beside the game."""

from __future__ import annotations

import random
import threading
from functools import partial
from pathlib import Path

from textual.app import App
from textual.binding import Binding
from textual.events import Resize
from textual.reactive import reactive
from textual.screen import Screen

from companion.draw_check import (
    CameraBusyError,
    CameraFactory,
    CameraOff,
    CardCamera,
    open_camera,
    prepare_camera,
)
from companion.i18n import UI_LANGUAGES, next_language, t
from companion.layout import PHONE_BELOW
from companion.lookup_screen import LookupScreen
from companion.paths import data_dir, database_path, exports_dir
from companion.session import RecordError, Session
from companion.settings import remember_language, remembered_language, system_language
from companion.store import Clock, Store, StoreError, local_now

SYNC_SECONDS = 0.25
"""How often a table looks for moves another device saved (one indexed query): at once a
second, a move took up to 1.3 s to reach the next tablet."""
CAMERA_MODES = ("auto", "demo", "off")
"""auto: the webcam if there is one; demo: the bundled demo source; off: typed entry only."""


class CompanionApp(App[None]):
    """The app shell: screens are pushed on it; the rules lookup is one key away everywhere."""

    CSS_PATH = "companion.tcss"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS = [
        Binding("f1", "lookup", "Rules lookup", show=False),
        Binding("f2", "next_language", "Language", show=False),
        Binding("f6", "join", "Join from a tablet", show=False),
        Binding("ctrl+q", "quit", "Quit", show=False, priority=True),
    ]

    ui_lang = reactive("en")

    def __init__(
        self,
        lang: str | None = None,
        data: Path | str | None = None,
        camera: str = "auto",
        seed: int | None = None,
        clock: Clock = local_now,
        sync_seconds: float | None = SYNC_SECONDS,
        camera_factory: CameraFactory | None = None,
    ) -> None:
        super().__init__()
        self.folder = data_dir(data)
        lang = lang or remembered_language(self.folder) or system_language()
        self.set_reactive(CompanionApp.ui_lang, lang if lang in UI_LANGUAGES else "en")
        self.camera_mode = camera if camera in CAMERA_MODES else "auto"
        self.seed = seed
        self.sync_seconds = sync_seconds
        self.store_problem: StoreError | None = None
        try:
            self.store = Store(database_path(self.folder), clock)
        except StoreError as error:
            self.store_problem = error
            self.store = Store.in_memory(clock)
        self.camera_factory = camera_factory
        self._camera: CardCamera | None = None
        self._camera_lock = threading.Lock()

    @property
    def exports(self) -> Path:
        return exports_dir(self.folder)

    def get_default_screen(self) -> Screen:
        from companion.screens.start import StartScreen

        return StartScreen()

    def on_mount(self) -> None:
        self.title = t("app.title", self.ui_lang)
        self.set_class(self.size.width < PHONE_BELOW, "-phone")

    def on_resize(self, event: Resize) -> None:
        self.set_class(event.size.width < PHONE_BELOW, "-phone")

    def watch_ui_lang(self, lang: str) -> None:
        self.title = t("app.title", lang)
        remember_language(self.folder, lang)

    def action_lookup(self) -> None:
        """Open the rules lookup; during a game, among that game's cards only."""
        if isinstance(self.screen, LookupScreen):
            return
        session = getattr(self.screen, "session", None)
        game = None if session is None else session.presenter.name
        self.push_screen(LookupScreen(self.ui_lang, game))

    def action_help_quit(self) -> None:
        """Ctrl+C does not quit (it copies); say how to quit, in the UI language."""
        self.notify(t("app.quit_hint", self.ui_lang))

    def action_join(self) -> None:
        from companion.screens.join import JoinScreen

        if not isinstance(self.screen, JoinScreen):
            self.push_screen(JoinScreen())

    def action_next_language(self) -> None:
        self.ui_lang = next_language(self.ui_lang)

    # ---- games -----------------------------------------------------------------------------

    def game_seed(self) -> int:
        return self.seed if self.seed is not None else random.randrange(2**31)

    def open_game(self, game_id: int) -> Session | None:
        """Rebuild a saved game, or tell why it cannot be (the record is left as it is)."""
        try:
            return Session.open(self.store, game_id)
        except RecordError as error:
            self.report_record(error)
            return None

    def report_record(self, error: RecordError) -> None:
        """Say why a saved game cannot be rebuilt, in the UI language."""
        why = error.reason(self.ui_lang)
        self.notify(t("error.record", self.ui_lang, why=why), severity="error", timeout=10)

    def play(self, session: Session, replace: bool = False) -> None:
        """Show the table of a game."""
        from companion.screens.table import TableScreen

        if replace:
            self.switch_screen(TableScreen(session))
        else:
            self.push_screen(TableScreen(session))

    # ---- the camera ------------------------------------------------------------------------

    @property
    def camera_enabled(self) -> bool:
        """False when the player turned the camera off: the draw! panel offers typing only."""
        return self.camera_factory is not None or self.camera_mode != "off"

    def card_camera(self) -> CardCamera:
        """The camera for draw! checks, opened once (called from the panel's worker thread)."""
        with self._camera_lock:
            if self._camera is None:
                self._camera = self._open_camera()
            return self._camera

    def _open_camera(self) -> CardCamera:
        if self.camera_factory is not None:
            return self.camera_factory()
        if self.camera_mode == "off":
            raise CameraOff(t("draw.camera_disabled", self.ui_lang))
        try:
            return open_camera(demo=self.camera_mode == "demo", lock_folder=self.folder)
        except CameraBusyError as busy:
            raise CameraOff(t("draw.camera_busy", self.ui_lang, holder=busy.holder)) from None

    def prepare_camera(self, shows: str) -> None:
        """Make the camera package ready to read `shows` in a thread, while the players are
        still setting up: not with the camera off, nor with a camera of the app's own, nor on a
        served device, one process of several, most of which never hold the webcam (the reader
        costs each some 40 MB)."""
        if self.camera_factory is None and self.camera_mode != "off" and not self.is_web:
            self.run_worker(partial(prepare_camera, shows), thread=True, exit_on_error=False)

    def use_demo_camera(self) -> None:
        with self._camera_lock:
            if self._camera is not None:
                self._camera.close()
            self._camera = None
            self.camera_mode = "demo"
            self.camera_factory = None

    def on_unmount(self) -> None:
        with self._camera_lock:
            if self._camera is not None:
                self._camera.close()
        self.store.close()


def run_app(
    lang: str | None = None,
    data: Path | str | None = None,
    camera: str = "auto",
    seed: int | None = None,
) -> int:
    CompanionApp(lang=lang, data=data, camera=camera, seed=seed).run()
    return 0
