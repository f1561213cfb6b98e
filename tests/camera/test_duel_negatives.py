"""Real BANG! The Duel card art where nothing is printed to read: the scans of
``bench/photos/duel_art.csv`` crop the corner where the Duel prints its draw!
symbol away, and no Duel card prints an index. A confident name on one of them
is a confident misread (issue 50: a BANG! 9 of diamonds once came back as the
symbol "dynamite"). The scans are fetched material, never committed: rebuilt
into the photos' cache by ``bench/photos/rebuild.py --manifest
bench/photos/duel_art.csv``; the test that reads them skips without them.
``bench/camera_negatives.py`` also lays them on tables and reads them for symbols.
"""

from __future__ import annotations

import sys
from pathlib import Path

import cv2
import pytest

from camera.reader import Reader, shrunk
from camera_training.real import PHOTOS

sys.path.insert(0, str(PHOTOS))
from photoset import MANIFEST, default_cache, read_manifest

DUEL_ART = PHOTOS / "duel_art.csv"
ART = read_manifest(DUEL_ART)


def test_the_duel_art_names_nothing_to_read_and_is_never_trained_on():
    assert len(ART) == 34
    assert {(p.rank, p.suit, p.role) for p in ART} == {("", "", "dev")}
    elsewhere = {
        p.sha256 for m in (MANIFEST, MANIFEST.with_name("bang_faces.csv")) for p in read_manifest(m)
    }
    assert [p.path for p in ART if p.sha256 in elsewhere] == []


def test_real_duel_card_art_without_its_corner_is_never_read_as_a_card():
    cache = default_cache()
    missing = [p.path for p in ART if not (cache / p.cached).is_file()]
    if missing:
        pytest.skip(
            f"{len(missing)} of the {len(ART)} Duel art scans are not in {cache}"
            f" (fetched material): python bench/photos/rebuild.py --manifest {DUEL_ART}"
        )
    reader = Reader()  # the app's own: its search budget counts work, not time
    named = []
    for photo in ART:
        # At its own size: the reader's first step, its shrink to 1280 px, done once
        # for the three reads (it leaves a picture of that size as it is).
        image, _ = shrunk(cv2.imread(str(cache / photo.cached)))
        for expect in (None, "index", "bang"):
            read = reader.read_image(image, expect=expect)
            if read.unsure is None or read.suit is not None:
                name = read.label or f"{read.suit} alone"
                named.append((Path(photo.path).name, expect, name, round(read.confidence, 3)))
    assert named == []
