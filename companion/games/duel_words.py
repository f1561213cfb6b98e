"""How BANG! Duel's cards, own moves and events are said: registered on the words both games
share (companion/names.py, companion/told.py), so a log, an export or a message words a Duel
the way it words BANG!, without asking which game it has.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from cards_data import load_duel
from companion.i18n import t
from companion.labels import untranslated_marker
from companion.names import (
    as_card_name,
    card_label,
    character_name,
    duel_card_name,
    own_move_sentence,
    reason_name,
    symbol_name,
    target_name,
)
from companion.told import cards_text, consequences, event_sentence
from rules.core.moves import HAND
from rules.core.narration import Eliminated, LifeGained, LifeLost, Won
from rules.duel.cards import Card as DuelCard
from rules.duel.moves import DuelMove, Enter, MoveToken, Reload, StartWith, Use
from rules.duel.narration import BartShows, DuelEvent, PatShows, Revealed, StoreLaidOut
from rules.duel.notation import DECK_NAMES
from rules.duel.state import DuelState


@card_label.register
def _card_label(card: DuelCard, lang: str) -> str:
    """Its name, then its corner symbol or (unknown name) its back: "Colt (tonneau)"."""
    extras = [symbol_name(card.symbol, lang)] if card.symbol else []
    if card.kind is None:
        extras += [DECK_NAMES[card.deck][lang]] if card.deck else []
        return " ".join(extras) or "?"
    entry = load_duel().cards[card.kind]
    notes = [note for note in (untranslated_marker(entry, lang), *extras) if note]
    return f"{entry.name(lang)} ({', '.join(notes)})" if notes else entry.name(lang)


@as_card_name.register
def _as_card_name(card: DuelCard, kind: str, lang: str) -> str:
    return duel_card_name(kind, lang)


@own_move_sentence.register(StartWith)
@own_move_sentence.register(Enter)
@own_move_sentence.register(MoveToken)
@own_move_sentence.register(Reload)
@own_move_sentence.register(Use)
def _move_sentence(move: DuelMove, lang: str) -> str:
    """The moves only BANG! Duel has."""
    match move:
        case StartWith(player, active, None):
            return t("move.start_with", lang, player=player, active=character_name(active, lang))
        case StartWith(player, active, backup):
            return t(
                "move.start_with_both",
                lang,
                player=player,
                active=character_name(active, lang),
                backup=character_name(str(backup), lang),
            )
        case Enter(player, character):
            return t("move.enter", lang, player=player, character=character_name(character, lang))
        case MoveToken(player):
            return t("move.token", lang, player=player)
        case Reload(player, card):
            return t("move.reload", lang, player=player, card=card_label(card, lang))
    assert isinstance(move, Use)
    return _use_sentence(move, lang)


def _use_sentence(move: Use, lang: str) -> str:
    sentence = t("move.use", lang, player=move.player, what=reason_name(move.what, lang))
    if move.card is not None:
        sentence += f" + {card_label(move.card, lang)}"
    if move.target is not None:
        sentence += f" → {target_name(move.target, lang)}"
    if move.target_card == HAND:
        sentence += f": {t('choice.hand', lang)}"
    elif move.target_card is not None:
        sentence += f": {card_label(move.target_card, lang)}"
    return sentence


@consequences.register
def _consequences(before: DuelState, events: Sequence[Any], lang: str) -> list[str]:
    return [event_words(event, lang) for event in events]


def event_words(event: DuelEvent, lang: str) -> str:
    """A Duel reveal and what it did, Bart Masterson's cards as they come, Pat Garret's card,
    a General Store card, and the life
    and elimination events, which name a character rather than a player."""
    match event:
        case LifeLost() | LifeGained() | Eliminated():
            return event_sentence(replace(event, player=character_name(event.player, lang)), lang)
        case Won():
            return event_sentence(event, lang)
        case Revealed(fighter, reason, cards, kept, outcome, to):
            return t(
                f"effect.duel_{outcome}",
                lang,
                player=character_name(fighter, lang),
                reason=reason_name(reason, lang),
                cards=cards_text(cards, kept, lang, "effect.duel_two_cards"),
                to=character_name(to, lang) if to else "",
            )
        case BartShows(fighter, reason, card, first):
            return t(
                "effect.duel_first_card" if first else "effect.duel_second_card",
                lang,
                player=character_name(fighter, lang),
                reason=reason_name(reason, lang),
                card=card_label(card, lang),
            )
        case PatShows(player, card, draws):
            key = "effect.duel_pat_draws" if draws else "effect.duel_pat"
            return t(key, lang, player=player, card=card_label(card, lang))
    assert isinstance(event, StoreLaidOut)
    return t("effect.store_card", lang, card=card_label(event.card, lang))


def side_lines(state: DuelState, lang: str) -> list[str]:
    """A Duel's two sides: player, camp, and the characters still in play with their life."""
    lines = []
    for side in state.sides:
        fighters = ", ".join(
            f"{character_name(f.id, lang)} {max(f.life, 0)}/{f.max_life}" for f in side.fighters()
        )
        camp = t(f"duel.{side.name}", lang)
        lines.append(f"{side.player} ({camp}): {fighters or t('duel.none', lang)}")
    return lines
