"""``bang-companion camera read | watch | learn``: clear output, clear errors,
never a traceback, in the command line's language (English here, unless --lang)."""

from __future__ import annotations

import json

import cv2
import numpy as np
import pytest

from camera.prototypes import Prototypes
from camera.shapes import SYMBOLS
from camera_training.synthetic.cards import CardSpec
from companion.commands.camera_cmd import main
from tests.camera.conftest import FakeCapture, calm_scene, odd_duel


@pytest.fixture(autouse=True)
def english_system(monkeypatch):
    """A system whose locale asks for no language the app has: the command line says English."""
    for variable in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "C")


def _lines(capsys) -> list[dict]:
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_read_json(tmp_path, capsys):
    card = tmp_path / "queen.jpg"
    cv2.imwrite(str(card), calm_scene(CardSpec("bang", "Q", "hearts"), 1).image)
    duel = tmp_path / "duel.png"
    cv2.imwrite(str(duel), calm_scene(CardSpec("duel", symbol="dynamite"), 2).image)
    table = tmp_path / "table.png"
    cv2.imwrite(str(table), np.full((360, 640, 3), 120, np.uint8))
    assert main(["read", "--json", str(card), str(duel), str(table)]) == 0
    queen, dynamite, empty = _lines(capsys)
    assert (queen["image"], queen["rank"], queen["suit"]) == (str(card), "Q", "hearts")
    assert 0.5 <= queen["confidence"] <= 1 and queen["ms"] > 0
    assert dynamite["symbol"] == "dynamite"
    assert empty["rank"] is None and empty["suit"] is None and empty["unsure"]


def test_read_told_what_the_game_shows_looks_for_nothing_else(tmp_path, capsys):
    card = tmp_path / "queen.jpg"
    cv2.imwrite(str(card), calm_scene(CardSpec("bang", "Q", "hearts"), 1).image)
    duel = tmp_path / "duel.png"
    cv2.imwrite(str(duel), calm_scene(CardSpec("duel", symbol="dynamite"), 2).image)
    assert main(["read", "--json", "--expect", "index", str(card), str(duel)]) == 0
    queen, not_an_index = _lines(capsys)
    assert (queen["rank"], queen["suit"]) == ("Q", "hearts")
    assert not_an_index["rank"] is None and "symbol" not in not_an_index
    assert main(["read", "--json", "--expect", "symbol", str(card), str(duel)]) == 0
    not_a_symbol, dynamite = _lines(capsys)
    assert "symbol" not in not_a_symbol and not_a_symbol["unsure"]
    assert dynamite["symbol"] == "dynamite"


def test_read_garbage_files_is_unsure_and_exit_1(tmp_path, capsys):
    text = tmp_path / "notes.jpg"
    text.write_text("not a picture")
    empty = tmp_path / "empty.png"
    empty.write_bytes(b"")
    assert main(["read", "--json", str(text), str(empty), str(tmp_path / "missing.png")]) == 1
    reads = _lines(capsys)
    assert [r["unsure"] for r in reads] == ["not_an_image", "not_an_image", "file_not_found"]
    assert [r["why"] for r in reads] == ["not an image", "not an image", "file not found"]


def test_read_says_an_unreadable_file_in_the_language_asked(tmp_path, capsys):
    assert main(["read", "--lang", "fr", str(tmp_path / "missing.png")]) == 1
    assert (
        capsys.readouterr().out == f"{tmp_path / 'missing.png'} : incertain (fichier introuvable)\n"
    )


def test_read_json_gives_a_reasons_parameters(tmp_path, capsys):
    small = tmp_path / "small.png"
    cv2.imwrite(str(small), np.full((20, 640, 3), 120, np.uint8))
    assert main(["read", "--json", "--lang", "it", str(small)]) == 1
    (read,) = _lines(capsys)
    assert (read["unsure"], read["unsure_args"]) == (
        "too_small",
        {"width": "640", "height": "20", "least": "32"},
    )
    assert read["why"] == "troppo piccola: 640x20 pixel, almeno 32 per lato"


def test_read_plain_text(tmp_path, capsys):
    card = tmp_path / "ten.jpg"
    cv2.imwrite(str(card), calm_scene(CardSpec("poker", "10", "spades"), 3).image)
    assert main(["read", str(card)]) == 0
    assert "10 of spades" in capsys.readouterr().out


def test_usage_errors_exit_2(capsys):
    assert main([]) == 2
    assert main(["read"]) == 2
    assert main(["watch", "--device", "1", "--video", "x.mp4"]) == 2
    assert main(["learn", "--symbols", "cactus", "--images", "."]) == 2
    said = capsys.readouterr().err.splitlines()
    assert said[0] == (
        "bang-companion camera: the following arguments are required: command"
        " (see: bang-companion camera --help)"
    )
    assert (
        said[-1]
        == "camera learn: unknown symbol: cactus (known: barrel, snake, dynamite, horseshoe)"
    )


def test_watch_missing_camera_exits_3(capsys):
    assert main(["watch", "--device", "97"]) == 3
    assert "camera unavailable: camera 97 not found" in capsys.readouterr().err


def test_watch_missing_camera_is_said_in_the_language_asked(capsys):
    assert main(["watch", "--device", "97", "--lang", "nl"]) == 3
    assert "camera niet beschikbaar: camera 97 niet gevonden" in capsys.readouterr().err


def test_watch_says_when_the_webcam_gives_smaller_pictures_than_asked(monkeypatch, capsys):
    monkeypatch.setattr(
        cv2, "VideoCapture", lambda index: FakeCapture(frames=3, largest=(640, 480))
    )
    main(["watch", "--device", "0"])
    assert "this camera gives 640x480 pictures, not 1280x720" in capsys.readouterr().err


def test_learn_from_a_webcam_of_smaller_pictures_than_asked_says_so(monkeypatch, capsys):
    monkeypatch.setattr(
        cv2, "VideoCapture", lambda index: FakeCapture(frames=3, largest=(640, 480))
    )
    main(["learn", "--device", "0", "--symbols", "barrel"])
    assert "this camera gives 640x480 pictures, not 1280x720" in capsys.readouterr().err


def test_watch_a_webcam_that_gives_the_size_asked_says_nothing_of_it(monkeypatch, capsys):
    monkeypatch.setattr(
        cv2, "VideoCapture", lambda index: FakeCapture(frames=3, largest=(1280, 720))
    )
    main(["watch", "--device", "0"])
    said = capsys.readouterr()
    assert "watching camera 0, 1280x720 pictures" in said.out
    assert "pictures, not" not in said.err


def test_watch_demo_prints_each_decision(capsys):
    assert main(["watch", "--demo", "--json"]) == 0
    decisions = _lines(capsys)
    assert [d["cards"][0].get("symbol") or d["cards"][0]["rank"] for d in decisions][:2] == [
        "Q",
        "barrel",
    ]


def test_watch_demo_lucky_duke(capsys):
    assert main(["watch", "--demo", "--cards", "2"]) == 0
    out = capsys.readouterr().out
    assert "7 of spades" in out and "K of diamonds" in out


@pytest.fixture
def odd_deck(tmp_path):
    shots = tmp_path / "shots"
    shots.mkdir()
    for i, symbol in enumerate(SYMBOLS):
        cv2.imwrite(str(shots / f"{i}_{symbol}.png"), odd_duel(symbol, 10 + i))
    tests = []
    for i, symbol in enumerate(SYMBOLS):
        path = tmp_path / f"test_{symbol}.png"
        cv2.imwrite(str(path), odd_duel(symbol, 50 + i))
        tests.append(str(path))
    return shots, tests


def test_learn_replaces_the_drawn_symbols(odd_deck, tmp_path, monkeypatch, capsys):
    shots, tests = odd_deck
    assert main(["read", "--json", *tests]) == 0
    before = _lines(capsys)
    assert not any(r.get("symbol") == s for r, s in zip(before, SYMBOLS, strict=True))
    out = tmp_path / "templates.npz"
    assert main(["learn", "--images", str(shots), "--out", str(out)]) == 0
    capsys.readouterr()
    monkeypatch.setenv("BANG_CAMERA_TEMPLATES", str(out))
    assert main(["read", "--json", *tests]) == 0
    after = _lines(capsys)
    assert [r.get("symbol") for r in after] == list(SYMBOLS)


def test_learn_without_enough_pictures_fails_cleanly(tmp_path, capsys):
    cv2.imwrite(str(tmp_path / "blank.png"), np.full((360, 640, 3), 90, np.uint8))
    assert main(["learn", "--images", str(tmp_path), "--out", str(tmp_path / "t.npz")]) == 1
    assert "calibration failed" in capsys.readouterr().err


def test_learn_adds_named_cards_to_the_decks_examples_as_the_reader_reads_them(tmp_path, capsys):
    """Each BANG! card found and read by the reader as a draw! check reads it, and kept
    with its name as the deck's example."""
    shots = tmp_path / "shots"
    shots.mkdir()
    cards = [("bang", "4", "diamonds"), ("bang", "J", "spades"), ("bang", "10", "hearts")]
    for i, (kind, rank, suit) in enumerate(cards):
        image = calm_scene(CardSpec(kind, rank, suit), 700 + i).image
        cv2.imwrite(str(shots / f"{i}.png"), image)
    deck = tmp_path / "bang.npz"
    names = ",".join(f"{r} {s}" for _, r, s in cards)
    args = ["learn", "--images", str(shots), "--symbols", "", "--cards", names]
    assert main([*args, "--out", str(tmp_path / "t.npz"), "--examples", str(deck)]) == 0
    assert f"added 3 cards to the deck's examples in {deck}" in capsys.readouterr().out
    kept = Prototypes.load(deck)
    assert list(zip(kept.ranks, kept.suits, strict=True)) == [(r, s) for _, r, s in cards]


def test_reading_duel_symbols_never_learnt_says_so(tmp_path, capsys):
    duel = tmp_path / "duel.png"
    cv2.imwrite(str(duel), calm_scene(CardSpec("duel", symbol="dynamite"), 2).image)
    assert main(["read", "--expect", "symbol", str(duel)]) == 0
    assert "Duel symbols were never learnt (run: camera learn)" in capsys.readouterr().err
    assert main(["read", "--expect", "index", str(duel)]) == 0
    assert not capsys.readouterr().err


def test_watching_the_demo_for_symbols_says_nothing_of_learning(capsys):
    assert main(["watch", "--demo", "--expect", "symbol"]) == 0
    assert "never learnt" not in capsys.readouterr().err
