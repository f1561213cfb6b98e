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
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, TypeVar

import yaml

from cards_data import sentences
from rules.core.explained import Explained

T = TypeVar("T")

# A long game's scenario is some 10 KB; YAML is read at about 200 KB a second.
MAX_BYTES = 256 * 1024
MAX_DEPTH = 32


@dataclass(frozen=True)
class Where:
    """Where a value sits in a scenario: a place the reader's language words (the scenario
    itself, a player's seat, a list's entry: `scenario-at_<place>`), then keys as the file
    writes them, which read the same in every language ("life", "lawmen: hand")."""

    place: str | None = None
    params: tuple[tuple[str, Any], ...] = ()
    keys: tuple[str, ...] = ()

    @classmethod
    def at(cls, place: str, **params: Any) -> Where:
        return cls(place, tuple(params.items()))

    def __truediv__(self, key: str) -> Where:
        """The place of `key` under this one."""
        return replace(self, keys=(*self.keys, key))

    def said(self, lang: str) -> str:
        if self.place is None:
            said, keys = self.keys[0], self.keys[1:]
        else:
            said = sentences.t(f"scenario-at_{self.place}", lang, **dict(self.params))
            keys = self.keys
        for key in keys:
            said = sentences.t("scenario-under", lang, place=said, key=key)
        return said


TOP = Where.at("top")
"""The scenario as a whole (its top-level keys)."""


def located(where: Where | str) -> Where:
    """A key path as the file writes it ("seed", "lawmen: hand") as a place, or a place."""
    return where if isinstance(where, Where) else Where(keys=(where,))


class ScenarioError(Explained, ValueError):
    """The scenario file cannot be read or set up: a code (`scenario-<code>` in
    scenario.ftl) and where and why. `where` is a :class:`Where`; `error` the error of
    another kind (a set-up error, a misread card) that the file's reading met."""

    prefix = "scenario"

    def shown(self, key: str, value: Any, lang: str) -> Any:
        if isinstance(value, Where):
            return value.said(lang)
        if isinstance(value, Explained):
            return value.message(lang)
        return value


def read_document(path: Path) -> dict[Any, Any]:
    """The mapping a scenario file holds (ScenarioError, its path first, if there is none)."""
    try:
        document = _parse(_read_text(path))
    except ScenarioError as error:
        raise ScenarioError("in_file", path=str(path), error=error) from None
    if not isinstance(document, dict):
        raise ScenarioError("in_file", path=str(path), error=ScenarioError("no_mapping"))
    return document


def _read_text(path: Path) -> str:
    try:
        if not path.is_file():
            raise ScenarioError("not_a_file" if path.exists() else "no_such_file")
        with path.open("rb") as file:
            data = file.read(MAX_BYTES + 1)
    except OSError as error:
        raise ScenarioError("cannot_read", why=error.strerror or str(error)) from None
    if len(data) > MAX_BYTES:
        raise ScenarioError("too_large", kb=MAX_BYTES // 1024)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise ScenarioError(
            "not_utf8", byte=error.start, value=f"{data[error.start]:02x}"
        ) from None


class _BoundedLoader(yaml.SafeLoader):
    """Safe YAML, refusing aliases and nesting deeper than MAX_DEPTH as it composes."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self.depth = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        line = self.peek_event().start_mark.line + 1
        if self.check_event(yaml.AliasEvent):
            raise ScenarioError("alias", line=line)
        if self.depth >= MAX_DEPTH:
            raise ScenarioError("too_deep", line=line, most=MAX_DEPTH)
        self.depth += 1
        try:
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1


def _parse(text: str) -> Any:
    try:
        loader = _BoundedLoader(text)  # refuses control characters (NUL, BEL, ESC...) at once
    except yaml.reader.ReaderError as error:
        raise _unprintable(text, error) from None
    try:
        return loader.get_single_data()
    except yaml.MarkedYAMLError as error:  # the YAML library's own words say what it met
        mark = error.problem_mark or error.context_mark
        if mark is None:
            raise ScenarioError("not_yaml", problem=str(error.problem)) from None
        line, column = mark.line + 1, mark.column + 1
        problem = str(error.problem)
        raise ScenarioError("not_yaml_at", line=line, column=column, problem=problem) from None
    except yaml.YAMLError as error:
        raise ScenarioError("not_yaml", problem=str(error)) from None
    except ScenarioError:
        raise
    except ValueError as error:  # a number too long for int(); first clause only
        raise ScenarioError("unreadable_value", why=str(error).split(":")[0]) from None
    finally:
        loader.dispose()


def _unprintable(text: str, error: yaml.reader.ReaderError) -> ScenarioError:
    """Where the character YAML cannot hold is, in lines and columns, as a person counts:
    the YAML library words it on two lines, by offset into the whole text."""
    line = text.count("\n", 0, error.position) + 1
    column = error.position - text.rfind("\n", 0, error.position)
    return ScenarioError(
        "control_character", line=line, column=column, character=f"{error.character:04X}"
    )


def known_keys(raw: Mapping[Any, Any], allowed: Collection[str], where: Where | str) -> None:
    """Refuse a key no one reads, naming it and the closest known one."""
    for key in raw:
        if key not in allowed:
            close = difflib.get_close_matches(str(key), allowed, n=1)
            at = located(where)
            if close:
                raise ScenarioError("unknown_key_close", where=at, key=shown(key), close=close[0])
            known = ", ".join(allowed)
            raise ScenarioError("unknown_key", where=at, key=shown(key), known=known)


def mapping(raw: Any, where: Where | str) -> dict[Any, Any]:
    if not isinstance(raw, dict):
        raise ScenarioError("not_a_mapping", where=located(where), value=shown(raw))
    return raw


def listed(raw: Any, where: Where | str) -> list[Any]:
    """A list; nothing (None) is an empty one."""
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise ScenarioError("not_a_list", where=located(where), value=shown(raw))
    return raw


def listed_cards(
    raw: Any, where: Where | str, most: int, too_many: str, parse: Callable[[str], T]
) -> tuple[T, ...]:
    """A list of cards, each read by the game's `parse`; a list longer than `most` is refused
    at once, `too_many` the code saying why (a card list in either game's scenario)."""
    cards = listed(raw, where)
    if len(cards) > most:
        raise ScenarioError(too_many, where=located(where), count=len(cards), most=most)
    return tuple(parse(as_text(entry, where)) for entry in cards)


def save_head(game: str, full_information: bool, seed: int) -> dict[str, Any]:
    """What either game's save file starts with: the game, its mode and its seed."""
    return {"game": game, "mode": "full" if full_information else "table", "seed": seed}


def whole(raw: Any, where: Where | str, low: int | None = None, high: int | None = None) -> int:
    """A whole number from `low` to `high` (None: no bound); not 2.5, not .inf, not yes."""
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise ScenarioError("not_whole", where=located(where), value=shown(raw))
    if (low is not None and raw < low) or (high is not None and raw > high):
        if high is None:
            raise ScenarioError("whole_at_least", where=located(where), low=low, value=shown(raw))
        at = located(where)
        raise ScenarioError("whole_between", where=at, low=low, high=high, value=shown(raw))
    return raw


def as_text(raw: Any, where: Where | str) -> str:
    """A name or a word; a number is taken as written (a player called 7)."""
    if isinstance(raw, bool) or not isinstance(raw, str | int):
        raise ScenarioError("not_a_name", where=located(where), value=shown(raw))
    return str(raw)


def flag(raw: Any, where: Where | str) -> bool:
    if not isinstance(raw, bool):
        raise ScenarioError("not_a_flag", where=located(where), value=shown(raw))
    return raw


def shown(raw: Any) -> str:
    """The value as the file wrote it, cut short: a message stays one readable line."""
    shown = repr(raw)
    return shown if len(shown) <= 40 else shown[:37] + "..."
