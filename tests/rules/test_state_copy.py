"""The states' hand-written copies (set slot by slot for speed) copy every field: a field added
to a state class and forgotten in its `copy` would be lost on the first move."""

from __future__ import annotations

import dataclasses

import pytest

from rules.bang.setup import deal
from rules.core.game import Game
from rules.duel.setup import deal as deal_duel


def _bang_objects():
    state = Game(deal(["Anna", "Ben", "Carla", "Dan"], seed=3)).state
    return [state, state.players[0]]


def _duel_objects():
    game = Game(deal_duel("Anna", "Ben", seed=3))
    while game.state.sides[0].pa is None:  # the characters are chosen first
        game.apply(game.legal_moves()[0])
    state = game.state
    side = state.sides[0]
    return [state, side, side.pa]


@pytest.mark.parametrize(
    "obj", [*_bang_objects(), *_duel_objects()], ids=lambda o: type(o).__name__
)
def test_a_state_copy_sets_every_field_and_shares_no_list(obj) -> None:
    new = obj.copy()
    for spec in dataclasses.fields(obj):
        assert hasattr(new, spec.name), f"{type(obj).__name__}.copy() leaves out {spec.name}"
        value = getattr(obj, spec.name)
        assert getattr(new, spec.name) == value
        if isinstance(value, list) and value:
            assert getattr(new, spec.name) is not value, f"{spec.name} is shared"
