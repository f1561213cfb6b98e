"""The cards not covered elsewhere, one situation each (rulebook, "Les cartes en détail")."""

from __future__ import annotations

from tests.rules.duel.helpers import fighter, kinds, play, refused, side, start, waiting

LAWMEN = {"in_play": ["Jango", "Wild Bill"]}
OUTLAWS = {"in_play": ["Babe Leroy", "Tom Thorn"], "hand": []}


def _anna(hand: list[str], *lines: str, **more):
    outlaws = more.pop("outlaws", OUTLAWS)
    return start({**LAWMEN, "hand": hand, **more}, outlaws, *lines)


def test_bank_draws_one_more_card_from_the_active_character():
    game = start(
        {"in_play": [{"character": "Jango", "equipment": ["Banque"]}, "Wild Bill"], "hand": []},
        OUTLAWS,
        "Anna draws",
        phase="draw",
    )
    assert len(side(game, "Anna").hand) == 3


def test_burst_shoots_once_per_equipment_of_the_target():
    game = _anna(
        ["Rafale"],
        "Anna plays Rafale on Babe Leroy",
        outlaws={
            **OUTLAWS,
            "in_play": [
                {"character": "Babe Leroy", "equipment": ["Stetson", "Planque"]},
                "Tom Thorn",
            ],
        },
    )
    play(game, "Ben passes", "Ben passes")
    assert fighter(game, "babe_leroy").life == 2
    assert waiting(game) == ("Anna", "play")


def test_gun_belt_lifts_the_bang_limit_and_the_new_pa_may_still_play_one():
    game = _anna(
        ["Colt", "Carabine", "Rafale"],
        "Anna plays Colt on Babe Leroy",
        "Ben passes",
        "Anna plays Carabine on Babe Leroy",
        "Ben passes",
        "Anna moves the token",
        "Anna plays Rafale on Babe Leroy",
        in_play=[{"character": "Jango", "equipment": ["Ceinturon"]}, "Wild Bill"],
    )
    assert fighter(game, "babe_leroy").life == 2


def test_pocket_watch_draws_when_the_opponent_moves_their_token():
    game = start(
        {
            "in_play": [{"character": "Wild Bill", "equipment": ["Montre à gousset"]}, "Jango"],
            "hand": [],
        },
        OUTLAWS,
        "Ben moves the token",
        turn="outlaws",
    )
    assert len(side(game, "Anna").hand) == 1


def test_dagger_is_a_shot_that_is_no_bang_card():
    game = start(
        LAWMEN | {"hand": []},
        {**OUTLAWS, "hand": ["Poignard", "Colt"]},
        "Ben plays Poignard on Jango",
        "Anna passes",
        "Ben plays Colt on Jango",
        "Anna passes",
        turn="outlaws",
    )
    assert fighter(game, "jango").life == 1


def test_indians_discard_a_shot_card_or_lose_a_life_point():
    game = start(
        LAWMEN | {"hand": ["Gatling", "Riposte"]},
        {**OUTLAWS, "hand": ["Indiens !"]},
        "Ben plays Indiens !",
        turn="outlaws",
    )
    assert game.pending.request.fighter == "jango"
    assert refused(game, "Anna plays Riposte") == "not_a_shot_card"
    play(game, "Anna plays Gatling", "Ben passes", "Anna passes")
    assert fighter(game, "jango").life == 3
    assert fighter(game, "wild_bill").life == 4 and fighter(game, "tom_thorn").life == 3
    assert fighter(game, "babe_leroy").life == 4  # the player's own PA is spared


def test_duel_players_discard_shot_cards_in_turn_and_the_first_who_stops_loses():
    game = _anna(
        ["Duel", "Colt"],
        "Anna plays Duel on Babe Leroy",
        outlaws={**OUTLAWS, "hand": ["Derringer"]},
    )
    assert waiting(game) == ("Ben", "respond")
    play(game, "Ben plays Derringer", "Anna plays Colt", "Ben passes")
    assert fighter(game, "babe_leroy").life == 3
    # the Colt's own shot was ignored: nobody else was hit
    assert fighter(game, "jango").life == 3


def test_duel_lost_by_the_challenger_costs_their_active_character():
    game = _anna(
        ["Duel"],
        "Anna plays Duel on Babe Leroy",
        "Ben plays Colt",
        "Anna passes",
        outlaws={**OUTLAWS, "hand": ["Colt"]},
    )
    assert fighter(game, "jango").life == 2


def test_hard_liquor_sets_life_to_three_either_way():
    game = _anna(
        ["Alcool fort"],
        "Anna plays Alcool fort on Jango",
        in_play=[{"character": "Jango", "life": 1}, "Wild Bill"],
    )
    assert fighter(game, "jango").life == 3
    game = _anna(["Alcool fort"], "Anna plays Alcool fort on Wild Bill")
    assert fighter(game, "wild_bill").life == 3


def test_canteen_swaps_either_side_but_not_an_opponent_alone():
    game = _anna(["Gourde", "Gourde"], "Anna plays Gourde on Ben")
    assert side(game, "Ben").pa.id == "tom_thorn"
    game = start(LAWMEN | {"hand": ["Gourde"]}, {"in_play": ["Babe Leroy"], "hand": []})
    assert refused(game, "Anna plays Gourde on Ben") == "single_character"


def test_hold_up_takes_a_random_card_or_discards_one_in_play():
    game = start(
        LAWMEN | {"hand": ["Colt"]},
        {
            "in_play": ["Babe Leroy", {"character": "Tom Thorn", "equipment": ["Planque"]}],
            "hand": ["Braquage", "Braquage"],
        },
        "Ben plays Braquage on Anna: hand",
        turn="outlaws",
    )
    assert kinds(side(game, "Ben").hand) == ["braquage", "colt"]
    assert refused(game, "Ben plays Braquage on Jango: hand") == "empty_hand"
    play(game, "Ben plays Braquage on Tom Thorn: Planque")
    assert fighter(game, "tom_thorn").equipment == []


def test_hold_up_cannot_reach_the_opponents_backup():
    game = _anna(
        ["Braquage"],
        outlaws={
            "in_play": ["Babe Leroy", {"character": "Tom Thorn", "equipment": ["Planque"]}],
            "hand": [],
        },
    )
    assert refused(game, "Anna plays Braquage on Tom Thorn: Planque") == "not_a_target"


def test_love_at_first_sight_takes_a_card_in_play_but_not_from_your_backup():
    game = _anna(
        ["Coup de foudre"],
        in_play=["Jango", {"character": "Wild Bill", "equipment": ["Planque"]}],
        outlaws={
            "in_play": [{"character": "Babe Leroy", "equipment": ["Stetson"]}, "Tom Thorn"],
            "hand": [],
        },
    )
    assert refused(game, "Anna plays Coup de foudre on Wild Bill: Planque") == "not_a_target"
    play(game, "Anna plays Coup de foudre on Babe Leroy: Stetson")
    assert kinds(side(game, "Anna").hand) == ["stetson"]


def test_stagecoach_draws_three_keeps_two():
    game = _anna(["Diligence"], "Anna plays Diligence", deck_top=["Colt", "Gourde", "Bière"])
    assert waiting(game) == ("Anna", "discard")
    play(game, "Anna discards Gourde")
    assert sorted(kinds(side(game, "Anna").hand)) == ["biere", "colt"]


def test_beer_heals_the_active_and_the_backup():
    game = _anna(
        ["Bière"],
        "Anna plays Bière",
        in_play=[{"character": "Jango", "life": 1}, {"character": "Wild Bill", "life": 2}],
    )
    assert (fighter(game, "jango").life, fighter(game, "wild_bill").life) == (2, 3)


def test_general_store_lays_out_two_cards_of_each_deck_picked_in_turn():
    game = start(
        {**LAWMEN, "hand": ["Magasin"], "deck_top": ["Colt", "Gourde"]},
        {**OUTLAWS, "deck_top": ["Bière", "Poignard"]},
        "Anna plays Magasin",
    )
    assert sorted(kinds(game.state.store)) == ["biere", "colt", "gourde", "poignard"]
    play(game, "Anna picks Bière", "Ben picks Colt", "Anna picks Poignard")
    assert sorted(kinds(side(game, "Anna").hand)) == ["biere", "poignard"]
    assert sorted(kinds(side(game, "Ben").hand)) == ["colt", "gourde"]
