"""The card count of broken_invariants: each of the 80 cards in one place, however held."""

from __future__ import annotations

from dataclasses import replace

from rules.bang.invariants import broken_invariants
from rules.bang.setup import deal, initial_state
from rules.core.simulate import invariant_breaks


def _dealt():
    return initial_state(deal(["A", "B", "C", "D"], seed=3))


def test_a_dealt_game_holds_every_card_once() -> None:
    assert broken_invariants(_dealt()) == []


def test_a_card_equal_to_a_deck_card_but_rebuilt_still_counts_as_that_card() -> None:
    state = _dealt()
    state.deck[0] = replace(state.deck[0])  # same card, another object (as a scenario builds it)
    assert state.deck[0] is not _dealt().deck[0]
    assert broken_invariants(state) == []


def test_a_card_held_twice_while_another_is_lost_is_reported() -> None:
    state = _dealt()
    state.deck[0] = state.deck[1]
    assert broken_invariants(state) == ["80 cards in the game instead of the 80, or some twice"]


def test_a_card_held_twice_as_a_rebuilt_copy_is_reported() -> None:
    state = _dealt()
    state.deck[0] = replace(state.deck[1])
    assert broken_invariants(state) == ["80 cards in the game instead of the 80, or some twice"]


def test_a_lost_card_is_reported() -> None:
    state = _dealt()
    state.deck.pop()
    assert broken_invariants(state) == ["79 cards in the game instead of the 80, or some twice"]


def test_simulate_checks_one_state_in_check_every_and_the_last_unless_already_checked() -> None:
    def always_wrong(state: object) -> list[str]:
        return ["wrong"]

    checked = [
        moves
        for moves in range(1, 10)
        if invariant_breaks(None, moves, seed=7, check_every=4, check=always_wrong)
    ]
    assert checked == [4, 8]
    assert invariant_breaks(None, 9, 7, 4, always_wrong, last=True) == ["seed 7 move 9: wrong"]
    assert invariant_breaks(None, 8, 7, 4, always_wrong, last=True) == []
    assert invariant_breaks(None, 4, 7, 0, always_wrong) == []
    assert invariant_breaks(None, 5, 7, 0, always_wrong, last=True) == []
