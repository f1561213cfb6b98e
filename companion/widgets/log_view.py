"""The game log beside the table: every move with its time, and the moves undo can bring back."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from companion.export import log_lines
from companion.i18n import t
from companion.names import move_sentence
from companion.session import Session
from companion.told import ToldCache


class LogView(VerticalScroll):
    """The log, newest at the bottom; undone moves in grey below it, ready for redo."""

    def __init__(self) -> None:
        super().__init__(id="log")
        self.told = ToldCache()

    def compose(self) -> ComposeResult:
        yield Static(id="log-text")

    def on_mount(self) -> None:
        """Held at its last entry whatever changes its height or its text's (a form closing,
        a message line wrapping, the log shown again), until the reader scrolls up."""
        self.anchor()

    def on_resize(self) -> None:
        """Textual keeps an anchored log at its end with the height it had before the layout
        that changes it: one line shorter (the message below wrapping onto a second line),
        the log hid its last entry until the next layout. Once the new height is known, the
        log is taken to its end again, unless the reader had scrolled up."""
        if self.is_anchored and self.max_scroll_y - self.scroll_y <= 1:
            self.scroll_end(animate=False, immediate=True)

    def show(self, session: Session, lang: str) -> None:
        self.border_title = t("log.title", lang)
        lines = log_lines(session, lang, self.told.consequences)
        text = Text("\n".join(lines) or t("log.empty", lang))
        for logged in reversed(session.undone):
            text.append("\n")
            said = move_sentence(logged.move, lang, logged.before)
            text.append(t("log.undone", lang, move=said), style="dim")
        self.query_one("#log-text", Static).update(text)
        self.scroll_end(animate=False)
