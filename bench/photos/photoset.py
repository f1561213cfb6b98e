"""The real photographs the card reader is judged on: the manifest's rows and
where their images live once rebuilt.

The images themselves stay out of the repository (most of their sources grant
no licence to redistribute them); ``manifest.csv`` names each one by source
repository, commit and path, with its label and sha256, and ``rebuild.py``
copies them from the fetched repositories into a cache folder.
"""

from __future__ import annotations

import csv
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path

MANIFEST = Path(__file__).resolve().parent / "manifest.csv"
CACHE_ENV = "BANG_PHOTOS"  # overrides the cache folder
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("hearts", "diamonds", "clubs", "spades")
ROLES = ("dev", "train")  # dev: judging only, never trained on


@dataclass(frozen=True)
class Photo:
    """One labelled photograph: a card of rank and suit, seen in the file at
    ``path`` of ``repo`` at ``commit``; ``box`` ("x,y,w,h" in pixels, or "")
    cuts out the card when the picture holds several or needs a crop."""

    source: str
    role: str
    repo: str
    commit: str
    path: str
    rank: str
    suit: str
    sha256: str
    box: str = ""

    @property
    def cached(self) -> Path:
        """Where rebuild.py puts the image, below the cache folder."""
        return Path(self.source) / self.path


def default_cache() -> Path:
    """``$BANG_PHOTOS``, else ``~/.cache/bang-companion/photos``."""
    env = os.environ.get(CACHE_ENV)
    return Path(env) if env else Path.home() / ".cache" / "bang-companion" / "photos"


def read_manifest(path: Path = MANIFEST) -> list[Photo]:
    with path.open(newline="", encoding="utf-8") as f:
        return [Photo(**row) for row in csv.DictReader(f)]


def write_manifest(photos: list[Photo], path: Path = MANIFEST) -> None:
    with path.open("w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, [field.name for field in fields(Photo)], lineterminator="\n")
        writer.writeheader()
        writer.writerows(asdict(photo) for photo in photos)
