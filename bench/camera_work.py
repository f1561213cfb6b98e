"""What a unit of the reader's counted work costs in time, on this machine.

    python bench/camera_work.py [--every 5]

The reader counts work rather than timing it (``camera.steps``), so that a
picture reads the same on any machine; its constants (``SEARCH_BUDGET``,
``INDEX_WORK`` and the others in ``camera/reader.py`` and
``camera/detect.py``) say each step's cost in units, in proportion to one
another. This measures, on every ``--every``-th dev photo
(``bench/photos``), the ms per unit of whole reads, and the ms of reading
one flattened view's index (its corner crops through the model, as the
reader does) and its index windows (read when those crops leave the card
unsure), against what ``INDEX_WORK`` and ``WINDOW_WORK`` count for them. A
new model or a new step is re-measured here, and its constant set from the
figure.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one core, before numpy loads
os.environ.setdefault("OMP_NUM_THREADS", "1")

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent / "photos"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from camera_photos import load
from photoset import default_cache, read_manifest

from camera.flatten import orientations, warp
from camera.index import cornered_crops, judge, window_crops
from camera.reader import INDEX_WORK, WINDOW_WORK, Reader, shrunk

UNIT_MS = 0.1  # what a unit stands for


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--every", type=int, default=5, help="every n-th dev photo")
    args = parser.parse_args(argv)
    cv2.setNumThreads(1)
    photos = [p for p in read_manifest() if p.role == "dev"][:: args.every]
    images = [img for img in (load(p, default_cache()) for p in photos) if img is not None]
    if not images:
        print("real photos: none in the cache, skipped (bench/photos/rebuild.py fills it)")
        return 0
    reader = Reader()
    read_ms, units, view_ms, window_ms = [], [], [], []
    for img in images:
        start = time.perf_counter()
        reading = reader.reading(img, 1, "index")
        reading.advance()
        read_ms.append(1000 * (time.perf_counter() - start))
        units.append(reading.work.units)
        for crops_ms, windows_ms in _index_ms(reader, img, reading.reads):
            view_ms.append(crops_ms)
            window_ms.append(windows_ms)
    ratio = np.array(read_ms) / np.array(units)
    print(f"{len(images)} dev photos read whole, each once on one core:")
    print(
        f"  ms per unit: median {np.median(ratio):.3f}, all reads together "
        f"{sum(read_ms) / sum(units):.3f} (a unit stands for {UNIT_MS} ms)"
    )
    for what, name, counted, ms in (
        ("index read", "INDEX_WORK", INDEX_WORK, view_ms),
        ("index windows", "WINDOW_WORK", WINDOW_WORK, window_ms),
    ):
        mean = float(np.mean(ms))
        print(
            f"  a view's {what} ({len(ms)} views): {mean:.2f} ms mean, "
            f"{name} counts {counted:g} units ({counted * UNIT_MS:.1f} ms); "
            f"the measure says {mean / UNIT_MS:.0f}"
        )
    return 0


def _index_ms(reader: Reader, img: np.ndarray, reads: list) -> list[tuple[float, float]]:
    """The ms of reading the index of each way up of the cards found, as the
    reader does (crops cut, then the model on all of them at once), and of
    its two windows (cut, then the model on both)."""
    small, scale = shrunk(img)
    out = []
    for read in reads:
        if read.quad is None:
            continue
        for order in orientations(read.quad * np.float32(scale)):
            view = warp(small, order)
            start = time.perf_counter()
            cut = cornered_crops(view)
            if cut:
                judge(reader.model.classify([c for _, c in cut]), [c for c, _ in cut])
            crops_done = time.perf_counter()
            reader.model.classify([crop for _, crop in window_crops(view)])
            done = time.perf_counter()
            out.append((1000 * (crops_done - start), 1000 * (done - crops_done)))
    return out


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
