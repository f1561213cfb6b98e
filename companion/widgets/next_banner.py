"""The "next" banner at the top of the table: who must do what now, readable at a glance.

"▶ Dario — draw! for Jail": the decision the engine waits for, with the name first, on the
line under the header, above everything else, so that it stays on screen at any size.
"""

from __future__ import annotations

from textual.widgets import Static

from companion.choices import attack_card, pending_text
from companion.i18n import t
from companion.names import card_name, reason_name
from rules.bang.damage import beers_needed
from rules.bang.engine import Pending
from rules.bang.state import Check, DrawReveal
from rules.bang.turns import hand_limit
from rules.core.face_up import FaceUp
from rules.core.game import Game
from rules.duel.setup import DuelSetup


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

    def show(self, game: Game, lang: str) -> None:
        self.update(banner_text(game, lang))


def banner_text(game: Game, lang: str) -> str:
    """Who must do what now; a Duel's, a finished game's and a question to the whole table
    (a card that landed face up) is the status line's."""
    waiting = game.pending
    whole_table = waiting.kind == "game_over" or isinstance(waiting.request, FaceUp)
    if isinstance(game.setup, DuelSetup) or whole_table:
        return pending_text(game, lang)
    request = waiting.request
    player = waiting.player or getattr(request, "target", "")
    return t("banner", lang, player=player, what=_what(game, waiting, lang))


def _what(game: Game, waiting: Pending, lang: str) -> str:
    request, player = waiting.request, waiting.player or ""
    if isinstance(request, Check):
        return t("banner.check", lang, reason=reason_name(request.reason, lang))
    if isinstance(request, DrawReveal):
        return t(f"banner.{request.reason}", lang, n=request.remaining)
    if waiting.kind == "respond" and request is not None:
        return t("banner.respond", lang, attack=card_name(attack_card(request), lang))
    if waiting.kind == "dying":
        return t("banner.dying", lang, n=beers_needed(game.state.player(player)))
    if waiting.kind == "discard":
        return t("banner.discard", lang, limit=hand_limit(game.state.player(player)))
    return t(f"banner.{waiting.kind}", lang)
