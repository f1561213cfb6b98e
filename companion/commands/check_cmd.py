"""`bang-companion check SCENARIO.yaml`: replay a scenario and say what the rules accept."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from companion.games.pick import presenter_for
from companion.i18n import UI_LANGUAGES, t, words
from rules.core.game import Game
from rules.core.scenario import Outcome, ScenarioError, load, replaying
from rules.core.summary import SCHEMA_VERSION

STATES_SHOWN = 1000
"""The lines whose `--json` entry holds the table after them: a whole long game's, and no
more, so that the report grows with the lines, not with the lines times the table (a line
past these is verdict and message only; `final` is the table at the end)."""


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("check", help=words("check.help"))
    parser.add_argument("scenario", type=Path)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--lang", choices=UI_LANGUAGES, default="en", help=words("check.lang"))
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    try:
        setup, lines = load(args.scenario)
        game, replayed = replaying(setup, lines)
    except ScenarioError as error:
        print(t("check.failed", args.lang, error=error.message(args.lang)), file=sys.stderr)
        return 2
    presenter = presenter_for(setup)
    table = presenter.summarise
    if args.json:
        head = {
            "format": "bang-companion-check",
            "version": SCHEMA_VERSION,
            "game": presenter.name,
            "states_shown": min(len(lines), STATES_SHOWN),
        }
        return _print_json(head, game, replayed, table, args.lang)
    outcomes = list(replayed)
    _print_moves(outcomes, args.lang)
    print("\n".join(presenter.summary_lines(table(game.state, args.lang), args.lang)))
    return 0 if all(outcome.accepted for outcome in outcomes) else 1


def _print_json(
    head: dict[str, Any],
    game: Game,
    replayed: Iterator[Outcome],
    table: Callable[[Any, str], dict[str, Any]],
    lang: str,
) -> int:
    """Print the report as the game is replayed; the exit code."""
    verdicts: list[bool] = []
    moves = (_json_move(n, o, table, lang, verdicts) for n, o in enumerate(replayed))
    sys.stdout.writelines(_json_report(head, moves, lambda: table(game.state, lang)))
    return 0 if all(verdicts) else 1


def _json_move(
    number: int,
    outcome: Outcome,
    table: Callable[[Any, str], dict[str, Any]],
    lang: str,
    verdicts: list[bool],
) -> dict[str, Any]:
    """A line's entry in the report, the table after it for the first STATES_SHOWN lines;
    its verdict is noted in `verdicts` (the exit code)."""
    verdicts.append(outcome.accepted)
    entry = _outcome(outcome, lang)
    if number < STATES_SHOWN:
        entry["state"] = table(outcome.after, lang)
    return entry


def _json_report(
    head: dict[str, Any], moves: Iterator[dict[str, Any]], final: Callable[[], dict[str, Any]]
) -> Iterator[str]:
    """The report as `json.dumps(report, indent=1)` writes it, a move at a time: a long
    scenario's report is never held whole (it was 1.4 GB for 256 KB of one-word lines)."""
    yield "{\n"
    for key, value in head.items():
        yield f" {_dumped(key, 1)}: {_dumped(value, 1)},\n"
    yield ' "moves": ['
    empty = True
    for move in moves:
        yield ("\n  " if empty else ",\n  ") + _dumped(move, 2)
        empty = False
    yield "],\n" if empty else "\n ],\n"
    yield f' "final": {_dumped(final(), 1)}\n}}\n'


def _dumped(value: Any, depth: int) -> str:
    """`value` in JSON, indented as it is `depth` levels deep in the report."""
    return json.dumps(value, ensure_ascii=False, indent=1).replace("\n", "\n" + " " * depth)


def _outcome(outcome: Outcome, lang: str) -> dict[str, Any]:
    entry: dict[str, Any] = {"move": outcome.text, "accepted": outcome.accepted}
    if outcome.refusal is not None:
        entry["code"] = outcome.refusal.code
        entry["rule"] = outcome.refusal.rule_in(lang)
        entry["message"] = outcome.refusal.message(lang)
    if outcome.unreadable is not None:
        entry["code"] = "unreadable"
        entry["message"] = outcome.unreadable
    return entry


def _print_moves(outcomes: list[Outcome], lang: str) -> None:
    for number, outcome in enumerate(outcomes, start=1):
        entry = _outcome(outcome, lang)
        verdict = (
            f"{t('check.ok', lang):<7}"
            if outcome.accepted
            else t("check.refused", lang, code=entry["code"], message=entry["message"])
        )
        print(f"{number:3}. {outcome.text:<45} {verdict}")
    print()
