"""A decision needs the same confident read, in the same place, over several
frames: a moving or half-covered card gives none; Lucky Duke gets both cards."""

from __future__ import annotations

import numpy as np
import pytest

from camera.reader import CardRead
from camera.stabilise import Need, Stabiliser
from camera.unsure import Unsure
from camera_training.synthetic.cards import CardSpec
from camera_training.synthetic.clips import Shot, clip
from camera_training.synthetic.scenes import Pose

SHAPE = (360, 640, 3)
QUEEN = CardSpec("bang", "Q", "hearts")
HERE = Pose(0.5, 0.5, 0.55, 10, tilt=10, tilt_dir=30)


def _read(label: str, x: float = 100.0) -> CardRead:
    """A read of ``label``: "Q hearts", or "? hearts" for a sure suit and an unread rank."""
    rank, suit = label.split()
    quad = np.array([[x, 50], [x + 70, 50], [x + 70, 150], [x, 150]], np.float32)
    if rank == "?":
        return CardRead(None, suit, confidence=0.4, unsure=Unsure("index_unclear"), quad=quad)
    return CardRead(rank, suit, confidence=0.9, quad=quad)


SUIT_ONLY = Need(frozenset())  # a Barrel, a Jail: hearts or not
DYNAMITE = Need(frozenset({"spades"}))


def _decisions(stabiliser: Stabiliser, frames: list[list[CardRead]]) -> list[tuple[str, ...]]:
    out = []
    for reads in frames:
        decision = stabiliser.feed(reads, SHAPE)
        if decision:
            out.append(decision.labels)
    return out


def test_steady_read_decides_once():
    frames = [[_read("Q hearts")]] * 12
    assert _decisions(Stabiliser(frames=5), frames) == [("Q hearts",)]


def test_unsure_frame_restarts_the_count():
    unsure = [CardRead(unsure=Unsure("index_unclear"))]
    frames = [[_read("Q hearts")]] * 4 + [unsure] + [[_read("Q hearts")]] * 4
    assert _decisions(Stabiliser(frames=5), frames) == []


def test_flickering_read_gives_no_decision():
    frames = [[_read("Q hearts" if i % 2 else "8 hearts")] for i in range(20)]
    assert _decisions(Stabiliser(frames=5), frames) == []


def test_moving_outline_gives_no_decision():
    frames = [[_read("Q hearts", x=100 + 12 * i)] for i in range(20)]
    assert _decisions(Stabiliser(frames=5), frames) == []


def test_same_card_again_after_it_left():
    frames = (
        [[_read("A spades")]] * 6
        + [[CardRead(unsure=Unsure("no_card"))]]
        + [[_read("A spades")]] * 6
    )
    assert _decisions(Stabiliser(frames=5), frames) == [("A spades",), ("A spades",)]


def test_lucky_duke_needs_both_cards():
    one = [[_read("K clubs", 50)]] * 8
    both = [[_read("7 hearts", 300), _read("K clubs", 50)]] * 8
    stabiliser = Stabiliser(cards=2, frames=5)
    assert _decisions(stabiliser, one) == []
    assert _decisions(stabiliser, both) == [("K clubs", "7 hearts")]


def test_a_sure_suit_decides_a_check_that_asks_for_the_suit_alone():
    frames = [[_read("? clubs")], [_read("4 clubs")], [_read("? clubs")]] * 3
    decisions = []
    stabiliser = Stabiliser(frames=5, need=SUIT_ONLY)
    for reads in frames:
        decisions += [d] if (d := stabiliser.feed(reads, SHAPE)) else []
    assert [d.labels for d in decisions] == [("clubs",)]  # the rank was not read throughout
    assert decisions[0].cards[0].unsure is None


def test_a_suit_alone_decides_no_check_that_needs_the_whole_index():
    assert _decisions(Stabiliser(frames=5), [[_read("? hearts")]] * 12) == []


def test_a_rank_read_in_every_frame_is_kept_though_the_suit_alone_was_needed():
    decided = _decisions(Stabiliser(frames=5, need=SUIT_ONLY), [[_read("4 hearts")]] * 6)
    assert decided == [("4 hearts",)]


def test_a_rank_changing_between_frames_does_not_hold_back_a_suit_decision():
    frames = [[_read("4 hearts" if i % 2 else "A hearts")] for i in range(6)]
    assert _decisions(Stabiliser(frames=5, need=SUIT_ONLY), frames) == [("hearts",)]


def test_a_dynamite_waits_for_the_rank_of_a_spade_only():
    assert _decisions(Stabiliser(frames=5, need=DYNAMITE), [[_read("? spades")]] * 12) == []
    assert _decisions(Stabiliser(frames=5, need=DYNAMITE), [[_read("? diamonds")]] * 6) == [
        ("diamonds",)
    ]
    assert _decisions(Stabiliser(frames=5, need=DYNAMITE), [[_read("7 spades")]] * 6) == [
        ("7 spades",)
    ]


def test_rejects_three_cards():
    with pytest.raises(ValueError):
        Stabiliser(cards=3)


def _watch(reader, frames, cards=1):
    stabiliser = Stabiliser(cards=cards)
    return [
        d.labels for f in frames if (d := stabiliser.feed(reader.read_frame(f, cards), f.shape))
    ]


def test_clip_of_a_card_sliding_in_then_resting(reader):
    off = Pose(1.3, 0.5, 0.55, 40)
    frames = clip(
        [Shot((QUEEN,), (off,), (HERE,), 10), Shot((QUEEN,), (HERE,), (HERE,), 6)], seed=3
    )
    moving, resting = frames[:10], frames[10:]
    assert _watch(reader, moving) == []
    assert _watch(reader, frames) == [("Q hearts",)]
    assert len(resting) == 6


def test_clip_of_a_half_covered_card_gives_no_decision(reader):
    frames = clip([Shot((QUEEN,), (HERE,), (HERE,), 10, cover=0.5)], seed=4)
    assert _watch(reader, frames) == []


def test_clip_of_lucky_duke(reader):
    left, right = Pose(0.3, 0.5, 0.5, -5), Pose(0.7, 0.5, 0.5, 6)
    pair = (CardSpec("bang", "9", "clubs"), CardSpec("bang", "A", "diamonds"))
    frames = clip([Shot(pair, (left, right), (left, right), 7)], seed=5)
    assert _watch(reader, frames, cards=2) == [("9 clubs", "A diamonds")]


def test_the_stabiliser_remembers_where_the_cards_were_read_last():
    stabiliser = Stabiliser()
    stabiliser.feed([_read("Q hearts")], SHAPE)
    assert len(stabiliser.near) == 1
    np.testing.assert_array_equal(stabiliser.near[0], _read("Q hearts").quad)
    stabiliser.feed([CardRead(unsure=Unsure("no_card"))], SHAPE)
    assert stabiliser.near == ()
