"""Any typed line, however long or absurd, is read as a move or refused with a NotationError."""

from __future__ import annotations

from contextlib import suppress

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules.bang import notation
from rules.core.notation import MAX_LINE
from rules.core.notation_errors import NotationError
from rules.duel import notation as duel_notation

BANG_PLAYERS = ("Anna", "Ben", "Don On", "Ace As", "Jo", "Jo Ann", "Hand")
DUEL_PLAYERS = ("Anna", "Ben On")

WORDS = [
    *("as", "on", "and", "with", "plays", "draws", "from", "uses", "reveal", "is", "the", "a"),
    *("picks", "discards", "heals", "starts", "brings in", "hand", "discard", "card"),
    *BANG_PLAYERS, *DUEL_PLAYERS,
    *("BANG!", "Missed!", "Raté !", "Coup de foudre", "Panic!", "Barrel", "Outlaw", "Sid Ketchum"),
    *("Colt", "Manqué !", "Dynamite", "Sid Curry", "The Man with No Name", "Jango", "Planque"),
    *("dynamite", "barrel", "fer à cheval", "outlaw", "sheriff", "hors-la-loi", "shérif"),
    *("5♦", "Q♥", "as de pique", "dame de cœur", "♥", "Q", "10", "de", "of"),
    *("(", ")", "(dynamite, outlaw)", ":", ",", "!", "?", "-", "\n", "  "),
]  # fmt: skip

soups = st.lists(st.sampled_from(WORDS) | st.text(max_size=6), max_size=400).map(
    lambda words: " ".join(words)[:MAX_LINE]
)


@given(soups)
def test_a_bang_word_soup_reads_or_is_refused_as_notation(line: str) -> None:
    with suppress(NotationError):
        notation.parse(line, BANG_PLAYERS)


@given(soups)
def test_a_duel_word_soup_reads_or_is_refused_as_notation(line: str) -> None:
    with suppress(NotationError):
        duel_notation.parse(line, DUEL_PLAYERS)


@pytest.mark.parametrize("parse", [notation.parse, duel_notation.parse])
def test_a_line_over_the_longest_is_refused_before_it_is_read(parse) -> None:
    with pytest.raises(NotationError) as error:
        parse("Anna draws" + " BANG!" * 200, ("Anna", "Ben"))
    assert error.value.code == "line_too_long"
    assert str(error.value) == "a move fits in 1000 characters; this line has 1210"
    assert error.value.message("fr") == "un coup tient en 1000 caractères ; cette ligne en a 1210"
