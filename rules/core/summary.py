"""What both games' public tables share (`check --json`): the schema's version and a pending
request as plain data."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any

SCHEMA_VERSION = 3


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
