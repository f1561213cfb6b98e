"""How many devices a table takes at once, and what the next one is told.

Every connected page is an app process on the host (about 45 MB and its share of the CPU), so
a device that reloads in a loop, or a flood of websockets, could otherwise exhaust the host's
memory. Past the limit a page gets a short message in the app's language instead of an app.
"""

from __future__ import annotations

from companion.i18n import UI_LANGUAGES, t
from companion.serving.token_guard import refusal_page


def table_full_message(lang: str, devices: int) -> tuple[str, str]:
    """(title, sentence) for a device turned away, in `lang` (English if it has none)."""
    return t("table_full.title", lang), t("table_full.sentence", lang, devices=devices)


def table_full_page(lang: str, devices: int) -> str:
    """The page a device loads when the table is full."""
    title, sentence = table_full_message(lang, devices)
    return refusal_page(title, sentence, lang if lang in UI_LANGUAGES else "en")


def table_full_screen(lang: str, devices: int) -> bytes:
    """The same words for the terminal of a page whose websocket came in past the limit."""
    title, sentence = table_full_message(lang, devices)
    return f"\x1b[2J\x1b[H\r\n  {title}\r\n\r\n  {sentence}\r\n".encode()
