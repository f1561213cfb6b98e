"""The app's F-key actions as buttons, for every screen.

In a browser the F-keys belong to the browser (F6 moves to its address bar) and a tablet has
none, so each action a key runs is also a button. The button runs the same action string as
the key's binding, so the two cannot disagree. A button names its key ("Undo ^Z") only in a
terminal: on a served page the key is the browser's, or there is no keyboard at all.
"""

from __future__ import annotations

import re
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
_KEY = re.compile(r"\s+(\^[A-Z]|F\d+)$")
"""The key a label ends with: " ^Z", " F10"."""


def key_label(label_key: str, lang: str, keys: bool) -> str:
    """The label in `lang`, with its key if `keys` (a terminal), else without it."""
    label = t(label_key, lang)
    return label if keys else _KEY.sub("", label)


def relabel_keys(
    keys: Sequence[tuple[str, str]], buttons: Iterable[Button], lang: str, shown: bool
) -> None:
    """Label the buttons of `keys` (made by key_button, in that order) in `lang`, with their
    keys if `shown`."""
    for (_action, key), button in zip(keys, buttons, strict=True):
        button.label = key_label(key, lang, shown)


def key_button(action: str, label_key: str, lang: str, prefix: str, keys: bool) -> Button:
    """A button that runs `action`, labelled with its key if `keys`; its id is `prefix` + the
    action."""
    name = action.rpartition(".")[2]
    label = key_label(label_key, lang, keys)
    return Button(label, id=f"{prefix}-{name}", action=action, classes=prefix)


class AppKeys(Horizontal):
    """A row of the app's F-key actions but those the screen offers otherwise (`skip`)."""

    DEFAULT_CSS = "AppKeys { height: auto; } AppKeys Button { margin-right: 1; }"

    def __init__(self, lang: str, skip: Iterable[str] = ()) -> None:
        super().__init__(classes="app-keys")
        self.lang = lang
        self.keys = [(action, key) for action, key in APP_KEYS if action not in set(skip)]

    def compose(self) -> ComposeResult:
        for action, key in self.keys:
            yield key_button(action, key, self.lang, "app-key", not self.app.is_web)

    def on_mount(self) -> None:
        self.watch(self.app, "ui_lang", self._relabel, init=False)

    def _relabel(self, lang: str) -> None:
        relabel_keys(self.keys, self.query(Button).results(Button), lang, not self.app.is_web)
