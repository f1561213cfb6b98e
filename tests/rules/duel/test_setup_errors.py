"""A Duel setup that cannot be played says why, in four languages."""

from __future__ import annotations

import pytest

from cards_data.sentences import languages
from rules.duel.setup import DuelSetupError, deal, validate
from rules.duel.setup_errors import codes
from tests.rules.duel.helpers import start
from tests.sentences import source


@pytest.mark.parametrize("code", sorted(codes()))
def test_every_duel_setup_error_reads_in_every_language(code):
    written = {source(DuelSetupError.message_id(code), lang) for lang in languages()}
    assert len(written) == len(languages())  # each one written, none left in English


def test_a_life_no_character_card_shows_is_refused_naming_the_character():
    with pytest.raises(DuelSetupError) as error:
        validate(deal("Anna", "Ben", lives={"sid_curry": 12}))
    assert error.value.code == "lives_range"
    assert str(error.value) == "lives: Sid Curry cannot have 12 life points (1 to 9)"
    assert error.value.message("it") == "punti vita: Sid Curry non può averne 12 (da 1 a 9)"


def test_two_players_of_one_name_are_refused_in_dutch():
    with pytest.raises(DuelSetupError) as error:
        validate(deal("Anna", "Anna"))
    assert error.value.message("nl") == "de twee spelers hebben dezelfde naam"


def test_a_hand_holding_more_copies_than_the_deck_names_the_card_in_french():
    hand = ["Colt (dynamite, sheriff)"] * 9
    with pytest.raises(DuelSetupError) as error:
        start({"in_play": ["Jango", "Wild Bill"], "hand": hand}, {"in_play": ["Sid Curry"]})
    assert error.value.code == "no_card_left"
    assert error.value.message("fr") == "il ne reste aucune carte Colt (dynamite, shérif)"
    assert str(error.value) == "no card Colt (dynamite, sheriff) is left"


@pytest.mark.parametrize(
    ("lawmen", "outlaws", "code"),
    [
        ("Iris", "ırıs", "names_alike"),
        ("Anna", "ANNA", "names_alike"),
        ("Jango", "Ben", "name_reserved"),
        ("Anna", "sid curry", "name_reserved"),
        ("Anna", "lawmen", "name_reserved"),
        ("outlaws", "Ben", "name_reserved"),
        ("Anna", "Ben: Colt", "name_bad_character"),
        ("Anna", "\t", "name_blank"),
        ("Lawmen", "Outlaws", None),
        ("Reveal", "Hand", None),
        ("A", "Colt", None),
    ],
)
def test_a_name_the_duel_notation_could_not_read_back_is_refused(lawmen, outlaws, code):
    setup = deal(lawmen, outlaws)
    if code is None:
        validate(setup)
        return
    with pytest.raises(DuelSetupError) as error:
        validate(setup)
    assert error.value.code == code


def test_a_player_named_after_a_character_is_refused_in_italian():
    with pytest.raises(DuelSetupError) as error:
        validate(deal("Anna", "Jango"))
    assert error.value.message("it") == (
        "«Jango» non può essere il nome di un giocatore: il gioco lo leggerebbe come un personaggio"
    )
