"""What a move set off, in the UI language: the log's lines under a move, the table's message.

The engine settles draw! checks, hopeless deaths, Suzy Lafayette's draw and the like without a
decision; the run that played the move told them as events (`Logged.events`, from
rules.bang.narration and rules.duel.narration) and this module words them, so a table hears
"Dario: draw! for Jail — 7♠, not hearts: stays in Jail, turn skipped" and not only the next
decision.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import singledispatch
from typing import Any

from companion.i18n import t
from companion.logged import Logged
from companion.names import card_label, move_sentence, reason_name
from rules.bang.cards import Card
from rules.bang.narration import (
    BartDraws,
    CheckChoice,
    CheckHalf,
    CheckResult,
    Eliminated,
    Event,
    Hopeless,
    LifeGained,
    LifeLost,
    NeedsBeers,
    NoCardLeft,
    Penalty,
    Reward,
    SecondCard,
    StoreCard,
    StoreLast,
    SuzyDraws,
    VultureTakes,
    Won,
)
from rules.bang.state import State

CHECK_KEYS = {
    "free": "effect.check_free",
    "jailed": "effect.check_jailed",
    "passes": "effect.check_passes",
    "stays": "effect.check_stays",
    "explodes": "effect.check_explodes",
    "dodged": "effect.check_dodged",
    "no_help": "effect.check_no_help",
}


@singledispatch
def consequences(before: State, events: Sequence[Any], lang: str) -> list[str]:
    """Everything a move played from `before` set off (its `events`), one sentence each, in
    order; a game whose table differs registers its own telling
    (companion/games/duel_words.py)."""
    return [event_sentence(event, lang) for event in events]


class ToldCache:
    """Each logged move's consequences, worded once per language: the log panel words every
    line at every redraw, and a long game's log takes tens of milliseconds to word
    (bench/narration.py). An entry keeps its move alive, so an id is never reused for it."""

    def __init__(self) -> None:
        self._said: dict[int, tuple[Logged, str, list[str]]] = {}

    def consequences(self, logged: Logged, lang: str) -> list[str]:
        found = self._said.get(id(logged))
        if found is not None and found[0] is logged and found[1] == lang:
            return found[2]
        said = logged_consequences(logged, lang)
        self._said[id(logged)] = (logged, lang, said)
        return said


def logged_consequences(logged: Logged, lang: str) -> list[str]:
    return consequences(logged.before, logged.events, lang)


def move_and_consequences(logged: Logged, lang: str) -> str:
    """The move and what it set off, as one message for the table."""
    said = move_sentence(logged.move, lang, logged.before)
    return " → ".join([said, *logged_consequences(logged, lang)])


def event_sentence(event: Event, lang: str) -> str:
    match event:
        case CheckResult():
            return _check_sentence(event, lang)
        case CheckHalf(player, reason, card):
            return _draw_words("effect.check_half", player, reason, lang, card=card)
        case CheckChoice(player, reason, (first, second)):
            return _draw_words(
                "effect.check_choice", player, reason, lang, first=first, second=second
            )
        case NoCardLeft(player, reason):
            return t("effect.no_card", lang, player=player, reason=reason_name(reason, lang))
        case SecondCard(player, card, bonus):
            key = "effect.second_card_bonus" if bonus else "effect.second_card"
            return t(key, lang, player=player, card=card_label(card, lang))
        case StoreCard(card):
            return t("effect.store_card", lang, card=card_label(card, lang))
        case StoreLast(player, card):
            return t("effect.store_last", lang, player=player, card=card_label(card, lang))
        case SuzyDraws(player):
            return t("effect.suzy", lang, player=player)
    return _life_sentence(event, lang)


def _draw_words(key: str, player: str, reason: str, lang: str, **cards: Card) -> str:
    """A draw! still open: whose, for what, and the cards turned over so far."""
    labels = {name: card_label(card, lang) for name, card in cards.items()}
    return t(key, lang, player=player, reason=reason_name(reason, lang), **labels)


def _life_sentence(event: Event, lang: str) -> str:
    """Life points, dying, eliminations and the cards that go with them, the winner."""
    match event:
        case LifeLost(player, amount, life):
            return t("effect.lost", lang, player=player, n=amount, life=max(life, 0))
        case LifeGained(player, amount, life):
            return t("effect.gained", lang, player=player, n=amount, life=life)
        case BartDraws(player, count):
            return t("effect.bart", lang, player=player, n=count)
        case NeedsBeers(player, beers):
            return t("effect.needs_beers", lang, player=player, n=beers)
        case Hopeless(player):
            return t("effect.hopeless", lang, player=player)
        case Eliminated(player):
            return t("effect.eliminated", lang, player=player)
        case VultureTakes(player, dead, count):
            return t("effect.vulture", lang, player=player, dead=dead, n=count)
        case Reward(player, count):
            return t("effect.draws", lang, player=player, n=count)
        case Penalty(player):
            return t("effect.loses_all", lang, player=player)
    assert isinstance(event, Won)
    return t(f"winner.{event.winner}", lang)


def _check_sentence(event: CheckResult, lang: str) -> str:
    return t(
        CHECK_KEYS[event.outcome],
        lang,
        player=event.player,
        reason=reason_name(event.reason, lang),
        cards=cards_text(event.cards, event.kept, lang),
        to=event.to or "",
    )


def cards_text(
    cards: tuple[Any, ...],
    kept: Any,
    lang: str,
    two: str = "effect.lucky_cards",
) -> str:
    """One card as it is known; two (Lucky Duke's, Bart Masterson's) worded by `two`, with
    the one that counts."""
    if len(cards) == 1:
        return card_label(cards[0], lang)
    first, second = (card_label(card, lang) for card in cards[:2])
    return t(two, lang, first=first, second=second, kept=card_label(kept, lang))
