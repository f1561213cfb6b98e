"""The Textual app: the table companion a group keeps open beside the game."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.widgets import Footer, Header, Static

from companion.lookup_screen import LookupScreen


class CompanionApp(App[None]):
    """The app shell: screens are pushed on it; the rules lookup is one key away everywhere."""

    TITLE = "BANG! table companion"
    BINDINGS = [
        Binding("f1", "lookup", "Rules lookup"),
        Binding("ctrl+q", "quit", "Quit"),
    ]

    def __init__(self, lang: str = "en") -> None:
        super().__init__()
        self.lang = lang

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("Press F1 to look a card, character or role up by name.", id="welcome")
        yield Footer()

    def action_lookup(self) -> None:
        self.push_screen(LookupScreen(self.lang))


def run_app() -> int:
    CompanionApp().run()
    return 0
