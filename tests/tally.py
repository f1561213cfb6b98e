"""What a long run counted and found, for the runs that fold parallel shares into one: the
session fuzzer (tests/companion/session_fuzz.py) and the lock-step oracle
(tests/rules/table_oracle.py)."""

from __future__ import annotations

import dataclasses
from collections import Counter
from dataclasses import dataclass, field
from typing import Self


@dataclass
class Tally:
    """A run's counts (a subclass's whole-number fields), its time, and its findings by kind,
    with the first example of each."""

    seconds: float = 0.0
    findings: Counter[str] = field(default_factory=Counter)
    examples: dict[str, str] = field(default_factory=dict)

    def found(self, kind: str, detail: str) -> None:
        self.findings[kind] += 1
        self.examples.setdefault(kind, detail)

    def add(self, other: Self) -> None:
        """Fold in a run made in parallel: counts added, the longest time, every finding."""
        for counted in dataclasses.fields(self):
            mine = getattr(self, counted.name)
            if isinstance(mine, int):
                setattr(self, counted.name, mine + getattr(other, counted.name))
        self.seconds = max(self.seconds, other.seconds)
        self.findings.update(other.findings)
        for kind, example in other.examples.items():
            self.examples.setdefault(kind, example)

    def finding_lines(self) -> list[str]:
        """Each kind of finding, most frequent first, with its count and first example."""
        return [f"  {n} × {kind}: {self.examples[kind]}" for kind, n in self.findings.most_common()]
