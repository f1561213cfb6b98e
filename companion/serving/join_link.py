"""The join link for the app's "join from a tablet" menu, handed down by the server.

The server starts one app process per browser connection; in LAN mode it puts the link (with
its secret token) in the environment of every process it starts, so a player already at the
table can show the QR code to the next one. An app that was not served to the LAN has no link,
and says how to get one.
"""

from __future__ import annotations

import os

from companion.serving.qr_code import qr_text_lines

JOIN_URL_ENV = "BANG_COMPANION_JOIN_URL"


def join_url() -> str | None:
    """The link a tablet opens to join this table, or None when the app is not served."""
    return os.environ.get(JOIN_URL_ENV) or None


def join_qr_lines() -> list[str] | None:
    """The join link as QR text lines, to draw dark on light (None when not served).

    For a Textual screen: `Static("\\n".join(lines))` with `color: black; background: white;`
    and `width: auto`, with the link itself printed below it for those who type it.
    """
    url = join_url()
    return qr_text_lines(url) if url else None
