"""Table mode: a real deck the app does not see. Hands are unknown until cards are played,
draw! cards are entered with `reveal`, and the roles of the dead are entered when they die."""

from __future__ import annotations

from rules.bang.cards import Card
from tests.rules.helpers import card, kinds, move, play, refused, start, waiting, who


def table(
    ben: str = "hand: 2", top: str = "", anna: str = "hand: 3", dan: str = "", discard: str = ""
) -> str:
    return f"""
        mode: table
        players:
          - {{name: Anna, character: Jesse Jones, role: Sheriff, {anna}}}
          - {{name: Ben, character: Jesse Jones, {ben}}}
          - {{name: Carla, character: Jesse Jones, hand: 2}}
          - {{name: Dan, character: Jesse Jones, hand: 2 {dan}}}
        turn: Anna
        phase: play
        deck_top: [{top}]
        discard: [{discard}]
    """


def test_an_unknown_card_can_be_played_as_the_table_says() -> None:
    game = start(table(), "Anna plays BANG! 5♦ on Ben", "Ben plays Missed!")
    assert game.state.discard == [card("BANG! 5♦"), card("Missed!")]
    assert len(who(game, "Anna").hand) == 2
    assert len(who(game, "Ben").hand) == 1


def test_a_player_cannot_play_more_cards_than_held() -> None:
    game = start(table(ben="hand: 0"), "Anna plays BANG! on Ben")
    assert refused(game, "Ben plays Missed!") == "not_in_hand"


def test_a_card_known_by_name_is_played_with_its_index() -> None:
    game = start(table(anna="hand: [BANG!, Beer]"), "Anna plays BANG! 5♦ on Ben")
    assert kinds(who(game, "Anna").hand) == ["beer"]
    assert game.state.discard == [card("BANG! 5♦")]


def test_a_hand_of_known_cards_only_holds_those() -> None:
    game = start(table(anna="hand: [Beer]"))
    assert refused(game, "Anna plays BANG! on Ben") == "not_in_hand"


def test_a_draw_check_waits_for_the_table_to_reveal_the_card() -> None:
    game = start(
        table(ben="hand: 0, in_play: [Barrel]"), "Anna plays BANG! on Ben", "Ben uses Barrel"
    )
    assert waiting(game) == (None, "reveal")
    assert refused(game, "Ben takes the hit") == "not_your_decision"
    play(game, "reveal 4♥")
    assert who(game, "Ben").life == 4
    assert game.state.discard[-1] == card("4♥")


def test_a_draw_check_needs_the_suit_and_rank() -> None:
    game = start(
        table(ben="hand: 0, in_play: [Barrel]"), "Anna plays BANG! on Ben", "Ben uses Barrel"
    )
    assert refused(game, "reveal Beer") == "reveal_incomplete"


def test_nothing_to_reveal_when_no_card_is_asked_for() -> None:
    assert refused(start(table()), "reveal Q♥") == "reveal_not_needed"


def test_a_known_top_card_settles_the_check_without_a_reveal() -> None:
    game = start(
        table(ben="hand: 0, in_play: [Barrel]", top="Beer 6♥"),
        "Anna plays BANG! on Ben",
        "Ben uses Barrel",
    )
    assert who(game, "Ben").life == 4
    assert waiting(game) == ("Anna", "play")


def test_a_reveal_that_contradicts_the_known_top_card_is_refused() -> None:
    game = start(
        table(ben="hand: 0, in_play: [Barrel]", top="Missed!"),
        "Anna plays BANG! on Ben",
        "Ben uses Barrel",
    )
    assert refused(game, "reveal Beer 6♥") == "reveal_contradicts"


def test_a_top_card_known_by_name_agrees_with_its_revealed_index() -> None:
    game = start(
        table(ben="hand: 0, in_play: [Barrel]", top="Missed!"),
        "Anna plays BANG! on Ben",
        "Ben uses Barrel",
        "reveal 4♠",
    )
    assert game.state.discard[-1] == card("Missed! 4♠")
    assert waiting(game) == ("Ben", "respond")


def test_lucky_duke_needs_two_reveals() -> None:
    scenario = table(ben="hand: 0, in_play: [Barrel]").replace(
        "Ben, character: Jesse Jones", "Ben, character: Lucky Duke"
    )
    game = start(scenario, "Anna plays BANG! on Ben", "Ben uses Barrel", "reveal 2♠")
    assert waiting(game) == (None, "reveal")
    play(game, "reveal Q♥")
    assert waiting(game) == ("Ben", "choose")
    assert game.legal_moves() == [move(game, "Ben chooses Q♥"), move(game, "Ben chooses 2♠")]
    assert refused(game, "Ben chooses Beer") == "choose_a_flipped_card"
    play(game, "Ben chooses queen of hearts")
    assert who(game, "Ben").life == 4


def test_lucky_duke_with_two_hearts_needs_no_choice() -> None:
    scenario = table(ben="hand: 0, in_play: [Barrel]").replace(
        "Ben, character: Jesse Jones", "Ben, character: Lucky Duke"
    )
    game = start(scenario, "Anna plays BANG! on Ben", "Ben uses Barrel", "reveal 2♥", "reveal Q♥")
    assert waiting(game) == ("Anna", "play")
    assert who(game, "Ben").life == 4


def test_a_barrel_is_settled_by_the_suit_alone_when_the_rank_was_not_read() -> None:
    game = start(
        table(ben="hand: 0, in_play: [Barrel]"), "Anna plays BANG! on Ben", "Ben uses Barrel"
    )
    play(game, "reveal ♠")
    assert waiting(game) == ("Ben", "respond")
    assert game.state.discard[-1] == Card(None, "spades")


def test_a_dynamite_needs_the_rank_of_a_spade_only() -> None:
    scenario = table(anna="hand: 3, in_play: [Dynamite]").replace("turn: Anna", "turn: Dan")
    game = start(scenario, "Dan ends turn")
    assert waiting(game) == (None, "reveal")
    assert refused(game, "reveal ♠") == "reveal_incomplete"
    play(game, "reveal cœur")
    assert [c.kind for c in who(game, "Ben").in_play] == ["dynamite"]


def test_black_jack_shows_a_card_read_by_its_suit_alone() -> None:
    scenario = table().replace("Anna, character: Jesse Jones", "Anna, character: Black Jack")
    game = start(scenario.replace("phase: play", "phase: draw"), "Anna draws", "reveal ♦")
    assert who(game, "Anna").hand[4] == Card(None, "diamonds")
    assert len(who(game, "Anna").hand) == 6


def test_general_store_reveals_need_the_card_names() -> None:
    game = start(table(anna="hand: [General Store]"), "Anna plays General Store")
    assert refused(game, "reveal 4♥") == "reveal_incomplete"
    play(game, "reveal Beer", "reveal Gatling", "reveal Duel", "reveal Jail")
    assert waiting(game) == ("Anna", "pick")
    play(game, "Anna picks Gatling", "Ben picks Beer", "Carla picks Jail")
    assert kinds(who(game, "Dan").hand)[-1] == "duel"


def test_black_jack_second_card_is_revealed_for_its_suit() -> None:
    scenario = table().replace("Anna, character: Jesse Jones", "Anna, character: Black Jack")
    game = start(scenario.replace("phase: play", "phase: draw"), "Anna draws")
    assert waiting(game) == (None, "reveal")
    play(game, "reveal Beer 6♥")
    assert kinds(who(game, "Anna").hand) == [None, None, None, None, "beer", None]


def test_a_dead_players_role_must_be_revealed() -> None:
    game = start(table(ben="life: 1, hand: 0"), "Anna plays BANG! on Ben", "Ben takes the hit")
    assert not who(game, "Ben").alive
    assert waiting(game) == ("Ben", "reveal_role")
    assert refused(game, "Anna ends turn") == "not_your_decision"
    play(game, "Ben is Renegade")
    assert who(game, "Ben").role == "renegade"
    assert waiting(game) == ("Anna", "play")


def test_a_revealed_role_must_fit_the_role_table() -> None:
    game = start(table(ben="life: 1, hand: 0"), "Anna plays BANG! on Ben", "Ben takes the hit")
    assert refused(game, "Ben is Deputy") == "role_impossible"
    assert refused(game, "Ben is Sheriff") == "role_impossible"


def test_the_reward_follows_the_revealed_role() -> None:
    game = start(
        table(ben="life: 1, hand: 0"),
        "Anna plays BANG! on Ben",
        "Ben takes the hit",
        "Ben is Outlaw",
    )
    assert len(who(game, "Anna").hand) == 2 + 3


def test_a_dying_player_with_unknown_cards_may_hold_a_beer() -> None:
    game = start(table(ben="life: 1, hand: 1"), "Anna plays BANG! on Ben", "Ben takes the hit")
    assert waiting(game) == ("Ben", "dying")
    play(game, "Ben plays Beer")
    assert who(game, "Ben").life == 1


def test_a_dying_player_with_no_card_is_eliminated_at_once() -> None:
    game = start(table(ben="life: 1, hand: 0"), "Anna plays BANG! on Ben", "Ben takes the hit")
    assert waiting(game) == ("Ben", "reveal_role")


def test_no_beer_for_a_dying_player_with_two_left() -> None:
    scenario = table(ben="life: 1, hand: 2", dan=", alive: false").replace(
        "Carla, character: Jesse Jones, hand: 2", "Carla, character: Jesse Jones, alive: false"
    )
    game = start(scenario, "Anna plays BANG! on Ben", "Ben takes the hit")
    assert waiting(game) == ("Ben", "reveal_role")
    sid = scenario.replace("Ben, character: Jesse Jones", "Ben, character: Sid Ketchum")
    game = start(sid, "Anna plays BANG! on Ben", "Ben takes the hit")
    assert waiting(game) == ("Ben", "dying")
    assert refused(game, "Ben plays Beer") == "beer_two_players"
    play(game, "Ben heals with BANG! and Missed!")
    assert who(game, "Ben").life == 1


def test_the_deck_rebuilt_from_the_discard_is_unknown() -> None:
    game = start(table(anna="hand: [Wells Fargo]"))
    state = game.state
    state.discard.extend([card("Beer 6♥"), card("Gatling 10♥")])
    state.deck[:] = state.deck[:1]
    play(game, "Anna plays Wells Fargo")
    assert kinds(who(game, "Anna").hand) == [None, None, None]
    assert (game.state.discard, game.state.deck) == ([], [Card()])


def test_a_sheriff_with_unknown_cards_dies_and_the_survivors_need_no_role() -> None:
    scenario = table(anna="life: 1, hand: 0", ben="hand: [BANG!]").replace(
        "turn: Anna", "turn: Ben"
    )
    game = start(scenario, "Ben plays BANG! on Anna", "Anna takes the hit")
    assert game.winner == "outlaws"


def test_a_lone_survivor_reveals_the_role_when_the_sheriff_dies() -> None:
    scenario = (
        table(anna="life: 1, hand: 0", ben="hand: [BANG!]")
        .replace("hand: 2}", "hand: 0, alive: false}")
        .replace("hand: 2 }", "hand: 0, alive: false}")
    )
    game = start(
        scenario.replace("turn: Anna", "turn: Ben"), "Ben plays BANG! on Anna", "Anna takes the hit"
    )
    assert waiting(game) == ("Ben", "reveal_role")
    play(game, "Ben is Renegade")
    assert game.winner == "renegade"


def test_kit_carlson_puts_back_a_card_known_from_the_deck_top() -> None:
    scenario = table(top="Beer 6♥, Gatling").replace(
        "Anna, character: Jesse Jones", "Anna, character: Kit Carlson"
    )
    game = start(scenario.replace("phase: play", "phase: draw"), "Anna draws")
    play(game, "Anna puts back Beer")
    assert game.state.deck[-1] == card("Beer 6♥")
    assert kinds(who(game, "Anna").hand) == [None, None, None, "gatling", None]


def test_kit_carlson_keeps_a_card_known_from_the_deck_top_and_an_unseen_one() -> None:
    scenario = table(top="Beer 6♥, Gatling").replace(
        "Anna, character: Jesse Jones", "Anna, character: Kit Carlson"
    )
    game = start(scenario.replace("phase: play", "phase: draw"), "Anna draws")
    assert game.legal_moves() == [
        move(game, "Anna keeps Gatling and a card"),
        move(game, "Anna keeps Beer 6♥ and a card"),
        move(game, "Anna keeps Beer 6♥ and Gatling"),
    ]
    assert refused(game, "Anna keeps Gatling") == "kit_keeps_two"
    play(game, "Anna keeps Gatling and a card")
    assert game.state.deck[-1] == card("Beer 6♥")
    assert kinds(who(game, "Anna").hand) == [None, None, None, "gatling", None]


def test_a_card_the_deck_does_not_hold_is_refused_with_the_index_typed() -> None:
    game = start(table())
    refusal = game.check(move(game, "Anna plays Beer 2♣"))  # the Beers are 6♥ to J♥
    assert refusal is not None and refusal.code == "not_in_deck"
    assert refusal.message("en") == "No Beer in the deck shows 2♣."
    assert refusal.message("fr") == "Aucune carte Bière du paquet ne porte 2♣."


def test_a_card_already_in_the_discard_pile_cannot_be_played_again() -> None:
    game = start(table(discard="BANG! 5♦"))
    refusal = game.check(move(game, "Anna plays BANG! 5♦ on Ben"))
    assert refusal is not None and refusal.code == "already_seen"
    assert refusal.message("it") == "BANG! 5♦ è già negli scarti: il mazzo non ne ha un'altra."
    play(game, "Anna plays BANG! 6♦ on Ben")  # another copy of BANG! is fine


def test_a_card_in_play_in_front_of_a_player_cannot_be_played_from_a_hand() -> None:
    game = start(table(ben="hand: 2, in_play: [Mustang 8♥]"))
    refusal = game.check(move(game, "Anna plays Mustang 8♥"))
    assert refusal is not None and refusal.code == "already_held"
    assert refusal.message("nl").startswith("Mustang 8♥ ligt al bij Ben")
    play(game, "Anna plays Mustang 9♥")


def test_a_reveal_whose_only_card_is_on_the_table_is_refused() -> None:
    # BANG! 5♦ is the one card showing 5♦, and Anna has just played it.
    game = start(
        table(ben="hand: 0, in_play: [Barrel]"), "Anna plays BANG! 5♦ on Ben", "Ben uses Barrel"
    )
    assert refused(game, "reveal 5♦") == "already_seen"


def test_an_index_two_cards_show_can_be_revealed_while_one_is_unseen() -> None:
    # 8♥ is a Beer and a Mustang; the Mustang lies in front of Dan, the Beer is unseen.
    mustang = ", in_play: [Mustang 8♥]"
    game = start(
        table(ben="hand: 0, in_play: [Barrel]", dan=mustang),
        "Anna plays BANG! on Ben",
        "Ben uses Barrel",
        "reveal 8♥",
    )
    assert game.state.discard[-1] == card("8♥")
    both_seen = table(ben="hand: 0, in_play: [Barrel]", dan=mustang, discard="Beer 8♥")
    game = start(both_seen, "Anna plays BANG! on Ben", "Ben uses Barrel")
    assert refused(game, "reveal 8♥") == "already_seen"


def test_cards_shuffled_back_into_the_deck_can_turn_up_again() -> None:
    game = start(table(discard="BANG! 5♦"))
    game.state.deck.clear()  # the next draw rebuilds the deck from the discard pile
    play(game, "Anna ends turn", "Ben draws")
    assert game.state.discard == []
    play(game, "Ben plays BANG! 5♦ on Carla")


def test_sid_ketchum_cannot_name_the_one_gatling_kit_carlson_is_choosing_from() -> None:
    scenario = (
        table(top="Beer 6♥, Gatling")
        .replace("Anna, character: Jesse Jones", "Anna, character: Kit Carlson")
        .replace("Ben, character: Jesse Jones", "Ben, character: Sid Ketchum, life: 2")
    )
    game = start(scenario.replace("phase: play", "phase: draw"), "Anna draws")
    assert waiting(game) == ("Anna", "put_back")
    assert refused(game, "Ben heals with Gatling and Missed!") == "already_held"
