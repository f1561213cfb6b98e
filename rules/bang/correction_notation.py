"""The notation of the referee's corrections: `correct ...` lines (docs/notation.md).

    correct Anna life -1                      correct Anna holds 4 cards
    correct Anna is Outlaw                    correct move Barrel from Anna's hand to Anna's table
    correct move a card from deck to Ben's hand

Keywords are English like every move's; cards and roles are named in any of the four
languages. The line is read as other moves are (rules/bang/notation.py), cut at every "from" and
"to" that leaves parts short enough to be what they stand for. Cards and roles are read and
written by the notation's own readers, which it hands over as a `CardWords` (so this module
never imports the notation that imports it).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from rules.bang.cards import Card
from rules.bang.corrections import DECK, HAND, TABLE
from rules.bang.moves import DISCARD, Correction, FixRole, MoveCard, Place
from rules.core.moves import FixHand, FixLife
from rules.core.notation import (
    HOLDS,
    cuts_at,
    first_reading,
    format_hand_fix,
    named_player,
    player_prefixes,
    verb_expected,
)
from rules.core.notation_errors import NotationError
from rules.core.typed_words import words_of

_DECK = re.compile(r"(?:the )?deck", re.IGNORECASE)
_OWNED = re.compile(r"(?P<player>.+)['’]s (?P<pile>hand|table)", re.IGNORECASE)
_HELP = "life +1|-1, holds <n> cards, is <role>"


@dataclass(frozen=True)
class CardWords:
    """The notation's readers and writers of cards and roles, in any language."""

    card: Callable[[str], Card]
    card_words: Callable[[], int]
    role: Callable[[str], str]
    """A role's id from its name."""
    card_text: Callable[[Card, str], str]
    role_text: Callable[[str, str], str]
    """A role's name in a language from its id."""
    discard_pile: re.Pattern[str]


def read_correction(rest: str, players: Sequence[str], words: CardWords) -> Correction:
    """What follows `correct`: a player and what is wrong about them, or `move` and a card."""
    readings: list[Callable[[], Correction]] = [
        partial(_about_player, player, after, words)
        for player, after in player_prefixes(rest, players)
    ]
    if rest.casefold().startswith("move "):
        readings.append(partial(_move_card, rest[len("move ") :], players, words))
    if not readings:
        raise NotationError("correction_expected", text=rest)
    return first_reading(*readings)


def _about_player(player: str, rest: str, words: CardWords) -> Correction:
    life = re.fullmatch(r"life (?P<change>[+-]\d{1,2})", rest, re.IGNORECASE)
    if life:
        return FixLife(player, int(life["change"]))
    held = HOLDS.fullmatch(rest)
    if held:
        return FixHand(player, int(held["count"]))
    role = re.fullmatch(r"is (?:(?:the|an?) )?(?P<role>.+)", rest, re.IGNORECASE)
    if role:
        return FixRole(player, words.role(role["role"]))
    raise verb_expected(player, rest, _HELP)


def _move_card(rest: str, players: Sequence[str], words: CardWords) -> MoveCard:
    """`<card> from <place> to <place>`, every cut at "from" and "to" tried."""
    cut = words_of(rest)
    readings = [
        partial(_move_reading, cut, at_from, at_to, players, words)
        for at_from in cuts_at(cut, "from", 0, words.card_words())
        for at_to in cuts_at(cut, "to", at_from + 1, len(cut))
    ]
    if not readings:
        raise NotationError("correction_expected", text=rest)
    return first_reading(*readings)


def _move_reading(
    cut: list[str], at_from: int, at_to: int, players: Sequence[str], words: CardWords
) -> MoveCard:
    card = words.card(" ".join(cut[:at_from]))
    source = _place(" ".join(cut[at_from + 1 : at_to]), players, words)
    return MoveCard(card, source, _place(" ".join(cut[at_to + 1 :]), players, words))


def _place(text: str, players: Sequence[str], words: CardWords) -> Place:
    """`discard`, `deck`, `<player>'s hand` or `<player>'s table` (the cards in play)."""
    if words.discard_pile.fullmatch(text):
        return Place(DISCARD)
    if _DECK.fullmatch(text):
        return Place(DECK)
    owned = _OWNED.fullmatch(text)
    if owned is None:
        raise NotationError("place_expected", text=text)
    return Place(owned["pile"].casefold(), named_player(owned["player"], players))


def format_correction(move: Correction, lang: str, words: CardWords) -> str:
    """The canonical `correct ...` line, names in `lang`; read_correction reads it back."""
    match move:
        case FixLife(player, change):
            return f"correct {player} life {change:+d}"
        case FixHand():
            return format_hand_fix(move)
        case FixRole(player, role):
            return f"correct {player} is {words.role_text(role, lang)}"
        case MoveCard(card, source, destination):
            where = f"from {_place_text(source)} to {_place_text(destination)}"
            return f"correct move {words.card_text(card, lang)} {where}"
    raise NotationError("not_a_move", move=move)


def _place_text(place: Place) -> str:
    if place.pile in (HAND, TABLE) and place.player is not None:
        return f"{place.player}'s {place.pile}"
    if place.pile in (DISCARD, DECK) and place.player is None:
        return place.pile
    raise NotationError("not_a_move", move=place)
