"""`game: duel` scenarios through `bang-companion check`, and `simulate --game duel`."""

from __future__ import annotations

import json
from pathlib import Path

from companion.cli import main
from rules.core.scenario import load
from rules.duel.setup import DuelSetup

EXAMPLE = Path(__file__).resolve().parents[3] / "docs" / "examples" / "duel-gatling.yaml"


def test_a_duel_scenario_is_read_by_the_game_key():
    setup, lines = load(EXAMPLE)
    assert isinstance(setup, DuelSetup) and len(lines) == 4


def test_check_replays_the_gatling_example(capsys):
    assert main(["check", str(EXAMPLE), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert all(move["accepted"] for move in report["moves"])
    anna = report["final"]["sides"][0]
    standing = [c["character"] for c in anna["characters"] if c["alive"]]
    assert standing == ["Dalon Ranger", "Jango"]
    assert anna["characters"][0]["life"] == 5
    assert anna["characters"][-1] | {"max_life": 0} == {
        "character": "Annie Oakley",
        "active": False,
        "life": 0,
        "max_life": 0,
        "equipment": [],
        "alive": False,
    }


def test_check_prints_the_duel_table_and_refusals_in_the_asked_language(tmp_path, capsys):
    scenario = tmp_path / "duel.yaml"
    scenario.write_text(
        EXAMPLE.read_text(encoding="utf-8").replace(
            "  - Anna passes ", "  - Anna plays Colt on Sid Curry\n  - Anna passes "
        ),
        encoding="utf-8",
    )
    assert main(["check", str(scenario), "--lang", "fr"]) == 1
    out = capsys.readouterr().out
    assert "REFUSED [no_target_needed] Colt ne se joue pas" in out
    assert "PA Dalon Ranger 5/5" in out and "waiting for: play by Anna" in out


def test_check_reports_a_broken_duel_scenario_without_a_traceback(tmp_path, capsys):
    broken = tmp_path / "broken.yaml"
    broken.write_text(
        "game: duel\nlawmen: {player: Anna, in_play: [Sid Curry]}\noutlaws: {player: Ben}\n",
        encoding="utf-8",
    )
    assert main(["check", str(broken)]) == 2
    assert "not one of the lawmen" in capsys.readouterr().err


def test_simulate_plays_duels_to_the_end(capsys):
    assert main(["simulate", "--game", "duel", "--games", "3", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["finished"] == 3 and figures["invariant_breaks"] == 0
    assert sum(figures["wins"].values()) == 3
