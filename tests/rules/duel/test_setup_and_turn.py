"""Set-up, the draw, the decks, the hand limit, the active token and reloads."""

from __future__ import annotations

import pytest

from cards_data import load_duel
from rules.core.game import Game
from rules.duel.cards import character_side
from rules.duel.setup import DuelSetupError, deal
from tests.rules.duel.helpers import fighter, kinds, play, refused, side, start, waiting


def test_two_decks_of_forty_start_hands_four_and_five_lawmen_first():
    game = Game(deal("Anna", "Ben", seed=3))
    play(game, "Anna starts with " + game.pending.request.offered[1])
    play(game, "Ben starts with " + game.pending.request.offered[0])
    anna, ben = side(game, "Anna"), side(game, "Ben")
    assert (len(anna.hand), len(ben.hand)) == (4, 5)
    assert (len(anna.deck), len(ben.deck)) == (36, 35)
    assert {c.deck for c in anna.hand + anna.deck} == {"sheriff"}
    assert {c.deck for c in ben.hand + ben.deck} == {"outlaw"}
    assert waiting(game) == ("Anna", "draw")


def test_each_side_draws_four_characters_and_chooses_its_active_among_two():
    game = Game(deal("Anna", "Ben", seed=1))
    offered = game.pending.request.offered
    assert len(offered) == 2 and len(side(game, "Anna").reserve) == 2
    play(game, f"Anna starts with {offered[1]}")
    anna = side(game, "Anna")
    assert anna.pa.id == offered[1] and anna.pr.id == offered[0]


def test_more_characters_for_a_longer_game():
    setup = deal("Anna", "Ben", seed=1, characters=6)
    assert len(setup.lawmen.reserve) == 6
    with pytest.raises(DuelSetupError):
        deal("Anna", "Ben", characters=13)


def test_life_read_off_the_card_overrides_the_data():
    game = start(
        {"in_play": ["Jango", "Wild Bill"], "hand": []},
        {"in_play": ["Sid Curry"]},
        lives={"Jango": 5},
    )
    assert (fighter(game, "jango").life, fighter(game, "jango").max_life) == (5, 5)
    assert fighter(game, "wild_bill").max_life == 5


def test_a_character_of_the_other_side_is_refused_at_set_up():
    with pytest.raises(DuelSetupError):
        start({"in_play": ["Sid Curry"]}, {"in_play": ["Babe Leroy"]})


def test_draw_two_cards_from_your_own_deck():
    game = start(
        {"in_play": ["Jango", "Wild Bill"], "hand": []}, {"in_play": ["Babe Leroy"]}, phase="draw"
    )
    play(game, "Anna draws")
    assert [c.deck for c in side(game, "Anna").hand] == ["sheriff", "sheriff"]


def test_an_empty_deck_makes_the_common_deck_from_the_discard():
    game = start(
        {"in_play": ["Jango", "Wild Bill"], "hand": [], "deck_size": 1},
        {"in_play": ["Babe Leroy"]},
        phase="draw",
        discard=["Colt", "Poignard", "Bière"],
    )
    assert len(game.state.discard) > 3
    before = len(game.state.discard)
    play(game, "Anna draws")
    # one card from the own deck, then the whole discard was shuffled into the common deck
    assert len(side(game, "Anna").hand) == 2
    assert game.state.discard == []
    assert len(game.state.common) == before - 1


def test_the_other_side_uses_the_common_deck_already_made():
    game = start(
        {"in_play": ["Jango", "Wild Bill"], "hand": [], "deck_size": 0},
        {"in_play": ["Babe Leroy"], "hand": [], "deck_size": 0},
        phase="draw",
        discard=["Colt", "Poignard", "Bière", "Manqué !"],
    )
    play(game, "Anna draws", "Anna ends turn")
    common = len(game.state.common)
    play(game, "Ben draws")
    assert len(game.state.common) == common - 2


def test_the_common_deck_is_rebuilt_each_time_it_runs_out():
    game = start(
        {"in_play": ["Jango", "Wild Bill"], "hand": [], "deck_size": 0},
        {"in_play": ["Babe Leroy"], "hand": [], "deck_size": 0},
        phase="draw",
    )
    game.state.common[:] = game.state.common[:1]
    play(game, "Anna draws")
    assert len(side(game, "Anna").hand) == 2


def test_hand_limit_is_the_active_characters_life():
    game = start(
        {
            "in_play": [{"character": "Jango", "life": 2}, "Wild Bill"],
            "hand": ["Colt", "Manqué !", "Bière", "Gourde"],
        },
        {"in_play": ["Babe Leroy"]},
    )
    play(game, "Anna ends turn")
    assert waiting(game) == ("Anna", "discard")
    play(game, "Anna discards Bière", "Anna discards Gourde")
    assert waiting(game)[0] == "Ben"


def test_hand_limit_is_two_at_one_life():
    game = start(
        {"in_play": [{"character": "Jango", "life": 1}, "Wild Bill"], "hand": ["Colt", "Manqué !"]},
        {"in_play": ["Babe Leroy"]},
    )
    play(game, "Anna ends turn")
    assert waiting(game)[0] == "Ben"


def test_the_token_moves_once_per_play_phase():
    game = start(
        {"in_play": ["Jango", "Wild Bill"], "hand": []},
        {"in_play": ["Babe Leroy"]},
        "Anna moves the token",
    )
    assert side(game, "Anna").pa.id == "wild_bill"
    assert refused(game, "Anna moves the token") == "token_already_moved"


def test_a_lone_survivor_is_both_pa_and_pr_and_cannot_swap():
    game = start({"in_play": ["Jango"], "hand": []}, {"in_play": ["Babe Leroy"]})
    anna = side(game, "Anna")
    assert anna.pa is anna.pr
    assert refused(game, "Anna moves the token") == "single_character"


def test_equipment_keeps_its_owner_when_the_token_moves():
    game = start(
        {"in_play": ["Jango", {"character": "Wild Bill", "equipment": ["Planque"]}], "hand": []},
        {"in_play": ["Babe Leroy"]},
        "Anna moves the token",
    )
    assert kinds(fighter(game, "wild_bill").equipment) == ["planque"]


def test_reload_only_once_a_side_is_down_to_one_character():
    lawmen = {"in_play": ["Jango", "Wild Bill"], "hand": ["Gourde"], "deck_top": ["Colt"]}
    game = start(lawmen, {"in_play": ["Babe Leroy", "Slim Poet"]})
    assert refused(game, "Anna reloads Gourde") == "reload_locked"
    game = start(lawmen, {"in_play": ["Babe Leroy"]}, "Anna reloads Gourde")
    assert kinds(side(game, "Anna").hand) == ["colt"]
    assert refused(game, "Anna reloads Colt") == "not_reloadable"


def test_reload_from_the_active_character_but_not_the_backup():
    game = start(
        {
            "in_play": [
                {"character": "Jango", "equipment": ["Lunette"]},
                {"character": "Wild Bill", "equipment": ["Charge de bisons"]},
            ],
            "hand": [],
        },
        {"in_play": ["Babe Leroy"]},
        "Anna reloads Lunette",
    )
    assert fighter(game, "jango").equipment == [] and len(side(game, "Anna").hand) == 1
    assert refused(game, "Anna reloads Charge de bisons") == "not_in_hand"


def test_undo_and_replay_a_duel():
    game = start(
        {"in_play": ["Jango", "Wild Bill"], "hand": ["Colt"]},
        {"in_play": ["Babe Leroy"], "hand": []},
        "Anna plays Colt on Babe Leroy",
    )
    assert game.replayed().state == game.state
    game.undo()
    assert kinds(side(game, "Anna").hand) == ["colt"]


def test_a_full_mode_reserve_given_as_a_number_is_drawn_and_steps_in():
    game = start(
        {"in_play": [{"character": "Jango", "life": 1}], "reserve_size": 2, "hand": []},
        {"in_play": ["Sid Curry"], "hand": ["Colt"]},
        "Ben plays Colt on Jango",
        "Anna passes",
        turn="Ben",
        seed=5,
    )
    anna = side(game, "Anna")
    lawmen = {c for c in load_duel().characters if character_side(c) == "lawmen"}
    assert len(anna.fighters()) == 1 and anna.fighters()[0].id != "jango"
    assert len(anna.reserve) == 1 and set(anna.reserve) <= lawmen - {"jango"}
