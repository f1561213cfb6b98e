"""Measure the card reader on held-out synthetic scenes.

    python bench/camera.py [--n 1000] [--seed 2024] [--split eval] [--mixed] [--misreads DIR]

Scenes come from the ``eval`` split (fonts, pip shapes and table textures the
reader was not built or tuned on) at 1280x720. Prints accuracy (rank and suit,
or symbol, right and confident), confident misreads, the unsure rate, and
the time per frame on one core (p50/p95): for a frame seen cold, and for the
next frame of a card at rest, which the reader first looks for where it was
(as ``watch`` and the app do), and for a watched empty table. Generating the
scenes is not timed.

The reader is told what the game's cards show (an index for BANG! and poker
cards, a symbol for BANG! Duel), as the app tells it; ``--mixed`` reads every
card without knowing, as ``camera read`` does without ``--expect``.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one core, before numpy loads
os.environ.setdefault("OMP_NUM_THREADS", "1")

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from camera.reader import CardRead, Expect, Reader
from camera.synthetic.cards import CardSpec
from camera.synthetic.scenes import make_background, random_look, random_scene, shoot
from camera.watch import Watch

STILL_FRAMES = 6  # frames of each empty table watched
SEARCHED = 2  # of which a Watch searches the first two: the second is the first at rest


def truth_label(spec: CardSpec) -> str:
    return spec.symbol if spec.kind == "duel" else f"{spec.rank} {spec.suit}"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--split", choices=("eval", "tune"), default="eval")
    parser.add_argument("--mixed", action="store_true", help="do not tell the reader the game")
    parser.add_argument("--misreads", type=Path, help="save misread and unsure frames here")
    args = parser.parse_args(argv)
    cv2.setNumThreads(1)
    reader = Reader()
    reader.read_image(np.zeros((720, 1280, 3), np.uint8))  # warm-up
    outcome: Counter[str] = Counter()
    by_kind: dict[str, Counter[str]] = {}
    by_table: dict[str, list[float]] = {}  # CPU ms of each frame, by table texture
    reasons: Counter[str] = Counter()
    wall, cpu = [], []
    warm: list[float] = []  # the next frame of a card at rest, found where it was
    warm_sure: list[float] = []  # the same, for the cards read confidently only
    warm_outcome: Counter[str] = Counter()
    rng_noise = np.random.default_rng(args.seed)
    for i in range(args.n):
        scene = random_scene(np.random.default_rng([args.seed, i]), args.split)
        spec = scene.cards[0].spec
        expect = None if args.mixed else "symbol" if spec.kind == "duel" else "index"
        start, start_cpu = time.perf_counter(), time.thread_time()
        read = reader.read_image(scene.image, expect)
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.thread_time() - start_cpu) * 1000)
        result = _judge(read.label, read.unsure, truth_label(spec))
        if read.unsure is None:
            ms, label = _next_frame(reader, scene.image, read, expect, rng_noise)
            warm.append(ms)
            warm_sure.append(ms)
            warm_outcome[
                "kept" if label == read.label else "unsure" if label is None else "changed"
            ] += 1
        else:
            warm.append(cpu[-1])
        if read.unsure:
            reasons[read.unsure.split(" (")[0]] += 1
        outcome[result] += 1
        by_kind.setdefault(spec.kind, Counter())[result] += 1
        by_kind.setdefault(_size_band(scene.cards[0].quad), Counter())[result] += 1
        table = f"table {scene.look.background}" if scene.look else "table ?"
        by_kind.setdefault(table, Counter())[result] += 1
        by_table.setdefault(table, []).append(cpu[-1])
        if args.misreads and result != "right":
            args.misreads.mkdir(parents=True, exist_ok=True)
            seen = (read.label or "none").replace(" ", "_")
            name = f"{result}_{i}_{truth_label(spec).replace(' ', '_')}_as_{seen}.jpg"
            cv2.imwrite(str(args.misreads / name), scene.image)
    _report(args, outcome, by_kind, reasons, wall, cpu)
    for table, times in sorted(by_table.items()):
        p50, p95 = np.percentile(times, [50, 95])
        print(f"ms per frame (cpu) on {table.removeprefix('table ')}: p50 {p50:.1f}, p95 {p95:.1f}")
    p50, p95 = np.percentile(warm, [50, 95])
    print(f"ms per frame (cpu), next frame of a card at rest: p50 {p50:.1f}, p95 {p95:.1f}")
    if warm_sure:
        p50, p95 = np.percentile(warm_sure, [50, 95])
        print(f"  of the cards read confidently: p50 {p50:.1f}, p95 {p95:.1f}")
    kept, unsure, changed = (warm_outcome[k] for k in ("kept", "unsure", "changed"))
    print(f"  after a confident read: {kept} read the same, {unsure} unsure, {changed} changed")
    _still_tables(reader, args)
    return 0


def _still_tables(reader: Reader, args: argparse.Namespace, tables: int = 100) -> None:
    """CPU time per frame of a watched empty table (as the app sees it while
    waiting for the card), each frame with fresh sensor noise: the first two,
    searched (the second is the first seen at rest), then the still frames."""
    first, after, cards = [], [], 0
    for i in range(tables):
        rng = np.random.default_rng([args.seed, 1_000_000 + i])
        look = random_look(rng, args.split)
        table = make_background(look, (1280, 720))
        watch = Watch(1, "index", reader)
        for k in range(STILL_FRAMES):
            frame = shoot(table, [], look, rng).image
            start = time.thread_time()
            reads, _ = watch.feed(frame)
            (after if k >= SEARCHED else first).append((time.thread_time() - start) * 1000)
            cards += sum(r.unsure is None for r in reads)
    p50, p95 = np.percentile(first, [50, 95])
    print(f"ms per frame (cpu), an empty table ({tables}), first two frames: ", end="")
    print(f"p50 {p50:.1f}, p95 {p95:.1f}", end="")
    p50, p95 = np.percentile(after, [50, 95])
    print(f"; the still frames after: p50 {p50:.2f}, p95 {p95:.2f} ({cards} cards seen)")


def _next_frame(
    reader: Reader, image: np.ndarray, read: CardRead, expect: Expect, rng: np.random.Generator
) -> tuple[float, str | None]:
    """CPU time and label of reading the scene's next frame (fresh sensor
    noise, the card where it was), told where the card was read."""
    noisy = np.clip(image + rng.normal(0, 2, image.shape), 0, 255).astype(np.uint8)
    start = time.thread_time()
    again = reader.read_frame(noisy, 1, expect, near=[read.quad])[0]
    return (time.thread_time() - start) * 1000, again.label


def _size_band(quad: np.ndarray) -> str:
    """Card height as a share of the 720 px frame, in three bands."""
    height = (np.linalg.norm(quad[0] - quad[3]) + np.linalg.norm(quad[1] - quad[2])) / 2 / 720
    return "size<25%" if height < 0.25 else "size25-40%" if height < 0.4 else "size>=40%"


def _judge(label: str | None, unsure: str | None, truth: str) -> str:
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
    print(f"scenes: {n} ({args.split} split, seed {args.seed}, 1280x720, one core, {told})")
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
