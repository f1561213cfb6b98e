"""The app's F-key actions as buttons, for every screen.

In a browser the F-keys belong to the browser (F6 moves to its address bar) and a tablet has
none, so each action a key runs is also a button. The button runs the same action string as
the key's binding, so the two cannot disagree.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Button

from companion.i18n import t

APP_KEYS = (
    ("app.lookup", "toolbar.rules"),
    ("app.next_language", "toolbar.language"),
    ("app.join", "toolbar.join"),
)
"""(action, label key) of the app's own F-keys: F1, F2, F6."""


def relabel_keys(keys: Sequence[tuple[str, str]], buttons: Iterable[Button], lang: str) -> None:
    """Label the buttons of `keys` (made by key_button, in that order) in `lang`."""
    for (_action, key), button in zip(keys, buttons, strict=True):
        button.label = t(key, lang)


def key_button(action: str, label_key: str, lang: str, prefix: str) -> Button:
    """A button that runs `action`, labelled with its key; its id is `prefix` + the action."""
    name = action.rpartition(".")[2]
    return Button(t(label_key, lang), id=f"{prefix}-{name}", action=action, classes=prefix)


class AppKeys(Horizontal):
    """A row of the app's F-key actions but those the screen offers otherwise (`skip`)."""

    DEFAULT_CSS = "AppKeys { height: auto; } AppKeys Button { margin-right: 1; }"

    def __init__(self, lang: str, skip: Iterable[str] = ()) -> None:
        super().__init__(classes="app-keys")
        self.lang = lang
        self.keys = [(action, key) for action, key in APP_KEYS if action not in set(skip)]

    def compose(self) -> ComposeResult:
        for action, key in self.keys:
            yield key_button(action, key, self.lang, "app-key")

    def on_mount(self) -> None:
        self.watch(self.app, "ui_lang", self._relabel, init=False)

    def _relabel(self, lang: str) -> None:
        relabel_keys(self.keys, self.query(Button).results(Button), lang)
