"""Read the YAML files and check them, so that a bad edit fails loudly, naming file and entry.

The data is checked against the facts of the physical game (80 BANG! cards, 20 per suit,
two Duel decks of 40...). A count that does not add up is a data error, not a game rule.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

import yaml

from cards_data.model import (
    DUEL_DECKS,
    DUEL_SIDES,
    DUEL_SYMBOLS,
    RANKS,
    SUITS,
    BangCard,
    BangData,
    Character,
    Copy,
    DuelCard,
    DuelData,
    DuelDeckShare,
    Entry,
    Role,
)
from cards_data.names import LANGUAGES, normalise

DATA_DIR = Path(__file__).parent
BANG_DECK_SIZE = 80
BANG_PER_SUIT = 20
DUEL_DECK_SIZE = 40
DUEL_CHARACTERS_PER_SIDE = 12

E = TypeVar("E", bound=Entry)


class DataError(ValueError):
    """The card data is wrong; the message names the file and the entry."""


class _Entry:
    """One YAML mapping being read, remembering where it came from for error messages."""

    def __init__(self, path: Path, raw: Any, label: str) -> None:
        self.path = path
        self.label = label
        if not isinstance(raw, dict):
            self.fail("is not a mapping")
        self.raw: dict[str, Any] = raw

    def fail(self, problem: str) -> None:
        raise DataError(f"{self.path.name}: {self.label}: {problem}")

    def get(self, key: str, kind: type | tuple[type, ...], default: Any = ...) -> Any:
        if key not in self.raw:
            if default is ...:
                self.fail(f"missing key '{key}'")
            return default
        value = self.raw[key]
        if not isinstance(value, kind) or (isinstance(value, bool) and bool not in _as_tuple(kind)):
            self.fail(f"key '{key}' should be {_kind_name(kind)}, not {value!r}")
        return value

    def one_of(self, key: str, allowed: tuple[str, ...]) -> str:
        value = self.get(key, str)
        if value not in allowed:
            self.fail(f"unknown {key} {value!r} (expected one of {', '.join(allowed)})")
        return value

    def per_language(self, key: str) -> dict[str, str]:
        values = self.get(key, dict)
        for lang in LANGUAGES:
            text = values.get(lang)
            if not isinstance(text, str) or not text.strip():
                self.fail(f"'{key}' has no {lang} value")
        unknown = set(values) - set(LANGUAGES)
        if unknown:
            self.fail(f"'{key}' has unknown languages {sorted(unknown)}")
        return {lang: values[lang].strip() for lang in LANGUAGES}

    def entry_fields(self, game: str, kind: str) -> dict[str, Any]:
        """The fields every looked-up entry shares: id, names, aliases, texts."""
        aliases = self.get("aliases", dict, {})
        unsourced = self.get("unsourced_names", list, [])
        if set(unsourced) - set(LANGUAGES) or set(aliases) - set(LANGUAGES):
            self.fail("aliases/unsourced_names name an unknown language")
        return {
            "game": game,
            "kind": kind,
            "id": self.get("id", str),
            "names": self.per_language("names"),
            "text": self.per_language("text"),
            "aliases": {
                lang: tuple(str(a) for a in (names or ())) for lang, names in aliases.items()
            },
            "unsourced_names": frozenset(unsourced),
        }


def _as_tuple(kind: type | tuple[type, ...]) -> tuple[type, ...]:
    return kind if isinstance(kind, tuple) else (kind,)


def _kind_name(kind: type | tuple[type, ...]) -> str:
    return " or ".join(k.__name__ for k in _as_tuple(kind))


_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's safe loader when PyYAML was built with it: the same documents, read ten times
faster (every command that knows the cards starts by reading them)."""


def _read_yaml(path: Path) -> dict[str, Any]:
    try:
        with path.open(encoding="utf-8") as stream:
            document = yaml.load(stream, Loader=_LOADER)
    except OSError as error:
        raise DataError(f"{path.name}: cannot be read ({error.strerror})") from error
    except yaml.YAMLError as error:
        raise DataError(f"{path.name}: is not valid YAML ({error})") from error
    if not isinstance(document, dict):
        raise DataError(f"{path.name}: should hold a mapping at the top")
    return document


def _read_list(path: Path, key: str, build: Callable[[_Entry], E]) -> dict[str, E]:
    """Build every entry of the list under `key`, refusing a repeated id."""
    document = _read_yaml(path)
    items = document.get(key)
    if not isinstance(items, list) or not items:
        raise DataError(f"{path.name}: missing or empty list '{key}'")
    built: dict[str, E] = {}
    for position, raw in enumerate(items, start=1):
        label = f"entry {raw.get('id')!r}" if isinstance(raw, dict) else f"entry #{position}"
        entry = build(_Entry(path, raw, label))
        if entry.id in built:
            raise DataError(f"{path.name}: entry {entry.id!r}: id used twice")
        built[entry.id] = entry
    return built


# ---- BANG! -------------------------------------------------------------------------------


def _bang_card(item: _Entry) -> BangCard:
    color = item.one_of("color", ("brown", "blue"))
    weapon_range = item.get("range", (int, type(None)), None)
    if weapon_range is not None and (color != "blue" or weapon_range < 1):
        item.fail("only a blue card can have a range, and it must be at least 1")
    copies = []
    for pair in item.get("copies", list):
        if not (isinstance(pair, list) and len(pair) == 2):
            item.fail(f"a copy should be [suit, rank], not {pair!r}")
        suit, rank = str(pair[0]), str(pair[1])
        if suit not in SUITS:
            item.fail(f"unknown suit {suit!r} (expected one of {', '.join(SUITS)})")
        if rank not in RANKS:
            item.fail(f"unknown rank {rank!r} (expected one of {', '.join(RANKS)})")
        copies.append(Copy(suit, rank))
    if not copies:
        item.fail("has no copies")
    return BangCard(
        **item.entry_fields("bang", "card"), color=color, range=weapon_range, copies=tuple(copies)
    )


def _bang_character(item: _Entry) -> Character:
    life = item.get("life", int)
    if not 1 <= life <= 6:
        item.fail(f"life {life} is not a character's life")
    return Character(**item.entry_fields("bang", "character"), life=life)


def _role(item: _Entry) -> Role:
    return Role(**item.entry_fields("bang", "role"))


def _role_table(path: Path, roles: Mapping[str, Role]) -> dict[int, dict[str, int]]:
    raw = _read_yaml(path).get("role_table")
    if not isinstance(raw, dict):
        raise DataError(f"{path.name}: missing mapping 'role_table'")
    table: dict[int, dict[str, int]] = {}
    for players, counts in raw.items():
        if not isinstance(counts, dict) or set(counts) != set(roles):
            raise DataError(
                f"{path.name}: role_table {players}: should count each of {sorted(roles)}"
            )
        if sum(counts.values()) != int(players) or counts.get("sheriff") != 1:
            raise DataError(
                f"{path.name}: role_table {players}: counts do not make {players} roles"
            )
        table[int(players)] = {role: int(n) for role, n in counts.items()}
    return table


def _check_bang_deck(path: Path, cards: Mapping[str, BangCard]) -> None:
    suits = Counter(copy.suit for card in cards.values() for copy in card.copies)
    total = sum(suits.values())
    if total != BANG_DECK_SIZE:
        raise DataError(f"{path.name}: the deck has {total} cards, not {BANG_DECK_SIZE}")
    for suit in SUITS:
        if suits[suit] != BANG_PER_SUIT:
            raise DataError(f"{path.name}: {suits[suit]} {suit}, not {BANG_PER_SUIT}")


@cache
def load_bang(directory: Path = DATA_DIR / "bang") -> BangData:
    """The base game's data, read and checked once per process."""
    cards = _read_list(directory / "cards.yaml", "cards", _bang_card)
    _check_bang_deck(directory / "cards.yaml", cards)
    roles = _read_list(directory / "roles.yaml", "roles", _role)
    data = BangData(
        cards=cards,
        characters=_read_list(directory / "characters.yaml", "characters", _bang_character),
        roles=roles,
        role_table=_role_table(directory / "roles.yaml", roles),
    )
    _check_unique_names(directory, data.entries())
    return data


# ---- BANG! Duel --------------------------------------------------------------------------


def _duel_share(item: _Entry, deck: str, raw: Any) -> DuelDeckShare:
    if not isinstance(raw, dict) or not isinstance(raw.get("count"), int):
        item.fail(f"deck {deck!r} should have an integer 'count'")
    symbols = raw.get("symbols") or {}
    unknown = set(symbols) - set(DUEL_SYMBOLS)
    if unknown:
        item.fail(
            f"unknown symbol {sorted(unknown)[0]!r} (expected one of {', '.join(DUEL_SYMBOLS)})"
        )
    if sum(symbols.values()) != raw["count"]:
        item.fail(
            f"deck {deck!r}: symbols add up to {sum(symbols.values())}, count is {raw['count']}"
        )
    return DuelDeckShare(raw["count"], {s: int(n) for s, n in symbols.items() if n})


def _duel_card(item: _Entry) -> DuelCard:
    decks = item.get("decks", dict)
    if set(decks) != set(DUEL_DECKS):
        item.fail(f"'decks' should have exactly {', '.join(DUEL_DECKS)}")
    return DuelCard(
        **item.entry_fields("duel", "card"),
        type=item.one_of("type", ("bang", "action", "equipment")),
        always_active=item.get("always_active", bool, False),
        reload=item.get("reload", bool, False),
        decks={deck: _duel_share(item, deck, decks[deck]) for deck in DUEL_DECKS},
        symbols_confidence=item.get("symbols_confidence", str, "high"),
        note=item.get("note", str, ""),
    )


def _duel_character(item: _Entry) -> Character:
    return Character(
        **item.entry_fields("duel", "character"),
        life=item.get("life", int),
        side=item.one_of("side", DUEL_SIDES),
        life_confidence=item.get("life_confidence", str, "high"),
        always_active=item.get("always_active", bool, False),
    )


def _check_duel_decks(path: Path, cards: Mapping[str, DuelCard]) -> None:
    for deck in DUEL_DECKS:
        total = sum(card.decks[deck].count for card in cards.values())
        if total != DUEL_DECK_SIZE:
            raise DataError(f"{path.name}: the {deck} deck has {total} cards, not {DUEL_DECK_SIZE}")


def _check_duel_sides(path: Path, characters: Mapping[str, Character]) -> None:
    sides = Counter(character.side for character in characters.values())
    for side in DUEL_SIDES:
        if sides[side] != DUEL_CHARACTERS_PER_SIDE:
            raise DataError(f"{path.name}: {sides[side]} {side}, not {DUEL_CHARACTERS_PER_SIDE}")


@cache
def load_duel(directory: Path = DATA_DIR / "duel") -> DuelData:
    """BANG! Duel's data, read and checked once per process."""
    cards = _read_list(directory / "cards.yaml", "cards", _duel_card)
    _check_duel_decks(directory / "cards.yaml", cards)
    characters = _read_list(directory / "characters.yaml", "characters", _duel_character)
    _check_duel_sides(directory / "characters.yaml", characters)
    data = DuelData(cards=cards, characters=characters)
    _check_unique_names(directory, data.entries())
    return data


# ---- shared ------------------------------------------------------------------------------


def _check_unique_names(directory: Path, entries: Any) -> None:
    """Within one game, a typed name must lead to one entry only."""
    owner: dict[str, Entry] = {}
    for entry in entries:
        for _lang, name in entry.all_names():
            key = normalise(name)
            other = owner.setdefault(key, entry)
            if other is not entry:
                raise DataError(
                    f"{directory.name}/: the name {name!r} belongs to both "
                    f"{other.kind} {other.id!r} and {entry.kind} {entry.id!r}"
                )
