"""Kit Carlson's keep, Lucky Duke's choice, Sid Ketchum's heal and Calamity Janet's answers at a
table, through the app's Session: the buttons offer them, a wrong one is refused with the rules'
reason, and each move played resumes from the saved journal."""

from __future__ import annotations

from pathlib import Path

import yaml
from textual.widgets import Button, Static

from companion.choices import choices, pending_text
from companion.session import Session
from companion.store import Store
from rules.bang.cards import Card
from rules.bang.moves import Choose, Keep
from rules.core.scenario import setup_from_dict
from tests.companion.driver import WIDE, message, move, table, tap

TABLE = """
mode: table
players:
  - {name: Anna, character: Willy the Kid, role: Sheriff, hand: 4}
  - {name: Ben, character: Lucky Duke, hand: 3, in_play: [Barrel]}
  - {name: Carla, character: Calamity Janet, hand: 3}
  - {name: Dan, character: Sid Ketchum, hand: 3}
  - {name: Eve, character: Kit Carlson, hand: 2}
turn: Anna
phase: play
"""


def session_at(where: Path | Store, *lines: str, scenario: str = TABLE) -> Session:
    """A table-mode game of the scenario saved in a folder's store (or the app's), with
    `lines` played through the session."""
    store = where if isinstance(where, Store) else Store(where / "games.sqlite3")
    setup = setup_from_dict(yaml.safe_load(scenario))
    session = Session.start(store, setup, "decisions", "en")
    for line in lines:
        assert session.play(session.parse(line)) is None, line
    return session


def resumes(session: Session) -> bool:
    """Whether the game rebuilt from its saved journal alone is the one in play."""
    again = Session.open(Store(session.store.path), session.game_id)
    return again.game.state == session.game.state


def leaves(session: Session, lang: str = "en") -> dict[str, object]:
    return {child.label: child.move for child in choices(session.game, lang).children}


def test_calamity_janet_at_a_table_gets_one_button_per_answer_card(tmp_path):
    session = session_at(tmp_path, "Anna plays Gatling", "Ben takes the hit")
    assert session.game.pending.player == "Carla"
    offered = leaves(session)
    assert list(offered) == ["BANG!", "Missed!", "Take the hit"]
    assert session.play(offered["BANG!"]) is None
    assert session.game.state.player("Carla").life == 4
    assert resumes(session)


def test_calamity_janet_typing_as_at_a_table_is_still_the_same_answer(tmp_path):
    session = session_at(tmp_path, "Anna plays Gatling", "Ben takes the hit")
    assert session.play(session.parse("Carla plays BANG! as Missed!")) is None
    assert session.game.state.player("Carla").life == 4
    assert resumes(session)


def lucky_duke_has_flipped(where: Path | Store, second: str) -> Session:
    """Ben (Lucky Duke) draws! for his Barrel against Anna's BANG!: 2♠, then `second`."""
    return session_at(
        where, "Anna plays BANG! on Ben", "Ben uses Barrel", "reveal 2♠", f"reveal {second}"
    )


def test_lucky_duke_at_a_table_is_offered_his_better_card_first(tmp_path):
    session = lucky_duke_has_flipped(tmp_path, "Q♥")
    assert session.game.pending.kind == "choose"
    root = choices(session.game, "en")
    assert [child.label for child in root.children] == [
        "Count Q♥: the shot is dodged",
        "Count 2♠: the shot is not dodged",
    ]
    assert [child.preferred for child in root.children] == [True, False]
    assert pending_text(session.game, "fr") == (
        "Ben choisit la carte qui compte pour dégainer (Planque)."
    )
    assert session.play(root.children[0].move) is None
    assert session.game.state.player("Ben").life == 4
    assert resumes(session)


def test_lucky_duke_at_a_table_may_let_the_worse_card_count_and_it_resumes(tmp_path):
    session = lucky_duke_has_flipped(tmp_path, "Q♥")
    move = session.parse("Ben chooses 2 of spades")
    assert move == Choose("Ben", Card(None, "spades", "2"))
    assert session.notation(move, "it") == "Ben chooses 2♠"
    assert session.play(move) is None
    assert session.game.pending.kind == "respond"  # the Barrel failed: the shot still stands
    assert resumes(session)


def test_lucky_duke_naming_a_card_he_did_not_flip_is_refused_with_the_rules_reason(tmp_path):
    session = lucky_duke_has_flipped(tmp_path, "Q♥")
    state = session.game.state
    refusal = session.play(session.parse("Ben chooses K♥"))
    assert refusal is not None and refusal.code == "choose_a_flipped_card"
    assert refusal.message("nl") == "Ben kiest een van de omgedraaide kaarten: 2♠, Q♥."
    assert session.game.state is state


def test_lucky_duke_with_two_cards_alike_is_not_asked(tmp_path):
    session = lucky_duke_has_flipped(tmp_path, "3♠")
    assert session.game.pending.kind == "respond"


async def test_the_app_focuses_lucky_dukes_better_card(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        app.play(lucky_duke_has_flipped(app.store, "Q♥"))
        await pilot.pause()
        focused = table(pilot).focused
        assert isinstance(focused, Button)
        assert str(focused.label) == "Count Q♥: the shot is dodged"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.session.game.state.player("Ben").life == 4


async def test_lucky_dukes_draw_at_a_table_is_told_after_his_choice_never_before(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        app.play(session_at(app.store, "Anna plays BANG! on Ben", "Ben uses Barrel"))
        await pilot.pause()
        screen = table(pilot)
        pending = screen.query_one("#pending-text", Static)
        assert str(pending.content) == (
            "Draw! for Ben (Barrel): two cards, then Ben chooses the one that counts. "
            "Turn over card 1 of 2."
        )
        await move(pilot, "reveal Q♥")
        assert str(pending.content).endswith("Turn over card 2 of 2.")
        assert await move(pilot, "reveal 2♠") == (
            "Card turned over: 2♠ → Ben: draw! for Barrel — Q♥ and 2♠, "
            "Ben chooses the one that counts"
        )
        await tap(pilot, "#choice-choose-x-spades-2")
        assert message(pilot) == (
            "Ben lets 2♠ count → Ben: draw! for Barrel — Q♥ and 2♠, keeps 2♠, not hearts: "
            "no help against the shot"
        )
        log = str(screen.query_one("#log-text", Static).content)
        assert "keeps 2♠" in log and "keeps Q♥" not in log
        assert resumes(screen.session)


async def test_sid_ketchums_heal_in_anothers_decision_is_his_own_and_names_him(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        scenario = TABLE.replace("Ketchum, hand", "Ketchum, life: 2, hand")
        app.play(session_at(app.store, scenario=scenario))
        await pilot.pause()
        screen = table(pilot)
        assert screen.session.game.pending.player == "Anna"
        assert "#choice-heal" not in [f"#{b.id}" for b in screen.query(Button)]
        heal = screen.query_one("#choice-heal-Dan", Button)
        assert str(heal.label) == "Dan: Heal (2 cards)"
        await tap(pilot, "#choice-heal-Dan")
        assert str(screen.query_one("#choice-trail", Static).content) == "Dan: Heal (2 cards) ▸"
        await tap(pilot, "#choice-c1-bang-x-x")
        await tap(pilot, "#choice-c2-beer-x-x")
        assert message(pilot) == "Dan discards BANG! and Beer to heal → Dan regains 1 life (3)"
        assert screen.session.game.state.player("Dan").life == 3
        assert screen.session.game.pending.player == "Anna"


def test_kit_carlson_at_a_table_is_offered_to_keep_two_unseen_cards(tmp_path):
    session = session_at(tmp_path, "Eve draws", scenario=_kit_scenario())
    offered = leaves(session, "fr")
    assert offered == {"Garder deux cartes (une est reposée)": Keep("Eve", (Card(), Card()))}
    assert session.play(Keep("Eve", (Card(), Card()))) is None
    assert len(session.game.state.player("Eve").hand) == 4
    assert resumes(session)


def test_kit_carlson_at_a_table_says_the_cards_he_keeps_and_it_resumes(tmp_path):
    session = session_at(tmp_path, "Eve draws", scenario=_kit_scenario())
    move = session.parse("Eve keeps Bière and BANG!")
    assert session.notation(move, "nl") == "Eve keeps Bier and BANG!"
    assert session.play(move) is None
    assert resumes(session)


def test_kit_carlson_keeping_one_card_at_a_table_is_refused_with_the_rules_reason(tmp_path):
    session = session_at(tmp_path, "Eve draws", scenario=_kit_scenario())
    refusal = session.play(session.parse("Eve keeps Beer"))
    assert refusal is not None and refusal.code == "kit_keeps_two"
    assert refusal.message("fr") == "Eve garde deux des trois cartes piochées, pas 1."
    assert session.game.pending.kind == "put_back"


def _kit_scenario() -> str:
    return TABLE.replace("turn: Anna", "turn: Eve").replace("phase: play", "phase: draw")


def test_sid_ketchum_healing_with_one_card_at_a_table_is_refused_by_the_rules(tmp_path):
    session = session_at(
        tmp_path, scenario=TABLE.replace("Ketchum, hand", "Ketchum, life: 2, hand")
    )
    move = session.parse("Dan heals with Beer")
    assert move.cards == (Card("beer"),)
    refusal = session.play(move)
    assert refusal is not None and refusal.code == "sid_two_cards"
    assert refusal.message("it") == "Dan scarta esattamente due carte per un punto vita, non 1."
    assert session.play(session.parse("Dan heals with Beer and BANG!")) is None
    assert session.game.state.player("Dan").life == 3
    assert resumes(session)


def test_lucky_dukes_barrel_taken_away_mid_draw_at_a_table_leaves_the_shot_and_resumes(tmp_path):
    session = session_at(
        tmp_path,
        "Anna plays BANG! on Ben",
        "Ben uses Barrel",
        "correct move Barrel from Ben's table to Ben's hand",
    )
    assert (session.game.pending.player, session.game.pending.kind) == ("Ben", "respond")
    assert resumes(session)
