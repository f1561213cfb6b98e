"""The rules engine's one front door: `import rules` gives the whole public API.

    import rules
    game = rules.Game(rules.deal(["Anna", "Ben", "Carl", "Dora"], seed=7))
    move = rules.BANG.parse("Dora draws", rules.BANG.players(game.setup))
    game.apply(move)

Inside, rules.core holds what every game shares (the game and its log, moves, pending
decisions, refusals, table knowledge, notation, scenario files) and imports no game;
rules.bang (BANG!) and rules.duel (BANG! Duel) are siblings on it that never import each
other, each exporting one game kind (`BANG`, `DUEL`) that the core runs through the
`GameKind` protocol. docs/architecture.md has the picture.
"""

from typing import Any

from rules.bang import BANG
from rules.bang.moves import (
    CORRECTIONS,
    DISCARD,
    Ability,
    Choose,
    Correction,
    FixRole,
    Keep,
    Move,
    MoveCard,
    Place,
    PutBack,
    RevealRole,
)
from rules.bang.setup import Seat, Setup, SetupError, deal
from rules.core.explained import Explained
from rules.core.game import Game
from rules.core.kind import GameKind, kind_named, kind_of
from rules.core.moves import (
    HAND,
    Discard,
    Draw,
    DrawCheck,
    EndTurn,
    FixHand,
    FixLife,
    Pass,
    Pick,
    Play,
    Reveal,
)
from rules.core.notation_errors import NotationError
from rules.core.pending import GAME_OVER, Pending
from rules.core.refusals import IllegalMove
from rules.core.scenario import Outcome, load, replay, replaying, setup_from_dict, setup_to_dict
from rules.core.scenario_file import ScenarioError
from rules.duel import DUEL
from rules.duel.setup import DuelSetup, DuelSetupError

KINDS: tuple[GameKind[Any, Any, Any], ...] = (BANG, DUEL)
"""Every game the engine plays, BANG! first."""

__all__ = [
    "BANG",
    "CORRECTIONS",
    "DISCARD",
    "DUEL",
    "GAME_OVER",
    "HAND",
    "KINDS",
    "Ability",
    "Choose",
    "Correction",
    "Discard",
    "Draw",
    "DrawCheck",
    "DuelSetup",
    "DuelSetupError",
    "EndTurn",
    "Explained",
    "FixHand",
    "FixLife",
    "FixRole",
    "Game",
    "GameKind",
    "IllegalMove",
    "Keep",
    "Move",
    "MoveCard",
    "NotationError",
    "Outcome",
    "Pass",
    "Pending",
    "Pick",
    "Place",
    "Play",
    "PutBack",
    "Reveal",
    "RevealRole",
    "ScenarioError",
    "Seat",
    "Setup",
    "SetupError",
    "deal",
    "kind_named",
    "kind_of",
    "load",
    "replay",
    "replaying",
    "setup_from_dict",
    "setup_to_dict",
]
