"""`Game.apply` runs a move through the engine once and returns the events of what it set off:
the state is the one the untold engine gives, the events are the narration's, and a refused
move still changes nothing."""

from __future__ import annotations

import pytest

from rules.bang.narration import CheckResult, LifeLost
from rules.bang.simulate import play_one
from rules.core.game import Game
from rules.core.refusals import IllegalMove
from rules.duel.simulate import play_one as play_duel
from tests.rules.helpers import card, move, start
from tests.rules.test_characters import table


def barrel_check(top: str) -> Game:
    """Anna has shot Ben, who holds a Barrel; `top` is the deck's top card."""
    return start(table(ben_extra=", in_play: [Barrel]", top=top), "Anna plays BANG! on Ben")


def test_a_barrel_check_showing_hearts_says_it_succeeded() -> None:
    game = barrel_check("Beer 6♥")
    events = game.apply(move(game, "Ben uses Barrel"))
    shown = card("Beer 6♥")
    assert events == (CheckResult("Ben", "barrel", (shown,), shown, "dodged"),)
    assert events[0].succeeded


def test_a_barrel_check_showing_spades_says_it_failed() -> None:
    game = barrel_check("Missed! 4♠")
    (result,) = game.apply(move(game, "Ben uses Barrel"))
    assert isinstance(result, CheckResult) and not result.succeeded


def test_a_dynamite_that_passes_on_succeeded_and_one_that_explodes_did_not() -> None:
    passes = start(table(ben_extra=", in_play: [Dynamite]", top="Beer 6♥"))
    explodes = start(table(ben_extra=", in_play: [Dynamite]", top="Missed! 4♠"))
    assert passes.apply(move(passes, "Anna ends turn"))[0].succeeded
    told = explodes.apply(move(explodes, "Anna ends turn"))
    assert not told[0].succeeded and LifeLost("Ben", 3, 1) in told


def test_a_refused_move_returns_no_events_and_changes_nothing() -> None:
    game = barrel_check("Beer 6♥")
    state, log = game.state, list(game.log)
    with pytest.raises(IllegalMove):
        game.apply(move(game, "Carla uses Barrel"))
    assert game.state is state and game.log == log


def test_a_move_attempted_is_played_only_when_recorded() -> None:
    game = barrel_check("Beer 6♥")
    before = game.state
    applied = game.attempt(move(game, "Ben uses Barrel"))
    assert game.state is before and applied.before is before
    game.record(applied)
    assert game.state is applied.after and game.log[-1] == applied.move


def test_a_move_run_from_another_state_is_not_recorded() -> None:
    game = barrel_check("Beer 6♥")
    applied = game.attempt(move(game, "Ben uses Barrel"))
    game.record(applied)
    with pytest.raises(ValueError):
        game.record(applied)


@pytest.mark.parametrize("kind", ["bang", "duel"])
def test_every_bot_move_told_ends_in_the_state_the_untold_engine_gives(kind: str) -> None:
    games = (
        [play_one(players, seed, check_every=0)[0] for players, seed in ((4, 3), (7, 11))]
        if kind == "bang"
        else [play_duel(seed, check_every=0)[0] for seed in (2, 5)]
    )
    for played in games:
        game = Game(played.setup)
        for each in played.log:
            untold = game.kind.apply(game.state, each)
            game.apply(each)
            assert game.state == untold
        assert game.state == played.state
