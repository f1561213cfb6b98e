"""A yes/no question before something that cannot be taken back (deleting a saved game)."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from companion.i18n import t
from companion.widgets.close_button import CloseButton, TapOutsideCloses


class ConfirmScreen(TapOutsideCloses, ModalScreen[bool]):
    """Dismisses with True only when the `yes` button is tapped; closing it says no."""

    BINDINGS = [Binding("escape", "cancel", show=False)]
    CLOSE_ACTION = "screen.cancel"

    def __init__(self, lang: str, question: str, yes: str) -> None:
        super().__init__()
        self.lang = lang
        self.question = question
        self.yes = yes

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-box"):
            yield CloseButton(self.lang, self.CLOSE_ACTION)
            yield Static(self.question, id="confirm-question", markup=False)
            with Horizontal(classes="button-row"):
                yield Button(self.yes, id="confirm-yes", variant="error")
                yield Button(t("confirm.no", self.lang), id="confirm-no", variant="primary")

    @on(Button.Pressed, "#confirm-yes")
    def confirmed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(True)

    @on(Button.Pressed, "#confirm-no")
    def action_cancel(self) -> None:
        self.dismiss(False)
