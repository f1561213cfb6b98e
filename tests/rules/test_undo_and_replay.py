"""A game is its setup plus its log: undo, replay, saving and resuming give back the same state."""

from __future__ import annotations

from dataclasses import fields

import pytest

from rules.bang.notation import format_move, parse
from rules.bang.simulate import play_one
from rules.bang.state import Dying, State
from rules.core.game import Game
from rules.core.scenario import replay, setup_from_dict, setup_to_dict
from tests.rules.helpers import move, play, snapshot, start, waiting, who

TABLE = """
players:
  - {name: Anna, character: Jesse Jones, role: Sheriff, hand: [Panic! J♥, BANG! A♠, Wells Fargo]}
  - {name: Ben, character: Jesse Jones, role: Outlaw, hand: [Beer 6♥, Missed! 2♠, Gatling]}
  - {name: Carla, character: Jesse Jones, role: Outlaw}
  - {name: Dan, character: Jesse Jones, role: Renegade}
turn: Anna
phase: play
seed: 7
"""


def test_undo_takes_back_the_last_move() -> None:
    game = start(TABLE, "Anna plays BANG! on Ben")
    before = snapshot(game.state)
    play(game, "Ben plays Missed!")
    assert game.undo() == move(game, "Ben plays Missed!")
    assert snapshot(game.state) == before
    assert waiting(game) == ("Ben", "respond")
    assert len(game.log) == 1


def test_undo_with_no_move_is_an_error() -> None:
    with pytest.raises(IndexError):
        start(TABLE).undo()


def test_undo_then_the_same_move_gives_the_same_state() -> None:
    game = start(TABLE, "Anna plays Panic! on Ben: hand")
    after = snapshot(game.state)
    game.undo()
    play(game, "Anna plays Panic! on Ben: hand")
    assert snapshot(game.state) == after


def test_a_random_card_taken_in_full_mode_is_the_same_on_replay() -> None:
    game = start(TABLE, "Anna plays Panic! on Ben: hand")
    taken = who(game, "Anna").hand[-1]
    assert taken.kind in ("beer", "missed", "gatling")
    assert game.replayed().state.player("Anna").hand[-1] == taken


def test_a_game_replayed_from_its_log_is_the_same_game() -> None:
    game = start(
        TABLE,
        "Anna plays Panic! on Ben: hand",
        "Anna plays Wells Fargo",
        "Anna plays BANG! on Ben",
        "Ben passes",
        "Anna ends turn",
    )
    assert snapshot(game.replayed().state) == snapshot(game.state)
    assert game.replayed().log == game.log


def test_a_saved_game_resumes_from_its_text() -> None:
    game, _ = play_one(5, seed=3)
    names = [seat.name for seat in game.setup.seats]
    saved = (setup_to_dict(game.setup), [format_move(m, "fr") for m in game.log])
    resumed = Game(setup_from_dict(saved[0]), [parse(line, names) for line in saved[1]])
    assert resumed.state == game.state
    assert resumed.winner == game.winner is not None


def test_check_tells_without_changing_anything() -> None:
    game = start(TABLE)
    before = snapshot(game.state)
    assert game.check(move(game, "Anna plays BANG! on Ben")) is None
    assert game.check(move(game, "Anna plays BANG! on Carla")).code == "out_of_range"
    assert snapshot(game.state) == before
    assert game.log == []


def test_a_scenario_replay_reports_each_verdict_and_goes_on() -> None:
    setup = setup_from_dict({**_document(), "mode": "full"})
    game, outcomes = replay(
        setup,
        [
            "Anna plays BANG! on Carla",
            "Anna flies away",
            "Anna plays BANG! on Ben",
            "Ben plays Missed!",
        ],
    )
    assert [o.accepted for o in outcomes] == [False, False, True, True]
    assert outcomes[0].refusal is not None and outcomes[0].refusal.code == "out_of_range"
    assert outcomes[1].unreadable is not None
    assert len(game.log) == 2


def _document() -> dict:
    import yaml

    return yaml.safe_load(TABLE)


def test_a_state_copy_keeps_every_field_and_shares_no_list() -> None:
    """The copy is written out by hand for speed: a field it forgot would be reset."""
    game, _ = play_one(5, seed=3, check_every=0)
    state = game.state
    state.store.append(state.deck[-1])
    state.stack.append(state.stack[-1] if state.stack else Dying(state.players[0].name, None))
    copied = state.copy()
    for field in fields(State):
        assert getattr(copied, field.name) == getattr(state, field.name), field.name
        if isinstance(getattr(state, field.name), list):
            assert getattr(copied, field.name) is not getattr(state, field.name), field.name
    for player, copy in zip(state.players, copied.players, strict=True):
        assert copy == player and copy is not player
        assert copy.hand is not player.hand and copy.in_play is not player.in_play
