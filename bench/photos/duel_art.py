"""Write ``duel_art.csv``: scans of real BANG! The Duel card art, the reader's
negative set (pictures where no index and no Duel symbol is printed).

    python bench/photos/duel_art.py [--mirrors DIR]
    python bench/photos/rebuild.py --manifest bench/photos/duel_art.csv

One source, read from a local git copy (``fetch``) at a fixed commit:

- ``szakdoga-duel-art``: MrGhostyyyyy/szakdoga, a Hungarian BANG! The Duel web
  game, ``gameserver/static/pics/*.jpg``: scans (about 2500 px square) of the
  printed cards' artwork, cropped to the picture, so the card's top-right
  corner, where the Duel prints its draw! symbol (barrel, snake,
  dynamite, horseshoe), is cut away; some keep the round effect icons (hit,
  missed, reload, always active) printed at the foot of the art, none of them
  a draw! symbol (checked by eye on every scan). Three are the site's
  achievement pictures, other crops of a card's art (``not-today``: the
  Counter's, ``gatling_two``: the Gatling's, ``sniper_two``: the Sniper's),
  kept: another cut of real art. Left out: ``button.jpg`` (a black crackle
  texture, the site's button, no card) and ``win.jpg`` (byte for byte
  ``steal.jpg``: a file that repeats another counts once); the ``.png`` and
  ``.ico`` files are icons, logos and the favicon.

Rank and suit are empty (nothing printed to read); the role is ``dev``: judged
on, never trained on. The images stay out of the repository (no licence stated).
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

from mirror import DEFAULT_MIRRORS, blobs, clone_url, git_dir_of, tree
from photoset import Photo, write_manifest

DUEL_ART = Path(__file__).resolve().parent / "duel_art.csv"
SOURCE = "szakdoga-duel-art"
SZAKDOGA = ("MrGhostyyyyy/szakdoga", "eaf445287d81900130c8577e573455f9db3819a7")
FOLDER = "gameserver/static/pics/"
NOT_A_CARD = {"button.jpg"}  # the site's button texture


def duel_art(mirrors: Path) -> list[Photo]:
    repo, commit = SZAKDOGA
    git_dir = git_dir_of(repo, commit, mirrors)
    paths = sorted(
        p
        for p in tree(git_dir, commit)
        if p.startswith(FOLDER) and p.endswith(".jpg") and Path(p).name not in NOT_A_CARD
    )
    photos, seen = [], set()
    for path, data in blobs(git_dir, commit, paths):
        if data is None:
            print(f"{path}: missing from the copy, left out", file=sys.stderr)
            continue
        digest = hashlib.sha256(data).hexdigest()
        if digest in seen:
            continue  # win.jpg repeats steal.jpg
        seen.add(digest)
        photos.append(Photo(SOURCE, "dev", repo, commit, path, "", "", digest))
    return photos


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mirrors", type=Path, default=DEFAULT_MIRRORS)
    args = parser.parse_args(argv)
    try:
        photos = duel_art(args.mirrors)
    except LookupError as exc:
        print(f"{exc}: git clone {clone_url(SZAKDOGA[0])}", file=sys.stderr)
        return 1
    print(f"{SOURCE}: {len(photos)} dev")
    write_manifest(photos, DUEL_ART)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
