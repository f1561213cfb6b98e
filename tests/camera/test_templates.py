"""Template banks: near-identical templates are dropped, per class only; the
drawn ones are cached on disk under a name that changes with their recipe."""

from __future__ import annotations

import threading

import cv2
import numpy as np
import pytest

import camera.templates as templates_module
from camera.fonts import available
from camera.glyphs import features
from camera.shapes import SYMBOLS
from camera.templates import (
    DUPLICATE,
    KINDS,
    TEMPLATE_FONTS,
    Bank,
    _cache_path,
    banks,
    default_banks,
    load_calibration,
    read_banks,
    save_calibration,
    symbols_learnt,
    write_banks,
)

RING = cv2.circle(np.zeros((40, 40), np.uint8), (20, 20), 12, 255, 4)


def unit(v: list[float]) -> np.ndarray:
    a = np.array(v, np.float32)
    return a / np.linalg.norm(a)


def test_pruning_keeps_one_of_each_set_of_twins():
    a, a_twin, b = unit([1, 0, 0]), unit([1, 0.01, 0]), unit([0, 1, 0])
    bank = Bank.of(np.array([a, a_twin, b]), ["x", "x", "x"]).pruned()
    assert len(bank.labels) == 2
    assert np.allclose(bank.vectors[0], a) and np.allclose(bank.vectors[1], b)


def test_twins_of_different_classes_both_stay():
    a, a_twin = unit([1, 0, 0]), unit([1, 0.01, 0])
    bank = Bank.of(np.array([a, a_twin]), ["x", "y"]).pruned()
    assert bank.labels == ("x", "y")


def test_the_default_rank_bank_holds_no_twins(reader):
    bank = reader.banks["rank"]
    for start, end in zip(*_bounds(bank), strict=True):
        block = bank.vectors[start:end]
        similar = block @ block.T
        np.fill_diagonal(similar, 0)
        assert similar.max() < DUPLICATE


def _bounds(bank: Bank) -> tuple[list[int], list[int]]:
    starts = list(bank.classes[1])
    return starts, [*starts[1:], len(bank.labels)]


@pytest.fixture
def fresh_cache(tmp_path, monkeypatch):
    """An empty cache folder, no drawn banks kept in memory, and two fonts to draw from:
    what the cache does is the same for any fonts, and drawing all of them takes seconds."""
    monkeypatch.setenv("BANG_CAMERA_CACHE", str(tmp_path))
    monkeypatch.setattr(templates_module, "TEMPLATE_FONTS", TEMPLATE_FONTS[:2])
    default_banks.cache_clear()
    yield tmp_path
    default_banks.cache_clear()


def test_drawn_templates_are_cached_and_read_back_the_same(fresh_cache):
    drawn = default_banks()
    (cache,) = fresh_cache.glob("camera-templates-*.npz")
    default_banks.cache_clear()
    again = default_banks()
    for kind, bank in drawn.items():
        assert again[kind].labels == bank.labels
        np.testing.assert_array_equal(again[kind].vectors, bank.vectors)
    assert list(fresh_cache.glob("camera-templates-*.npz")) == [cache]


def test_a_damaged_template_cache_is_drawn_afresh(fresh_cache):
    cache = _cache_path(available(templates_module.TEMPLATE_FONTS))
    cache.write_bytes(b"half a file")
    drawn = default_banks()
    assert set(drawn) == {*KINDS, "clutter"} and all(bank.labels for bank in drawn.values())
    kept = read_banks(cache, tuple(drawn))  # rewritten whole
    assert {k: b.labels for k, b in kept.items()} == {k: b.labels for k, b in drawn.items()}


def test_a_stored_bank_with_any_byte_damaged_reads_as_none_or_whole(tmp_path):
    """A bad sector anywhere in the cache or a calibration file: the drawn templates (or
    no lesson) stand in, never an error."""
    path = tmp_path / "camera-templates.npz"
    vectors = np.random.default_rng(1).normal(size=(20, 16)).astype(np.float32)
    write_banks(path, {"rank": Bank.of(vectors, ["A"] * len(vectors))})
    whole = path.read_bytes()
    for at in range(len(whole)):
        path.write_bytes(whole[:at] + bytes([whole[at] ^ 0xFF]) + whole[at + 1 :])
        kept = read_banks(path, ("rank",))
        assert kept == {} or np.array_equal(kept["rank"].vectors, vectors), at


def test_the_cache_is_named_after_what_draws_the_templates():
    fonts = available(TEMPLATE_FONTS)
    assert _cache_path(fonts) == _cache_path(list(fonts))
    assert _cache_path(fonts) != _cache_path(fonts[:-1])


def test_duel_symbols_count_as_learnt_only_once_a_calibration_holds_them_all(tmp_path):
    path = tmp_path / "templates.npz"
    assert not symbols_learnt(path)
    save_calibration(path, {"rank": [("Q", RING)]})  # `learn --symbols "" --cards ...`
    assert not symbols_learnt(path)
    save_calibration(path, {"symbol": [("barrel", RING)]})  # `learn --symbols barrel`
    assert not symbols_learnt(path)
    save_calibration(path, {"symbol": [(symbol, RING) for symbol in SYMBOLS]})
    assert symbols_learnt(path)
    path.write_bytes(b"not a calibration")
    assert not symbols_learnt(path)


def test_a_symbol_learnt_again_replaces_only_itself_and_the_font_learnt_stays(tmp_path):
    path = tmp_path / "templates.npz"
    save_calibration(path, {"symbol": [("barrel", RING), ("snake", RING)], "rank": [("Q", RING)]})
    bar = cv2.rectangle(np.zeros((40, 40), np.uint8), (8, 16), (32, 24), 255, -1)
    save_calibration(path, {"symbol": [("barrel", bar)]})
    learnt = load_calibration(path)
    assert set(learnt["symbol"].labels) == {"barrel", "snake"}
    assert set(learnt["rank"].labels) == {"Q"}
    barrels = learnt["symbol"].vectors[np.array(learnt["symbol"].labels) == "barrel"]
    # The new drawing, not the ring:
    assert (barrels @ features(bar)).max() > (barrels @ features(RING)).max()


def test_symbols_never_shown_keep_their_drawn_guesses_beside_those_learnt(tmp_path):
    path = tmp_path / "templates.npz"
    save_calibration(path, {"symbol": [("barrel", RING)]})
    symbols = banks(path)["symbol"]
    drawn = default_banks()["symbol"]
    assert set(symbols.labels) == set(drawn.labels)
    assert symbols.labels.count("barrel") < drawn.labels.count("barrel")
    assert symbols.labels.count("snake") == drawn.labels.count("snake")


def test_a_cache_written_by_two_app_processes_at_once_reads_back_whole(tmp_path):
    """Under `serve`, each device's app may draw and store the templates at the same time."""
    path = tmp_path / "camera-templates.npz"
    vectors = np.random.default_rng(0).normal(size=(3000, 64)).astype(np.float32)

    def store(who: int) -> None:
        write_banks(path, {"rank": Bank.of(vectors + who, [str(who)] * len(vectors))})

    writers = [threading.Thread(target=store, args=(who,)) for who in range(4)]
    for writer in writers:
        writer.start()
    for writer in writers:
        writer.join()
    kept = read_banks(path, ("rank",))["rank"]
    who = int(kept.labels[0])
    assert kept.labels == (str(who),) * len(vectors)
    np.testing.assert_array_equal(kept.vectors, vectors + who)
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # nothing half written beside it
