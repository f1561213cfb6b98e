"""A few dozen seeded random inputs to `check` and `camera read`, in this process (issue 52):
each gets a verdict or one clear line and a documented exit code, never an exception.
`bench/cli_fuzz.py` runs thousands, each in a process of its own with its time and memory
bounded."""

from __future__ import annotations

import contextlib
import io
import random

import pytest

from companion.cli import main
from tests.companion.cli_fuzz import picture, scenario


def run(argv: list[str]) -> tuple[int, str, str]:
    """The command line's exit code, stdout and stderr, run here."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("seed", range(30))
def test_a_random_scenario_gets_a_verdict_or_one_line(tmp_path, seed):
    path = tmp_path / "scenario.yaml"
    path.write_bytes(scenario(random.Random(seed)))
    code, _, err = run(["check", str(path)])
    assert code in (0, 1, 2)
    assert code != 2 or len(err.strip().splitlines()) == 1, err


def test_a_batch_of_random_pictures_is_read_to_its_end(tmp_path):
    rng = random.Random(52)
    paths = []
    for number in range(16):
        suffix, data = picture(rng, most_side=400)
        paths.append(tmp_path / f"{number}{suffix}")
        paths[-1].write_bytes(data)
    code, out, _ = run(["camera", "read", *map(str, paths)])
    assert code in (0, 1)
    lines = out.splitlines()
    assert [line.split(": ", 1)[0] for line in lines] == list(map(str, paths))
