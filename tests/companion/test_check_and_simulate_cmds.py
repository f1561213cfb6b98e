"""`bang-companion check` settles a dispute from a scenario; `simulate` plays bots to the end."""

import json
from pathlib import Path

import pytest

import rules.bang.simulate
from companion.cli import main
from rules.bang.simulate import CHECK_EVERY

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "out-of-range.yaml"


def test_check_reports_each_move_and_refuses_the_out_of_range_bang(capsys):
    assert main(["check", str(EXAMPLE), "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    first = report["moves"][0]
    assert first.pop("state")["pending"] == {"player": "Anna", "decision": "play"}
    assert first == {
        "move": "Anna plays BANG! on Dan",
        "accepted": False,
        "code": "out_of_range",
        "rule": first["rule"],
        "message": "Dan is at distance 3; Anna's Schofield reaches 2.",
    }
    assert report["moves"][2]["accepted"] is True
    carla = next(p for p in report["final"]["players"] if p["name"] == "Carla")
    assert carla["life"] == 3


def test_check_speaks_the_asked_language(capsys):
    main(["check", str(EXAMPLE), "--lang", "it"])
    said = capsys.readouterr().out
    assert "Dan è a distanza 3; Anna spara fino a 2 con la sua arma (Schofield)." in said


def test_check_json_gives_the_rule_broken_in_the_asked_language(capsys):
    main(["check", str(EXAMPLE), "--json", "--lang", "nl"])
    first = json.loads(capsys.readouterr().out)["moves"][0]
    assert first["rule"] == "Een BANG! bereikt spelers binnen het bereik van je wapen."
    main(["check", str(EXAMPLE), "--json"])
    first = json.loads(capsys.readouterr().out)["moves"][0]
    assert first["rule"] == "A BANG! reaches players within your weapon's range."


def test_check_reports_a_broken_scenario_without_a_traceback(tmp_path, capsys):
    broken = tmp_path / "broken.yaml"
    broken.write_text("players:\n  - {name: Anna, character: Nobody Special}\n", encoding="utf-8")
    assert main(["check", str(broken)]) == 2
    err = capsys.readouterr().err
    assert "unknown character" in err and "Traceback" not in err


def test_check_reports_a_broken_scenario_in_the_asked_language(tmp_path, capsys):
    broken = tmp_path / "broken.yaml"
    broken.write_text("players: [{name: Anna, character: Slab the Killer, life: many}]\n")
    assert main(["check", str(broken), "--lang", "it"]) == 2
    said = capsys.readouterr().err
    assert said == (
        f"bang-companion check: {broken}: giocatore 1 (Anna): life: serve un numero intero,"
        " non 'many'\n"
    )


def test_check_reports_a_missing_file(tmp_path, capsys):
    assert main(["check", str(tmp_path / "nowhere.yaml")]) == 2
    assert "cannot be read" in capsys.readouterr().err


def test_an_unreadable_move_is_reported_and_skipped(tmp_path, capsys):
    scenario = EXAMPLE.read_text(encoding="utf-8").replace(
        "  - Anna ends turn", "  - Anna dances a jig\n  - Anna ends turn"
    )
    path = tmp_path / "jig.yaml"
    path.write_text(scenario, encoding="utf-8")
    main(["check", str(path), "--json"])
    moves = json.loads(capsys.readouterr().out)["moves"]
    jig = next(m for m in moves if m["move"] == "Anna dances a jig")
    assert jig["code"] == "unreadable"
    assert moves[-1]["accepted"] is True


def test_simulate_plays_games_to_the_end_without_breaking_invariants(capsys):
    assert main(["simulate", "--games", "4", "--players", "4-7", "--seed", "3", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["finished"] == 4
    assert figures["invariant_breaks"] == 0
    assert sum(figures["wins"].values()) == 4


@pytest.mark.parametrize("check_all", [False, True])
def test_simulate_checks_the_invariants_after_one_move_in_16_or_every_move(
    monkeypatch, capsys, check_all
):
    checked = []
    monkeypatch.setattr(
        rules.bang.simulate, "broken_invariants", lambda state: checked.append(1) or []
    )
    flags = ["--check-all"] if check_all else []
    assert main(["simulate", "--games", "1", "--players", "5", "--json", *flags]) == 0
    moves = json.loads(capsys.readouterr().out)["moves_per_game"]
    assert len(checked) == (moves if check_all else -(-moves // CHECK_EVERY))


def test_simulate_refuses_a_player_count_outside_the_game(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["simulate", "--players", "3"])
    assert exit_.value.code == 2
    assert "4 to 7 players" in capsys.readouterr().err


def test_a_usage_mistake_is_one_line_that_points_at_the_help(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["check"])
    assert exit_.value.code == 2
    assert capsys.readouterr().err == (
        "bang-companion check: the following arguments are required: scenario"
        " (see: bang-companion check --help)\n"
    )


def test_simulate_refuses_more_games_than_a_run_should_take(capsys):
    assert main(["simulate", "--games", str(10**20)]) == 2
    assert "--games must be from 1 to 10000" in capsys.readouterr().err


def test_the_app_refuses_a_data_folder_that_is_a_file(tmp_path, capsys):
    file = tmp_path / "games.txt"
    file.write_text("not a folder")
    assert main(["--data-dir", str(file)]) == 2
    assert capsys.readouterr().err == f"bang-companion: --data-dir {file}: not a folder\n"


def test_an_unknown_name_far_too_long_is_cut_short_in_the_answer(capsys):
    assert main(["rules", "x" * 10_000]) == 1
    assert len(capsys.readouterr().err) < 200
