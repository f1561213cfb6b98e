"""Starting: resume or new game, the set-up form, past games, and a database that is broken."""

from __future__ import annotations

import sqlite3

from textual.widgets import Button, Input, Static

from companion.paths import database_path
from companion.screens.confirm import ConfirmScreen
from companion.screens.games import GamesScreen
from companion.screens.setup import SetupScreen
from companion.screens.start import StartScreen
from companion.session import Session
from rules.bang.setup import deal
from tests.companion.driver import CHARACTERS, NAMES, WIDE, open_table, table, tap, type_into

SHERIFF_FIRST = ["sheriff", None, None, None]


def error_text(app) -> str:
    return str(app.screen.query_one("#setup-error", Static).content)


async def test_first_start_offers_a_new_game_and_no_resume(make_app):
    app = make_app()
    async with app.run_test(size=WIDE):
        assert isinstance(app.screen, StartScreen)
        assert not app.screen.query_one("#resume").display
        assert app.screen.query_one("#new-game", Button)


async def test_the_set_up_checks_the_table_before_starting(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await tap(pilot, "#new-game")
        for name in ("Anna", "Ben", "Carla"):
            await type_into(pilot, "#new-name", name)
        await type_into(pilot, "#new-name", "anna")
        assert error_text(app) == "'Anna' and 'anna' cannot be told apart when a move is typed"
        await type_into(pilot, "#new-name", "Dan: the second")
        assert (
            error_text(app)
            == "'Dan: the second' holds ':', which a move line cannot hold in a name"
        )
        await tap(pilot, "#start-game")
        assert error_text(app) == "BANG! is for 4 to 7 players."
        await type_into(pilot, "#new-name", "Dan")
        await tap(pilot, "#start-game")
        assert error_text(app).startswith("Who is the Sheriff?")
        assert isinstance(app.screen, SetupScreen)


async def test_two_taps_move_a_player_and_characters_are_searched_in_any_language(make_app):
    app = make_app(lang="nl")
    async with app.run_test(size=WIDE) as pilot:
        await tap(pilot, "#new-game")
        for name in ("Anna", "Ben", "Carla", "Dan", "Eve"):
            await type_into(pilot, "#new-name", name)
        await tap(pilot, "#seat-name-4")  # Eve...
        await tap(pilot, "#seat-name-1")  # ...now sits second
        assert [e.name for e in app.screen.entrants] == ["Anna", "Eve", "Ben", "Carla", "Dan"]
        await tap(pilot, "#character-0")
        await type_into(pilot, "#character-search", "Calamity")
        await tap(pilot, "#character-1")
        await type_into(pilot, "#character-search", "gringo")
        await tap(pilot, "#remove-4")
        await tap(pilot, "#sheriff-2")
        await tap(pilot, "#start-game")
        game = table(pilot).session.game
        assert [p.name for p in game.state.players] == ["Anna", "Eve", "Ben", "Carla"]
        characters = [p.character for p in game.state.players]
        assert characters[:2] == ["calamity_janet", "el_gringo"]
        assert len(set(characters)) == 4
        assert [p.role for p in game.state.players] == [None, None, "sheriff", None]
        assert game.pending.player == "Ben"
        assert app.ui_lang == "nl"


async def test_a_player_removed_by_mistake_comes_back_to_their_seat_as_sheriff(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await tap(pilot, "#new-game")
        for name in ("Anna", "Ben", "Carla", "Dan"):
            await type_into(pilot, "#new-name", name)
        await tap(pilot, "#character-1")
        await type_into(pilot, "#character-search", "gringo")
        await tap(pilot, "#sheriff-1")
        await tap(pilot, "#remove-1")
        assert [e.name for e in app.screen.entrants] == ["Anna", "Carla", "Dan"]
        assert app.screen.sheriff is None
        await tap(pilot, "#undo-remove")
        assert [e.name for e in app.screen.entrants] == ["Anna", "Ben", "Carla", "Dan"]
        assert app.screen.entrants[1].character == "el_gringo" and app.screen.sheriff == "Ben"
        assert not app.screen.query("#undo-remove")


async def test_the_language_buttons_relabel_the_form_and_keep_the_players(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await tap(pilot, "#new-game")
        await type_into(pilot, "#new-name", "Anna")
        await tap(pilot, "#lang-it")
        assert app.ui_lang == "it"
        assert str(app.screen.query_one("#start-game", Button).label) == "Inizia la partita"
        assert str(app.screen.query_one("#seat-name-0", Button).label) == "1. Anna"


async def test_past_games_are_listed_reopened_and_exported(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await open_table(pilot, "Anna draws")
        await pilot.press("f10")
        await pilot.pause()
        await tap(pilot, "#past-games")
        assert isinstance(app.screen, GamesScreen)
        row = str(app.screen.query_one(".game-info", Static).content)
        assert row.startswith("Anna, Ben, Carla, Dan — 2025-06-14 20:30 — in progress, 1 entries")
        await tap(pilot, "#export-1")
        assert str(app.screen.query_one("#games-message", Static).content).startswith(
            "Log exported:"
        )
        await tap(pilot, "#open-1")
        assert table(pilot).session.game.pending.kind == "play"


async def test_past_games_show_the_winner_and_delete_only_after_a_yes(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        session = Session.start(app.store, deal(NAMES, CHARACTERS, SHERIFF_FIRST), "Four", "en")
        assert session.play(session.parse("correct Anna life -5")) is None  # no Beer: over
        await tap(pilot, "#past-games")
        row = str(app.screen.query_one(".game-info", Static).content)
        assert row.endswith("— finished · The Outlaws win!, 1 entries")
        await tap(pilot, "#delete-1")
        assert isinstance(app.screen, ConfirmScreen)
        await tap(pilot, "#confirm-no")
        assert [game.id for game in app.store.games()] == [1]
        await tap(pilot, "#delete-1")
        await tap(pilot, "#confirm-yes")
        assert isinstance(app.screen, GamesScreen) and app.store.games() == []
        message = str(app.screen.query_one("#games-message", Static).content)
        assert message == "Game deleted: Four"
        assert not app.screen.query(".game-row")


async def test_a_served_tablet_downloads_the_export_in_its_browser(make_app, monkeypatch):
    app = make_app()
    sent = []
    monkeypatch.setattr(type(app), "is_web", property(lambda _app: True))
    monkeypatch.setattr(app, "deliver_text", lambda file, **how: sent.append((file.read(), how)))
    async with app.run_test(size=WIDE) as pilot:
        await open_table(pilot, "Anna draws")
        await pilot.press("f10")
        await pilot.pause()
        await tap(pilot, "#past-games")
        await tap(pilot, "#export-1")
        message = str(app.screen.query_one("#games-message", Static).content)
        assert message == "Log sent to this browser: bang-game-1-20250614-203007.txt"
    ((text, how),) = sent
    assert text.startswith("Anna, Ben, Carla, Dan\n") and "Anna draws" in text
    assert how == {"save_filename": "bang-game-1-20250614-203007.txt", "mime_type": "text/plain"}
    assert not list(app.exports.glob("*.txt"))  # nothing left on the host


async def save_a_game_whose_second_entry_is_refused(make_app, data_folder) -> None:
    """Game 1: Anna draws, then an entry written behind the app's back that names nobody."""
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await open_table(pilot, "Anna draws")
    with sqlite3.connect(database_path(data_folder)) as db:
        db.execute("INSERT INTO entries VALUES (1, 2, 'move', 'Zorro draws', '2025-06-14T20:40')")


async def test_a_saved_game_that_cannot_be_rebuilt_is_reported_and_kept(make_app, data_folder):
    await save_a_game_whose_second_entry_is_refused(make_app, data_folder)
    before = database_path(data_folder).read_bytes()
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await tap(pilot, "#resume")
        assert isinstance(app.screen, StartScreen)
        notes = [str(n.message) for n in app._notifications]
        assert any("This game cannot be reopened" in note and "entry 2" in note for note in notes)
    assert database_path(data_folder).read_bytes() == before


async def test_a_saved_game_that_no_longer_replays_plays_on_from_a_copy(make_app, data_folder):
    await save_a_game_whose_second_entry_is_refused(make_app, data_folder)
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        await tap(pilot, "#past-games")
        await tap(pilot, "#open-1")
        assert isinstance(app.screen, GamesScreen)
        await tap(pilot, "#rescue-1")
        session = table(pilot).session
        assert session.title == "Anna, Ben, Carla, Dan (copy)"
        assert [logged.move.player for logged in session.history] == ["Anna"]
        assert session.game.pending.kind == "play"
    with sqlite3.connect(database_path(data_folder)) as db:
        kept = db.execute("SELECT seq, text FROM entries WHERE game_id = 1").fetchall()
    assert kept == [(1, "Anna draws"), (2, "Zorro draws")]


async def test_a_saved_game_whose_setup_is_broken_offers_no_copy(make_app):
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        app.store.create_game("bad", {"players": [{"name": "Anna", "character": "Nobody"}]}, "en")
        await tap(pilot, "#past-games")
        await tap(pilot, "#open-1")
        notes = [str(n.message) for n in app._notifications]
        assert any("its setup" in note for note in notes)
        assert not app.screen.query(".rescue")


async def test_an_unreadable_database_is_reported_kept_and_the_app_still_plays(
    make_app, data_folder
):
    data_folder.mkdir(parents=True)
    broken = database_path(data_folder)
    broken.write_bytes(b"\x00garbage" * 500)
    app = make_app()
    async with app.run_test(size=WIDE) as pilot:
        problem = str(app.screen.query_one("#store-problem", Static).content)
        assert problem.startswith("The games database cannot be read")
        assert "It is kept as it is" in problem
        screen = await open_table(pilot, "Anna draws")
        assert screen.session.seq == 1
    assert broken.read_bytes() == b"\x00garbage" * 500


async def test_enter_on_the_start_screen_opens_a_new_game_without_tab(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"


async def add_by_tap(pilot, name: str) -> None:
    """Write a name in the field and tap Add (no Enter)."""
    await write(pilot, "#new-name", name)
    await tap(pilot, "#add-player")


async def write(pilot, selector: str, text: str) -> None:
    """Put text in a field as a tablet's keyboard would, without pressing Enter."""
    pilot.app.screen.query_one(selector, Input).value = text
    await pilot.pause()


async def test_a_name_the_game_would_refuse_is_refused_when_added_in_the_ui_language(make_app):
    app = make_app(lang="fr")
    async with app.run_test(size=WIDE) as pilot:
        await tap(pilot, "#new-game")
        await add_by_tap(pilot, "Zoë")
        await add_by_tap(pilot, "ZOË")
        assert error_text(app) == "« Zoë » et « ZOË » ne se distinguent pas quand on tape un coup"
        await add_by_tap(pilot, "the discard pile")
        assert error_text(app) == (
            "« the discard pile » ne peut pas être un nom de joueur : le jeu le lirait comme "
            "la défausse"
        )
        await add_by_tap(pilot, "   ")
        assert error_text(app) == "le nom d'un joueur est vide"
        assert [e.name for e in app.screen.entrants] == ["Zoë"]


async def test_a_duel_name_the_game_would_refuse_is_told_in_the_ui_language(make_app):
    app = make_app(lang="it")
    async with app.run_test(size=WIDE) as pilot:
        await tap(pilot, "#new-game")
        await tap(pilot, "#game-duel")
        await write(pilot, "#lawmen-name", "Anna: sceriffo")
        await write(pilot, "#outlaws-name", "Ben")
        await tap(pilot, "#start-duel")
        assert error_text(app) == (
            "'Anna: sceriffo' contiene ':', che un nome non può contenere in una mossa"
        )
        await write(pilot, "#lawmen-name", "ben")
        await tap(pilot, "#start-duel")
        assert error_text(app) == ("«ben» e «Ben» non si distinguono quando si scrive una mossa")
        assert isinstance(app.screen, SetupScreen)
