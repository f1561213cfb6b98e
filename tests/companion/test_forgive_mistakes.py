"""Forgiving mistakes at the table: corrections by taps only (refused with one clear line,
saved, undone) and a new move after undo starting a new branch."""

from __future__ import annotations

from textual.widgets import Button, Static

from companion.screens.correction import CorrectionForm
from companion.screens.game_over import GameOverScreen
from companion.screens.table import TableScreen
from companion.session import Session
from companion.store import Store
from rules.core.moves import FixLife
from tests.companion.driver import WIDE, message, move, open_table, table, tap
from tests.companion.scenes import game_over
from tests.companion.test_duel import new_duel


def option(pilot, label: str) -> str:
    """The selector of the form's option button that reads `label`."""
    buttons = pilot.app.screen.query(".option").results(Button)
    return "#" + next(b.id for b in buttons if str(b.label) == label)


async def correct_by_taps(pilot, kind: str, *labels: str) -> None:
    """Open the form from the toolbar, pick what to correct, then tap each option in turn."""
    await tap(pilot, "#tool-correct")
    await correct_in_form(pilot, kind, *labels)


async def correct_in_form(pilot, kind: str, *labels: str) -> None:
    assert isinstance(pilot.app.screen, CorrectionForm)
    await tap(pilot, f"#kind-{kind}")
    for label in labels:
        await tap(pilot, option(pilot, label))


async def test_a_life_point_is_corrected_by_taps_saved_and_undone(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, "Anna draws")
        await correct_by_taps(pilot, "life", "Ben", "−1")
        assert screen is pilot.app.screen  # the form closed itself
        assert message(pilot) == "Correction: Ben -1 life → Ben loses 1 life (3 left)"
        assert screen.session.game.state.player("Ben").life == 3
        assert "Correction: Ben -1 life" in str(screen.query_one("#log-text", Static).content)
        saved = Session.open(Store(app.store.path), screen.session.game_id)
        assert saved.history[-1].move == FixLife("Ben", -1)
        await tap(pilot, "#tool-undo")
        assert screen.session.game.state.player("Ben").life == 4


async def test_a_card_is_moved_by_taps_from_a_hand_into_play(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot)
        await correct_by_taps(pilot, "move", "Ben's hand")
        name = pilot.app.screen.query_one("#correct-card-name")
        name.focus()
        name.value = "Barrel"
        await pilot.press("enter")  # a card nobody has shown is named once, then it is taps
        await pilot.pause()
        await tap(pilot, option(pilot, "Ben's cards in play"))
        assert message(pilot) == "Correction: Barrel from Ben's hand to Ben's cards in play"
        assert [card.kind for card in screen.session.game.state.player("Ben").in_play] == ["barrel"]


async def test_an_impossible_correction_is_refused_in_one_line_and_changes_nothing(make_app):
    app = make_app(lang="fr")
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, "Anna draws")
        saved = app.store.last_seq(screen.session.game_id)
        await correct_by_taps(pilot, "life", "Ben", "+1")
        assert message(pilot) == ("Refusé : Ben aurait 5 points de vie : ils restent entre 0 et 4.")
        assert screen.session.game.state.player("Ben").life == 4
        assert app.store.last_seq(screen.session.game_id) == saved


async def test_the_form_closes_by_touch_and_builds_nothing(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot)
        await tap(pilot, "#tool-correct")
        await tap(pilot, "#kind-role")
        await tap(pilot, "#close")
        assert pilot.app.screen is screen and screen.session.history == []


async def test_a_correction_can_be_typed_on_the_command_line(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot)
        assert await move(pilot, "correct Carla is Outlaw") == "Correction: Carla is Outlaw"
        assert screen.session.game.state.player("Carla").role == "outlaw"


async def test_a_new_move_after_undo_starts_a_branch_and_redo_says_so(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, "Anna draws", "Anna plays BANG! on Ben")
        await tap(pilot, "#tool-undo")
        assert await move(pilot, "Anna plays BANG! on Dan") == "Anna plays BANG! on Dan"
        await tap(pilot, "#tool-redo")
        assert message(pilot).startswith("Nothing to redo: this move started a new branch.")
        assert screen.session.game.pending.player == "Dan"


async def test_redoing_the_winning_move_shows_game_over_again(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await game_over(pilot)
        await tap(pilot, "#over-undo")
        assert isinstance(app.screen, TableScreen) and not app.screen.session.game.winner
        await tap(pilot, "#tool-redo")
        assert isinstance(app.screen, GameOverScreen)
        await tap(pilot, "#over-table")
        await tap(pilot, "#tool-redo")  # nothing left to redo: the table stays in sight
        assert isinstance(app.screen, TableScreen)


async def test_on_a_small_screen_a_tap_beside_the_form_closes_it(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_table(pilot)
        await tap(pilot, "#tool-correct")
        await tap(pilot, "#kind-move")
        assert isinstance(pilot.app.screen, CorrectionForm)
        await pilot.click(offset=(0, 0))  # the dimmed table beside the form
        await pilot.pause()
        assert pilot.app.screen is screen and screen.session.history == []


async def test_a_duel_characters_life_is_corrected_by_taps(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await new_duel(pilot, "Anna", "Ben")
        await move(pilot, "Anna starts with Jango and Bill Tightman")
        await move(pilot, "Ben starts with Sid Curry and Babe Leroy")
        await tap(pilot, "#tool-correct")
        kinds = [b.id for b in pilot.app.screen.query(".kind").results(Button)]
        assert kinds == ["kind-life", "kind-hand"]
        await correct_in_form(pilot, "life", "Jango", "−1")
        found = table(pilot).session.game.state.find("jango")
        assert found is not None and found[1].life == found[1].max_life - 1
        assert message(pilot) == "Correction: Jango -1 life → Jango loses 1 life (2 left)"


async def test_a_duel_hand_count_is_corrected_by_taps_and_kept_on_resume(make_app):
    """A Duel card drawn without being entered is added by taps, in table mode, and the saved
    game reopens with it."""
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await new_duel(pilot, "Anna", "Ben")
        await move(pilot, "Anna starts with Jango and Bill Tightman")
        await move(pilot, "Ben starts with Sid Curry and Babe Leroy")
        session = table(pilot).session
        held = len(session.game.state.side("Ben").hand)
        await tap(pilot, "#tool-correct")
        await correct_in_form(pilot, "hand", "Ben", "+1")
        assert len(session.game.state.side("Ben").hand) == held + 1
        assert message(pilot).startswith("Correction: Ben")
        saved = Session.open(Store(app.store.path), session.game_id)
        assert saved.game.state == session.game.state
