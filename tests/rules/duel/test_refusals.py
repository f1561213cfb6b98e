"""Duel refusals: each code arises in its situation, and reads in four languages."""

from __future__ import annotations

import pytest

from cards_data.sentences import languages
from rules.duel.refusals import Refusal, duel_codes
from tests.rules.duel.helpers import move, refused, start
from tests.sentences import source, variables

ANNA = {"in_play": ["Jango", "Wild Bill"], "hand": ["Colt", "Colt", "Gourde"]}
BEN = {"in_play": ["Babe Leroy", "Tom Thorn"], "hand": ["Bière"]}

SITUATIONS = {
    "no_such_character": (ANNA, BEN, [], "Anna plays Colt on Sid Curry"),
    "needs_character": (ANNA, BEN, [], "Anna plays Colt"),
    "not_a_target": (ANNA, BEN, [], "Anna plays Colt on Tom Thorn"),
    "bang_limit": (
        ANNA,
        BEN,
        ["Anna plays Colt on Babe Leroy", "Ben passes"],
        "Anna plays Colt on Babe Leroy",
    ),
    "token_already_moved": (ANNA, BEN, ["Anna moves the token"], "Anna moves the token"),
    "single_character": ({**ANNA, "in_play": ["Jango"]}, BEN, [], "Anna moves the token"),
    "reload_locked": (ANNA, BEN, [], "Anna reloads Gourde"),
    "not_reloadable": (ANNA, BEN, [], "Anna reloads Colt"),
    "once_per_turn": (ANNA, {**BEN, "hand": []}, ["Ben uses Babe Leroy"], "Ben uses Babe Leroy"),
    "ability_asleep": (
        ANNA,
        {"in_play": ["Tom Thorn", "Babe Leroy"], "hand": []},
        [],
        "Ben uses Babe Leroy",
    ),
    "not_in_reserve": (
        ANNA,
        {**BEN, "in_play": [{"character": "Babe Leroy", "life": 1}], "reserve": 2},
        ["Anna plays Colt on Babe Leroy", "Ben passes"],
        "Ben brings in Jango",
    ),
    "no_such_card": (ANNA, BEN, [], "reveal Remington (horseshoe)"),
    "no_copy_left": (
        {**ANNA, "hand": ["Stetson (sheriff)"]},
        BEN,
        [],
        "reveal Stetson (horseshoe)",
    ),
    "not_a_dodge": (ANNA, BEN, ["Anna plays Colt on Babe Leroy"], "Ben plays Colt"),
    "not_a_shot_card": (ANNA, {**BEN, "hand": ["Duel"]}, [], None),
    "extra_card_owed": (
        {**ANNA, "in_play": ["Tex Killer", "Wild Bill"]},
        {**BEN, "hand": ["Manqué !", "Bière"]},
        ["Anna plays Colt on Babe Leroy", "Ben plays Manqué !"],
        "Ben plays Manqué !",
    ),
    "nothing_to_use": (ANNA, BEN, [], "Anna uses Colt"),
    "katie_equipment": (
        ANNA,
        {
            "in_play": [{"character": "Cattle Katie", "equipment": ["Dynamite"]}, "Tom Thorn"],
            "hand": [],
        },
        [],
        "Ben uses Cattle Katie with Dynamite",
    ),
    "other_choice": (
        {"in_play": ["Jango", "Buffalo Bell"], "hand": []},
        {**BEN, "hand": ["Colt"]},
        ["Ben plays Colt on Jango", "Anna passes"],
        "Anna uses Jango",
    ),
    "stetson_only": (ANNA, BEN, ["Anna plays Colt on Babe Leroy"], "Ben uses Tom Thorn"),
    "not_carried": (ANNA, BEN, ["Anna plays Colt on Babe Leroy"], "Ben uses Stetson"),
    "beer_on_own_turn": (ANNA, BEN, ["Anna plays Colt on Babe Leroy"], "Ben plays Bière"),
    "nothing_to_copy": (
        ANNA,
        {"in_play": ["Pearl Hat"], "hand": ["Colt"]},
        [],
        "Ben uses Pearl Hat with Colt",
    ),
    "hand_not_empty": (ANNA, BEN, [], "Ben uses Babe Leroy"),
    "correction_duel_life": (ANNA, BEN, [], "correct Jango life +1"),
    "duel_unseen_only": (ANNA, BEN, [], "correct Anna holds 1 card"),
}
NOT_TYPED = {"not_a_shot_card", "duel_corrections"}
"""Codes with a test of their own: a shot's answer, a correction no Duel line can write."""
OUTLAWS_TURN = {
    "once_per_turn",
    "ability_asleep",
    "nothing_to_copy",
    "hand_not_empty",
    "katie_equipment",
    "other_choice",
}
TABLE_MODE = {"not_in_reserve", "no_such_card", "no_copy_left"}


@pytest.mark.parametrize("code", sorted(duel_codes() - NOT_TYPED))
def test_each_duel_refusal_arises_in_its_situation(code):
    lawmen, outlaws, lines, line = SITUATIONS[code]
    table = {"turn": "outlaws"} if code in OUTLAWS_TURN else {}
    if code in TABLE_MODE:
        table["mode"] = "table"
        table["phase"] = "draw" if code in ("no_such_card", "no_copy_left") else "play"
        if code in ("no_such_card", "no_copy_left"):
            lawmen = {
                **lawmen,
                "in_play": ["Jango", {"character": "Wild Bill", "equipment": ["Dynamite"]}],
            }
    game = start(lawmen, outlaws, *lines, **table)
    assert refused(game, line) == code


def test_not_a_shot_card_arises_against_indians():
    game = start({**ANNA, "hand": ["Colt", "Indiens !"]}, BEN, "Anna plays Indiens !")
    assert refused(game, "Ben plays Bière") == "not_a_shot_card"


@pytest.mark.parametrize("code", sorted(duel_codes()))
def test_every_duel_refusal_reads_in_every_language_with_the_same_parameters(code):
    message_id = Refusal.message_id(code)
    fields = {lang: variables(message_id, lang) for lang in languages()}
    assert len({frozenset(f) for f in fields.values()}) == 1
    assert len({source(message_id, lang) for lang in languages()}) == len(languages())
    assert Refusal(code, **dict.fromkeys(fields["en"], "X")).rule


def test_refusals_name_duel_cards_and_characters_in_the_readers_language():
    refusal = Refusal("not_a_target", card="braquage", target="l_homme_sans_nom")
    assert refusal.message("fr") == "Braquage ne peut pas être jouée sur L'homme sans nom."
    assert "The Man with No Name" in refusal.message("en")
    assert "la scelta del personaggio attivo" in Refusal(
        "wrong_moment", player="Anna", waiting_for="start"
    ).message("it")


@pytest.mark.parametrize(
    ("lines", "line", "lang", "why"),
    [
        (["Anna plays Colt on Babe Leroy"], "Ben uses Stetson", "fr",
         "Babe Leroy ne porte pas de Stetson en jeu."),
        (["Anna plays Colt on Babe Leroy"], "Ben uses Tom Thorn", "nl",
         "Tegen een schot kan Ben een Stetson in het spel gebruiken, niet Tom Thorn."),
        ([], "Anna uses Colt", "it", "Colt non dà a Anna niente da usare durante un turno."),
    ],
)  # fmt: skip
def test_a_refused_use_says_why_in_the_players_language(lines, line, lang, why):
    game = start(ANNA, BEN, *lines)
    assert game.check(move(line)).message(lang) == why
