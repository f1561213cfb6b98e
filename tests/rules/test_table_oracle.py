"""The lock-step oracle in CI: seeded bot games, each told to a table-mode twin as a real
table announces it (tests/rules/table_oracle.py); bench/table_oracle.py is the long run."""

from __future__ import annotations

from tests.rules.table_oracle import LOOSE, STRICT, run


def test_a_table_accepts_every_true_announcement_and_never_contradicts_the_truth():
    report = run(seed=20261204, games=240, styles=(STRICT, LOOSE))
    assert report.games == 240 and report.moves > 20_000, report.summary()
    assert not report.failures, report.summary()
