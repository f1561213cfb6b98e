"""Keep the focus where the player left it when part of a screen is built again.

Textual hands the focus of a removed widget to a neighbour (or to nothing), so after a tap
that rebuilds a form or a row of buttons, Enter would act somewhere else, or nowhere.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from textual.screen import Screen
from textual.widget import Widget


async def keeping_focus(
    screen: Screen, rebuild: Callable[[], Awaitable[None]], fallback: str | None = None
) -> None:
    """Rebuild, then focus the widget with the focused one's id again, else `fallback` (a
    selector), else leave the focus where the rebuild put it."""
    before = screen.focused
    await rebuild()
    for selector in (f"#{before.id}" if before is not None and before.id else None, fallback):
        if selector is not None and _focus(screen, selector):
            return


def _focus(screen: Screen, selector: str) -> bool:
    found = [w for w in screen.query(selector).results(Widget) if w.focusable]
    if found:
        found[0].focus(scroll_visible=True)
    return bool(found)
