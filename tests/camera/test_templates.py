"""Template banks: near-identical templates are dropped, per class only."""

from __future__ import annotations

import numpy as np

from camera.templates import DUPLICATE, Bank


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
