"""Game over: who won and why, and every role that was turned face up."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from companion.export import send_export
from companion.i18n import Said, t, words
from companion.session import Session
from companion.widgets.app_keys import AppKeys


class GameOverScreen(ModalScreen[str | None]):
    """Dismisses with "undo" (take the last move back), "menu", or None (look at the table)."""

    BINDINGS = [
        Binding("escape", "dismiss_screen", show=False),
        Binding("ctrl+z", "undo", show=False),
        Binding("f4", "export", show=False),
        Binding("f10", "menu", show=False),
    ]
    """The table's keys its buttons are labelled with: the table's own are not active here."""

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self._said: Said | None = None  # the export's outcome, said again in a new language

    def compose(self) -> ComposeResult:
        lang = self.app.ui_lang
        winner = self.session.game.winner or "sheriff"
        with Vertical(id="game-over-box"):
            yield Static(t("over.title", lang), id="over-title")
            yield Static(t(f"winner.{winner}", lang), id="over-winner")
            why = self.session.presenter.why_key(winner)
            yield Static(t(why, lang), id="over-why")
            yield Static(self._roles(lang), id="over-roles", markup=False)
            said = self._said(lang) if self._said else ""
            yield Static(said, id="over-message", markup=False)
            with Horizontal(classes="button-row"):
                yield Button(t("toolbar.undo", lang), id="over-undo", action="screen.undo")
                yield Button(t("toolbar.export", lang), id="over-export", action="screen.export")
                yield Button(t("over.table", lang), id="over-table", action="screen.dismiss_screen")
                yield Button(
                    t("toolbar.menu", lang), id="over-menu", variant="primary", action="screen.menu"
                )
            yield AppKeys(lang)

    def _roles(self, lang: str) -> str:
        phone = self.app.has_class("-phone")  # a phone's 35 columns cannot hold one line a player
        return self.session.presenter.final_roles(self.session.game.state, lang, phone)

    def on_mount(self) -> None:
        self.watch(self.app, "ui_lang", lambda: self.refresh(recompose=True), init=False)

    def action_undo(self) -> None:
        self.dismiss("undo")

    def action_menu(self) -> None:
        self.dismiss("menu")

    def action_dismiss_screen(self) -> None:
        self.dismiss(None)

    def action_export(self) -> None:
        lang = self.app.ui_lang
        try:
            self._said = send_export(self.app, self.session, self.app.exports, lang)
        except OSError as error:
            self._said = words("error.export", why=str(error))
        self.query_one("#over-message", Static).update(self._said(lang))
