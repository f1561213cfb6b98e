"""The sixteen characters' abilities, one situation each (Paul Regret's and Rose Doolan's
distances are also in test_distance.py)."""

from __future__ import annotations

from rules.bang.invariants import broken_invariants
from rules.core.game import Game
from tests.rules.helpers import card, kinds, move, play, refused, start, waiting, who


def table(
    anna: str = "Jesse Jones",
    anna_hand: str = "BANG! A♠",
    ben: str = "Jesse Jones",
    ben_hand: str = "",
    ben_extra: str = "",
    top: str = "",
    anna_extra: str = "",
    turn: str = "Anna",
    phase: str = "play",
    discard: str = "",
) -> str:
    """Anna (Sheriff) and Ben (Outlaw) are the ones who matter; Carla and Dan sit after Ben."""
    return f"""
        players:
          - {{name: Anna, character: {anna}, role: Sheriff, hand: [{anna_hand}] {anna_extra}}}
          - {{name: Ben, character: {ben}, role: Outlaw, hand: [{ben_hand}] {ben_extra}}}
          - {{name: Carla, character: Pedro Ramirez, role: Outlaw, hand: [Missed! 8♠]}}
          - {{name: Dan, character: Pedro Ramirez, role: Renegade, hand: [Missed! 7♠]}}
        turn: {turn}
        phase: {phase}
        deck_top: [{top}]
        discard: [{discard}]
    """


# ---- Bart Cassidy


def test_bart_cassidy_draws_a_card_for_each_life_point_lost() -> None:
    game = start(
        table(ben="Bart Cassidy", top="Gatling"), "Anna plays BANG! on Ben", "Ben takes the hit"
    )
    assert who(game, "Ben").life == 3
    assert kinds(who(game, "Ben").hand) == ["gatling"]


def test_bart_cassidy_draws_three_cards_when_the_dynamite_explodes() -> None:
    game = start(
        table(
            ben="Bart Cassidy",
            ben_extra=", in_play: [Dynamite]",
            top="Missed! 4♠, Beer 6♥, Gatling, Duel Q♦",
        ),
        "Anna ends turn",
    )
    assert who(game, "Ben").life == 1
    assert kinds(who(game, "Ben").hand) == ["beer", "gatling", "duel"]


# ---- Black Jack


def test_black_jack_shows_a_red_second_card_and_draws_one_more() -> None:
    game = start(
        table(
            anna="Black Jack", anna_hand="", phase="draw", top="Gatling, BANG! 2♦, Duel Q♦, Beer 6♥"
        ),
        "Anna draws",
    )
    assert kinds(who(game, "Anna").hand) == ["gatling", "bang", "duel"]
    assert game.state.deck[-1] == card("Beer 6♥")


def test_black_jack_black_second_card_draws_two_only() -> None:
    game = start(
        table(anna="Black Jack", anna_hand="", phase="draw", top="Gatling, Missed! 2♠, Duel Q♦"),
        "Anna draws",
    )
    assert kinds(who(game, "Anna").hand) == ["gatling", "missed"]
    assert waiting(game) == ("Anna", "play")


# ---- Calamity Janet


def test_calamity_janet_plays_missed_as_bang() -> None:
    game = start(
        table(anna="Calamity Janet", anna_hand="Missed! 2♠"), "Anna plays Missed! as BANG! on Ben"
    )
    assert waiting(game) == ("Ben", "respond")
    assert game.state.discard == [card("Missed! 2♠")]


def test_calamity_janet_plays_bang_as_missed() -> None:
    game = start(
        table(ben="Calamity Janet", ben_hand="BANG! 2♦"),
        "Anna plays BANG! on Ben",
        "Ben plays BANG! as Missed!",
    )
    assert who(game, "Ben").life == 4


def test_calamity_janet_missed_as_bang_is_her_bang_of_the_turn() -> None:
    game = start(
        table(anna="Calamity Janet", anna_hand="Missed! 2♠, BANG! 2♦"),
        "Anna plays Missed! as BANG! on Ben",
        "Ben passes",
    )
    assert refused(game, "Anna plays BANG! on Ben") == "one_bang_per_turn"


def test_calamity_janet_answers_indians_and_duels_with_missed() -> None:
    game = start(
        table(anna_hand="Indians!", ben="Calamity Janet", ben_hand="Missed! 2♠"),
        "Anna plays Indians!",
        "Ben plays Missed! as BANG!",
    )
    assert who(game, "Ben").life == 4
    game = start(
        table(anna_hand="Duel Q♦", ben="Calamity Janet", ben_hand="Missed! 2♠"),
        "Anna plays Duel on Ben",
        "Ben plays Missed! as BANG!",
        "Anna passes",
    )
    assert who(game, "Anna").life == 4


def test_calamity_janet_against_a_gatling_is_offered_each_card_once() -> None:
    """Her BANG! "as Missed!" is the same answer as her BANG!: one button per card, while the
    typed "as" form is still accepted."""
    game = start(
        table(anna_hand="Gatling", ben="Calamity Janet", ben_hand="BANG! 2♦, Missed! 2♠"),
        "Anna plays Gatling",
    )
    assert waiting(game) == ("Ben", "respond")
    assert game.legal_moves() == [
        move(game, "Ben plays BANG! 2♦"),
        move(game, "Ben plays Missed! 2♠"),
        move(game, "Ben passes"),
    ]
    play(game, "Ben plays Missed! 2♠ as BANG!")
    assert who(game, "Ben").life == 4


def test_calamity_janet_swaps_only_bang_and_missed() -> None:
    game = start(
        table(ben="Calamity Janet", ben_hand="Beer 6♥, Panic! J♥"), "Anna plays BANG! on Ben"
    )
    assert refused(game, "Ben plays Beer as Missed!") == "ability_not_yours"
    assert refused(game, "Ben plays Panic! as Missed!") == "ability_not_yours"
    play(game, "Ben passes")
    game = start(table(anna="Calamity Janet", anna_hand="Beer 6♥, Gatling"))
    assert refused(game, "Anna plays Beer as BANG! on Ben") == "ability_not_yours"


def test_only_calamity_janet_plays_a_card_as_another() -> None:
    game = start(table(anna_hand="Missed! 2♠", ben_hand="BANG! 2♦"))
    assert refused(game, "Anna plays Missed! as BANG! on Ben") == "ability_not_yours"
    game = start(table(ben_hand="BANG! 2♦"), "Anna plays BANG! on Ben")
    assert refused(game, "Ben plays BANG! as Missed!") == "ability_not_yours"


# ---- El Gringo


def test_el_gringo_draws_a_random_card_from_the_shooters_hand() -> None:
    game = start(
        table(anna_hand="BANG! A♠, Beer 6♥", ben="El Gringo"),
        "Anna plays BANG! on Ben",
        "Ben takes the hit",
    )
    assert who(game, "Ben").life == 2
    assert kinds(who(game, "Ben").hand) == ["beer"]
    assert who(game, "Anna").hand == []


def test_el_gringo_draws_nothing_when_the_shooter_has_no_card() -> None:
    game = start(table(ben="El Gringo"), "Anna plays BANG! on Ben", "Ben takes the hit")
    assert who(game, "Ben").hand == []


def test_el_gringo_draws_from_whoever_played_indians() -> None:
    game = start(
        table(anna_hand="Indians!, Beer 6♥", ben="El Gringo"), "Anna plays Indians!", "Ben passes"
    )
    assert kinds(who(game, "Ben").hand) == ["beer"]


def test_el_gringo_draws_nothing_from_dynamite() -> None:
    game = start(
        table(
            ben="El Gringo",
            ben_extra=", life: 3, in_play: [Dynamite]",
            anna_hand="Beer 6♥",
            top="Missed! 4♠, BANG! 2♦, Beer 7♥",
        ),
        "Anna ends turn",
    )
    assert not who(game, "Ben").alive
    assert kinds(who(game, "Anna").hand) == ["beer"]


# ---- Jesse Jones


def test_jesse_jones_draws_his_first_card_from_a_players_hand() -> None:
    game = start(
        table(
            anna_hand="",
            ben_hand="Beer 6♥",
            turn="Dan",
            phase="draw",
            top="Gatling",
            anna="Pedro Ramirez",
        ).replace("Dan, character: Pedro Ramirez", "Dan, character: Jesse Jones"),
        "Dan draws from Ben",
    )
    assert kinds(who(game, "Dan").hand) == ["missed", "beer", "gatling"]
    assert who(game, "Ben").hand == []


def test_jesse_jones_cannot_draw_from_an_empty_hand() -> None:
    game = start(table(phase="draw", anna="Jesse Jones"))
    assert refused(game, "Anna draws from Ben") == "empty_hand"
    assert refused(game, "Anna draws from Anna") == "unknown_player"


def test_only_jesse_jones_draws_from_a_hand() -> None:
    game = start(table(anna="Pedro Ramirez", phase="draw", ben_hand="Beer 6♥"))
    assert refused(game, "Anna draws from Ben") == "ability_not_yours"


# ---- Jourdonnais


def test_jourdonnais_always_has_a_barrel() -> None:
    game = start(
        table(ben="Jourdonnais", top="Beer 6♥"), "Anna plays BANG! on Ben", "Ben uses Jourdonnais"
    )
    assert who(game, "Ben").life == 4


def test_jourdonnais_with_a_barrel_draws_twice() -> None:
    game = start(
        table(ben="Jourdonnais", ben_extra=", in_play: [Barrel]", top="BANG! 2♦, Beer 6♥"),
        "Anna plays BANG! on Ben",
        "Ben uses Barrel",
    )
    assert waiting(game) == ("Ben", "respond")
    assert refused(game, "Ben uses Barrel") == "check_used"
    play(game, "Ben uses Jourdonnais")
    assert who(game, "Ben").life == 4
    assert kinds(game.state.discard) == ["bang", "bang", "beer"]


# ---- Kit Carlson


def kit_has_drawn() -> Game:
    """Anna (Kit Carlson) has drawn Gatling, Beer 6♥ and Duel Q♦, in that order."""
    return start(
        table(anna="Kit Carlson", anna_hand="", phase="draw", top="Gatling, Beer 6♥, Duel Q♦"),
        "Anna draws",
    )


def test_kit_carlson_looks_at_three_cards_and_puts_one_back() -> None:
    game = kit_has_drawn()
    assert waiting(game) == ("Anna", "put_back")
    assert who(game, "Anna").hand == []
    assert refused(game, "Anna puts back Saloon") == "not_drawn"
    play(game, "Anna puts back Beer")
    assert kinds(who(game, "Anna").hand) == ["gatling", "duel"]
    assert game.state.deck[-1] == card("Beer 6♥")
    assert waiting(game) == ("Anna", "play")


def test_kit_carlson_says_the_two_cards_he_keeps() -> None:
    game = kit_has_drawn()
    assert game.legal_moves() == [
        move(game, "Anna keeps Beer 6♥ and Duel Q♦"),
        move(game, "Anna keeps Gatling 10♥ and Duel Q♦"),
        move(game, "Anna keeps Gatling 10♥ and Beer 6♥"),
    ]
    play(game, "Anna keeps Duel and Gatling")
    assert kinds(who(game, "Anna").hand) == ["gatling", "duel"]
    assert game.state.deck[-1] == card("Beer 6♥")
    assert waiting(game) == ("Anna", "play")


def test_kit_carlson_out_while_he_chooses_loses_his_three_cards_with_his_hand() -> None:
    """A correction takes Anna out while she looks at her three cards: none may vanish."""
    game = kit_has_drawn()
    play(game, "correct Anna life -5")
    assert game.winner == "outlaws"
    assert kinds(game.state.discard) == ["gatling", "beer", "duel"]
    assert broken_invariants(game.state) == []


def test_a_game_won_while_kit_carlson_chooses_leaves_his_three_cards_in_his_hand() -> None:
    game = kit_has_drawn()
    play(game, "correct Ben life -4", "correct Carla life -4", "correct Dan life -4")
    assert game.winner == "sheriff"
    assert kinds(who(game, "Anna").hand) == ["gatling", "beer", "duel"]
    assert broken_invariants(game.state) == []


def test_kit_carlson_keeping_cards_he_did_not_draw_is_refused() -> None:
    game = kit_has_drawn()
    assert refused(game, "Anna keeps Gatling and Saloon") == "not_drawn"
    assert refused(game, "Anna keeps Gatling and Gatling") == "not_drawn"
    assert refused(game, "Anna keeps Gatling") == "kit_keeps_two"
    assert refused(game, "Anna keeps Gatling and Beer and Duel") == "kit_keeps_two"
    refusal = game.check(move(game, "Anna keeps Gatling and Saloon"))
    assert refusal is not None
    assert refusal.message("en") == "Saloon is not among the cards Anna drew."
    assert refusal.message("it") == "Saloon non è tra le carte pescate da Anna."


# ---- Lucky Duke


def test_lucky_duke_chooses_which_of_two_differing_cards_counts() -> None:
    game = start(
        table(ben="Lucky Duke", ben_extra=", in_play: [Barrel]", top="BANG! 2♦, Beer 6♥"),
        "Anna plays BANG! on Ben",
        "Ben uses Barrel",
    )
    assert waiting(game) == ("Ben", "choose")
    assert game.legal_moves() == [
        move(game, "Ben chooses Beer 6♥"),
        move(game, "Ben chooses BANG! 2♦"),
    ]
    assert refused(game, "Ben chooses Missed! 4♠") == "choose_a_flipped_card"
    play(game, "Ben chooses Beer 6♥")
    assert who(game, "Ben").life == 4
    assert kinds(game.state.discard) == ["bang", "bang", "beer"]


def test_lucky_duke_may_let_the_dynamite_explode() -> None:
    game = start(
        table(ben="Lucky Duke", ben_extra=", in_play: [Dynamite]", top="Missed! 4♠, Beer 6♥"),
        "Anna ends turn",
        "Ben chooses Missed! 4♠",
    )
    assert who(game, "Ben").life == 1


def test_lucky_duke_escapes_dynamite_unless_both_cards_explode() -> None:
    game = start(
        table(ben="Lucky Duke", ben_extra=", in_play: [Dynamite]", top="Missed! 4♠, Beer 6♥"),
        "Anna ends turn",
        "Ben chooses Beer",
    )
    assert who(game, "Ben").life == 4
    assert kinds(who(game, "Carla").in_play) == ["dynamite"]
    game = start(
        table(ben="Lucky Duke", ben_extra=", in_play: [Dynamite]", top="Missed! 4♠, Missed! 5♠"),
        "Anna ends turn",
    )
    assert who(game, "Ben").life == 1


def test_lucky_duke_leaves_jail_on_either_heart() -> None:
    game = start(
        table(ben="Lucky Duke", ben_extra=", in_play: [Jail]", top="Beer 7♥, Beer 6♥"),
        "Anna ends turn",
    )
    assert waiting(game) == ("Ben", "draw")


# ---- Paul Regret and Rose Doolan


def test_paul_regret_is_out_of_a_colts_reach_next_door() -> None:
    game = start(table(ben="Paul Regret"))
    assert refused(game, "Anna plays BANG! on Ben") == "out_of_range"


def test_rose_doolan_reaches_two_seats_away_with_a_colt() -> None:
    game = start(table(anna="Rose Doolan"), "Anna plays BANG! on Carla")
    assert waiting(game) == ("Carla", "respond")


# ---- Pedro Ramirez


def test_pedro_ramirez_draws_his_first_card_from_the_discard() -> None:
    game = start(
        table(
            anna="Pedro Ramirez",
            anna_hand="",
            phase="draw",
            top="Gatling",
            discard="Beer 6♥, Duel Q♦",
        ),
        "Anna draws from discard",
    )
    assert kinds(who(game, "Anna").hand) == ["duel", "gatling"]
    assert kinds(game.state.discard) == ["beer"]


def test_pedro_ramirez_cannot_draw_from_an_empty_discard() -> None:
    game = start(table(anna="Pedro Ramirez", phase="draw"))
    assert refused(game, "Anna draws from discard") == "nothing_to_draw_from"


def test_only_pedro_ramirez_draws_from_the_discard() -> None:
    game = start(table(phase="draw", discard="Beer 6♥"))
    assert refused(game, "Anna draws from discard") == "ability_not_yours"


# ---- Sid Ketchum


def test_sid_ketchum_discards_two_cards_to_regain_a_life_point() -> None:
    game = start(
        table(anna="Sid Ketchum", anna_hand="BANG! A♠, Gatling, Duel Q♦", anna_extra=", life: 3"),
        "Anna heals with BANG! and Gatling",
    )
    assert who(game, "Anna").life == 4
    assert kinds(who(game, "Anna").hand) == ["duel"]
    assert kinds(game.state.discard) == ["bang", "gatling"]


def test_sid_ketchum_heals_out_of_turn() -> None:
    game = start(
        table(ben="Sid Ketchum", ben_hand="Gatling, Duel Q♦", ben_extra=", life: 2"),
        "Ben heals with Gatling and Duel",
    )
    assert who(game, "Ben").life == 3
    assert waiting(game) == ("Anna", "play")


def test_sid_ketchum_heals_several_times_in_a_row() -> None:
    game = start(
        table(
            ben="Sid Ketchum", ben_extra=", life: 1", ben_hand="Gatling, Duel Q♦, Beer 6♥, Saloon"
        ),
        "Ben heals with Gatling and Duel",
        "Ben heals with Beer and Saloon",
    )
    assert who(game, "Ben").life == 3


def test_sid_ketchum_heals_while_dying() -> None:
    game = start(
        table(ben="Sid Ketchum", ben_hand="Gatling, Duel Q♦", ben_extra=", life: 1"),
        "Anna plays BANG! on Ben",
        "Ben takes the hit",
    )
    assert waiting(game) == ("Ben", "dying")
    play(game, "Ben heals with Gatling and Duel")
    assert who(game, "Ben").life == 1
    assert waiting(game) == ("Anna", "play")


def test_sid_ketchum_never_above_his_maximum_life() -> None:
    game = start(table(ben="Sid Ketchum", ben_hand="Gatling, Duel Q♦"))
    assert refused(game, "Ben heals with Gatling and Duel") == "sid_full_life"


def test_sid_ketchum_discarding_other_than_two_cards_is_refused_by_the_rules() -> None:
    game = start(
        table(ben="Sid Ketchum", ben_hand="Gatling, Duel Q♦, Beer 6♥", ben_extra=", life: 2")
    )
    assert refused(game, "Ben heals with Gatling") == "sid_two_cards"
    assert refused(game, "Ben heals with Gatling and Duel and Beer") == "sid_two_cards"
    refusal = game.check(move(game, "Ben heals with Gatling"))
    assert refusal is not None
    assert refusal.message("en") == "Ben discards exactly two cards for a life point, not 1."
    assert (
        refusal.message("fr") == "Ben défausse exactement deux cartes pour un point de vie, pas 1."
    )


def test_only_sid_ketchum_heals_with_two_cards() -> None:
    game = start(table(anna_hand="Gatling, Duel Q♦", anna_extra=", life: 2"))
    assert refused(game, "Anna heals with Gatling and Duel") == "ability_not_yours"


def test_sid_ketchum_needs_the_two_cards_in_hand() -> None:
    game = start(table(ben="Sid Ketchum", ben_hand="Gatling", ben_extra=", life: 2"))
    assert refused(game, "Ben heals with Gatling and Gatling") == "not_in_hand"


def test_sid_ketchum_healing_in_his_discard_phase_ends_the_turn() -> None:
    game = start(
        table(
            anna="Sid Ketchum",
            anna_extra=", life: 2",
            anna_hand="BANG! A♠, Gatling, Duel Q♦, Beer 6♥, Saloon",
        ),
        "Anna ends turn",
    )
    assert waiting(game) == ("Anna", "discard")
    play(game, "Anna heals with Gatling and Duel")
    assert (who(game, "Anna").life, len(who(game, "Anna").hand)) == (3, 3)
    assert waiting(game) == ("Ben", "draw")


# ---- Slab the Killer


def test_slab_the_killer_needs_two_missed() -> None:
    game = start(
        table(anna="Slab the Killer", ben_hand="Missed! 2♠, Missed! 3♠"),
        "Anna plays BANG! on Ben",
        "Ben plays Missed! 2♠",
    )
    assert waiting(game) == ("Ben", "respond")
    play(game, "Ben plays Missed! 3♠")
    assert who(game, "Ben").life == 4
    assert waiting(game) == ("Anna", "play")


def test_slab_the_killer_one_missed_is_not_enough() -> None:
    game = start(
        table(anna="Slab the Killer", ben_hand="Missed! 2♠"),
        "Anna plays BANG! on Ben",
        "Ben plays Missed!",
        "Ben takes the hit",
    )
    assert who(game, "Ben").life == 3
    assert who(game, "Ben").hand == []


def test_slab_the_killer_barrel_counts_as_one_missed() -> None:
    game = start(
        table(
            anna="Slab the Killer",
            ben_hand="Missed! 2♠",
            ben_extra=", in_play: [Barrel]",
            top="Beer 6♥",
        ),
        "Anna plays BANG! on Ben",
        "Ben uses Barrel",
    )
    assert waiting(game) == ("Ben", "respond")
    play(game, "Ben plays Missed!")
    assert who(game, "Ben").life == 4


def test_slab_the_killer_gatling_needs_one_missed() -> None:
    game = start(
        table(anna="Slab the Killer", anna_hand="Gatling", ben_hand="Missed! 2♠"),
        "Anna plays Gatling",
        "Ben plays Missed!",
    )
    assert who(game, "Ben").life == 4
    assert waiting(game) == ("Carla", "respond")


# ---- Suzy Lafayette


def test_suzy_lafayette_draws_as_soon_as_her_hand_is_empty() -> None:
    game = start(
        table(anna="Suzy Lafayette", anna_hand="BANG! A♠", top="Gatling"), "Anna plays BANG! on Ben"
    )
    assert kinds(who(game, "Anna").hand) == ["gatling"]


def test_suzy_lafayette_dealt_no_cards_draws_one_at_once() -> None:
    game = start(table(ben="Suzy Lafayette", top="Gatling"))
    assert kinds(who(game, "Ben").hand) == ["gatling"]


# ---- Vulture Sam


def test_vulture_sam_takes_the_dead_players_cards() -> None:
    scenario = table(
        anna_hand="BANG! A♠", ben_hand="Beer 6♥, Gatling", ben_extra=", life: 1, in_play: [Barrel]"
    ).replace("Dan, character: Pedro Ramirez", "Dan, character: Vulture Sam")
    game = start(scenario, "Anna plays BANG! on Ben", "Ben takes the hit", "Ben dies")
    assert kinds(who(game, "Dan").hand) == ["missed", "beer", "gatling", "barrel"]
    assert kinds(game.state.discard) == ["bang"]


def test_vulture_sam_gets_nothing_from_his_own_death() -> None:
    scenario = table(ben="Vulture Sam", ben_hand="Gatling", ben_extra=", life: 1")
    game = start(scenario, "Anna plays BANG! on Ben", "Ben takes the hit")
    assert kinds(game.state.discard) == ["bang", "gatling"]


# ---- Willy the Kid


def test_willy_the_kid_plays_any_number_of_bangs() -> None:
    game = start(
        table(anna="Willy the Kid", anna_hand="BANG! A♠, BANG! 2♦, BANG! 3♦"),
        "Anna plays BANG! A♠ on Ben",
        "Ben passes",
        "Anna plays BANG! 2♦ on Ben",
        "Ben passes",
        "Anna plays BANG! 3♦ on Dan",
    )
    assert who(game, "Ben").life == 2
    assert waiting(game) == ("Dan", "respond")


def test_sid_ketchum_may_discard_two_identical_cards() -> None:
    game = start(
        table(ben="Sid Ketchum", ben_hand="Stagecoach 9♠, Stagecoach 9♠", ben_extra=", life: 2")
    )
    heal = move(game, "Ben heals with Stagecoach 9♠ and Stagecoach 9♠")
    assert heal in game.legal_moves()
    play(game, "Ben heals with Stagecoach 9♠ and Stagecoach 9♠")
    assert who(game, "Ben").life == 3
