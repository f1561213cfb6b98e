"""Hostile input to the real command line: an exit code other than 0, one clear line on
stderr, never a traceback, within bounded time and memory (issue 27).

Each case runs `python -m companion.cli` in a process whose address space is capped, so a
runaway allocation ends as MemoryError (and a traceback, which fails the test) instead of
swapping the machine; the timeout bounds the time. The cases' processes are forked from one
that has done the imports (forked_cli.py): their start, not the hostile input, was most
of this module's time. The pictures' case runs a fresh `python -m companion.cli`.
"""

from __future__ import annotations

import resource
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import cv2
import numpy as np
import pytest
import yaml

from tests.camera.conftest import png_claiming
from tests.companion.forked_cli import Command, run_all

MEMORY = 1536 * 2**20
SECONDS = 60
pytestmark = pytest.mark.xdist_group("hostile_cli")
"""One test process for the module: `outcomes` runs every case, and runs them once."""

FOUR = [
    {"name": "Anna", "character": "Willy the Kid", "role": "Sheriff"},
    {"name": "Ben", "character": "Paul Regret"},
    {"name": "Carla", "character": "Rose Doolan"},
    {"name": "Dan", "character": "Calamity Janet"},
]


def bang(ben: dict[str, Any] | None = None, **top: Any) -> str:
    """A four-player BANG! scenario; `ben` changes the second player, `top` the top level."""
    players = [dict(FOUR[0]), {**FOUR[1], **(ben or {})}, *map(dict, FOUR[2:])]
    return yaml.safe_dump({"players": players, **top}, allow_unicode=True, sort_keys=False)


def duel(camp: dict[str, Any] | None = None, **top: Any) -> str:
    """A Duel scenario; `camp` changes the lawmen's camp, `top` the top level."""
    lawmen = {"player": "Anna", "in_play": ["Dalon Ranger"], "reserve": ["Jango"], **(camp or {})}
    outlaws = {"player": "Ben", "in_play": ["Sid Curry"]}
    document = {"game": "duel", "lawmen": lawmen, "outlaws": outlaws, **top}
    return yaml.safe_dump(document, allow_unicode=True, sort_keys=False)


LAUGHS = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n" + "".join(
    f"{name}: &{name} [{', '.join(['*' + prev] * 9)}]\n"
    for prev, name in zip("abcdefgh", "bcdefghi", strict=True)
)


@dataclass(frozen=True)
class Case:
    """`argv` with {file} standing for a file holding `content`; stderr must hold `says`."""

    name: str
    argv: tuple[str, ...]
    says: str
    content: str | bytes = ""
    files: dict[str, Any] = field(default_factory=dict)


def check(name: str, content: str | bytes, says: str) -> Case:
    return Case(name, ("check", "{file}"), says, content)


CASES = [
    # check: the table cannot be played
    check("one player", bang(players=FOUR[:1]), "4 to 7 players, not 1"),
    check("eight players", bang(players=[dict(seat) for seat in FOUR + FOUR]), "not 8"),
    check("two sheriffs", bang(ben={"role": "Sheriff"}), "exactly one player must be the"),
    check("two players named alike", bang(ben={"name": "Anna"}), "same name"),
    check("the same character twice", bang(ben={"character": "Willy the Kid"}), "two players are"),
    check(
        "nobody alive in full mode",
        bang(players=[{**seat, "alive": False} for seat in FOUR], mode="full"),
        "0 players alive",
    ),
    check("an unknown character", bang(ben={"character": "Nobody"}), "Nobody"),
    # check: fields of the wrong type or out of range
    check("life: lots", bang(ben={"life": "lots"}), "life"),
    check("life: 2.5", bang(ben={"life": 2.5}), "life"),
    check("life: -1", bang(ben={"life": -1}), "life"),
    check("hand: many", bang(ben={"hand": "many"}), "hand"),
    check("hand: -3", bang(ben={"hand": -3}), "hand"),
    check("hand: 500 in full mode", bang(ben={"hand": 500}, mode="full"), "hand"),
    check("hand: 200000000", bang(ben={"hand": 200_000_000}), "hand"),
    check("too many cards dealt", bang(ben={"hand": 70}, mode="full"), "cards"),
    check(
        "a card no deck holds three of",
        bang(ben={"hand": ["Volcanic"] * 3}, mode="full"),
        "Volcanic",
    ),
    check("alive: maybe", bang(ben={"alive": "maybe"}), "alive"),
    check("name: a mapping", bang(ben={"name": {"first": "Ben"}}), "name"),
    check("a seed of 5000 digits", bang() + "seed: 1" + "0" * 5000 + "\n", "digits"),
    check("seed: .inf", bang(seed=float("inf")), "seed"),
    check("seed: a word", bang(seed="random"), "seed"),
    check("bangs_played: -1", bang(bangs_played=-1), "bangs_played"),
    check("turn: a list", bang(turn=["Anna"]), "turn"),
    check("players: a mapping", bang(players={"Anna": "Sheriff"}), "players"),
    check("mode: a list", bang(mode=["full"]), "mode"),
    # check: keys nobody reads
    check("a misspelt top-level key", bang(dek_top=["BANG!"]), "dek_top"),
    check("a misspelt player key", bang(ben={"hands": 3}), "hands"),
    check(
        "a move written as a mapping",
        bang(moves=[{"Anna plays BANG! on Ben": "now"}]),
        "Anna plays BANG! on Ben",
    ),
    check("moves: one string", bang(moves="Anna ends turn"), "moves"),
    # check: the file itself
    check("not UTF-8", b"players: [\xff\xfe\xfa]\n", "UTF-8"),
    check("not a mapping", "- just\n- a list\n", "mapping"),
    check("an empty file", "", "mapping"),
    check("broken YAML", "players: [Anna\n", "YAML"),
    check("a NUL after the seed", bang() + "seed: 1\x00\n", "line 11, column 8: control"),
    check("a BEL in a move", bang() + "moves:\n- Anna ends turn\x07\n", "U+0007"),
    check("an ESC colour code", "# \x1b[31mred\x1b[0m\n" + bang(), "line 1, column 3"),
    check("nesting 100000 deep", "a: " + "[" * 100_000 + "]" * 100_000 + "\n", "nested"),
    check("a billion laughs", LAUGHS + "moves: *i\n", "alias"),
    check("a 2 MB file", "# " + "x" * 2_000_000 + "\n", "too large"),
    Case("/dev/zero as the scenario", ("check", "/dev/zero"), "not a file"),
    Case("a folder as the scenario", ("check", "{folder}"), "not a file"),
    # check: BANG! Duel
    check("duel: a misspelt top-level key", duel(lifes={"Jango": 3}), "lifes"),
    check("duel: a misspelt camp key", duel(camp={"reserv": ["Jango"]}), "reserv"),
    check(
        "duel: a misspelt in-play key",
        duel(camp={"in_play": [{"character": "Dalon Ranger", "lif": 2}]}),
        "lif",
    ),
    check("duel: hand 500 in full mode", duel(camp={"hand": 500}, mode="full"), "hand"),
    check("duel: deck_size 10**9", duel(camp={"deck_size": 10**9}), "deck_size"),
    check("duel: reserve_size 10**9", duel(camp={"reserve": 10**9}), "reserve"),
    check(
        "duel: life 2.5 in play",
        duel(camp={"in_play": [{"character": "Dalon Ranger", "life": 2.5}]}),
        "life",
    ),
    check("duel: lives .inf", duel(lives={"Jango": float("inf")}), "lives"),
    check("duel: seed .inf", duel(seed=float("inf")), "seed"),
    check("duel: the same character twice", duel(camp={"reserve": ["Jango", "Jango"]}), "twice"),
    # the other commands
    Case("check with no file", ("check",), "required"),
    Case("simulate 10**20 games", ("simulate", "--games", str(10**20)), "--games"),
    Case("simulate -5 games", ("simulate", "--games", "-5"), "--games"),
    Case("simulate 1-99 players", ("simulate", "--players", "1-99"), "4 to 7 players"),
    Case("simulate two words as players", ("simulate", "--players", "four"), "four"),
    Case("rules in language xx", ("rules", "planke", "--lang", "xx"), "xx"),
    Case("rules of a name nobody has", ("rules", "x" * 100_000), "No card"),
    Case("deck of poker", ("deck", "--game", "poker"), "poker"),
    Case("an unknown command", ("shuffle",), "shuffle"),
    Case("the app with a file as its data folder", ("--data-dir", "{file}"), "data"),
    Case(
        "serve with a file as its data folder",
        ("serve", "--port", "0", "--data-dir", "{file}"),
        "data folder",
    ),
]


def run_cli(argv: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    def cap_memory() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))

    return subprocess.run(
        [sys.executable, "-m", "companion.cli", *argv],
        cwd=cwd,
        capture_output=True,
        text=True,
        errors="replace",
        timeout=SECONDS,
        preexec_fn=cap_memory,
        stdin=subprocess.DEVNULL,
    )


def prepare(case: Case, folder: Path) -> Command:
    """The case's command line, run in `folder`, which holds its scenario file."""
    folder.mkdir()
    file = folder / "scenario.yaml"
    if isinstance(case.content, bytes):
        file.write_bytes(case.content)
    else:
        file.write_text(case.content, encoding="utf-8")
    return Command(tuple(arg.format(file=file, folder=folder) for arg in case.argv), folder)


Outcome = subprocess.CompletedProcess[str] | subprocess.TimeoutExpired


@pytest.fixture(scope="module")
def outcomes(tmp_path_factory) -> dict[str, Outcome]:
    """Every case run once, all in one go, each in a process forked after the imports: one
    by one, each with an interpreter of its own, they took a minute on a busy machine."""
    root = tmp_path_factory.mktemp("hostile")
    commands = [prepare(case, root / str(number)) for number, case in enumerate(CASES)]
    done = run_all(commands, root / "output", MEMORY, SECONDS)
    return {case.name: outcome for case, outcome in zip(CASES, done, strict=True)}


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_hostile_input_gets_one_clear_line(case, outcomes):
    done = outcomes[case.name]
    if isinstance(done, subprocess.TimeoutExpired):
        raise done  # past SECONDS, as subprocess.run(timeout=SECONDS) raises
    assert "Traceback" not in done.stdout + done.stderr, done.stderr[-2000:]
    assert done.returncode != 0
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr[-2000:]
    assert case.says in lines[0]
    assert len(lines[0]) < 300


def hostile_pictures(folder: Path) -> list[tuple[Path, str]]:
    """Pictures the reader must refuse, each with the reason it must give."""
    claims = folder / "claims-100000x100000.png"
    claims.write_bytes(png_claiming(100_000, 100_000))
    huge = folder / "real-8000x8000.png"
    cv2.imwrite(str(huge), np.zeros((8000, 8000, 3), np.uint8))
    text = folder / "notes.jpg"
    text.write_text("not a picture")
    strip, dot = folder / "strip.png", folder / "dot.png"
    cv2.imwrite(str(strip), np.full((1, 3000, 3), 128, np.uint8))
    cv2.imwrite(str(dot), np.full((1, 1, 3), 128, np.uint8))
    cut = folder / "cut.tiff"  # libtiff's own complaint went to stderr
    cut.write_bytes(cv2.imencode(".tiff", np.full((64, 64, 4), 99, np.uint8))[1].tobytes()[:-10])
    return [
        (strip, "too small: 3000x1 pixels"),
        (dot, "too small: 1x1 pixels"),
        (cut, "not an image"),
        (claims, "too large: 100000x100000 pixels"),
        (huge, "too large: 8000x8000 pixels"),
        (text, "not an image"),
        (Path("/dev/zero"), "not a file"),
        (folder / "missing.png", "file not found"),
    ]


def test_hostile_pictures_are_each_one_unsure_line(tmp_path):
    pictures = hostile_pictures(tmp_path)
    done = run_cli(["camera", "read", *(str(path) for path, _ in pictures)], tmp_path)
    assert done.stderr == ""
    assert done.returncode == 1
    lines = done.stdout.strip().splitlines()
    assert len(lines) == len(pictures)
    for line, (path, why) in zip(lines, pictures, strict=True):
        assert line.startswith(f"{path}: unsure ({why}")
