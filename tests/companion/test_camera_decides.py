"""The camera at a table: a check is decided by the part of the card it needs, the cards
the players name teach the camera their deck, and a read never holds up the screen."""

from __future__ import annotations

import threading
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import numpy as np
from textual.widgets import Static

import camera
from camera.watch import Watch
from companion.draw_check import PackageCamera
from companion.session import Session
from companion.store import Store
from rules.bang.cards import Card
from rules.core.moves import Reveal
from tests.camera.bang_face import bang_face, on_the_table
from tests.companion.driver import BARREL_CHECK, LUCKY_BARREL, NAMES, WIDE, open_table, type_into
from tests.companion.test_draw_panel import Frames, settle

QUAD = np.array([[10, 10], [50, 10], [50, 70], [10, 70]], np.float32)
CORNER = np.random.default_rng(3).normal(size=16).astype(np.float32)


def assert_resumes(app, session: Session) -> None:
    """The game as saved, opened again from its file, is the game on screen: the cards the
    camera read (a suit without its rank among them) survive the journal."""
    again = Session.open(Store(app.store.path), session.game_id)
    assert [entry.move for entry in again.history] == [entry.move for entry in session.history]
    assert again.game.state == session.game.state


async def test_a_sure_suit_with_an_unread_rank_settles_a_barrel(make_app, fake_camera):
    camera_ = fake_camera(("spades", None))
    app = make_app(camera_factory=lambda: camera_)
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, *BARREL_CHECK)
        await settle(pilot, screen)
        assert camera_.ranked == frozenset()  # a Barrel asks for the suit alone
        assert screen.session.history[-1].move == Reveal(Card(None, "spades"))
        assert screen.session.game.pending.player == "Ben"  # no heart: Ben is hit
        message = str(screen.query_one("#message", Static).content)
        assert message.startswith("Camera: ♠, rank unread. Barrel: failure.")
        assert camera_.taught == []  # the camera's own read teaches it nothing
        app.ui_lang = "fr"
        await pilot.pause()
        message = str(screen.query_one("#message", Static).content)
        assert message.startswith("Caméra : ♠, valeur illisible. ")
        assert_resumes(app, screen.session)


async def _barrel_settled_by(make_app, picture: np.ndarray, card: Card) -> None:
    """The package's camera shown `picture` at a Barrel check: it reads `card`, no heart, so
    Ben is hit; the game resumes as played."""
    frames = Frames([picture] * 40)
    app = make_app(camera_factory=lambda: PackageCamera(lambda: frames, camera, looping=False))
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, *BARREL_CHECK)
        await settle(pilot, screen, seconds=60)
        assert screen.session.history[-1].move == Reveal(card)
        assert screen.session.game.pending.player == "Ben"
        assert_resumes(app, screen.session)


async def test_a_bang_card_whose_index_sits_on_its_frame_settles_a_barrel(make_app):
    # The BANG! deck's own layout (a face drawn in it), read through the app's camera door.
    face = bang_face("10", "diamonds", seed=len("10diamonds"))
    picture = on_the_table(face, 3, angle=14)
    await _barrel_settled_by(make_app, picture, Card(None, "diamonds", "10"))


async def test_lucky_dukes_two_cards_that_disagree_are_read_and_the_choice_left_to_him(
    make_app, fake_camera
):
    camera_ = fake_camera(("spades", "2"), beside=(("hearts", "Q"),))
    app = make_app(camera_factory=lambda: camera_)
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, *LUCKY_BARREL, names=[*NAMES, "Eve", "Fay"])
        await settle(pilot, screen)
        flipped = [entry.move for entry in screen.session.history[-2:]]
        assert flipped == [Reveal(Card(None, "spades", "2")), Reveal(Card(None, "hearts", "Q"))]
        assert screen.session.game.pending.kind == "choose"
        message = str(screen.query_one("#message", Static).content)
        assert message.startswith("Camera: 2♠ + Q♥. Fay chooses the card that counts.")
        assert_resumes(app, screen.session)


async def test_a_card_typed_while_the_camera_looks_teaches_it(make_app, fake_camera):
    camera_ = fake_camera(None)  # the camera cannot read the card
    app = make_app(camera_factory=lambda: camera_)
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, *BARREL_CHECK)
        await pilot.pause(0.3)
        await type_into(pilot, "#typed-card", "dame de cœur")
        assert screen.session.history[-1].move == Reveal(Card(None, "hearts", "Q"))
        assert camera_.taught == [(("hearts", "Q"),)]


async def test_an_unreadable_examples_file_is_said_once_and_the_camera_still_reads(
    make_app, fake_camera
):
    camera_ = fake_camera(("hearts", "K"))
    camera_.examples_trouble = "deck examples unreadable (decks/bang-0123abcd.npz): bad file"
    app = make_app(camera_factory=lambda: camera_)
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, *BARREL_CHECK)
        await settle(pilot, screen)
        said = [n.message for n in app._notifications]
        assert said == [
            "Your deck's learnt cards are unreadable and ignored: "
            "deck examples unreadable (decks/bang-0123abcd.npz): bad file"
        ]
        assert screen.session.history[-1].move == Reveal(Card(None, "hearts", "K"))


class StuckPackage:
    """The camera package with a reader that does not finish until it is let go."""

    CameraUnavailable = OSError
    Need = camera.Need

    def __init__(self) -> None:
        self.reading = threading.Event()
        self.let_go = threading.Event()

    def symbols_learnt(self) -> bool:
        return True

    def watch(self, cards, expect, live, need=None, examples=None, deck=None):
        package = self

        class Stuck:
            def __init__(self) -> None:
                self.cards, self.expect = cards, expect

            def feed(self, frame):
                package.reading.set()
                package.let_go.wait(timeout=30)
                return [], None

        return Stuck()


async def test_the_screen_takes_typing_while_a_read_is_stuck(make_app):
    package = StuckPackage()
    frames = Frames([np.zeros((48, 64, 3), np.uint8)] * 50)
    app = make_app(camera_factory=lambda: PackageCamera(lambda: frames, package, looping=False))
    async with app.run_test(size=WIDE) as pilot:
        screen = await open_table(pilot, *BARREL_CHECK)
        for _ in range(200):
            if package.reading.is_set():
                break
            await pilot.pause(0.05)
        assert package.reading.is_set() and not package.let_go.is_set()
        await type_into(pilot, "#typed-card", "4♥")  # handled while the read is stuck
        assert screen.session.history[-1].move == Reveal(Card(None, "hearts", "4"))
        package.let_go.set()


class SeeingPackage(SimpleNamespace):
    """The camera package, with a reader that reads every frame as ``read``."""

    def __init__(self, read: camera.CardRead) -> None:
        super().__init__(
            **{name: getattr(camera, name) for name in camera.__all__ if name != "watch"}
        )
        self.read = read
        self.decks: list[object] = []  # the deck list each watch was given

    def watch(self, cards, expect, live, need=None, examples=None, deck=None):
        self.decks.append(deck)
        return Watch(cards, expect, OneWayReader(self.read), float("inf"), need, examples)


class OneWayReader:
    def __init__(self, read: camera.CardRead) -> None:
        self.read = read

    def reading(self, frame, cards, expect, near, enough=None, unmoved=False):
        return SimpleNamespace(advance=lambda budget, work: [replace(self.read)])


MISREAD = camera.CardRead("A", "spades", confidence=0.9, quad=QUAD, embedding=CORNER)


def _camera(folder: Path, read: camera.CardRead = MISREAD) -> PackageCamera:
    frames = Frames([np.full((96, 96, 3), 200, np.uint8)] * 4)
    examples = camera.deck_path(folder)
    return PackageCamera(lambda: frames, SeeingPackage(read), False, examples_file=examples)


def test_a_card_named_at_the_table_is_kept_and_read_so_next_evening(tmp_path: Path):
    tonight = _camera(tmp_path)
    assert tonight.look().index == ("spades", "A")
    tonight.teach((("hearts", "A"),))  # the players type the ace of hearts
    assert camera.deck_path(tmp_path).is_file()
    next_evening = _camera(tmp_path)
    assert next_evening.examples_trouble is None
    assert next_evening.look().index == ("hearts", "A")


def test_a_card_the_camera_doubted_and_the_players_named_is_read_surely_next_evening(
    tmp_path: Path,
):
    # The model finds the ace of hearts likely but not sure: once the players
    # have named it, the deck's example confirms the same card seen again.
    doubted = camera.CardRead(
        confidence=0.95,
        unsure="index unclear (maybe A of hearts)",
        quad=QUAD,
        embedding=CORNER,
        likeliest=("A", "hearts"),
    )
    tonight = _camera(tmp_path, doubted)
    assert tonight.look().index is None
    tonight.teach((("hearts", "A"),))
    assert _camera(tmp_path, doubted).look().index == ("hearts", "A")


def test_a_corrupt_examples_file_is_reported_and_ignored(tmp_path: Path):
    path = camera.deck_path(tmp_path)
    path.parent.mkdir(parents=True)
    path.write_bytes(b"not examples")
    opened = _camera(tmp_path)
    assert opened.examples_trouble is not None
    assert opened.examples_trouble.startswith("deck examples unreadable")
    assert opened.look().index == ("spades", "A")  # read as the model reads it


def test_a_bang_card_is_read_knowing_the_decks_list_and_a_duel_symbol_is_not(tmp_path: Path):
    """The whole card witnesses a BANG! index only against the deck's own list: the app
    passes it for a BANG! check (the Barrel's two copies among it), none for a Duel symbol."""
    camera_ = _camera(tmp_path)
    package = camera_._package
    barrel = package.decks[-1]["barrel"]
    assert sorted(barrel) == [("K", "spades"), ("Q", "spades")]
    assert sum(len(copies) for copies in package.decks[-1].values()) == 80
    camera_.expect(1, "symbol")
    assert package.decks[-1] is None
