"""The referee's corrections: checked, settled like any move, undone and replayed, never offered."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.bang.cards import UNKNOWN, Card, full_deck
from rules.bang.corrections import DECK, HAND, TABLE
from rules.bang.invariants import broken_invariants
from rules.bang.moves import CORRECTIONS, DISCARD, FixRole, Move, MoveCard, Place
from rules.bang.notation import format_move, parse
from rules.bang.setup import deal
from rules.bang.state import Check
from rules.core.game import Game
from rules.core.moves import EndTurn, FixHand, FixLife
from rules.core.refusals import IllegalMove
from tests.rules.random_corrections import random_correction

NAMES = ["Anna", "Ben", "Carla", "Dan"]


def table_game(full_information: bool = False) -> Game:
    """Anna the Sheriff (5 life), Ben, Carla and Dan (4 each); hands unseen at a table."""
    setup = deal(
        NAMES,
        ["willy_the_kid", "jesse_jones", "pedro_ramirez", "slab_the_killer"],
        ["sheriff", None, None, None],
        seed=3,
        full_information=full_information,
    )
    return Game(setup)


def copy_of(kind: str) -> Card:
    return next(card for card in full_deck() if card.kind == kind)


def refused(game: Game, move: Move) -> IllegalMove:
    """The refusal of `move`, checking that it changed nothing."""
    before, moves = game.state, len(game.log)
    with pytest.raises(IllegalMove) as caught:
        game.apply(move)
    assert game.state is before and len(game.log) == moves
    return caught.value


def hand(player: str) -> Place:
    return Place(HAND, player)


def in_play(player: str) -> Place:
    return Place(TABLE, player)


def test_a_hit_nobody_entered_brings_a_player_to_zero_and_dying():
    game = table_game()
    game.apply(FixLife("Ben", -4))
    assert game.state.player("Ben").life == 0
    assert (game.pending.player, game.pending.kind) == ("Ben", "dying")


def test_the_sheriff_corrected_to_death_while_another_is_dying_ends_the_game_as_it_stands():
    """Found by the session fuzzer: the game ends with the Sheriff's death, and the player
    who was dying stays at 0 life, alive, with no decision left (a table stops there too)."""
    game = table_game()
    game.apply(FixHand("Anna", 0))
    game.apply(FixLife("Ben", -4))
    game.apply(FixLife("Anna", -5))
    assert game.winner and not game.state.player("Anna").alive
    assert game.state.player("Ben").life == 0 and game.state.player("Ben").alive
    assert broken_invariants(game.state) == []


def test_a_forgotten_beer_heals_within_the_maximum_only():
    game = table_game()
    game.apply(FixLife("Ben", -1))
    game.apply(FixLife("Ben", +1))
    refusal = refused(game, FixLife("Ben", +1))
    assert refusal.code == "correction_life_range"
    assert refusal.message("fr") == "Ben aurait 5 points de vie : ils restent entre 0 et 4."


def test_a_forgotten_draw_takes_cards_from_the_deck():
    game = table_game()
    deck = len(game.state.deck)
    game.apply(FixHand("Ben", 6))
    assert len(game.state.player("Ben").hand) == 6 and len(game.state.deck) == deck - 2


def test_a_hand_count_drops_unseen_cards_under_the_deck_but_never_a_named_one():
    game = table_game()
    barrel = copy_of("barrel")
    game.apply(MoveCard(barrel, Place(DECK), hand("Ben")))
    game.apply(FixHand("Ben", 1))
    assert game.state.player("Ben").hand == [barrel] and game.state.deck[0] == UNKNOWN
    refusal = refused(game, FixHand("Ben", 0))
    assert refusal.code == "correction_unseen_only"
    assert refusal.message("en") == "Ben holds only 0 unseen cards: move the others by name."


def test_a_card_goes_from_a_hand_into_play_and_then_to_the_discard_pile():
    game = table_game()
    barrel = copy_of("barrel")
    game.apply(MoveCard(barrel, hand("Ben"), in_play("Ben")))
    assert game.state.player("Ben").in_play == [barrel] and len(game.state.player("Ben").hand) == 3
    game.apply(MoveCard(Card("barrel"), in_play("Ben"), Place(DISCARD)))
    assert game.state.discard == [barrel] and game.state.player("Ben").in_play == []


def test_a_copy_the_deck_no_longer_holds_cannot_be_named_again():
    game = table_game()
    game.apply(MoveCard(Card("gatling"), hand("Ben"), Place(DISCARD)))
    refusal = refused(game, MoveCard(Card("gatling"), hand("Carla"), Place(DISCARD)))
    assert refusal.code == "already_seen"


def test_a_card_that_is_not_where_the_table_says_is_refused_in_the_players_language():
    game = table_game()
    refusal = refused(game, MoveCard(Card("beer"), in_play("Ben"), hand("Ben")))
    assert refusal.code == "correction_place_empty"
    assert refusal.message("it") == "Non c'è nessuna carta in gioco davanti a Ben."
    game.apply(MoveCard(copy_of("mustang"), hand("Ben"), in_play("Ben")))
    refusal = refused(game, MoveCard(Card("beer"), in_play("Ben"), hand("Ben")))
    assert refusal.message("nl") == "Er ligt geen Bier in het spel bij Ben."


@pytest.mark.parametrize(
    ("kind", "code"),
    [("bang", "correction_not_blue"), ("mustang", "same_card_in_play")],
)
def test_only_a_blue_card_of_a_new_name_goes_into_play(kind, code):
    game = table_game()
    game.apply(MoveCard(copy_of("mustang"), hand("Ben"), in_play("Ben")))
    assert refused(game, MoveCard(Card(kind), hand("Ben"), in_play("Ben"))).code == code


def test_a_second_weapon_and_a_jail_for_the_sheriff_are_refused():
    game = table_game()
    game.apply(MoveCard(Card("schofield"), hand("Ben"), in_play("Ben")))
    assert refused(game, MoveCard(Card("winchester"), hand("Ben"), in_play("Ben"))).code == (
        "correction_second_weapon"
    )
    assert refused(game, MoveCard(Card("jail"), hand("Ben"), in_play("Anna"))).code == (
        "jail_on_sheriff"
    )
    assert refused(game, MoveCard(UNKNOWN, hand("Ben"), in_play("Ben"))).code == (
        "correction_needs_name"
    )


def test_a_role_is_corrected_within_the_role_table_and_never_the_sheriffs():
    game = table_game()
    game.apply(FixRole("Ben", "outlaw"))
    game.apply(FixRole("Carla", "outlaw"))
    assert refused(game, FixRole("Dan", "outlaw")).code == "role_impossible"
    assert refused(game, FixRole("Anna", "renegade")).code == "correction_sheriff_role"
    assert refused(game, FixRole("Ben", "outlaw")).code == "correction_changes_nothing"


def test_a_correction_comes_at_any_moment_and_is_undone_and_replayed_like_a_move():
    game = table_game()
    game.apply(parse("Anna draws", NAMES))
    waiting = game.pending
    game.apply(FixLife("Dan", -1))
    assert game.pending == waiting  # no one's turn is taken by it
    assert game.replayed().state == game.state
    game.undo()
    assert game.state.player("Dan").life == 4


def _awaiting_draw_for(kind: str) -> Game:
    """Ben's turn begins with a draw! for the `kind` (jail or dynamite) put in front of him."""
    game = table_game()
    game.apply(MoveCard(Card(kind), hand("Anna"), in_play("Ben")))
    while game.pending.player == "Anna":
        moves = game.legal_moves()
        game.apply(next((m for m in moves if isinstance(m, EndTurn)), moves[0]))
    assert isinstance(game.pending.request, Check) and game.pending.request.reason == kind
    return game


def test_a_jail_taken_out_of_play_while_its_draw_is_awaited_owes_no_draw():
    game = _awaiting_draw_for("jail")
    game.apply(MoveCard(Card("jail"), in_play("Ben"), hand("Ben")))
    assert (game.pending.player, game.pending.kind) == ("Ben", "draw")
    for move in game.legal_moves():
        assert game.check(move) is None, move


def test_a_dynamite_taken_out_of_play_while_its_draw_is_awaited_owes_no_draw():
    game = _awaiting_draw_for("dynamite")
    game.apply(MoveCard(Card("dynamite"), in_play("Ben"), Place(DISCARD)))
    assert (game.pending.player, game.pending.kind) == ("Ben", "draw")
    assert game.replayed().state == game.state


def test_a_barrel_taken_out_of_play_while_its_draw_is_awaited_leaves_the_shot_to_answer():
    game = table_game()
    game.apply(MoveCard(copy_of("barrel"), hand("Ben"), in_play("Ben")))
    for line in ("Anna draws", "Anna plays BANG! on Ben", "Ben uses Barrel"):
        game.apply(parse(line, NAMES))
    game.apply(MoveCard(Card("barrel"), in_play("Ben"), hand("Ben")))
    assert (game.pending.player, game.pending.kind) == ("Ben", "respond")
    for move in game.legal_moves():
        assert game.check(move) is None, move


def test_the_top_of_the_deck_moves_only_as_what_is_known_of_it():
    game = table_game()
    beer = copy_of("beer")
    game.apply(MoveCard(beer, hand("Ben"), Place(DECK)))
    refusal = refused(game, MoveCard(Card("bang"), Place(DECK), hand("Carla")))
    assert refusal.code == "reveal_contradicts"
    game.apply(MoveCard(UNKNOWN, Place(DECK), hand("Carla")))
    assert beer in game.state.player("Carla").hand


def test_every_correction_reads_back_in_every_language():
    moves = [
        FixLife("Ben", -1),
        FixLife("Ben", 2),
        FixHand("Ben", 1),
        FixHand("Ben", 5),
        FixRole("Ben", "renegade"),
        MoveCard(copy_of("barrel"), hand("Ben"), in_play("Carla")),
        MoveCard(UNKNOWN, Place(DECK), hand("Ben")),
        MoveCard(Card(None, "hearts", "Q"), Place(DISCARD), Place(DECK)),
    ]
    for move in moves:
        for lang in ("en", "fr", "it", "nl"):
            assert parse(format_move(move, lang), NAMES) == move


def test_a_player_called_correct_still_plays_and_can_be_corrected():
    names = ["Correct", "Ben", "Carla", "Dan"]
    assert parse("Correct draws", names).player == "Correct"
    assert parse("correct Correct life -1", names) == FixLife("Correct", -1)


FAST = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(st.integers(0, 2**32 - 1), st.booleans())
def test_random_corrections_amid_random_play_keep_the_invariants(seed, full_information):
    """Accepted corrections keep the invariants and read back; refused ones change nothing;
    legal_moves never offers one; the log replays to the same table."""
    game = table_game(full_information)
    rng = random.Random(seed)
    while game.winner is None and len(game.log) < 150:
        moves = game.legal_moves()
        assert not any(isinstance(move, CORRECTIONS) for move in moves)
        move = random_correction(game.state, rng) if rng.random() < 0.3 else rng.choice(moves)
        if isinstance(move, CORRECTIONS) and game.check(move) is not None:
            refused(game, move)
            continue
        if isinstance(move, CORRECTIONS):
            assert parse(format_move(move, rng.choice(["en", "fr"])), NAMES) == move
        ends = [end for end in moves if isinstance(end, EndTurn)]
        game.apply(ends[0] if ends and rng.random() < 0.25 else move)
        assert broken_invariants(game.state) == [], game.log[-1]
    assert game.replayed().state == game.state
