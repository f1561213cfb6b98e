"""How a game starts: seats, characters, roles, life, hands, cards in play, known deck cards.

A `Setup` is plain data (what a scenario file or a saved game holds). `initial_state` turns it
into the first State: in full mode the 80 cards are shuffled from the seed and dealt where
the setup leaves them open; in table mode unknown cards stand in for everything not stated.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field

from cards_data import load_bang
from rules.bang.cards import UNKNOWN, Card, full_deck
from rules.bang.engine import settle
from rules.bang.notation import reserved_meaning
from rules.bang.setup_errors import SetupError
from rules.bang.state import Player, State
from rules.bang.turns import start_turn
from rules.core.player_names import check_names

SHERIFF_BONUS = 1
FEWEST_PLAYERS, MOST_PLAYERS = 4, 7
DECK_SIZE = 80  # the physical cards of the game, checked against the data by the tests


@dataclass(frozen=True)
class Seat:
    """One player as the game starts. `hand_size` None means "as many cards as life"."""

    name: str
    character: str
    role: str | None = None
    life: int | None = None
    hand: tuple[Card, ...] = ()
    hand_size: int | None = None
    in_play: tuple[Card, ...] = ()
    alive: bool = True


@dataclass(frozen=True)
class Setup:
    """A table ready to play: seats in clockwise order, whose turn, and the information mode."""

    seats: tuple[Seat, ...]
    full_information: bool = True
    seed: int = 0
    deck_top: tuple[Card, ...] = ()
    deck: tuple[Card, ...] | None = None
    """The whole draw pile, top first, when stated (an empty one sets up a reshuffle); in
    full mode the cards placed nowhere else lie under the discard pile."""
    turn: str | None = None
    phase: str = "draw"
    discard: tuple[Card, ...] = field(default_factory=tuple)
    bangs_played: int = 0


def max_life(seat: Seat) -> int:
    """The character's life points, +1 for the Sheriff."""
    base = load_bang().characters[seat.character].life
    return base + SHERIFF_BONUS if seat.role == "sheriff" else base


def deal(
    names: list[str],
    characters: list[str] | None = None,
    roles: Sequence[str | None] | None = None,
    *,
    seed: int = 0,
    full_information: bool = True,
) -> Setup:
    """A new game: random roles and characters where not given (full mode deals roles)."""
    data = load_bang()
    if not FEWEST_PLAYERS <= len(names) <= MOST_PLAYERS:
        raise SetupError("player_count", count=len(names))
    rng = random.Random(seed)
    if characters is None:
        characters = rng.sample(sorted(data.characters), len(names))
    if roles is None and full_information:
        table = data.role_table[len(names)]
        dealt = [role for role, count in table.items() for _ in range(count)]
        rng.shuffle(dealt)
        roles = dealt
    seats = tuple(
        Seat(name, character, roles[i] if roles else None)
        for i, (name, character) in enumerate(zip(names, characters, strict=True))
    )
    return Setup(seats, full_information=full_information, seed=seed)


def initial_state(setup: Setup) -> State:
    """The first State of the game the setup describes, settled like the state after a move.

    A first player with Dynamite or Jail starts with the draw! checks, which full mode settles
    at once from the deck (and Suzy Lafayette dealt no card draws one), as after any move.
    """
    validate(setup)
    pool = full_deck() if setup.full_information else []
    rng = random.Random(setup.seed)
    rng.shuffle(pool)
    players = [_player(seat) for seat in setup.seats]
    for seat, player in zip(setup.seats, players, strict=True):
        player.hand = [_claim(setup, pool, card) for card in seat.hand]
        player.in_play = [_claim(setup, pool, card) for card in seat.in_play]
    discard = [_claim(setup, pool, card) for card in setup.discard]
    top = [_claim(setup, pool, card) for card in (setup.deck or setup.deck_top)]
    for seat, player in zip(setup.seats, players, strict=True):
        wanted = max(len(player.hand), _hand_size(seat, player))
        while len(player.hand) < wanted:
            player.hand.append(pool.pop() if setup.full_information else UNKNOWN)
    if setup.deck is not None:  # the whole pile is stated: the rest lies under the discard
        deck, discard = [], pool + discard
    elif setup.full_information:
        deck = pool
    else:
        deck = [UNKNOWN] * _unknown_deck_size(players, discard, top)
    state = State(
        players=players,
        full_information=setup.full_information,
        deck=deck + list(reversed(top)),
        discard=discard,
        seed=setup.seed,
        bangs_played=setup.bangs_played,
    )
    _first_turn(state, setup)
    settle(state)
    return state


def _hand_size(seat: Seat, player: Player) -> int:
    """As many cards as stated, else as many as life points (the deal), none for the dead."""
    if seat.hand_size is not None:
        return seat.hand_size
    return player.life if player.alive else 0


def _player(seat: Seat) -> Player:
    """The seat's player; an eliminated one has 0 life points, as after `eliminate`."""
    top = max_life(seat)
    life = top if seat.life is None else seat.life
    alive = seat.alive and life > 0
    return Player(seat.name, seat.character, top, life if alive else 0, seat.role, alive=alive)


def _claim(setup: Setup, pool: list[Card], spec: Card) -> Card:
    """Take the physical card a setup names out of the virtual deck (full mode)."""
    if not setup.full_information:
        return spec
    for i, card in enumerate(pool):
        if card.matches(spec):
            return pool.pop(i)
    raise SetupError("card_not_left", card=spec)


def _unknown_deck_size(players: list[Player], discard: list[Card], top: list[Card]) -> int:
    """What is left of the 80 cards once hands, cards in play and piles are counted."""
    placed = sum(len(p.hand) + len(p.in_play) for p in players) + len(discard) + len(top)
    return max(0, len(full_deck()) - placed)


def _first_turn(state: State, setup: Setup) -> None:
    names = [seat.name for seat in setup.seats]
    first = setup.turn or next(seat.name for seat in setup.seats if seat.role == "sheriff")
    seat = names.index(first)
    if setup.phase == "draw":
        start_turn(state, seat)
    else:
        state.turn, state.phase = seat, setup.phase


def validate(setup: Setup) -> None:
    """Refuse a setup that cannot be played, saying why (SetupError), before anything is
    built from it."""
    data = load_bang()
    names = [seat.name for seat in setup.seats]
    if len(set(names)) != len(names):
        raise SetupError("same_names")
    check_names(names, reserved_meaning, SetupError)
    if not FEWEST_PLAYERS <= len(names) <= MOST_PLAYERS:
        raise SetupError("player_count", count=len(names))
    for seat in setup.seats:
        _validate_seat(seat, data.characters, data.roles)
    living = sum(seat.alive and seat.life != 0 for seat in setup.seats)
    if living < 2:  # a game already over: its turns would go round no one for ever
        raise SetupError("too_few_alive", count=living)
    if sum(seat.role == "sheriff" for seat in setup.seats) != 1:
        raise SetupError("one_sheriff", sheriff="sheriff")
    if setup.turn is not None and setup.turn not in names:
        raise SetupError("turn_not_seated", player=setup.turn)
    if setup.phase not in ("draw", "play"):
        raise SetupError("first_phase", phase=setup.phase)
    if setup.deck is not None and setup.deck_top:
        raise SetupError("deck_and_top")
    placed = _cards_placed(setup)
    if placed > DECK_SIZE:
        raise SetupError("too_many_cards", count=placed, most=DECK_SIZE)


def validate_characters(setup: Setup) -> None:
    """Refuse a character played twice: each is one card, so a real table never shows it.
    (The engine does not mind, and its tests seat neutral stand-ins several times.)"""
    characters = [seat.character for seat in setup.seats]
    for character in characters:
        if characters.count(character) > 1:
            raise SetupError("character_twice", character=character)


def _validate_seat(seat: Seat, characters: Collection[str], roles: Collection[str]) -> None:
    if seat.character not in characters:
        raise SetupError("unknown_character", player=seat.name, character=seat.character)
    if seat.role is not None and seat.role not in roles:
        raise SetupError("unknown_role", player=seat.name, role=seat.role)
    if seat.life is not None and seat.life > max_life(seat):
        raise SetupError("life_above_most", player=seat.name, life=seat.life, most=max_life(seat))


def _cards_placed(setup: Setup) -> int:
    """The cards the setup puts in hands, in play and on the piles: at most the deck."""
    hands = sum(max(len(seat.hand), _hand_size(seat, _player(seat))) for seat in setup.seats)
    in_play = sum(len(seat.in_play) for seat in setup.seats)
    return hands + in_play + len(setup.discard) + len(setup.deck or setup.deck_top)
