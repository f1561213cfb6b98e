"""Measure the card reader on held-out synthetic scenes.

    python bench/camera.py [--n 1000] [--seed 2024] [--split eval] [--mixed] [--misreads DIR]
                           [--frame 1280x720] [--live]

Scenes come from the ``eval`` split (fonts, pip shapes and table textures the
reader was not built or tuned on) at 1280x720, the size the app asks a
webcam for; ``--frame 640x480`` measures a webcam that gives less (see
:class:`Webcam`). Prints accuracy (rank and suit,
or symbol, right and confident), confident misreads, the unsure rate, and
the time per frame on one core (p50/p95): for a frame seen cold, read to
the end at once (as ``camera read`` does); for the frames of a watched
stream, where the card's table is watched empty for TABLE_FRAMES frames and
then the card lies on it at rest for STREAM_FRAMES frames, each with fresh
sensor noise (as ``watch`` and the app see it: a ``Watch`` reads a frame for
a few milliseconds and goes on with it through the next frames if need be,
and looks for a card first where it was); and for a watched empty table.
A watched frame gets FRAME_WORK units of counted work, what the app's 6 ms
stand for, so that the same scenes decide alike on any machine and from run
to run; ``--live`` gives it the app's wall-time budget instead.
The stream also says on which frame its card was decided, and whether
rightly. Generating the scenes is not timed.

A card that reads unsure is then shown once more as its hint asks (see
``CardRead.hint``), on the same table under the same light: brought closer,
or laid down again and held still. The bench prints how many cards read
right in all, on the first shot or this second one: what the players see
before they have to type the card.

``--pairs`` measures Lucky Duke's draw instead: each frame shows two cards
of one deck (BANG! or poker) side by side, each 15-45% of the frame height;
the reader looks for both at once, and the stream decides both together.

The reader is told what the game's cards show (an index for BANG! and poker
cards, a symbol for BANG! Duel), as the app tells it; ``--mixed`` reads every
card without knowing, as ``camera read`` does without ``--expect``.

Last, the reader is judged on real photographs of real decks, source by
source (``camera_photos.py``; ``--photos DIR`` is their cache, filled by
``bench/photos/rebuild.py``; ``--photos-only`` skips the generated scenes),
then on the real BANG! faces laid on tables, ``--bang-scenes`` times each
(``camera_bang.py``, its sources' rows beside the photos').
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one core, before numpy loads
os.environ.setdefault("OMP_NUM_THREADS", "1")

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from camera_bang import bang_photos
from camera_bang import report as bang_report
from camera_photos import TRAIN_SAMPLE, Read, default_cache, photo_report

from camera.reader import Expect, Reader
from camera.unsure import Unsure
from camera.watch import BUDGET_MS, FRAME_WORK, Watch
from camera_training.synthetic.cards import CardSpec
from camera_training.synthetic.noise import sensor_noise
from camera_training.synthetic.scenes import (
    Look,
    Scene,
    make_background,
    random_look,
    random_pair,
    random_scene,
    shoot,
    shown_again,
)

STILL_FRAMES = 6  # frames of each empty table watched
STREAM_FRAMES = 15  # frames of each card watched at rest (half a second at 30 fps)
TABLE_FRAMES = 6  # frames of its empty table watched before each card is laid on it
NOISE_SLACK = 64  # px by which a stream frame's noise window may shift
CLOSER_HEIGHT = (0.3, 0.45)  # of the frame, a card brought closer when the reader asks
SENSOR_ROWS = 720  # a webcam mode with fewer rows is its sensor's picture shrunk


@dataclass(frozen=True)
class Webcam:
    """The size of the frames read. A webcam's modes under SENSOR_ROWS rows
    are its sensor's picture scaled down, so such frames are shot that many
    rows tall, at their own width to height ratio, and shrunk to size."""

    size: tuple[int, int] = (1280, 720)

    @property
    def shot(self) -> tuple[int, int]:
        """The size scenes are shot at."""
        width, height = self.size
        if height >= SENSOR_ROWS:
            return self.size
        return round(width * SENSOR_ROWS / height), SENSOR_ROWS

    def frame(self, scene: Scene) -> Scene:
        """The scene as this webcam gives it: shrunk, card outlines with it."""
        if self.shot == self.size:
            return scene
        scale = self.size[1] / self.shot[1]
        image = cv2.resize(scene.image, self.size, interpolation=cv2.INTER_AREA)
        cards = [replace(card, quad=card.quad * scale) for card in scene.cards]
        return Scene(image, cards, scene.look)

    def table(self, look: Look, rng: np.random.Generator) -> np.ndarray:
        """A frame of the look's table with no card on it."""
        return self.frame(shoot(make_background(look, self.shot), [], look, rng)).image

    def __str__(self) -> str:
        shrunk = "" if self.shot == self.size else f", shot at {_size(self.shot)} and shrunk"
        return _size(self.size) + shrunk


def _size(size: tuple[int, int]) -> str:
    return f"{size[0]}x{size[1]}"


def _frame_size(text: str) -> Webcam:
    """``--frame``'s WIDTHxHEIGHT."""
    try:
        width, height = (int(n) for n in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not WIDTHxHEIGHT: {text!r}") from None
    if min(width, height) < 64:
        raise argparse.ArgumentTypeError(f"too small a frame: {text!r}")
    return Webcam((width, height))


def truth_label(spec: CardSpec) -> str:
    return spec.symbol if spec.kind == "duel" else f"{spec.rank} {spec.suit}"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--split", choices=("eval", "tune"), default="eval")
    parser.add_argument("--mixed", action="store_true", help="do not tell the reader the game")
    parser.add_argument("--misreads", type=Path, help="save misread and unsure frames here")
    parser.add_argument(
        "--budget", type=float, default=BUDGET_MS, help="ms a live watched frame is read for"
    )
    parser.add_argument("--frame-work", type=float, default=FRAME_WORK, help="work units a frame")
    parser.add_argument("--live", action="store_true", help="--budget ms a frame, not its work")
    parser.add_argument("--pairs", action="store_true", help="two cards a frame (Lucky Duke)")
    parser.add_argument(
        "--frame", type=_frame_size, default=Webcam(), help="WIDTHxHEIGHT of the frames read"
    )
    parser.add_argument("--photos", type=Path, default=default_cache(), help="real photos' cache")
    parser.add_argument("--photos-only", action="store_true", help="only the real photos")
    parser.add_argument(
        "--photos-train", type=int, default=TRAIN_SAMPLE, help="photos per train source (0: all)"
    )
    parser.add_argument(
        "--bang-scenes", type=int, default=4, help="table scenes per real BANG! face (0: none)"
    )
    args = parser.parse_args(argv)
    cv2.setNumThreads(1)
    reader = Reader()
    cam: Webcam = args.frame
    reader.read_image(np.zeros((cam.size[1], cam.size[0], 3), np.uint8))  # warm-up
    _ = reader.banks  # the Duel symbol templates, drawn now rather than in a timed read
    if args.photos_only:
        photo_report(_index_reads(reader), args.photos, train_sample=args.photos_train)
        if args.bang_scenes:
            bang_report(bang_photos("dev"), args.photos, args.bang_scenes)
        return 0
    if args.pairs:
        return _pairs(reader, args)
    outcome: Counter[str] = Counter()
    by_kind: dict[str, Counter[str]] = {}
    by_table: dict[str, list[float]] = {}  # CPU ms of each frame, by table texture
    reasons: Counter[str] = Counter()
    retried: dict[str, Counter[str]] = {hint: Counter() for hint in ("no_card", "closer", "steady")}
    wall, cpu = [], []
    stream = Stream(args, np.random.default_rng(args.seed))
    for i in range(args.n):
        shot = random_scene(np.random.default_rng([args.seed, i]), args.split, cam.shot)
        scene = cam.frame(shot)
        spec = scene.cards[0].spec
        expect = None if args.mixed else "symbol" if spec.kind == "duel" else "index"
        start, start_cpu = time.perf_counter(), time.thread_time()
        read = reader.read_image(scene.image, expect)
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.thread_time() - start_cpu) * 1000)
        result = _judge(read.label, read.unsure, truth_label(spec))
        stream.watch(reader, scene, expect, (truth_label(spec),), f"scene {i}")
        if read.hint:
            rng = np.random.default_rng([args.seed, i, 1])
            again = cam.frame(_follow_hint(shot, read.hint, rng))
            retry = reader.read_image(again.image, expect)
            retried[read.hint][_judge(retry.label, retry.unsure, truth_label(spec))] += 1
        if read.unsure:
            reasons[read.unsure.code] += 1
        outcome[result] += 1
        by_kind.setdefault(spec.kind, Counter())[result] += 1
        by_kind.setdefault(_size_band(scene.cards[0].quad, cam), Counter())[result] += 1
        table = f"table {scene.look.background}" if scene.look else "table ?"
        by_kind.setdefault(table, Counter())[result] += 1
        by_table.setdefault(table, []).append(cpu[-1])
        if args.misreads and result != "right":
            args.misreads.mkdir(parents=True, exist_ok=True)
            seen = (read.label or "none").replace(" ", "_")
            name = f"{result}_{i}_{truth_label(spec).replace(' ', '_')}_as_{seen}.jpg"
            cv2.imwrite(str(args.misreads / name), scene.image)
    _report(args, outcome, by_kind, reasons, wall, cpu)
    _report_retries(args.n, outcome, retried)
    for table, times in sorted(by_table.items()):
        p50, p95 = np.percentile(times, [50, 95])
        print(f"ms per frame (cpu) on {table.removeprefix('table ')}: p50 {p50:.1f}, p95 {p95:.1f}")
    stream.report()
    _still_tables(reader, args)
    photo_report(_index_reads(reader), args.photos, train_sample=args.photos_train)
    if args.bang_scenes:
        bang_report(bang_photos("dev"), args.photos, args.bang_scenes)
    return 0


def _index_reads(reader: Reader) -> Read:
    """The reader as the photo report takes it, told it reads a corner index."""

    return lambda image: reader.read_image(image, "index")


class Stream:
    """Each scene's table watched empty for TABLE_FRAMES frames, then its card
    at rest for STREAM_FRAMES frames, by a Watch with the bench's budget, as
    the app watches the table while it waits for the card: the CPU time of
    every frame of the card, and on which of them it was decided, and how.
    The card appears at once, with no frames of it sliding in."""

    def __init__(self, args: argparse.Namespace, rng: np.random.Generator) -> None:
        # Counted work, as the still bench: the same frames decide alike on any machine.
        self.budget_ms, self.frame_work = (
            (args.budget, math.inf) if args.live else (math.inf, args.frame_work)
        )
        self.cam: Webcam = args.frame
        self.rng = rng
        # Noise fields a little larger than a frame; each frame after the first
        # of a picture takes a window of one at a random offset, so no two
        # streams see the same noise, for the cost of drawing it once.
        width, height = (side + NOISE_SLACK for side in self.cam.size)
        self.noise = [sensor_noise(rng, width, height) for _ in range(STREAM_FRAMES - 1)]
        self.ms: list[float] = []
        self.decided_on: list[int] = []  # the frame number (1 = the first) of each decision
        self.outcome: Counter[str] = Counter()
        self.wrong: list[str] = []

    def watch(
        self, reader: Reader, scene: Scene, expect: Expect, truth: tuple[str, ...], name: str
    ) -> None:
        """Watch the scene's table, then its cards, whose labels ``truth``
        gives in any order; a wrong decision is kept under the scene's ``name``."""
        watch = Watch(len(truth), expect, reader, self.budget_ms, frame_work=self.frame_work)
        assert scene.look is not None
        table = self.cam.table(scene.look, self.rng)
        for frame in self._frames(table, TABLE_FRAMES):
            if decision := watch.feed(frame)[1]:
                self.outcome["wrong"] += 1
                self.wrong.append(f"{name}: {decision.labels} decided on its empty table")
                return
        for number, frame in enumerate(self._frames(scene.image, STREAM_FRAMES), start=1):
            start = time.thread_time()
            _, decision = watch.feed(frame)
            self.ms.append((time.thread_time() - start) * 1000)
            if decision:
                self.decided_on.append(number)
                right = sorted(decision.labels) == sorted(truth)
                self.outcome["right" if right else "wrong"] += 1
                if not right:
                    seen = f"{decision.labels} on frame {number}"
                    self.wrong.append(f"{name}: {truth} decided as {seen}")
                break
        else:
            self.outcome["none"] += 1

    def _frames(self, image: np.ndarray, count: int) -> Iterator[np.ndarray]:
        """The picture, then ``count - 1`` frames of it with noise of their own,
        each made only when asked for (a decided card needs no more); the
        noise windows are drawn at once, so the random stream does not
        depend on when the card was decided."""
        h, w = image.shape[:2]
        offsets = self.rng.integers(0, NOISE_SLACK + 1, (count - 1, 2))
        yield image
        for (up, down), (y, x) in zip(self.noise[: count - 1], offsets, strict=True):
            yield cv2.subtract(cv2.add(image, up[y : y + h, x : x + w]), down[y : y + h, x : x + w])

    def report(self, what: str = "a card") -> None:
        p50, p95 = np.percentile(self.ms, [50, 95])
        frames = f"{STREAM_FRAMES} frames after {TABLE_FRAMES} of its table"
        if self.frame_work < math.inf:
            frames += f", {self.frame_work:g} work units each"
        else:
            frames += f", {self.budget_ms:g} ms each"
        print(f"{what} laid on a watched table ({frames}): ", end="")
        print(f"ms per frame (cpu) p50 {p50:.1f}, p95 {p95:.1f}, max {max(self.ms):.1f}")
        right, wrong, none = (self.outcome[k] for k in ("right", "wrong", "none"))
        print(f"  decided right {right}, wrongly {wrong}, not decided {none}", end="")
        if self.decided_on:
            p50, p95 = np.percentile(self.decided_on, [50, 95])
            print(f"; on frame p50 {p50:.0f}, p95 {p95:.0f}", end="")
        print()
        for wrong in self.wrong:
            print(f"  wrongly decided: {wrong}")


def _pairs(reader: Reader, args: argparse.Namespace) -> int:
    """Lucky Duke's draw: frames of two cards of one deck side by side, each
    read for both cards at once, then watched as a stream until both are
    decided together."""
    outcome: Counter[str] = Counter()
    cpu: list[float] = []
    stream = Stream(args, np.random.default_rng(args.seed))
    expect: Expect = None if args.mixed else "index"
    cam: Webcam = args.frame
    for i in range(args.n):
        scene = cam.frame(random_pair(np.random.default_rng([args.seed, i]), args.split, cam.shot))
        truth = tuple(truth_label(card.spec) for card in scene.cards)
        start = time.thread_time()
        reads = reader.read_frame(scene.image, cards=2, expect=expect)
        cpu.append((time.thread_time() - start) * 1000)
        outcome[_judge_pair([r.label for r in reads if r.label], truth)] += 1
        stream.watch(reader, scene, expect, truth, f"pair {i}")
    n = args.n
    told = "not told the game" if args.mixed else "told the game"
    about = f"{args.split} split, seed {args.seed}, {cam}, {told}"
    print(f"pairs: {n} frames of two cards ({about})")
    print(f"both right and confident: {100 * outcome['right'] / n:.2f}%")
    print(f"a card misread:           {100 * outcome['misread'] / n:.2f}% ({outcome['misread']})")
    print(f"one or both unsure:       {100 * outcome['unsure'] / n:.2f}%")
    p50, p95 = np.percentile(cpu, [50, 95])
    print(f"ms per frame (cpu): p50 {p50:.1f}, p95 {p95:.1f}, max {max(cpu):.1f}")
    stream.report("two cards")
    return 0


def _judge_pair(labels: list[str], truth: tuple[str, ...]) -> str:
    """A misread if any confident label is not one of the truth's (each
    counted once: two reads of one card are not both cards), else right
    when both were read, else unsure."""
    if Counter(labels) - Counter(truth):
        return "misread"
    return "right" if len(labels) == len(truth) else "unsure"


def _still_tables(reader: Reader, args: argparse.Namespace, tables: int = 100) -> None:
    """CPU time per frame of a watched empty table (as the app sees it while
    waiting for the card), each frame with fresh sensor noise."""
    times, cards = [], 0
    cam: Webcam = args.frame
    for i in range(tables):
        rng = np.random.default_rng([args.seed, 1_000_000 + i])
        look = random_look(rng, args.split)
        table = make_background(look, cam.shot)
        watch = Watch(1, "index", reader, args.budget)
        for _ in range(STILL_FRAMES):
            frame = cam.frame(shoot(table, [], look, rng)).image
            start = time.thread_time()
            reads, _ = watch.feed(frame)
            times.append((time.thread_time() - start) * 1000)
            cards += sum(r.unsure is None for r in reads)
    p50, p95 = np.percentile(times, [50, 95])
    print(f"an empty table watched ({tables} tables, {STILL_FRAMES} frames each): ", end="")
    print(f"ms per frame (cpu) p50 {p50:.1f}, p95 {p95:.1f}, max {max(times):.1f}", end="")
    print(f"; {cards} cards seen")


def _follow_hint(scene: Scene, hint: str, rng: np.random.Generator) -> Scene:
    """The card shown again as the hint of its unsure read asks: brought
    closer (to CLOSER_HEIGHT of the frame), or laid down again as tall as
    before and held still."""
    return shown_again(scene, rng, CLOSER_HEIGHT if hint == "closer" else None)


def _report_retries(n: int, outcome: Counter[str], retried: dict[str, Counter[str]]) -> None:
    """How the unsure cards read when shown once more as their hint asked:
    what the player sees before having to type the card."""
    right = outcome["right"] + sum(c["right"] for c in retried.values())
    misread = outcome["misread"] + sum(c["misread"] for c in retried.values())
    in_all = f"right in all {100 * right / n:.2f}%, misread in all {misread}"
    print(f"unsure cards shown once more as the hint asks: {in_all}")
    for hint, c in retried.items():
        if c:
            again = f"{c['misread']} misread, {c['unsure']} unsure again"
            print(f"  hint {hint}: {c['right']} right, {again}")


def _size_band(quad: np.ndarray, cam: Webcam) -> str:
    """Card height as a share of the frame's, in three bands."""
    height = (np.linalg.norm(quad[0] - quad[3]) + np.linalg.norm(quad[1] - quad[2])) / 2
    height /= cam.size[1]
    return "size<25%" if height < 0.25 else "size25-40%" if height < 0.4 else "size>=40%"


def _judge(label: str | None, unsure: Unsure | None, truth: str) -> str:
    if unsure:
        return "unsure"
    return "right" if label == truth else "misread"


def _report(
    args: argparse.Namespace,
    outcome: Counter[str],
    by_kind: dict[str, Counter[str]],
    reasons: Counter[str],
    wall: list[float],
    cpu: list[float],
) -> None:
    n = args.n
    pct = {k: 100 * outcome[k] / n for k in ("right", "misread", "unsure")}
    told = "not told the game" if args.mixed else "told the game"
    print(f"scenes: {n} ({args.split} split, seed {args.seed}, {args.frame}, one core, {told})")
    print(f"accuracy (right and confident): {pct['right']:.2f}%")
    print(f"confident misreads:             {pct['misread']:.2f}% ({outcome['misread']})")
    print(f"unsure:                         {pct['unsure']:.2f}%")
    confident = outcome["right"] + outcome["misread"]
    if confident:
        print(f"accuracy when confident:        {100 * outcome['right'] / confident:.2f}%")
    for name, times in (("wall", wall), ("cpu", cpu)):
        p50, p95 = np.percentile(times, [50, 95])
        print(f"ms per frame ({name}): p50 {p50:.1f}, p95 {p95:.1f}, max {max(times):.1f}")
    for kind, c in sorted(by_kind.items()):
        total = sum(c.values())
        right = 100 * c["right"] / total
        counts = f"misread {c['misread']} unsure {c['unsure']}"
        print(f"  {kind:13s} n={total:4d} right {right:5.1f}% {counts}")
    for reason, count in reasons.most_common(8):
        print(f"  unsure: {reason}: {count}")


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
