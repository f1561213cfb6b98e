"""The one place the app tells the games apart: each game's presenter, by its game kind's name."""

from __future__ import annotations

from companion.games.bang import BANG
from companion.games.duel import DUEL
from companion.games.presenter import Presenter
from rules.core.kind import kind_of

PRESENTERS: dict[str, Presenter] = {BANG.name: BANG, DUEL.name: DUEL}
"""Each game's presenter by the name of its game kind ("bang", "duel": `rules.KINDS`)."""


def presenter_for(setup: object) -> Presenter:
    """The presenter of the game `setup` starts, by the kind the rules give that setup."""
    return PRESENTERS[kind_of(setup).name]
