"""BANG! and Missed!: shooting, dodging, taking the hit, and the one-BANG!-a-turn limit."""

from __future__ import annotations

from tests.rules.helpers import card, kinds, play, refused, start, waiting, who


def table(
    anna: str = "Jesse Jones",
    anna_hand: str = "BANG! A♠, BANG! 2♦",
    anna_in_play: str = "",
    ben: str = "Jesse Jones",
    ben_hand: str = "Missed! 2♠",
) -> str:
    return f"""
        players:
          - {{name: Anna, character: {anna}, role: Sheriff, hand: [{anna_hand}],
              in_play: [{anna_in_play}]}}
          - {{name: Ben, character: {ben}, role: Outlaw, hand: [{ben_hand}]}}
          - {{name: Carla, character: Jesse Jones, role: Outlaw, hand: [Missed! 3♠]}}
          - {{name: Dan, character: Jesse Jones, role: Renegade, hand: [Missed! 4♠]}}
        turn: Anna
        phase: play
    """


def test_a_bang_asks_its_target_to_answer() -> None:
    game = start(table(), "Anna plays BANG! A♠ on Ben")
    assert waiting(game) == ("Ben", "respond")
    assert game.state.discard[-1] == card("BANG! A♠")


def test_missed_cancels_the_bang() -> None:
    game = start(table(), "Anna plays BANG! A♠ on Ben", "Ben plays Missed!")
    assert who(game, "Ben").life == 4
    assert who(game, "Ben").hand == []
    assert kinds(game.state.discard) == ["bang", "missed"]
    assert waiting(game) == ("Anna", "play")


def test_taking_the_hit_costs_one_life_point() -> None:
    game = start(table(), "Anna plays BANG! A♠ on Ben", "Ben takes the hit")
    assert who(game, "Ben").life == 3
    assert kinds(who(game, "Ben").hand) == ["missed"]


def test_the_bang_card_is_discarded_even_when_missed() -> None:
    game = start(table(), "Anna plays BANG! A♠ on Ben", "Ben plays Missed!")
    assert card("BANG! A♠") in game.state.discard
    assert card("BANG! A♠") not in who(game, "Anna").hand


def test_only_one_bang_per_turn() -> None:
    game = start(table(), "Anna plays BANG! A♠ on Ben", "Ben plays Missed!")
    assert refused(game, "Anna plays BANG! 2♦ on Dan") == "one_bang_per_turn"


def test_a_volcanic_allows_any_number_of_bangs() -> None:
    game = start(
        table(anna_in_play="Volcanic"),
        "Anna plays BANG! A♠ on Ben",
        "Ben passes",
        "Anna plays BANG! 2♦ on Ben",
        "Ben plays Missed!",
    )
    assert who(game, "Ben").life == 3
    assert game.state.bangs_played == 2


def test_volcanic_bangs_reach_distance_one_only() -> None:
    game = start(table(anna_in_play="Volcanic"))
    assert refused(game, "Anna plays BANG! on Carla") == "out_of_range"


def test_a_volcanic_played_after_a_bang_frees_more_bangs() -> None:
    game = start(
        table(anna_hand="BANG! A♠, BANG! 2♦, Volcanic"),
        "Anna plays BANG! A♠ on Ben",
        "Ben passes",
        "Anna plays Volcanic",
        "Anna plays BANG! 2♦ on Dan",
    )
    assert waiting(game) == ("Dan", "respond")


def test_missed_is_only_an_answer_to_a_shot() -> None:
    game = start(table(anna_hand="Missed! 5♠"))
    assert refused(game, "Anna plays Missed!") == "response_only"


def test_a_player_cannot_shoot_himself() -> None:
    assert refused(start(table()), "Anna plays BANG! on Anna") == "target_self"


def test_a_bang_needs_a_target() -> None:
    assert refused(start(table()), "Anna plays BANG!") == "needs_target"


def test_eliminated_players_cannot_be_shot() -> None:
    game = start(table().replace("role: Outlaw, hand: [Missed! 2♠]", "role: Outlaw, alive: false"))
    assert refused(game, "Anna plays BANG! on Ben") == "player_dead"


def test_a_card_not_in_hand_cannot_be_played() -> None:
    game = start(table())
    assert refused(game, "Anna plays BANG! 3♦ on Ben") == "not_in_hand"
    assert refused(game, "Anna plays Gatling") == "not_in_hand"


def test_only_the_target_answers_the_shot() -> None:
    game = start(table(), "Anna plays BANG! on Ben")
    assert refused(game, "Carla plays Missed!") == "not_your_decision"
    assert refused(game, "Anna ends turn") == "not_your_decision"


def test_a_missed_not_in_hand_cannot_answer() -> None:
    game = start(table(ben_hand=""), "Anna plays BANG! on Ben")
    assert refused(game, "Ben plays Missed!") == "not_in_hand"
    play(game, "Ben passes")
    assert who(game, "Ben").life == 3


def test_another_card_is_no_answer_to_a_shot() -> None:
    game = start(table(ben_hand="Beer 6♥, BANG! 3♦"), "Anna plays BANG! on Ben")
    assert refused(game, "Ben plays BANG!") == "wrong_answer"
    assert refused(game, "Ben plays Beer") == "beer_out_of_turn"


def test_a_missed_needs_no_target() -> None:
    game = start(table(), "Anna plays BANG! on Ben")
    assert refused(game, "Ben plays Missed! on Anna") == "no_target_needed"


def test_a_jailed_player_can_still_be_shot_and_answer() -> None:
    game = start(
        table().replace("hand: [Missed! 2♠]", "hand: [Missed! 2♠], in_play: [Jail]"),
        "Anna plays BANG! on Ben",
        "Ben plays Missed!",
    )
    assert who(game, "Ben").life == 4
