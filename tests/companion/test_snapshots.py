"""Snapshots of the main screens: the stored SVG must match what the app draws now.

After a deliberate change of look: `pytest tests/companion/test_snapshots.py --snapshot-update`,
then look at the new pictures before committing them. The same scenes make the screenshots in
docs/screenshots (docs/screenshots/make_screenshots.py).
"""

from __future__ import annotations

import pytest

from tests.companion.scenes import SCENES, make_app


@pytest.mark.parametrize("scene", SCENES, ids=[scene.name for scene in SCENES])
def test_screen_looks_as_stored(scene, snap_compare, data_folder):
    app = make_app(data_folder, **scene.options)
    assert snap_compare(app, terminal_size=scene.size, run_before=scene.play)
