"""A visible way back, for screens that a tablet cannot leave with Escape.

Tablet keyboards have no Escape key, so every screen and modal shows this button; it runs the
same action as the screen's Escape binding, so the two can never disagree.
"""

from __future__ import annotations

from textual.events import Click
from textual.screen import ModalScreen
from textual.widgets import Button

from companion.i18n import t


class CloseButton(Button):
    """Runs `action` (an action string such as "screen.cancel" or "app.pop_screen")."""

    DEFAULT_CSS = "CloseButton { min-width: 10; }"

    def __init__(self, lang: str, action: str, *, id: str = "close") -> None:
        super().__init__("✕ " + t("close", lang), id=id, variant="default", classes="close")
        self.action = action

    async def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        await self.run_action(self.action)


class TapOutsideCloses:
    """For a modal screen: a tap on the dimmed table around the box closes it, as on phones.

    The modal names its close action in `CLOSE_ACTION`, the one its Escape binding runs."""

    CLOSE_ACTION = "screen.dismiss"

    async def on_click(self, event: Click) -> None:
        if isinstance(self, ModalScreen) and event.widget is self:
            await self.run_action(self.CLOSE_ACTION)
