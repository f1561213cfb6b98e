"""Rebuild the real photographs of ``manifest.csv`` in a cache folder, from
local git copies of their source repositories, checking each file's sha256.

    python bench/photos/rebuild.py [--cache DIR] [--mirrors DIR] [--source NAME ...]
                                   [--manifest FILE]

The cache defaults to ``$BANG_PHOTOS`` or ``~/.cache/bang-companion/photos``
and holds ``<source>/<path in its repository>``. A repository is looked for
under ``--mirrors`` (default /work/.mirror) as ``<owner>+<name>/repo``,
``<owner>+<name>`` or ``<name>``, bare or cloned; when none is there, the
script says what to ``git clone`` and goes on with the other sources.
``--manifest`` names another manifest of the same columns (``bang_faces.csv``,
the BANG! cards' faces; ``duel_art.csv``, Duel card art, rank and suit empty).
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections import defaultdict
from pathlib import Path

from mirror import DEFAULT_MIRRORS, blobs, clone_url, find_git_dir
from photoset import MANIFEST, Photo, default_cache, read_manifest


def rebuild(photos: list[Photo], cache: Path, mirrors: Path) -> int:
    """Copy every photo not yet cached; the number that could not be."""
    by_repo: dict[tuple[str, str], list[Photo]] = defaultdict(list)
    for photo in photos:
        if not _cached_whole(cache / photo.cached, photo.sha256):
            by_repo[photo.repo, photo.commit].append(photo)
    failed = 0
    for (repo, commit), wanted in by_repo.items():
        git_dir = find_git_dir(repo, commit, mirrors)
        if git_dir is None:
            print(f"{repo}: no copy under {mirrors}; get it with")
            print(f"  git clone {clone_url(repo)} {mirrors / repo.split('/')[1]}")
            print(f"  (commit {commit}), then run this again")
            failed += len(wanted)
            continue
        failed += _copy(git_dir, commit, wanted, cache)
    return failed


def _copy(git_dir: Path, commit: str, photos: list[Photo], cache: Path) -> int:
    by_path = {photo.path: photo for photo in photos}
    failed = 0
    for path, data in blobs(git_dir, commit, list(by_path)):
        photo = by_path[path]
        if data is None or hashlib.sha256(data).hexdigest() != photo.sha256:
            why = "missing from the copy" if data is None else "changed (sha256 differs)"
            print(f"{photo.source}: {path}: {why}")
            failed += 1
            continue
        target = cache / photo.cached
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    return failed


def _cached_whole(path: Path, sha256: str) -> bool:
    return path.is_file() and hashlib.sha256(path.read_bytes()).hexdigest() == sha256


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", type=Path, default=default_cache())
    parser.add_argument("--mirrors", type=Path, default=DEFAULT_MIRRORS)
    parser.add_argument("--source", nargs="*", help="only these sources (default: all)")
    parser.add_argument("--manifest", type=Path, default=MANIFEST)
    args = parser.parse_args(argv)
    photos = [p for p in read_manifest(args.manifest) if not args.source or p.source in args.source]
    if not photos:
        print(f"no photos of source {', '.join(args.source)} in the manifest")
        return 1
    failed = rebuild(photos, args.cache, args.mirrors)
    print(f"{len(photos) - failed} of {len(photos)} photos in {args.cache}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
