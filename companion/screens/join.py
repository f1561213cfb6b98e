"""Join from a tablet: the QR code of the served app's link, for the next player to scan."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from companion.i18n import t
from companion.widgets.close_button import TapOutsideCloses


class JoinScreen(TapOutsideCloses, ModalScreen[None]):
    """Shows the link (and its QR code) that `bang-companion serve` handed to this process."""

    BINDINGS = [Binding("escape", "close", show=False)]
    CLOSE_ACTION = "screen.close"

    def compose(self) -> ComposeResult:
        from companion.serving.join_link import join_qr_lines, join_url

        lang = self.app.ui_lang
        url = join_url()
        with Vertical(id="join-box"):
            yield Static(t("join.title", lang), id="join-title")
            if url is None:
                yield Static(t("join.not_served", lang), id="join-text")
            else:
                yield Static("\n".join(join_qr_lines() or []), id="join-qr", markup=False)
                yield Static(t("join.scan", lang, url=url), id="join-text", markup=False)
            yield Button(t("close", lang), id="join-close", variant="primary")

    @on(Button.Pressed, "#join-close")
    def action_close(self) -> None:
        self.dismiss(None)
