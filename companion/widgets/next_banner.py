"""The "next" banner at the top of the table: who must do what now, readable at a glance.

"▶ Dario — draw! for Jail": the decision the engine waits for, with the name first, on the
line under the header, above everything else, so that it stays on screen at any size.
"""

from __future__ import annotations

from textual.widgets import Static

from companion.games.presenter import Presenter
from rules.core.game import Game


class NextBanner(Static):
    """One line: the player who decides, and what."""

    DEFAULT_CSS = """
    NextBanner {
        height: auto;
        padding: 0 1;
        background: $primary-darken-3;  /* apart from the Header, whose row it follows */
        color: $warning;
        text-style: bold;
    }
    """

    def __init__(self) -> None:
        super().__init__(id="next-banner", markup=False)

    def show(self, presenter: Presenter, game: Game, lang: str) -> None:
        self.update(presenter.banner_text(game, lang))
