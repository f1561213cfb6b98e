"""`check --json` states the whole public table after every move, in the documented shape.

docs/check-schema.json is the contract other tools rely on: every example scenario and a
simulated game of each game must validate against it, and the figures a referee needs
(distances, discard pile, pending decision and what it needs) must be right.
"""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

import jsonschema
import pytest
import yaml

from companion.cli import main
from companion.commands.check_cmd import STATES_SHOWN
from rules.bang.simulate import play_one
from rules.core.game import Game
from rules.core.scenario import setup_to_dict
from rules.duel.simulate import play_one as play_duel

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "docs" / "check-schema.json").read_text(encoding="utf-8"))
EXAMPLES = sorted((ROOT / "docs" / "examples").glob("*.yaml"))
FOUR = [
    ("Anna", "Willy the Kid"),
    ("Ben", "Paul Regret"),
    ("Carla", "Rose Doolan"),
    ("Dan", "Calamity Janet"),
]


def check_json(scenario: Path) -> dict:
    """What `bang-companion check SCENARIO --json` prints, read back."""
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        assert main(["check", str(scenario), "--json"]) in (0, 1)
    return json.loads(printed.getvalue())


def as_scenario(game: Game, folder: Path, notation) -> Path:
    """A simulated game written as a scenario: its setup, then its log in the notation."""
    document = setup_to_dict(game.setup)
    document["moves"] = [notation(move) for move in game.log]
    path = folder / "game.yaml"
    path.write_text(yaml.safe_dump(document, allow_unicode=True), encoding="utf-8")
    return path


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda path: path.stem)
def test_every_example_validates_against_the_schema(example):
    jsonschema.validate(check_json(example), SCHEMA)


def test_a_simulated_bang_game_validates_after_every_move(tmp_path):
    from rules.bang.notation import format_move

    game, _broken = play_one(5, seed=4)
    report = check_json(as_scenario(game, tmp_path, format_move))
    jsonschema.validate(report, SCHEMA)
    assert all(move["accepted"] for move in report["moves"])
    assert report["final"]["winner"] == game.winner


def test_a_simulated_duel_validates_after_every_move(tmp_path):
    from rules.duel.notation import format_move

    game, _broken = play_duel(seed=4)
    report = check_json(as_scenario(game, tmp_path, format_move))
    jsonschema.validate(report, SCHEMA)
    assert all(move["accepted"] for move in report["moves"])


def test_each_move_carries_the_table_after_it_with_distances_and_discard(tmp_path):
    report = check_json(ROOT / "docs" / "examples" / "out-of-range.yaml")
    first = report["moves"][0]  # Anna plays BANG! on Dan, out of range: refused
    assert not first["accepted"] and first["code"] == "out_of_range"
    anna = first["state"]["players"][0]
    assert anna["distances"] == {"Ben": 2, "Carla": 2, "Dan": 3, "Eve": 3, "Finn": 1}
    eve = report["moves"][1]["state"]  # Eve is at 3: refused too
    assert eve["discard"]["count"] == 0 and eve["pending"]["decision"] == "play"
    ben = report["moves"][2]["state"]  # Ben, at 2 with Paul Regret's +1 seen from Anna's 2
    assert ben["pending"] == {
        "player": "Ben",
        "decision": "respond",
        "request": "shot",
        "target": "Ben",
        "attacker": "Anna",
        "source": "bang",
        "missed_needed": 1,
        "barrel_used": False,
        "jourdonnais_used": False,
    }


def write(folder: Path, text: str) -> Path:
    path = folder / "scenario.yaml"
    path.write_text(text, encoding="utf-8")
    return path


LUCKY_DUKE_IN_JAIL = """
mode: table
players:
  - {name: Anna, character: Lucky Duke, role: Sheriff, in_play: [Jail], hand: 2}
  - {name: Ben, character: Paul Regret, hand: 3}
  - {name: Carla, character: Suzy Lafayette, hand: 3}
  - {name: Dan, character: Vulture Sam, hand: 3}
moves: [reveal 7♠, reveal 8♠]
"""


def test_a_draw_check_says_whose_it_is_what_for_and_how_many_cards_it_still_needs(tmp_path):
    report = check_json(write(tmp_path, LUCKY_DUKE_IN_JAIL))
    after_one = report["moves"][0]["state"]["pending"]
    assert after_one["request"] == "check" and after_one["reason"] == "jail"
    assert after_one["target"] == "Anna" and after_one["player"] is None
    assert after_one["seen"] == ["7♠"] and after_one["cards_to_reveal"] == 1
    after_two = report["moves"][1]["state"]
    assert after_two["discard"]["cards"][:3] == ["Jail", "8♠", "7♠"]  # top first
    assert after_two["turn"] == "Ben"


def test_lucky_dukes_choice_is_a_pending_decision_with_both_cards(tmp_path):
    moves = "[reveal 7♠, reveal Q♥, Anna chooses 7♠]"
    report = check_json(
        write(tmp_path, LUCKY_DUKE_IN_JAIL.replace("[reveal 7♠, reveal 8♠]", moves))
    )
    jsonschema.validate(report, SCHEMA)
    pending = report["moves"][1]["state"]["pending"]
    assert (pending["player"], pending["decision"], pending["request"]) == (
        "Anna",
        "choose",
        "lucky_choice",
    )
    assert pending["check"]["reason"] == "jail" and pending["check"]["seen"] == ["7♠", "Q♥"]
    assert report["moves"][2]["accepted"] and report["final"]["turn"] == "Ben"


DYNAMITE_AT_ONE_LIFE = """
mode: table
players:
  - {name: Anna, character: Willy the Kid, role: Sheriff, hand: 5}
  - {name: Ben, character: Paul Regret, hand: 3, life: 1, in_play: [Dynamite]}
  - {name: Carla, character: Suzy Lafayette, hand: 3}
  - {name: Dan, character: Vulture Sam, hand: 3}
turn: Ben
moves: [reveal 5♠]
"""


def test_a_dying_player_is_told_how_many_beers_would_save_him(tmp_path):
    report = check_json(write(tmp_path, DYNAMITE_AT_ONE_LIFE))
    pending = report["final"]["pending"]
    assert pending["decision"] == "dying" and pending["target"] == "Ben"
    assert report["final"]["players"][1]["life"] == -2 and pending["beers_needed"] == 3


def test_the_end_of_turn_says_how_many_cards_to_discard(tmp_path):
    scenario = """
mode: table
players:
  - {name: Anna, character: Willy the Kid, role: Sheriff, hand: 8}
  - {name: Ben, character: Paul Regret, hand: 3}
  - {name: Carla, character: Suzy Lafayette, hand: 3}
  - {name: Dan, character: Vulture Sam, hand: 3}
turn: Anna
phase: play
moves: [Anna ends turn]
"""
    pending = check_json(write(tmp_path, scenario))["final"]["pending"]
    assert pending == {"player": "Anna", "decision": "discard", "cards_to_discard": 3}


def test_a_duel_character_eliminated_stays_in_the_table_marked_out(tmp_path):
    scenario = """
game: duel
mode: full
lawmen:
  player: Anna
  in_play: [{character: Jango, life: 1}, Annie Oakley]
  hand: []
outlaws:
  player: Ben
  in_play: [Sid Curry]
  hand: [Colt]
turn: Ben
phase: play
moves: [Ben plays Colt on Jango, Anna passes]
"""
    report = check_json(write(tmp_path, scenario))
    jsonschema.validate(report, SCHEMA)
    anna = report["final"]["sides"][0]["characters"]
    assert [(c["character"], c["alive"]) for c in anna] == [
        ("Annie Oakley", True),
        ("Jango", False),
    ]
    assert anna[1]["life"] == 0 and anna[1]["equipment"] == []


def test_a_long_scenario_gives_the_table_after_its_first_moves_only(tmp_path):
    """1,200 lines (7 KB, far inside the 256 KB a scenario may hold): each has its verdict,
    only the first STATES_SHOWN have the table after them, so the report grows with the
    lines and not with the lines times the table (issue 52)."""
    players = [{"name": name, "character": character} for name, character in FOUR]
    players[0]["role"] = "Sheriff"
    document = {"players": players, "moves": ["Anna draws"] + ["bang"] * 1_199}
    path = tmp_path / "long.yaml"
    path.write_text(yaml.safe_dump(document), encoding="utf-8")
    report = check_json(path)
    jsonschema.validate(report, SCHEMA)
    moves = report["moves"]
    assert len(moves) == 1_200 and moves[0]["accepted"] and moves[-1]["code"] == "unreadable"
    assert report["states_shown"] == STATES_SHOWN
    assert [("state" in move) for move in moves] == [True] * STATES_SHOWN + [False] * 200
    assert moves[STATES_SHOWN - 1]["state"] == report["final"]
