"""Words the command line and the app show around the data, in the four languages."""

from __future__ import annotations

from collections.abc import Mapping

LANGUAGE_NAMES: Mapping[str, str] = {
    "fr": "français",
    "it": "italiano",
    "nl": "Nederlands",
    "en": "English",
}

GAME_NAMES: Mapping[str, str] = {"bang": "BANG!", "duel": "BANG! Duel"}

KIND_NAMES: Mapping[str, Mapping[str, str]] = {
    "card": {"fr": "carte", "it": "carta", "nl": "kaart", "en": "card"},
    "character": {"fr": "personnage", "it": "personaggio", "nl": "personage", "en": "character"},
    "role": {"fr": "rôle", "it": "ruolo", "nl": "rol", "en": "role"},
}
