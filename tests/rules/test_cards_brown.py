"""Brown cards: played, carried out, discarded (BANG!, Missed! and Beer have their own files)."""

from __future__ import annotations

from tests.rules.helpers import card, kinds, play, refused, start, waiting, who


def table(
    anna_hand: str,
    ben: str = "hand: []",
    carla: str = "hand: []",
    dan: str = "hand: []",
    top: str = "",
) -> str:
    """Anna (Sheriff) plays; Ben, Carla and Dan sit clockwise after her."""
    return f"""
        players:
          - {{name: Anna, character: Jesse Jones, role: Sheriff, life: 3, hand: [{anna_hand}]}}
          - {{name: Ben, character: Jesse Jones, role: Outlaw, {ben}}}
          - {{name: Carla, character: Jesse Jones, role: Outlaw, {carla}}}
          - {{name: Dan, character: Jesse Jones, role: Renegade, {dan}}}
        turn: Anna
        phase: play
        deck_top: [{top}]
    """


# ---- drawing cards


def test_stagecoach_draws_two_cards() -> None:
    game = start(table("Stagecoach 9♠", top="Beer 6♥, Gatling, Duel Q♦"), "Anna plays Stagecoach")
    assert kinds(who(game, "Anna").hand) == ["beer", "gatling"]
    assert kinds(game.state.discard) == ["stagecoach"]


def test_wells_fargo_draws_three_cards() -> None:
    game = start(
        table("Wells Fargo", top="Beer 6♥, Gatling, Duel Q♦, Saloon"), "Anna plays Wells Fargo"
    )
    assert kinds(who(game, "Anna").hand) == ["beer", "gatling", "duel"]


def test_the_deck_is_reshuffled_from_the_discard_when_empty() -> None:
    game = start(table("Wells Fargo", top="Gatling"))
    state = game.state
    state.discard.extend(state.deck[:-1])
    del state.deck[:-1]
    discarded = len(state.discard)
    play(game, "Anna plays Wells Fargo")
    hand = who(game, "Anna").hand
    assert len(hand) == 3 and hand[0] == card("Gatling 10♥")
    assert game.state.discard == []
    assert len(game.state.deck) == discarded + 1 - 2


# ---- healing


def test_saloon_heals_every_living_player_one_point() -> None:
    game = start(
        table(
            "Saloon",
            ben="life: 2, hand: []",
            carla="life: 4, hand: []",
            dan="life: 1, hand: [], alive: false",
        ),
        "Anna plays Saloon",
    )
    assert [p.life for p in game.state.players] == [4, 3, 4, 0]


def test_saloon_still_heals_with_two_players_left() -> None:
    game = start(
        table(
            "Saloon",
            ben="life: 2, hand: []",
            carla="hand: [], alive: false",
            dan="hand: [], alive: false",
        ),
        "Anna plays Saloon",
    )
    assert (who(game, "Anna").life, who(game, "Ben").life) == (4, 3)


# ---- General Store


def test_general_store_lays_out_one_card_per_living_player() -> None:
    game = start(
        table(
            "General Store 9♣",
            dan="hand: [], alive: false",
            top="Beer 6♥, Gatling, Duel Q♦, Saloon",
        ),
        "Anna plays General Store",
    )
    assert kinds(game.state.store) == ["beer", "gatling", "duel"]
    assert waiting(game) == ("Anna", "pick")


def test_general_store_picks_in_seat_order() -> None:
    game = start(
        table("General Store 9♣", top="Beer 6♥, Gatling, Duel Q♦, Saloon"),
        "Anna plays General Store",
        "Anna picks Gatling",
    )
    assert waiting(game) == ("Ben", "pick")
    assert refused(game, "Carla picks Beer") == "not_your_decision"
    play(game, "Ben picks Saloon", "Carla picks Beer")
    assert kinds(who(game, "Anna").hand) == ["gatling"]
    assert kinds(who(game, "Ben").hand) == ["saloon"]
    assert kinds(who(game, "Carla").hand) == ["beer"]
    assert kinds(who(game, "Dan").hand) == ["duel"]
    assert game.state.store == []
    assert waiting(game) == ("Anna", "play")


def test_general_store_order_starts_with_whoever_plays_it() -> None:
    scenario = table("", ben="hand: [General Store 9♣]", top="Beer 6♥, Gatling, Duel Q♦, Saloon")
    game = start(
        scenario.replace("turn: Anna", "turn: Ben"),
        "Ben plays General Store",
        "Ben picks Beer",
        "Carla picks Duel",
        "Dan picks Gatling",
    )
    assert kinds(who(game, "Anna").hand) == ["saloon"]


def test_general_store_pick_must_be_on_display() -> None:
    game = start(
        table("General Store 9♣", top="Beer 6♥, Gatling, Duel Q♦, Saloon"),
        "Anna plays General Store",
    )
    assert refused(game, "Anna picks Volcanic") == "not_on_display"
    assert refused(game, "Anna passes") == "wrong_moment"


# ---- Panic! and Cat Balou


def test_panic_takes_a_card_in_play_into_the_hand() -> None:
    game = start(
        table("Panic! J♥", ben="hand: [], in_play: [Barrel]"), "Anna plays Panic! on Ben: Barrel"
    )
    assert kinds(who(game, "Anna").hand) == ["barrel"]
    assert who(game, "Ben").in_play == []
    assert kinds(game.state.discard) == ["panic"]


def test_panic_takes_a_random_card_from_the_hand() -> None:
    game = start(table("Panic! J♥", ben="hand: [Beer 6♥]"), "Anna plays Panic! on Ben: hand")
    assert kinds(who(game, "Anna").hand) == ["beer"]
    assert who(game, "Ben").hand == []


def test_panic_reaches_distance_one_only() -> None:
    game = start(table("Panic! J♥", carla="hand: [Beer 6♥]"))
    assert refused(game, "Anna plays Panic! on Carla: hand") == "too_far"


def test_panic_ignores_weapons_but_counts_mustang() -> None:
    anna = "Panic! J♥, Winchester"
    game = start(table(anna, ben="hand: [], in_play: [Mustang]"), "Anna plays Winchester")
    assert refused(game, "Anna plays Panic! on Ben: Mustang") == "too_far"
    assert refused(game, "Anna plays Panic! on Carla: hand") == "too_far"


def test_panic_with_a_scope_reaches_distance_two() -> None:
    game = start(
        table("Panic! J♥, Scope", carla="hand: [Beer 6♥]"),
        "Anna plays Scope",
        "Anna plays Panic! on Carla: hand",
    )
    assert kinds(who(game, "Anna").hand) == ["beer"]


def test_panic_must_say_which_card() -> None:
    game = start(table("Panic! J♥", ben="hand: [Beer 6♥]"))
    assert refused(game, "Anna plays Panic! on Ben") == "needs_target_card"
    assert refused(game, "Anna plays Panic! on Ben: Barrel") == "no_such_card_in_play"


def test_panic_on_an_empty_hand_is_refused() -> None:
    game = start(table("Panic! J♥"))
    assert refused(game, "Anna plays Panic! on Ben: hand") == "empty_hand"


def test_cat_balou_discards_a_card_in_play_at_any_distance() -> None:
    game = start(
        table("Cat Balou K♥", carla="hand: [], in_play: [Volcanic]"),
        "Anna plays Cat Balou on Carla: Volcanic",
    )
    assert who(game, "Carla").in_play == []
    assert kinds(game.state.discard) == ["cat_balou", "volcanic"]


def test_cat_balou_discards_a_random_card_from_the_hand() -> None:
    game = start(
        table("Cat Balou K♥", carla="hand: [Beer 6♥]"), "Anna plays Cat Balou on Carla: hand"
    )
    assert who(game, "Carla").hand == []
    assert game.state.discard[-1] == card("Beer 6♥")


def test_cat_balou_and_panic_target_another_player() -> None:
    game = start(table("Cat Balou K♥, Panic! J♥, Volcanic"), "Anna plays Volcanic")
    assert refused(game, "Anna plays Cat Balou on Anna: Volcanic") == "target_self"
    assert refused(game, "Anna plays Panic! on Anna: Volcanic") == "target_self"


# ---- Duel


def test_duel_target_discards_a_bang_or_loses_a_life() -> None:
    game = start(table("Duel Q♦", dan="hand: [BANG! 2♦]"), "Anna plays Duel on Dan")
    assert waiting(game) == ("Dan", "respond")
    play(game, "Dan passes")
    assert who(game, "Dan").life == 3
    assert waiting(game) == ("Anna", "play")


def test_duel_goes_back_and_forth_until_someone_does_not_discard() -> None:
    game = start(
        table("Duel Q♦, BANG! A♠", dan="hand: [BANG! 2♦, BANG! 3♦]"),
        "Anna plays Duel on Dan",
        "Dan plays BANG! 2♦",
    )
    assert waiting(game) == ("Anna", "respond")
    play(game, "Anna plays BANG!", "Dan plays BANG! 3♦")
    assert waiting(game) == ("Anna", "respond")
    play(game, "Anna passes")
    assert (who(game, "Anna").life, who(game, "Dan").life) == (2, 4)
    assert kinds(game.state.discard) == ["duel", "bang", "bang", "bang"]


def test_duel_bangs_do_not_count_as_the_turns_bang() -> None:
    game = start(
        table("Duel Q♦, BANG! A♠, BANG! 2♦", ben="hand: [BANG! 3♦]"),
        "Anna plays Duel on Ben",
        "Ben plays BANG!",
        "Anna plays BANG! A♠",
        "Ben passes",
        "Anna plays BANG! 2♦ on Ben",
        "Ben passes",
    )
    assert who(game, "Ben").life == 2


def test_missed_and_barrel_are_no_use_in_a_duel() -> None:
    game = start(
        table("Duel Q♦", ben="hand: [Missed! 2♠], in_play: [Barrel]"), "Anna plays Duel on Ben"
    )
    assert refused(game, "Ben plays Missed!") == "wrong_answer"
    assert refused(game, "Ben uses Barrel") == "barrel_only_against_shots"


def test_a_duel_reaches_any_distance() -> None:
    game = start(table("Duel Q♦"), "Anna plays Duel on Carla")
    assert waiting(game) == ("Carla", "respond")


# ---- Indians! and Gatling


def test_indians_each_other_player_discards_a_bang_or_loses_a_life() -> None:
    game = start(
        table("Indians! K♦", ben="hand: [BANG! 2♦]", carla="hand: [Missed! 2♠]"),
        "Anna plays Indians!",
    )
    assert waiting(game) == ("Ben", "respond")
    play(game, "Ben plays BANG!")
    assert waiting(game) == ("Carla", "respond")
    assert refused(game, "Carla plays Missed!") == "wrong_answer"
    play(game, "Carla passes", "Dan passes")
    assert [p.life for p in game.state.players] == [3, 4, 3, 3]
    assert waiting(game) == ("Anna", "play")


def test_barrel_is_no_use_against_indians() -> None:
    game = start(table("Indians! K♦", ben="hand: [], in_play: [Barrel]"), "Anna plays Indians!")
    assert refused(game, "Ben uses Barrel") == "barrel_only_against_shots"


def test_gatling_shoots_every_other_player() -> None:
    game = start(
        table("Gatling", ben="hand: [Missed! 2♠]", carla="hand: [Missed! 3♠]"),
        "Anna plays Gatling",
        "Ben plays Missed!",
        "Carla passes",
        "Dan passes",
    )
    assert [p.life for p in game.state.players] == [3, 4, 3, 3]
    assert waiting(game) == ("Anna", "play")


def test_gatling_is_not_a_bang() -> None:
    game = start(
        table("Gatling, BANG! A♠"),
        "Anna plays Gatling",
        "Ben passes",
        "Carla passes",
        "Dan passes",
        "Anna plays BANG! on Ben",
    )
    assert waiting(game) == ("Ben", "respond")
    assert game.state.bangs_played == 1


def test_gatling_goes_round_from_the_shooters_left() -> None:
    scenario = table("", carla="hand: [Gatling]").replace("turn: Anna", "turn: Carla")
    game = start(scenario, "Carla plays Gatling")
    order = []
    while game.pending.kind == "respond":
        order.append(game.pending.player)
        play(game, f"{game.pending.player} passes")
    assert order == ["Dan", "Anna", "Ben"]


def test_the_target_of_each_card_must_be_alive_and_another_player() -> None:
    game = start(table("Duel Q♦, Jail", dan="hand: [], alive: false"))
    assert refused(game, "Anna plays Duel on Dan") == "player_dead"
    assert refused(game, "Anna plays Duel on Anna") == "target_self"
    assert refused(game, "Anna plays Duel") == "needs_target"
