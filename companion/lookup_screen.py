"""The rules lookup: type a name in any language, read the rules in the UI language."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from cards_data import LANGUAGES, BangCard, DuelCard, Entry
from cards_data.lookup import Match, lookup
from companion.i18n import LANGUAGE_LABELS, t
from companion.labels import GAME_NAMES, KIND_NAMES
from companion.widgets.close_button import CloseButton, TapOutsideCloses

SHOWN_MATCHES = 4


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
        """`game` ("bang" or "duel"): look only among that game's cards, during a game."""
        super().__init__()
        self.lang = lang
        self.game = game

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="lookup-box"):
            yield CloseButton(self.lang, self.CLOSE_ACTION)
            yield Input(placeholder="Raté !, Mancato!, Mis!, Missed!…", id="lookup-query")
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
        result = lookup(query, game=self.game)
        if result.matches:
            several = len(result.matches) > 1
            shown = result.matches[:SHOWN_MATCHES]
            answer.update("\n\n".join(describe(m, self.lang, several) for m in shown))
        elif result.suggestions:
            answer.update(t("lookup.nothing", self.lang, names=", ".join(result.suggestions)))
        else:
            answer.update(t("lookup.nothing_close", self.lang))

    def action_dismiss_lookup(self) -> None:
        self.dismiss(None)


def describe(match: Match, lang: str, labelled: bool) -> str:
    """The entry in the UI language: name, kind and game, other names, copies, rules text."""
    entry = match.entry
    title = f"{entry.name(lang)} — {KIND_NAMES[entry.kind][lang]}, {GAME_NAMES[entry.game]}"
    if labelled:
        title += "  " + t(
            "lookup.matched", lang, name=match.matched_name, language=LANGUAGE_LABELS[match.lang]
        )
    lines = [title]
    for other in LANGUAGES:
        if other != lang:
            unsourced = other in entry.unsourced_names
            note = " " + t("lookup.unsourced", lang) if unsourced else ""
            lines.append(f"  {LANGUAGE_LABELS[other]}: {entry.name(other)}{note}")
    lines += _facts(entry, lang)
    lines += ["", entry.text[lang]]
    return "\n".join(lines)


def _facts(entry: Entry, lang: str) -> list[str]:
    if isinstance(entry, BangCard):
        copies = ", ".join(str(copy) for copy in entry.copies)
        facts = [t("lookup.copies", lang, n=len(entry.copies), copies=copies)]
        if entry.range is not None:
            facts.append(t("lookup.weapon", lang, range=entry.range))
        return facts
    if isinstance(entry, DuelCard):
        return [
            t(f"lookup.deck_{deck}", lang, count=share.count) for deck, share in entry.decks.items()
        ]
    return []
