"""The move notation: reading what a referee types, writing the log, and the two agreeing."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cards_data import LANGUAGES, RANKS, SUITS, load_bang
from rules.bang.card_index import parse_index
from rules.bang.cards import Card
from rules.bang.moves import DISCARD, Ability, Choose, Keep, Move, PutBack, RevealRole
from rules.bang.notation import NotationError, format_move, parse
from rules.core.moves import HAND, Discard, Draw, DrawCheck, EndTurn, Pass, Pick, Play, Reveal

PLAYERS = ("Anna", "Ben", "Jesse", "Pedro", "Janet", "Kit", "Sid", "Carla", "Jo", "Jo Ann")

BANG = Card("bang")
MISSED = Card("missed")
BEER = Card("beer")


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("Anna draws", Draw("Anna")),
        ("Jesse draws from Ben", Draw("Jesse", "Ben")),
        ("Pedro draws from discard", Draw("Pedro", DISCARD)),
        ("Pedro draws from the discard pile", Draw("Pedro", DISCARD)),
        ("Anna plays BANG! on Ben", Play("Anna", BANG, target="Ben")),
        ("Anna plays BANG! 5♦ on Ben", Play("Anna", Card("bang", "diamonds", "5"), target="Ben")),
        ("Ben plays Missed!", Play("Ben", MISSED)),
        ("Anna plays Panic! on Ben: Barrel",
         Play("Anna", Card("panic"), target="Ben", target_card=Card("barrel"))),
        ("Anna plays Panic! on Ben: hand",
         Play("Anna", Card("panic"), target="Ben", target_card=HAND)),
        ("Janet plays Missed! as BANG! on Ben",
         Play("Janet", MISSED, target="Ben", as_kind="bang")),
        ("Janet plays BANG! as Missed!", Play("Janet", BANG, as_kind="missed")),
        ("Ben uses Barrel", DrawCheck("Ben", "barrel")),
        ("Ben uses Jourdonnais", DrawCheck("Ben", "jourdonnais")),
        ("Ben passes", Pass("Ben")),
        ("Ben takes the hit", Pass("Ben")),
        ("Ben loses the Duel", Pass("Ben")),
        ("Ben dies", Pass("Ben")),
        ("reveal Q♥", Reveal(Card(None, "hearts", "Q"))),
        ("reveal Beer 7♥", Reveal(Card("beer", "hearts", "7"))),
        ("reveal Beer", Reveal(BEER)),
        ("Ben picks Beer", Pick("Ben", BEER)),
        ("Kit puts back BANG!", PutBack("Kit", BANG)),
        ("Anna discards Beer", Discard("Anna", BEER)),
        ("Sid heals with Beer and BANG!", Ability("Sid", (BEER, BANG))),
        ("Sid heals with Beer", Ability("Sid", (BEER,))),
        ("Sid heals with Beer and BANG! and Beer", Ability("Sid", (BEER, BANG, BEER))),
        ("Kit keeps BANG! and Beer", Keep("Kit", (BANG, BEER))),
        ("Kit keeps BANG! 5♦ and a card", Keep("Kit", (Card("bang", "diamonds", "5"), Card()))),
        ("Kit keeps a card and a card", Keep("Kit", (Card(), Card()))),
        ("Ben chooses Q♥", Choose("Ben", Card(None, "hearts", "Q"))),
        ("Anna ends turn", EndTurn("Anna")),
        ("Carla is Outlaw", RevealRole("Carla", "outlaw")),
        ("Carla was the Renegade", RevealRole("Carla", "renegade")),
    ],
)  # fmt: skip
def test_each_kind_of_move_is_read_from_its_english_form(text: str, move: Move) -> None:
    assert parse(text, PLAYERS) == move


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("Ben plays Raté !", Play("Ben", MISSED)),
        ("Ben plays Mancato!", Play("Ben", MISSED)),
        ("Ben plays Mis!", Play("Ben", MISSED)),
        ("Anna plays Panico! on Ben: Barrel",
         Play("Anna", Card("panic"), target="Ben", target_card=Card("barrel"))),
        ("Anna plays Braquage ! on Ben: Planque",
         Play("Anna", Card("panic"), target="Ben", target_card=Card("barrel"))),
        ("Anna plays Paniek! on Ben: Ton",
         Play("Anna", Card("panic"), target="Ben", target_card=Card("barrel"))),
        ("Ben plays Bière", Play("Ben", BEER)),
        ("Ben plays Birra", Play("Ben", BEER)),
        ("Ben plays Bier", Play("Ben", BEER)),
        ("Anna plays Prigione on Ben", Play("Anna", Card("jail"), target="Ben")),
        ("Anna plays Gevangenis on Ben", Play("Anna", Card("jail"), target="Ben")),
        ("Anna plays Coup de foudre on Ben: hand",
         Play("Anna", Card("cat_balou"), target="Ben", target_card=HAND)),
        ("Ben uses Barile", DrawCheck("Ben", "barrel")),
        ("Carla was Hors-la-loi", RevealRole("Carla", "outlaw")),
        ("Carla is Fuorilegge", RevealRole("Carla", "outlaw")),
        ("Carla is Shérif", RevealRole("Carla", "sheriff")),
        ("Carla is Vice", RevealRole("Carla", "deputy")),
        ("Kit keeps Raté ! and Bière", Keep("Kit", (MISSED, BEER))),
        ("Kit keeps Mancato! and Birra", Keep("Kit", (MISSED, BEER))),
        ("Kit keeps Mis! and Bier", Keep("Kit", (MISSED, BEER))),
        ("Ben chooses Bière 6♥", Choose("Ben", Card("beer", "hearts", "6"))),
    ],
)  # fmt: skip
def test_card_and_role_names_are_read_in_french_italian_and_dutch(text: str, move: Move) -> None:
    assert parse(text, PLAYERS) == move


@pytest.mark.parametrize(
    "text",
    ["ben plays rate", "BEN PLAYS RATÉ", "Ben Plays Rate!!", "  Ben   plays  raté  ! "],
)
def test_case_accents_punctuation_and_spacing_do_not_matter(text: str) -> None:
    assert parse(text, PLAYERS) == Play("Ben", MISSED)


def test_every_name_and_alias_of_every_card_is_read_in_its_language() -> None:
    for card in load_bang().cards.values():
        for _lang, name in card.all_names():
            assert parse(f"Ben picks {name}", PLAYERS) == Pick("Ben", Card(card.id)), name


def test_no_card_name_reads_as_an_index() -> None:
    # An index alone is read before names are tried: a card named like one would be lost.
    names = [name for card in load_bang().cards.values() for _lang, name in card.all_names()]
    assert [name for name in names if parse_index(name) is not None] == []


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("reveal dame de cœur", Card(None, "hearts", "Q")),
        ("reveal 10 de pique", Card(None, "spades", "10")),
        ("reveal Qh", Card(None, "hearts", "Q")),
        ("reveal Birra fante di cuori", Card("beer", "hearts", "J")),
        ("reveal Bier harten 9", Card("beer", "hearts", "9")),
        ("reveal Coup de foudre roi de cœur", Card("cat_balou", "hearts", "K")),
    ],
)
def test_a_card_may_be_followed_or_replaced_by_any_typed_index(text: str, card: Card) -> None:
    assert parse(text, PLAYERS) == Reveal(card)


def test_an_index_with_the_french_ace_is_not_taken_for_the_as_keyword() -> None:
    move = parse("Janet plays BANG! as de pique as Missed! on Ben", PLAYERS)
    assert move == Play("Janet", Card("bang", "spades", "A"), target="Ben", as_kind="missed")


def test_target_card_may_be_given_by_its_index() -> None:
    assert parse("Anna plays Cat Balou on Ben: Barrel K♠", PLAYERS) == Play(
        "Anna", Card("cat_balou"), target="Ben", target_card=Card("barrel", "spades", "K")
    )


def test_player_names_are_matched_ignoring_case_and_returned_as_seated() -> None:
    assert parse("ANNA plays BANG! on ben", PLAYERS) == Play("Anna", BANG, target="Ben")


def test_a_name_typed_in_another_unicode_form_is_the_seated_player() -> None:
    assert parse("Zoe\u0308 draws from Ben", ("Zo\u00eb", "Ben")) == Draw("Zo\u00eb", "Ben")


def test_a_line_of_the_longest_length_is_still_read() -> None:
    line = "Anna plays BANG!" + " " * 976 + "on Ben"
    assert (len(line), parse(line, PLAYERS)) == (998, Play("Anna", BANG, target="Ben"))


def test_a_name_longer_than_any_card_is_unknown_without_a_guess() -> None:
    with pytest.raises(NotationError, match=r"unknown card 'Beer Beer Beer Beer'$"):
        parse("Anna plays Beer Beer Beer Beer on Ben", PLAYERS)


def test_the_longest_player_name_that_fits_wins() -> None:
    assert parse("Jo Ann draws from Jo", PLAYERS) == Draw("Jo Ann", "Jo")
    assert parse("Jo plays BANG! on Jo Ann: hand", PLAYERS) == Play(
        "Jo", BANG, target="Jo Ann", target_card=HAND
    )


def test_player_names_made_of_keywords_still_read() -> None:
    players = ("Don On", "Ace As", "Anna")
    assert parse("Anna plays BANG! on Don On", players) == Play("Anna", BANG, target="Don On")
    assert parse("Ace As plays Missed! as BANG! on Anna", players) == Play(
        "Ace As", MISSED, target="Anna", as_kind="bang"
    )


def test_a_name_that_only_starts_like_a_player_is_not_that_player() -> None:
    with pytest.raises(NotationError, match="player's name"):
        parse("Annabel draws", PLAYERS)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "starts with a player's name"),
        ("Bob draws", "starts with a player's name"),
        ("Anna jumps", r"after 'Anna', expected one of: draws.*got 'jumps'"),
        ("Anna", "got nothing"),
        ("Anna plays Bere on Ben", r"unknown card 'Bere' \(did you mean Bière\?\)"),
        ("Anna plays Misssed!", "did you mean Missed!"),
        ("Anna plays Qwxyz", r"unknown card 'Qwxyz'$"),
        ("Anna plays BANG! on Bob", r"unknown player 'Bob' \(players: Anna, Ben"),
        ("Jesse draws from Bob", "unknown player 'Bob'"),
        ("Anna plays Outlaw on Ben", "'Outlaw' is a role, not a card"),
        ("Ben uses Sheriff", "'Sheriff' is a role, not a card or character"),
        ("Carla is Beer", "'Beer' is a card, not a role"),
        ("Carla is Outlawz", "unknown role 'Outlawz'"),
        ("Anna plays Panic! on Ben Barrel", "expected ': <card>' or ': hand' after 'Ben'"),
        ("Anna plays Panic! on Ben: banana", "unknown card 'banana'"),
        ("Janet plays as BANG! on Ben", "a card name is missing"),
        ("Sid heals with Beer and", "a card name is missing"),
        ("Kit keeps Bere and Beer", r"unknown card 'Bere' \(did you mean Bière\?\)"),
        ("reveal", "starts with a player's name"),
    ],
)
def test_unreadable_text_says_what_was_not_understood(text: str, message: str) -> None:
    with pytest.raises(NotationError, match=message) as error:
        parse(text, PLAYERS)
    assert f"cannot read {' '.join(text.split())!r}" in str(error.value)


def test_notation_error_is_a_value_error() -> None:
    with pytest.raises(ValueError):
        parse("Bob draws", PLAYERS)


@pytest.mark.parametrize(
    ("move", "lang", "text"),
    [
        (Play("Anna", MISSED), "fr", "Anna plays Raté !"),
        (Play("Anna", MISSED), "it", "Anna plays Mancato!"),
        (Play("Anna", MISSED), "nl", "Anna plays Mis!"),
        (Play("Anna", Card("bang", "diamonds", "5"), target="Ben"), "en",
         "Anna plays BANG! 5♦ on Ben"),
        (Play("Anna", Card("panic"), target="Ben", target_card=HAND), "it",
         "Anna plays Panico! on Ben: hand"),
        (Play("Anna", Card("cat_balou"), target="Ben", target_card=Card("barrel")), "fr",
         "Anna plays Coup de foudre on Ben: Planque"),
        (Play("Janet", MISSED, target="Ben", as_kind="bang"), "en",
         "Janet plays Missed! as BANG! on Ben"),
        (Draw("Pedro", DISCARD), "en", "Pedro draws from discard"),
        (DrawCheck("Ben", "barrel"), "nl", "Ben uses Ton"),
        (DrawCheck("Ben", "jourdonnais"), "fr", "Ben uses Jourdonnais"),
        (Reveal(Card(None, "hearts", "Q")), "fr", "reveal Q♥"),
        (Reveal(Card(None, "spades")), "it", "reveal ♠"),
        (Ability("Sid", (BEER, BANG)), "nl", "Sid heals with Bier and BANG!"),
        (Keep("Kit", (MISSED, Card())), "fr", "Kit keeps Raté ! and a card"),
        (Choose("Ben", Card("beer", "hearts", "6")), "it", "Ben chooses Birra 6♥"),
        (RevealRole("Carla", "outlaw"), "fr", "Carla is Hors-la-loi"),
        (Pass("Ben"), "en", "Ben passes"),
        (EndTurn("Anna"), "en", "Anna ends turn"),
    ],
)  # fmt: skip
def test_moves_are_written_in_canonical_form_in_the_chosen_language(
    move: Move, lang: str, text: str
) -> None:
    assert format_move(move, lang) == text


@pytest.mark.parametrize("lang", ["en", "fr", "it", "nl"])
def test_a_card_nobody_has_seen_is_written_a_card_and_read_back(lang: str) -> None:
    text = format_move(PutBack("Anna", Card()), lang)
    assert text == "Anna puts back a card"
    assert parse(text, ["Anna", "Ben"]) == PutBack("Anna", Card())


@pytest.mark.parametrize("lang", ["en", "fr", "it", "nl"])
def test_a_named_card_whose_rank_nobody_read_is_written_with_its_suit_and_read_back(
    lang: str,
) -> None:
    """A suit-only draw! reveal (Black Jack's second card, a Barrel's ♥) may be named later,
    when it is played: the table then knows its name and its suit, not its rank."""
    move = Play("Anna", Card("panic"), target="Ben", target_card=Card("volcanic", "clubs"))
    text = format_move(move, lang)
    assert text.endswith("Volcanic ♣")
    assert parse(text, ["Anna", "Ben"]) == move
    assert parse("Anna discards Beer hearts", ["Anna"]) == Discard("Anna", Card("beer", "hearts"))


def test_english_is_the_default_language() -> None:
    assert format_move(Play("Anna", MISSED)) == "Anna plays Missed!"


@pytest.mark.parametrize(
    ("move", "lang", "message"),
    [
        (Discard("Anna", Card("beer", None, "5")), "en", "a rank without its suit"),
        (Play("Anna", Card("panic"), target_card=HAND), "en", "needs a target player"),
        (Play("Anna", Card("panic"), target="Ben", target_card="deck"), "en", "Card or HAND"),
        (Pick("Anna", Card("nonsense")), "en", "no card has the id 'nonsense'"),
        (RevealRole("Carla", "mayor"), "en", "no role has the id 'mayor'"),
        (Pass("Ben"), "de", "unknown language 'de'"),
        (Keep("Kit", ()), "en", "not a move"),
        (Ability("Sid", ()), "en", "not a move"),
    ],
)
def test_moves_the_notation_cannot_express_are_refused_when_written(
    move: Move, lang: str, message: str
) -> None:
    with pytest.raises(NotationError, match=message):
        format_move(move, lang)


# ---- round trip --------------------------------------------------------------------------

ROUND_TRIP_PLAYERS = (
    "Anna",
    "Ben",
    "Jo",
    "Jo Ann",
    "Don On",
    "Ace As",
    "Zoë",
    "Hand",
    "Reveal",
    "Beer",
)
"""Names sharing prefixes, holding spaces, keywords ("on", "as", "hand", "reveal"), accents, and
a card's name: set-up accepts them all (rules/core/player_names.py)."""

players = st.sampled_from(ROUND_TRIP_PLAYERS)
kinds = st.sampled_from(sorted(load_bang().cards))
indexes = st.tuples(st.sampled_from(SUITS), st.sampled_from(RANKS))
cards = st.one_of(
    st.builds(Card, kinds),
    st.builds(lambda kind, index: Card(kind, *index), kinds, indexes),
    st.builds(lambda index: Card(None, *index), indexes),
    st.builds(lambda suit: Card(None, suit), st.sampled_from(SUITS)),  # the rank unread
)
card_lists = st.lists(cards | st.just(Card()), min_size=1, max_size=4).map(tuple)
"""What a heal or a keep names: the engine refuses other than two, the notation reads any."""
check_reasons = st.sampled_from(sorted([*load_bang().cards, *load_bang().characters]))


@st.composite
def plays(draw: st.DrawFn) -> Play:
    target = draw(st.none() | players)
    target_card = None if target is None else draw(st.none() | st.just(HAND) | cards)
    as_kind = draw(st.none() | kinds)
    return Play(draw(players), draw(cards), target, target_card, as_kind)


moves = st.one_of(
    st.builds(Draw, players, st.none() | players | st.just(DISCARD)),
    plays(),
    st.builds(DrawCheck, players, check_reasons),
    st.builds(Pass, players),
    st.builds(Reveal, cards),
    st.builds(Pick, players, cards),
    st.builds(PutBack, players, cards),
    st.builds(Discard, players, cards),
    st.builds(Ability, players, card_lists),
    st.builds(Keep, players, card_lists),
    st.builds(Choose, players, cards),
    st.builds(EndTurn, players),
    st.builds(RevealRole, players, st.sampled_from(sorted(load_bang().roles))),
)


@given(moves, st.sampled_from(LANGUAGES))
def test_every_written_move_reads_back_to_itself(move: Move, lang: str) -> None:
    assert parse(format_move(move, lang), ROUND_TRIP_PLAYERS) == move


@given(moves, st.sampled_from(LANGUAGES))
def test_written_moves_read_back_however_they_are_cased(move: Move, lang: str) -> None:
    assert parse(format_move(move, lang).upper(), ROUND_TRIP_PLAYERS) == move
