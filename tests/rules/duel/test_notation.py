"""The Duel notation: reading what a referee types in any language, and writing it back."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cards_data import LANGUAGES, load_duel
from rules.bang.notation import NotationError
from rules.core.moves import HAND, Discard, Draw, DrawCheck, EndTurn, Pass, Pick, Play, Reveal
from rules.duel.cards import Card
from rules.duel.moves import Enter, MoveToken, Reload, StartWith, Use
from rules.duel.notation import format_move, parse

PLAYERS = ("Anna", "Ben")


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("Anna draws", Draw("Anna")),
        ("Anna plays Colt on Sid Curry", Play("Anna", Card("colt"), "sid_curry")),
        ("Ben plays Manqué !", Play("Ben", Card("manque"))),
        ("Ben plays MANQUE", Play("Ben", Card("manque"))),
        (
            "Anna plays Manqué ! as Colt on Sid Curry",
            Play("Anna", Card("manque"), "sid_curry", as_kind="colt"),
        ),
        ("Anna plays Braquage on Ben: hand", Play("Anna", Card("braquage"), "Ben", HAND)),
        (
            "Anna plays braquage on Sid Curry: planque",
            Play("Anna", Card("braquage"), "sid_curry", Card("planque")),
        ),
        ("Ben uses Planque", DrawCheck("Ben", "planque")),
        ("Ben uses Sid Curry", DrawCheck("Ben", "sid_curry")),
        ("Ben uses Stetson", Use("Ben", "stetson")),
        ("Ben uses Pearl Hat with Colt on Jango", Use("Ben", "pearl_hat", Card("colt"), "jango")),
        (
            "Anna uses Carabine on Babe Leroy: Stetson",
            Use("Anna", "carabine", None, "babe_leroy", Card("stetson")),
        ),
        ("Anna moves the token", MoveToken("Anna")),
        ("Anna swaps", MoveToken("Anna")),
        ("Anna reloads Lunette", Reload("Anna", Card("lunette"))),
        ("Anna starts with Jango and Bill Tightman", StartWith("Anna", "jango", "bill_tightman")),
        ("Anna starts with L'homme sans nom", StartWith("Anna", "l_homme_sans_nom")),
        ("Ben brings in Les Dalton", Enter("Ben", "les_dalton")),
        ("reveal barrel", Reveal(Card(symbol="barrel"))),
        ("reveal fer à cheval", Reveal(Card(symbol="horseshoe"))),
        ("reveal dynamite", Reveal(Card(symbol="dynamite"))),
        ("reveal Dynamite (tonneau, hors-la-loi)", Reveal(Card("dynamite", "outlaw", "barrel"))),
        ("reveal Gourde barrel", Reveal(Card("gourde", symbol="barrel"))),
        ("Ben picks Colt (dynamite, outlaw)", Pick("Ben", Card("colt", "outlaw", "dynamite"))),
        ("Ben discards Bière", Discard("Ben", Card("biere"))),
        ("Ben passes", Pass("Ben")),
        ("Ben loses the Duel", Pass("Ben")),
        ("Anna ends turn", EndTurn("Anna")),
    ],
)
def test_reading_moves(text, move):
    assert parse(text, PLAYERS) == move


@pytest.mark.parametrize(
    "text",
    [
        "Anna plays Colt on Nobody",
        "Anna shoots",
        "Carla draws",
        "reveal purple",
        "Anna plays Volcanic on Ben",
    ],
)
def test_unreadable_moves_say_why(text):
    with pytest.raises(NotationError):
        parse(text, PLAYERS)


_cards = st.builds(
    Card,
    st.sampled_from(sorted(load_duel().cards)),
    st.sampled_from([None, "sheriff", "outlaw"]),
    st.sampled_from([None, "barrel", "snake", "dynamite", "horseshoe"]),
)
_characters = st.sampled_from(sorted(load_duel().characters))
_targets = st.one_of(st.none(), st.sampled_from(PLAYERS), _characters)
_moves = st.one_of(
    st.builds(Draw, st.sampled_from(PLAYERS)),
    st.builds(
        Play,
        st.sampled_from(PLAYERS),
        _cards,
        _characters,
        st.one_of(st.none(), _cards, st.just(HAND)),
        st.sampled_from([None, "colt", "manque"]),
    ),
    st.builds(
        Use, st.sampled_from(PLAYERS), _characters, st.one_of(st.none(), _cards), _targets
    ).filter(lambda use: use.what != "sid_curry" or use.card or use.target),
    st.builds(DrawCheck, st.sampled_from(PLAYERS), st.sampled_from(["planque", "sid_curry"])),
    st.builds(Reload, st.sampled_from(PLAYERS), _cards),
    st.builds(StartWith, st.sampled_from(PLAYERS), _characters, st.one_of(st.none(), _characters)),
    st.builds(Enter, st.sampled_from(PLAYERS), _characters),
    st.builds(Pick, st.sampled_from(PLAYERS), _cards),
    st.builds(Reveal, _cards),
)


@given(_moves, st.sampled_from(LANGUAGES))
def test_what_is_written_reads_back_in_every_language(move, lang):
    assert parse(format_move(move, lang), PLAYERS) == move


@pytest.mark.parametrize(
    "move",
    [
        Draw("Reveal"),
        Play("Reveal", Card("colt"), "jango"),
        Play("Hand", Card("braquage"), "Reveal", HAND),
        Use("Reveal", "gourde", None, "Hand"),
        Pick("Hand", Card(symbol="barrel")),
        Reveal(Card("colt", symbol="barrel")),
    ],
)
def test_players_named_like_words_of_the_notation_read_back(move):
    for lang in LANGUAGES:
        assert parse(format_move(move, lang), ("Reveal", "Hand")) == move
