"""Why a typed move cannot be read, told in the referee's language."""

from __future__ import annotations

import pytest

from cards_data.sentences import languages
from rules.bang.notation import NotationError, parse, parse_card
from rules.core.notation_errors import codes
from rules.core.refusals import IllegalMove
from rules.duel import notation as duel_notation
from tests.sentences import source

PLAYERS = ("Anna", "Ben", "Carla")


@pytest.mark.parametrize("code", sorted(codes()))
def test_every_notation_error_reads_in_every_language(code: str) -> None:
    written = {source(NotationError.message_id(code), lang) for lang in languages()}
    assert len(written) == len(languages())  # each one written, none left in English


def test_a_mistyped_card_is_told_in_french_with_the_names_it_may_mean() -> None:
    with pytest.raises(NotationError) as error:
        parse_card("Bere")
    assert error.value.message("fr") == (
        "nom inconnu (carte) : « Bere » (vouliez-vous dire Bière ?)"
    )
    assert str(error.value) == "unknown card 'Bere' (did you mean Bière?)"


def test_a_name_of_the_wrong_kind_names_both_kinds_in_italian() -> None:
    with pytest.raises(NotationError) as error:
        parse("Ben uses Sheriff", PLAYERS)
    assert error.value.reason.message("it") == "«Sheriff» è di tipo ruolo, non carta o personaggio"


def test_a_line_that_fails_keeps_its_reason_apart_from_the_line() -> None:
    with pytest.raises(NotationError) as error:
        parse("Anna plays BANG! on Bob", PLAYERS)
    assert error.value.code == "cannot_read"
    assert error.value.reason.code == "unknown_player"
    assert error.value.message("nl") == (
        "'Anna plays BANG! on Bob' is onleesbaar: onbekende speler: 'Bob'"
        " (spelers: Anna, Ben, Carla)"
    )


def test_a_line_that_starts_with_no_player_is_explained_in_dutch() -> None:
    with pytest.raises(NotationError) as error:
        parse("Bob draws", PLAYERS)
    assert error.value.reason.message("nl") == (
        "een zet begint met de naam van een speler (Anna, Ben, Carla) of met 'reveal'"
    )


def test_a_duel_card_with_a_word_that_is_neither_symbol_nor_deck_says_so() -> None:
    with pytest.raises(NotationError) as error:
        duel_notation.parse_card("Colt (pizza)")
    assert error.value.message("fr") == "« pizza » n'est ni un symbole ni un paquet"


def test_a_language_without_its_text_falls_back_to_english() -> None:
    error = NotationError("card_missing")
    assert error.message("de") == "a card is missing"


def test_an_error_code_without_messages_is_a_bug_caught_at_once() -> None:
    with pytest.raises(KeyError):
        NotationError("no_such_code")
    with pytest.raises(KeyError, match="no message for refusal code"):
        IllegalMove("no_such_code")
