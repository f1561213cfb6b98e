"""BANG! Duel through the UI: set-up, both sides on the table, the symbol reveal, game over."""

from __future__ import annotations

import pytest
from textual.widgets import Button, Input, Static

from companion.screens.game_over import GameOverScreen
from companion.screens.setup import SetupScreen, parse_lives
from companion.screens.start import StartScreen
from companion.session import Session
from companion.widgets.draw_panel import DrawPanel
from rules.core.moves import Reveal
from rules.core.scenario import setup_from_dict
from rules.duel.cards import Card
from rules.duel.moves import StartWith
from tests.companion.driver import (
    WIDE,
    message,
    move,
    open_table,
    slim_poet_at_a_table,
    table,
    tap,
    type_into,
    wait_for,
)


def seat_text(pilot, index: int) -> str:
    return str(table(pilot).query_one(f"#seat-{index}", Static).content)


async def new_duel(pilot, lawmen: str, outlaws: str, lives: str = "") -> None:
    await tap(pilot, "#new-game")
    await tap(pilot, "#game-duel")
    await type_into(pilot, "#lawmen-name", lawmen)
    await type_into(pilot, "#outlaws-name", outlaws)
    if lives:
        await type_into(pilot, "#lives", lives)
    await tap(pilot, "#start-duel")
    await pilot.pause()


async def test_a_short_duel_through_the_ui(make_app, fake_camera):
    camera = fake_camera("barrel")  # the camera reads Duel corner symbols
    app = make_app(camera_factory=lambda: camera)
    async with app.run_test(size=WIDE) as pilot:
        await new_duel(pilot, "Anna", "Ben", lives="Jango 4")
        screen = table(pilot)
        game = screen.session.game
        assert screen.session.presenter.name == "duel"
        assert game.setup.lives == {"jango": 4}
        assert game.pending.kind == "start" and game.pending.player == "Anna"
        assert str(screen.query_one("#pending-text", Static).content) == (
            "Anna chooses the two characters: the active one, then the backup."
        )

        # Anna taps her active character, then her backup; Ben types his (names in French).
        await tap(pilot, "#choice-active-jango")
        await tap(pilot, "#choice-backup-bill_tightman")
        assert screen.session.history[-1].move == StartWith("Anna", "jango", "bill_tightman")
        await move(pilot, "Ben starts with Sid Curry and Babe Leroy")
        assert game.pending.kind == "draw" and game.pending.player == "Anna"

        # Both sides: active and backup, life (Jango's as read on the card), counts only.
        anna, ben = seat_text(pilot, 0), seat_text(pilot, 1)
        assert "★ Jango (active)" in anna and "4/4" in anna
        assert "Bill Tightman (backup)" in anna
        assert "Reserve 2 (face down) · 4 in hand · deck 36" in anna
        assert "★ Sid Curry (active)" in ben and "Reserve 2 (face down) · 5 in hand" in ben
        assert "Lawmen" in str(table(pilot).query_one("#seat-0").border_title)
        centre = str(screen.query_one("#table-centre", Static).content)
        assert "Anna's turn" in centre and "Common deck 0 · Discard 0" in centre

        # Anna draws by touch and shoots Sid Curry with a Colt, by touch.
        await tap(pilot, "#choice-draw")
        await tap(pilot, "#choice-card-colt-x-x")
        # Ben's backup is out of a Colt's reach: its button is red, and a tap says why.
        assert screen.query_one("#choice-p-babe_leroy", Button).variant == "error"
        await tap(pilot, "#choice-p-babe_leroy")
        assert message(pilot).startswith("Refused:")
        await tap(pilot, "#choice-p-sid_curry")
        assert message(pilot) == "Anna plays Colt on Sid Curry"
        assert game.pending.kind == "respond" and game.pending.player == "Ben"
        buttons = {b.id for b in screen.query("#choice-buttons Button").results(Button)}
        assert {"choice-check-sid_curry", "choice-pass"} <= buttons

        # Sid Curry reveals: the camera reads the barrel in the corner; the shot is dodged
        # and Sid Curry shoots back at Anna's active character.
        await tap(pilot, "#choice-check-sid_curry")
        await wait_for(pilot, lambda: game.pending.kind != "reveal")
        assert screen.session.history[-1].move == Reveal(Card(symbol="barrel"))
        assert camera.shows == "symbol"  # the reader is told to look for a corner symbol
        assert not screen.query(DrawPanel)
        assert game.pending.player == "Anna" and game.pending.kind == "respond"

        # A refused move is explained by the engine, and changes nothing.
        before = len(screen.session.history)
        assert (await move(pilot, "Ben ends turn")).startswith("Refused:")
        assert len(screen.session.history) == before

        await tap(pilot, "#choice-pass")
        assert "3/4" in seat_text(pilot, 0)
        log = str(screen.query_one("#log-text", Static).content)
        assert "Jango loses 1 life (3 left)" in log, log
        saved = game.state
        await app.action_quit()

    # Resume: the same store rebuilds the Duel exactly.
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        assert isinstance(app.screen, StartScreen)
        assert "Duel: Anna, Ben" in str(app.screen.query_one("#resume", Button).label)
        await tap(pilot, "#resume")
        assert table(pilot).session.game.state == saved


async def test_a_typed_reveal_and_the_end_of_a_duel(make_app):
    app = make_app(camera="off")
    async with app.run_test(size=WIDE) as pilot:
        setup = setup_from_dict(
            {
                "game": "duel",
                "lawmen": {
                    "player": "Anna",
                    "in_play": [{"character": "Jango", "life": 1}],
                    "reserve": [],
                },
                "outlaws": {
                    "player": "Ben",
                    "in_play": ["Sid Curry", "Babe Leroy"],
                    "hand": ["Colt"],
                },
                "turn": "Ben",
                "phase": "play",
            }
        )
        session = Session.start(app.store, setup, "Duel: Anna, Ben", "en")
        app.play(session)
        await pilot.pause()
        screen = table(pilot)
        assert "Jango (alone)" in seat_text(pilot, 0)
        await move(pilot, "Ben plays Colt on Jango")
        await move(pilot, "Anna passes")
        assert session.game.winner == "outlaws"
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        assert str(app.screen.query_one("#over-winner", Static).content) == "The Outlaws win!"
        assert str(app.screen.query_one("#over-why", Static).content) == (
            "The Lawmen have no character left."
        )
        await tap(pilot, "#over-table")
        assert "no character in play" in seat_text(pilot, 0)
        assert screen.session.game.winner == "outlaws"


async def test_the_reveal_panel_reads_a_typed_symbol_in_any_language(make_app):
    app = make_app(camera="off")
    async with app.run_test(size=WIDE) as pilot:
        setup = setup_from_dict(
            {
                "game": "duel",
                "lawmen": {
                    "player": "Anna",
                    "in_play": ["Jango", "Bill Tightman"],
                    "hand": ["Colt"],
                },
                "outlaws": {"player": "Ben", "in_play": ["Sid Curry", "Babe Leroy"]},
                "phase": "play",
            }
        )
        session = Session.start(app.store, setup, "Duel: Anna, Ben", "en")
        app.play(session)
        await pilot.pause()
        await move(pilot, "Anna plays Colt on Sid Curry")
        await move(pilot, "Ben uses Sid Curry")
        screen = table(pilot)
        hint = str(screen.query_one("#draw-hint", Static).content)
        assert hint.startswith("Type the corner symbol")
        assert {"choice-symbol-barrel", "choice-symbol-horseshoe"} <= {
            b.id for b in screen.query("#choice-buttons Button").results(Button)
        }
        await type_into(pilot, "#typed-card", "fer à cheval")
        assert session.history[-1].move == Reveal(Card(symbol="horseshoe"))
        assert session.game.pending.player == "Ben" and session.game.pending.kind == "respond"


async def test_the_duel_set_up_checks_names_and_lives(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await tap(pilot, "#new-game")
        await tap(pilot, "#game-duel")
        assert isinstance(app.screen, SetupScreen)
        assumed = str(app.screen.query_one("#lives-assumed", Static).content)
        assert "Jango 3" in assumed
        await type_into(pilot, "#lawmen-name", "Anna")
        await type_into(pilot, "#outlaws-name", "anna")
        await tap(pilot, "#start-duel")
        error = app.screen.query_one("#setup-error", Static)
        assert str(error.content) == "'Anna' and 'anna' cannot be told apart when a move is typed"
        app.screen.query_one("#outlaws-name", Input).value = "Ben"
        await type_into(pilot, "#lives", "Jango three")
        await tap(pilot, "#start-duel")
        assert str(error.content).startswith("Cannot read the life points:")
        await tap(pilot, "#game-bang")  # back to BANG!, and to the Duel: what was typed stays
        await tap(pilot, "#game-duel")
        assert app.screen.query_one("#lawmen-name", Input).value == "Anna"
    assert parse_lives("Jango 3; Sid Curry 5,") == {"jango": 3, "sid_curry": 5}


@pytest.mark.parametrize(
    ("text", "lang", "why"),
    [
        ("Jango three", "en", "'Jango three': a character's name, then its life points"),
        ("Zorro 4", "nl", "onbekende naam (personage): 'Zorro'"),
    ],
)
def test_duel_lives_that_cannot_be_read_say_why_in_the_players_language(text, lang, why):
    with pytest.raises(ValueError) as error:
        parse_lives(text, lang)
    assert str(error.value) == why


async def test_a_life_no_card_can_show_is_refused_in_the_players_language(make_app):
    app = make_app(lang="fr")
    async with app.run_test(size=WIDE) as pilot:
        await tap(pilot, "#new-game")
        await tap(pilot, "#game-duel")
        await type_into(pilot, "#lawmen-name", "Anna")
        await type_into(pilot, "#outlaws-name", "Ben")
        await type_into(pilot, "#lives", "Jango 12")
        await tap(pilot, "#start-duel")
        error = str(app.screen.query_one("#setup-error", Static).content)
        assert error == "points de vie : Jango ne peut pas en avoir 12 (de 1 à 9)"
        assert isinstance(app.screen, SetupScreen)


async def test_a_character_off_the_reserve_is_named_by_a_tap(make_app):
    app = make_app(camera="off")
    async with app.run_test(size=WIDE) as pilot:
        setup = setup_from_dict(
            {
                "game": "duel",
                "lawmen": {
                    "player": "Anna",
                    "reserve_size": 1,
                    "in_play": [{"character": "Jango", "life": 1}, "Bill Tightman"],
                },
                "outlaws": {
                    "player": "Ben",
                    "in_play": ["Sid Curry", "Babe Leroy"],
                    "hand": ["Colt"],
                },
                "turn": "Ben",
                "phase": "play",
                "lives": {"Annie Oakley": 3},
            }
        )
        session = Session.start(app.store, setup, "Duel: Anna, Ben", "en")
        app.play(session)
        await pilot.pause()
        assert "Reserve 1 (face down)" in seat_text(pilot, 0)
        await move(pilot, "Ben plays Colt on Jango")
        await move(pilot, "Anna passes")
        assert session.game.pending.kind == "enter"
        pending = str(table(pilot).query_one("#pending-text", Static).content)
        assert pending == "Anna: which character comes in from the reserve?"
        await tap(pilot, "#choice-enter-annie_oakley")
        anna = seat_text(pilot, 0)
        assert "★ Annie Oakley (active)" in anna and "3/3" in anna and "Jango" not in anna
        assert "Reserve 0 (face down)" in anna
        log = str(table(pilot).query_one("#log-text", Static).content)
        assert "Jango is eliminated" in log, log


async def test_the_general_store_asks_for_the_names_of_the_cards(make_app):
    app = make_app(camera="off")
    async with app.run_test(size=WIDE) as pilot:
        setup = setup_from_dict(
            {
                "game": "duel",
                "lawmen": {
                    "player": "Anna",
                    "in_play": ["Jango", "Bill Tightman"],
                    "hand": ["General Store"],
                },
                "outlaws": {"player": "Ben", "in_play": ["Sid Curry", "Babe Leroy"]},
                "phase": "play",
            }
        )
        session = Session.start(app.store, setup, "Duel: Anna, Ben", "en")
        app.play(session)
        await pilot.pause()
        await move(pilot, "Anna plays General Store")
        screen = table(pilot)
        assert session.game.pending.kind == "reveal"
        hint = str(screen.query_one("#draw-hint", Static).content)
        assert hint.startswith("Type the name of the card laid out")
        await type_into(pilot, "#typed-card", "Colt")
        assert session.history[-1].move == Reveal(Card("colt"))
        await tap(pilot, "#choice-reveal-planque")  # Anna's Sheriff deck holds no Bière
        assert session.history[-1].move == Reveal(Card("planque"))


@pytest.mark.parametrize(("duel", "served"), [(True, False), (False, False), (True, True)])
async def test_a_duel_table_prepares_the_camera_for_symbols_while_the_players_set_up(
    make_app, monkeypatch, duel, served
):
    """Drawing the Duel symbols takes seconds the first time: not at the first draw! check.
    A served device does not: most of the table's device processes never hold the webcam."""
    import camera

    prepared = []
    monkeypatch.setattr(camera, "prepare", prepared.append)
    app = make_app(camera="auto")
    monkeypatch.setattr(type(app), "is_web", property(lambda _app: served))
    async with app.run_test(size=WIDE) as pilot:
        if duel:
            await new_duel(pilot, "Anna", "Ben")
        else:
            await open_table(pilot)
        await app.workers.wait_for_complete()
    assert prepared == (["symbol"] if duel and not served else [])


async def test_a_card_slim_poet_makes_fall_face_up_is_asked_by_name_at_the_table(make_app):
    """The card a shot at Slim Poet makes fall lands face up: the draw panel asks its name
    (as the buttons do), never the corner symbol a check reads."""
    setup = slim_poet_at_a_table()
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        session = Session.start(app.store, setup, "Duel", "en")
        for line in ("Anna plays Colt (sheriff) on Slim Poet", "Ben passes"):
            assert session.play(session.parse(line)) is None, line
        app.play(session)
        await pilot.pause()
        assert app.screen.query_one(DrawPanel).reads == "name"
