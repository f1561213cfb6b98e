"""Names and sentences shown at the table: cards, characters, roles and moves in the UI language.

Everything here is wording; what a move does is the engine's business. The log sentences are
built from the move and from the visible difference between the table before and after it.
"""

from __future__ import annotations

from cards_data import load_bang
from companion.i18n import t
from rules.cards import Card
from rules.moves import (
    DISCARD,
    HAND,
    Ability,
    Discard,
    Draw,
    DrawCheck,
    EndTurn,
    Move,
    Pass,
    Pick,
    Play,
    PutBack,
    Reveal,
    RevealRole,
)
from rules.state import Player, State

COLT = "colt45"
FULL, EMPTY = "●", "○"


def card_name(kind: str, lang: str) -> str:
    """A card's printed name in `lang`; the Colt .45 every board prints has no card."""
    if kind == COLT:
        return "Colt .45"
    return load_bang().cards[kind].names[lang]


def character_name(character: str, lang: str) -> str:
    return load_bang().characters[character].names[lang]


def role_name(role: str, lang: str) -> str:
    return load_bang().roles[role].names[lang]


def reason_name(reason: str, lang: str) -> str:
    """What a draw! is for: a card (Barrel, Jail, Dynamite) or a character (Jourdonnais)."""
    data = load_bang()
    if reason in data.cards:
        return data.cards[reason].names[lang]
    if reason in data.characters:
        return data.characters[reason].names[lang]
    return reason


def card_label(card: Card, lang: str) -> str:
    """A physical card as far as it is known: "BANG! 5♦", "Bière", "Q♥", or "?"."""
    parts = []
    if card.kind is not None:
        parts.append(card_name(card.kind, lang))
    if card.index():
        parts.append(card.index())
    return " ".join(parts) or "?"


def life_bullets(life: int, max_life: int) -> str:
    """Life as the bullets on the player board: full ones left, spent ones after."""
    life = max(0, min(life, max_life))
    return FULL * life + EMPTY * (max_life - life)


def move_sentence(move: Move, lang: str) -> str:
    """The move in readable words, in the UI language."""
    match move:
        case Draw(player, None):
            return t("move.draw", lang, player=player)
        case Draw(player, source):
            shown = t("move.discard_pile", lang) if source == DISCARD else source
            return t("move.draw_from", lang, player=player, source=shown)
        case Play():
            return _play_sentence(move, lang)
        case DrawCheck(player, reason):
            return t("move.check", lang, player=player, reason=reason_name(reason, lang))
        case Pass(player):
            return t("move.pass", lang, player=player)
        case Reveal(card):
            return t("move.reveal", lang, card=card_label(card, lang))
        case Pick(player, card):
            return t("move.pick", lang, player=player, card=card_label(card, lang))
        case PutBack(player, _card):
            return t("move.put_back", lang, player=player)
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
    return str(move)


def _play_sentence(move: Play, lang: str) -> str:
    card = card_label(move.card, lang)
    if move.as_kind is not None:
        card = t("move.as", lang, card=card, as_card=card_name(move.as_kind, lang))
    if move.target is None:
        return t("move.play", lang, player=move.player, card=card)
    if move.target_card is None:
        return t("move.play_on", lang, player=move.player, card=card, target=move.target)
    if move.target_card == HAND:
        return t("move.play_on_hand", lang, player=move.player, card=card, target=move.target)
    assert isinstance(move.target_card, Card)
    return t(
        "move.play_on_card",
        lang,
        player=move.player,
        card=card,
        target=move.target,
        target_card=card_label(move.target_card, lang),
    )


def consequences(before: State, after: State, lang: str) -> list[str]:
    """What visibly changed at the table: life points, eliminations, roles, the winner.

    When a role is revealed, card counts that changed are told too: that is the reward for
    an Outlaw or the Sheriff's penalty for a Deputy, as the engine applied them.
    """
    lines = []
    pairs = list(zip(before.players, after.players, strict=True))
    for old, new in pairs:
        if new.life < old.life and new.alive:
            lines.append(t("effect.lost", lang, player=new.name, n=old.life - new.life,
                           life=new.life))
        elif new.life > old.life:
            lines.append(t("effect.gained", lang, player=new.name, n=new.life - old.life,
                           life=new.life))
        if old.alive and not new.alive:
            lines.append(t("effect.eliminated", lang, player=new.name))
    if any(old.role != new.role for old, new in pairs):
        lines += _card_changes(pairs, lang)
    if after.winner and not before.winner:
        lines.append(t(f"winner.{after.winner}", lang))
    return lines


def _card_changes(pairs: list[tuple[Player, Player]], lang: str) -> list[str]:
    lines = []
    for old, new in pairs:
        if not new.alive:
            continue
        held_before, held_after = len(old.hand) + len(old.in_play), len(new.hand) + len(new.in_play)
        if held_after > held_before:
            lines.append(t("effect.draws", lang, player=new.name, n=held_after - held_before))
        elif held_after == 0 < held_before:
            lines.append(t("effect.loses_all", lang, player=new.name))
    return lines
