"""Rules lookup by name: any language, any case, accents or punctuation, typos, false friends."""

import pytest

from cards_data import LANGUAGES, load_bang, load_duel
from cards_data.lookup import lookup


def _found(query, game=None):
    return [(m.entry.game, m.entry.kind, m.entry.id) for m in lookup(query, game).matches]


@pytest.mark.parametrize("query", ["rate", "Raté", "RATE !", "raté !", "Rate!"])
def test_missed_is_found_however_it_is_typed(query):
    assert _found(query, "bang")[0] == ("bang", "card", "missed")


def test_a_typo_still_finds_the_card():
    assert _found("planke", "bang") == [("bang", "card", "barrel")]


@pytest.mark.parametrize("game,loader", [("bang", load_bang), ("duel", load_duel)])
def test_every_name_in_every_language_finds_its_entry(game, loader):
    for entry in loader().entries():
        for lang in LANGUAGES:
            found = _found(entry.names[lang], game)
            assert (game, entry.kind, entry.id) in found, (entry.id, lang, found)
            best = lookup(entry.names[lang], game).matches
            assert found[0][2] == entry.id or best[1].score == 100


def test_french_diligence_is_wells_fargo_and_italian_diligenza_is_stagecoach():
    assert _found("Diligence", "bang")[0] == ("bang", "card", "wells_fargo")
    assert _found("Diligenza", "bang")[0] == ("bang", "card", "stagecoach")
    assert _found("Convoi", "bang")[0] == ("bang", "card", "stagecoach")


def test_diligence_lists_its_false_friends_in_both_games():
    found = _found("Diligence")
    assert found[:2] == [("bang", "card", "wells_fargo"), ("duel", "card", "diligence")]
    assert ("bang", "card", "stagecoach") in found


@pytest.mark.parametrize("name", ["Duel", "Lunette"])
def test_a_name_in_both_games_lists_both(name):
    games = {game for game, _, _ in _found(name)}
    assert games == {"bang", "duel"}


def test_the_older_dutch_appaloosa_is_the_scope():
    assert _found("Appaloosa", "bang")[0] == ("bang", "card", "scope")


def test_roles_are_found_in_every_language():
    for name in ("Shérif", "Sceriffo", "Hors-la-loi", "Fuorilegge", "Renegade", "Vice"):
        assert _found(name, "bang")[0][1] == "role", name


def test_a_first_name_alone_finds_the_character():
    assert ("bang", "character", "bart_cassidy") in _found("Bart")


def test_an_unknown_name_finds_nothing_but_suggests():
    result = lookup("Gatlinx Supreme")
    assert result.matches == ()
    assert result.suggestions


def test_an_empty_query_finds_nothing():
    assert lookup("  !! ").matches == ()
