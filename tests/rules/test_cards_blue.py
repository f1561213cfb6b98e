"""Blue cards: they stay in play; one weapon at a time; never two cards of one name; Barrel."""

from __future__ import annotations

from tests.rules.helpers import card, kinds, play, refused, start, waiting, who


def table(anna_hand: str, anna_in_play: str = "", ben: str = "hand: []", top: str = "") -> str:
    return f"""
        players:
          - {{name: Anna, character: Jesse Jones, role: Sheriff, hand: [{anna_hand}],
              in_play: [{anna_in_play}]}}
          - {{name: Ben, character: Jesse Jones, role: Outlaw, {ben}}}
          - {{name: Carla, character: Jesse Jones, role: Outlaw, hand: []}}
          - {{name: Dan, character: Jesse Jones, role: Renegade, hand: []}}
        turn: Anna
        phase: play
        deck_top: [{top}]
    """


def test_a_blue_card_stays_in_play_in_front_of_its_player() -> None:
    game = start(
        table("Mustang 8♥, Barrel Q♠, Scope"),
        "Anna plays Mustang",
        "Anna plays Barrel",
        "Anna plays Scope",
    )
    assert kinds(who(game, "Anna").in_play) == ["mustang", "barrel", "scope"]
    assert who(game, "Anna").hand == []
    assert game.state.discard == []


def test_a_blue_card_is_not_played_on_another_player() -> None:
    assert refused(start(table("Mustang 8♥")), "Anna plays Mustang on Ben") == "no_target_needed"


def test_no_two_cards_of_the_same_name_in_play() -> None:
    game = start(table("Barrel K♠, Mustang 9♥", anna_in_play="Barrel Q♠, Mustang 8♥"))
    assert refused(game, "Anna plays Barrel") == "same_card_in_play"
    assert refused(game, "Anna plays Mustang") == "same_card_in_play"


def test_a_new_weapon_replaces_the_one_in_play() -> None:
    game = start(
        table("Winchester", anna_in_play="Volcanic 10♠, Barrel Q♠"), "Anna plays Winchester"
    )
    assert kinds(who(game, "Anna").in_play) == ["barrel", "winchester"]
    assert game.state.discard == [card("Volcanic 10♠")]


def test_a_second_copy_of_the_same_weapon_replaces_the_first() -> None:
    game = start(table("Schofield K♠", anna_in_play="Schofield J♣"), "Anna plays Schofield")
    assert who(game, "Anna").in_play == [card("Schofield K♠")]
    assert game.state.discard == [card("Schofield J♣")]


def test_a_weapon_taken_away_leaves_the_colt_45() -> None:
    scenario = table("BANG! A♠", anna_in_play="Schofield J♣", ben="hand: [Cat Balou K♥]").replace(
        "turn: Anna", "turn: Ben"
    )
    game = start(
        scenario,
        "Ben plays Cat Balou on Anna: Schofield",
        "Ben ends turn",
        "Carla draws",
        "Carla ends turn",
        "Dan draws",
        "Dan ends turn",
        "Anna draws",
    )
    assert refused(game, "Anna plays BANG! A♠ on Carla") == "out_of_range"


def test_barrel_heart_dodges_the_bang() -> None:
    scenario = table("BANG! A♠", ben="hand: [], in_play: [Barrel]", top="Beer 6♥")
    game = start(scenario, "Anna plays BANG! on Ben", "Ben uses Barrel")
    assert who(game, "Ben").life == 4
    assert game.state.discard[-1] == card("Beer 6♥")
    assert waiting(game) == ("Anna", "play")


def test_barrel_other_suit_leaves_the_missed_to_play() -> None:
    scenario = table("BANG! A♠", ben="hand: [Missed! 2♠], in_play: [Barrel]", top="Beer 6♥")
    scenario = scenario.replace("Beer 6♥", "BANG! 2♦")
    game = start(scenario, "Anna plays BANG! on Ben", "Ben uses Barrel")
    assert waiting(game) == ("Ben", "respond")
    assert game.state.discard[-1] == card("BANG! 2♦")
    play(game, "Ben plays Missed!")
    assert who(game, "Ben").life == 4


def test_barrel_draws_once_per_shot() -> None:
    scenario = table("BANG! A♠", ben="hand: [], in_play: [Barrel]", top="BANG! 2♦, Beer 6♥")
    game = start(scenario, "Anna plays BANG! on Ben", "Ben uses Barrel")
    assert refused(game, "Ben uses Barrel") == "check_used"
    play(game, "Ben takes the hit")
    assert who(game, "Ben").life == 3


def test_no_barrel_no_draw() -> None:
    game = start(table("BANG! A♠"), "Anna plays BANG! on Ben")
    assert refused(game, "Ben uses Barrel") == "no_barrel"
    assert refused(game, "Ben uses Jourdonnais") == "no_barrel"


def test_barrel_works_against_the_gatling() -> None:
    scenario = table("Gatling", ben="hand: [], in_play: [Barrel]", top="Beer 6♥")
    game = start(scenario, "Anna plays Gatling", "Ben uses Barrel")
    assert who(game, "Ben").life == 4
    assert waiting(game) == ("Carla", "respond")


def test_jail_goes_in_front_of_another_player_at_any_distance() -> None:
    game = start(table("Jail 4♥"), "Anna plays Jail on Carla")
    assert kinds(who(game, "Carla").in_play) == ["jail"]
    assert who(game, "Anna").hand == []


def test_jail_not_on_the_sheriff() -> None:
    scenario = table("", ben="hand: [Jail 4♥]").replace("turn: Anna", "turn: Ben")
    assert refused(start(scenario), "Ben plays Jail on Anna") == "jail_on_sheriff"


def test_jail_needs_a_target_and_only_one_per_player() -> None:
    game = start(table("Jail 4♥", ben="hand: [], in_play: [Jail 10♠]"))
    assert refused(game, "Anna plays Jail") == "needs_target"
    assert refused(game, "Anna plays Jail on Ben") == "same_card_in_play"


def test_dynamite_goes_in_front_of_whoever_plays_it() -> None:
    game = start(table("Dynamite"), "Anna plays Dynamite")
    assert kinds(who(game, "Anna").in_play) == ["dynamite"]
    assert refused(start(table("Dynamite")), "Anna plays Dynamite on Ben") == "no_target_needed"
