"""The public table as plain data: what `check --json` prints, what the app and tests read.

Everything a referee at the table can see is here, and nothing more: hands are counts (and
the cards of them the table has seen), the deck a count and its known top cards, every
known card of the discard pile, the distances, and the pending decision with what it needs.
The shape is written down in docs/check-schema.json (version `SCHEMA_VERSION`).
"""

from __future__ import annotations

from typing import Any

from rules.bang import piles
from rules.bang.damage import beers_needed
from rules.bang.distance import distance, reach, weapon_name
from rules.bang.engine import pending
from rules.bang.notation import format_card
from rules.bang.state import Check, Dying, Player, State
from rules.bang.turns import cards_needed, hand_limit
from rules.core.summary import discard_fields, pending_fields


def summarise(state: State, lang: str = "en") -> dict[str, Any]:
    """The whole public table after a move, card names in `lang`."""
    return {
        "players": [_player(state, player, lang) for player in state.players],
        "turn": state.current.name,
        "phase": state.phase,
        "pending": _pending(state, lang),
        "deck": {"count": len(state.deck), "top": _known_top(piles.deck_as_known(state), lang)},
        "discard": {
            **discard_fields(state.discard, lambda card: _card_or_none(card, lang)),
            "unordered": _unordered(state),
        },
        "store": [format_card(card, lang) for card in state.store],
        "winner": state.winner,
    }


def _player(state: State, player: Player, lang: str) -> dict[str, Any]:
    others = [other for other in state.alive() if other is not player]
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
        "distances": (
            {other.name: distance(state, player.name, other.name) for other in others}
            if player.alive
            else {}
        ),
    }


def _card_or_none(card: Any, lang: str) -> str | None:
    """A card as text, or None for one nobody has seen."""
    return format_card(card, lang) if card.known or card.suit else None


def _unordered(state: State) -> list[list[int]]:
    """The stretches of the discard pile's `cards` (first and last place, top first) laid
    down together, in an order nobody saw (`State.discard_mixed`): a stretch at place 0 is a
    top that is any of its cards."""
    last = len(state.discard) - 1
    return [[last - stop + 1, last - start] for start, stop in reversed(state.discard_mixed)]


def _known_top(deck: list[Any], lang: str) -> list[str]:
    """The deck's known cards from the top down, up to the first unknown one."""
    top = []
    for card in reversed(deck):
        if not (card.known or card.suit):
            break
        top.append(format_card(card, lang))
    return top


def _pending(state: State, lang: str) -> dict[str, Any]:
    """Whose decision it is, its kind, and what it needs to be settled."""
    waiting = pending(state)
    shown = pending_fields(waiting, lambda card: format_card(card, lang))
    request = waiting.request
    if isinstance(request, Check):
        shown["cards_to_reveal"] = cards_needed(state, request) - len(request.seen)
    if isinstance(request, Dying):
        shown["beers_needed"] = beers_needed(state.player(request.target))
    if waiting.kind == "discard" and request is None and waiting.player is not None:
        player = state.player(waiting.player)
        shown["cards_to_discard"] = len(player.hand) - hand_limit(player)
    return shown
