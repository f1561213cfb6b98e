"""Every sentence the product shows comes from the Fluent files (cards_data/locales): the code
of rules/ and companion/ (`bang-companion camera` too: the camera gives codes) hands message
ids and arguments to what shows text, never English words. The few literals allowed are
listed below, each with its reason."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCANNED = sorted([*ROOT.glob("rules/**/*.py"), *ROOT.glob("companion/**/*.py")])

SHOWN_BY = {
    # what puts text on a screen, a page or a terminal
    *("print", "notify", "Static", "Label", "Button", "Input", "Text", "update", "say"),
    *("refusal_page", "every_language_page", "HTTPBadRequest", "HTTPForbidden", "Binding"),
    # what ends a command with a message, or is shown as one
    *("exit", "_fail", "error", "ArgumentTypeError", "ArgumentParser", "add_parser"),
    *("add_argument", "add_argument_group", "ServeError", "StoreError", "StoreBusy"),
    *("CameraOff", "CameraBusyError", "RecordError", "ScenarioError", "DataError", "OSError"),
}
"""Calls whose text arguments (and the keywords below) reach a player."""
SHOWN_AS = {"help", "description", "placeholder", "title", "label", "message", "text", "why"}

WORD = re.compile(r"[A-Za-z]{3,}")
AN_ID = re.compile(r"^[A-Za-z0-9_.#:+\-]*$")
"""A message id ("move.reveal"), a widget's id or class, an option ("--lang"), a key
("ctrl+z"): no words."""

ALLOWED: dict[str, str] = {
    # file: why its literals may stay
}
ALLOWED_LITERALS: dict[str, str] = {
    # literal: why it is not a sentence to translate
    "Rules lookup": "a key binding's description: show=False and no command palette, unseen",
    "Language": "a key binding's description, unseen (show=False)",
    "Join from a tablet": "a key binding's description, unseen (show=False)",
    "Quit": "a key binding's description, unseen (show=False)",
}


def _texts(node: ast.AST) -> Iterator[str]:
    """The literal text of an argument: a string, the fixed parts of an f-string, or of a
    concatenation of them."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value
    elif isinstance(node, ast.JoinedStr):
        yield from (part.value for part in node.values if isinstance(part, ast.Constant))
    elif isinstance(node, ast.BinOp):
        yield from _texts(node.left)
        yield from _texts(node.right)


def _called(call: ast.Call) -> str | None:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)


def english_shown(path: Path) -> Iterator[tuple[int, str]]:
    """(line, text) of each literal with words that `path` passes to what shows text."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call) or _called(node) not in SHOWN_BY:
            continue
        if _called(node) == "CameraOff" and len(node.args) == 2:
            continue  # with a trouble code, which the draw! panel words; the text is for logs
        shown = [*node.args, *(k.value for k in node.keywords if k.arg in SHOWN_AS)]
        for argument in shown:
            for text in _texts(argument):
                if WORD.search(text) and not AN_ID.match(text) and text not in ALLOWED_LITERALS:
                    yield node.lineno, text


def test_no_english_sentence_is_left_in_the_code_that_shows_text():
    left = [
        f"{path.relative_to(ROOT)}:{line}: {text!r}"
        for path in SCANNED
        if str(path.relative_to(ROOT)) not in ALLOWED
        for line, text in english_shown(path)
    ]
    assert not left, "\n".join(left)


def test_the_scanner_finds_a_sentence_written_in_code(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        'self.notify(f"Saved {n} games")\n'
        'print(t("cli.ready", lang))\n'
        'parser.add_argument("--lang", help="language of the app")\n'
        'Static(id="seat-row")\n',
        encoding="utf-8",
    )
    assert [text for _line, text in english_shown(sample)] == [
        "Saved ",
        " games",
        "language of the app",
    ]


def test_every_file_allowed_still_exists():
    assert all((ROOT / name).is_file() for name in ALLOWED)
