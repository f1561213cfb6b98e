"""`bang-companion rules QUERY`: look a card, character or role up by name, in any language."""

from __future__ import annotations

import argparse
import sys

from cards_data import LANGUAGES, BangCard, DuelCard, Entry, normalise
from cards_data.lookup import Match, lookup
from cards_data.model import DuelDeckShare
from companion.labels import GAME_NAMES, KIND_NAMES, LANGUAGE_NAMES
from companion.settings import system_language


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("rules", help="look up a card, character or role by name")
    parser.add_argument("query", nargs="+", help="a name in French, Italian, Dutch or English")
    parser.add_argument("--lang", choices=LANGUAGES, help="language of the answer")
    parser.add_argument("--game", choices=("bang", "duel"), help="search one game only")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    query = " ".join(args.query)
    result = lookup(query, args.game)
    if not result.matches:
        hint = f" Did you mean: {', '.join(result.suggestions)}?" if result.suggestions else ""
        shown = query if len(query) <= 60 else query[:57] + "..."
        print(f"No card, character or role is called {shown!r}.{hint}", file=sys.stderr)
        return 1
    several = len(result.matches) > 1
    if several:
        print(f"{len(result.matches)} entries match {query!r}:\n")
    for match in result.matches:
        print(describe(match, args.lang or answer_language(match), several))
        print()
    return 0


def answer_language(match: Match) -> str:
    """The language of the name typed; where that name is the same in the system's language
    ("Black Jack" in all four), the system's."""
    system = system_language()
    if system is not None and normalise(match.entry.name(system)) == normalise(match.matched_name):
        return system
    return match.lang


def describe(match: Match, lang: str, labelled: bool = True) -> str:
    """The entry as shown to a player: name, kind and game, other names, copies, rules text."""
    entry = match.entry
    title = f"{entry.name(lang)} — {KIND_NAMES[entry.kind][lang]}, {GAME_NAMES[entry.game]}"
    if labelled:
        title += f"  (matched {match.matched_name!r}, {LANGUAGE_NAMES[match.lang]})"
    lines = [title]
    lines += [f"  {LANGUAGE_NAMES[other]}: {name}" for other, name in _other_names(entry, lang)]
    lines += _card_facts(entry)
    lines.append("")
    lines.append(entry.text[lang])
    return "\n".join(lines)


def _other_names(entry: Entry, lang: str) -> list[tuple[str, str]]:
    shown = []
    for other in LANGUAGES:
        if other == lang:
            continue
        marker = " (no printed name: English used)" if other in entry.unsourced_names else ""
        shown.append((other, entry.name(other) + marker))
    return shown


def _share(share: DuelDeckShare) -> str:
    symbols = ", ".join(f"{count} {symbol}" for symbol, count in share.symbols.items())
    return f"{share.count} ({symbols})" if share.count else "0"


def _card_facts(entry: Entry) -> list[str]:
    if isinstance(entry, BangCard):
        copies = ", ".join(str(copy) for copy in entry.copies)
        facts = [f"  {len(entry.copies)} cop{'y' if len(entry.copies) == 1 else 'ies'}: {copies}"]
        if entry.range is not None:
            facts.append(f"  weapon, range {entry.range}")
        return facts
    if isinstance(entry, DuelCard):
        return [f"  {deck} deck: {_share(share)}" for deck, share in entry.decks.items()]
    return []
