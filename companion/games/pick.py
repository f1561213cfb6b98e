"""The one place the app tells the games apart: each game's presenter, by name or by setup."""

from __future__ import annotations

from companion.games.bang import BANG
from companion.games.duel import DUEL
from companion.games.presenter import Presenter
from rules.duel.setup import DuelSetup

PRESENTERS: dict[str, Presenter] = {BANG.name: BANG, DUEL.name: DUEL}
"""Each game's presenter by the game's name ("bang", "duel"), as card data names it."""


def presenter_for(setup: object) -> Presenter:
    """The presenter of the game `setup` starts: the one place the app tells games apart,
    by the setup the engine was given (its type, until the rules name their game kinds)."""
    return DUEL if isinstance(setup, DuelSetup) else BANG
