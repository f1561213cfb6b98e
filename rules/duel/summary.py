"""The Duel state as plain data, and as the lines `bang-companion check` prints."""

from __future__ import annotations

from typing import Any

from rules.core.summary import discard_fields, pending_fields
from rules.duel.cards import Card, printed_life
from rules.duel.engine import pending
from rules.duel.notation import entry_name, format_card
from rules.duel.state import DuelState, Side
from rules.duel.turns import hand_limit


def summarise(state: DuelState, lang: str = "en") -> dict[str, Any]:
    """Per side: its characters (active first), hand and deck sizes, reserve; then the turn."""
    return {
        "sides": [_side(side, state, lang) for side in state.sides],
        "turn": state.current.player,
        "phase": state.phase,
        "pending": _pending(state, lang),
        "common_deck": len(state.common),
        "discard": discard_fields(state.discard, lambda card: _card_or_none(card, lang)),
        "store": [format_card(card, lang) for card in state.store],
        "winner": state.winner,
    }


def _pending(state: DuelState, lang: str) -> dict[str, Any]:
    """Whose decision it is, its kind, and the request behind it with what it needs."""
    waiting = pending(state)
    shown = pending_fields(waiting, lambda card: format_card(card, lang))
    if waiting.kind == "discard" and waiting.request is None and waiting.player is not None:
        side = state.side(waiting.player)
        shown["cards_to_discard"] = len(side.hand) - hand_limit(side)
    return shown


def _card_or_none(card: Card, lang: str) -> str | None:
    """A card as text, or None for one nobody has seen."""
    return None if card == Card() else format_card(card, lang)


def _side(side: Side, state: DuelState, lang: str) -> dict[str, Any]:
    """A side: its characters in play (active first), then those eliminated, and its cards."""
    in_play = [
        _character(f.id, lang, f.life, f.max_life, f.equipment, f is side.pa)
        for f in side.fighters()
    ]
    out = [_character(c, lang, 0, state.lives.get(c, printed_life(c)), [], False) for c in side.out]
    return {
        "side": side.name,
        "player": side.player,
        "characters": in_play + out,
        "reserve": len(side.reserve),
        "hand": len(side.hand),
        "known_hand": [format_card(card, lang) for card in side.hand if card.known],
        "deck": len(side.deck),
    }


def _character(
    character: str, lang: str, life: int, max_life: int, equipment: list[Card], active: bool
) -> dict[str, Any]:
    return {
        "character": entry_name(character, lang),
        "active": active,
        "life": life,
        "max_life": max_life,
        "equipment": [format_card(card, lang) for card in equipment],
        "alive": life > 0,
    }


def lines(final: dict[str, Any]) -> list[str]:
    """The final table in a few lines of text."""
    out = []
    for side in final["sides"]:
        fighters = "; ".join(
            f"{'PA ' if c['active'] else 'PR ' if c['alive'] else 'out '}{c['character']}"
            f" {c['life']}/{c['max_life']}"
            + (f" [{', '.join(c['equipment'])}]" if c["equipment"] else "")
            for c in side["characters"]
        )
        out.append(
            f"{side['player']:<10} {side['side']:<8} {fighters or '-'}  hand {side['hand']}"
            f"  deck {side['deck']}  reserve {side['reserve']}"
        )
    waiting = final["pending"]
    by = f" by {waiting['player']}" if waiting["player"] else ""
    out.append(
        f"\nturn: {final['turn']} ({final['phase']}); waiting for: {waiting['decision']}{by}"
    )
    if final["winner"]:
        out.append(f"winner: {final['winner']}")
    return out
