"""The engine and the camera reader stay free of the UI: they never import Textual."""

from __future__ import annotations

import json
import pkgutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def modules_of(package: str) -> list[str]:
    """Every module of a package, found on disk (so a new module is checked too)."""
    folder = ROOT / package
    found = pkgutil.walk_packages([str(folder)], prefix=f"{package}.")
    return [package] + [info.name for info in found]


def imported_after(modules: list[str]) -> set[str]:
    code = (
        "import importlib, json, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return set(json.loads(run.stdout))


def test_rules_and_camera_never_import_textual():
    modules = modules_of("rules") + modules_of("camera")
    assert "rules.bang.engine" in modules and "camera.reader" in modules
    loaded = imported_after(modules)
    assert not {name for name in loaded if name == "textual" or name.startswith("textual.")}
    assert "rich" not in loaded
