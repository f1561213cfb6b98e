"""Start-of-turn cards in their order, eliminations, the lone survivor and victory."""

from __future__ import annotations

from tests.rules.duel.helpers import fighter, kinds, refused, side, start, waiting


def test_start_of_turn_order_dynamite_then_rattlesnake_then_stampede():
    game = start(
        {
            "in_play": [
                {"character": "Jango", "equipment": ["Serpent à sonnette"]},
                {"character": "Wild Bill", "equipment": ["Dynamite", "Charge de bisons"]},
            ],
            "hand": [],
            "deck_top": ["Colt (dynamite)", "Poignard (snake)"],
        },
        {"in_play": ["Babe Leroy", "Slim Poet"], "hand": []},
        phase="draw",
    )
    # the Dynamite exploded (3), the Rattlesnake bit (1), the Stampede swapped
    assert fighter(game, "wild_bill").life == 2
    assert fighter(game, "jango").life == 2
    assert side(game, "Anna").pa.id == "wild_bill"
    assert waiting(game) == ("Anna", "draw")


def test_dynamite_that_does_not_explode_passes_to_the_opponents_backup():
    game = start(
        {
            "in_play": ["Jango", {"character": "Wild Bill", "equipment": ["Dynamite"]}],
            "hand": [],
            "deck_top": ["Gourde (barrel)"],
        },
        {"in_play": ["Babe Leroy", "Slim Poet"], "hand": []},
        phase="draw",
    )
    assert kinds(fighter(game, "slim_poet").equipment) == ["dynamite"]
    assert fighter(game, "wild_bill").equipment == []


def test_the_rattlesnake_stays_after_biting():
    game = start(
        {
            "in_play": [{"character": "Jango", "equipment": ["Serpent à sonnette"]}, "Wild Bill"],
            "hand": [],
            "deck_top": ["Poignard (snake)"],
        },
        {"in_play": ["Babe Leroy"], "hand": []},
        phase="draw",
    )
    assert fighter(game, "jango").life == 2
    assert kinds(fighter(game, "jango").equipment) == ["serpent_a_sonnette"]


def test_buffalo_stampede_does_nothing_to_a_last_character():
    game = start(
        {"in_play": [{"character": "Jango", "equipment": ["Charge de bisons"]}], "hand": []},
        {"in_play": ["Babe Leroy"], "hand": []},
        phase="draw",
    )
    assert side(game, "Anna").pa.id == "jango"


def test_elimination_removes_equipment_draws_two_and_brings_the_next_character():
    game = start(
        {"in_play": ["Jango", "Wild Bill"], "hand": ["Colt"]},
        {
            "in_play": [
                {"character": "Babe Leroy", "life": 1, "equipment": ["Stetson"]},
                "Slim Poet",
            ],
            "reserve": ["Les Dalton"],
            "hand": [],
        },
        "Anna plays Colt on Babe Leroy",
        "Ben passes",
    )
    ben = side(game, "Ben")
    assert [f.id for f in ben.fighters()] == ["les_dalton", "slim_poet"]
    assert ben.pa.id == "les_dalton"  # the token does not move: the newcomer is active
    assert len(ben.hand) == 2
    assert kinds(game.state.discard)[-1] == "stetson"


def test_with_an_empty_reserve_the_survivor_is_both_pa_and_pr():
    game = start(
        {"in_play": ["Jango", "Wild Bill"], "hand": ["Colt"]},
        {"in_play": [{"character": "Babe Leroy", "life": 1}, "Slim Poet"], "hand": []},
        "Anna plays Colt on Babe Leroy",
        "Ben passes",
    )
    ben = side(game, "Ben")
    assert ben.pa is ben.pr and ben.pa.id == "slim_poet"


def test_a_side_with_no_character_left_loses():
    game = start(
        {"in_play": ["Jango", "Wild Bill"], "hand": ["Colt"]},
        {"in_play": [{"character": "Babe Leroy", "life": 1}], "hand": []},
        "Anna plays Colt on Babe Leroy",
        "Ben passes",
    )
    assert game.winner == "lawmen"
    assert refused(game, "Anna ends turn") == "game_over"


def test_a_character_at_its_last_point_does_not_use_its_ability():
    # Dalon Ranger draws for each life point lost, but not for his last.
    game = start(
        {"in_play": [{"character": "Dalon Ranger", "life": 1}, "Wild Bill"], "hand": []},
        {"in_play": ["Babe Leroy"], "hand": ["Colt"]},
        "Ben plays Colt on Dalon Ranger",
        "Anna passes",
        turn="outlaws",
    )
    assert len(side(game, "Anna").hand) == 2  # the elimination's 2 cards only
