"""The lock-step oracle: a full-mode bot game, and beside it a table-mode game told only what
a real table announces (docs/table-knowledge.md).

Each move of the full game is told to the table game as the players would say it: draws
unnamed, cards played by name with their index or, loosely, without it; a draw! card by name
and index or, loosely, by its index alone (as the camera reads it); Kit Carlson names the card
he puts back; Pedro Ramirez the card he takes from the discard pile (loosely, half the time
not); Panic!/Cat Balou on a hand never names the card. Where the table waits and the
virtual deck did not (a card to reveal, a role to show, a dying player whose unseen hand
holds no Beer, the name of a card that landed face up), the truth is told. Two kinds of failure:

- completeness: the table refuses a true announcement (`refused <code>`);
- soundness: what the table knows contradicts the truth (`contradicts <place>`), or the
  two games no longer wait for the same decision (`diverges`).

A game stops at its first failure (the two games are no longer in step); the report counts
each failure by kind and keeps one example of each. Used by tests/rules/test_table_oracle.py
(a few seeded games, in CI) and bench/table_oracle.py (the long run).
"""

from __future__ import annotations

import dataclasses
import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, Protocol

from rules.bang import bots, engine, piles
from rules.bang.cards import Card
from rules.bang.moves import DISCARD, Ability, Choose, Keep, Move, PutBack, RevealRole
from rules.bang.setup import Setup, deal, initial_state
from rules.bang.state import Check, KitPutBack, State
from rules.core.face_up import FaceUp
from rules.core.moves import Discard, Draw, Pass, Pick, Play, Reveal
from rules.core.pending import Pending
from rules.core.refusals import IllegalMove
from rules.core.simulate import MOVE_CAP
from tests.tally import Tally

STRICT = "strict"
LOOSE = "loose"


@dataclass
class OracleReport(Tally):
    """What a run played and what it found: failures, counted by kind."""

    games: int = 0
    moves: int = 0
    told: int = 0

    def by_family(self) -> Counter[str]:
        """Failures as completeness, soundness and divergence counts."""
        families: Counter[str] = Counter()
        for kind, count in self.findings.items():
            families[_FAMILIES[kind.split(" ", 1)[0]]] += count
        return families

    def summary(self) -> str:
        families = self.by_family()
        lines = [
            f"{self.games} games, {self.moves} moves, {self.told} announcements in "
            f"{self.seconds:.1f} s: {families['completeness']} completeness, "
            f"{families['soundness']} soundness failures",
            *self.finding_lines(),
        ]
        return "\n".join(lines)


_FAMILIES = {"refused": "completeness", "contradicts": "soundness", "diverges": "soundness"}


class Failure(Exception):
    """The two games part: `kind` as the report counts it."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(f"{kind}: {detail}")
        self.kind = kind
        self.detail = detail


def table_of(setup: Setup) -> Setup:
    """The same deal at a table: the Sheriff's role alone is shown, no card is known."""
    seats = tuple(
        dataclasses.replace(seat, role=seat.role if seat.role == "sheriff" else None)
        for seat in setup.seats
    )
    return dataclasses.replace(setup, seats=seats, full_information=False)


class Telling:
    """What a table says of a true card: all of it, or (loosely) half the time less."""

    def __init__(self, rng: random.Random, style: str) -> None:
        self.rng = rng
        self.loose = style == LOOSE

    def loosely(self, card: Any, less: Any) -> Any:
        """`card`, or in a loose game, half the time, only `less` of it."""
        return less if self.loose and self.rng.random() < 0.5 else card


class Teller(Telling):
    """Says a true BANG! card as the table would: by name and index, or (loosely) less."""

    def named(self, card: Card) -> Card:
        """A card shown face up: its name, and its index unless (loosely) left out."""
        return self.loosely(card, Card(card.kind))

    def flipped(self, card: Card) -> Card:
        """A draw! card: name and index, or (loosely) the index alone, as the camera reads it."""
        return self.loosely(card, Card(None, card.suit, card.rank))

    def move(self, move: Move, full: State) -> Move:
        """The full game's move (about to be played on `full`) as the table announces it."""
        if isinstance(move, Play):
            target_card = move.target_card
            if isinstance(target_card, Card):
                target_card = self.named(target_card)
            return dataclasses.replace(move, card=self.named(move.card), target_card=target_card)
        if isinstance(move, Discard | Pick):
            return dataclasses.replace(move, card=self.named(move.card))
        if isinstance(move, Ability):
            return Ability(move.player, tuple(self.named(card) for card in move.cards))
        if isinstance(move, Choose):
            return Choose(move.player, Card(None, move.card.suit, move.card.rank))
        if isinstance(move, Keep | PutBack):
            return PutBack(move.player, _put_back(move, full))
        if isinstance(move, Draw) and move.source == DISCARD:  # its top card lies face up
            top = self.loosely(self.named(full.discard[-1]), None)
            return Draw(move.player, DISCARD, top)
        return move


def _put_back(move: Keep | PutBack, full: State) -> Card:
    """The card Kit Carlson truly puts back, which he names (the others stay his secret)."""
    if isinstance(move, PutBack):
        return move.card
    request = full.stack[-1]
    assert isinstance(request, KitPutBack)
    drawn = list(request.drawn)
    for card in move.cards:
        drawn.remove(card)
    return drawn[0]


@dataclass(frozen=True)
class Rules:
    """What the lock-step needs of a game (BANG! or Duel): its engine and bots, and how the
    truth answers what only the table waits for."""

    engine: Any  # a module: apply_alone, settle_step, pending
    refusal: type[Exception]
    choose: Callable[[Any, random.Random, int], Any]
    teller: Callable[[random.Random, str], Any]
    truth: Callable[[Any, Any, Any], Any]
    """The move that tells the table what only it waits for (full game, pending, teller),
    stepping the full game too where it settles that same step; None when there is none."""
    watch: Callable[[], Watch]
    """A game's soundness check, made anew for each game: it may keep what it saw of the
    truth step by step."""
    prefix: str = ""


class Watch(Protocol):
    """The soundness check of one game."""

    def see(self, full: Any) -> None:
        """Look at the full game after each step (a move, or one thing settled)."""

    def check(self, table: Any, full: Any) -> None:
        """Raise a `Failure` where the table contradicts the truth."""

    def unordered_discard(self, full: Any) -> list[list[int]]:
        """The places in the discard pile of each lot of cards laid there at once."""


def lockstep(
    rules: Rules, full: Any, table: Any, seed: int, style: str, report: OracleReport
) -> None:
    """A full-mode bot game and its table twin, in lock-step, to the end or a failure."""
    rng = random.Random(seed)
    teller = rules.teller(rng, style)
    report.games += 1
    plays, turn, moves = 0, None, 0
    watch = rules.watch()
    try:
        full, table = settle_both(rules, full, table, teller, report, watch)
        watch.check(table, full)
        while full.winner is None and moves < MOVE_CAP:
            if (full.turn, full.phase) != turn:
                plays, turn = 0, (full.turn, full.phase)
            if rules.engine.pending(full).kind == "play":
                plays += 1
            move = rules.choose(full, rng, plays)
            told = teller.move(move, full)
            full = rules.engine.apply_alone(full, move)
            table = tell(rules, table, told, report)
            full, table = settle_both(rules, full, table, teller, report, watch)
            moves += 1
            report.moves += 1
            watch.check(table, full)
    except Failure as failure:
        where = f"{rules.prefix}seed {seed} {style} move {moves}"
        report.found(failure.kind, f"{where}: {failure.detail}")


def tell(rules: Rules, table: Any, move: Any, report: OracleReport) -> Any:
    """The table game after an announcement, or a completeness failure."""
    try:
        after = rules.engine.apply_alone(table, move)
    except rules.refusal as refusal:
        code = getattr(refusal, "code", "?")
        raise Failure(f"refused {rules.prefix}{code}", f"{move!r}: {refusal}") from None
    report.told += 1
    return after


def settle_both(
    rules: Rules, full: Any, table: Any, teller: Any, report: OracleReport, watch: Watch
) -> tuple[Any, Any]:
    """Settle both games step by step; where only the table waits, tell it the truth. The
    watch sees the full game after each step."""
    engine = rules.engine
    while True:
        watch.see(full)
        asked = table.stack[-1:]
        if engine.settle_step(table):
            if not _dropped_its_question(table, asked) and not engine.settle_step(full):
                raise Failure("diverges settling", f"the table settled {engine.pending(table)}")
            continue
        waiting = engine.pending(table)
        move = _name_told(full, table, waiting, teller, watch)
        move = move or rules.truth(full, waiting, teller)
        if move is not None:
            table = tell(rules, table, move, report)
        elif engine.settle_step(full):
            raise Failure("diverges waiting", f"the table waits for {waiting}")
        else:
            mine, truth = waiting, engine.pending(full)
            if (mine.kind, mine.player) != (truth.kind, truth.player):
                raise Failure("diverges decision", f"the table waits for {mine}, not {truth}")
            return full, table


def _dropped_its_question(table: Any, asked: list[Any]) -> bool:
    """Whether the table's step settled a `FaceUp` question it had on top (`asked`): a step
    of its own, which the truth has no question for (either game)."""
    return bool(asked) and isinstance(asked[0], FaceUp) and table.stack[-1:] != asked


def _name_told(full: Any, table: Any, waiting: Pending, teller: Any, watch: Watch) -> Reveal | None:
    """The name of a card that landed face up, when the table asks it (the truth knew it:
    nothing to settle there)."""
    request = waiting.request
    if isinstance(request, FaceUp):
        return Reveal(teller.named(_asked_truth(full, table, request.at, watch, teller.rng)))
    return None


def _asked_truth(full: Any, table: Any, at: int, watch: Watch, rng: random.Random) -> Any:
    """The true card to name for the table's question at `at`: the card there, or among
    cards laid down together (`watch`'s lots, found from the truth), any the table has not
    named yet, at random: a table names them in any order, and each must be accepted. A
    true card is one yet unnamed when the lot stays pairable with it in an asked place."""
    lot = next((places for places in watch.unordered_discard(full) if at in places), [at])
    asked = [r.at for r in table.stack if isinstance(r, FaceUp) and r.at in lot]
    truth = [full.discard[i] for i in lot]
    for true in rng.sample(truth, len(truth)):
        for place in asked:
            cards = [true if i == place else table.discard[i] for i in lot]
            if table.discard[place].agrees(true) and _pairable(cards, truth):
                return true
    return full.discard[at]


def settles_too(engine: Any, full: Any, waiting: Any) -> None:
    """The full game settles the step the table is told (a card its virtual deck showed)."""
    if not engine.settle_step(full):
        raise Failure("diverges reveal", f"{waiting}")


def _truth(full: State, waiting: Pending, teller: Teller) -> Move | None:
    """BANG!: the card the virtual deck turned over, a dead player's role, or the pass of a
    player the virtual deck knows cannot be saved."""
    if waiting.kind == "reveal":
        piles.reshuffle_if_empty(full)
        card = _revealed(full, waiting.request, teller)
        settles_too(engine, full, waiting)
        return Reveal(card)
    if waiting.kind == "reveal_role" and waiting.player is not None:
        return RevealRole(waiting.player, full.player(waiting.player).role or "")
    if waiting.kind == "dying" and waiting.player and engine.settle_step(full):
        return Pass(waiting.player)
    return None


def _revealed(full: State, request: object, teller: Teller) -> Card:
    """The top card of the true deck, as the table says it (a General Store card by name)."""
    card = full.deck[-1]
    if isinstance(request, Check) or getattr(request, "reason", "") == "black_jack":
        return teller.flipped(card)
    return teller.named(card)


def play_game(seed: int, style: str, report: OracleReport) -> None:
    """One BANG! bot game (4 to 7 players, as the seed says) and its table twin, in
    lock-step."""
    setup = deal([f"P{i + 1}" for i in range(4 + seed % 4)], seed=seed)
    full, table = initial_state(setup), initial_state(table_of(setup))
    lockstep(BANG, full, table, seed, style, report)


# ---- soundness -------------------------------------------------------------------------


class Witness:
    """Which cards of the piles lie in an order the table never saw, found from the truth
    alone (never from the engine's own marks, which it checks): the bottom of the deck a
    reshuffle rebuilt, and the cards a player laid on the discard pile at once (dying, or a
    Sheriff's penalty). It follows the full game's card objects (a full game moves the deal's
    own cards about) from one check to the next.

    A card that comes into the deck in one step came by a reshuffle (the deck was empty
    then, so all its cards did), unless it is one Kit Carlson put back from his three. Cards
    one player loses to the discard pile in one step lie there as a set."""

    def __init__(self) -> None:
        self.deck: set[int] | None = None  # none seen yet: the deck as dealt is no reshuffle
        self.kits: set[int] = set()
        self.reshuffled: set[int] = set()
        self.discard: set[int] = set()
        self.held: dict[str, set[int]] = {}
        self.dropped: list[set[int]] = []

    def check(self, table: State, full: State) -> None:
        check_sound(table, full, self)

    def see(self, full: State) -> None:
        deck = {id(card) for card in full.deck}
        if self.deck is not None and deck - self.deck - self.kits:
            self.reshuffled = deck - self.kits
        self.deck = deck
        self.kits = {id(c) for r in full.stack if isinstance(r, KitPutBack) for c in r.drawn}
        discard = {id(card) for card in full.discard}
        lots = [lot & discard for lot in self.dropped]
        lots += [held & (discard - self.discard) for held in self.held.values()]
        self.dropped = [lot for lot in lots if len(lot) > 1]
        self.discard = discard
        self.held = {p.name: {id(card) for card in [*p.hand, *p.in_play]} for p in full.players}

    def unordered_deck(self, full: State) -> int:
        """How many cards at the bottom of the deck are a reshuffled pile's."""
        return sum(id(card) in self.reshuffled for card in full.deck)

    def unordered_discard(self, full: State) -> list[list[int]]:
        """The places in the discard pile of each lot of cards laid there at once."""
        return [[i for i, c in enumerate(full.discard) if id(c) in lot] for lot in self.dropped]


def check_sound(table: State, full: State, seen: Witness) -> None:
    """Nothing the table knows contradicts the truth: each card it knows, whole or in part,
    agrees with the true card in its place (as a set where `seen` says the order is unknown,
    and there what the table shows of each place agrees with the truth's card)."""
    mixed = seen.unordered_deck(full)
    as_sets("deck", table.deck[:mixed], full.deck[:mixed])
    in_order("deck", table.deck[mixed:], full.deck[mixed:])
    in_order("deck shown", piles.deck_as_known(table), full.deck)
    lots = seen.unordered_discard(full)
    _discard_pile(table, full, lots)
    _discard_top_shown(table, full, lots)
    as_sets("store", table.store, full.store)
    for mine, truth in zip(table.players, full.players, strict=True):
        if (mine.life, mine.alive) != (truth.life, truth.alive):
            raise Failure("contradicts life", f"{mine.name}: {mine.life} for {truth.life}")
        if mine.role not in (None, truth.role):
            raise Failure("contradicts role", f"{mine.name}: {mine.role} for {truth.role}")
        as_sets("hand", mine.hand, truth.hand, f"{mine.name}: ")
        as_sets("cards in play", mine.in_play, truth.in_play, f"{mine.name}: ")
    for mine_request, true_request in zip(table.stack, full.stack, strict=False):
        if isinstance(mine_request, KitPutBack) and isinstance(true_request, KitPutBack):
            as_sets("Kit's cards", mine_request.drawn, true_request.drawn)


def _discard_pile(table: State, full: State, unordered: list[list[int]]) -> None:
    """The discard pile in order, but for the places whose order the table never saw."""
    cards, truth = table.discard, full.discard
    if len(cards) != len(truth):
        raise Failure("contradicts discard", f"{len(cards)} cards for {len(truth)}")
    mixed: set[int] = set()
    for places in unordered:
        as_sets("discard", [cards[i] for i in places], [truth[i] for i in places])
        mixed.update(places)
    ordered = [i for i in range(len(cards)) if i not in mixed]
    in_order("discard", [cards[i] for i in ordered], [truth[i] for i in ordered])


def _discard_top_shown(table: State, full: State, lots: list[list[int]]) -> None:
    """The cards the table shows as the discard pile's top: the true one among them, and
    every card of a lot laid down together on top, as nobody saw which lies uppermost."""
    tops = piles.discard_top(table)
    if full.discard and not any(top.agrees(full.discard[-1]) for top in tops):
        raise Failure("contradicts discard top", f"{_said(full.discard[-1])} is not shown")
    for places in lots:
        if len(full.discard) - 1 in places and not {table.discard[i] for i in places} <= {*tops}:
            shown = ", ".join(map(_said, tops))
            raise Failure("contradicts discard top", f"[{shown}] for cards laid down together")


def in_order(place: str, cards: Sequence[Any], truth: Sequence[Any]) -> None:
    if len(cards) != len(truth):
        raise Failure(f"contradicts {place}", f"{len(cards)} cards for {len(truth)}")
    for i, (card, true) in enumerate(zip(cards, truth, strict=True)):
        if not card.agrees(true):
            raise Failure(f"contradicts {place}", f"card {i}: {_said(card)} is {_said(true)}")


def as_sets(place: str, cards: Sequence[Any], truth: Sequence[Any], whose: str = "") -> None:
    """The cards of a place whose order does not matter: each may be a distinct true card."""
    if len(cards) != len(truth):
        raise Failure(f"contradicts {place}", f"{whose}{len(cards)} cards for {len(truth)}")
    if not _pairable(cards, truth):
        mine = ", ".join(_said(card) for card in cards)
        said = f"{whose}[{mine}] is [{', '.join(map(_said, truth))}]"
        raise Failure(f"contradicts {place}", said)


def _pairable(cards: Sequence[Any], truth: Sequence[Any]) -> bool:
    """Whether each card can be paired with a distinct true card it agrees with, the lists
    being as long: a card known whole takes its own true card, a card known in part one by
    augmenting paths, and the unseen ones whatever is left."""
    left = Counter(truth)
    partial = []
    for card in cards:
        if left[card]:  # known whole (or alike): its own
            left[card] -= 1
        elif card != type(card)():  # an unseen card fits any
            partial.append(card)
    rest = list(left.elements())
    owner: dict[int, int] = {}

    def place(c: int, tried: set[int]) -> bool:
        for t, true in enumerate(rest):
            if t in tried or not partial[c].agrees(true):
                continue
            tried.add(t)
            if t not in owner or place(owner[t], tried):
                owner[t] = c
                return True
        return False

    return all(place(c, set()) for c in range(len(partial)))


def _said(card: Any) -> str:
    """A card of either game as a failure shows it: what is known of it, "?" when nothing."""
    if isinstance(card, Card):
        return " ".join(part for part in (card.kind, card.index()) if part) or "?"
    return " ".join(part for part in dataclasses.astuple(card) if part) or "?"


BANG = Rules(engine, IllegalMove, bots.choose, Teller, _truth, Witness)


def run_games(
    play: Callable[[int, str, OracleReport], None],
    seed: int,
    games: int,
    seconds: float = float("inf"),
    styles: Sequence[str] = (STRICT, LOOSE),
) -> OracleReport:
    """`play` each seed from `seed` on, in each style in turn, until `games` or `seconds`."""
    report = OracleReport()
    started = time.perf_counter()
    for i in range(games):
        if time.perf_counter() - started > seconds:
            break
        play(seed + i, styles[i % len(styles)], report)
    report.seconds = time.perf_counter() - started
    return report


run = partial(run_games, play_game)
"""BANG! games from a seed on, each style in turn, until so many games or seconds."""
