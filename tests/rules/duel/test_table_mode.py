"""Table mode: unknown hands and decks, reveals waiting for the symbol the table reads, and
characters the app learns as they are played."""

from __future__ import annotations

from rules.core.game import Game
from rules.duel.notation import format_move
from rules.duel.setup import deal
from tests.rules.duel.helpers import fighter, kinds, play, refused, side, start, waiting


def _table(**kw):
    return start(
        {
            "in_play": ["Jango", {"character": "Wild Bill", "equipment": ["Dynamite"]}],
            "hand": 3,
            "reserve": 2,
        },
        {"in_play": ["Babe Leroy", "Tom Thorn"], "hand": 4, "reserve": ["Les Dalton"]},
        mode="table",
        phase="draw",
        **kw,
    )


def test_a_new_table_game_starts_with_each_player_naming_two_characters():
    game = Game(deal("Anna", "Ben", full_information=False))
    assert waiting(game) == ("Anna", "start")
    assert refused(game, "Anna starts with Jango") == "not_in_reserve"
    assert refused(game, "Anna starts with Jango and Sid Curry") == "not_in_reserve"
    play(game, "Anna starts with Jango and Wild Bill", "Ben starts with Sid Curry and Tom Thorn")
    assert side(game, "Anna").reserve == [None, None]
    assert waiting(game) == ("Anna", "draw")
    assert [c.deck for c in side(game, "Anna").hand] == ["sheriff"] * 4


def test_a_reveal_waits_for_the_symbol_the_table_reads():
    game = _table()
    assert waiting(game) == (None, "reveal")
    assert refused(game, "reveal Colt") == "reveal_incomplete"
    assert refused(game, "reveal Remington (dynamite)") == "no_such_card"
    assert refused(game, "reveal Colt (dynamite, outlaw)") == "reveal_contradicts"
    play(game, "reveal barrel")
    assert kinds(fighter(game, "tom_thorn").equipment) == ["dynamite"]
    assert game.state.discard[-1].symbol == "barrel"


def test_a_played_card_becomes_known_and_must_fit_its_back():
    game = _table()
    play(game, "reveal horseshoe", "Anna draws")
    assert refused(game, "Anna plays Remington on Babe Leroy") == "not_in_hand"
    play(game, "Anna plays Colt on Babe Leroy", "Ben plays Manqué !")
    assert kinds(game.state.discard)[-2:] == ["colt", "manque"]
    assert game.state.discard[-1].deck == "outlaw"


def test_the_table_says_which_character_comes_off_the_reserve():
    game = start(
        {"in_play": ["Jango", "Wild Bill"], "hand": ["Colt"], "reserve": 2},
        {"in_play": [{"character": "Babe Leroy", "life": 1}, "Tom Thorn"], "hand": 2, "reserve": 2},
        "Anna plays Colt on Babe Leroy",
        "Ben passes",
        mode="table",
    )
    assert waiting(game) == ("Ben", "enter")
    assert refused(game, "Ben brings in Jango") == "not_in_reserve"
    play(game, "Ben brings in Les Dalton")
    assert side(game, "Ben").pa.id == "les_dalton" and len(side(game, "Ben").reserve) == 1


def test_a_known_reserve_of_one_comes_in_by_itself():
    game = start(
        {"in_play": ["Jango", "Wild Bill"], "hand": ["Colt"]},
        {
            "in_play": [{"character": "Babe Leroy", "life": 1}, "Tom Thorn"],
            "hand": 2,
            "reserve": ["Pearl Hat"],
        },
        "Anna plays Colt on Babe Leroy",
        "Ben passes",
        mode="table",
    )
    assert side(game, "Ben").pa.id == "pearl_hat"


def _stagecoach(turn: str, equipment: tuple[str, ...] = ()):
    """A table where the player whose turn it is plays a Stagecoach, whose two unseen cards come
    from their own deck; Ben's Tom Thorn carries `equipment`."""
    tom_thorn = {"character": "Tom Thorn", "equipment": list(equipment)}
    camps = {
        "lawmen": {"in_play": ["Jango", "Wild Bill"], "hand": 2, "reserve": 2},
        "outlaws": {"in_play": [tom_thorn, "Babe Leroy"], "hand": 2, "reserve": 2},
    }
    camps[turn]["hand"] = ["Stagecoach"]
    player = {"lawmen": "Anna", "outlaws": "Ben"}[turn]
    line = f"{player} plays Stagecoach"
    return start(camps["lawmen"], camps["outlaws"], line, mode="table", turn=turn)


def test_a_stagecoach_card_cannot_be_named_as_one_its_deck_lacks():
    game = _stagecoach("lawmen")  # the Sheriff deck holds no Beer (the Outlaw deck has one)
    assert waiting(game) == ("Anna", "discard")
    assert refused(game, "Anna discards Beer") == "not_on_display"


def test_a_stagecoach_card_cannot_be_the_second_copy_of_the_outlaw_decks_one_dynamite():
    game = _stagecoach("outlaws", ("Dynamite",))
    assert refused(game, "Ben discards Dynamite") == "not_on_display"
    assert "Ben discards Dynamite" not in [format_move(m) for m in game.legal_moves()]
    play(game, "Ben discards Colt")
    assert kinds(game.state.discard)[-1] == "colt"


def _ben_took_one_sheriff_card_and_forgot_his_backs() -> Game:
    """Anna's deck and hand hold the whole Sheriff deck by their backs; Ben takes one of her
    cards unseen (Braquage), then plays a Colt, which either deck has: his hand forgets its
    backs, yet it holds at most that one Sheriff card."""
    game = Game(deal("Anna", "Ben", seed=1, full_information=False))
    return play(
        game,
        "Anna starts with Jango and Wild Bill",
        "Ben starts with Sid Curry and Tom Thorn",
        "Anna draws",
        "Anna ends her turn",
        *["Anna discards Gourde"] * 3,
        "Ben draws",
        "Ben plays Braquage on Anna: hand",
        "Ben plays Colt on Jango",
        "Anna passes",
    )


def test_a_hand_that_forgot_its_backs_names_no_more_sheriff_cards_than_it_took():
    game = _ben_took_one_sheriff_card_and_forgot_his_backs()
    assert {card.deck for card in side(game, "Ben").hand} == {None}
    play(game, "Ben plays Derringer on Jango", "Anna passes")  # the Sheriff card he took
    assert refused(game, "Ben plays Derringer on Jango") == "not_in_hand"
    assert refused(game, "Ben plays Gatling") == "not_in_hand"
    offered = [format_move(m) for m in game.legal_moves()]
    assert "Ben plays Gatling" not in offered
    play(game, "Ben plays Indians!")  # the Outlaw deck has one too


def test_the_sheriff_card_taken_may_be_named_once_whichever_it_is():
    game = _ben_took_one_sheriff_card_and_forgot_his_backs()
    play(game, "Ben plays Gatling", "Anna passes", "Ben passes", "Anna passes")
    assert waiting(game) == ("Ben", "play")
    assert refused(game, "Ben plays Derringer on Jango") == "not_in_hand"
