"""Every character and every card, played by touch through the app in table mode.

Real tables play with unknown hands, the case that once ended the app (Kit Carlson's unseen
card could not be saved). Each test seats a table-mode game, then taps the decision buttons
as a player would, steering towards the character's or the card's moves, and checks that
the app is still up, that the card or ability was played, and that the saved journal
resumes to the very table on screen.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from cards_data import load_bang
from companion.choices import Choice
from companion.screens.game_over import GameOverScreen
from companion.screens.table import TableScreen
from companion.session import Session
from companion.store import Store
from companion.widgets.choice_panel import ChoicePanel
from rules.bang.moves import Move, actor
from rules.bang.setup import Seat, Setup
from rules.core.moves import Play
from tests.companion.driver import WIDE, table, tap

NAMES = ("Anna", "Ben", "Carla", "Dan", "Emma")
OTHERS = ("willy_the_kid", "paul_regret", "rose_doolan", "suzy_lafayette", "vulture_sam")
TAPS = 16  # moves tapped at most
# Moves tapped once the test has what it came for: the answers and consequences of the
# wanted play (a Missed!, a reveal, the next turn) go through the app too.
AFTER = 3

Wanted = Callable[[Move], bool]
Enough = Callable[[list[Move]], bool]


def seats(character: str) -> tuple[Seat, ...]:
    """Anna, the Sheriff, holds the character under test, a life short so Beer is playable."""
    others = [c for c in OTHERS if c != character][:4]
    anna = Seat("Anna", character, "sheriff", life=3)
    return (anna, *(Seat(name, c) for name, c in zip(NAMES[1:], others, strict=True)))


def leaves(node: Choice, path: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], Move]]:
    """Every move the buttons lead to, with the keys to tap, refused targets left out."""
    found = []
    for child in node.children:
        keys = (*path, child.key)
        if child.children:
            found += leaves(child, keys)
        elif child.move is not None and child.refusal is None:
            found.append((keys, child.move))
    return found


async def tap_towards(pilot, wanted: Wanted, rng: random.Random) -> Move | None:
    """Tap through the buttons to one move the engine takes, a wanted one when offered."""
    screen = table(pilot)
    game = screen.session.game
    offered = leaves(screen.query_one(ChoicePanel).root)
    preferred = [leaf for leaf in offered if wanted(leaf[1])]
    rng.shuffle(preferred)
    rng.shuffle(offered)
    # The buttons come from the legal moves, but a reveal offers every index: try in turn.
    keys, move = next(((k, m) for k, m in preferred + offered if game.check(m) is None), ((), None))
    if move is None:
        return None
    for key in keys:
        await tap(pilot, f"#choice-{key}")
    return move


async def play_by_touch(
    make_app, character: str, wanted: Wanted, enough: Enough, seed: int
) -> list[Move]:
    """A table-mode game played by taps until the moves are ``enough``, and AFTER more;
    returns the moves, after checking the game resumes."""
    app = make_app()
    rng = random.Random(seed)
    async with app.run_test(size=WIDE) as pilot:
        setup = Setup(seats(character), full_information=False, seed=seed)
        session = Session.start(app.store, setup, "by touch", "en")
        app.play(session)
        await pilot.pause()
        left = TAPS
        while left and not session.game.winner:
            if await tap_towards(pilot, wanted, rng) is None:
                break
            left -= 1
            if enough(moves(session)):
                left = min(left, AFTER)
        assert app.is_running and isinstance(app.screen, TableScreen | GameOverScreen)
        played = moves(session)
        again = Session.open(Store(app.store.path), session.game_id)
        assert again.game.state == session.game.state
    return played


def moves(session: Session) -> list[Move]:
    return [logged.move for logged in session.history]


CHARACTERS = sorted(load_bang().characters)
CARDS = sorted(load_bang().cards)


@pytest.mark.parametrize("character", CHARACTERS)
async def test_a_character_plays_by_touch_at_a_table_and_the_game_resumes(make_app, character):
    def wanted(move: Move) -> bool:
        return actor(move) == "Anna" or getattr(move, "target", None) == "Anna"

    def enough(played: list[Move]) -> bool:
        return sum(actor(move) == "Anna" for move in played) >= 2

    played = await play_by_touch(
        make_app, character, wanted, enough, seed=CHARACTERS.index(character)
    )
    assert enough(played)


def _plays_kind(kind: str) -> Wanted:
    """The card itself; for an answer (Missed!, Beer when dying) the shot that calls for it."""
    prompts = {"missed": "bang", "barrel": "bang"}

    def wanted(move: Move) -> bool:
        return isinstance(move, Play) and move.card.kind in (kind, prompts.get(kind))

    return wanted


@pytest.mark.parametrize("kind", CARDS)
async def test_a_card_is_played_by_touch_at_a_table_and_the_game_resumes(make_app, kind):
    def enough(played: list[Move]) -> bool:
        return any(isinstance(move, Play) and move.card.kind == kind for move in played)

    wanted = _plays_kind(kind)
    played = await play_by_touch(make_app, "bart_cassidy", wanted, enough, CARDS.index(kind))
    assert enough(played)
