"""A scenario is checked before anything is built from it: each wrong field is refused with
its key named, and the file itself is read within bounds."""

from __future__ import annotations

import ast
import copy
from pathlib import Path
from typing import Any

import pytest

from cards_data.sentences import languages
from rules.bang.cards import full_deck
from rules.bang.setup import DECK_SIZE, SetupError
from rules.core import explained
from rules.core.game import Game
from rules.core.scenario import load, setup_from_dict
from rules.core.scenario_file import MAX_BYTES, MAX_DEPTH, ScenarioError, read_document
from rules.duel import cards as duel_cards
from rules.duel import scenario as duel_scenario
from tests.sentences import source

ROOT = Path(__file__).resolve().parents[2]

BANG = {
    "players": [
        {"name": "Anna", "character": "Willy the Kid", "role": "Sheriff"},
        {"name": "Ben", "character": "Paul Regret"},
        {"name": "Carla", "character": "Rose Doolan"},
        {"name": "Dan", "character": "Calamity Janet"},
    ]
}
DUEL = {
    "game": "duel",
    "lawmen": {"player": "Anna", "in_play": ["Dalon Ranger"], "reserve": ["Jango"]},
    "outlaws": {"player": "Ben", "in_play": ["Sid Curry"]},
}


def bang(ben: dict[str, Any] | None = None, **top: Any) -> dict[str, Any]:
    document = copy.deepcopy(BANG) | top
    document["players"][1].update(ben or {})
    return document


def duel(lawmen: dict[str, Any] | None = None, **top: Any) -> dict[str, Any]:
    document = copy.deepcopy(DUEL) | top
    document["lawmen"].update(lawmen or {})
    return document


def refusal(document: dict[str, Any]) -> str:
    with pytest.raises(ValueError) as error:
        setup_from_dict(document)
    return str(error.value)


def test_the_deck_sizes_the_checks_use_are_the_data_s():
    assert len(full_deck()) == DECK_SIZE
    assert len(duel_cards.full_deck(duel_cards.SHERIFF)) == duel_scenario.DECK_SIZE
    assert len(duel_cards.full_deck(duel_cards.OUTLAW)) == duel_scenario.DECK_SIZE


def test_a_misspelt_top_level_key_is_refused_with_the_key_it_resembles():
    assert refusal(bang(dek_top=["BANG!"])) == (
        "the scenario: unknown key 'dek_top' (did you mean 'deck_top'?)"
    )


def test_a_misspelt_player_key_is_refused_naming_the_player():
    assert refusal(bang({"hands": 3})).startswith("player 2 (Ben): unknown key 'hands'")


def test_a_move_written_as_a_mapping_is_refused_naming_its_key(tmp_path):
    path = tmp_path / "moves.yaml"
    path.write_text(
        "players: [{name: Anna, character: Willy the Kid, role: Sheriff},\n"
        "  {name: Ben, character: Paul Regret}, {name: Carla, character: Rose Doolan},\n"
        "  {name: Dan, character: Calamity Janet}]\n"
        "moves:\n  - Anna ends turn\n  - Ben plays BANG! on Anna: at once\n",
        encoding="utf-8",
    )
    with pytest.raises(ScenarioError, match=r"moves, entry 2: .*'Ben plays BANG! on Anna'"):
        load(path)


@pytest.mark.parametrize(
    ("ben", "says"),
    [
        ({"life": "lots"}, "player 2 (Ben): life: expected a whole number, not 'lots'"),
        ({"life": 2.5}, "player 2 (Ben): life: expected a whole number, not 2.5"),
        ({"life": -1}, "player 2 (Ben): life: expected a whole number of at least 0, not -1"),
        ({"hand": "many"}, "player 2 (Ben): hand: expected a whole number, not 'many'"),
        ({"hand": -3}, "player 2 (Ben): hand: expected a whole number from 0 to 80, not -3"),
        ({"hand": 200_000_000}, "player 2 (Ben): hand: expected a whole number from 0 to 80"),
        ({"alive": "maybe"}, "player 2 (Ben): alive: expected true or false, not 'maybe'"),
        ({"name": ["Ben"]}, "player 2: name: expected a name, not ['Ben']"),
    ],
)
def test_a_player_field_of_the_wrong_type_or_range_is_refused_by_its_key(ben, says):
    assert refusal(bang(ben)).startswith(says)


@pytest.mark.parametrize(
    ("top", "says"),
    [
        ({"seed": float("inf")}, "seed: expected a whole number, not inf"),
        ({"seed": "random"}, "seed: expected a whole number, not 'random'"),
        ({"bangs_played": -1}, "bangs_played: expected a whole number from 0 to 80, not -1"),
        ({"turn": ["Anna"]}, "turn: expected a name, not ['Anna']"),
        ({"deck_top": "BANG!"}, "deck_top: expected a list, not 'BANG!'"),
    ],
)
def test_a_table_field_of_the_wrong_type_or_range_is_refused_by_its_key(top, says):
    assert refusal(bang(**top)) == says


def test_more_players_than_the_game_seats_are_refused_before_any_is_read():
    players = [{"name": f"P{n}"} for n in range(100)]  # no characters: never read
    assert refusal(bang(players=players)) == "BANG! is for 4 to 7 players, not 100"


@pytest.mark.parametrize("mode", ["full", "table"])
def test_more_cards_than_the_deck_holds_are_refused(mode):
    assert refusal(bang({"hand": 70}, mode=mode)) == (
        "83 cards are dealt or placed, but the deck has 80"  # 70 and the deal: 5, 4, 4
    )


@pytest.mark.parametrize("mode", ["full", "table"])
def test_a_table_with_fewer_than_two_living_players_is_refused(mode):
    # Its turns went round the dead for ever.
    players = [{**seat, "alive": seat["name"] == "Ben"} for seat in BANG["players"]]
    assert refusal(bang(players=players, mode=mode)) == (
        "1 players alive: a game needs at least two"
    )


def test_a_full_mode_hand_of_500_cards_is_refused_before_dealing():
    assert "expected a whole number from 0 to 80, not 500" in refusal(bang({"hand": 500}))


def test_the_same_character_twice_is_refused_in_a_scenario_file(tmp_path):
    path = tmp_path / "twins.yaml"
    path.write_text(
        "players: [{name: Anna, character: Willy the Kid, role: Sheriff},\n"
        "  {name: Ben, character: Willy the Kid}, {name: Carla, character: Rose Doolan},\n"
        "  {name: Dan, character: Calamity Janet}]\n",
        encoding="utf-8",
    )
    with pytest.raises(ScenarioError, match="two players are Willy the Kid"):
        load(path)


def test_a_card_named_more_often_than_the_deck_has_it_is_a_setup_error():
    setup = setup_from_dict(bang({"hand": ["Volcanic"] * 3}, mode="full"))
    with pytest.raises(SetupError, match="no card Volcanic"):
        Game(setup)


@pytest.mark.parametrize(
    ("document", "says"),
    [
        (duel(lifes={"Jango": 3}), "the scenario: unknown key 'lifes' (did you mean 'lives'?)"),
        (duel({"reserv": ["Jango"]}), "lawmen: unknown key 'reserv' (did you mean 'reserve'?)"),
        (
            duel({"in_play": [{"character": "Dalon Ranger", "lif": 2}]}),
            "lawmen: in_play: 'Dalon Ranger': unknown key 'lif' (did you mean 'life'?)",
        ),
        (
            duel({"in_play": [{"character": "Dalon Ranger", "life": 2.5}]}),
            "lawmen: in_play: 'Dalon Ranger': life: expected a whole number, not 2.5",
        ),
        (duel({"hand": 500}), "lawmen: hand: expected a whole number from 0 to 40, not 500"),
        (
            duel({"deck_size": 10**9}),
            "lawmen: deck_size: expected a whole number from 0 to 40, not 1000000000",
        ),
        (
            duel({"reserve": 10**9}),
            "lawmen: reserve: expected a whole number from 0 to 20, not 1000000000",
        ),
        (duel(lives={"Jango": float("inf")}), "lives: Jango: expected a whole number, not inf"),
        (duel(seed=float("inf")), "seed: expected a whole number, not inf"),
    ],
)
def test_a_duel_field_misspelt_or_of_the_wrong_type_is_refused_by_its_key(document, says):
    assert refusal(document) == says


def test_a_duel_hand_the_deck_cannot_fill_in_full_mode_is_a_setup_error():
    setup = setup_from_dict(duel({"hand": 40, "deck_top": ["Colt"]}, mode="full"))
    with pytest.raises(ValueError, match=r"no card \(sheriff\) is left"):
        Game(setup)


def test_a_scenario_with_aliases_is_refused(tmp_path):
    path = tmp_path / "laughs.yaml"
    path.write_text("a: &a [lol, lol]\nb: [*a, *a]\n", encoding="utf-8")
    with pytest.raises(ScenarioError, match="line 2: aliases"):
        read_document(path)


def test_a_scenario_nested_too_deep_is_refused(tmp_path):
    path = tmp_path / "deep.yaml"
    path.write_text("a: " + "[" * 10_000 + "]" * 10_000, encoding="utf-8")
    with pytest.raises(ScenarioError, match=f"nested more than {MAX_DEPTH} levels"):
        read_document(path)


def test_a_scenario_larger_than_the_bound_is_refused_unread(tmp_path):
    path = tmp_path / "big.yaml"
    path.write_text("#" * (MAX_BYTES + 1), encoding="utf-8")
    with pytest.raises(ScenarioError, match="too large"):
        read_document(path)


def test_a_scenario_that_is_not_utf8_is_refused_with_the_byte(tmp_path):
    path = tmp_path / "latin1.yaml"
    path.write_bytes("players: [Ren\xe9]\n".encode("latin-1"))
    with pytest.raises(ScenarioError, match="not UTF-8 text \\(byte 13 is 0xe9\\)"):
        read_document(path)


def test_a_number_too_long_to_read_is_refused(tmp_path):
    path = tmp_path / "seed.yaml"
    path.write_text("seed: 1" + "0" * 5000 + "\n", encoding="utf-8")
    with pytest.raises(ScenarioError, match="a value cannot be read"):
        read_document(path)


def test_a_folder_or_a_device_is_no_scenario(tmp_path):
    for path in (tmp_path, tmp_path.parent / "/dev/zero"):
        with pytest.raises(ScenarioError, match="not a file"):
            read_document(path)


WORDLESS = {"in_file", "under"}
"""Messages without a word to translate: "{ $path }: { $error }", "{ $place }: { $key }"."""


@pytest.mark.parametrize("code", sorted(explained.codes("scenario", "scenario") - WORDLESS))
def test_every_scenario_error_reads_in_every_language(code):
    written = {source(ScenarioError.message_id(code), lang) for lang in languages()}
    assert len(written) == len(languages())  # each one written, none left in English


def test_every_scenario_error_the_rules_raise_has_its_message():
    """The codes written in the scenario modules (a ScenarioError's first argument, and the
    code `listed_cards` raises for too long a list), each a message of scenario.ftl."""
    raised = set()
    for path in (ROOT / "rules").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and ast.unparse(node.func) == "ScenarioError":
                raised |= {arg.value for arg in node.args[:1] if isinstance(arg, ast.Constant)}
            if isinstance(node, ast.Call) and ast.unparse(node.func) == "listed_cards":
                raised.add(node.args[3].value)
    assert len(raised) > 20
    assert raised - explained.codes("scenario", "scenario") == set()


def test_a_field_of_the_wrong_type_is_told_in_french_with_the_key_as_written():
    with pytest.raises(ScenarioError) as error:
        setup_from_dict(bang({"life": "lots"}))
    assert (
        error.value.message("fr") == "joueur 2 (Ben) : life : il faut un nombre entier, pas 'lots'"
    )


def test_a_file_that_is_no_yaml_mapping_is_told_in_dutch_with_its_path(tmp_path):
    path = tmp_path / "list.yaml"
    path.write_text("- Anna ends turn\n", encoding="utf-8")
    with pytest.raises(ScenarioError) as error:
        load(path)
    assert error.value.message("nl") == (
        f"{path}: moet een tabel met sleutels zijn, met 'players' en 'moves'"
    )
    assert str(error.value) == f"{path}: should be a mapping with 'players' and 'moves'"
