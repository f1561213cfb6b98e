"""How a Duel starts: the two camps, their characters, hands, decks, and life read off the cards.

A `DuelSetup` is plain data (what a scenario file or a saved game holds). The seed lost the
characters' life points, so `lives` lets the players enter the number printed on each card;
the data's value is the default. `initial_state` turns a setup into the first state: in full
mode each 40-card deck is shuffled from the seed and dealt, in table mode unknown cards stand
in for what nobody has seen.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import partial

from cards_data import load_duel
from rules.core.player_names import check_names
from rules.duel.cards import OUTLAW, SHERIFF, Card, character_side, full_deck, is_equipment
from rules.duel.engine import settle
from rules.duel.life import bring_in
from rules.duel.notation import reserved_meaning
from rules.duel.setup_errors import DuelSetupError
from rules.duel.state import LAWMEN, OUTLAWS, DuelState, Side, StartChoice
from rules.duel.turns import start_turn

START_HAND = {LAWMEN: 4, OUTLAWS: 5}
DECK_OF = {LAWMEN: SHERIFF, OUTLAWS: OUTLAW}
DEFAULT_CHARACTERS = 4
MAX_LIFE = 9


@dataclass(frozen=True)
class InPlay:
    """A character already in play (scenarios): life now (default: full) and equipment."""

    character: str
    life: int | None = None
    equipment: tuple[Card, ...] = ()


@dataclass(frozen=True)
class Camp:
    """One side as the game starts.

    `reserve`: the characters drawn and not in play, next first in full mode (table mode: any
    order, or leave it empty and give `reserve_size`). `in_play`: active first; when empty,
    the player chooses the active one among the first two drawn (a `StartWith` move).
    `hand`: known cards, plus `hand_size` minus those unknown; both None deal the start hand.
    `deck_top`: known cards on top of the own deck, top first; `deck_size`: cards left in it.
    """

    player: str
    reserve: tuple[str, ...] = ()
    reserve_size: int | None = None
    in_play: tuple[InPlay, ...] = ()
    hand: tuple[Card, ...] = ()
    hand_size: int | None = None
    deck_top: tuple[Card, ...] = ()
    deck_size: int | None = None


@dataclass(frozen=True)
class DuelSetup:
    """A Duel table ready to play. `lives` overrides the data's life of any character."""

    lawmen: Camp
    outlaws: Camp
    full_information: bool = True
    seed: int = 0
    lives: Mapping[str, int] = field(default_factory=dict)
    discard: tuple[Card, ...] = ()
    turn: str = LAWMEN
    phase: str = "draw"
    bangs_played: int = 0

    def camps(self) -> tuple[tuple[str, Camp], ...]:
        return ((LAWMEN, self.lawmen), (OUTLAWS, self.outlaws))

    @property
    def players(self) -> tuple[str, str]:
        return (self.lawmen.player, self.outlaws.player)


def deal(
    lawmen: str,
    outlaws: str,
    *,
    seed: int = 0,
    characters: int = DEFAULT_CHARACTERS,
    full_information: bool = True,
    lives: Mapping[str, int] | None = None,
) -> DuelSetup:
    """A new game: each side draws `characters` characters at random (full mode) or keeps
    them secret (table mode: the players say which two they start with)."""
    rng = random.Random(seed)
    camps = []
    for side, player in ((LAWMEN, lawmen), (OUTLAWS, outlaws)):
        pool = sorted(c for c in load_duel().characters if character_side(c) == side)
        if not 2 <= characters <= len(pool):
            raise DuelSetupError("characters_drawn", most=len(pool), asked=characters)
        drawn = tuple(rng.sample(pool, characters))
        camps.append(
            Camp(player, drawn) if full_information else Camp(player, reserve_size=characters)
        )
    return DuelSetup(camps[0], camps[1], full_information, seed, dict(lives or {}))


def initial_state(setup: DuelSetup) -> DuelState:
    validate(setup)
    rng = random.Random(setup.seed)
    pools = {deck: list(full_deck(deck)) for deck in (SHERIFF, OUTLAW)}
    for pool in pools.values():
        rng.shuffle(pool)
    claim = _Claimer(setup.full_information, pools)
    state = DuelState([], setup.full_information, dict(setup.lives), seed=setup.seed)
    choices = []
    for name, camp in setup.camps():
        side = _side(state, name, camp, claim)
        state.sides.append(side)
        if not camp.in_play:
            choices.append(_start_choice(state, side))
    state.discard = [claim(card, None) for card in setup.discard]
    tops = [[claim(card, DECK_OF[name]) for card in camp.deck_top] for name, camp in setup.camps()]
    for (name, camp), side in zip(setup.camps(), state.sides, strict=True):
        side.hand = [claim(card, DECK_OF[name]) for card in camp.hand]
    for (name, camp), side in zip(setup.camps(), state.sides, strict=True):
        _fill_hand(setup, name, camp, side, claim)
    for (name, camp), side, top in zip(setup.camps(), state.sides, tops, strict=True):
        state.discard[:0] = _build_deck(setup, name, camp, side, top, claim)
    index = 0 if setup.turn in (LAWMEN, setup.lawmen.player) else 1
    if setup.phase == "draw":
        start_turn(state, index)
    else:
        state.turn, state.phase = index, setup.phase
    state.current.bangs_counted = setup.bangs_played
    state.stack.extend(reversed(choices))
    settle(state)
    return state


class _Claimer:
    """Takes the physical cards a setup names out of the shuffled decks (full mode)."""

    def __init__(self, full: bool, pools: dict[str, list[Card]]) -> None:
        self.full = full
        self.pools = pools

    def __call__(self, spec: Card, deck: str | None) -> Card:
        if not self.full:
            return spec
        decks = [spec.deck] if spec.deck else [d for d in (deck, SHERIFF, OUTLAW) if d]
        for name in decks:
            pool = self.pools[name]
            for i, card in enumerate(pool):
                if card.matches(spec):
                    return pool.pop(i)
        raise DuelSetupError("no_card_left", card=spec)


def _side(state: DuelState, name: str, camp: Camp, claim: _Claimer) -> Side:
    reserve: list[str | None] = list(camp.reserve)
    unnamed = max(0, (camp.reserve_size or 0) - len(reserve))
    if state.full_information:
        reserve += _drawn_characters(state.seed, name, camp, unnamed)
    else:
        reserve += [None] * unnamed
    side = Side(name, camp.player, DECK_OF[name], [None, None], reserve=reserve)
    for slot, entry in enumerate(camp.in_play):
        bring_in(state, side, slot, entry.character)
        fighter = side.slots[slot]
        assert fighter is not None
        if entry.life is not None:
            fighter.life = entry.life
        fighter.equipment = [claim(card, DECK_OF[name]) for card in entry.equipment]
    return side


def _drawn_characters(seed: int, name: str, camp: Camp, count: int) -> list[str]:
    """Full mode: the reserve characters a setup counts without naming, drawn at random (from
    the seed) among the side's characters it does not name."""
    named = {*camp.reserve, *(entry.character for entry in camp.in_play)}
    pool = sorted(c for c in load_duel().characters if character_side(c) == name and c not in named)
    if count > len(pool):
        raise DuelSetupError("characters_drawn", most=len(pool), asked=count)
    return random.Random(f"{seed}:{name}:reserve").sample(pool, count)


def _start_choice(state: DuelState, side: Side) -> StartChoice:
    """The first two characters of the reserve are drawn (full mode: the app knows which)."""
    if not state.full_information:
        return StartChoice(side.player)
    offered = tuple(c for c in side.reserve[:2] if c is not None)
    del side.reserve[:2]
    return StartChoice(side.player, offered)


def _fill_hand(setup: DuelSetup, name: str, camp: Camp, side: Side, claim: _Claimer) -> None:
    """Unnamed hand cards: dealt from the own deck (full mode), unknown backs (table mode)."""
    deck = DECK_OF[name]
    wanted = camp.hand_size
    if wanted is None:
        wanted = len(camp.hand) if camp.hand else START_HAND[name]
    while len(side.hand) < wanted:
        if setup.full_information and not claim.pools[deck]:
            raise DuelSetupError("no_card_left", card=Card(deck=deck))
        side.hand.append(claim.pools[deck].pop() if setup.full_information else Card(deck=deck))


def _build_deck(
    setup: DuelSetup, name: str, camp: Camp, side: Side, top: list[Card], claim: _Claimer
) -> list[Card]:
    """The own deck, known top cards last; returns the cards a short `deck_size` leaves out,
    which are in the discard pile."""
    deck = DECK_OF[name]
    if setup.full_information:
        rest = claim.pools[deck]
        keep = len(rest) if camp.deck_size is None else max(0, camp.deck_size - len(top))
        cut = len(rest) - min(keep, len(rest))
        side.deck = rest[cut:] + list(reversed(top))
        return rest[:cut]
    placed = len(side.hand) + sum(len(f.equipment) for f in side.fighters()) + len(top)
    size = camp.deck_size if camp.deck_size is not None else max(0, len(full_deck(deck)) - placed)
    side.deck = [Card(deck=deck)] * max(0, size - len(top)) + list(reversed(top))
    return []


def _reserved(setup: DuelSetup, name: str) -> str | None:
    """What a Duel player's name cannot be: a character's (a target may be either), or the
    other side's (`turn` names a side or a player)."""
    other = OUTLAWS if name == setup.lawmen.player else LAWMEN
    return "side" if name.casefold() == other else reserved_meaning(name)


def validate(setup: DuelSetup) -> None:
    """Refuse a setup that cannot be played, saying why (DuelSetupError)."""
    data = load_duel()
    if setup.lawmen.player == setup.outlaws.player:
        raise DuelSetupError("same_names")
    check_names(setup.players, partial(_reserved, setup), DuelSetupError)
    for character, life in setup.lives.items():
        if character not in data.characters:
            raise DuelSetupError("lives_unknown", character=character)
        if not 1 <= life <= MAX_LIFE:
            raise DuelSetupError("lives_range", character=character, life=life, most=MAX_LIFE)
    seen: set[str] = set()
    for name, camp in setup.camps():
        characters = [*camp.reserve, *(entry.character for entry in camp.in_play)]
        for character in characters:
            if character_side(character) != name:
                raise DuelSetupError(
                    "wrong_side", player=camp.player, character=character, side=name
                )
            if character in seen:
                raise DuelSetupError("twice", character=character)
            seen.add(character)
        if len(camp.in_play) > 2:
            raise DuelSetupError("in_play_at_most_two", player=camp.player)
        if not camp.in_play and len(camp.reserve) + (camp.reserve_size or 0) < 2:
            raise DuelSetupError("two_to_start", player=camp.player)
        for entry in camp.in_play:
            for card in entry.equipment:
                if card.kind is None or not is_equipment(card.kind):
                    raise DuelSetupError("not_equipment", character=entry.character, card=card.kind)
    if setup.turn not in (LAWMEN, OUTLAWS) and setup.turn not in setup.players:
        raise DuelSetupError("turn_not_at_table", turn=setup.turn)
    if setup.phase not in ("draw", "play"):
        raise DuelSetupError("bad_phase", phase=setup.phase)
