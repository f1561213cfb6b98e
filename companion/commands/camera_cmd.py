"""``bang-companion camera read | watch | learn``.

Bad input never ends in a traceback: unreadable images are reported unsure,
a missing camera is one clear line on stderr and a non-zero exit, so the
caller can switch to typed entry at once. The camera gives codes (why a read
is unsure, why there is no camera); this edge of the app words them in the
command line's language (cards_data/locales/<lang>/camera.ftl).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
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
from cards_data.model import SUIT_SIGNS
from companion.camera_words import unsure_text
from companion.command_parser import CommandParser
from companion.i18n import UI_LANGUAGES, t, words
from companion.names import suit_name, symbol_name
from companion.settings import cli_language

EXIT_BAD_INPUT = 1
EXIT_USAGE = 2
EXIT_NO_CAMERA = 3


def main(argv: list[str]) -> int:
    parser = _parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse already printed the usage message
        return int(exc.code or 0) and EXIT_USAGE
    try:
        return args.run(args)
    except CameraUnavailable as exc:
        lang = cli_language(args.lang)
        said = t(f"camera_cli.unavailable_{exc.trouble}", lang, source=_source_name(args, lang))
        print(said, file=sys.stderr)
        return EXIT_NO_CAMERA
    except KeyboardInterrupt:
        return 130


def _parser() -> argparse.ArgumentParser:
    parser = CommandParser(
        prog="bang-companion camera", description=words("camera_cli.description")
    )
    sub = parser.add_subparsers(dest="command", required=True)

    read = sub.add_parser("read", help=words("camera_cli.read"))
    read.add_argument("--json", action="store_true", help=words("camera_cli.json"))
    _common_args(read)
    read.add_argument("images", nargs="+", metavar="IMAGE")
    read.set_defaults(run=_read)

    watch = sub.add_parser("watch", help=words("camera_cli.watch"))
    _source_args(watch)
    watch.add_argument(
        "--cards", type=int, choices=(1, 2), default=1, help=words("camera_cli.cards_seen")
    )
    watch.add_argument("--json", action="store_true", help=words("camera_cli.json"))
    _common_args(watch)
    watch.set_defaults(run=_watch)

    learn = sub.add_parser("learn", help=words("camera_cli.learn"))
    _source_args(learn)
    learn.add_argument("--symbols", default=",".join(SYMBOLS), help=words("camera_cli.symbols"))
    learn.add_argument("--cards", default="", help=words("camera_cli.cards_shown"))
    learn.add_argument(
        "--out", type=Path, default=None, help=_default_said("camera_cli.out", calibration_path)
    )
    learn.add_argument(
        "--examples",
        type=Path,
        default=None,
        help=_default_said("camera_cli.examples", examples_path),
    )
    learn.add_argument("--lang", choices=UI_LANGUAGES, help=words("camera_cli.lang"))
    learn.set_defaults(run=_learn)
    return parser


def _default_said(key: str, default: Callable[[], Path]) -> Callable[[str], str]:
    """A help text naming a default path, found only when the help is shown."""
    return lambda lang: t(key, lang, path=str(default()))


def _common_args(p: argparse.ArgumentParser) -> None:
    p.add_argument("--expect", choices=("bang", "index", "symbol"), help=words("camera_cli.expect"))
    p.add_argument("--lang", choices=UI_LANGUAGES, help=words("camera_cli.lang"))


def _source_args(p: argparse.ArgumentParser) -> None:
    group = p.add_mutually_exclusive_group()
    group.add_argument("--device", type=int, help=words("camera_cli.device"))
    group.add_argument("--video", type=Path, help=words("camera_cli.video"))
    group.add_argument("--images", type=Path, help=words("camera_cli.images"))
    group.add_argument("--demo", action="store_true", help=words("camera_cli.demo"))


def _source_name(args: argparse.Namespace, lang: str) -> str:
    """The source of pictures named in the command line's words."""
    if getattr(args, "demo", False):
        return t("camera_cli.source_demo", lang)
    if getattr(args, "video", None) is not None:
        return t("camera_cli.source_video", lang, name=args.video.name)
    if getattr(args, "images", None) is not None:
        return t("camera_cli.source_images", lang, path=str(args.images))
    return t("camera_cli.source_camera", lang, device=getattr(args, "device", None) or 0)


def _open(args: argparse.Namespace) -> FrameSource:
    if args.demo:
        return demo_source()
    return open_source(device=args.device, video=args.video, images=args.images)


def _read(args: argparse.Namespace) -> int:
    lang = cli_language(args.lang)
    _warn_if_symbols_unlearnt(args.expect, lang)
    reader = Reader()
    status = 0
    for name in args.images:
        try:
            image = load_image(name)
        except ImageError as exc:
            status = EXIT_BAD_INPUT
            read = CardRead(unsure=exc.why)
        else:
            read = reader.read_image(image, args.expect)
        if args.json:
            said = {"image": name, **_as_json(read, lang)}
            print(json.dumps(said, ensure_ascii=False), flush=True)
        else:
            print(t("camera_cli.read_of", lang, image=name, read=_describe(read, lang)), flush=True)
    return status


def _watch(args: argparse.Namespace) -> int:
    lang = cli_language(args.lang)
    with _open(args) as frames:
        stream = Watch(args.cards, args.expect, budget_ms=budget_ms(frames.live))
        if not args.json:
            source = _source_name(args, lang)
            width, height = frames.size or (0, 0)
            key = "camera_cli.watching_sized" if frames.size else "camera_cli.watching"
            print(t(key, lang, source=source, width=width, height=height), flush=True)
        _warn_if_small(frames, lang)
        if not args.demo:  # the demo clip's symbols are the drawn ones
            _warn_if_symbols_unlearnt(args.expect, lang)
        start = time.monotonic()
        for frame in frames:
            _, decision = stream.feed(frame)
            if decision:
                _print_decision(decision, time.monotonic() - start, args.json, lang)
    return 0


def _warn_if_small(frames: FrameSource, lang: str) -> None:
    """Say on stderr when the webcam gives smaller pictures than it was asked for:
    its cards read (and are learnt) well only held closer."""
    if frames.smaller_than_asked and frames.size:
        got, asked = "x".join(map(str, frames.size)), "x".join(map(str, WEBCAM_SIZE))
        note = t("camera_cli.small_pictures", lang, got=got, asked=asked)
        print(note, file=sys.stderr, flush=True)


def _warn_if_symbols_unlearnt(expect: str | None, lang: str) -> None:
    """Say on stderr, when reading Duel symbols, that the players' own were never
    learnt: the drawn guesses read another deck's symbols mostly unsure, and now
    and then as the wrong one."""
    if expect == "symbol" and not symbols_learnt():
        print(t("camera_cli.symbols_unlearnt", lang), file=sys.stderr, flush=True)


def _print_decision(decision: Decision, elapsed: float, as_json: bool, lang: str) -> None:
    if as_json:
        cards = [_as_json(card, lang) for card in decision.cards]
        print(json.dumps({"t": round(elapsed, 2), "cards": cards}, ensure_ascii=False), flush=True)
    else:
        said = " + ".join(_describe(card, lang) for card in decision.cards)
        print(f"[{elapsed:6.1f}s] {said}", flush=True)


def _learn(args: argparse.Namespace) -> int:
    lang = cli_language(args.lang)
    symbols = tuple(s.strip().lower() for s in args.symbols.split(",") if s.strip())
    mistake = _unknown_symbols(symbols, lang)
    cards: list[tuple[str, str]] = []
    for card in (c for c in args.cards.split(",") if c.strip()):
        try:
            cards.append(parse_card(card))
        except ValueError:
            mistake = mistake or t("camera_cli.not_a_card", lang, card=card.strip())
    if mistake:
        print(t("camera_cli.learn_mistake", lang, mistake=mistake), file=sys.stderr)
        return EXIT_USAGE
    out = args.out or calibration_path()
    with _open(args) as frames:
        _warn_if_small(frames, lang)
        try:
            calibration = calibrate(frames, out, symbols, tuple(cards), examples=args.examples)
        except CalibrationError as exc:
            print(t(f"camera_cli.failed_{exc.trouble}", lang), file=sys.stderr)
            return EXIT_BAD_INPUT
    print(t("camera_cli.saved", lang, path=str(out)))
    if len(calibration.examples):
        where = str(args.examples or examples_path())
        print(t("camera_cli.examples_added", lang, n=len(calibration.examples), path=where))
    return 0


def _unknown_symbols(symbols: tuple[str, ...], lang: str) -> str | None:
    """What is wrong with the symbols asked for, if any is no Duel symbol."""
    unknown = [s for s in symbols if s not in SYMBOLS]
    if not unknown:
        return None
    return t(
        "camera_cli.unknown_symbols",
        lang,
        n=len(unknown),
        unknown=", ".join(unknown),
        known=", ".join(SYMBOLS),
    )


def _as_json(read: CardRead, lang: str) -> dict[str, object]:
    """The read's JSON object, an unsure one with its reason worded too (`why`)."""
    out = read.as_json()
    return out | {"why": unsure_text(read.unsure, lang)} if read.unsure else out


def _describe(read: CardRead, lang: str) -> str:
    if read.unsure:
        return t("camera_cli.unsure", lang, why=unsure_text(read.unsure, lang))
    confidence = f"{read.confidence:.2f}"
    if read.symbol:
        return t(
            "camera_cli.symbol", lang, symbol=symbol_name(read.symbol, lang), confidence=confidence
        )
    suit = suit_name(read.suit, lang)
    if read.rank is None:  # a Lucky Duke pair agreeing on the suit alone (camera.stabilise)
        return t("camera_cli.suit_only", lang, suit=suit, confidence=confidence)
    sign = SUIT_SIGNS.get(read.suit or "", "")
    return t("camera_cli.card", lang, rank=read.rank, sign=sign, suit=suit, confidence=confidence)
