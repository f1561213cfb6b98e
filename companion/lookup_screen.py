"""The rules lookup: type a name in any language, read the rules in the UI language."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from cards_data.lookup import lookup
from companion.commands.rules_cmd import describe


class LookupScreen(ModalScreen[None]):
    """A modal that answers as the player types; Escape goes back to the game."""

    DEFAULT_CSS = """
    LookupScreen { align: center middle; }
    LookupScreen > #lookup-box {
        width: 90%; height: 85%; border: thick $accent; background: $surface; padding: 1 2;
    }
    LookupScreen #lookup-answer { margin-top: 1; }
    """
    BINDINGS = [Binding("escape", "dismiss_lookup", "Back")]
    AUTO_FOCUS = "#lookup-query"

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="lookup-box"):
            yield Input(placeholder="Raté !, Mancato!, Mis!, Missed!…", id="lookup-query")
            yield Static(id="lookup-answer", markup=False)

    @on(Input.Changed, "#lookup-query")
    def show_answer(self, event: Input.Changed) -> None:
        answer = self.query_one("#lookup-answer", Static)
        if not event.value.strip():
            answer.update("")
            return
        result = lookup(event.value)
        if result.matches:
            several = len(result.matches) > 1
            answer.update("\n\n".join(describe(m, self.lang, several) for m in result.matches[:4]))
        else:
            answer.update("? " + ", ".join(result.suggestions))

    def action_dismiss_lookup(self) -> None:
        self.dismiss(None)
