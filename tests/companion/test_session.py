"""A session keeps the engine and the saved journal in step: play, undo, redo, resume, share."""

from __future__ import annotations

import sqlite3

import pytest

from companion.export import export_text
from companion.session import RecordError, Session
from companion.store import Conflict, Store
from rules.bang.notation import parse
from rules.bang.setup import deal
from tests.companion.conftest import steady_clock
from tests.companion.driver import finishing_line

NAMES = ["Anna", "Ben", "Carla", "Dan"]


def new_session(path) -> Session:
    setup = deal(
        NAMES,
        ["willy_the_kid", "jesse_jones", "pedro_ramirez", "slab_the_killer"],
        ["sheriff", None, None, None],
        seed=3,
        full_information=False,
    )
    return Session.start(Store(path, steady_clock()), setup, ", ".join(NAMES), "en")


def play(session: Session, *lines: str) -> None:
    for line in lines:
        assert session.play(parse(line, NAMES)) is None, line


def test_every_move_is_saved_and_a_reopened_game_is_the_same(tmp_path):
    path = tmp_path / "games.sqlite3"
    session = new_session(path)
    play(session, "Anna draws", "Anna plays BANG! on Ben", "Ben plays Missed!")
    again = Session.open(Store(path), session.game_id)
    assert again.game.state == session.game.state
    assert [logged.move for logged in again.history] == [old.move for old in session.history]


def test_a_refused_move_is_neither_applied_nor_saved(tmp_path):
    session = new_session(tmp_path / "games.sqlite3")
    play(session, "Anna draws")
    refusal = session.play(parse("Anna plays BANG! on Carla", NAMES))
    assert refusal is not None and refusal.code == "out_of_range"
    assert session.seq == 1
    assert session.store.last_seq(session.game_id) == 1


def test_undo_and_redo_are_recorded_and_survive_a_restart(tmp_path):
    path = tmp_path / "games.sqlite3"
    session = new_session(path)
    play(session, "Anna draws", "Anna plays BANG! on Ben", "Ben passes")
    session.undo()
    session.undo()
    again = Session.open(Store(path), session.game_id)
    assert len(again.history) == 1 and len(again.undone) == 2
    assert again.redo() is not None
    assert again.game.pending.player == "Ben"
    kinds = [entry.kind for entry in again.store.entries(again.game_id)]
    assert kinds == ["move", "move", "move", "undo", "undo", "redo"]


def test_a_new_move_after_undo_forgets_what_could_be_redone(tmp_path):
    session = new_session(tmp_path / "games.sqlite3")
    play(session, "Anna draws", "Anna plays BANG! on Ben")
    session.undo()
    play(session, "Anna plays BANG! on Dan")
    assert session.undone == [] and session.redo() is None
    assert Session.open(session.store, session.game_id).undone == []


def test_undo_with_nothing_to_undo_says_so(tmp_path):
    session = new_session(tmp_path / "games.sqlite3")
    assert session.undo() is None and session.redo() is None


def test_two_devices_sharing_a_game_catch_up_and_never_both_write(tmp_path):
    path = tmp_path / "games.sqlite3"
    laptop = new_session(path)
    tablet = Session.open(Store(path), laptop.game_id)
    play(laptop, "Anna draws")
    with pytest.raises(Conflict):
        tablet.play(parse("Anna draws", NAMES))
    assert tablet.game.state == laptop.game.state, "the conflict made the tablet catch up"
    play(tablet, "Anna ends turn")
    assert [entry.text for entry in laptop.sync()] == ["Anna ends turn"]
    assert laptop.game.pending.kind == "discard"
    assert laptop.game.state == tablet.game.state
    assert laptop.sync() == ()


def test_the_game_status_follows_the_winner(tmp_path):
    session = new_session(tmp_path / "games.sqlite3")
    play(session, "Anna draws")
    while session.game.pending.kind != "game_over":
        play(session, finishing_line(session.game))
    assert session.store.games()[0].status == "over"
    session.undo()
    assert session.store.games()[0].status == "playing"


def refused_journal(path) -> Session:
    """A saved game whose second entry, written behind the app's back, the rules refuse."""
    session = new_session(path)
    play(session, "Anna draws")
    with sqlite3.connect(path) as db:
        db.execute(
            "INSERT INTO entries VALUES (?, 2, 'move', 'Anna plays Missed!', '2025-01-01T00:00')",
            (session.game_id,),
        )
    return session


def test_a_journal_that_no_longer_replays_is_reported_and_kept(tmp_path):
    path = tmp_path / "games.sqlite3"
    session = refused_journal(path)
    before = path.read_bytes()
    with pytest.raises(RecordError, match="entry 2") as error:
        Session.open(Store(path), session.game_id)
    assert error.value.entry == 2
    assert path.read_bytes() == before


def test_a_journal_that_no_longer_replays_plays_on_from_a_copy_up_to_the_refused_entry(tmp_path):
    path = tmp_path / "games.sqlite3"
    session = refused_journal(path)
    store = Store(path)
    kept = store.entries(session.game_id)
    copy = Session.rescue(store, session.game_id, "copy")
    assert copy.game_id != session.game_id
    assert copy.title == "Anna, Ben, Carla, Dan (copy)"
    assert [entry.text for entry in store.entries(copy.game_id)] == ["Anna draws"]
    assert store.entries(copy.game_id)[0].time == kept[0].time
    assert copy.game.state == session.game.state
    play(copy, "Anna plays BANG! on Ben")
    assert Session.open(Store(path), copy.game_id).game.state == copy.game.state
    assert store.entries(session.game_id) == kept
    with pytest.raises(RecordError, match="entry 2"):
        Session.open(store, session.game_id)


def test_a_rescued_copy_keeps_what_was_undone_before_the_refused_entry(tmp_path):
    path = tmp_path / "games.sqlite3"
    session = new_session(path)
    play(session, "Anna draws", "Anna plays BANG! on Ben")
    session.undo()
    with sqlite3.connect(path) as db:
        db.execute(
            "INSERT INTO entries VALUES (?, 4, 'move', 'Zorro draws', '2025-01-01T00:00')",
            (session.game_id,),
        )
    copy = Session.rescue(Store(path), session.game_id, "copy")
    assert copy.game.state == session.game.state
    assert copy.redo() is not None
    assert copy.history[-1].move == parse("Anna plays BANG! on Ben", NAMES)


def test_a_broken_setup_is_reported(tmp_path):
    path = tmp_path / "games.sqlite3"
    store = Store(path)
    game = store.create_game("bad", {"players": [{"name": "Anna", "character": "Nobody"}]}, "en")
    with pytest.raises(RecordError, match="its setup") as error:
        Session.open(store, game)
    assert error.value.entry is None


def test_why_a_saved_move_is_refused_reads_in_the_tables_language(tmp_path):
    path = tmp_path / "games.sqlite3"
    session = refused_journal(path)
    with pytest.raises(RecordError) as error:
        Session.open(Store(path), session.game_id)
    reason = error.value.reason("fr")
    assert "entrée 2" in reason  # where the record failed, in French too
    assert reason.endswith("Raté ! ne se joue que pour esquiver un tir.")
    assert str(error.value).endswith("Missed! is only played to dodge a shot.")


def test_a_branch_after_undo_is_what_resume_and_a_second_device_give_back(tmp_path):
    path = tmp_path / "games.sqlite3"
    session = new_session(path)
    other = Session.open(Store(path), session.game_id)
    play(session, "Anna draws", "Anna plays BANG! on Ben", "Ben passes")
    session.undo()
    session.undo()
    play(session, "Anna plays BANG! on Dan")
    assert other.sync()
    for again in (Session.open(Store(path), session.game_id), other):
        assert again.game.state == session.game.state
        assert [logged.move for logged in again.history] == [
            parse(line, NAMES) for line in ("Anna draws", "Anna plays BANG! on Dan")
        ]
        (branch,) = again.abandoned
        assert branch.at == 1
        assert [logged.move for logged in branch.moves] == [
            parse(line, NAMES) for line in ("Anna plays BANG! on Ben", "Ben passes")
        ]
        assert again.just_branched and again.redo() is None
        export = export_text(again, "en")
        assert "Moves taken back, then replaced:\n  after move 1:\n" in export
        assert "      Anna plays BANG! on Ben\n      Ben takes the hit" in export


def test_corrections_are_saved_undone_redone_and_resumed_like_moves(tmp_path):
    path = tmp_path / "games.sqlite3"
    session = new_session(path)
    other = Session.open(Store(path), session.game_id)
    play(
        session,
        "Anna draws",
        "correct Ben life -1",
        "correct move Barrel from Ben's hand to Ben's table",
        "correct Carla holds 6 cards",
        "correct Dan is Renegade",
    )
    session.undo()
    session.redo()
    kinds = [entry.kind for entry in session.store.entries(session.game_id)]
    assert kinds == ["move"] * 5 + ["undo", "redo"]
    assert other.sync()
    for again in (Session.open(Store(path), session.game_id), other):
        assert again.game.state == session.game.state
        ben = again.game.state.player("Ben")
        assert ben.life == 3 and [card.kind for card in ben.in_play] == ["barrel"]
        assert again.game.state.player("Dan").role == "renegade"


def test_a_refused_correction_is_neither_applied_nor_saved(tmp_path):
    session = new_session(tmp_path / "games.sqlite3")
    play(session, "Anna draws")
    before = session.game.state
    refusal = session.play(parse("correct Anna life +1", NAMES))
    assert refusal is not None and refusal.code == "correction_life_range"
    assert session.game.state is before and session.store.last_seq(session.game_id) == 1
