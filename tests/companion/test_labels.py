"""Names the app shows: a name no source prints in the reader's language is marked as the
English one standing in, so that a table does not take it for its deck's name."""

from __future__ import annotations

from companion.names import card_label, card_name, character_name, duel_card_name
from rules.duel.cards import Card as DuelCard


def test_a_duel_card_no_italian_or_dutch_source_names_is_marked_english():
    assert duel_card_name("banque", "it") == "Bank (ingl.)"
    assert card_label(DuelCard("gourde", symbol="barrel"), "nl") == "Canteen (Eng., ton)"
    assert character_name("l_homme_sans_nom", "it") == "The Man with No Name (ingl.)"
    assert card_name("stagecoach", "nl") == "Stagecoach (Eng.)"


def test_a_name_printed_alike_in_every_language_or_in_english_is_not_marked():
    assert duel_card_name("colt", "it") == "Colt"
    assert character_name("alan_pinkertoon", "nl") == "Alan Pinkertoon"
    assert duel_card_name("banque", "en") == "Bank"
    assert duel_card_name("banque", "fr") == "Banque"
