"""The real photos' manifest (``bench/photos/manifest.csv``) keeps the judge
honest: a photo the reader is judged on is never one it may be trained on,
and every label names a card the reader can name."""

from __future__ import annotations

import sys
from collections import defaultdict

from camera_training.bang import FOREIGN, foreign_half
from camera_training.real import PHOTOS

sys.path.insert(0, str(PHOTOS))
from bang_faces import BANG_FACES
from photoset import RANKS, ROLES, SUITS, read_manifest

PHOTOS_LISTED = read_manifest()


def test_no_picture_is_both_judged_and_trained_on():
    roles: dict[str, set[str]] = defaultdict(set)
    for photo in PHOTOS_LISTED:
        roles[photo.sha256].add(photo.role)
    assert [sha for sha, both in roles.items() if len(both) > 1] == []


def test_each_source_is_judged_or_trained_on_never_both():
    roles: dict[str, set[str]] = defaultdict(set)
    for photo in PHOTOS_LISTED:
        roles[photo.source].add(photo.role)
    assert {source: r for source, r in roles.items() if len(r) != 1 or not r <= set(ROLES)} == {}


def test_every_label_is_a_card_the_reader_names():
    odd = [p.path for p in PHOTOS_LISTED if p.rank not in RANKS or p.suit not in SUITS]
    assert odd == []


def test_the_foreign_print_is_calibrated_on_and_judged_by_halves_of_its_indexes():
    # Its calibration half sets the BANG! bars; the bench judges only the
    # other half, and no index has a copy on each side.
    faces = [p for p in read_manifest(BANG_FACES) if p.source == FOREIGN]
    halves: dict[str, set[str | None]] = defaultdict(set)
    for photo in faces:
        halves[f"{photo.rank}:{photo.suit}"].add(foreign_half(photo))
    assert all(len(h) == 1 for h in halves.values())
    calib = [k for k, h in halves.items() if h == {"calib"}]
    assert len(calib) == len(halves) // 2 and {"judged"} in halves.values()
