"""The state as plain data: what `check` prints, what the app and tests read."""

from __future__ import annotations

from typing import Any

from rules.distance import reach, weapon_name
from rules.engine import pending
from rules.notation import format_card
from rules.state import Player, State


def summarise(state: State, lang: str = "en") -> dict[str, Any]:
    """Per player: life, hand count, cards in play, alive, role if known; then the turn."""
    waiting = pending(state)
    return {
        "players": [_player(player, lang) for player in state.players],
        "turn": state.current.name,
        "phase": state.phase,
        "pending": {"player": waiting.player, "decision": waiting.kind},
        "deck": len(state.deck),
        "discard": len(state.discard),
        "winner": state.winner,
    }


def _player(player: Player, lang: str) -> dict[str, Any]:
    return {
        "name": player.name,
        "character": player.character,
        "role": player.role,
        "life": player.life,
        "max_life": player.max_life,
        "hand": len(player.hand),
        "known_hand": [format_card(card, lang) for card in player.hand if card.known],
        "in_play": [format_card(card, lang) for card in player.in_play],
        "weapon": weapon_name(player),
        "reach": reach(player),
        "alive": player.alive,
    }
