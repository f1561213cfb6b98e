"""The table screen: seats, distances, languages, layouts, the command line, undo and redo."""

from __future__ import annotations

from textual.widgets import Button, Input, Static

from companion.paths import database_path
from companion.session import Session
from companion.store import Store
from rules.bang.notation import parse
from tests.companion.driver import (
    BARREL_CHECK,
    BEN_SHOT_ANNA,
    LUCKY_BARREL,
    NAMES,
    WIDE,
    message,
    move,
    open_table,
    tap,
)
from tests.companion.scenes import MID_GAME, TERMINAL
from tests.companion.test_forgive_mistakes import correct_by_taps


def seat_text(screen, index: int) -> str:
    return str(screen.query_one(f"#seat-{index}", Static).content)


async def test_seats_show_what_the_table_can_see(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(
            pilot, "Anna draws", "Anna plays Schofield", "Anna plays Jail on Ben"
        )
        anna, ben = seat_text(screen, 0), seat_text(screen, 1)
        assert "Willy the Kid" in anna and "Sheriff" in anna
        assert "●●●●● 5/5" in anna and "5 in hand · Schofield (2)" in anna
        assert " JAIL " in ben and "Sheriff" not in ben
        anna_seat = screen.query_one("#seat-0")
        assert anna_seat.has_class("-current") and anna_seat.has_class("-waiting")


async def test_selecting_a_player_shows_distance_and_reach_live(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, "Anna draws")
        await tap(pilot, "#seat-0")
        assert "distances from this player" in seat_text(screen, 0)
        assert "distance 2 · ✗ BANG! ✗ Panic!" in seat_text(screen, 2)
        assert "distance 1 · ✓ BANG! ✓ Panic!" in seat_text(screen, 1)
        await move(pilot, "Anna plays Schofield")  # reach 2: Carla comes within range
        assert "distance 2 · ✓ BANG! ✗ Panic!" in seat_text(screen, 2)
        await pilot.press("escape")
        assert "distance" not in seat_text(screen, 2)


async def test_the_language_switches_while_playing(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, "Anna draws", "Anna plays BANG! on Ben")
        pending = screen.query_one("#pending-text", Static)
        assert str(pending.content) == "Ben answers Anna's BANG!."
        await pilot.press("f2")  # en -> fr
        await pilot.pause()
        assert app.ui_lang == "fr"
        assert str(pending.content) == "Ben répond à BANG! d'Anna."
        assert str(screen.query_one("#choice-card-missed-x-x", Button).label) == "Raté !"
        assert str(screen.query_one("#tool-undo", Button).label) == "Annuler ^Z"
        await move(pilot, "Ben plays Mis!")  # any language is read
        assert message(pilot) == "Ben joue Raté !"


async def test_a_narrow_tablet_gets_two_columns_and_the_log_on_demand(make_app):
    app = make_app()
    async with app.run_test(size=(72, 50)) as pilot:
        screen = await open_table(pilot, "Anna draws", names=["Anna", "Ben", "Carla", "Dan", "Eve"])
        assert screen.has_class("-narrow")
        assert screen.query_one("#ring").styles.grid_size_columns == 2
        assert all(seat.outer_size.height >= 6 for seat in screen.query(".seat"))  # 4 lines
        assert not screen.query_one("#log").display
        await tap(pilot, "#tool-toggle_log")
        assert screen.query_one("#log").display
        assert not screen.query_one("#table-side").display


async def test_a_tall_narrow_tablet_shows_the_log_below_the_table(make_app):
    app = make_app()
    async with app.run_test(size=(104, 75)) as pilot:  # a 10-inch tablet upright, served
        screen = await open_table(pilot, "Anna draws", "Anna plays BANG! on Ben", "Ben passes")
        assert screen.has_class("-narrow") and screen.has_class("-tall")
        log, side = screen.query_one("#log"), screen.query_one("#table-side")
        assert log.display and log.region.y >= side.region.bottom
        assert "Ben loses 1 life" in str(screen.query_one("#log-text", Static).content)


async def test_a_wide_screen_resized_narrow_redraws_the_ring(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot)
        assert screen.query_one("#ring").styles.grid_size_columns == 2  # 4 seats: 2 a row
        assert not screen.has_class("-narrow")
        await pilot.resize_terminal(80, 60)
        await pilot.pause()
        assert screen.has_class("-narrow") and len(screen.query(".seat")) == 4


async def test_unreadable_lines_and_refusals_change_nothing(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, "Anna draws")
        seq = screen.session.seq
        assert (await move(pilot, "Anna plays Gatlinng")).startswith("Cannot read that:")
        assert "did you mean Gatling" in message(pilot)
        assert (await move(pilot, "Ben plays BANG! on Anna")) == (
            "Refused: The game is waiting for Anna, not for Ben."
        )
        assert screen.query_one("#message").has_class("-error")
        assert screen.session.seq == seq
        assert screen.query_one("#command", Input).value == "Ben plays BANG! on Anna"


async def test_tab_completes_the_next_word_of_a_legal_move(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, "Anna draws")
        field = screen.query_one("#command", Input)
        field.focus()
        await pilot.press(*"Anna plays Vol")
        await pilot.pause()
        await pilot.press("tab")
        assert field.value == "Anna plays Volcanic"
        await pilot.press("enter")
        await pilot.pause()
        assert screen.session.game.state.player("Anna").weapon().kind == "volcanic"


async def test_undo_and_redo_by_key_button_and_word(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, "Anna draws", "Anna plays BANG! on Ben")
        await pilot.press("ctrl+z")
        assert message(pilot) == "Undone: Anna plays BANG! on Ben"
        await tap(pilot, "#tool-undo")
        assert screen.session.game.pending.kind == "draw"
        assert "(undone) Anna draws" in str(screen.query_one("#log-text", Static).content)
        await move(pilot, "redo")
        await tap(pilot, "#tool-redo")
        assert screen.session.game.pending.player == "Ben"
        await pilot.press("ctrl+y")
        assert message(pilot) == "No move to redo."


async def test_the_log_tells_each_move_with_its_time_and_what_followed(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, "Anna draws", "Anna plays BANG! on Ben", "Ben passes")
        log = str(screen.query_one("#log-text", Static).content)
        assert " 1 20:30 Anna draws" in log
        assert " 3 20:30 Ben takes the hit\n   → Ben loses 1 life (3 left)" in log
        await tap(pilot, "#tool-export")
        exported = next(app.exports.glob("*.txt")).read_text(encoding="utf-8")
        assert "[Ben passes]" in exported and "Game not finished." in exported


async def test_a_move_from_another_device_is_shown_and_said_with_what_followed(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, "Anna draws", "Anna plays BANG! on Ben")
        tablet = Session.open(Store(database_path(app.folder)), screen.session.game_id)
        assert tablet.play(parse("Ben passes", NAMES)) is None
        await screen._poll()
        await pilot.pause()
        assert message(pilot) == (
            "From another device: Ben takes the hit → Ben loses 1 life (3 left)"
        )
        assert screen.session.game.state == tablet.game.state
        tablet.undo()
        await screen._poll()
        await pilot.pause()
        assert message(pilot) == "Undone on another device: Ben takes the hit"
        assert screen.session.game.pending.player == "Ben"
        app.ui_lang = "it"
        await pilot.pause()
        assert message(pilot) == "Annullato su un altro dispositivo: Ben subisce il colpo"


async def test_moves_from_another_device_appear(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, "Anna draws")
        tablet = Session.open(Store(database_path(app.folder)), screen.session.game_id)
        assert tablet.play(parse("Anna plays BANG! on Ben", NAMES)) is None
        await screen._poll()
        await pilot.pause()
        assert message(pilot) == "From another device: Anna plays BANG! on Ben"
        assert screen.session.game.pending.player == "Ben"
        tablet.play(parse("Ben passes", NAMES))
        assert (await move(pilot, "Ben plays Missed!")).startswith("Another device moved first")
        assert screen.session.game.state == tablet.game.state


async def test_rules_lookup_from_the_table_in_the_ui_language(make_app):
    app = make_app(lang="it")
    async with app.run_test(size=WIDE) as pilot:
        await open_table(pilot)
        await tap(pilot, "#tool-lookup")
        await pilot.press(*"planque")
        await pilot.pause()
        answer = str(app.screen.query_one("#lookup-answer", Static).content)
        assert answer.startswith("Barile")
        await pilot.press("escape")
        assert type(app.screen).__name__ == "TableScreen"


async def test_a_french_referee_who_mistypes_a_card_is_told_why_in_french(make_app):
    app = make_app(lang="fr")
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, "Anna draws")
        seq = screen.session.seq
        assert (await move(pilot, "Anna plays Gatlinng")) == (
            "Illisible : nom inconnu (carte) : « Gatlinng » (vouliez-vous dire Gatling ?)"
        )
        assert screen.session.seq == seq


async def test_a_second_bang_is_a_red_button_that_says_why_when_tapped(make_app):
    app = make_app(lang="fr")
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, *BEN_SHOT_ANNA)
        seq = screen.session.seq
        bang = screen.query_one("#choice-card-bang-x-x", Button)
        assert bang.variant == "error" and bang.has_class("refused")
        await tap(pilot, "#choice-card-bang-x-x")
        assert message(pilot) == "Refusé : Ben a déjà joué un BANG! ce tour-ci."
        assert screen.session.seq == seq
        assert screen.query_one("#choice-card-bang-x-x", Button).variant == "error"
        assert not [line for line in screen.candidates if "BANG!" in line]  # Tab offers none


async def test_at_80x24_the_draw_panel_and_every_decision_button_are_on_screen(make_app):
    app = make_app()
    async with app.run_test(size=TERMINAL) as pilot:
        screen = await open_table(
            pilot, *BARREL_CHECK, names=["Anna", "Ben", "Carla", "Dan", "Eve"]
        )
        shown = [screen.query_one("#pending-text"), screen.query_one("#draw-panel")]
        shown += list(screen.query("#choice-buttons Button"))
        assert len(shown) == 6  # the prompt, the panel, the four suits
        assert all(screen.region.contains_region(w.region) for w in shown)
        await tap(pilot, "#choice-suit-hearts")
        await tap(pilot, "#choice-rank-Q")  # a heart: the Barrel dodges the shot
        assert screen.session.game.pending.player == "Carla"
        assert all(screen.region.contains_region(w.region) for w in screen.query("#toolbar Button"))


async def test_on_a_tablet_the_log_shows_its_last_entry_when_opened_and_after_a_correction(
    make_app,
):
    app = make_app()
    async with app.run_test(size=(72, 40)) as pilot:
        screen = await open_table(pilot, *LUCKY_BARREL, names=[*NAMES, "Eve", "Fay"])
        log = screen.query_one("#log")
        await tap(pilot, "#tool-toggle_log")
        assert log.max_scroll_y > 0 and log.scroll_y == log.max_scroll_y
        await correct_by_taps(pilot, "life", "Ben", "−1")  # the form covers the log meanwhile
        assert message(pilot) == "Correction: Ben -1 life → Ben loses 1 life (3 left)"
        assert log.scroll_y == log.max_scroll_y


async def test_a_refused_tap_leaves_no_tooltip_over_the_line_that_says_why(make_app):
    app = make_app()
    async with app.run_test(size=WIDE, tooltips=True) as pilot:
        screen = await open_table(pilot, "Anna draws")
        await tap(pilot, "#choice-card-bang-x-x")
        await pilot.hover("#choice-p-Carla")  # a finger's tap moves the pointer there
        await tap(pilot, "#choice-p-Carla")
        assert message(pilot) == "Refused: Carla is at distance 2; Anna's Colt .45 reaches 1."
        await pilot.pause(app.TOOLTIP_DELAY + 0.1)  # the finger stays where it tapped
        assert not screen.query_one("#textual-tooltip").display


async def test_a_draw_offers_refused_the_cards_the_table_knows_are_elsewhere(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        # 7♠ was turned over for Ben's Barrel; Carla's Dynamite is the 2♥; Dan is in Jail.
        screen = await open_table(pilot, *MID_GAME, "Carla ends turn", names=[*NAMES, "Eve"])
        assert screen.session.game.pending.kind == "reveal"
        seq = screen.session.seq
        await tap(pilot, "#choice-suit-spades")
        seven = screen.query_one("#choice-rank-7", Button)
        said = "Missed! 7♠ is already in the discard pile: the deck has no other."
        assert seven.has_class("refused") and seven.tooltip == said
        assert not screen.query_one("#choice-rank-8", Button).has_class("refused")
        await tap(pilot, "#choice-rank-7")
        assert message(pilot) == f"Refused: {said}"
        assert screen.session.seq == seq
        await pilot.press("escape")
        await tap(pilot, "#choice-suit-hearts")
        assert screen.query_one("#choice-rank-2", Button).has_class("refused")
