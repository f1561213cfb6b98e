"""The four language buttons the start and set-up screens share."""

from __future__ import annotations

from collections.abc import Iterator

from textual.widgets import Button

from companion.i18n import UI_LANGUAGES, language_label


def language_buttons(current: str) -> Iterator[Button]:
    for lang in UI_LANGUAGES:
        yield Button(
            language_label(lang),
            id=f"lang-{lang}",
            classes="language",
            variant="primary" if lang == current else "default",
        )


def pressed_language(event: Button.Pressed) -> str:
    event.stop()
    return (event.button.id or "lang-en").removeprefix("lang-")
