"""The whole card as a second witness of its index, against a deck list
(camera.witness), on crafted reads and kind guesses: no fetched material."""

from __future__ import annotations

import sys

import cv2
import numpy as np
import pytest

from camera.kind_model import KIND_CLASSES, KindGuess, kind_model
from camera.reader import CardRead, Reader
from camera.unsure import Unsure
from camera.witness import KIND_SURE, kind_of, witnessed
from camera_training.real import PHOTOS
from camera_training.synthetic.cards import CardSpec, draw_card
from camera_training.synthetic.scenes import random_style
from cards_data.loader import load_bang
from tests.camera.bang_face import bang_face, on_the_table

# A few kinds of the base game's deck list, as the app passes it.
DECK = {
    "barrel": [("Q", "spades"), ("K", "spades")],
    "dynamite": [("2", "hearts")],
    "jail": [("4", "hearts"), ("10", "spades"), ("J", "spades")],
    "bang": [("A", "spades"), ("Q", "hearts"), ("2", "diamonds"), ("3", "clubs")],
    "volcanic": [("10", "clubs"), ("10", "spades")],
}


def sure(rank: str, suit: str) -> CardRead:
    return CardRead(rank, suit, confidence=0.99, rank_confidence=0.99, suit_confidence=0.995)


def unsure(
    rank: str | None, suit: str | None, rank_p: float = 0.6, suit_p: float = 0.7
) -> CardRead:
    """An index read left unsure, its likeliest card (rank, suit) at those odds."""
    likeliest = None if rank is None else (rank, suit)
    return CardRead(
        unsure=Unsure("index_unclear"),
        rank_confidence=rank_p,
        suit_confidence=suit_p,
        likeliest=likeliest,
    )


def guess(kind: str | None, p: float) -> KindGuess:
    probs = np.zeros(len(KIND_CLASSES), np.float32)
    probs[KIND_CLASSES.index(kind)] = p
    return KindGuess(kind, p, probs)


def test_a_sure_index_no_copy_of_the_kind_carries_is_made_unsure() -> None:
    read = witnessed(sure("9", "hearts"), "barrel", DECK)
    assert read.unsure and dict(read.unsure.args)["kind"] == "barrel"
    assert (read.rank, read.suit) == (None, None)


def test_a_sure_index_a_copy_carries_stands() -> None:
    read = sure("K", "spades")
    assert witnessed(read, "barrel", DECK) is read


def test_a_suit_named_alone_that_the_kind_never_has_is_dropped() -> None:
    read = CardRead(suit="hearts", unsure=Unsure("index_unclear"), suit_confidence=0.999)
    out = witnessed(read, "barrel", DECK)
    assert out.suit is None and out.unsure


def test_a_single_copy_kind_names_the_card_its_index_half_agrees_with() -> None:
    read = witnessed(unsure("3", "hearts", rank_p=0.3), "dynamite", DECK)
    assert read.unsure is None and (read.rank, read.suit) == ("2", "hearts")
    read = witnessed(unsure("2", "diamonds", rank_p=0.4, suit_p=0.45), "dynamite", DECK)
    assert read.label == "2 hearts"


def test_a_single_copy_kind_alone_names_no_card() -> None:
    """Without an index that half agrees, the kind is only as good as its outline."""
    nothing_found = witnessed(CardRead(unsure=Unsure("no_index")), "dynamite", DECK)
    assert nothing_found.label is None and nothing_found.suit is None
    other = witnessed(unsure("8", "spades", rank_p=0.3, suit_p=0.3), "dynamite", DECK)
    assert other.rank is None and other.suit is None


def test_a_single_copy_kind_yields_to_an_index_that_reads_otherwise() -> None:
    """The Dodge City Dynamite is the 10 of clubs: an index fairly sure of a
    club keeps the base game's Dynamite from naming the card or its suit."""
    read = witnessed(unsure("10", "clubs", rank_p=0.4, suit_p=0.8), "dynamite", DECK)
    assert read.unsure and read.suit is None and read.rank is None
    read = witnessed(unsure("2", "clubs", rank_p=0.4, suit_p=0.8), "dynamite", DECK)
    assert read.unsure and read.rank == "2" and read.suit is None


def test_a_kind_of_one_suit_decides_the_suit_its_index_likely_shows() -> None:
    read = witnessed(unsure("Q", "spades", rank_p=0.5, suit_p=0.6), "barrel", DECK)
    assert read.suit == "spades" and read.rank is None and read.unsure
    assert read.label is None  # the rank stays unread: not a whole card


def test_a_kind_never_decides_against_the_index_likeliest_part() -> None:
    read = witnessed(unsure("K", "clubs", rank_p=0.5, suit_p=0.3), "barrel", DECK)
    assert read.suit is None


def test_a_kind_with_copies_of_several_suits_does_not_decide_a_suit() -> None:
    read = witnessed(unsure("3", "clubs", rank_p=0.5, suit_p=0.9), "bang", DECK)
    assert read.suit is None and read.rank is None and read.unsure


def test_a_kind_decides_a_rank_all_its_copies_share() -> None:
    read = witnessed(unsure("10", "clubs", rank_p=0.7, suit_p=0.5), "volcanic", DECK)
    assert read.rank == "10" and read.suit is None


def test_the_index_named_part_narrows_the_copies() -> None:
    """A Jail whose suit reads spades: 10 or J, the rank still the index's."""
    read = CardRead(suit="spades", unsure=Unsure("index_unclear"), likeliest=("J", "spades"))
    out = witnessed(read, "jail", DECK)
    assert out.suit == "spades" and out.rank is None
    hearts = CardRead(suit="hearts", unsure=Unsure("index_unclear"), likeliest=("4", "hearts"))
    assert witnessed(hearts, "jail", DECK).label == "4 hearts"


def test_no_kind_or_a_kind_outside_the_deck_changes_nothing() -> None:
    read = sure("9", "hearts")
    assert witnessed(read, None, DECK) is read
    assert witnessed(read, "mustang", DECK) is read


def test_a_kind_is_sure_at_its_bar_unless_another_view_names_another() -> None:
    assert kind_of([guess("barrel", KIND_SURE)]) == "barrel"
    assert kind_of([guess("barrel", KIND_SURE - 0.01)]) is None
    assert kind_of([guess(None, 0.99)]) is None
    assert kind_of([guess("barrel", 0.99), guess("jail", 0.6)]) is None
    assert kind_of([guess("barrel", 0.99), guess(None, 0.6)]) == "barrel"


def test_the_model_names_the_deck_lists_kinds() -> None:
    """The kind model's classes are the base game's kinds, as cards_data names them."""
    assert set(KIND_CLASSES) - {None} == set(load_bang().cards)


def test_without_a_deck_the_reader_reads_the_index_alone() -> None:
    assert Reader().deck is None


@pytest.mark.parametrize("kind", ["barrel", "dynamite"])
def test_a_witnessed_read_is_what_the_deck_allows(kind: str) -> None:
    """Whatever an unsure read's likeliest card, the witness names only a
    card of the kind's copies, or a part of one."""
    rng = np.random.default_rng(5)
    ranks = ["A", "2", "3", "10", "J", "Q", "K"]
    suits = ["hearts", "diamonds", "clubs", "spades"]
    for _ in range(200):
        r, s = str(rng.choice(ranks)), str(rng.choice(suits))
        read = witnessed(unsure(r, s, float(rng.random()), float(rng.random())), kind, DECK)
        if read.rank:
            assert read.rank in {c[0] for c in DECK[kind]}
        if read.suit:
            assert read.suit in {c[1] for c in DECK[kind]}


class FixedKinds:
    """A kind model that sees the same kind on every card."""

    def __init__(self, kind: str | None, p: float) -> None:
        self.kind, self.p, self.calls = kind, p, 0

    def classify(self, cards):
        self.calls += 1
        return [guess(self.kind, self.p) for _ in cards]


def test_the_reader_takes_the_kind_as_a_witness_only_with_a_deck():
    """A drawn BANG! 10 of diamonds read surely alone: a reader told the deck
    sees it as a Barrel (Q or K of spades), so the read is unsure, naming nothing;
    seen as a Bang! (whose copies hold the 10 of diamonds), it stands. Without a
    deck the kind model is never asked."""
    image = on_the_table(bang_face("10", "diamonds", seed=len("10diamonds")), 1, angle=14)
    alone = Reader().read_image(image, expect="bang")
    if alone.unsure:
        pytest.skip(f"the BANG! index model leaves this drawn card unsure: {alone.unsure}")
    assert alone.label == "10 diamonds"
    deck = {**DECK, "bang": [("10", "diamonds")]}
    barrel = FixedKinds("barrel", 0.999)
    read = Reader(deck=deck, kinds=barrel).read_image(image, expect="bang")
    assert barrel.calls and read.unsure and read.rank is None and read.suit is None
    same = Reader(deck=deck, kinds=FixedKinds("bang", 0.999)).read_image(image, expect="bang")
    assert same.label == "10 diamonds"
    unused = FixedKinds("barrel", 0.999)
    assert Reader(kinds=unused).read_image(image, expect="bang").label == "10 diamonds"
    assert unused.calls == 0


def test_the_shipped_kind_model_names_no_kind_on_a_poker_card_or_a_table():
    rng = np.random.default_rng(3)
    poker = draw_card(CardSpec("poker", "Q", "hearts"), random_style(rng, "eval"), rng)
    table = np.full((336, 240, 3), (60, 110, 150), np.uint8)
    guesses = kind_model().classify([poker, table, bang_face("7", "clubs")])
    assert kind_of(guesses[:1]) is None and kind_of(guesses[1:2]) is None
    assert kind_of(guesses[2:]) is None  # a drawn face of no kind of the deck


def test_the_shipped_kind_model_names_the_faces_it_learnt():
    """The WildWest faces (fetched material, the kind model's training set),
    each flattened straight: a check that the shipped weights are the trained ones."""
    sys.path.insert(0, str(PHOTOS))
    from bang_faces import face_kind
    from photoset import default_cache, read_manifest

    faces = [p for p in read_manifest(PHOTOS / "bang_faces.csv") if p.source == "wildwest-faces"]
    cache = default_cache()
    if not all((cache / p.cached).is_file() for p in faces):
        pytest.skip(
            f"the WildWest faces are not in {cache} (fetched material):"
            " python bench/photos/rebuild.py --manifest bench/photos/bang_faces.csv"
        )
    cards = [cv2.resize(cv2.imread(str(cache / p.cached)), (240, 336)) for p in faces]
    named = [kind_of([g]) for g in kind_model().classify(cards)]
    assert named == [face_kind(p) for p in faces]
