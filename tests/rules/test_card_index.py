"""Corner indexes as players type them, in the four languages of the table."""

from __future__ import annotations

import pytest

from cards_data import RANKS, SUITS
from rules.bang.card_index import format_index, parse_index


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Printed signs, any case, glued or spaced, and the hollow variants.
        ("Q♥", ("hearts", "Q")),
        ("q♥", ("hearts", "Q")),
        ("10♠", ("spades", "10")),
        ("10 ♠", ("spades", "10")),
        ("A♢", ("diamonds", "A")),
        ("7♧", ("clubs", "7")),
        ("J♤", ("spades", "J")),
        ("♥Q", ("hearts", "Q")),
        # Suit letters after the rank.
        ("Qh", ("hearts", "Q")),
        ("10 s", ("spades", "10")),
        ("10d", ("diamonds", "10")),
        ("Kc", ("clubs", "K")),
        ("As", ("spades", "A")),
        # English words.
        ("Q hearts", ("hearts", "Q")),
        ("queen of hearts", ("hearts", "Q")),
        ("Ace of Spades", ("spades", "A")),
        ("jack of clubs", ("clubs", "J")),
        ("king of diamonds", ("diamonds", "K")),
        # French: valet, dame, roi, as; V/D/R letters.
        ("dame de cœur", ("hearts", "Q")),
        ("dame de coeur", ("hearts", "Q")),
        ("10 de pique", ("spades", "10")),
        ("valet de trèfle", ("clubs", "J")),
        ("roi de carreau", ("diamonds", "K")),
        ("as de pique", ("spades", "A")),
        ("V♣", ("clubs", "J")),
        ("D♥", ("hearts", "Q")),
        ("R♠", ("spades", "K")),
        # Italian.
        ("10 picche", ("spades", "10")),
        ("fante di cuori", ("hearts", "J")),
        ("donna di quadri", ("diamonds", "Q")),
        ("re di fiori", ("clubs", "K")),
        ("asso di picche", ("spades", "A")),
        # Dutch, suit first as the Dutch say it, or rank first.
        ("harten 4", ("hearts", "4")),
        ("schoppen aas", ("spades", "A")),
        ("klaveren boer", ("clubs", "J")),
        ("ruiten vrouw", ("diamonds", "Q")),
        ("harten heer", ("hearts", "K")),
        ("koning van schoppen", ("spades", "K")),
    ],
)
def test_typed_index_is_read_in_every_language(text: str, expected: tuple[str, str]) -> None:
    assert parse_index(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "",
        "Beer",
        "Q",
        "hearts",
        "♥",
        "11♥",
        "1♠",
        "Q♥ K♠",
        "Q of hearts and spades",
        "Qx",
        "h Q",
        "queen queen",
        "hearts spades",
        "queen of of hearts",  # an index is at most three words
    ],
)
def test_text_that_is_not_one_index_is_refused(text: str) -> None:
    assert parse_index(text) is None


def test_lone_suit_letter_before_the_rank_is_refused_while_a_suit_word_is_read() -> None:
    # "d 10" could be a French dame; only whole suit words may come first.
    assert parse_index("d 10") is None
    assert parse_index("carreau 10") == ("diamonds", "10")


@pytest.mark.parametrize(
    ("suit", "rank", "printed"),
    [("hearts", "Q", "Q♥"), ("diamonds", "5", "5♦"), ("clubs", "10", "10♣"), ("spades", "A", "A♠")],
)
def test_index_is_written_as_printed_on_the_card(suit: str, rank: str, printed: str) -> None:
    assert format_index(suit, rank) == printed


def test_every_written_index_reads_back() -> None:
    for suit in SUITS:
        for rank in RANKS:
            assert parse_index(format_index(suit, rank)) == (suit, rank)
