"""Saving a Duel: the setup as JSON (rules.core.scenario.setup_to_dict) plus the log in the
notation, read back to the same setup and replayed to the same state, in every language."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings

from cards_data import LANGUAGES
from rules.core.game import Game
from rules.core.scenario import setup_from_dict, setup_to_dict
from rules.duel.cards import Card
from rules.duel.legal import legal_moves
from rules.duel.notation import format_move, parse
from rules.duel.setup import Camp, DuelSetup, InPlay, deal
from rules.duel.simulate import play_one
from tests.rules.duel.strategies import duel_setups


def _saved(game: Game, lang: str) -> str:
    """What the app writes: the setup as JSON, the moves as text."""
    lines = [format_move(move, lang) for move in game.log]
    return json.dumps({"setup": setup_to_dict(game.setup), "moves": lines})


def _resumed(text: str) -> Game:
    saved = json.loads(text)
    setup = setup_from_dict(saved["setup"])
    assert isinstance(setup, DuelSetup)
    return Game(setup, [parse(line, setup.players) for line in saved["moves"]])


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(duel_setups())
def test_every_duel_setup_survives_the_save_format(setup):
    document = json.loads(json.dumps(setup_to_dict(setup)))
    assert document["game"] == "duel"
    assert setup_from_dict(document) == setup


def test_a_setup_of_unknown_and_partly_known_cards_survives_the_save_format():
    camp = Camp(
        "Anna",
        ("jango",),
        3,
        (InPlay("wild_bill", 2, (Card("dynamite"),)),),
        (Card(), Card(symbol="dynamite"), Card(None, "sheriff", "barrel")),
        None,
        (Card("dynamite", "outlaw"),),
        12,
    )
    setup = DuelSetup(
        camp,
        Camp("Ben", reserve_size=4, hand=(Card("colt"),), hand_size=5),
        False,
        7,
        {"jango": 3},
        (Card(),),
        "Ben",
        "play",
        1,
    )
    document = setup_to_dict(setup)
    assert document["lawmen"]["reserve"] == ["Jango"] and document["lawmen"]["reserve_size"] == 3
    assert document["lawmen"]["hand"] == ["()", "(dynamite)", "(barrel, sheriff)"]
    assert document["outlaws"]["hand_size"] == 5
    assert setup_from_dict(document) == setup


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_whole_duel_saved_in_any_language_resumes_to_the_same_state(lang):
    game, _ = play_one(11, check_every=0)
    assert game.winner is not None
    resumed = _resumed(_saved(game, lang))
    assert resumed.setup == game.setup and resumed.log == game.log
    assert resumed.state == game.state and resumed.winner == game.winner


def test_a_table_mode_duel_resumes_with_its_reveals_and_unknown_cards():
    game = Game(deal("Anna", "Ben", seed=5, full_information=False))
    rng = random.Random(5)
    while game.winner is None and len(game.log) < 80:
        game.apply(rng.choice(legal_moves(game.state)))
    for lang in LANGUAGES:
        assert _resumed(_saved(game, lang)).state == game.state
