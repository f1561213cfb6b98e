"""Rules lookup by name: any language, any case, accents or punctuation, typos, false friends."""

import pytest

from cards_data import LANGUAGES, load_bang, load_duel
from cards_data.lookup import lookup


def _found(query, game=None, lang=None):
    return [(m.entry.game, m.entry.kind, m.entry.id) for m in lookup(query, game, lang).matches]


@pytest.mark.parametrize("query", ["rate", "Raté", "RATE !", "raté !", "Rate!"])
def test_missed_is_found_however_it_is_typed(query):
    assert _found(query, "bang")[0] == ("bang", "card", "missed")


def test_a_typo_still_finds_the_card_first_in_the_chosen_game():
    assert _found("planke", "bang") == [("bang", "card", "barrel"), ("duel", "card", "planque")]
    assert _found("planke", "duel")[0] == ("duel", "card", "planque")


@pytest.mark.parametrize(
    ("query", "game", "found"),
    [
        ("Manqué !", "bang", ("duel", "card", "manque")),
        ("BANG!", "duel", ("bang", "card", "bang")),
        ("Pedro Ramirez", "duel", ("bang", "character", "pedro_ramirez")),
        ("Raté", "duel", ("bang", "card", "missed")),
        ("Mancato", "duel", ("bang", "card", "missed")),
        ("Prigione", "duel", ("bang", "card", "jail")),
    ],
)
def test_a_name_only_the_other_game_has_finds_that_games_entry_alone(query, game, found):
    assert _found(query, game) == [found]


@pytest.mark.parametrize("game", ["bang", "duel"])
def test_a_name_both_games_have_leads_with_the_chosen_games_entry(game):
    assert [found[0] for found in _found("Remington", game)] == sorted(
        ["bang", "duel"], key=lambda other: other != game
    )


@pytest.mark.parametrize(
    ("query", "found"),
    [
        ("une Bière", "beer"),
        ("Bier-kaart", "beer"),
        ("bierkaart", "beer"),
        ("carta Birra", "beer"),
        ("Tonnen", "barrel"),
    ],
)
def test_a_name_with_an_article_a_word_for_card_or_a_plural_is_found(query, found):
    assert _found(query, "bang")[0] == ("bang", "card", found)


@pytest.mark.parametrize("word", ["beurt", "vie", "main", "mano", "bereik"])
def test_a_word_of_the_game_that_names_no_card_finds_nothing(word):
    assert _found(word) == []


def test_a_false_friend_follows_the_exact_name_and_is_marked():
    matches = lookup("Diligenza", "duel", "it").matches
    assert (matches[0].entry.game, matches[0].entry.id, matches[0].false_friend) == (
        "bang",
        "stagecoach",
        False,
    )
    assert {(m.entry.game, m.entry.id) for m in matches[1:]} == {
        ("duel", "diligence"),
        ("bang", "wells_fargo"),
    }
    assert all(m.false_friend for m in matches[1:])


def test_a_same_language_near_name_is_no_false_friend():
    """Banque is one letter from Manqué, but both are French: not a false friend."""
    assert _found("Manqué !") == [("duel", "card", "manque")]


def test_suggestions_name_each_card_once_in_the_chosen_language():
    result = lookup("Remmmington xx", "duel")
    names = [match.entry.names["fr"] for match in result.suggested("fr")]
    assert names[0] == "Remington" and len(names) == len(set(names)) == 3
    french = {e.names["fr"] for e in [*load_bang().entries(), *load_duel().entries()]}
    assert set(names) <= french


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
