"""Beer: a life point on your turn, or out of turn only against a lethal hit; no use at two."""

from __future__ import annotations

from tests.rules.helpers import kinds, play, refused, start, waiting, who


def table(ben_life: int = 1, ben_hand: str = "Beer 6♥", carla: str = "") -> str:
    return f"""
        players:
          - {{name: Anna, character: Jesse Jones, role: Sheriff, life: 3,
              hand: [BANG! A♠, Beer 7♥, Beer 8♥]}}
          - {{name: Ben, character: Jesse Jones, role: Outlaw, life: {ben_life},
              hand: [{ben_hand}]}}
          - {{name: Carla, character: Jesse Jones, role: Outlaw, hand: [] {carla}}}
          - {{name: Dan, character: Jesse Jones, role: Renegade, hand: []}}
        turn: Anna
        phase: play
    """


def test_beer_gives_back_a_life_point_on_your_turn() -> None:
    game = start(table(), "Anna plays Beer 7♥")
    assert who(game, "Anna").life == 4
    assert kinds(game.state.discard) == ["beer"]


def test_beer_never_raises_life_above_the_starting_life() -> None:
    game = start(table(), "Anna plays Beer 7♥", "Anna plays Beer 8♥", "Anna plays BANG! on Ben")
    assert who(game, "Anna").life == who(game, "Anna").max_life == 5
    game = start(table().replace("life: 3", "life: 5"), "Anna plays Beer 7♥")
    assert who(game, "Anna").life == 5
    assert kinds(game.state.discard) == ["beer"]


def test_beer_is_not_played_on_another_player() -> None:
    assert refused(start(table()), "Anna plays Beer on Ben") == "no_target_needed"


def test_beer_out_of_turn_only_when_dying() -> None:
    game = start(table(ben_life=3), "Anna plays BANG! on Ben")
    assert refused(game, "Ben plays Beer") == "beer_out_of_turn"
    play(game, "Ben takes the hit")
    assert who(game, "Ben").life == 2
    assert waiting(game) == ("Anna", "play")


def test_beer_saves_a_player_losing_the_last_life_point() -> None:
    game = start(table(), "Anna plays BANG! on Ben", "Ben takes the hit")
    assert waiting(game) == ("Ben", "dying")
    assert who(game, "Ben").life == 0
    play(game, "Ben plays Beer")
    assert who(game, "Ben").alive and who(game, "Ben").life == 1
    assert waiting(game) == ("Anna", "play")


def test_a_dying_player_may_refuse_the_beer_and_die() -> None:
    game = start(table(), "Anna plays BANG! on Ben", "Ben takes the hit", "Ben dies")
    assert not who(game, "Ben").alive
    assert kinds(game.state.discard)[-1] == "beer"


def test_a_dying_player_without_beer_is_eliminated_at_once() -> None:
    game = start(table(ben_hand="Missed! 2♠"), "Anna plays BANG! on Ben")
    play(game, "Ben takes the hit")
    assert not who(game, "Ben").alive
    assert waiting(game) == ("Anna", "play")


def test_saloon_is_not_a_beer_for_a_dying_player() -> None:
    game = start(table(ben_hand="Saloon, Beer 6♥"), "Anna plays BANG! on Ben", "Ben passes")
    assert refused(game, "Ben plays Saloon") == "wrong_answer"


def test_beer_useless_with_two_players_left() -> None:
    dead = ", alive: false"
    game = start(
        table(carla=dead).replace("role: Renegade, hand: []", "role: Renegade, alive: false"),
        "Anna plays Beer 7♥",
    )
    assert who(game, "Anna").life == 3
    assert kinds(game.state.discard) == ["beer"]


def test_beer_does_not_save_a_dying_player_with_two_players_left() -> None:
    scenario = table(carla=", alive: false").replace(
        "role: Renegade, hand: []", "role: Renegade, alive: false"
    )
    game = start(scenario, "Anna plays BANG! on Ben", "Ben takes the hit")
    assert not who(game, "Ben").alive
    assert game.winner == "sheriff"


def test_a_dying_player_still_counts_among_the_living_for_beer() -> None:
    scenario = table(carla=", alive: false")
    game = start(scenario, "Anna plays BANG! on Ben", "Ben takes the hit", "Ben plays Beer")
    assert who(game, "Ben").life == 1


def test_two_beers_after_dynamite_save_a_player_at_two_life() -> None:
    game = start("""
        players:
          - {name: Anna, character: Jesse Jones, role: Sheriff, life: 2,
             hand: [Beer 6♥, Beer 7♥], in_play: [Dynamite]}
          - {name: Ben, character: Jesse Jones, role: Outlaw, hand: []}
          - {name: Carla, character: Jesse Jones, role: Outlaw, hand: []}
          - {name: Dan, character: Jesse Jones, role: Renegade, hand: []}
        deck_top: [Missed! 4♠]
    """)
    assert who(game, "Anna").life == -1
    assert waiting(game) == ("Anna", "dying")
    play(game, "Anna plays Beer")
    assert waiting(game) == ("Anna", "dying")
    play(game, "Anna plays Beer")
    assert who(game, "Anna").life == 1
    assert waiting(game) == ("Anna", "draw")


def test_one_beer_is_not_enough_after_dynamite_at_two_life() -> None:
    game = start(
        """
        players:
          - {name: Anna, character: Jesse Jones, role: Deputy, life: 2,
             hand: [Beer 6♥, Beer 7♥], in_play: [Dynamite]}
          - {name: Ben, character: Jesse Jones, role: Outlaw, hand: []}
          - {name: Carla, character: Jesse Jones, role: Sheriff, hand: []}
          - {name: Dan, character: Jesse Jones, role: Renegade, hand: []}
          - {name: Eve, character: Jesse Jones, role: Outlaw, hand: []}
        turn: Anna
        deck_top: [Missed! 4♠]
    """,
        "Anna plays Beer",
        "Anna passes",
    )
    assert not who(game, "Anna").alive
    assert waiting(game) == ("Ben", "draw")
