"""A card may be named at a table only while an unseen copy of it can still exist.

The app learns cards in part (a name, an index, or both); together the known cards must be
distinct copies of the deck's 80. A name or index beyond that is refused at the first excess
copy: a third Gatling, the second Dynamite, a Q♥ turned over once more than the deck holds,
the webcam re-reading the card just put on the discard pile.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.bang.cards import Card, full_deck
from rules.bang.notation import format_card
from rules.core.deck_check import Copies, narrowed
from rules.core.refusals import IllegalMove
from tests.rules.helpers import move, refused, start


def table(discard: list[str], ben: str = "hand: 3", turn_line: str = "") -> str:
    pile = ", ".join(f'"{card}"' for card in discard)
    return f"""
        mode: table
        players:
          - {{name: Anna, character: Rose Doolan, role: Sheriff, hand: 8 {turn_line}}}
          - {{name: Ben, character: Paul Regret, {ben}}}
          - {{name: Carla, character: Suzy Lafayette, hand: 3}}
          - {{name: Dan, character: Vulture Sam, hand: 3}}
        turn: Anna
        phase: play
        discard: [{pile}]
    """


def test_a_second_gatling_is_refused_when_the_deck_has_one():
    game = start(table(["Gatling"]))
    assert refused(game, "Anna plays Gatling") == "already_seen"


def test_a_third_indians_is_refused_when_two_were_played():
    game = start(table(["Indians!", "Indians!"]))
    assert refused(game, "Anna plays Indians!") == "already_seen"


def test_one_indians_more_is_taken_while_an_unseen_copy_is_left():
    game = start(table(["Indians!"]), "Anna plays Indians!")
    assert game.pending.kind == "respond"


def test_a_second_dynamite_is_refused_while_the_only_one_is_in_play():
    game = start(table([], ben="hand: 3, in_play: [Dynamite]"))
    assert refused(game, "Anna plays Dynamite") == "already_held"


def barrel_check(discard: list[str]) -> str:
    return table(discard, ben="hand: 3, in_play: [Barrel]")


def test_a_queen_of_hearts_turned_over_more_often_than_the_deck_holds_is_refused():
    deck_queens = sum(card.index() == "Q♥" for card in full_deck())
    game = start(barrel_check(["Q♥"] * deck_queens), "Anna plays BANG! on Ben", "Ben uses Barrel")
    assert refused(game, "reveal Q♥") == "already_seen"


def test_the_webcam_re_reading_the_card_on_the_discard_pile_is_refused():
    only_once = [i for i, n in Counter(c.index() for c in full_deck()).items() if n == 1]
    game = start(barrel_check([only_once[0]]), "Anna plays BANG! on Ben", "Ben uses Barrel")
    assert refused(game, f"reveal {only_once[0]}") == "already_seen"


def test_a_card_of_unknown_kind_turned_over_again_is_named_by_its_index_alone():
    only_once = [i for i, n in Counter(c.index() for c in full_deck()).items() if n == 1]
    game = start(barrel_check([only_once[0]]), "Anna plays BANG! on Ben", "Ben uses Barrel")
    with pytest.raises(IllegalMove) as refusal:
        game.apply(move(game, f"reveal {only_once[0]}"))
    assert refusal.value.message("en").startswith(f"{only_once[0]} is already in the discard")
    assert refusal.value.message("fr").startswith(f"{only_once[0]} est déjà dans la défausse")


KINDS = Counter(card.kind for card in full_deck())
INDEXES = Counter(card.index() for card in full_deck())


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(sorted(KINDS)))
def test_naming_one_copy_of_a_card_more_than_the_deck_holds_is_refused(kind):
    name = format_card(Card(kind))
    game = start(table([name] * KINDS[kind], turn_line=", life: 1"), "Anna ends turn")
    assert game.pending.kind == "discard"
    assert refused(game, f"Anna discards {name}") in ("already_seen", "already_held")
    fewer = start(table([name] * (KINDS[kind] - 1), turn_line=", life: 1"), "Anna ends turn")
    assert fewer.check(move(fewer, f"Anna discards {name}")) is None


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(sorted(INDEXES)))
def test_turning_over_one_index_more_than_the_deck_holds_is_refused(index):
    lines = ("Anna plays BANG! on Ben", "Ben uses Barrel")
    full = start(barrel_check([index] * INDEXES[index]), *lines)
    assert refused(full, f"reveal {index}") == "already_seen"
    fewer = start(barrel_check([index] * (INDEXES[index] - 1)), *lines)
    assert fewer.check(move(fewer, f"reveal {index}")) is None


# ---- the matching itself (rules/core/deck_check.py) ---------------------------------------------


def _volcanics() -> tuple[Card, Card]:
    first, second = (card for card in full_deck() if card.kind == "volcanic")
    return first, second


def test_a_card_known_by_name_moves_to_its_other_copy_to_make_room():
    first, _ = _volcanics()
    known = Copies([Card("volcanic")])
    assert known.admits(first)  # the Volcanic known by name is then the other copy


def test_a_card_known_by_name_with_its_other_copy_taken_leaves_no_room():
    first, second = _volcanics()
    known = Copies([Card("volcanic"), second])
    assert not known.admits(first)
    assert not known.admits(Card("volcanic"))


def _partly_known(draw: st.DrawFn) -> list[Card]:
    """Deck cards known whole, by name only, or by index only."""
    cards = draw(st.lists(st.sampled_from(full_deck()), max_size=40))
    ways = draw(st.lists(st.sampled_from(["whole", "name", "index"]), min_size=len(cards)))
    return [
        card if way == "whole" else Card(card.kind) if way == "name" else replace(card, kind=None)
        for card, way in zip(cards, ways, strict=False)
    ]


PROBES = [Card("volcanic"), Card("saloon"), Card("bang"), *full_deck()[::7]]


@settings(max_examples=40, deadline=None)
@given(st.composite(_partly_known)(), st.sampled_from(full_deck()))
def test_a_card_fits_exactly_when_the_known_cards_and_it_can_all_be_distinct_copies(
    known: list[Card], extra: Card
):
    copies = Copies(known)
    for probe in PROBES:
        if copies.consistent:
            assert copies.admits(probe) == Copies([*known, probe]).consistent
        assert copies.plus(extra).admits(probe) == Copies([*known, extra]).admits(probe)


@settings(max_examples=40, deadline=None)
@given(st.composite(_partly_known)(), st.integers(0, 39))
def test_a_known_card_named_anew_fits_exactly_when_it_can_take_a_copy_in_its_place(
    known: list[Card], at: int
):
    copies = Copies(known)
    if not known or not copies.consistent:
        return
    replacing = known[at % len(known)]
    others = list(known)
    others.remove(replacing)
    for probe in PROBES:
        assert copies.admits(probe, replacing) == Copies([*others, probe]).consistent


def test_a_bang_that_may_be_either_of_two_aces_is_known_as_a_bang_without_its_index():
    """Named from a hand holding A♠ and A♥ BANG!s, the card is a BANG! whose index is open:
    not "a BANG! A" with no suit, which no index read or written can say."""
    hand = [Card("bang", "spades", "A"), Card("bang", "hearts", "A")]
    found = narrowed(hand, Card("bang"), lambda card: True)
    assert found is not None
    assert found.card == Card("bang") and found.blur == Card("bang")
    assert format_card(found.card) == "BANG!"
