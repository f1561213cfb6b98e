"""`bang-companion deck`: every physical card of a game, one entry per copy."""

from __future__ import annotations

import argparse
import json
from typing import Any

from cards_data import LANGUAGES, load_bang, load_duel
from companion.i18n import t, words
from companion.settings import cli_language


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("deck", help=words("deck.help"))
    parser.add_argument("--game", choices=("bang", "duel"), default="bang")
    parser.add_argument("--json", action="store_true", help=words("deck.json"))
    parser.set_defaults(run=run)


def deck_entries(game: str) -> list[dict[str, Any]]:
    """One dict per physical copy, as `--json` prints them."""
    if game == "bang":
        return [
            {
                "id": item.card.id,
                "name": item.card.names["en"],
                "names": {lang: item.card.names[lang] for lang in LANGUAGES},
                "suit": item.copy.suit,
                "rank": item.copy.rank,
            }
            for item in load_bang().deck()
        ]
    data = load_duel()
    return [
        {
            "id": item.card.id,
            "name": item.card.names["en"],
            "names": {lang: item.card.names[lang] for lang in LANGUAGES},
            "deck": item.deck,
            "symbol": item.symbol,
        }
        for which in ("sheriff", "outlaw")
        for item in data.deck(which)
    ]


def run(args: argparse.Namespace) -> int:
    entries = deck_entries(args.game)
    if args.json:
        print(json.dumps(entries, ensure_ascii=False, indent=1))
        return 0
    where = "suit" if args.game == "bang" else "deck"
    detail = "rank" if args.game == "bang" else "symbol"
    print(f"{'card':<16} {'français':<20} {'italiano':<18} {'Nederlands':<18} {where:<9} {detail}")
    for entry in entries:
        names = entry["names"]
        print(
            f"{entry['name']:<16} {names['fr']:<20} {names['it']:<18} {names['nl']:<18} "
            f"{entry[where]:<9} {entry[detail]}"
        )
    print("\n" + t("deck.count", cli_language(), n=len(entries)))
    return 0
