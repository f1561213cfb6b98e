"""Properties of whole Duels on random deals and play (Hypothesis, kept to seconds).

Bot games in full mode always end with a winner, and after every move the 80 cards are each in
one place, life stays within 0..max and equipment only sits, one of a name, on characters in
play. Aimless random legal play keeps the same invariants, replays to the same state, and every
logged move survives the notation. Table mode never gets stuck either.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.core.deck_check import Copies
from rules.core.game import Game
from rules.core.moves import EndTurn
from rules.duel.cards import UNKNOWN
from rules.duel.invariants import broken_invariants, card_places, deck
from rules.duel.notation import format_move, parse
from rules.duel.setup import deal
from rules.duel.simulate import play_one

FAST = settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
seeds = st.integers(min_value=0, max_value=2**32 - 1)


@FAST
@given(seeds)
def test_bot_games_always_end_and_keep_the_invariants(seed):
    game, broken = play_one(seed)
    assert game.winner in ("lawmen", "outlaws")
    assert broken == []


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seeds)
def test_a_bot_game_played_from_the_bots_trials_replays_to_its_state_and_undoes(seed):
    """The game goes on from the states the bots' trials gave and keeps only the last: the
    replay must reach it, and undo must rebuild the states on the way."""
    game, _ = play_one(seed, check_every=0)
    replayed = game.replayed()
    assert replayed.state == game.state
    for _ in range(3):
        assert game.undo() == replayed.undo()
        assert game.state == replayed.state


@FAST
@given(seeds)
def test_a_dealt_bot_game_holds_the_decks_own_card_objects_to_the_end(seed):
    """The invariants count a dealt game's cards by identity (fast) and fall back on values
    (slow): a move that put an equal new card in place of the deck's would slow them down."""
    game, _ = play_one(seed, check_every=0)
    assert {id(card) for card in card_places(game.state)} == deck().ids


def _random_play(game: Game, seed: int, cap: int, backs: bool = False) -> Game:
    """Random legal play; with `backs` (a dealt table), the cards the table knows anything of,
    backs included, must stay distinct copies of the two decks."""
    rng = random.Random(seed)
    while game.winner is None and len(game.log) < cap:
        moves = game.legal_moves()
        assert moves, f"no legal move while waiting for {game.pending}"
        ends = [m for m in moves if isinstance(m, EndTurn)]
        game.apply(ends[0] if ends and rng.random() < 0.2 else rng.choice(moves))
        assert broken_invariants(game.state) == []
        if backs:
            known = [card for card in card_places(game.state) if card != UNKNOWN]
            assert Copies(known).consistent, f"more cards than the decks hold: {game.log[-3:]}"
    return game


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seeds, st.integers(min_value=2, max_value=6))
def test_random_legal_play_keeps_the_invariants_and_replays(seed, characters):
    game = _random_play(Game(deal("Anna", "Ben", seed=seed, characters=characters)), seed, 250)
    assert game.replayed().state == game.state
    for move in game.log:
        assert parse(format_move(move, "fr"), ("Anna", "Ben")) == move


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seeds)
def test_table_mode_play_never_gets_stuck(seed):
    _random_play(Game(deal("Anna", "Ben", seed=seed, full_information=False)), seed, 40)


def test_seeded_table_duels_never_name_more_of_a_deck_than_its_backs_leave_nor_get_stuck():
    """A hand that forgot its backs (a card taken unseen from the other player, then a name
    either deck has) once named a second Sheriff card it could not hold; the table then
    reached a discard that no card could answer (the companion's seed-4 walk, move 146).
    Two dozen dealt tables, well into the game: nine of them went wrong before the fix."""
    for seed in range(24):
        game = Game(deal("Anna", "Ben", seed=seed, full_information=False))
        _random_play(game, seed, 120, backs=True)
