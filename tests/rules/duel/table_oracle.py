"""The lock-step oracle for BANG! Duel (tests/rules/table_oracle.py has the BANG! one and the
report): a full-mode bot Duel, and a table-mode twin told only what a real table announces.

Announcements: a card played, discarded or picked by name and back (the back of a card is
always seen) and, strictly, its corner symbol, loosely not always; a revealed card by its
symbol and back (the General Store's by name); a card that lands face up unnamed (Slim
Poet's) by name; Bart Masterson's choice by symbol; the two
characters a player starts with, and the one coming off the reserve, by name; Hold-Up on a
hand never names the card.
"""

from __future__ import annotations

import dataclasses
from functools import partial

from rules.core.moves import Discard, Pick, Play, Reveal
from rules.core.pending import Pending
from rules.duel import bots, engine, piles
from rules.duel.cards import Card
from rules.duel.moves import DuelMove, Enter, Reload, StartWith, Use
from rules.duel.refusals import Refusal
from rules.duel.setup import deal, initial_state
from rules.duel.state import (
    BartPick,
    DuelState,
    KeepTwo,
    Request,
    StartChoice,
    StoreReveal,
)
from tests.rules.table_oracle import (
    Failure,
    OracleReport,
    Rules,
    Telling,
    as_sets,
    in_order,
    lockstep,
    run_games,
    settles_too,
)


class Teller(Telling):
    """Says a true Duel card as the table would: name and back, and (strictly) its symbol."""

    def named(self, card: Card) -> Card:
        return self.loosely(card, Card(card.kind, card.deck))

    def revealed(self, card: Card, request: Request) -> Card:
        """A revealed card: its symbol and back (loosely) or all of it; the General Store's
        by name."""
        if isinstance(request, StoreReveal):
            return self.named(card)
        return self.loosely(card, Card(None, card.deck, card.symbol))

    def move(self, move: DuelMove, full: DuelState) -> DuelMove:
        """The full game's move (about to be played on `full`) as the table announces it."""
        waiting = engine.pending(full).request
        if isinstance(move, Pick) and isinstance(waiting, BartPick):
            return Pick(move.player, Card(symbol=move.card.symbol))
        if isinstance(move, StartWith) and isinstance(waiting, StartChoice):
            other = [c for c in waiting.offered if c != move.active]
            return StartWith(move.player, move.active, move.backup or other[0])
        if isinstance(move, Play | Use):
            target_card = move.target_card
            if isinstance(target_card, Card):
                move = dataclasses.replace(move, target_card=self.named(target_card))
        if isinstance(move, Play | Discard | Pick | Reload | Use) and move.card is not None:
            return dataclasses.replace(move, card=self.named(move.card))
        return move


def _truth(full: DuelState, waiting: Pending, teller: Teller) -> DuelMove | None:
    """The Duel: the card the virtual deck turned over, or the character coming off the
    reserve."""
    request = waiting.request
    if waiting.kind == "reveal":
        name = request.piles[0] if isinstance(request, StoreReveal) else request.pile
        card = teller.revealed(piles.pile(full, full.side(name))[-1], request)
        settles_too(engine, full, waiting)
        return Reveal(card)
    if waiting.kind == "enter" and waiting.player is not None:
        character = full.side(waiting.player).reserve[0]
        assert character is not None
        settles_too(engine, full, waiting)
        return Enter(waiting.player, character)
    return None


def play_game(seed: int, style: str, report: OracleReport) -> None:
    """One full-mode bot Duel and its table twin, in lock-step, to the end or a failure."""
    full = initial_state(deal("Lawmen", "Outlaws", seed=seed))
    table = initial_state(deal("Lawmen", "Outlaws", seed=seed, full_information=False))
    lockstep(DUEL, full, table, seed, style, report)


def check_sound(table: DuelState, full: DuelState) -> None:
    """Nothing the table knows contradicts the truth."""
    in_order("common deck", table.common, full.common)
    in_order("discard", table.discard, full.discard)
    as_sets("store", table.store, full.store)
    for mine, truth in zip(table.sides, full.sides, strict=True):
        in_order("own deck", mine.deck, truth.deck)
        as_sets("hand", mine.hand, truth.hand, f"{mine.player}: ")
        ours = {f.id: f for f in mine.fighters()}
        for fighter in truth.fighters():
            if fighter.id not in ours or ours[fighter.id].life != fighter.life:
                raise Failure("contradicts characters", f"{mine.player}: {fighter.id}")
            as_sets("equipment", ours[fighter.id].equipment, fighter.equipment, f"{fighter.id}: ")
    for request, true_request in zip(table.stack, full.stack, strict=False):
        if isinstance(request, KeepTwo) and isinstance(true_request, KeepTwo):
            as_sets("cards drawn", request.cards, true_request.cards)


class InOrder:
    """The Duel's soundness check: its engine lays no pile in an order nobody saw, so there
    is nothing to follow from step to step."""

    def see(self, full: DuelState) -> None:
        pass

    def check(self, table: DuelState, full: DuelState) -> None:
        check_sound(table, full)

    def unordered_discard(self, full: DuelState) -> list[list[int]]:
        return []


DUEL = Rules(engine, Refusal, bots.choose, Teller, _truth, InOrder, prefix="duel ")


run = partial(run_games, play_game)
"""Duels from a seed on, each style in turn, until so many games or seconds."""
