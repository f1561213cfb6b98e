"""Write the SVG screenshots of the app's main screens into this folder.

    python docs/screenshots/make_screenshots.py

The scenes are those of the snapshot tests (tests/companion/scenes.py): a fixed clock, fixed
seeds and a still camera, so the pictures only change when the app's look does.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from tests.companion.scenes import SCENES, make_app  # noqa: E402


async def shoot(scene_name: str | None = None) -> list[Path]:
    written = []
    for scene in SCENES:
        if scene_name and scene.name != scene_name:
            continue
        with tempfile.TemporaryDirectory() as data:
            app = make_app(Path(data), **scene.options)
            async with app.run_test(size=scene.size) as pilot:
                await scene.play(pilot)
                await pilot.pause()
                svg = app.export_screenshot(title=f"BANG! companion — {scene.name}")
        path = HERE / f"{scene.name}.svg"
        path.write_text(svg, encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":
    for path in asyncio.run(shoot(sys.argv[1] if len(sys.argv) > 1 else None)):
        print(path)
