"""Write ``bang_faces.csv``: real faces of BANG! cards, the reader's yardstick for
the product's own deck (no public photo of a BANG! card on a table exists).

    python bench/photos/bang_faces.py [--mirrors DIR]
    python bench/photos/rebuild.py --manifest bench/photos/bang_faces.csv

Two sources, read from local git copies (``fetch``) at fixed commits:

- ``wildwest-faces``: stephtelolahy/WildWest, 79 clean digital faces of the base
  game (Italian/English print, 250x389 px), each file named
  ``<card>_<rank>_<suit>.png``. Split by card kind (a hash of its name), so
  the faces of a ``dev`` kind are never trained on: its artwork, title and
  index copies are all new to a model trained on the ``train`` kinds.
- ``andyruwruw-scans``: andyruwruw/BANG-Card-Game, three scanned sheets of
  printed Dodge City cards, eight to a sheet (one sheet shows a card's back);
  labelled by eye below, each card cut out by its ``box``. All ``dev``: another
  edition, another printer, another scanner.

The images stay out of the repository (neither repository states a licence).
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import zlib
from pathlib import Path

from mirror import DEFAULT_MIRRORS, blobs, clone_url, find_git_dir, tree
from photoset import Photo, write_manifest

BANG_FACES = Path(__file__).resolve().parent / "bang_faces.csv"
WILDWEST = ("stephtelolahy/WildWest", "a9931a776b871d33cf1d835586f7522bcab886a7")
WILDWEST_FOLDER = "WildWest/Assets.xcassets/cards/"
ANDY = ("andyruwruw/BANG-Card-Game", "0a44ccee1266d3f87b131c9bcecfc6dd6f3c75a6")
DEV_SHARE = 0.5  # of the WildWest kinds, by hash, kept for judging
# The Dodge City sheets: per sheet, its size and its cards row by row (None: a
# card's back), as read by eye on the scans.
SHEETS: dict[str, tuple[tuple[int, int], tuple[str | None, ...]]] = {
    "README Images/brown.jpg": (
        (775, 600),
        (
            "Q hearts",
            "K spades",
            "9 clubs",
            "9 hearts",
            "K hearts",
            "10 spades",
            "J spades",
            "8 diamonds",
        ),
    ),
    "README Images/blue.jpg": (
        (1024, 776),
        (
            "5 spades",
            "K diamonds",
            "6 diamonds",
            None,
            "5 hearts",
            "A clubs",
            "10 diamonds",
            "10 clubs",
        ),
    ),
    "README Images/green.jpg": (
        (790, 600),
        (
            "A diamonds",
            "9 spades",
            "7 clubs",
            "10 hearts",
            "8 hearts",
            "Q diamonds",
            "7 spades",
            "9 diamonds",
        ),
    ),
}


def wildwest_faces(mirrors: Path) -> list[Photo]:
    repo, commit = WILDWEST
    git_dir = _git_dir(repo, commit, mirrors)
    paths = [
        p for p in tree(git_dir, commit) if p.startswith(WILDWEST_FOLDER) and p.endswith(".png")
    ]
    photos = []
    for path, data in blobs(git_dir, commit, paths):
        kind, rank, suit = (
            Path(path).stem.rsplit("_", 2) if Path(path).stem.count("_") >= 2 else ("", "", "")
        )
        if not kind or data is None:
            continue  # the card back
        role = "dev" if _share(kind) < DEV_SHARE else "train"
        digest = hashlib.sha256(data).hexdigest()
        photos.append(Photo("wildwest-faces", role, repo, commit, path, rank.upper(), suit, digest))
    return photos


def scanned_cards(mirrors: Path) -> list[Photo]:
    repo, commit = ANDY
    git_dir = _git_dir(repo, commit, mirrors)
    photos = []
    for path, data in blobs(git_dir, commit, list(SHEETS)):
        assert data is not None, path
        (width, height), cards = SHEETS[path]
        digest = hashlib.sha256(data).hexdigest()
        cell_w, cell_h = width // 4, height // 2
        for i, label in enumerate(cards):
            if label is None:
                continue
            rank, suit = label.split()
            box = f"{i % 4 * cell_w},{i // 4 * cell_h},{cell_w},{cell_h}"
            photos.append(
                Photo("andyruwruw-scans", "dev", repo, commit, path, rank, suit, digest, box)
            )
    return photos


def _share(kind: str) -> float:
    """Where a kind falls in [0, 1), the same on every machine."""
    return zlib.crc32(kind.encode()) / 2**32


def _git_dir(repo: str, commit: str, mirrors: Path) -> Path:
    git_dir = find_git_dir(repo, commit, mirrors)
    if git_dir is None:
        raise LookupError(f"{repo} @ {commit[:7]} not under {mirrors}")
    return git_dir


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mirrors", type=Path, default=DEFAULT_MIRRORS)
    args = parser.parse_args(argv)
    try:
        photos = wildwest_faces(args.mirrors) + scanned_cards(args.mirrors)
    except LookupError as exc:
        repo = str(exc).split()[0]
        print(f"{exc}: git clone {clone_url(repo)}", file=sys.stderr)
        return 1
    for source in sorted({p.source for p in photos}):
        roles = [p.role for p in photos if p.source == source]
        print(f"{source}: {roles.count('dev')} dev, {roles.count('train')} train")
    write_manifest(photos, BANG_FACES)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
