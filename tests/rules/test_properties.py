"""Properties of whole games, on random deals and random play (Hypothesis, kept fast).

Full mode: bot games always end with a winner; random legal play never gets stuck and keeps
the invariants after every move (the 80 cards each in one place, life within 0..max, one
weapon, no two cards of one name in play, the dead holding nothing); a refused move changes
nothing; replaying the setup and log gives the same state; undo then redo is the identity;
every logged move survives the notation. Table mode: random play never gets stuck either.
"""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cards_data import load_bang
from rules.bang.cards import Card
from rules.bang.invariants import broken_invariants
from rules.bang.moves import Ability, Move, PutBack, RevealRole
from rules.bang.notation import format_move, parse
from rules.bang.setup import Setup, deal
from rules.bang.simulate import play_one
from rules.core.game import Game
from rules.core.moves import HAND, Discard, Draw, DrawCheck, EndTurn, Pass, Pick, Play, Reveal
from rules.core.refusals import IllegalMove

FAST = settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
MOVE_CAP = 400
"""Random play is aimless: a game still going after this many moves is stopped, not failed."""

players = st.integers(min_value=4, max_value=7)
seeds = st.integers(min_value=0, max_value=2**32 - 1)


def random_game(setup: Setup, seed: int, cap: int = MOVE_CAP) -> Game:
    """Random legal moves (ending the turn now and then so turns go round) until the end or
    the cap; every state on the way must keep the invariants and offer a legal move."""
    game = Game(setup)
    rng = random.Random(seed)
    while game.winner is None and len(game.log) < cap:
        moves = game.legal_moves()
        assert moves, f"no legal move while waiting for {game.pending}"
        ends = [move for move in moves if isinstance(move, EndTurn)]
        game.apply(ends[0] if ends and rng.random() < 0.25 else rng.choice(moves))
        assert broken_invariants(game.state) == [], game.log[-1]
    return game


def names(players: int) -> list[str]:
    return [f"P{i + 1}" for i in range(players)]


@FAST
@given(players, seeds)
def test_bot_games_always_end_with_a_winner_and_keep_the_invariants(
    players: int, seed: int
) -> None:
    game, broken = play_one(players, seed)
    assert broken == []
    assert game.winner in ("sheriff", "outlaws", "renegade")
    assert game.pending.kind == "game_over"


@FAST
@given(players, seeds)
def test_a_bot_game_played_in_place_ends_where_its_log_replayed_ends(
    players: int, seed: int
) -> None:
    """Its moves change one state in place: a list shared with the setup, or a move the engine
    half played, would part it from the replay (or from a fresh deal of the same seed)."""
    game, _ = play_one(players, seed, check_every=0)
    assert game.setup == deal(names(players), seed=seed)
    assert Game(game.setup, game.log).state == game.state


@FAST
@given(players, seeds, st.integers(min_value=1, max_value=30))
def test_a_bot_game_undoes_to_the_states_the_replay_kept(
    players: int, seed: int, steps: int
) -> None:
    """A simulated game keeps no state on the way: undo rebuilds them from the log."""
    game, _ = play_one(players, seed, check_every=0)
    replayed = Game(game.setup, game.log)
    for _ in range(min(steps, len(game.log))):
        assert game.undo() == replayed.undo()
        assert game.state == replayed.state


@FAST
@given(players, seeds)
def test_random_play_keeps_the_invariants_and_never_gets_stuck(players: int, seed: int) -> None:
    game = random_game(deal(names(players), seed=seed), seed)
    assert game.winner is not None or len(game.log) == MOVE_CAP


@FAST
@given(players, seeds)
def test_replaying_the_setup_and_log_gives_the_same_state(players: int, seed: int) -> None:
    game = random_game(deal(names(players), seed=seed), seed, cap=150)
    assert Game(game.setup, game.log).state == game.state


@FAST
@given(players, seeds, st.data())
def test_undo_then_redo_gives_the_same_state(players: int, seed: int, data: st.DataObject) -> None:
    game = random_game(deal(names(players), seed=seed), seed, cap=120)
    for _ in range(min(len(game.log), 5)):
        steps = data.draw(st.integers(min_value=1, max_value=min(len(game.log), 10)))
        after = game.state.copy()
        taken = [game.undo() for _ in range(steps)]
        for move in reversed(taken):
            game.apply(move)
        assert game.state == after


@FAST
@given(players, seeds)
def test_every_logged_move_survives_the_notation(players: int, seed: int) -> None:
    game = random_game(deal(names(players), seed=seed), seed, cap=150)
    table = names(players)
    for move in game.log:
        for lang in ("en", "fr", "it", "nl"):
            assert parse(format_move(move, lang), table) == move


# ---- refused moves


CARDS = sorted(load_bang().cards)


def any_move(table: list[str]) -> st.SearchStrategy[Move]:
    """Moves of every kind, mostly illegal: any player, any card name, any target."""
    player = st.sampled_from([*table, "Zed"])
    card = st.builds(Card, st.sampled_from(CARDS))
    target = st.none() | player
    target_card = st.none() | st.just(HAND) | card
    as_kind = st.none() | st.sampled_from(["bang", "missed", "beer"])
    roles = st.sampled_from(sorted(load_bang().roles))
    return st.one_of(
        st.builds(Draw, player, st.none() | player | st.just("discard")),
        st.builds(Play, player, card, target, target_card, as_kind),
        st.builds(DrawCheck, player, st.sampled_from(["barrel", "jourdonnais"])),
        st.builds(Pass, player),
        st.builds(Reveal, card),
        st.builds(Pick, player, card),
        st.builds(PutBack, player, card),
        st.builds(Discard, player, card),
        st.builds(Ability, player, st.tuples(card, card)),
        st.builds(EndTurn, player),
        st.builds(RevealRole, player, roles),
    )


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players, seeds, st.integers(min_value=0, max_value=150), st.data())
def test_a_refused_move_leaves_the_state_unchanged(
    players: int, seed: int, length: int, data: st.DataObject
) -> None:
    game = random_game(deal(names(players), seed=seed), seed, cap=length)
    before, log = game.state.copy(), list(game.log)
    for _ in range(10):
        move = data.draw(any_move(names(players)))
        refusal = game.check(move)
        if refusal is None:
            continue
        try:
            game.apply(move)
        except IllegalMove as error:
            assert error.code == refusal.code
        else:
            raise AssertionError(f"{move} refused by check but accepted by apply")
        assert game.state == before
        assert game.log == log


# ---- table mode


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players, seeds)
def test_random_play_at_a_table_never_gets_stuck(players: int, seed: int) -> None:
    setup = deal(names(players), seed=seed)
    unknown_roles = tuple(
        replace(seat, role=seat.role if seat.role == "sheriff" else None) for seat in setup.seats
    )
    game = random_game(replace(setup, full_information=False, seats=unknown_roles), seed, 120)
    assert Game(game.setup, game.log).state == game.state
