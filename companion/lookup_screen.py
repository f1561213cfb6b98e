"""The rules lookup: type a name in any language, read the rules in the UI language."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from cards_data import LANGUAGES, load_bang
from cards_data.lookup import lookup
from companion.lookup_words import describe, nothing_found
from companion.widgets.close_button import CloseButton, TapOutsideCloses

SHOWN_MATCHES = 4


_EXAMPLE = ", ".join(load_bang().cards["missed"].names[lang] for lang in LANGUAGES) + "…"
"""What the search box takes: one card's name in every language the data has
("Raté !, Mancato!, Mis!, Missed!…")."""


class LookupScreen(TapOutsideCloses, ModalScreen[None]):
    """A modal that answers as the player types; Close, Escape or a tap outside goes back."""

    DEFAULT_CSS = """
    LookupScreen { align: center middle; }
    LookupScreen > #lookup-box {
        width: 90%; height: 85%; border: thick $accent; background: $surface; padding: 1 2;
    }
    LookupScreen #lookup-answer { margin-top: 1; }
    """
    BINDINGS = [Binding("escape", "dismiss_lookup", "Back")]
    CLOSE_ACTION = "screen.dismiss_lookup"
    AUTO_FOCUS = "#lookup-query"

    def __init__(self, lang: str, game: str | None = None) -> None:
        """`game` ("bang" or "duel"), during a game: its entries come first, the other
        game's are said to be so."""
        super().__init__()
        self.lang = lang
        self.game = game

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="lookup-box"):
            yield CloseButton(self.lang, self.CLOSE_ACTION)
            yield Input(placeholder=_EXAMPLE, id="lookup-query")
            yield Static(id="lookup-answer", markup=False)

    def on_mount(self) -> None:
        self.watch(self.app, "ui_lang", self._relabel, init=False)

    def _relabel(self, lang: str) -> None:
        self.lang = lang
        self._answer(self.query_one("#lookup-query", Input).value)

    @on(Input.Changed, "#lookup-query")
    def show_answer(self, event: Input.Changed) -> None:
        self._answer(event.value)

    def _answer(self, query: str) -> None:
        answer = self.query_one("#lookup-answer", Static)
        if not query.strip():
            answer.update("")
            return
        result = lookup(query, self.game, self.lang)
        if not result.matches:
            answer.update(nothing_found(result, self.lang))
            return
        several = len(result.matches) > 1
        shown = result.matches[:SHOWN_MATCHES]
        answer.update("\n\n".join(describe(m, self.lang, several, self.game) for m in shown))

    def action_dismiss_lookup(self) -> None:
        self.dismiss(None)
