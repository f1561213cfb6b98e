"""BANG! Duel's data: two decks of 40, their symbols, 24 characters, and the 41→40 decision."""

from collections import Counter

import yaml

from cards_data import LANGUAGES, load_duel
from cards_data.names import normalise


def test_each_deck_has_forty_cards():
    data = load_duel()
    assert len(data.deck("sheriff")) == 40
    assert len(data.deck("outlaw")) == 40


def test_thirty_one_cards_and_twelve_characters_per_side():
    data = load_duel()
    assert len(data.cards) == 31
    assert Counter(c.side for c in data.characters.values()) == {"lawmen": 12, "outlaws": 12}


def test_the_seeds_forty_first_sheriff_card_is_one_canteen_too_many():
    canteen = load_duel().cards["gourde"]
    assert canteen.decks["sheriff"].count == 4
    assert "41" in canteen.note or "5" in canteen.note


def test_counts_and_symbols_match_the_reference(shared_dir):
    reference = yaml.safe_load((shared_dir / "reference" / "bang_duel.yaml").read_text())
    by_name = {normalise(card.names["fr"]): card for card in load_duel().cards.values()}
    for entry in reference["cards"]:
        card = by_name[normalise(entry["name_fr"])]
        for deck in ("sheriff", "outlaw"):
            share = entry[f"{deck}_deck"]
            assert card.decks[deck].count == share["count"], (card.id, deck)
            assert dict(card.decks[deck].symbols) == share["symbols"], (card.id, deck)


def test_life_points_are_kept_with_their_confidence(shared_dir):
    reference = yaml.safe_load((shared_dir / "reference" / "bang_duel.yaml").read_text())
    expected = {
        normalise(c["name"]): c["life"] for side in reference["characters"].values() for c in side
    }
    for character in load_duel().characters.values():
        assert character.life == expected[normalise(character.names["fr"])]
        assert character.life_confidence == "medium"


def test_every_card_has_a_type_and_every_entry_four_names_and_texts():
    data = load_duel()
    assert {card.type for card in data.cards.values()} == {"bang", "action", "equipment"}
    for entry in data.entries():
        for lang in LANGUAGES:
            assert entry.names[lang] and entry.text[lang], (entry.id, lang)


def test_names_not_printed_in_any_seed_are_marked():
    for entry in load_duel().cards.values():
        assert {"it", "nl"} <= entry.unsourced_names, entry.id
