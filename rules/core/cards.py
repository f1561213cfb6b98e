"""A card as the table knows it, in either game: each field stated or not.

BANG!'s cards (rules/bang/cards.py: kind, suit, rank) and the Duel's (rules/duel/cards.py:
kind, deck, symbol) are known the same way: a field nobody saw is None, and what the table
knows of a card grows (`merged`) or blurs (`shared`) field by field. The core reasons about
either through these protocols and never imports a game's cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, Self, runtime_checkable


class Knowable(Protocol):
    """A card of either game as the table knows it: each field stated or not."""

    @property
    def kind(self) -> str | None: ...

    @classmethod
    def every_copy(cls) -> Sequence[Self]:
        """The game's physical cards, every field known, always the same and in one order."""
        ...

    def matches(self, spec: Self) -> bool: ...
    def agrees(self, other: Self) -> bool: ...
    def merged(self, other: Self) -> Self: ...
    def shared(self, other: Self) -> Self: ...


@runtime_checkable
class Indexed(Protocol):
    """A card with a corner index (BANG!'s): a refusal names it with its index ("6♥")."""

    @property
    def kind(self) -> str | None: ...

    def index(self) -> str: ...
