"""The base game's data matches the physical game: 80 cards, 20 per suit, 17 blue..."""

from collections import Counter

import yaml

from cards_data import LANGUAGES, RANKS, SUITS, load_bang


def test_the_deck_has_eighty_cards_twenty_per_suit():
    deck = load_bang().deck()
    assert len(deck) == 80
    assert Counter(item.copy.suit for item in deck) == {suit: 20 for suit in SUITS}


def test_seventeen_blue_copies_and_sixty_three_brown():
    colors = Counter(item.card.color for item in load_bang().deck())
    assert colors == {"blue": 17, "brown": 63}


def test_twenty_two_kinds_of_card_and_sixteen_characters():
    data = load_bang()
    assert len(data.cards) == 22
    assert len(data.characters) == 16


def test_weapons_have_their_printed_ranges():
    ranges = {card.id: card.range for card in load_bang().cards.values() if card.is_weapon}
    assert ranges == {
        "volcanic": 1,
        "schofield": 2,
        "remington": 3,
        "rev_carabine": 4,
        "winchester": 5,
    }


def test_every_copy_matches_the_reference_suit_and_rank(shared_dir):
    reference = yaml.safe_load((shared_dir / "reference" / "bang_deck.yaml").read_text())
    ours = {
        card.names["en"]: sorted((c.suit, c.rank) for c in card.copies)
        for card in load_bang().cards.values()
    }
    theirs = {
        entry["name_en"]: sorted((s, str(r)) for s, r in entry["copies"])
        for entry in reference["card_types"]
    }
    assert ours == theirs


def test_characters_life_points_match_the_reference(shared_dir):
    reference = yaml.safe_load((shared_dir / "reference" / "bang_deck.yaml").read_text())
    expected = {entry["name"]: entry["life"] for entry in reference["characters"]}
    assert {c.names["en"]: c.life for c in load_bang().characters.values()} == expected


def test_kit_carlson_has_four_life_points_as_in_the_current_edition():
    assert load_bang().characters["kit_carlson"].life == 4


def test_two_characters_have_three_life_points():
    three = sorted(c.id for c in load_bang().characters.values() if c.life == 3)
    assert three == ["el_gringo", "paul_regret"]


def test_role_table_by_player_count():
    table = load_bang().role_table
    assert table[4] == {"sheriff": 1, "renegade": 1, "outlaw": 2, "deputy": 0}
    assert table[5] == {"sheriff": 1, "renegade": 1, "outlaw": 2, "deputy": 1}
    assert table[6] == {"sheriff": 1, "renegade": 1, "outlaw": 3, "deputy": 1}
    assert table[7] == {"sheriff": 1, "renegade": 1, "outlaw": 3, "deputy": 2}


def test_every_entry_has_a_name_and_a_text_in_each_language():
    for entry in load_bang().entries():
        for lang in LANGUAGES:
            assert entry.names[lang].strip(), (entry.id, lang)
            assert len(entry.text[lang]) > 20, (entry.id, lang)


def test_texts_are_written_per_language_not_copied_from_english():
    for entry in load_bang().entries():
        texts = [entry.text[lang] for lang in LANGUAGES]
        assert len(set(texts)) == 4, entry.id


def test_ranks_are_the_thirteen_card_ranks():
    ranks = {item.copy.rank for item in load_bang().deck()}
    assert ranks == set(RANKS)
