"""A Duel's referee corrects a character's life (within 1 and its maximum) and the cards in a
player's hand (drawn from that side's own deck, or unseen ones put back under it): read back,
undone, and the 80 cards still each in one place."""

from __future__ import annotations

import pytest

from rules.bang.moves import DISCARD, FixRole, MoveCard, Place
from rules.core.game import Game
from rules.core.moves import FixHand, FixLife
from rules.core.refusals import IllegalMove
from rules.duel import notation
from rules.duel.cards import UNKNOWN
from rules.duel.invariants import broken_invariants
from rules.duel.setup import deal

PLAYERS = ["Anna", "Ben"]


def started() -> Game:
    """Both sides have chosen: Anna's Bill Tightman (5 life) and Tex Killer are in play."""
    game = Game(deal(*PLAYERS, seed=3, full_information=True))
    while game.pending.kind == "start":
        game.apply(game.legal_moves()[0])
    return game


def table_started() -> Game:
    """A table-mode Duel (hands unseen) once both sides have chosen their characters."""
    game = Game(deal(*PLAYERS, seed=3, full_information=False))
    game.apply(notation.parse("Anna starts with Jango and Bill Tightman", PLAYERS))
    game.apply(notation.parse("Ben starts with Sid Curry and Babe Leroy", PLAYERS))
    return game


def life(game: Game, character: str) -> int:
    found = game.state.find(character)
    assert found is not None
    return found[1].life


def refusal(game: Game, move: FixLife | FixHand | FixRole | MoveCard) -> IllegalMove:
    before = game.state
    with pytest.raises(IllegalMove) as caught:
        game.apply(move)
    assert game.state is before
    return caught.value


def test_a_characters_life_is_corrected_undone_and_replayed():
    game = started()
    waiting = game.pending
    game.apply(notation.parse("correct Bill Tightman life -2", PLAYERS))
    assert life(game, "bill_tightman") == 3 and game.pending == waiting
    assert game.replayed().state == game.state
    game.undo()
    assert life(game, "bill_tightman") == 5


def test_a_correction_never_downs_a_character_nor_heals_past_the_maximum():
    game = started()
    low = refusal(game, FixLife("tex_killer", -4))
    assert low.message("en") == (
        "Tex Killer would have 0 life: a correction keeps it between 1 and 4 "
        "(enter the hit that takes the last point)."
    )
    assert refusal(game, FixLife("tex_killer", 1)).code == "correction_duel_life"
    assert refusal(game, FixLife("jango", -1)).code == "no_such_character"


def test_a_duel_has_no_role_nor_card_place_to_correct():
    assert refusal(started(), FixRole("Anna", "sheriff")).code == "duel_corrections"
    move_card = MoveCard(UNKNOWN, Place("hand", "Anna"), Place(DISCARD))
    assert refusal(started(), move_card).code == "duel_corrections"


def test_a_forgotten_draw_comes_from_the_top_of_the_sides_own_deck():
    game = started()
    anna = game.state.side("Anna")
    top, held = anna.deck[-1], len(anna.hand)
    game.apply(notation.parse(f"correct Anna holds {held + 2} cards", PLAYERS))
    anna = game.state.side("Anna")
    assert len(anna.hand) == held + 2 and top in anna.hand
    assert broken_invariants(game.state) == []
    game.undo()
    assert len(game.state.side("Anna").hand) == held


def test_a_hand_count_lowered_puts_unseen_cards_back_under_the_sides_deck():
    game = table_started()
    ben = game.state.side("Ben")
    held, deck = len(ben.hand), len(ben.deck)
    game.apply(FixHand("Ben", held - 2))
    ben = game.state.side("Ben")
    assert (len(ben.hand), len(ben.deck)) == (held - 2, deck + 2)
    assert [card.deck for card in ben.deck[:2]] == [ben.deck_name] * 2  # backs as drawn


def test_a_card_the_table_has_seen_is_not_dropped_by_a_hand_count():
    game = started()  # a full-information game: every card in hand is known
    held = len(game.state.side("Anna").hand)
    assert refusal(game, FixHand("Anna", held - 1)).code == "duel_unseen_only"


def test_a_hand_cannot_hold_more_cards_than_are_left_to_draw():
    game = started()
    state = game.state
    anna = state.side("Anna")
    most = len(anna.hand) + len(anna.deck) + len(state.common) + len(state.discard)
    too_many = refusal(game, FixHand("Anna", most + 1))
    assert too_many.code == "correction_hand_count"
    assert refusal(game, FixHand("Anna", len(anna.hand))).code == "correction_changes_nothing"
    assert refusal(game, FixHand("Zoe", 2)).code == "unknown_player"


def test_a_duel_correction_reads_back_in_every_language():
    for move in (FixLife("bill_tightman", -1), FixHand("Ben", 4)):
        for lang in ("en", "fr", "it", "nl"):
            assert notation.parse(notation.format_move(move, lang), PLAYERS) == move
