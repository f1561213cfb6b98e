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
import random
from collections.abc import Sequence

from rules.duel import bots, engine, piles
from rules.duel.cards import Card
from rules.duel.moves import DuelMove, Enter, Reload, StartWith, Use
from rules.duel.refusals import Refusal
from rules.duel.setup import deal, initial_state
from rules.duel.state import (
    BartPick,
    DuelState,
    FaceUp,
    KeepTwo,
    Request,
    StartChoice,
    StoreReveal,
)
from rules.moves import Discard, Pick, Play, Reveal
from rules.simulate import MOVE_CAP
from tests.rules.table_oracle import (
    LOOSE,
    STRICT,
    Failure,
    OracleReport,
    as_sets,
    in_order,
    run_games,
)


class Teller:
    """Says a true Duel card as the table would: name and back, and (strictly) its symbol."""

    def __init__(self, rng: random.Random, style: str) -> None:
        self.rng = rng
        self.loose = style == LOOSE

    def named(self, card: Card) -> Card:
        if self.loose and self.rng.random() < 0.5:
            return Card(card.kind, card.deck)
        return card

    def revealed(self, card: Card, request: Request) -> Card:
        """A revealed card: its symbol and back, or its name for the General Store."""
        if isinstance(request, StoreReveal) or not (self.loose and self.rng.random() < 0.5):
            return self.named(card) if isinstance(request, StoreReveal) else card
        return Card(None, card.deck, card.symbol)

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


def play_game(seed: int, style: str, report: OracleReport) -> None:
    """One full-mode bot Duel and its table twin, in lock-step, to the end or a failure."""
    full = initial_state(deal("Lawmen", "Outlaws", seed=seed))
    table = initial_state(deal("Lawmen", "Outlaws", seed=seed, full_information=False))
    rng = random.Random(seed)
    teller = Teller(rng, style)
    report.games += 1
    plays, turn, moves = 0, -1, 0
    try:
        full, table = settle_both(full, table, teller, report)
        check_sound(table, full)
        while full.winner is None and moves < MOVE_CAP:
            if full.turn != turn or full.phase != "play":
                plays, turn = 0, full.turn
            if engine.pending(full).kind == "play":
                plays += 1
            move = bots.choose(full, rng, plays)
            told = teller.move(move, full)
            full = engine.apply_alone(full, move)
            table = tell(table, told, report)
            full, table = settle_both(full, table, teller, report)
            moves += 1
            report.moves += 1
            check_sound(table, full)
    except Failure as failure:
        report.failed(failure.kind, f"duel seed {seed} {style} move {moves}: {failure.detail}")


def tell(table: DuelState, move: DuelMove, report: OracleReport) -> DuelState:
    try:
        after = engine.apply_alone(table, move)
    except Refusal as refusal:
        raise Failure(f"refused duel {refusal.code}", f"{move!r}: {refusal}") from None
    report.told += 1
    return after


def settle_both(
    full: DuelState, table: DuelState, teller: Teller, report: OracleReport
) -> tuple[DuelState, DuelState]:
    """Settle both games step by step; where only the table waits, tell it the truth."""
    while True:
        asks_name = bool(table.stack) and isinstance(table.stack[-1], FaceUp)
        if asks_name and engine.settle_step(table):  # the card's place has gone: no question
            continue
        if engine.settle_step(table):
            if not engine.settle_step(full):
                raise Failure("diverges settling", f"the table settled {engine.pending(table)}")
            continue
        waiting = engine.pending(table)
        if isinstance(waiting.request, FaceUp):  # the truth knew it: nothing to settle there
            true = full.discard[waiting.request.at]
            table = tell(table, Reveal(teller.named(true)), report)
        elif waiting.kind == "reveal":
            request = waiting.request
            name = request.piles[0] if isinstance(request, StoreReveal) else request.pile
            top = piles.pile(full, full.side(name))[-1]
            table = tell(table, Reveal(teller.revealed(top, request)), report)
            if not engine.settle_step(full):
                raise Failure("diverges reveal", f"{waiting}")
        elif waiting.kind == "enter" and waiting.player is not None:
            character = full.side(waiting.player).reserve[0]
            assert character is not None
            table = tell(table, Enter(waiting.player, character), report)
            if not engine.settle_step(full):
                raise Failure("diverges enter", f"{waiting}")
        elif engine.settle_step(full):
            raise Failure("diverges waiting", f"the table waits for {waiting}")
        else:
            mine, truth = engine.pending(table), engine.pending(full)
            if (mine.kind, mine.player) != (truth.kind, truth.player):
                raise Failure("diverges decision", f"the table waits for {mine}, not {truth}")
            return full, table


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


def run(
    seed: int,
    games: int,
    seconds: float = float("inf"),
    styles: Sequence[str] = (STRICT, LOOSE),
) -> OracleReport:
    """Duels from `seed` on, each style in turn, until `games` or `seconds`."""
    return run_games(play_game, seed, games, seconds, styles)
