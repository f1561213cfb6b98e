"""A watched stream: a still table is searched once, anything new at once."""

from __future__ import annotations

import math

import numpy as np

import camera.reader as reader_module
from camera import unsure as reasons
from camera.prototypes import Prototypes
from camera.reader import NO_CARD, NOT_AN_IMAGE, CardRead, Reader, Reading, Steps
from camera.watch import BUDGET_MS, Watch, still, thumbnail
from camera_training.synthetic.cards import CardSpec
from camera_training.synthetic.clips import Shot, clip
from camera_training.synthetic.scenes import Pose

QUEEN = CardSpec("bang", "Q", "hearts")
HERE = Pose(0.5, 0.5, 0.5, 20)
OFF = Pose(1.3, 0.5, 0.5, 40)
EMPTY = Shot((), (), (), 3)


class Counting:
    """A reader that notes which frames of a stream it was asked to search."""

    def __init__(self, reader: Reader) -> None:
        self.reader = reader
        self.searched: list[int] = []
        self.unmoved: list[bool] = []  # whether each read was told its picture had not changed
        self.frame = 0

    def reading(self, frame, *args):
        self.searched.append(self.frame)
        self.unmoved.append(args[-1])
        return self.reader.reading(frame, *args)


def _watch(
    reader: Reader, frames: list[np.ndarray], budget_ms: float = math.inf
) -> tuple[list, list[int]]:
    """What a Watch made of each frame, and which frames it began to read.
    With no budget, every frame it reads is read to the end at once."""
    counting = Counting(reader)
    watch = Watch(1, "index", counting, budget_ms)  # type: ignore[arg-type]
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


class StepClock:
    """A perf_counter that moves one millisecond each time it is read: each
    step of a read then costs the same, however busy the machine is, so the
    budget's effect is the same on every run."""

    def __init__(self) -> None:
        self.now = 0.0

    def perf_counter(self) -> float:
        self.now += 0.001
        return self.now


def test_a_card_laid_on_a_still_table_is_decided_with_a_few_ms_of_reading_a_frame(
    reader, monkeypatch
):
    monkeypatch.setattr(reader_module, "time", StepClock())
    sliding, resting = Shot((QUEEN,), (OFF,), (HERE,), 6), Shot((QUEEN,), (HERE,), (HERE,), 40)
    results, _ = _watch(reader, clip([EMPTY, sliding, resting], seed=3), BUDGET_MS)
    assert [d.labels for _, d in results if d] == [("Q hearts",)]


def _done_in(steps: int, read: CardRead) -> Steps[list[CardRead]]:
    for _ in range(steps - 1):
        yield
    return [read]


class Slow:
    """A reader whose read of any frame takes three steps and finds a queen;
    it notes the frames it began to read, by their number (see _numbered)."""

    QUAD = np.float32([[100, 100], [200, 100], [200, 240], [100, 240]])

    def __init__(self) -> None:
        self.begun: list[int] = []

    def reading(self, frame, *args):
        self.begun.append(int(frame[0, 0, 1]))
        return Reading(_done_in(3, CardRead("Q", "hearts", confidence=0.9, quad=self.QUAD)))


def _numbered(k: int, light: int) -> np.ndarray:
    """Frame number k, all of grey level ``light`` but for its number in green."""
    frame = np.full((360, 640, 3), light, np.uint8)
    frame[..., 1] = k
    return frame


def test_a_frame_whose_read_outlasts_the_budget_is_read_on_through_the_next_frames():
    slow = Slow()
    watch = Watch(1, "index", slow, budget_ms=0)  # type: ignore[arg-type]
    moving = [_numbered(k, 100 * (k % 2)) for k in range(16)]  # never at rest
    results = [watch.feed(frame) for frame in moving]
    assert slow.begun == [0, 3, 6, 9, 12, 15]  # three frames a read
    assert [reads for reads, _ in results[:2]] == [[], []]  # nothing read to the end yet
    labels = [[r.label for r in reads] for reads, _ in results]
    assert labels[2:] == [["Q hearts"]] * 14  # each read stands until the next is done
    decided = [k for k, (_, decision) in enumerate(results) if decision]
    assert decided == [14]  # the fifth read done: the frames between do not count


def test_a_frame_given_work_units_reads_as_far_as_they_go_whatever_the_clock():
    # A bench must watch alike on any machine: a frame bounded by counted
    # work (two bare steps here) takes the same steps however long they last.
    slow = Slow()
    watch = Watch(1, "index", slow, budget_ms=math.inf, frame_work=4)  # type: ignore[arg-type]
    moving = [_numbered(k, 100 * (k % 2)) for k in range(8)]
    results = [watch.feed(frame) for frame in moving]
    assert slow.begun == [0, 2, 4, 6]  # two steps in the first frame, the third in the next
    labels = [[r.label for r in reads] for reads, _ in results]
    assert labels == [[]] + [["Q hearts"]] * 7  # each read done by its second frame


def test_a_read_begun_before_the_picture_changed_and_settled_is_dropped():
    slow = Slow()
    watch = Watch(1, "index", slow, budget_ms=0)  # type: ignore[arg-type]
    for frame in (_numbered(0, 0), _numbered(1, 100), _numbered(2, 100)):
        watch.feed(frame)
    assert slow.begun == [0, 2]  # frame 2 rests on frame 1, which frame 0 no longer showed


SEEN = np.float32([1, 0, 0])  # the embedding of a 7 of clubs the deck has an example of


def _unsure_seven() -> CardRead:
    """An unsure read whose likeliest card is the 7 of clubs."""
    return CardRead(
        confidence=0.95,
        unsure=reasons.Unsure("index_unclear"),
        quad=Slow.QUAD,
        embedding=SEEN,
        likeliest=("7", "clubs"),
    )


class Unsure:
    """A reader whose every read is :func:`_unsure_seven`; it keeps the
    ``enough`` it is given."""

    def __init__(self) -> None:
        self.enough = None

    def reading(self, frame, cards, expect, near, enough, unmoved):
        self.enough = enough
        return Reading(_done_in(1, _unsure_seven()))


def test_a_card_the_decks_examples_confirm_needs_no_more_search_and_is_decided():
    # The deck's example makes the unsure read sure: the card read again where
    # it was counts at once, and five such reads decide it.
    reader = Unsure()
    examples = Prototypes.none().add(SEEN, "7", "clubs")
    watch = Watch(1, "index", reader, examples=examples)  # type: ignore[arg-type]
    decided = [watch.feed(_numbered(k, 100))[1] for k in range(6)]
    assert [d.labels for d in decided if d] == [("7 clubs",)]
    assert reader.enough is not None and reader.enough(_unsure_seven())


def test_the_table_is_searched_again_once_the_card_has_left(reader):
    resting = Shot((QUEEN,), (HERE,), (HERE,), 2)
    _, searched = _watch(reader, clip([resting, EMPTY], seed=5))
    assert searched == [0, 1, 2, 3]  # the card twice, the table as the card leaves, at rest


class BlurredWhileMoving:
    """Finds no card in the first two pictures (the table, then the card
    sliding in, blurred) and a card in any other."""

    def __init__(self, moving: np.ndarray) -> None:
        self.moving = moving

    def reading(self, frame, *args):
        if frame.mean() <= self.moving.mean():
            return Reading(_done_in(1, CardRead(unsure=NO_CARD)))
        return Reading(_done_in(1, CardRead("Q", "hearts", confidence=0.9, quad=Slow.QUAD)))


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


def test_a_webcam_frame_gets_the_budget_and_a_recorded_one_all_it_needs():
    import camera

    assert camera.watch(live=True).budget_ms == BUDGET_MS
    assert camera.watch(live=False).budget_ms == math.inf


def test_a_card_at_rest_is_read_again_where_it_was_until_the_picture_changes(reader):
    resting, away = Shot((QUEEN,), (HERE,), (HERE,), 4), Shot((QUEEN,), (OFF,), (OFF,), 2)
    counting = Counting(reader)
    watch = Watch(1, "index", counting, math.inf)  # type: ignore[arg-type]
    for counting.frame, frame in enumerate(clip([resting, away], seed=3)):
        watch.feed(frame)
    # Each frame is read to the end: the first has no read to compare with,
    # the next three show the picture it was read in; the card then leaves.
    assert counting.unmoved == [False, True, True, True, False, True]
