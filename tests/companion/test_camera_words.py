"""The camera's reasons for being unsure (codes, camera.unsure) worded in the player's language."""

from __future__ import annotations

from camera.unsure import Unsure
from companion.camera_words import unsure_text


def test_an_index_no_copy_of_the_kind_carries_names_only_what_was_read():
    suit_only = Unsure.of("no_such_copy", rank="", suit="hearts", kind="barrel")
    assert unsure_text(suit_only, "en") == "the index reads hearts, which no Barrel card carries"


def test_an_unclear_index_names_the_suit_in_the_players_language():
    said = unsure_text(Unsure.of("index_unclear", rank="6", suit="hearts"), "fr")
    assert said == "indice peu clair (peut-être 6 de cœur)"


def test_a_reason_left_unsure_by_a_known_kind_names_that_kind():
    unsure = Unsure("index_unclear", (("rank", "Q"), ("suit", "spades")), kind="barrel")
    assert unsure_text(unsure, "it").endswith("Barile")


def test_a_duel_symbol_the_read_hesitates_over_is_named_in_the_players_language():
    unsure = Unsure.of("symbol_unclear", symbol="barrel", other="dynamite")
    said = unsure_text(unsure, "it")
    assert "barrel" not in said and "dynamite" not in said
