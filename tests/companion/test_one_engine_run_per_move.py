"""The app runs the engine once per move: that one run says whether the move is refused, who
has won, what the log and the table's message say it set off, and how a draw! came out."""

from __future__ import annotations

from typing import Any

import pytest
from textual.widgets import Static

import rules.core.game as game_module
from companion.session import Session
from companion.store import Store
from rules import BANG
from rules.bang.moves import Move
from rules.bang.narration import LifeLost
from rules.bang.notation import parse
from tests.companion.conftest import steady_clock
from tests.companion.driver import (
    BARREL_CHECK,
    NAMES,
    WIDE,
    move,
    moves_to_the_end,
    open_table,
    slim_poet_at_a_table,
    table_setup,
)
from tests.companion.test_draw_panel import settle


class CountedRules:
    """A game's rules that count every run of a move from a state, told or not (`apply`,
    `narrated`), and pass everything else through."""

    def __init__(self, rules: Any) -> None:
        self.rules = rules
        self.runs: list[tuple[Any, Move]] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self.rules, name)

    def apply(self, state: Any, move: Move) -> Any:
        self.runs.append((state, move))
        return self.rules.apply(state, move)

    def narrated(self, state: Any, move: Move) -> Any:
        self.runs.append((state, move))
        return self.rules.narrated(state, move)

    def of(self, state: Any, move: Move) -> int:
        """How many times `move` was run from `state`."""
        return sum(1 for ran, moved in self.runs if ran is state and moved == move)


def counted(session: Session) -> CountedRules:
    """The session's game, its moves counted from now on."""
    rules = CountedRules(session.game.kind)
    session.game.kind = rules
    return rules


def counted_bang(monkeypatch: pytest.MonkeyPatch) -> CountedRules:
    """Every BANG! game made from now on (the app's too), its moves counted."""
    rules = CountedRules(BANG)
    kind_of = game_module.kind_of
    monkeypatch.setattr(
        game_module, "kind_of", lambda setup: rules if kind_of(setup) is BANG else kind_of(setup)
    )
    return rules


def new_session(tmp_path, *lines: str) -> Session:
    session = Session.start(
        Store(tmp_path / "games.sqlite3", steady_clock()), table_setup(NAMES), "t", "en"
    )
    for line in lines:
        assert session.play(parse(line, NAMES)) is None, line
    return session


def test_a_move_played_in_the_session_runs_the_engine_once(tmp_path) -> None:
    session = new_session(tmp_path, "Anna draws")
    rules = counted(session)
    assert session.play(parse("Anna plays BANG! on Ben", NAMES)) is None
    assert len(rules.runs) == 1
    assert session.history[-1].after is session.game.state


def test_a_refused_move_runs_the_engine_once_and_saves_nothing(tmp_path) -> None:
    session = new_session(tmp_path, "Anna draws")
    rules = counted(session)
    assert session.play(parse("Anna plays BANG! on Carla", NAMES)) is not None
    assert len(rules.runs) == 1 and session.seq == 1


def test_a_redo_plays_the_move_as_it_was_run_without_running_it_again(tmp_path) -> None:
    session = new_session(tmp_path, "Anna draws", "Anna plays BANG! on Ben")
    played = session.history[-1]
    session.undo()
    rules = counted(session)
    redone = session.redo()
    assert rules.runs == []
    assert redone is not None and redone.after is played.after
    assert redone.events == played.events and session.game.state is played.after


def test_a_move_that_wins_is_saved_as_won_from_its_one_run(tmp_path) -> None:
    lines = moves_to_the_end("Anna draws")
    session = new_session(tmp_path, *lines[:-1])
    rules = counted(session)
    assert session.play(parse(lines[-1], NAMES)) is None
    assert len(rules.runs) == 1 and session.game.winner is not None
    assert session.store.load(session.game_id).info.status == "over"


async def test_a_move_typed_at_the_table_is_run_once_and_told_from_its_events(
    make_app, monkeypatch
) -> None:
    rules = counted_bang(monkeypatch)
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, *BARREL_CHECK[:-2])
        said = await move(pilot, "Carla plays BANG! on Ben")
        logged = screen.session.history[-1]
        assert logged.move == parse("Carla plays BANG! on Ben", NAMES)
        assert rules.of(logged.before, logged.move) == 1
        assert said.startswith("Carla")


async def test_the_cameras_barrel_with_a_heart_says_success_from_the_checks_event(
    make_app, fake_camera, monkeypatch
) -> None:
    rules = counted_bang(monkeypatch)
    camera_ = fake_camera(("hearts", None))
    app = make_app(camera_factory=lambda: camera_)
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, *BARREL_CHECK)
        await settle(pilot, screen)
        logged = screen.session.history[-1]
        assert rules.of(logged.before, logged.move) == 1
        assert logged.events[0].succeeded
        message = str(screen.query_one("#message", Static).content)
        assert message.startswith("Camera: ♥, rank unread. Barrel: success.")


def test_a_duel_move_played_in_the_session_runs_the_engine_once_and_tells_its_events(
    tmp_path,
) -> None:
    store = Store(tmp_path / "games.sqlite3", steady_clock())
    session = Session.start(store, slim_poet_at_a_table(), "duel", "en")
    rules = counted(session)
    assert session.play(session.parse("Anna plays Colt (sheriff) on Slim Poet")) is None
    assert len(rules.runs) == 1
    assert session.play(session.parse("Ben passes")) is None
    assert len(rules.runs) == 2
    assert any(isinstance(event, LifeLost) for event in session.history[-1].events)
