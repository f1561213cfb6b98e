"""What a move set off, as typed events: draw! results, damage, deaths, automatic draws.

The engine's `apply` settles everything that needs no decision at once, so a table sees the
next decision without being told why ("Card turned over: 7♠", and the turn has moved on).
`narrated` is that same run told: the move (`engine.apply_alone`), then each
`engine.settle_step` on a copy of the step before, comparing the table before and after each
step. It gives the state `engine.apply` gives and the events of what happened, in order, for
the companion to word: `Game.apply` plays a move this way, once. Nothing here changes what
the engine decides; the state given is never changed in place.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.bang import engine, piles
from rules.bang.cards import Card
from rules.bang.damage import beers_needed
from rules.bang.moves import Choose, Move
from rules.bang.state import Check, DrawReveal, Dying, LuckyChoice, Player, State, StorePick
from rules.bang.turns import cards_needed, check_succeeds, chosen, kept_card
from rules.core.moves import Reveal
from rules.core.narration import Eliminated, LifeGained, LifeLost, Won, settled_told


@dataclass(frozen=True, slots=True)
class CheckHalf:
    """Lucky Duke's first card of a draw!: one more is turned over before he chooses."""

    player: str
    reason: str
    card: Card


@dataclass(frozen=True, slots=True)
class CheckChoice:
    """Lucky Duke's two cards of a draw! disagree: he chooses the one that counts. The result
    is told with his choice (a CheckResult of the Choose move), never before it."""

    player: str
    reason: str
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class CheckResult:
    """A draw! decided. `cards` are those turned over (two for Lucky Duke), `kept` the one
    that counts. Outcomes: free / jailed (Jail), passes / stays / explodes (Dynamite; `to`
    is who gets it), dodged / no_help (Barrel, Jourdonnais)."""

    player: str
    reason: str
    cards: tuple[Card, ...]
    kept: Card
    outcome: str
    to: str | None = None

    @property
    def succeeded(self) -> bool:
        """Whether the draw! went the drawer's way: out of Jail, the Dynamite not exploding,
        the shot dodged."""
        return self.outcome in SUCCESSES


SUCCESSES = frozenset({"free", "passes", "stays", "dodged"})
"""The outcomes of a draw! that went the drawer's way."""


@dataclass(frozen=True, slots=True)
class NoCardLeft:
    """A draw! or a card to show, with no card left in the deck or the discard pile."""

    player: str
    reason: str


@dataclass(frozen=True, slots=True)
class SecondCard:
    """Black Jack's second card; a heart or a diamond gives him one card more."""

    player: str
    card: Card
    bonus: bool


@dataclass(frozen=True, slots=True)
class StoreCard:
    """A card laid out for the General Store from a known deck."""

    card: Card


@dataclass(frozen=True, slots=True)
class StoreLast:
    """The last General Store card goes to the last player without a choice."""

    player: str
    card: Card


@dataclass(frozen=True, slots=True)
class SuzyDraws:
    """Suzy Lafayette's hand is empty: she draws a card."""

    player: str


@dataclass(frozen=True, slots=True)
class BartDraws:
    """Bart Cassidy draws a card for every life point lost."""

    player: str
    count: int


@dataclass(frozen=True, slots=True)
class NeedsBeers:
    """At 0 life or less: `beers` Beers are needed to stay in the game."""

    player: str
    beers: int


@dataclass(frozen=True, slots=True)
class Hopeless:
    """No card the player may hold can save them: the engine eliminates them."""

    player: str


@dataclass(frozen=True, slots=True)
class VultureTakes:
    """Vulture Sam takes every card of an eliminated player."""

    player: str
    dead: str
    count: int


@dataclass(frozen=True, slots=True)
class Reward:
    """Cards drawn for eliminating an Outlaw."""

    player: str
    count: int


@dataclass(frozen=True, slots=True)
class Penalty:
    """The Sheriff eliminated a Deputy and discards every card."""

    player: str


Event = (
    CheckHalf
    | CheckChoice
    | CheckResult
    | NoCardLeft
    | SecondCard
    | StoreCard
    | StoreLast
    | SuzyDraws
    | LifeLost
    | LifeGained
    | BartDraws
    | NeedsBeers
    | Hopeless
    | Eliminated
    | VultureTakes
    | Reward
    | Penalty
    | Won
)


def narrated(before: State, move: Move) -> tuple[State, list[Event]]:
    """The state after `move` (the one `engine.apply` gives) and what it set off, in order
    (the move itself is the caller's to word), from one run of the engine; IllegalMove, and
    nothing changed, when the engine refuses it."""
    shown = move.card if isinstance(move, Reveal | Choose) else None

    def events_of(prev: State, after: State, automatic: bool) -> list[Event]:
        return step_events(prev, after, None if automatic else shown, automatic)

    after, events = settled_told(
        before, engine.apply_alone(before, move), engine.settle_step, events_of
    )
    return after, _without_told_halves(events)


def narrate(before: State, move: Move) -> list[Event]:
    """What `move` set off, in order: `narrated` without the state."""
    return narrated(before, move)[1]


def _without_told_halves(events: list[Event]) -> list[Event]:
    """Lucky Duke's first card is told on its own only while the second is awaited: once
    both are turned over in the same move, the result (or his choice to make) names the two."""
    decided = {(e.player, e.reason) for e in events if isinstance(e, CheckResult | CheckChoice)}
    return [e for e in events if not (isinstance(e, CheckHalf) and (e.player, e.reason) in decided)]


def step_events(prev: State, after: State, shown: Card | None, automatic: bool) -> list[Event]:
    """One step's events: what the request on top was settled into, then the table's changes.

    `shown` is the card a Reveal move turned over, or the one Lucky Duke's Choose lets count;
    `automatic` is True for a settle step."""
    events: list[Event] = []
    top = prev.stack[-1] if prev.stack else None
    if _top_settled(prev, after, top, shown, automatic):
        events += _request_events(prev, after, top, shown, automatic)
    elif automatic and _suzy(prev, after) is not None:
        events.append(SuzyDraws(_suzy(prev, after) or ""))
    return events + _table_events(prev, after)


def _top_settled(
    prev: State, after: State, top: object, shown: Card | None, automatic: bool
) -> bool:
    """Whether this step dealt with the request on top (not Suzy's draw, nor a move's own)."""
    if isinstance(top, Check | DrawReveal):
        return shown is not None or (automatic and _suzy(prev, after) is None)
    if isinstance(top, LuckyChoice):
        return shown is not None
    return automatic and isinstance(top, Dying | StorePick) and _suzy(prev, after) is None


def _suzy(prev: State, after: State) -> str | None:
    """Suzy Lafayette's name when this step was her drawing on an empty hand."""
    for old, new in zip(prev.players, after.players, strict=True):
        if old.character == "suzy_lafayette" and old.alive and not old.hand and new.hand:
            return new.name
    return None


def _request_events(
    prev: State, after: State, top: object, shown: Card | None, automatic: bool
) -> list[Event]:
    if isinstance(top, Dying):
        died = not after.player(top.target).alive
        return [Hopeless(top.target)] if died else []
    if isinstance(top, StorePick):
        return [StoreLast(top.target, prev.store[0])] if prev.store else []
    if isinstance(top, LuckyChoice) and shown is not None:
        kept = chosen(top, shown)
        return [_check_result(prev, after, top.check, top.check.seen, kept)]
    assert isinstance(top, Check | DrawReveal)
    card = shown if shown is not None else _next_card(prev)
    if card is None:
        return [NoCardLeft(top.target, top.reason)]
    if isinstance(top, DrawReveal):
        if top.reason == "black_jack":
            return [SecondCard(top.target, card, card.suit in ("hearts", "diamonds"))]
        return [StoreCard(card)] if automatic else []
    return [_check_event(prev, after, top, card)]


def _next_card(state: State) -> Card | None:
    """The card the engine turns over next: the deck's top, once reshuffled if it is empty
    (the reshuffle draws on the state's seeded generator, so a copy gives the same order)."""
    if state.deck:  # nothing to reshuffle: no copy to probe
        return piles.top_as_known(state)
    probe = state.copy()
    piles.reshuffle_if_empty(probe)
    return piles.top_as_known(probe) if probe.deck else None


def _check_event(prev: State, after: State, check: Check, card: Card) -> Event:
    cards = (*check.seen, card)
    if len(cards) < cards_needed(prev, check):
        return CheckHalf(check.target, check.reason, card)
    if after.stack and isinstance(after.stack[-1], LuckyChoice):
        return CheckChoice(check.target, check.reason, cards)
    return _check_result(prev, after, check, cards, kept_card(check.reason, cards))


def _check_result(
    prev: State, after: State, check: Check, cards: tuple[Card, ...], kept: Card
) -> CheckResult:
    """The draw! decided by `kept`, one of the `cards` turned over."""
    good = check_succeeds(check.reason, kept)
    if check.reason == "jail":
        return CheckResult(check.target, check.reason, cards, kept, "free" if good else "jailed")
    if check.reason == "dynamite":
        return _dynamite(prev, after, check, cards, kept, good)
    outcome = "dodged" if good else "no_help"
    return CheckResult(check.target, check.reason, cards, kept, outcome)


def _dynamite(
    prev: State, after: State, check: Check, cards: tuple[Card, ...], kept: Card, passes: bool
) -> CheckResult:
    if not passes:
        return CheckResult(check.target, "dynamite", cards, kept, "explodes")
    holder = next(
        (
            new.name
            for old, new in zip(prev.players, after.players, strict=True)
            if new.has_in_play("dynamite") and not old.has_in_play("dynamite")
        ),
        None,
    )
    outcome = "passes" if holder is not None else "stays"
    return CheckResult(check.target, "dynamite", cards, kept, outcome, holder)


def _table_events(prev: State, after: State) -> list[Event]:
    """Life, dying, eliminations and the cards that go with them, the winner."""
    pairs = list(zip(prev.players, after.players, strict=True))
    events: list[Event] = []
    for old, new in pairs:
        if old.life != new.life:  # a step told for each move: most change nobody's life
            events += _life_events(old, new)
    if after.stack:
        dying_before = {r.target for r in prev.stack if isinstance(r, Dying)}
        events += [
            NeedsBeers(r.target, beers_needed(after.player(r.target)))
            for r in after.stack
            if isinstance(r, Dying) and r.target not in dying_before
        ]
    events += [Eliminated(new.name) for old, new in pairs if old.alive and not new.alive]
    events += _death_cards(pairs)
    if after.winner and not prev.winner:
        events.append(Won(after.winner))
    return events


def _life_events(old: Player, new: Player) -> list[Event]:
    """Life lost or regained; an eliminated player's life set back to 0 is no healing."""
    if not new.alive:
        return []
    if new.life < old.life:
        events: list[Event] = [LifeLost(new.name, old.life - new.life, new.life)]
        drawn = len(new.hand) - len(old.hand)
        if new.character == "bart_cassidy" and drawn > 0:
            events.append(BartDraws(new.name, drawn))
        return events
    if new.life > old.life:
        return [LifeGained(new.name, new.life - old.life, new.life)]
    return []


def _death_cards(pairs: list[tuple[Player, Player]]) -> list[Event]:
    """Where the cards went in a step where somebody died (Vulture Sam takes them) or a dead
    player's role became known (an Outlaw's reward, the Sheriff's penalty for a Deputy)."""
    dead = [new.name for old, new in pairs if old.alive and not new.alive]
    settled = any(
        not new.alive and new.role is not None and (old.alive or old.role is None)
        for old, new in pairs
    )
    if not (dead or settled):  # most steps: what follows would find nothing
        return []
    events: list[Event] = []
    for old, new in pairs:
        gained = _held(new) - _held(old)
        if not new.alive:
            continue
        if new.character == "vulture_sam" and dead and gained > 0:
            events.append(VultureTakes(new.name, dead[0], gained))
        elif settled and gained > 0:
            events.append(Reward(new.name, gained))
        elif settled and _held(new) == 0 < _held(old):
            events.append(Penalty(new.name))
    return events


def _held(player: Player) -> int:
    return len(player.hand) + len(player.in_play)
