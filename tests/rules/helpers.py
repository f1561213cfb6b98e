"""Rule situations written as scenarios: a YAML table, then moves in the notation.

`start` builds a Game from a compact scenario (the format of rules.core.scenario, read by
`setup_from_dict`) and plays the given lines; `play` plays more lines; `refused` checks that a
line is refused without changing anything and returns the refusal code.

Scenarios here are in full mode (every card known, draw! checks settled by the deck) unless
they say `mode: table`; in full mode a player whose hand is not listed is dealt random cards,
so tests list every hand that matters (`hand: []` for none).
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

import yaml

from rules.bang.cards import Card
from rules.bang.moves import Move
from rules.bang.notation import parse, parse_card
from rules.bang.state import Player, State
from rules.core.game import Game
from rules.core.refusals import IllegalMove
from rules.core.scenario import setup_from_dict
from tests.rules.brute_force import brute_force_legal_moves


def start(scenario: str, *lines: str) -> Game:
    """The game a YAML scenario sets up, with `lines` played (each must be accepted)."""
    document: dict[str, Any] = yaml.safe_load(scenario)
    document.setdefault("mode", "full")
    return play(Game(setup_from_dict(document)), *lines)


def play(game: Game, *lines: str) -> Game:
    """Play each line in turn; a refused line fails the test with the engine's reason. Each
    state played through must offer the legal moves that trying every candidate finds."""
    for line in lines:
        assert game.legal_moves() == brute_force_legal_moves(game.state)
        refusal = game.check(move(game, line))
        assert refusal is None, f"{line!r} refused: {refusal.code}: {refusal.message()}"
        game.apply(move(game, line))
    return game


def move(game: Game, line: str) -> Move:
    return parse(line, [seat.name for seat in game.setup.seats])


def refused(game: Game, line: str) -> str:
    """The refusal code of `line`, after checking that the refused move changed nothing."""
    before = snapshot(game.state)
    length = len(game.log)
    try:
        game.apply(move(game, line))
    except IllegalMove as refusal:
        assert snapshot(game.state) == before
        assert len(game.log) == length
        return refusal.code
    raise AssertionError(f"{line!r} was accepted")


def snapshot(state: State) -> dict[str, Any]:
    """Everything in the state, as plain data, to compare before and after."""
    return asdict(state)


def who(game: Game, name: str) -> Player:
    return game.state.player(name)


def card(text: str) -> Card:
    """A card written as in a scenario: "BANG! 5♦", "Beer", "Q♥"."""
    return parse_card(text)


def kinds(pile: list[Card]) -> list[str | None]:
    """The card ids of a pile or hand, in order."""
    return [card.kind for card in pile]


def waiting(game: Game) -> tuple[str | None, str]:
    """(player, kind) of the pending decision."""
    return game.pending.player, game.pending.kind
