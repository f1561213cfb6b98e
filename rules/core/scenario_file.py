"""Reading a scenario file, and the typed fields of its mappings, refused with the key named.

A scenario comes from anyone (a bug report, a dispute settled by mail), so reading one is
bounded: at most `MAX_BYTES`, UTF-8, YAML without aliases (a few lines of them expand to
billions of entries) and nested at most `MAX_DEPTH` deep (deeper overflows the stack). Every
field is checked for its type and range before anything is built from it, and a key nobody
reads (a misspelt `dek_top`) is refused rather than silently ignored. The keys each level may
hold are declared by the game's scenario module (`rules/bang/scenario.py`,
`rules/duel/scenario.py`).
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Collection, Mapping
from pathlib import Path
from typing import Any, TypeVar

import yaml

T = TypeVar("T")

# A long game's scenario is some 10 KB; YAML is read at about 200 KB a second.
MAX_BYTES = 256 * 1024
MAX_DEPTH = 32


class ScenarioError(ValueError):
    """The scenario file cannot be read or set up; the message says where and why."""


def read_document(path: Path) -> dict[Any, Any]:
    """The mapping a scenario file holds (ScenarioError, its path first, if there is none)."""
    try:
        document = _parse(_read_text(path))
    except ScenarioError as error:
        raise ScenarioError(f"{path}: {error}") from None
    if not isinstance(document, dict):
        raise ScenarioError(f"{path}: should be a mapping with 'players' and 'moves'")
    return document


def _read_text(path: Path) -> str:
    try:
        if not path.is_file():
            raise ScenarioError("not a file" if path.exists() else "cannot be read (no such file)")
        with path.open("rb") as file:
            data = file.read(MAX_BYTES + 1)
    except OSError as error:
        raise ScenarioError(f"cannot be read ({error.strerror or error})") from None
    if len(data) > MAX_BYTES:
        raise ScenarioError(f"too large: a scenario is at most {MAX_BYTES // 1024} KB")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        where = f"byte {error.start} is 0x{data[error.start]:02x}"
        raise ScenarioError(f"not UTF-8 text ({where})") from None


class _BoundedLoader(yaml.SafeLoader):
    """Safe YAML, refusing aliases and nesting deeper than MAX_DEPTH as it composes."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self.depth = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        line = self.peek_event().start_mark.line + 1
        if self.check_event(yaml.AliasEvent):
            raise ScenarioError(f"line {line}: aliases (*name) are not allowed in a scenario")
        if self.depth >= MAX_DEPTH:
            raise ScenarioError(f"line {line}: nested more than {MAX_DEPTH} levels deep")
        self.depth += 1
        try:
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1


def _parse(text: str) -> Any:
    try:
        loader = _BoundedLoader(text)  # refuses control characters (NUL, BEL, ESC...) at once
    except yaml.reader.ReaderError as error:
        raise ScenarioError(_unprintable(text, error)) from None
    try:
        return loader.get_single_data()
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark else ""
        raise ScenarioError(f"is not valid YAML ({where}{error.problem})") from None
    except yaml.YAMLError as error:
        raise ScenarioError(f"is not valid YAML ({error})") from None
    except ScenarioError:
        raise
    except ValueError as error:  # a number too long for int(); first clause only
        raise ScenarioError(f"a value cannot be read ({str(error).split(':')[0]})") from None
    finally:
        loader.dispose()


def _unprintable(text: str, error: yaml.reader.ReaderError) -> str:
    """Where the character YAML cannot hold is, in lines and columns, as a person counts:
    the YAML library words it on two lines, by offset into the whole text."""
    line = text.count("\n", 0, error.position) + 1
    column = error.position - text.rfind("\n", 0, error.position)
    return (
        f"is not valid YAML (line {line}, column {column}: "
        f"control character U+{error.character:04X} is not allowed)"
    )


def known_keys(raw: Mapping[Any, Any], allowed: Collection[str], where: str) -> None:
    """Refuse a key no one reads, naming it and the closest known one."""
    for key in raw:
        if key not in allowed:
            close = difflib.get_close_matches(str(key), allowed, n=1)
            hint = f"did you mean '{close[0]}'?" if close else f"known: {', '.join(allowed)}"
            raise ScenarioError(f"{where}: unknown key {shown(key)} ({hint})")


def mapping(raw: Any, where: str) -> dict[Any, Any]:
    if not isinstance(raw, dict):
        raise ScenarioError(f"{where}: expected a mapping (key: value), not {shown(raw)}")
    return raw


def listed(raw: Any, where: str) -> list[Any]:
    """A list; nothing (None) is an empty one."""
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise ScenarioError(f"{where}: expected a list, not {shown(raw)}")
    return raw


def listed_cards(
    raw: Any, where: str, most: int, too_many: str, parse: Callable[[str], T]
) -> tuple[T, ...]:
    """A list of cards, each read by the game's `parse`; a list longer than `most` is refused
    at once, `too_many` saying why (a card list in either game's scenario)."""
    cards = listed(raw, where)
    if len(cards) > most:
        raise ScenarioError(f"{where}: {len(cards)} cards, {too_many}")
    return tuple(parse(as_text(entry, where)) for entry in cards)


def save_head(game: str, full_information: bool, seed: int) -> dict[str, Any]:
    """What either game's save file starts with: the game, its mode and its seed."""
    return {"game": game, "mode": "full" if full_information else "table", "seed": seed}


def whole(raw: Any, where: str, low: int | None = None, high: int | None = None) -> int:
    """A whole number from `low` to `high` (None: no bound); not 2.5, not .inf, not yes."""
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise ScenarioError(f"{where}: expected a whole number, not {shown(raw)}")
    if (low is not None and raw < low) or (high is not None and raw > high):
        bounds = f"of at least {low}" if high is None else f"from {low} to {high}"
        raise ScenarioError(f"{where}: expected a whole number {bounds}, not {shown(raw)}")
    return raw


def as_text(raw: Any, where: str) -> str:
    """A name or a word; a number is taken as written (a player called 7)."""
    if isinstance(raw, bool) or not isinstance(raw, str | int):
        raise ScenarioError(f"{where}: expected a name, not {shown(raw)}")
    return str(raw)


def flag(raw: Any, where: str) -> bool:
    if not isinstance(raw, bool):
        raise ScenarioError(f"{where}: expected true or false, not {shown(raw)}")
    return raw


def shown(raw: Any) -> str:
    """The value as the file wrote it, cut short: a message stays one readable line."""
    shown = repr(raw)
    return shown if len(shown) <= 40 else shown[:37] + "..."
