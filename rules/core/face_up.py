"""A card that lands face up on the discard pile unnamed, in either game.

At a table the app knows a card only as the table announced it, but a card that falls face
up is seen by everyone: one Cat Balou discards from a hand, Slim Poet's random discard, a
Duel reveal read by its symbol alone while Pearl Hat could copy it. So the game asks the
table its name (`FaceUp`, answered by `reveal <card>`) rather than keep it unknown
(docs/table-knowledge.md). Each game names the card with its own deck check.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol


@dataclass(frozen=True)
class FaceUp:
    """At a table, a card nobody named landed face up on the discard pile: the table says
    its name, as for a card revealed. `at` is its place in the pile, `card` what was known of
    it there (a card of either game); `player` is None, as nobody but the table decides."""

    at: int
    card: Any
    player: None = None


class Table(Protocol):
    """What of a game's state the question needs: either game's State has it."""

    discard: list[Any]
    stack: list[Any]


def discard_face_up(state: Table, card: Any) -> None:
    """`card` goes face up to the discard pile: at a table the players see it, so the game
    asks them its name (`FaceUp`) unless it is known already. The question goes under the
    decisions already stacked: it changes nothing in the game, so it must not stand on top
    while the event resolves (abilities look at the top decision); it is asked once they are
    settled, before the game goes on."""
    state.discard.append(card)
    ask_name(state, len(state.discard) - 1)


def ask_name(state: Table, at: int) -> None:
    """Ask the table the name of the discard pile's card at `at`, if the game lacks it."""
    if not state.discard[at].known:
        state.stack.insert(0, FaceUp(at, state.discard[at]))


def settle_face_up(state: Table, request: FaceUp) -> bool:
    """A face-up card the table need not name: the pile no longer holds it where it lay (a
    reshuffle took it into the deck)."""
    if request.at < len(state.discard) and state.discard[request.at] == request.card:
        return False
    state.stack.pop()
    return True
