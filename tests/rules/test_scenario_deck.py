"""A scenario may state the whole draw pile (`deck:`), an empty one included, to set up a
reshuffle or a known sequence of draws."""

from __future__ import annotations

import pytest
import yaml

from rules.bang.cards import UNKNOWN
from rules.bang.setup import SetupError
from rules.core.game import Game
from rules.core.scenario import setup_from_dict, setup_to_dict
from tests.rules.helpers import kinds, start, who

PLAYERS = """
players:
  - {name: Anna, character: Willy the Kid, role: Sheriff, hand: [BANG! 5♦]}
  - {name: Ben, character: Paul Regret, hand: [Missed! 2♠]}
  - {name: Carla, character: Suzy Lafayette, hand: [Beer 7♥]}
  - {name: Dan, character: Vulture Sam, hand: [Gatling]}
"""


def test_an_empty_draw_pile_is_rebuilt_from_the_discard_pile_at_a_table():
    game = start(
        f"mode: table\n{PLAYERS}deck: []\ndiscard: [Beer 6♥, Panic! J♥, Saloon]",
        "Anna draws",
    )
    state = game.state
    assert len(who(game, "Anna").hand) == 3 and state.discard == []
    assert state.deck == [UNKNOWN]  # three reshuffled, two drawn


def test_a_full_draw_pile_is_drawn_top_first_and_the_rest_lies_in_the_discard():
    game = start(f"mode: full\n{PLAYERS}deck: [Stagecoach 9♠, Wells Fargo 3♥]", "Anna draws")
    assert kinds(who(game, "Anna").hand) == ["bang", "stagecoach", "wells_fargo"]
    assert game.state.deck == []
    assert len(game.state.discard) == 80 - 4 - 2


def test_a_stated_draw_pile_is_saved_and_read_back():
    setup = setup_from_dict(yaml.safe_load(f"mode: table\n{PLAYERS}deck: [Beer, a card, Q♥]"))
    assert [card.kind for card in setup.deck] == ["beer", None, None]
    assert setup_from_dict(setup_to_dict(setup)) == setup
    assert [card.kind for card in Game(setup).state.deck] == [None, None, "beer"]


def test_the_whole_draw_pile_and_its_top_cannot_both_be_stated():
    with pytest.raises(SetupError) as refused:
        setup_from_dict(yaml.safe_load(f"mode: table\n{PLAYERS}deck: [Beer]\ndeck_top: [Beer]"))
    assert refused.value.code == "deck_and_top"
