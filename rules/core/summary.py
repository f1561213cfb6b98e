"""What both games' public tables share (`check --json`): the schema's version, the pending
decision and the discard pile as plain data."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Sequence
from typing import Any

from rules.core.pending import Pending

SCHEMA_VERSION = 3


def pending_fields(waiting: Pending, card_text: Callable[[Any], str]) -> dict[str, Any]:
    """The pending decision as plain data: whose it is, its kind, and the request behind it
    (`request_fields`); each game adds what its decisions need."""
    shown: dict[str, Any] = {"player": waiting.player, "decision": waiting.kind}
    if waiting.request is not None:
        shown |= request_fields(waiting.request, card_text)
    return shown


def discard_fields(
    discard: Sequence[Any], card_text: Callable[[Any], str | None]
) -> dict[str, Any]:
    """The discard pile as plain data: its count, and its cards top first (None for one
    nobody has seen, as `card_text` says)."""
    return {"count": len(discard), "cards": [card_text(card) for card in reversed(discard)]}


def request_fields(request: Any, card_text: Callable[[Any], str]) -> dict[str, Any]:
    """A pending request as plain data: its name (`DuelFight` → "duel_fight") and fields,
    cards written with `card_text`. Shared by both games' summaries."""
    fields = {"request": re.sub(r"(?<!^)(?=[A-Z])", "_", type(request).__name__).lower()}
    for field in dataclasses.fields(request):
        fields[field.name] = _plain(getattr(request, field.name), card_text)
    return fields


def _plain(value: Any, card_text: Callable[[Any], str]) -> Any:
    if isinstance(value, tuple | list):
        return [_plain(item, card_text) for item in value]
    if dataclasses.is_dataclass(value) and hasattr(value, "kind") and hasattr(value, "known"):
        return card_text(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return request_fields(value, card_text)
    return value
