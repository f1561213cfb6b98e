"""Broken data fails loudly, naming the file and the entry, instead of a crash later."""

import shutil
from pathlib import Path

import pytest
import yaml

from cards_data import DataError, load_bang, load_duel
from cards_data.loader import DATA_DIR


def _copy(tmp_path: Path, game: str) -> Path:
    target = tmp_path / game
    shutil.copytree(DATA_DIR / game, target)
    return target


def _edit(path: Path, change) -> None:
    document = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(document)
    path.write_text(yaml.safe_dump(document, allow_unicode=True), encoding="utf-8")


def test_a_missing_key_names_the_file_and_the_entry(tmp_path):
    folder = _copy(tmp_path, "bang")
    _edit(folder / "cards.yaml", lambda d: d["cards"][2].pop("color"))
    with pytest.raises(DataError, match=r"cards\.yaml: entry 'beer': missing key 'color'"):
        load_bang(folder)


def test_an_unknown_suit_is_refused(tmp_path):
    folder = _copy(tmp_path, "bang")
    _edit(folder / "cards.yaml", lambda d: d["cards"][0]["copies"][0].__setitem__(0, "cups"))
    with pytest.raises(DataError, match=r"entry 'bang': unknown suit 'cups'"):
        load_bang(folder)


def test_an_unknown_rank_is_refused(tmp_path):
    folder = _copy(tmp_path, "bang")
    _edit(folder / "cards.yaml", lambda d: d["cards"][0]["copies"][0].__setitem__(1, "11"))
    with pytest.raises(DataError, match=r"unknown rank '11'"):
        load_bang(folder)


def test_an_eighty_first_card_is_a_wrong_count(tmp_path):
    folder = _copy(tmp_path, "bang")
    _edit(folder / "cards.yaml", lambda d: d["cards"][0]["copies"].append(["hearts", "2"]))
    with pytest.raises(DataError, match="81 cards, not 80"):
        load_bang(folder)


def test_a_name_given_to_two_cards_is_refused(tmp_path):
    folder = _copy(tmp_path, "bang")
    _edit(folder / "cards.yaml", lambda d: d["cards"][2]["names"].__setitem__("nl", "Mis!"))
    with pytest.raises(DataError, match="'Mis!' belongs to both"):
        load_bang(folder)


def test_a_missing_translation_is_refused(tmp_path):
    folder = _copy(tmp_path, "bang")
    _edit(folder / "characters.yaml", lambda d: d["characters"][0]["text"].pop("it"))
    expected = r"characters\.yaml: entry 'bart_cassidy': 'text' has no it"
    with pytest.raises(DataError, match=expected):
        load_bang(folder)


def test_a_role_table_that_does_not_add_up_is_refused(tmp_path):
    folder = _copy(tmp_path, "bang")
    _edit(folder / "roles.yaml", lambda d: d["role_table"][4].__setitem__("outlaw", 3))
    with pytest.raises(DataError, match="role_table 4"):
        load_bang(folder)


def test_the_seeds_forty_one_card_sheriff_deck_would_be_caught(tmp_path):
    folder = _copy(tmp_path, "duel")

    def five_canteens(document):
        canteen = next(c for c in document["cards"] if c["id"] == "gourde")
        canteen["decks"]["sheriff"] = {"count": 5, "symbols": {"barrel": 5}}

    _edit(folder / "cards.yaml", five_canteens)
    with pytest.raises(DataError, match="sheriff deck has 41 cards, not 40"):
        load_duel(folder)


def test_symbols_that_do_not_add_up_to_the_count_are_refused(tmp_path):
    folder = _copy(tmp_path, "duel")
    _edit(folder / "cards.yaml", lambda d: d["cards"][0]["decks"]["outlaw"].__setitem__("count", 4))
    with pytest.raises(DataError, match="symbols add up to 5, count is 4"):
        load_duel(folder)


def test_a_file_that_is_not_yaml_is_reported(tmp_path):
    folder = _copy(tmp_path, "bang")
    (folder / "roles.yaml").write_text("roles: [unclosed", encoding="utf-8")
    with pytest.raises(DataError, match=r"roles\.yaml: is not valid YAML"):
        load_bang(folder)
