"""Why a read is unsure is a code the camera makes and the app words: every code made in
camera/ is one of camera.unsure.CODES, which the Fluent files word in every language."""

from __future__ import annotations

import ast
from pathlib import Path

from camera.unsure import CODES, Unsure

CAMERA = Path(__file__).resolve().parents[2] / "camera"


def codes_made(path: Path) -> set[str]:
    """The first argument of each `Unsure(...)` or `Unsure.of(...)` written in `path`."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            name = ast.unparse(node.func)
            if name in ("Unsure", "Unsure.of"):
                found.add(node.args[0].value)
    return found


def test_every_reason_the_camera_gives_is_a_known_code():
    made = set().union(*(codes_made(path) for path in CAMERA.rglob("*.py")))
    assert made and made <= set(CODES)


def test_a_reason_keeps_its_parameters_as_text_for_json():
    why = Unsure.of("too_small", width=640, height=20, least=32)
    assert why.as_json() == {
        "unsure": "too_small",
        "unsure_args": {"width": "640", "height": "20", "least": "32"},
    }
    assert Unsure("no_card").as_json() == {"unsure": "no_card"}
