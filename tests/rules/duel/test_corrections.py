"""A Duel's referee corrects a character's life: within 1 and its maximum, read back, undone."""

from __future__ import annotations

import pytest

from rules.duel import notation
from rules.duel.setup import deal
from rules.game import Game
from rules.moves import FixHand, FixLife
from rules.refusals import IllegalMove

PLAYERS = ["Anna", "Ben"]


def started() -> Game:
    """Both sides have chosen: Anna's Bill Tightman (5 life) and Tex Killer are in play."""
    game = Game(deal(*PLAYERS, seed=3, full_information=True))
    while game.pending.kind == "start":
        game.apply(game.legal_moves()[0])
    return game


def life(game: Game, character: str) -> int:
    found = game.state.find(character)
    assert found is not None
    return found[1].life


def refusal(game: Game, move: FixLife | FixHand) -> IllegalMove:
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


def test_a_duel_corrects_nothing_but_life():
    assert refusal(started(), FixHand("Anna", 3)).code == "duel_life_corrections_only"


def test_a_duel_correction_reads_back_in_every_language():
    move = FixLife("bill_tightman", -1)
    for lang in ("en", "fr", "it", "nl"):
        assert notation.parse(notation.format_move(move, lang), PLAYERS) == move
