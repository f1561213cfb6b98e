"""How many devices a table takes at once, and what the next one is told.

Every connected page is an app process on the host (about 45 MB and its share of the CPU), so
a device that reloads in a loop, or a flood of websockets, could otherwise exhaust the host's
memory. Past the limit a page gets a short message in the app's language instead of an app.
"""

from __future__ import annotations

from companion.serving.token_guard import refusal_page

_TABLE_FULL = {
    "fr": (
        "Table complète",
        "Cette table a déjà {devices} appareils connectés : fermez-en un et rechargez la page.",
    ),
    "it": (
        "Tavolo al completo",
        "Questo tavolo ha già {devices} dispositivi collegati: chiudine uno e ricarica la pagina.",
    ),
    "nl": (
        "Tafel vol",
        "Aan deze tafel zijn al {devices} apparaten verbonden: sluit er een en laad de pagina "
        "opnieuw.",
    ),
    "en": (
        "Table full",
        "This table already has {devices} devices connected; close one and reload.",
    ),
}


def table_full_message(lang: str, devices: int) -> tuple[str, str]:
    """(title, sentence) for a device turned away, in `lang` (English if it has none)."""
    title, sentence = _TABLE_FULL.get(lang, _TABLE_FULL["en"])
    return title, sentence.format(devices=devices)


def table_full_page(lang: str, devices: int) -> str:
    """The page a device loads when the table is full."""
    title, sentence = table_full_message(lang, devices)
    return refusal_page(title, sentence, lang if lang in _TABLE_FULL else "en")


def table_full_screen(lang: str, devices: int) -> bytes:
    """The same words for the terminal of a page whose websocket came in past the limit."""
    title, sentence = table_full_message(lang, devices)
    return f"\x1b[2J\x1b[H\r\n  {title}\r\n\r\n  {sentence}\r\n".encode()
