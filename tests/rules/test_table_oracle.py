"""The lock-step oracles in CI: seeded bot games of BANG! and of BANG! Duel, each told to a
table-mode twin as a real table announces it (tests/rules/table_oracle.py,
tests/rules/duel/table_oracle.py); bench/table_oracle.py is the long run."""

from __future__ import annotations

from tests.rules.duel import table_oracle as duel_oracle
from tests.rules.table_oracle import run


def test_a_bang_table_accepts_every_true_announcement_and_never_contradicts_the_truth():
    report = run(seed=20261204, games=160)
    assert report.games == 160 and report.moves > 15_000, report.summary()
    assert not report.findings, report.summary()


def test_a_duel_table_accepts_every_true_announcement_and_never_contradicts_the_truth():
    report = duel_oracle.run(seed=20261204, games=80)
    assert report.games == 80 and report.moves > 10_000, report.summary()
    assert not report.findings, report.summary()
