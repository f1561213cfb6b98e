"""The draw! checks at the start of a turn: Dynamite first, then Jail."""

from __future__ import annotations

import pytest

from tests.rules.helpers import card, kinds, play, refused, start, waiting, who


def table(ben: str, top: str, dan: str = "hand: []", ben_role: str = "Outlaw") -> str:
    """Anna (Sheriff) ends her turn; Ben's turn starts with whatever he has in play."""
    return f"""
        players:
          - {{name: Anna, character: Jesse Jones, role: Sheriff, hand: []}}
          - {{name: Ben, character: Jesse Jones, role: {ben_role}, {ben}}}
          - {{name: Carla, character: Jesse Jones, role: Outlaw, hand: []}}
          - {{name: Dan, character: Jesse Jones, role: Renegade, {dan}}}
          - {{name: Eve, character: Jesse Jones, role: Deputy, hand: []}}
        turn: Anna
        phase: play
        deck_top: [{top}]
    """


@pytest.mark.parametrize(
    ("check", "explodes"),
    [
        ("2♠", True),
        ("9♠", True),
        ("5♠", True),
        ("10♠", False),
        ("A♠", False),
        ("3♥", False),
        ("9♣", False),
        ("8♦", False),
    ],
)
def test_dynamite_explodes_on_two_to_nine_of_spades(check: str, explodes: bool) -> None:
    game = start(table("hand: [], in_play: [Dynamite]", top=check), "Anna ends turn")
    assert game.state.discard[0].index() == check
    assert (who(game, "Ben").life == 1) is explodes
    assert who(game, "Carla").has_in_play("dynamite") is not explodes


def test_dynamite_costs_three_life_points_and_is_discarded() -> None:
    game = start(
        table("hand: [], in_play: [Dynamite]", top="Missed! 4♠, Beer 6♥, Gatling"), "Anna ends turn"
    )
    assert who(game, "Ben").life == 1
    assert kinds(game.state.discard) == ["missed", "dynamite"]
    assert waiting(game) == ("Ben", "draw")
    play(game, "Ben draws")
    assert kinds(who(game, "Ben").hand) == ["beer", "gatling"]


def test_dynamite_passes_to_the_left_when_it_does_not_explode() -> None:
    game = start(table("hand: [], in_play: [Dynamite]", top="Beer 6♥"), "Anna ends turn")
    assert who(game, "Ben").in_play == []
    assert kinds(who(game, "Carla").in_play) == ["dynamite"]
    assert who(game, "Ben").life == 4
    assert waiting(game) == ("Ben", "draw")


def test_dynamite_passes_over_eliminated_players() -> None:
    scenario = table("hand: [], in_play: [Dynamite]", top="Beer 6♥").replace(
        "role: Outlaw, hand: []}", "role: Outlaw, alive: false}"
    )
    game = start(scenario, "Anna ends turn")
    assert kinds(who(game, "Dan").in_play) == ["dynamite"]


def test_dynamite_played_now_is_checked_at_the_next_turn() -> None:
    scenario = table("hand: [Dynamite]", top="Beer 6♥, Gatling, Missed! 4♠")
    game = start(scenario.replace("turn: Anna", "turn: Ben"), "Ben plays Dynamite", "Ben ends turn")
    assert kinds(who(game, "Ben").in_play) == ["dynamite"]
    assert who(game, "Ben").life == 4


def test_dynamite_then_jail_at_turn_start() -> None:
    game = start(
        table("hand: [], in_play: [Jail, Dynamite]", top="Beer 6♥, BANG! 2♦, Beer 7♥"),
        "Anna ends turn",
    )
    assert who(game, "Ben").in_play == []
    assert kinds(game.state.discard) == ["beer", "bang", "jail", "beer"]
    assert kinds(who(game, "Dan").in_play) == ["dynamite"]
    assert waiting(game) == ("Carla", "draw")


def test_jail_heart_escapes_and_the_turn_goes_on() -> None:
    game = start(table("hand: [], in_play: [Jail]", top="Beer 6♥"), "Anna ends turn")
    assert who(game, "Ben").in_play == []
    assert kinds(game.state.discard) == ["beer", "jail"]
    assert waiting(game) == ("Ben", "draw")


def test_jail_other_suit_skips_the_turn_and_the_jail_is_discarded() -> None:
    game = start(
        table("hand: [], in_play: [Jail]", top="BANG! 2♦, Beer 6♥, Gatling"), "Anna ends turn"
    )
    assert who(game, "Ben").in_play == []
    assert who(game, "Ben").hand == []
    assert kinds(game.state.discard) == ["bang", "jail"]
    assert waiting(game) == ("Carla", "draw")


def test_a_jailed_player_can_play_again_the_turn_after() -> None:
    game = start(
        table("hand: [], in_play: [Jail]", top="BANG! 2♦"),
        "Anna ends turn",
        "Carla draws",
        "Carla ends turn",
        "Dan draws",
        "Dan ends turn",
        "Eve draws",
        "Eve ends turn",
        "Anna draws",
        "Anna ends turn",
    )
    assert waiting(game) == ("Ben", "draw")


def test_dynamite_kills_the_current_player_and_the_next_one_plays() -> None:
    game = start(
        table("life: 3, hand: [], in_play: [Dynamite, Jail]", top="Missed! 4♠"), "Anna ends turn"
    )
    assert not who(game, "Ben").alive
    assert waiting(game) == ("Carla", "draw")


def test_dynamite_kill_has_no_killer() -> None:
    game = start(
        table("life: 3, hand: [], in_play: [Dynamite]", top="Missed! 4♠"), "Anna ends turn"
    )
    assert not who(game, "Ben").alive
    assert [len(p.hand) for p in game.state.players if p.alive] == [0, 0, 0, 0]


def test_the_draw_card_goes_to_the_discard_pile() -> None:
    game = start(table("hand: [], in_play: [Jail]", top="Beer 6♥"), "Anna ends turn")
    assert game.state.discard[0] == card("Beer 6♥")
    assert card("Beer 6♥") not in game.state.deck


def test_nobody_reveals_cards_in_full_mode() -> None:
    game = start(table("hand: [], in_play: [Jail]", top="Beer 6♥"))
    assert refused(game, "reveal Beer 6♥") == "reveal_not_needed"
