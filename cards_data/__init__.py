"""The card data of BANG! and BANG! Duel: YAML files, their checked loader and name lookup."""

from cards_data.loader import DataError, load_bang, load_duel
from cards_data.model import (
    RANKS,
    SUITS,
    BangCard,
    BangData,
    Character,
    Copy,
    DuelCard,
    DuelData,
    Entry,
    Role,
)
from cards_data.names import LANGUAGES, normalise

__all__ = [
    "LANGUAGES",
    "RANKS",
    "SUITS",
    "BangCard",
    "BangData",
    "Character",
    "Copy",
    "DataError",
    "DuelCard",
    "DuelData",
    "Entry",
    "Role",
    "load_bang",
    "load_duel",
    "normalise",
]
