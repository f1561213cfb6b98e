"""Names and sentences shown at the table: cards, characters, roles and moves in the UI language.

Everything here is wording; what a move does is the engine's business. The log sentences are
built from the move and from the visible difference between the table before and after it.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import singledispatch
from typing import Any, Protocol

from cards_data import load_bang, load_duel
from cards_data.model import SUIT_SIGNS
from companion.i18n import t
from companion.labels import entry_name
from rules.bang.cards import Card
from rules.bang.moves import (
    DISCARD,
    Ability,
    Choose,
    FixRole,
    Keep,
    Move,
    MoveCard,
    Place,
    PutBack,
    RevealRole,
)
from rules.bang.state import DuelFight, Dying, IndiansAttack, Shot
from rules.core.face_up import FaceUp
from rules.core.moves import (
    HAND,
    Discard,
    Draw,
    DrawCheck,
    EndTurn,
    FixHand,
    FixLife,
    Pass,
    Pick,
    Play,
    Reveal,
)
from rules.duel.notation import REVEAL_CHECKS, SYMBOL_NAMES

COLT = "colt45"
FULL, EMPTY = "●", "○"


class Table(Protocol):
    """A table of either game, as far as a move's words need it: what it was asking."""

    @property
    def stack(self) -> Sequence[Any]: ...


def card_name(kind: str, lang: str) -> str:
    """A card's printed name in `lang`; the Colt .45 every board prints has no card."""
    if kind == COLT:
        return "Colt .45"
    return entry_name(load_bang().cards[kind], lang)


def character_name(character: str, lang: str) -> str:
    """A BANG! or a BANG! Duel character's name (the two games share no character id)."""
    found = load_bang().characters.get(character) or load_duel().characters.get(character)
    return entry_name(found, lang) if found is not None else character


def target_name(target: str, lang: str) -> str:
    """Whom a move aims at: a player's name as typed, or a Duel character in `lang`."""
    found = load_duel().characters.get(target)
    return entry_name(found, lang) if found is not None else target


def role_name(role: str, lang: str) -> str:
    return entry_name(load_bang().roles[role], lang)


def reason_name(reason: str, lang: str) -> str:
    """What a draw! is for: a card (Barrel, Jail, Dynamite) or a character (Jourdonnais)."""
    for data in (load_bang(), load_duel()):
        if reason in data.cards:
            return entry_name(data.cards[reason], lang)
        if reason in data.characters:
            return entry_name(data.characters[reason], lang)
    return reason


def suit_name(suit: str | None, lang: str) -> str:
    """A French suit (hearts, diamonds, clubs, spades) in `lang`; anything else as it is."""
    return t(f"suit.{suit}", lang) if suit in SUIT_SIGNS else str(suit)


def symbol_name(symbol: str, lang: str) -> str:
    """A Duel corner symbol (barrel, snake, dynamite, horseshoe) in `lang`."""
    return SYMBOL_NAMES[symbol][lang]


@singledispatch
def card_label(card: Card, lang: str) -> str:
    """A physical card as far as it is known: "BANG! 5♦", "Bière", "Q♥", or "?". A game whose
    cards differ registers its own wording (companion/games/duel_words.py)."""
    parts = []
    if card.kind is not None:
        parts.append(card_name(card.kind, lang))
    if card.index():
        parts.append(card.index())
    return " ".join(parts) or "?"


def duel_card_name(kind: str, lang: str) -> str:
    return entry_name(load_duel().cards[kind], lang)


def top_label(tops: Sequence[Any], lang: str) -> str:
    """The discard pile's top for the centre of the table: its card, "one of …" the cards
    laid down together on it (their order unknown: `piles.discard_top`), or "—". Each
    label is said once: "one of ?, ?, ?" would say no more than "?"."""
    labels = list(dict.fromkeys(card_label(card, lang) for card in tops))
    if len(labels) > 1:
        return t("centre.top_one_of", lang, cards=", ".join(labels))
    return labels[0] if labels else "—"


def life_bullets(life: int, max_life: int) -> str:
    """Life as the bullets on the player board: full ones left, spent ones after."""
    life = max(0, min(life, max_life))
    return FULL * life + EMPTY * (max_life - life)


def move_sentence(move: Move, lang: str, before: Table | None = None) -> str:
    """The move in readable words, in the UI language; `before`, the table the move was
    played on, says what a pass gave up (a hit, a Duel, a Beer)."""
    match move:
        case Draw(player, None):
            return t("move.draw", lang, player=player)
        case Draw(player, _source, Card() as card) if card != Card():  # an unseen one: unsaid
            return t("move.draw_discard_card", lang, player=player, card=card_label(card, lang))
        case Draw(player, source):
            shown = t("move.discard_pile", lang) if source == DISCARD else source
            return t("move.draw_from", lang, player=player, source=shown)
        case Play():
            return _play_sentence(move, lang)
        case DrawCheck(player, reason):
            key = "move.reveal_check" if reason in REVEAL_CHECKS else "move.check"
            return t(key, lang, player=player, reason=reason_name(reason, lang))
        case Pass(player):
            return t(_pass_key(before), lang, player=player)
        case Reveal(card):
            return t(_reveal_key(before), lang, card=card_label(card, lang))
        case Pick(player, card):
            return t("move.pick", lang, player=player, card=card_label(card, lang))
        case PutBack(player, _card):
            return t("move.put_back", lang, player=player)
        case Keep(player, _cards):
            return t("move.keep", lang, player=player)
        case Choose(player, card):
            return t("move.lucky_choice", lang, player=player, card=card_label(card, lang))
        case Discard(player, card):
            return t("move.discard", lang, player=player, card=card_label(card, lang))
        case Ability(player, (first, second)):
            return t(
                "move.heal",
                lang,
                player=player,
                first=card_label(first, lang),
                second=card_label(second, lang),
            )
        case EndTurn(player):
            return t("move.end_turn", lang, player=player)
        case RevealRole(player, role):
            return t("move.reveal_role", lang, player=player, role=role_name(role, lang))
        case FixLife() | FixHand() | FixRole() | MoveCard():
            return correction_sentence(move, lang)
    return own_move_sentence(move, lang)


@singledispatch
def own_move_sentence(move: Move, lang: str) -> str:
    """A move of one game only, in words: that game registers how it says its own moves
    (companion/games/duel_words.py); one it does not is said in notation."""
    return str(move)


def _reveal_key(before: Table | None) -> str:
    """A card the table names as it lies face up (a dead player's hand, a card Cat Balou
    took from a hand) is not a card turned over from the deck: the question the reveal
    answers, on top of the table it was made on, tells the two apart."""
    if before is not None and before.stack and isinstance(before.stack[-1], FaceUp):
        return "move.reveal_face_up"
    return "move.reveal"


def correction_sentence(move: FixLife | FixHand | FixRole | MoveCard, lang: str) -> str:
    """A referee's correction, said as one: the log keeps it apart from the moves played."""
    match move:
        case FixLife(player, change):  # a player, or in a Duel a character
            who = target_name(player, lang)
            return t("correction.life", lang, player=who, change=f"{change:+d}")
        case FixHand(player, count):
            return t("correction.hand", lang, player=player, count=count)
        case FixRole(player, role):
            return t("correction.role", lang, player=player, role=role_name(role, lang))
    assert isinstance(move, MoveCard)
    card = card_label(move.card, lang) if move.card != Card() else t("correction.a_card", lang)
    source, destination = place_name(move.source, lang), place_name(move.destination, lang)
    return t("correction.move", lang, card=card, source=source, destination=destination)


def place_name(place: Place, lang: str) -> str:
    """A hand, a player's cards in play, the discard pile or the deck, in words."""
    return t(f"place.{place.pile}", lang, player=place.player)


def _pass_key(before: Table | None) -> str:
    """A pass in BANG! is taking the hit, losing the Duel or drinking no Beer (a Duel's
    questions are others: its pass is a pass)."""
    top = before.stack[-1] if before is not None and before.stack else None
    match top:
        case Shot() | IndiansAttack():
            return "move.take_hit"
        case DuelFight():
            return "move.lose_duel"
        case Dying():
            return "move.die"
    return "move.pass"


@singledispatch
def as_card_name(card: Card, kind: str, lang: str) -> str:
    """The name of the card `card` is played as (Calamity Janet, Annie Oakley...), from the
    cards of `card`'s game (another game registers its own)."""
    return card_name(kind, lang)


def _play_sentence(move: Play, lang: str) -> str:
    card = card_label(move.card, lang)
    if move.as_kind is not None:
        card = t("move.as", lang, card=card, as_card=as_card_name(move.card, move.as_kind, lang))
    if move.target is None:
        return t("move.play", lang, player=move.player, card=card)
    target = target_name(move.target, lang)
    if move.target_card is None:
        return t("move.play_on", lang, player=move.player, card=card, target=target)
    if move.target_card == HAND:
        return t("move.play_on_hand", lang, player=move.player, card=card, target=target)
    assert move.target_card is not None
    return t(
        "move.play_on_card",
        lang,
        player=move.player,
        card=card,
        target=target,
        target_card=card_label(move.target_card, lang),
    )
