"""Duel rule situations as scenarios: a table (the `game: duel` scenario format), then moves.

`start` sets up a full-mode table in the play phase of Anna's turn (Anna: lawmen, Ben:
outlaws) unless told otherwise, and plays the given lines; every hand that matters is listed
(`hand: []` for none), since unlisted hands are dealt at random.
"""

from __future__ import annotations

from typing import Any

from rules.bang.moves import Move
from rules.core.game import Game
from rules.duel.notation import parse
from rules.duel.scenario import setup_from_dict
from rules.duel.state import DuelState, Fighter, Side

PLAYERS = ("Anna", "Ben")


def start(lawmen: dict[str, Any], outlaws: dict[str, Any], *lines: str, **table: Any) -> Game:
    document = {
        "game": "duel",
        "mode": "full",
        "phase": "play",
        "lawmen": {"player": "Anna", **lawmen},
        "outlaws": {"player": "Ben", **outlaws},
        **table,
    }
    return play(Game(setup_from_dict(document)), *lines)


def play(game: Game, *lines: str) -> Game:
    """Play each line; a refused line fails the test with the engine's reason."""
    for line in lines:
        refusal = game.check(move(line))
        assert refusal is None, f"{line!r} refused: {refusal.code}: {refusal.message()}"
        game.apply(move(line))
    return game


def move(line: str) -> Move:
    return parse(line, PLAYERS)


def refused(game: Game, line: str) -> str:
    """The refusal code of `line`; the game is left as it was."""
    before = len(game.log)
    refusal = game.check(move(line))
    assert refusal is not None, f"{line!r} was accepted"
    assert len(game.log) == before
    return refusal.code


def fighter(game: Game, character: str) -> Fighter:
    return game.state.fighter(character)


def side(game: Game, player: str) -> Side:
    state: DuelState = game.state
    return state.side(player)


def kinds(cards: list[Any]) -> list[str | None]:
    return [card.kind for card in cards]


def waiting(game: Game) -> tuple[str | None, str]:
    return game.pending.player, game.pending.kind
