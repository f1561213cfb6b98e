"""A BANG! setup that cannot be played says why, in four languages."""

from __future__ import annotations

import pytest

from cards_data.sentences import languages
from rules.bang.cards import Card
from rules.bang.setup import Seat, Setup, initial_state
from rules.bang.setup_errors import SetupError, codes
from tests.sentences import source


@pytest.mark.parametrize("code", sorted(codes()))
def test_every_setup_error_reads_in_every_language(code):
    written = {source(SetupError.message_id(code), lang) for lang in languages()}
    assert len(written) == len(languages())  # each one written, none left in English


def _seats(*roles: str | None) -> list[Seat]:
    names = ("Anna", "Ben", "Carla", "Dan", "Eve")
    return [Seat(name, "bart_cassidy", role) for name, role in zip(names, roles, strict=False)]


def test_a_table_without_a_sheriff_is_refused_naming_the_role_in_italian():
    with pytest.raises(SetupError) as error:
        initial_state(Setup(tuple(_seats("outlaw", "outlaw", "renegade", "deputy"))))
    assert error.value.code == "one_sheriff"
    assert str(error.value) == "exactly one player must be the Sheriff"
    assert error.value.message("it") == "serve esattamente un giocatore Sceriffo"


def test_too_few_players_are_refused_in_dutch():
    with pytest.raises(SetupError) as error:
        initial_state(Setup(tuple(_seats("sheriff", "outlaw", "renegade"))))
    assert error.value.message("nl") == "BANG! is voor 4 tot 7 spelers, niet 3"


def test_a_card_the_deck_no_longer_holds_is_named_in_french():
    error = SetupError("card_not_left", card=Card("bang", "diamonds", "5"))
    assert error.message("fr") == "il ne reste aucune carte BANG! 5♦ dans la pioche"
