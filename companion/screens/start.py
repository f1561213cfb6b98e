"""The first screen: resume the last unfinished game, start a new one, or open a past one."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.containers import Center, Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Static

from companion.i18n import t
from companion.screens.language import language_buttons, pressed_language
from companion.store import GameInfo, StoreError
from companion.widgets.app_header import AppHeader
from companion.widgets.app_keys import AppKeys


class StartScreen(Screen[None]):
    """Resume / new game / past games, and the UI language."""

    AUTO_FOCUS = "#resume, #new-game"  # Enter does what the screen offers first

    def compose(self) -> ComposeResult:
        lang = self.app.ui_lang
        yield AppHeader()
        with VerticalScroll(id="start"), Center():
            yield Static(id="start-heading")
            if self.app.store_problem:
                yield Static(id="store-problem", markup=False)
            yield Button("", id="resume", variant="success")
            yield Button("", id="new-game", variant="primary")
            yield Button("", id="past-games")
            yield Button("", id="join")
            yield Button("", id="quit", action="app.quit")  # a tablet has no Ctrl+Q
            yield AppKeys(lang, skip=("app.next_language", "app.join"))  # both offered above
            yield Static(id="start-language", classes="section")
            with Horizontal(classes="language-row"):
                yield from language_buttons(lang)
            if not self.app.is_web:  # a served page's F-keys are the browser's, if it has any
                yield Static(id="start-keys")

    def on_mount(self) -> None:
        self.watch(self.app, "ui_lang", self._relabel)

    def on_screen_resume(self) -> None:
        """Back from a game or a form: Enter does what the screen offers first again."""
        self._relabel()
        first = self.query_one("#resume" if self.query_one("#resume").display else "#new-game")
        first.focus()

    def _relabel(self) -> None:
        """Words in the UI language, and the resume button for the last unfinished game."""
        lang = self.app.ui_lang
        self.query_one("#start-heading", Static).update(t("start.heading", lang))
        for problem in self.query("#store-problem").results(Static):
            problem.update(t("error.database", lang, why=self.app.store_problem.message(lang)))
        last = self._last_unfinished()
        resume = self.query_one("#resume", Button)
        resume.display = last is not None
        resume.label = _resume_label(last, lang) if last is not None else ""
        self.query_one("#new-game", Button).label = t("start.new", lang)
        self.query_one("#past-games", Button).label = t("start.past", lang)
        self.query_one("#join", Button).label = t("start.join", lang)
        self.query_one("#quit", Button).label = t("start.quit", lang)
        self.query_one("#start-language", Static).update(t("start.language", lang))
        for keys in self.query("#start-keys").results(Static):
            keys.update(t("start.keys", lang))
        for button in self.query(".language").results(Button):
            button.variant = "primary" if button.id == f"lang-{lang}" else "default"
        if not resume.display and self.focused in (None, resume):
            self.query_one("#new-game", Button).focus()

    def _last_unfinished(self) -> GameInfo | None:
        try:
            return self.app.store.last_unfinished()
        except StoreError as error:
            self.app.notify(error.message(self.app.ui_lang), severity="error")
            return None

    @on(Button.Pressed, "#resume")
    def resume(self) -> None:
        last = self._last_unfinished()
        if last is None:
            return
        session = self.app.open_game(last.id)
        if session is not None:
            self.app.play(session)

    @on(Button.Pressed, "#new-game")
    def new_game(self) -> None:
        from companion.screens.setup import SetupScreen

        self.app.push_screen(SetupScreen())

    @on(Button.Pressed, "#past-games")
    def past_games(self) -> None:
        from companion.screens.games import GamesScreen

        self.app.push_screen(GamesScreen())

    @on(Button.Pressed, "#join")
    def join(self) -> None:
        self.app.action_join()

    @on(Button.Pressed, ".language")
    def language(self, event: Button.Pressed) -> None:
        self.app.ui_lang = pressed_language(event)


def _resume_label(game: GameInfo, lang: str) -> str:
    when = game.updated.strftime("%Y-%m-%d %H:%M")
    return t("start.resume", lang, title=game.title, moves=game.entries, when=when)
