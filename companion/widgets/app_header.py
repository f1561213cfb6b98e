"""The app's header: Textual's, without its icon."""

from __future__ import annotations

from textual.widgets import Header


class AppHeader(Header):
    """Textual's header with no icon: its "⭘" is in no font a browser is sure to have, and a
    served tablet drew it as an empty box (the icon only opens a command palette, which the
    app has not)."""

    def __init__(self) -> None:
        super().__init__(icon="")
