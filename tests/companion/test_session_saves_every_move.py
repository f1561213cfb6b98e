"""Every move the session accepts is saved so that a resume replays the same game.

The faults found at real tables (Kit Carlson's unseen card, a Duel card known by its corner
only) each have their test; the fuzz test plays random games of both games in both modes
through the session, as the app does, and checks every step against a resume.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from companion.session import Session
from companion.store import Store
from rules.bang.cards import Card
from rules.bang.moves import Keep, PutBack
from rules.bang.setup import deal
from rules.core.moves import Discard, EndTurn, Reveal
from rules.duel.cards import Card as DuelCard
from rules.duel.setup import Camp, DuelSetup, InPlay
from tests.companion.session_fuzz import run

KIT_TABLE = ["Anna", "Ben", "Carla", "Dan"]
MEMORY = Path("/dev/shm")
"""Linux's folder in RAM."""


@pytest.fixture
def memory_folder(tmp_path: Path) -> Iterator[Path]:
    """A folder in RAM where there is one, else on disk: the fuzz checks what a save writes and
    a resume reads back, not the disk, and on disk each save's sync costs more than its move:
    in RAM the 2,500 moves take seconds, where on disk they ran into the time bound."""
    if not (MEMORY.is_dir() and os.access(MEMORY, os.W_OK)):
        yield tmp_path
        return
    with tempfile.TemporaryDirectory(dir=MEMORY, prefix="session-fuzz-") as folder:
        yield Path(folder)


def resumed(session: Session) -> Session:
    """The game rebuilt from its saved journal alone, as after a crash."""
    return Session.open(Store(session.store.path), session.game_id)


def sheriff_at_a_table(path, sheriff: str) -> Session:
    """A saved game in table mode: Anna, the Sheriff, plays `sheriff` (a character id)."""
    setup = deal(
        KIT_TABLE,
        [sheriff, "jesse_jones", "pedro_ramirez", "slab_the_killer"],
        ["sheriff", None, None, None],
        seed=3,
        full_information=False,
    )
    return Session.start(Store(path), setup, sheriff, "en")


def kit_carlson_at_a_table(path) -> Session:
    return sheriff_at_a_table(path, "kit_carlson")


def test_kit_carlson_keeps_two_cards_nobody_saw_and_the_game_resumes(tmp_path):
    session = kit_carlson_at_a_table(tmp_path / "games.sqlite3")
    assert session.play(session.parse("Anna draws")) is None
    offered = session.game.legal_moves()
    assert offered == [Keep("Anna", (Card(), Card()))]
    assert session.play(offered[0]) is None
    again = resumed(session)
    assert again.game.state == session.game.state
    assert len(again.game.state.player("Anna").hand) == 7  # 5 dealt to the Sheriff, 2 kept


def test_a_game_ended_while_kit_carlson_chooses_keeps_his_unseen_cards_and_resumes(tmp_path):
    """The fuzzer's 77 cards of 80, at a table: Anna (Kit, the Sheriff) is taken out by a
    correction while she looks at her three cards; they go to the discard pile with her hand."""
    session = kit_carlson_at_a_table(tmp_path / "games.sqlite3")
    assert session.play(session.parse("Anna draws")) is None
    for line in ("correct Anna life -5", "Anna passes"):  # no Beer from her unseen hand
        assert session.play(session.parse(line)) is None, line
    assert session.game.winner is not None
    assert len(session.game.state.discard) == 5 + 3  # her hand as dealt, and the three cards
    assert resumed(session).game.state == session.game.state


def test_kit_carlson_put_back_can_be_typed_without_naming_the_card(tmp_path):
    session = kit_carlson_at_a_table(tmp_path / "games.sqlite3")
    session.play(session.parse("Anna draws"))
    move = session.parse("Anna puts back a card")
    assert move == PutBack("Anna", Card())
    assert session.notation(move) == "Anna puts back a card"
    assert session.play(move) is None
    assert resumed(session).game.state == session.game.state


def test_a_card_shown_by_its_suit_alone_then_named_is_offered_as_a_target_and_resumes(tmp_path):
    """Black Jack's second card is read as a suit only (♣); he plays it as a Volcanic, so the
    table knows "Volcanic ♣" and not its rank. Every move offered on it must be written, saved
    and read back: the fuzzer found Panic! on it refused, the notation having no such card."""
    session = sheriff_at_a_table(tmp_path / "games.sqlite3", "black_jack")
    for line in ("Anna draws", "reveal ♣", "Anna plays Volcanic ♣", "Anna ends turn"):
        assert session.play(session.parse(line)) is None, line
    assert Card("volcanic", "clubs") in session.game.state.player("Anna").in_play
    assert session.play(session.parse("Anna discards a card")) is None
    assert session.play(session.parse("Ben draws")) is None
    on_it = [
        move
        for move in session.game.legal_moves()
        if getattr(move, "target_card", None) == Card("volcanic", "clubs")
    ]
    assert on_it, "Panic! on Anna's Volcanic ♣ is offered"
    assert session.play(on_it[0]) is None
    assert session.notation(on_it[0]).endswith("Volcanic ♣")
    assert resumed(session).game.state == session.game.state


def duel_at_the_discard(path) -> Session:
    """A table-mode Duel where Anna (4 life, 6 unseen cards) has just ended her turn."""
    lawmen = Camp("Anna", reserve_size=1, in_play=(InPlay("jango"),), hand_size=6)
    outlaws = Camp("Ben", reserve_size=1, in_play=(InPlay("sid_curry"),), hand_size=3)
    setup = DuelSetup(lawmen, outlaws, full_information=False, turn="Anna", phase="play")
    session = Session.start(Store(path), setup, "Duel", "en")
    assert session.play(EndTurn("Anna")) is None
    assert session.game.pending.kind == "discard"
    return session


def test_a_duel_discard_of_an_unseen_card_is_saved_and_resumes(tmp_path):
    session = duel_at_the_discard(tmp_path / "games.sqlite3")
    move = session.parse("Anna discards ()")
    assert move == Discard("Anna", DuelCard())
    assert session.play(move) is None
    assert session.notation(move) == "Anna discards a card"
    assert resumed(session).game.state == session.game.state


def test_a_duel_card_known_by_its_corner_resumes_as_that_card_not_the_named_one(tmp_path):
    session = duel_at_the_discard(tmp_path / "games.sqlite3")
    move = session.parse("Anna discards (barrel, sheriff)")
    assert move == Discard("Anna", DuelCard(None, "sheriff", "barrel"))
    assert session.play(move) is None
    again = resumed(session)
    assert [logged.move for logged in again.history] == [EndTurn("Anna"), move]
    assert again.game.state == session.game.state


def test_a_move_whose_saved_text_reads_otherwise_is_refused_before_it_is_played(tmp_path):
    session = kit_carlson_at_a_table(tmp_path / "games.sqlite3")
    seq, state = session.seq, session.game.state
    session.notation = lambda move, lang="en": "reveal Q♥"  # a notation that loses the move
    refusal = session.play(session.parse("Anna draws"))
    assert refusal is not None and refusal.code == "reads_otherwise"
    assert "reads as another move" in refusal.message("en")
    assert session.game.state == state and session.store.last_seq(session.game_id) == seq


def test_a_reveal_by_corner_only_is_saved_in_a_duel(tmp_path):
    session = duel_at_the_discard(tmp_path / "games.sqlite3")
    text = session.notation(Reveal(DuelCard(None, "outlaw", "dynamite")), "fr")
    assert text == "reveal (dynamite, hors-la-loi)"
    assert session.parse(text) == Reveal(DuelCard(None, "outlaw", "dynamite"))


def test_random_games_through_the_session_survive_every_save_and_resume(memory_folder):
    """Both games, both modes, buttons, typed lines, slips, refusals, undo and redo: after
    each step a second device catches up from the journal, and reopened games are the same.

    Bounded for CI; `bench/session_fuzz.py` is the long run. SESSION_FUZZ_SEED varies it."""
    seed = int(os.environ.get("SESSION_FUZZ_SEED", "20261127"))
    report = run(memory_folder, seed, moves=2_500, seconds=50)
    assert report.games >= 3 and report.played > 500, report.summary()
    assert report.clean, report.summary()
