"""Every UI string exists in French, Italian, Dutch and English, and every key the code uses."""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest

from companion.app import CompanionApp
from companion.camera_words import CAMERA_HINTS, CAMERA_TROUBLES
from companion.i18n import UI_LANGUAGES, next_language, t
from companion.strings import STRINGS

SOURCE = Path(__file__).resolve().parents[2] / "companion"
FAMILIES = {
    # keys built at run time: prefix -> the values the code can put after it
    "phase.": ("draw", "play", "discard"),
    "pending.": (
        "draw",
        "play",
        "discard",
        "respond",
        "dying",
        "check",
        "general_store",
        "black_jack",
        "pick",
        "put_back",
        "reveal_role",
        "start",
        "enter",
        "choose",
        "duel_discard",
    ),
    "winner.": ("sheriff", "outlaws", "renegade", "lawmen"),
    "why.duel_": ("lawmen", "outlaws"),
    "duel.": ("lawmen", "outlaws"),
    "why.": ("sheriff", "outlaws", "renegade"),
    "games.": ("playing", "over"),
    "suit.": ("hearts", "diamonds", "clubs", "spades"),
    "lookup.deck_": ("sheriff", "outlaw"),
    "draw.hint_": CAMERA_HINTS,
    "draw.trouble_": CAMERA_TROUBLES,
}


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", sorted(STRINGS))
def test_every_key_has_the_four_languages_with_the_same_placeholders(key):
    texts = STRINGS[key]
    assert set(texts) == set(UI_LANGUAGES)
    assert all(text.strip() for text in texts.values())
    expected = placeholders(texts["en"])
    for lang in UI_LANGUAGES:
        assert placeholders(texts[lang]) == expected, lang


def literal_keys() -> set[str]:
    """Every string literal in the app's code that has the shape of a UI string key."""
    shape = re.compile(r"^[a-z_]+\.[a-z_]+$")
    found = set()
    for path in SOURCE.rglob("*.py"):
        if path.name == "strings.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        built = {
            id(part)
            for node in ast.walk(tree)
            if isinstance(node, ast.JoinedStr)
            for part in node.values
        }
        for node in ast.walk(tree):
            if (
                id(node) not in built
                and isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and shape.match(node.value)
                and node.value.split(".")[0] in _PREFIXES
                and not _is_action(node.value)
            ):
                found.add(node.value)
    return found


def _is_action(text: str) -> bool:
    """ "app.lookup" and the like are Textual actions, not strings to translate."""
    namespace, _, action = text.partition(".")
    return namespace == "app" and hasattr(CompanionApp, f"action_{action}")


_PREFIXES = {key.split(".")[0] for key in STRINGS if "." in key}


def test_every_key_the_code_names_exists():
    missing = sorted(literal_keys() - set(STRINGS))
    assert not missing


def test_every_key_built_at_run_time_exists():
    missing = [
        f"{prefix}{value}"
        for prefix, values in FAMILIES.items()
        for value in values
        if f"{prefix}{value}" not in STRINGS
    ]
    assert not missing


def test_strings_are_filled_in_and_languages_cycle():
    assert t("move.play_on", "fr", player="Anna", card="BANG!", target="Ben") == (
        "Anna joue BANG! sur Ben"
    )
    assert [next_language(lang) for lang in UI_LANGUAGES] == ["it", "nl", "en", "fr"]
