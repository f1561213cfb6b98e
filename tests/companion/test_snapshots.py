"""Snapshots of the main screens: the stored SVG must match what the app draws now.

After a deliberate change of look:
`python -m pytest -n 0 tests/companion/test_snapshots.py --snapshot-update`, then look at the new
pictures before committing them. `-n 0` (one process): syrupy removes the pictures of scenes
that are gone only when it runs alone; under pytest-xdist it neither removes nor reports them,
so the last test here does. The same scenes make the screenshots in
docs/screenshots (docs/screenshots/make_screenshots.py).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.companion.scenes import SCENES, make_app

STORED = Path(__file__).parent / "__snapshots__" / "test_snapshots"


@pytest.mark.parametrize("scene", SCENES, ids=[scene.name for scene in SCENES])
def test_screen_looks_as_stored(scene, snap_compare, data_folder):
    app = make_app(data_folder, **scene.options)
    assert snap_compare(app, terminal_size=scene.size, run_before=scene.play)


def test_every_stored_picture_is_a_scene_of_today():
    stored = {path.name for path in STORED.glob("*.svg")}
    assert stored == {f"test_screen_looks_as_stored[{scene.name}].svg" for scene in SCENES}
