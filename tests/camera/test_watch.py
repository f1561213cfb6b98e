"""A watched stream: a still table is searched once, anything new at once."""

from __future__ import annotations

import numpy as np

from camera.reader import NO_CARD, NOT_AN_IMAGE, CardRead, Reader
from camera.synthetic.cards import CardSpec
from camera.synthetic.clips import Shot, clip
from camera.synthetic.scenes import Pose
from camera.watch import Watch, still, thumbnail

QUEEN = CardSpec("bang", "Q", "hearts")
HERE = Pose(0.5, 0.5, 0.5, 20)
OFF = Pose(1.3, 0.5, 0.5, 40)
EMPTY = Shot((), (), (), 3)


class Counting:
    """A reader that notes which frames of a stream it was asked to search."""

    def __init__(self, reader: Reader) -> None:
        self.reader = reader
        self.searched: list[int] = []
        self.frame = 0

    def read_frame(self, frame, *args):
        self.searched.append(self.frame)
        return self.reader.read_frame(frame, *args)


def _watch(reader: Reader, frames: list[np.ndarray]) -> tuple[list, list[int]]:
    """What a Watch made of each frame, and which frames it searched."""
    counting = Counting(reader)
    watch = Watch(1, "index", counting)  # type: ignore[arg-type]
    results = []
    for counting.frame, frame in enumerate(frames):
        results.append(watch.feed(frame))
    return results, counting.searched


def test_a_still_empty_table_is_searched_until_it_is_seen_at_rest(reader):
    results, searched = _watch(reader, clip([Shot((), (), (), 5)], seed=3))
    assert searched == [0, 1]  # the first frame has nothing to be still against
    for reads, decision in results:
        assert [r.unsure for r in reads] == [NO_CARD] and decision is None
        assert reads[0].hint == "no_card"


def test_a_card_laid_on_a_still_table_is_searched_and_decided(reader):
    sliding, resting = Shot((QUEEN,), (OFF,), (HERE,), 6), Shot((QUEEN,), (HERE,), (HERE,), 6)
    frames = clip([EMPTY, sliding, resting], seed=3)
    results, searched = _watch(reader, frames)
    # The slide's first frame still has the card out of view: the table as it was.
    assert searched == [0, 1, *range(4, len(frames))]
    assert [d.labels for _, d in results if d] == [("Q hearts",)]


def test_the_table_is_searched_again_once_the_card_has_left(reader):
    resting = Shot((QUEEN,), (HERE,), (HERE,), 2)
    _, searched = _watch(reader, clip([resting, EMPTY], seed=5))
    assert searched == [0, 1, 2, 3]  # the card twice, the table as the card leaves, at rest


class BlurredWhileMoving:
    """Finds no card in the first two pictures (the table, then the card
    sliding in, blurred) and a card in any other."""

    def __init__(self, moving: np.ndarray) -> None:
        self.moving = moving

    def read_frame(self, frame, *args):
        if frame.mean() <= self.moving.mean():
            return [CardRead(unsure=NO_CARD)]
        quad = np.float32([[100, 100], [200, 100], [200, 240], [100, 240]])
        return [CardRead("Q", "hearts", confidence=0.9, quad=quad)]


def test_a_card_found_only_once_at_rest_is_searched_however_little_it_changed():
    table = np.full((360, 640, 3), 100, np.uint8)
    moving = table.copy()
    moving[100:240, 100:200] = 160  # the card, blurred: nothing found
    resting = moving.copy()
    resting[100:240, 100:200] += 10  # sharp at rest: a change within the noise allowance
    watch = Watch(1, "index", BlurredWhileMoving(moving))  # type: ignore[arg-type]
    for frame in (table, table, moving):
        watch.feed(frame)
    reads, _ = watch.feed(resting)
    assert reads[0].label == "Q hearts"


def test_a_frame_that_is_no_picture_is_never_taken_for_a_still_table(reader):
    results, searched = _watch(reader, [np.zeros((10, 10, 3), np.uint8)] * 3)
    assert searched == [0, 1, 2]
    assert all(reads[0].unsure == NOT_AN_IMAGE for reads, _ in results)


def test_camera_noise_is_still_and_a_change_of_light_is_not():
    first, second = clip([Shot((), (), (), 2)], seed=7)
    assert still(thumbnail(first), thumbnail(second))
    brighter = np.clip(first.astype(np.int16) + 40, 0, 255).astype(np.uint8)
    assert not still(thumbnail(first), thumbnail(brighter))


def test_a_picture_of_another_size_is_not_the_same_table():
    grey = np.full((360, 640, 3), 128, np.uint8)
    tall = np.full((640, 360, 3), 128, np.uint8)
    assert still(thumbnail(grey), thumbnail(grey.copy()))
    assert not still(thumbnail(grey), thumbnail(tall))
    assert thumbnail(np.zeros((20, 20), np.uint8)) is None
