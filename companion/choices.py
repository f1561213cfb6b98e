"""The pending decision as a tree of touch choices, and as one line, for any game.

The leaves are exactly the engine's legal moves (Game.legal_moves), grouped step by step;
each game lays its own out (companion/games/bang_choices.py, duel_choices.py) with the
pieces of companion/choice_tree.py. The screens ask the session's presenter; these two are
for a bare Game (tests, scripts), whose presenter is picked from its setup.
"""

from __future__ import annotations

from companion.choice_tree import Choice
from companion.games.pick import presenter_for
from rules.core.game import Game

__all__ = ["Choice", "choices", "pending_text"]


def choices(game: Game, lang: str) -> Choice:
    """The root of the choice tree for the decision the game is waiting for."""
    return presenter_for(game.setup).choices(game, lang)


def pending_text(game: Game, lang: str) -> str:
    """What the game waits for, as one line for the status bar."""
    return presenter_for(game.setup).pending_text(game, lang)
