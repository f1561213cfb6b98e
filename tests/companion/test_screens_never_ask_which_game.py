"""The app asks the game's presenter, never the game's type (#53 item 2): outside the Duel's
own presenter modules and the one place that picks a presenter, no companion module tests
whether it holds a Duel (isinstance, a match on a class, `is_duel`) or names its setup or
table types."""

from __future__ import annotations

import ast
from pathlib import Path

COMPANION = Path(__file__).resolve().parents[2] / "companion"
MAY_ASK = {"games/duel.py", "games/duel_choices.py", "games/duel_words.py"}
"""The Duel's presenter modules, and the one place that picks a presenter from a setup."""
GAME_TYPES = {"DuelSetup", "DuelState"}
DUEL_FROM = {("rules", "duel"), ("cards_data", "DuelCard")}
"""The Duel's names imported from a package both games share."""


def duel_names(tree: ast.Module) -> set[str]:
    """The names a module binds to the Duel's rules (classes, or its modules)."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("rules.duel"):
            names |= {alias.asname or alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module == "rules":
            names |= {alias.asname or alias.name for alias in node.names if alias.name == "duel"}
        elif isinstance(node, ast.ImportFrom) and node.module == "cards_data":
            names |= {
                alias.asname or alias.name for alias in node.names if alias.name == "DuelCard"
            }
    return names


def _mentions(node: ast.AST, duel: set[str]) -> bool:
    """Whether a class expression names one of the Duel's (`Card`, `duel.Shot`, a union)."""
    return any(isinstance(part, ast.Name) and part.id in duel for part in ast.walk(node))


def game_type_tests(source: str) -> list[str]:
    """Where `source` tells which game it holds: line and what it does."""
    tree = ast.parse(source)
    duel = duel_names(tree)
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("isinstance", "issubclass")
            and len(node.args) == 2
            and _mentions(node.args[1], duel)
        ):
            found.append((node.lineno, f"{node.func.id} on a Duel type"))
        elif isinstance(node, ast.MatchClass) and _mentions(node.cls, duel):
            found.append((node.cls.lineno, "match on a Duel type"))
        elif isinstance(node, ast.Attribute) and node.attr == "is_duel":
            found.append((node.lineno, "is_duel"))
        elif isinstance(node, ast.Name | ast.alias) and _named(node) in GAME_TYPES:
            found.append((node.lineno, f"names {_named(node)}"))
    return [f"{line}: {what}" for line, what in sorted(found)]


def _named(node: ast.Name | ast.alias) -> str:
    return node.id if isinstance(node, ast.Name) else node.name


def test_no_companion_module_outside_the_duel_presenter_tests_which_game_it_holds():
    modules = sorted(COMPANION.rglob("*.py"))
    assert len(modules) > 50  # the whole package is scanned
    asking = {
        str(path.relative_to(COMPANION)): found
        for path in modules
        if str(path.relative_to(COMPANION)) not in MAY_ASK
        and (found := game_type_tests(path.read_text(encoding="utf-8")))
    }
    assert asking == {}


def test_the_scan_sees_each_way_of_asking_for_the_game_type_and_not_the_duel_card_of_bang():
    source = """
from rules.duel import state as duel
from rules.duel.cards import Card as DuelCard
from rules.bang.state import DuelFight
if isinstance(card, Card | DuelCard): pass
if session.is_duel: pass
match request:
    case duel.Shot(): pass
    case DuelFight(): pass
if isinstance(request, DuelFight): pass
state: DuelState
"""
    assert game_type_tests(source) == [
        "5: isinstance on a Duel type",
        "6: is_duel",
        "8: match on a Duel type",
        "11: names DuelState",
    ]
