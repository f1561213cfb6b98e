"""`bang-companion rules` and `deck` as a player meets them on the command line."""

import json
import subprocess
import sys

import pytest

from companion.cli import main


def test_rules_shows_the_entry_with_its_other_names_and_copies(capsys):
    assert main(["rules", "rate"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Raté !")
    assert "Mancato!" in out and "Mis!" in out and "Missed!" in out
    assert "12 exemplaires" in out and "10♣" in out


def test_rules_says_every_line_in_the_asked_language(capsys):
    assert main(["rules", "Banque", "--lang", "it"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Bank (ingl.) — carta, BANG! Duel\n  francese: Banque\n")
    assert "  olandese: Bank (nessun nome stampato: si usa l'inglese)\n" in out
    assert "  inglese: Bank (nessun nome stampato: nostra traduzione)\n" in out
    assert "  mazzo dello Sceriffo: 1 (barile ×1)\n" in out
    assert main(["rules", "Rafale", "Zzyzx", "--lang", "nl"]) == 1
    assert capsys.readouterr().err.startswith("Geen kaart, personage of rol heet 'Rafale Zzyzx'.")


def test_rules_answers_a_name_of_the_other_game_as_that_games_and_says_so(capsys):
    assert main(["rules", "Manqué !", "--game", "bang", "--lang", "en"]) == 0
    assert capsys.readouterr().out.startswith("Missed! — card, BANG! Duel (the other game)\n")


def test_rules_answers_in_the_asked_language(capsys):
    assert main(["rules", "Birra", "--lang", "nl"]) == 0
    assert capsys.readouterr().out.startswith("Bier")


def test_rules_lists_every_entry_of_a_false_friend(capsys, monkeypatch):
    monkeypatch.setenv("LC_ALL", "C.UTF-8")  # no system language: the first that names it
    assert main(["rules", "Duel"]) == 0
    out = capsys.readouterr().out
    assert "carte, BANG! Duel" in out and "carte, BANG!  (trouvé par" in out


@pytest.mark.parametrize(
    ("locale", "starts"),
    [("en_US.UTF-8", "Black Jack — character"), ("it_IT.UTF-8", "Black Jack — personaggio")],
)
def test_rules_answers_a_name_alike_in_every_language_in_the_systems(
    capsys, monkeypatch, locale, starts
):
    monkeypatch.setenv("LC_ALL", locale)
    assert main(["rules", "Black Jack"]) == 0
    assert capsys.readouterr().out.startswith(starts)


def test_rules_unknown_name_fails_with_suggestions(capsys):
    assert main(["rules", "Gatlink"]) == 0  # a typo still finds Gatling
    assert main(["rules", "zzzzqqq"]) == 1
    assert "No card, character or role is called" in capsys.readouterr().err


def test_deck_json_lists_eighty_bang_cards_with_suit_and_rank(capsys):
    assert main(["deck", "--game", "bang", "--json"]) == 0
    deck = json.loads(capsys.readouterr().out)
    assert len(deck) == 80
    queen = next(card for card in deck if card["id"] == "beer")
    assert set(queen) == {"id", "name", "names", "suit", "rank"}
    assert set(queen["names"]) == {"fr", "it", "nl", "en"}


def test_deck_json_lists_both_duel_decks(capsys):
    assert main(["deck", "--game", "duel", "--json"]) == 0
    deck = json.loads(capsys.readouterr().out)
    assert sum(card["deck"] == "sheriff" for card in deck) == 40
    assert sum(card["deck"] == "outlaw" for card in deck) == 40


def test_deck_table_is_readable(capsys):
    assert main(["deck"]) == 0
    out = capsys.readouterr().out
    assert "80 cards" in out and "Raté !" in out


def test_bad_arguments_give_a_message_not_a_traceback():
    run = subprocess.run(
        [sys.executable, "-m", "companion.cli", "deck", "--game", "poker"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode != 0
    assert "invalid choice" in run.stderr and "Traceback" not in run.stderr


def test_output_read_by_a_pipe_closed_early_ends_quietly():
    """`bang-companion deck | head -1`: the pipe is closed before the command writes."""
    process = subprocess.Popen(
        [sys.executable, "-m", "companion.cli", "deck"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    process.stdout.close()
    stderr = process.stderr.read()
    assert process.wait(timeout=60) == 141
    assert stderr == ""
