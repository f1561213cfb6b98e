"""`bang-companion check SCENARIO.yaml`: replay a scenario and say what the rules accept."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from cards_data import LANGUAGES
from rules.duel import summary as duel_summary
from rules.duel.setup import DuelSetup
from rules.scenario import Outcome, ScenarioError, load, replay
from rules.summary import SCHEMA_VERSION, summarise


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("check", help="replay a scenario's moves against the rules")
    parser.add_argument("scenario", type=Path)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help="language of messages")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    try:
        setup, lines = load(args.scenario)
        game, outcomes = replay(setup, lines)
    except ScenarioError as error:
        print(f"bang-companion check: {error}", file=sys.stderr)
        return 2
    duel = isinstance(setup, DuelSetup)
    table = duel_summary.summarise if duel else summarise
    final = table(game.state, args.lang)
    if args.json:
        report = {
            "format": "bang-companion-check",
            "version": SCHEMA_VERSION,
            "game": "duel" if duel else "bang",
            "moves": [
                _outcome(o, args.lang) | {"state": table(o.after, args.lang)} for o in outcomes
            ],
            "final": final,
        }
        print(json.dumps(report, ensure_ascii=False, indent=1))
    elif duel:
        _print_moves(outcomes, args.lang)
        print("\n".join(duel_summary.lines(final)))
    else:
        _print_text(outcomes, final, args.lang)
    return 0 if all(outcome.accepted for outcome in outcomes) else 1


def _outcome(outcome: Outcome, lang: str) -> dict[str, Any]:
    entry: dict[str, Any] = {"move": outcome.text, "accepted": outcome.accepted}
    if outcome.refusal is not None:
        entry["code"] = outcome.refusal.code
        entry["rule"] = outcome.refusal.rule
        entry["message"] = outcome.refusal.message(lang)
    if outcome.unreadable is not None:
        entry["code"] = "unreadable"
        entry["message"] = outcome.unreadable
    return entry


def _print_moves(outcomes: list[Outcome], lang: str) -> None:
    for number, outcome in enumerate(outcomes, start=1):
        entry = _outcome(outcome, lang)
        verdict = "ok     " if outcome.accepted else f"REFUSED [{entry['code']}] {entry['message']}"
        print(f"{number:3}. {outcome.text:<45} {verdict}")
    print()


def _print_text(outcomes: list[Outcome], final: dict[str, Any], lang: str) -> None:
    _print_moves(outcomes, lang)
    for player in final["players"]:
        status = "" if player["alive"] else "  (eliminated)"
        role = f" {player['role']}" if player["role"] else ""
        in_play = ", ".join(player["in_play"]) or "-"
        print(
            f"{player['name']:<10} {player['character']:<16}{role:<10} life {player['life']}"
            f"/{player['max_life']}  hand {player['hand']}  in play: {in_play}{status}"
        )
    waiting = final["pending"]
    print(
        f"\nturn: {final['turn']} ({final['phase']}); waiting for: "
        f"{waiting['decision']}{' by ' + waiting['player'] if waiting['player'] else ''}"
    )
    if final["winner"]:
        print(f"winner: {final['winner']}")
