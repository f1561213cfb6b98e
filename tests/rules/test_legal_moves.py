"""legal.py generates the legal moves from the rules, without trying them on copies of the state;
it must find exactly what trying every candidate finds (brute_force.py), in the same order, so
that seeded bot games play the same. Checked on every decision of bot games in full mode, of
random play at a table (unknown hands and roles), and of every scenario of the rules suite
(helpers.play checks each state it plays through)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.bang.cards import Card
from rules.bang.engine import pending
from rules.bang.legal import legal_moves, turn_actions
from rules.bang.moves import Ability
from rules.bang.setup import Seat, Setup, deal
from rules.bang.simulate import play_one
from rules.bang.state import State
from rules.core.game import Game
from rules.core.moves import EndTurn
from tests.rules.brute_force import brute_force_legal_moves


def agree(state: State) -> list:
    found = legal_moves(state)
    assert found == brute_force_legal_moves(state)
    return found


@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_every_decision_of_bot_games_finds_what_brute_force_finds(players: int) -> None:
    for seed in (players, players + 40):
        recorded, _ = play_one(players, seed, check_every=0)
        game = Game(recorded.setup)
        for move in recorded.log:
            assert move in agree(game.state)
            game.apply(move)
        assert agree(game.state) == []


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(4, 7), st.integers(0, 2**32 - 1))
def test_every_decision_at_a_table_finds_what_brute_force_finds(players: int, seed: int) -> None:
    """Unknown hands and roles: cards named as they are played, reveals, Black Jack's shown
    card known by its index only, hands forgotten after a Panic!."""
    play_at_a_table(deal([f"P{i + 1}" for i in range(players)], seed=seed), seed)


@pytest.mark.parametrize("seed", [3, 8])
def test_sid_ketchum_heals_at_a_table_are_those_brute_force_finds(seed: int) -> None:
    """Any two cards an unknown hand may hold, the second judged once the first is gone."""
    setup = deal([f"P{i + 1}" for i in range(5)], seed=seed)
    seats = list(setup.seats)
    seats[1] = replace(seats[1], character="sid_ketchum")
    play_at_a_table(replace(setup, seats=tuple(seats)), seed)


def test_sid_ketchum_at_a_table_names_the_last_copy_once_and_a_used_up_card_never() -> None:
    """One Stagecoach of the two lies on the discard pile and the only Saloon is in play: an
    unknown hand may still hold the other Stagecoach, once, and no Saloon."""
    seats = (
        Seat("Sid", "sid_ketchum", "sheriff", life=3, hand_size=3),
        Seat("Ann", "bart_cassidy", in_play=(Card("saloon"),), hand_size=2),
        Seat("Bob", "kit_carlson", hand_size=2),
        Seat("Cy", "paul_regret", hand_size=2),
    )
    setup = Setup(seats, full_information=False, discard=(Card("stagecoach"),), phase="play")
    heals = {move.cards for move in agree(Game(setup).state) if isinstance(move, Ability)}
    stagecoach, saloon, bang = Card("stagecoach"), Card("saloon"), Card("bang")
    assert {(bang, stagecoach), (bang, bang)} <= heals
    assert (stagecoach, stagecoach) not in heals
    assert not any(saloon in pair for pair in heals)


@pytest.mark.parametrize("full_information", [True, False])
def test_a_bots_choice_on_its_turn_is_among_the_legal_moves_less_ending_it_in_order(
    full_information: bool,
) -> None:
    """The bots pick from `turn_actions`, whose plays are made only as they are picked: the
    same moves as `legal_moves` but EndTurn, in order, with Calamity Janet's swaps and Sid
    Ketchum's heals, at every turn decision of random games."""
    setup = deal([f"P{i + 1}" for i in range(5)], seed=11)
    seats = list(setup.seats)
    seats[0] = replace(seats[0], character="calamity_janet")
    seats[1] = replace(seats[1], character="sid_ketchum")
    game = Game(replace(setup, seats=tuple(seats), full_information=full_information))
    rng = random.Random(11)
    turns = 0
    while game.winner is None and len(game.log) < 300:
        waiting, moves = pending(game.state), legal_moves(game.state)
        if waiting.kind == "play":
            turns += 1
            actions = list(turn_actions(game.state, waiting))
            assert actions == [move for move in moves if not isinstance(move, EndTurn)]
        game.apply(rng.choice(moves))
    assert turns > 20


def play_at_a_table(setup: Setup, seed: int) -> None:
    """Random play with hands and roles (but the Sheriff's) unknown, checked at each move."""
    hidden = tuple(
        replace(seat, role=seat.role if seat.role == "sheriff" else None) for seat in setup.seats
    )
    game = Game(replace(setup, full_information=False, seats=hidden))
    rng = random.Random(seed)
    while game.winner is None and len(game.log) < 80:
        moves = agree(game.state)
        ends = [move for move in moves if isinstance(move, EndTurn)]
        game.apply(ends[0] if ends and rng.random() < 0.25 else rng.choice(moves))
