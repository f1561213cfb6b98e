"""``bang-companion camera read | watch | learn``.

Bad input never ends in a traceback: unreadable images are reported unsure,
a missing camera is one clear line on stderr and a non-zero exit, so the
caller can switch to typed entry at once.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from camera.images import ImageError, load_image
from camera.learn import CalibrationError, calibrate, examples_path, parse_card
from camera.reader import CardRead, Reader
from camera.shapes import SYMBOLS
from camera.sources import (
    WEBCAM_SIZE,
    CameraUnavailable,
    FrameSource,
    demo_source,
    open_source,
)
from camera.stabilise import Decision
from camera.templates import calibration_path, symbols_learnt
from camera.watch import Watch, budget_ms

EXIT_BAD_INPUT = 1
EXIT_USAGE = 2
EXIT_NO_CAMERA = 3
SUIT_SIGNS = {"hearts": "♥", "diamonds": "♦", "clubs": "♣", "spades": "♠"}


def main(argv: list[str]) -> int:
    parser = _parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse already printed the usage message
        return int(exc.code or 0) and EXIT_USAGE
    try:
        return args.run(args)
    except CameraUnavailable as exc:
        print(f"camera unavailable: {exc}", file=sys.stderr)
        return EXIT_NO_CAMERA
    except KeyboardInterrupt:
        return 130


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="bang-companion camera", description="Read draw! cards with a webcam."
    )
    sub = parser.add_subparsers(dest="command", required=True)

    read = sub.add_parser("read", help="read card images")
    read.add_argument("--json", action="store_true", help="one JSON object per line")
    _expect_arg(read)
    read.add_argument("images", nargs="+", metavar="IMAGE")
    read.set_defaults(run=_read)

    watch = sub.add_parser(
        "watch", help="print each stable read from a camera, video or image folder"
    )
    _source_args(watch)
    watch.add_argument("--cards", type=int, choices=(1, 2), default=1, help="2 for Lucky Duke")
    watch.add_argument("--json", action="store_true")
    _expect_arg(watch)
    watch.set_defaults(run=_watch)

    learn = sub.add_parser("learn", help="calibrate from your own deck")
    _source_args(learn)
    learn.add_argument(
        "--symbols", default=",".join(SYMBOLS), help="Duel symbols to show, in order (empty: none)"
    )
    learn.add_argument(
        "--cards",
        default="",
        help="BANG! cards to show after the symbols, e.g. 'Q hearts,10 spades'",
    )
    learn.add_argument(
        "--out",
        type=Path,
        default=None,
        help=f"template file (default {calibration_path()}); what it holds stays, but for "
        "the symbols and cards shown again",
    )
    learn.add_argument(
        "--examples",
        type=Path,
        default=None,
        help=f"the deck's examples, where the cards shown are added (default {examples_path()})",
    )
    learn.set_defaults(run=_learn)
    return parser


def _expect_arg(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--expect",
        choices=("bang", "index", "symbol"),
        help="what the cards show: bang (the BANG! deck's index, bottom-left on its frame), "
        "index (any deck of playing cards) or symbol (BANG! Duel); default: an index or a symbol",
    )


def _source_args(p: argparse.ArgumentParser) -> None:
    group = p.add_mutually_exclusive_group()
    group.add_argument("--device", type=int, help="webcam index (default 0)")
    group.add_argument("--video", type=Path, help="video file")
    group.add_argument("--images", type=Path, help="folder of images, read in name order")
    group.add_argument("--demo", action="store_true", help="the bundled synthetic clip")


def _open(args: argparse.Namespace) -> FrameSource:
    if args.demo:
        return demo_source()
    return open_source(device=args.device, video=args.video, images=args.images)


def _read(args: argparse.Namespace) -> int:
    _warn_if_symbols_unlearnt(args.expect)
    reader = Reader()
    status = 0
    for name in args.images:
        try:
            image = load_image(name)
        except ImageError as exc:
            status = EXIT_BAD_INPUT
            read = CardRead(unsure=str(exc))
        else:
            read = reader.read_image(image, args.expect)
        if args.json:
            print(json.dumps({"image": name, **read.as_json()}, ensure_ascii=False), flush=True)
        else:
            print(f"{name}: {_describe(read)}", flush=True)
    return status


def _watch(args: argparse.Namespace) -> int:
    with _open(args) as frames:
        stream = Watch(args.cards, args.expect, budget_ms=budget_ms(frames.live))
        if not args.json:
            size = f", {frames.size[0]}x{frames.size[1]} pictures" if frames.size else ""
            print(f"watching {frames.name}{size} (Ctrl-C to stop)", flush=True)
        _warn_if_small(frames)
        if not args.demo:  # the demo clip's symbols are the drawn ones
            _warn_if_symbols_unlearnt(args.expect)
        start = time.monotonic()
        for frame in frames:
            _, decision = stream.feed(frame)
            if decision:
                _print_decision(decision, time.monotonic() - start, args.json)
    return 0


def _warn_if_small(frames: FrameSource) -> None:
    """Say on stderr when the webcam gives smaller pictures than it was asked for:
    its cards read (and are learnt) well only held closer."""
    if frames.smaller_than_asked and frames.size:
        got, asked = "x".join(map(str, frames.size)), "x".join(map(str, WEBCAM_SIZE))
        note = f"note: this camera gives {got} pictures, not {asked}: hold the card closer"
        print(note, file=sys.stderr, flush=True)


def _warn_if_symbols_unlearnt(expect: str | None) -> None:
    """Say on stderr, when reading Duel symbols, that the players' own were never
    learnt: the drawn guesses read another deck's symbols mostly unsure, and now
    and then as the wrong one."""
    if expect == "symbol" and not symbols_learnt():
        note = "note: your deck's Duel symbols were never learnt (run: camera learn)"
        print(f"{note}; a read may name the wrong symbol", file=sys.stderr, flush=True)


def _print_decision(decision: Decision, elapsed: float, as_json: bool) -> None:
    if as_json:
        print(
            json.dumps({"t": round(elapsed, 2), "cards": [c.as_json() for c in decision.cards]}),
            flush=True,
        )
    else:
        print(f"[{elapsed:6.1f}s] " + " + ".join(_describe(c) for c in decision.cards), flush=True)


def _learn(args: argparse.Namespace) -> int:
    try:
        symbols = tuple(s.strip().lower() for s in args.symbols.split(",") if s.strip())
        unknown = [s for s in symbols if s not in SYMBOLS]
        if unknown:
            raise ValueError(
                f"unknown symbol(s): {', '.join(unknown)} (known: {', '.join(SYMBOLS)})"
            )
        cards = tuple(parse_card(c) for c in args.cards.split(",") if c.strip())
    except ValueError as exc:
        print(f"camera learn: {exc}", file=sys.stderr)
        return EXIT_USAGE
    out = args.out or calibration_path()
    with _open(args) as frames:
        _warn_if_small(frames)
        try:
            calibration = calibrate(frames, out, symbols, cards, examples=args.examples)
        except CalibrationError as exc:
            print(f"calibration failed: {exc}", file=sys.stderr)
            return EXIT_BAD_INPUT
    print(f"saved templates to {out}")
    if len(calibration.examples):
        where = args.examples or examples_path()
        print(f"added {len(calibration.examples)} cards to the deck's examples in {where}")
    return 0


def _describe(read: CardRead) -> str:
    if read.unsure:
        return f"unsure ({read.unsure})"
    if read.symbol:
        return f"{read.symbol} ({read.confidence:.2f})"
    sign = SUIT_SIGNS.get(read.suit or "", "")
    return f"{read.rank}{sign} {read.rank} of {read.suit} ({read.confidence:.2f})"


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
