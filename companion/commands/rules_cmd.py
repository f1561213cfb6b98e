"""`bang-companion rules QUERY`: look a card, character or role up by name, in any language."""

from __future__ import annotations

import argparse
import sys

from cards_data import LANGUAGES, normalise
from cards_data.lookup import Match, lookup
from companion.i18n import t
from companion.lookup_words import describe, nothing_found
from companion.settings import cli_language, system_language


def add_parser(commands: argparse._SubParsersAction) -> None:
    lang = cli_language()
    parser = commands.add_parser("rules", help=t("rules.help", lang))
    parser.add_argument("query", nargs="+", help=t("rules.query", lang))
    parser.add_argument("--lang", choices=LANGUAGES, help=t("rules.lang", lang))
    parser.add_argument("--game", choices=("bang", "duel"), help=t("rules.game", lang))
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    query = " ".join(args.query)
    result = lookup(query, args.game, args.lang)
    if not result.matches:
        lang = cli_language(args.lang)
        print(nothing_found(result, lang, quoted=True), file=sys.stderr)
        return 1
    lang = args.lang or answer_language(result.matches[0])
    several = len(result.matches) > 1
    if several:
        print(t("lookup.several", lang, n=len(result.matches), query=query) + "\n")
    for match in result.matches:
        print(describe(match, lang, several, args.game))
        print()
    return 0


def answer_language(match: Match) -> str:
    """With no --lang, the language of the name typed (of the first entry found, for all of
    them); where that name is the same in the system's language ("Black Jack" in all four),
    the system's."""
    system = system_language()
    if system is not None and normalise(match.entry.name(system)) == normalise(match.matched_name):
        return system
    return match.lang
