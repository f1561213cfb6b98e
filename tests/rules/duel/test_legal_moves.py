"""legal.py proposes only moves that could pass (options.py); it must still find every legal
move. Checked against the brute-force candidates (brute_force.py) on random table-mode states:
fresh deals played at random, and random tables (any characters, cards, phase) played on."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.core.game import Game
from rules.duel.legal import legal_moves
from rules.duel.setup import DuelSetup, deal
from rules.duel.state import DuelState
from tests.rules.duel.brute_force import brute_force_legal_moves
from tests.rules.duel.strategies import duel_setups

SOME = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _same_as_brute_force(state: DuelState) -> list:
    found = legal_moves(state)
    assert len(found) == len(set(found))
    assert set(found) == set(brute_force_legal_moves(state))
    return found


def _play_and_compare(setup: DuelSetup, seed: int, moves: int) -> None:
    game = Game(setup)
    rng = random.Random(seed)
    for _ in range(moves):
        found = _same_as_brute_force(game.state)
        if not found:
            break
        game.apply(rng.choice(found))


@SOME
@given(st.integers(0, 2**32))
def test_table_mode_legal_moves_match_brute_force_from_a_fresh_deal(seed):
    _play_and_compare(deal("Anna", "Ben", seed=seed, full_information=False), seed, 40)


@SOME
@given(duel_setups(full_information=False), st.integers(0, 2**32))
def test_table_mode_legal_moves_match_brute_force_on_random_tables(setup, seed):
    _play_and_compare(setup, seed, 15)


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32))
def test_full_mode_legal_moves_match_brute_force_from_a_fresh_deal(seed):
    """The abilities and dodges proposed only when they could work (a Hideout, a Stetson,
    Babe Leroy, Cattle Katie) are found in full mode too."""
    _play_and_compare(deal("Anna", "Ben", seed=seed, characters=6), seed, 150)
