"""The notation of the referee's corrections: `correct ...` lines (docs/notation.md).

    correct Anna life -1                      correct Anna holds 4 cards
    correct Anna is Outlaw                    correct move Barrel from Anna's hand to Anna's table
    correct move a card from deck to Ben's hand

Keywords are English like every move's; cards and roles are named in any of the four
languages. The line is read as other moves are (rules/bang/notation.py), cut at every "from" and
"to" that leaves parts short enough to be what they stand for.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import partial

from rules.bang.corrections import DECK, HAND, TABLE
from rules.bang.notation import (
    _DISCARD_PILE,
    ROLE,
    _card,
    _card_words,
    _cuts,
    _first,
    _name,
    _player,
    _player_prefixes,
    _resolve,
    format_card,
    verb_expected,
)
from rules.core.moves import DISCARD, Correction, FixHand, FixLife, FixRole, MoveCard, Place
from rules.core.notation_errors import NotationError
from rules.core.typed_words import words_of

_DECK = re.compile(r"(?:the )?deck", re.IGNORECASE)
_OWNED = re.compile(r"(?P<player>.+)['’]s (?P<pile>hand|table)", re.IGNORECASE)
_HELP = "life +1|-1, holds <n> cards, is <role>"
HOLDS = re.compile(r"holds (?P<count>\d{1,3}) cards?", re.IGNORECASE)
"""What follows a player's name in a hand-count correction (both games)."""
_VERBS = (
    (r"life (?P<change>[+-]\d{1,2})", lambda p, m: FixLife(p, int(m["change"]))),
    (HOLDS.pattern, lambda p, m: FixHand(p, int(m["count"]))),
    (
        r"is (?:(?:the|an?) )?(?P<role>.+)",
        lambda p, m: FixRole(p, _resolve(m["role"], ROLE)),
    ),
)


def read_correction(rest: str, players: Sequence[str]) -> Correction:
    """What follows `correct`: a player and what is wrong about them, or `move` and a card."""
    readings: list[Callable[[], Correction]] = [
        partial(_about_player, player, after, players)
        for player, after in _player_prefixes(rest, players)
    ]
    if rest.casefold().startswith("move "):
        readings.append(partial(_move_card, rest[len("move ") :], players))
    if not readings:
        raise NotationError("correction_expected", text=rest)
    return _first(*readings)


def _about_player(player: str, rest: str, _players: Sequence[str]) -> Correction:
    for pattern, make in _VERBS:
        match = re.fullmatch(pattern, rest, re.IGNORECASE)
        if match:
            return make(player, match)
    raise verb_expected(player, rest, _HELP)


def _move_card(rest: str, players: Sequence[str]) -> MoveCard:
    """`<card> from <place> to <place>`, every cut at "from" and "to" tried."""
    words = words_of(rest)
    readings = [
        partial(_move_reading, words, at_from, at_to, players)
        for at_from in _cuts(words, "from", 0, _card_words())
        for at_to in _cuts(words, "to", at_from + 1, len(words))
    ]
    if not readings:
        raise NotationError("correction_expected", text=rest)
    return _first(*readings)


def _move_reading(words: list[str], at_from: int, at_to: int, players: Sequence[str]) -> MoveCard:
    card = _card(" ".join(words[:at_from]))
    source = _place(" ".join(words[at_from + 1 : at_to]), players)
    return MoveCard(card, source, _place(" ".join(words[at_to + 1 :]), players))


def _place(text: str, players: Sequence[str]) -> Place:
    """`discard`, `deck`, `<player>'s hand` or `<player>'s table` (the cards in play)."""
    if _DISCARD_PILE.fullmatch(text):
        return Place(DISCARD)
    if _DECK.fullmatch(text):
        return Place(DECK)
    owned = _OWNED.fullmatch(text)
    if owned is None:
        raise NotationError("place_expected", text=text)
    return Place(owned["pile"].casefold(), _player(owned["player"], players))


def format_correction(move: Correction, lang: str) -> str:
    """The canonical `correct ...` line, names in `lang`; read_correction reads it back."""
    match move:
        case FixLife(player, change):
            return f"correct {player} life {change:+d}"
        case FixHand(player, count):
            return f"correct {player} holds {count} card{'' if count == 1 else 's'}"
        case FixRole(player, role):
            return f"correct {player} is {_name(role, ROLE, lang)}"
        case MoveCard(card, source, destination):
            where = f"from {_place_text(source)} to {_place_text(destination)}"
            return f"correct move {format_card(card, lang)} {where}"
    raise NotationError("not_a_move", move=move)


def _place_text(place: Place) -> str:
    if place.pile in (HAND, TABLE) and place.player is not None:
        return f"{place.player}'s {place.pile}"
    if place.pile in (DISCARD, DECK) and place.player is None:
        return place.pile
    raise NotationError("not_a_move", move=place)
