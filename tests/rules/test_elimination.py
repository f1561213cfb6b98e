"""Elimination: the dead player's cards, the reward for an Outlaw, the Sheriff's penalty."""

from __future__ import annotations

from rules.core.game import Game
from tests.rules.helpers import kinds, refused, start, waiting, who


def table(
    anna_role: str = "Sheriff",
    ben_role: str = "Outlaw",
    anna_hand: str = "BANG! A♠",
    ben_hand: str = "Missed! 2♠",
    top: str = "Beer 6♥, Wells Fargo, Duel Q♦, Saloon",
    anna_in_play: str = "Mustang",
) -> str:
    """Anna shoots Ben, who has one life point left; the others get the roles left over."""
    roles = ["Sheriff", "Renegade", "Deputy", "Outlaw", "Outlaw"]
    roles.remove(anna_role)
    roles.remove(ben_role)
    carla, dan, eve = roles
    return f"""
        players:
          - {{name: Anna, character: Jesse Jones, role: {anna_role}, hand: [{anna_hand}],
              in_play: [{anna_in_play}]}}
          - {{name: Ben, character: Jesse Jones, role: {ben_role}, life: 1, hand: [{ben_hand}],
              in_play: [Barrel]}}
          - {{name: Carla, character: Jesse Jones, role: {carla}, hand: []}}
          - {{name: Dan, character: Jesse Jones, role: {dan}, hand: []}}
          - {{name: Eve, character: Jesse Jones, role: {eve}, hand: []}}
        turn: Anna
        phase: play
        deck_top: [{top}]
    """


def kill_ben(scenario: str, *lines: str) -> Game:
    return start(scenario, "Anna plays BANG! on Ben", "Ben takes the hit", *lines)


def test_the_dead_players_cards_are_discarded() -> None:
    game = kill_ben(table(ben_role="Renegade"))
    assert not who(game, "Ben").alive
    assert (who(game, "Ben").hand, who(game, "Ben").in_play) == ([], [])
    assert kinds(game.state.discard) == ["bang", "missed", "barrel"]


def test_killing_an_outlaw_draws_three() -> None:
    game = kill_ben(table())
    assert kinds(who(game, "Anna").hand) == ["beer", "wells_fargo", "duel"]


def test_anyone_killing_an_outlaw_draws_three_even_an_outlaw() -> None:
    game = kill_ben(table(anna_role="Outlaw"))
    assert len(who(game, "Anna").hand) == 3


def test_killing_a_renegade_brings_no_reward() -> None:
    game = kill_ben(table(ben_role="Renegade"))
    assert who(game, "Anna").hand == []


def test_sheriff_killing_a_deputy_discards_everything() -> None:
    game = kill_ben(table(ben_role="Deputy", anna_hand="BANG! A♠, Beer 7♥, Gatling", top=""))
    assert (who(game, "Anna").hand, who(game, "Anna").in_play) == ([], [])
    assert kinds(game.state.discard) == ["bang", "missed", "barrel", "beer", "gatling", "mustang"]


def test_an_outlaw_killing_a_deputy_keeps_his_cards() -> None:
    game = kill_ben(table(anna_role="Outlaw", ben_role="Deputy", anna_hand="BANG! A♠, Beer 7♥"))
    assert kinds(who(game, "Anna").hand) == ["beer"]
    assert kinds(who(game, "Anna").in_play) == ["mustang"]


def test_killing_with_indians_earns_the_reward() -> None:
    scenario = table(anna_hand="Indians!", ben_hand="")
    game = start(scenario, "Anna plays Indians!", "Ben passes")
    assert not who(game, "Ben").alive
    assert kinds(who(game, "Anna").hand) == ["beer", "wells_fargo", "duel"]
    assert waiting(game) == ("Carla", "respond")


def test_killing_with_the_gatling_earns_the_reward() -> None:
    game = start(
        table(anna_hand="Gatling 10♥", ben_hand=""), "Anna plays Gatling", "Ben takes the hit"
    )
    assert len(who(game, "Anna").hand) == 3


def test_a_dead_player_makes_no_move() -> None:
    game = kill_ben(table(ben_role="Renegade"), "Anna ends turn", "Carla draws")
    assert refused(game, "Ben plays Beer") == "player_dead"


def test_the_dead_are_skipped_and_the_turn_order_closes_up() -> None:
    game = kill_ben(table(ben_role="Renegade"), "Anna ends turn")
    assert waiting(game) == ("Carla", "draw")


def test_dying_on_your_own_turn_passes_the_turn() -> None:
    game = start(
        table(ben_role="Renegade", ben_hand="BANG! 2♦, BANG! 3♦")
        .replace("turn: Anna", "turn: Ben")
        .replace("hand: [BANG! 2♦, BANG! 3♦]", "hand: [Duel 8♣]"),
        "Ben plays Duel on Anna",
        "Anna plays BANG!",
        "Ben passes",
    )
    assert not who(game, "Ben").alive
    assert waiting(game) == ("Carla", "draw")
