"""Shots and dodges, "reveal" checks, and the dodge-triggered effects."""

from __future__ import annotations

from tests.rules.duel.helpers import fighter, kinds, play, refused, side, start, waiting


def _shoot(card: str, outlaws: dict, *lines: str, lawmen: dict | None = None):
    return start(
        {"in_play": ["Jango", "Wild Bill"], "hand": [card], **(lawmen or {})},
        {"in_play": ["Babe Leroy", "Slim Poet"], **outlaws},
        f"Anna plays {card} on Babe Leroy",
        *lines,
    )


def test_a_missed_dodges_a_shot():
    game = _shoot("Colt", {"hand": ["Manqué !"]}, "Ben plays Manqué !")
    assert fighter(game, "babe_leroy").life == 4


def test_each_undodged_shot_costs_one_life_point():
    game = _shoot("Colt", {"hand": ["Manqué !"]}, "Ben passes")
    assert fighter(game, "babe_leroy").life == 3


def test_shot_cards_are_no_dodges():
    game = _shoot("Colt", {"hand": ["Poignard"]})
    assert refused(game, "Ben plays Poignard") == "not_a_dodge"


def test_a_hideout_reveals_a_barrel_to_dodge():
    game = _shoot(
        "Colt",
        {
            "in_play": [{"character": "Babe Leroy", "equipment": ["Planque"]}, "Slim Poet"],
            "hand": [],
            "deck_top": ["Gourde (barrel)"],
        },
        "Ben uses Planque",
    )
    assert fighter(game, "babe_leroy").life == 4
    assert kinds(game.state.discard)[-1] == "gourde"


def test_a_hideout_that_fails_still_leaves_a_dodge_card():
    game = _shoot(
        "Colt",
        {
            "in_play": [{"character": "Babe Leroy", "equipment": ["Planque"]}, "Slim Poet"],
            "hand": ["Manqué !"],
            "deck_top": ["Colt (dynamite)"],
        },
        "Ben uses Planque",
    )
    assert waiting(game) == ("Ben", "respond")
    assert refused(game, "Ben uses Planque") == "check_used"
    play(game, "Ben plays Manqué !")
    assert fighter(game, "babe_leroy").life == 4


def test_a_stetson_is_discarded_from_play_not_from_the_hand():
    game = _shoot("Colt", {"hand": ["Stetson"]})
    assert refused(game, "Ben uses Stetson") == "not_carried"
    assert refused(game, "Ben plays Stetson") == "not_a_dodge"


def test_beer_is_never_played_out_of_turn():
    game = _shoot("Colt", {"hand": ["Bière"]})
    assert refused(game, "Ben plays Bière") == "beer_on_own_turn"


def test_derringer_is_dodged_with_any_card_and_is_no_bang_card():
    game = start(
        {"in_play": ["Jango", "Wild Bill"], "hand": ["Derringer", "Colt"]},
        {"in_play": ["Babe Leroy"], "hand": ["Bière"]},
        "Anna plays Derringer on Babe Leroy",
        "Ben plays Bière",
        "Anna plays Colt on Babe Leroy",
    )
    assert waiting(game) == ("Ben", "respond")


def test_return_fire_shoots_back_at_the_attackers_active_character():
    game = _shoot("Colt", {"hand": ["Riposte"]}, "Ben plays Riposte")
    assert game.pending.request.fighter == "jango"
    play(game, "Anna passes")
    assert fighter(game, "jango").life == 2


def test_schofield_heals_before_the_return_fire_shot():
    game = start(
        {"in_play": [{"character": "Jango", "life": 1}, "Wild Bill"], "hand": ["Schofield"]},
        {"in_play": ["Babe Leroy"], "hand": ["Riposte"]},
        "Anna plays Schofield on Babe Leroy",
        "Ben plays Riposte",
        "Anna passes",
        turn="lawmen",
    )
    # Jango healed to 2 before Return Fire's shot took one back.
    assert fighter(game, "jango").life == 1


def test_carbine_dodged_lets_the_shooter_discard_an_equipment_of_either_pa():
    game = _shoot(
        "Carabine",
        {
            "in_play": [{"character": "Babe Leroy", "equipment": ["Stetson"]}, "Slim Poet"],
            "hand": ["Manqué !"],
        },
        "Ben plays Manqué !",
    )
    assert waiting(game) == ("Anna", "choose")
    play(game, "Anna uses Carabine on Babe Leroy: Stetson")
    assert fighter(game, "babe_leroy").equipment == []


def test_peacemaker_dodged_makes_the_opponent_discard_a_card_of_their_choice():
    game = _shoot("Peacemaker", {"hand": ["Manqué !", "Colt", "Bière"]}, "Ben plays Manqué !")
    assert waiting(game) == ("Ben", "discard")
    play(game, "Ben discards Colt")
    assert kinds(side(game, "Ben").hand) == ["biere"]


def test_remington_dodged_draws_the_shooter_a_card():
    game = start(
        {"in_play": ["Jango"], "hand": ["Manqué !"]},
        {"in_play": ["Babe Leroy", "Slim Poet"], "hand": ["Remington"]},
        "Ben plays Remington on Jango",
        "Anna plays Manqué !",
        turn="outlaws",
    )
    assert len(side(game, "Ben").hand) == 1


def test_buffalo_rifle_dodged_swaps_either_players_characters():
    game = _shoot(
        "Fusil à bison",
        {"hand": ["Manqué !"]},
        "Ben plays Manqué !",
        "Anna uses Fusil à bison on Ben",
    )
    assert side(game, "Ben").pa.id == "slim_poet"


def test_winchester_reaches_the_backup_and_scope_lets_any_shot_do_so():
    game = start(
        {
            "in_play": [{"character": "Jango", "equipment": ["Lunette"]}, "Wild Bill"],
            "hand": ["Colt", "Duel"],
        },
        {"in_play": ["Babe Leroy", "Tom Thorn"], "hand": []},
        "Anna plays Colt on Tom Thorn",
        "Ben passes",
    )
    assert fighter(game, "tom_thorn").life == 3
    assert refused(game, "Anna plays Duel on Tom Thorn") == "not_a_target"


def test_tex_killer_wants_one_more_card_and_return_fire_only_after_it():
    game = start(
        {"in_play": ["Tex Killer", "Wild Bill"], "hand": ["Colt"]},
        {"in_play": ["Babe Leroy"], "hand": ["Riposte", "Bière"]},
        "Anna plays Colt on Babe Leroy",
        "Ben plays Riposte",
    )
    assert waiting(game) == ("Ben", "respond")
    assert refused(game, "Ben plays Bière") == "extra_card_owed"
    play(game, "Ben discards Bière")
    assert game.pending.request.fighter == "tex_killer"


def test_tex_killer_dodge_without_the_extra_card_still_hits():
    game = start(
        {"in_play": ["Tex Killer", "Wild Bill"], "hand": ["Colt"]},
        {"in_play": ["Babe Leroy"], "hand": ["Manqué !"]},
        "Anna plays Colt on Babe Leroy",
        "Ben plays Manqué !",
        "Ben passes",
    )
    assert fighter(game, "babe_leroy").life == 3


def test_tex_killer_does_not_tax_cards_that_are_not_bang_cards():
    game = start(
        {"in_play": ["Tex Killer", "Wild Bill"], "hand": ["Poignard"]},
        {"in_play": ["Babe Leroy"], "hand": ["Manqué !"]},
        "Anna plays Poignard on Babe Leroy",
        "Ben plays Manqué !",
    )
    assert waiting(game) == ("Anna", "play")
