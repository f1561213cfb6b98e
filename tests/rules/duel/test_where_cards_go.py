"""Where each type of card may be played, the BANG! limit, and who is awake: the PA, the
always-active, and a targeted PR."""

from __future__ import annotations

from tests.rules.duel.helpers import fighter, kinds, play, refused, side, start, waiting

TWO_EACH = (
    {"in_play": ["Jango", "Wild Bill"]},
    {"in_play": ["Babe Leroy", "Slim Poet"], "hand": []},
)


def _start(hand: list[str], *lines: str, lawmen: dict | None = None, outlaws: dict | None = None):
    return start(
        {**TWO_EACH[0], "hand": hand, **(lawmen or {})}, {**TWO_EACH[1], **(outlaws or {})}, *lines
    )


def test_one_bang_card_per_turn():
    game = _start(["Colt", "Carabine"], "Anna plays Colt on Babe Leroy", "Ben passes")
    assert refused(game, "Anna plays Carabine on Babe Leroy") == "bang_limit"


def test_a_bang_card_only_at_the_opponents_active_character():
    game = _start(["Colt"])
    assert refused(game, "Anna plays Colt on Slim Poet") == "not_a_target"
    assert refused(game, "Anna plays Colt on Wild Bill") == "not_a_target"
    assert refused(game, "Anna plays Colt") == "needs_character"


def test_action_cards_on_anyone_but_the_opponents_backup():
    game = _start(["Alcool fort"])
    assert refused(game, "Anna plays Alcool fort on Slim Poet") == "not_a_target"
    play(game, "Anna plays Alcool fort on Wild Bill")
    assert fighter(game, "wild_bill").life == 3


def test_equipment_on_your_backup_or_the_opponents_active_only():
    game = _start(["Planque", "Stetson"])
    assert refused(game, "Anna plays Planque on Jango") == "not_a_target"
    assert refused(game, "Anna plays Planque on Slim Poet") == "not_a_target"
    play(game, "Anna plays Planque on Wild Bill", "Anna plays Stetson on Babe Leroy")
    assert kinds(fighter(game, "babe_leroy").equipment) == ["stetson"]


def test_a_same_name_equipment_replaces_the_old_one():
    game = _start(
        ["Planque"],
        "Anna plays Planque on Wild Bill",
        lawmen={"in_play": ["Jango", {"character": "Wild Bill", "equipment": ["Planque"]}]},
    )
    assert kinds(fighter(game, "wild_bill").equipment) == ["planque"]
    assert kinds(game.state.discard) == ["planque"]


def test_dynamite_only_on_your_own_backup():
    game = start(
        {"in_play": ["Jango", "Wild Bill"], "hand": ["Dynamite"]},
        {"in_play": ["Babe Leroy"], "hand": []},
    )
    assert refused(game, "Anna plays Dynamite on Babe Leroy") == "not_a_target"
    play(game, "Anna plays Dynamite on Wild Bill")


def test_missed_and_return_fire_are_only_answers():
    game = _start(["Manqué !", "Riposte"])
    assert refused(game, "Anna plays Manqué !") == "response_only"
    assert refused(game, "Anna plays Riposte on Babe Leroy") == "response_only"


def test_only_the_active_characters_ability_works():
    # West Harding as backup does not lift the limit.
    game = start(
        {"in_play": ["Jango"], "hand": []},
        {"in_play": ["Tom Thorn", "West Harding"], "hand": ["Colt", "Colt"]},
        "Ben plays Colt on Jango",
        "Anna passes",
        turn="outlaws",
    )
    assert refused(game, "Ben plays Colt on Jango") == "bang_limit"


def test_an_always_active_backup_adds_its_ability():
    # The Man with No Name, even as backup: one more BANG! card.
    game = _start(
        ["Colt", "Colt", "Colt"],
        "Anna plays Colt on Babe Leroy",
        "Ben passes",
        "Anna plays Colt on Babe Leroy",
        "Ben passes",
        lawmen={"in_play": ["Jango", "L'homme sans nom"]},
    )
    assert fighter(game, "babe_leroy").life == 2
    assert refused(game, "Anna plays Colt on Babe Leroy") == "bang_limit"


def test_a_targeted_backup_wakes_up_to_react_and_the_active_sleeps():
    game = start(
        {"in_play": ["Jango", "Wild Bill"], "hand": ["Winchester"], "deck_top": ["Colt"]},
        {
            "in_play": [
                {"character": "Babe Leroy", "equipment": ["Planque"]},
                {"character": "Slim Poet", "equipment": ["Stetson"]},
            ],
            "hand": [],
        },
        "Anna plays Winchester on Slim Poet",
    )
    # Slim's Stetson works although he is the backup; Babe's Hideout does not help him.
    assert refused(game, "Ben uses Planque") == "not_a_dodge"
    play(game, "Ben uses Stetson")
    assert fighter(game, "slim_poet").life == 4 and fighter(game, "slim_poet").equipment == []


def test_the_backups_cards_sleep_when_it_is_not_targeted():
    # A Gun Belt on the backup does not lift the BANG! limit.
    game = _start(
        ["Colt", "Colt"],
        "Anna plays Colt on Babe Leroy",
        "Ben passes",
        lawmen={"in_play": ["Jango", {"character": "Wild Bill", "equipment": ["Ceinturon"]}]},
    )
    assert refused(game, "Anna plays Colt on Babe Leroy") == "bang_limit"
    assert waiting(game) == ("Anna", "play")
    assert side(game, "Anna").bangs_counted == 1
