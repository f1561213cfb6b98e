"""The turn: draw two cards, play any number, discard down to the hand limit, pass clockwise."""

from __future__ import annotations

from rules.bang.turns import kept_card
from tests.rules.helpers import card, kinds, play, refused, start, waiting, who

TABLE = """
players:
  - {name: Anna, character: Pedro Ramirez, role: Sheriff, life: 3, hand: [Beer 6♥]}
  - {name: Ben, character: Jesse Jones, role: Outlaw, hand: [BANG! 2♦]}
  - {name: Carla, character: Jesse Jones, role: Outlaw, hand: []}
  - {name: Dan, character: Jesse Jones, role: Renegade, hand: []}
deck_top: [Stagecoach 9♠, Gatling, BANG! 5♦]
"""


def test_drawing_takes_the_two_top_cards_of_the_deck() -> None:
    game = start(TABLE, "Anna draws")
    assert who(game, "Anna").hand[1:] == [card("Stagecoach 9♠"), card("Gatling 10♥")]
    assert game.state.deck[-1] == card("BANG! 5♦")
    assert waiting(game) == ("Anna", "play")


def test_cards_are_played_only_after_the_draw() -> None:
    game = start(TABLE)
    assert refused(game, "Anna plays Beer") == "wrong_moment"
    assert refused(game, "Anna ends turn") == "wrong_moment"


def test_a_player_draws_once_per_turn() -> None:
    game = start(TABLE, "Anna draws")
    assert refused(game, "Anna draws") == "wrong_moment"


def test_only_the_player_whose_turn_it_is_plays() -> None:
    game = start(TABLE, "Anna draws")
    assert refused(game, "Ben plays BANG! on Anna") == "not_your_decision"


def test_ending_the_turn_passes_it_clockwise() -> None:
    game = start(TABLE, "Anna draws", "Anna ends turn")
    assert waiting(game) == ("Ben", "draw")


def test_the_turn_skips_eliminated_players() -> None:
    game = start(TABLE.replace("role: Outlaw, hand: [BANG! 2♦]", "role: Outlaw, alive: false"))
    play(game, "Anna draws", "Anna ends turn")
    assert waiting(game) == ("Carla", "draw")


def test_after_the_last_seat_the_first_plays_again() -> None:
    game = start(TABLE.replace("deck_top", "turn: Dan\nphase: play\ndeck_top"), "Dan ends turn")
    assert waiting(game) == ("Anna", "draw")


def test_hand_limit_is_the_life_points_left() -> None:
    game = start(TABLE, "Anna draws", "Anna ends turn")
    assert waiting(game) == ("Ben", "draw")
    assert len(who(game, "Anna").hand) == 3 == who(game, "Anna").life


def test_too_many_cards_at_the_end_of_the_turn_must_be_discarded() -> None:
    game = start(TABLE.replace("life: 3", "life: 1"), "Anna draws", "Anna ends turn")
    assert waiting(game) == ("Anna", "discard")
    play(game, "Anna discards Stagecoach")
    assert waiting(game) == ("Anna", "discard")
    play(game, "Anna discards Gatling")
    assert waiting(game) == ("Ben", "draw")
    assert kinds(who(game, "Anna").hand) == ["beer"]
    assert kinds(game.state.discard[-2:]) == ["stagecoach", "gatling"]


def test_no_card_is_played_during_the_discard_phase() -> None:
    game = start(TABLE.replace("life: 3", "life: 1"), "Anna draws", "Anna ends turn")
    assert refused(game, "Anna plays Beer") == "wrong_moment"
    assert refused(game, "Anna discards BANG!") == "not_in_hand"


def test_discards_are_only_for_the_end_of_the_turn() -> None:
    game = start(TABLE, "Anna draws")
    assert refused(game, "Anna discards Beer") == "wrong_moment"


def test_the_bang_count_starts_again_each_turn() -> None:
    game = start(
        """
        players:
          - {name: Anna, character: Pedro Ramirez, role: Sheriff, hand: [BANG! 3♦, Missed! 2♠]}
          - {name: Ben, character: Jesse Jones, role: Outlaw, hand: [BANG! 2♦, BANG! 4♦]}
          - {name: Carla, character: Jesse Jones, role: Outlaw, hand: []}
          - {name: Dan, character: Jesse Jones, role: Renegade, hand: []}
        turn: Anna
        phase: play
    """,
        "Anna plays BANG! on Ben",
        "Ben takes the hit",
        "Anna ends turn",
        "Ben draws",
        "Ben plays BANG! 2♦ on Anna",
        "Anna plays Missed!",
    )
    assert refused(game, "Ben plays BANG! 4♦ on Anna") == "one_bang_per_turn"
    assert game.state.bangs_played == 1


def test_the_card_that_counts_is_the_first_good_one_else_the_last() -> None:
    bad, good = card("Bang! 3♠"), card("Beer 6♥")
    assert kept_card("barrel", (bad, good)) == good
    assert kept_card("barrel", (good, bad)) == good
    assert kept_card("dynamite", (bad, card("Missed! 4♠"))) == card("Missed! 4♠")
