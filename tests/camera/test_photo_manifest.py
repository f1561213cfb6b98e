"""The real photos' manifest (``bench/photos/manifest.csv``) keeps the judge
honest: a photo the reader is judged on is never one it may be trained on,
and every label names a card the reader can name."""

from __future__ import annotations

import sys
from collections import defaultdict

from camera_training.real import PHOTOS

sys.path.insert(0, str(PHOTOS))
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
