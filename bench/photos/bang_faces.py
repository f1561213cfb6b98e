"""Write ``bang_faces.csv``: real faces of BANG! cards, the reader's yardstick for
the product's own deck (no public photo of a BANG! card on a table exists).

    python bench/photos/bang_faces.py [--mirrors DIR]
    python bench/photos/rebuild.py --manifest bench/photos/bang_faces.csv

Four sources, read from local git copies (``fetch``) at fixed commits:

- ``wildwest-faces``: stephtelolahy/WildWest, 79 clean digital faces of the base
  game (Italian/English print, 250x389 px), each file named
  ``<card>_<rank>_<suit>.png``. Split by card kind (a hash of its name), so
  the faces of a ``dev`` kind are never trained on: its artwork, title and
  index copies are all new to a model trained on the ``train`` kinds.
- ``andyruwruw-scans``: andyruwruw/BANG-Card-Game, three scanned sheets of
  printed Dodge City cards, eight to a sheet (one sheet shows a card's back);
  labelled by eye below, each card cut out by its ``box``. All ``dev``: another
  edition, another printer, another scanner.
- ``ajmitc-faces``: ajmitc/bang, 79 digital faces of the same Italian/English
  base game as WildWest in another render (JPEG, about 270x410 px, a wider rim),
  named in Italian (``MANCATO_TF.JPG``); labelled from the names and the deck
  list (``ajmitc_faces``). Split by kind under WildWest's kind names, so a
  kind is ``dev`` or ``train`` in both sources alike.
- ``lulcobang-scans``: Tomeno/lulcobang, 133 scans of printed Czech cards
  (the base game, Dodge City and later expansions; 650 to 1320 px wide),
  one card to a file named ``<kind>_<suit>_<rank>.jpg`` in Czech/Slovak. All
  ``dev``: another edition, printer and scanner.

The images stay out of the repository (no repository states a licence).
"""

from __future__ import annotations

import argparse
import hashlib
import re
import sys
import zlib
from pathlib import Path

from mirror import DEFAULT_MIRRORS, blobs, clone_url, git_dir_of, tree
from photoset import Photo, write_manifest

from cards_data.loader import load_bang

BANG_FACES = Path(__file__).resolve().parent / "bang_faces.csv"
WILDWEST = ("stephtelolahy/WildWest", "a9931a776b871d33cf1d835586f7522bcab886a7")
WILDWEST_FOLDER = "WildWest/Assets.xcassets/cards/"
ANDY = ("andyruwruw/BANG-Card-Game", "0a44ccee1266d3f87b131c9bcecfc6dd6f3c75a6")
AJMITC = ("ajmitc/bang", "9680d360a2e890c9633621aa7a2a1a0ee586c0de")
AJMITC_FOLDER = "src/main/resources/images/"
LULCOBANG = ("Tomeno/lulcobang", "392d7fa91d62ada483e0a348c282bf956be0ea0a")
LULCOBANG_FOLDER = "images/cards/bang/playing_cards/"
# ``<kind>_<suit>_<rank>[_hn].jpg``, the suit in Czech/Slovak.
LULCOBANG_NAME = re.compile(
    r"(?P<kind>.+)_(?P<suit>srdce|karo|kriz|pika)_(?P<rank>10|[2-9jqka])(_hn)?"
)
CZECH_SUITS = {"srdce": "hearts", "karo": "diamonds", "kriz": "clubs", "pika": "spades"}
# Scanned askew, the card's left edge and half its rank cut off.
LULCOBANG_CUT = {"puska_na_bizony_kriz_q"}
# ajmitc's Italian file names: the kind, as WildWest names it (so that a kind
# falls on the same side of the dev/train split in both), and as cards_data does.
AJMITC_KINDS: dict[str, tuple[str, str]] = {
    "BANG": ("bang", "bang"),
    "MANCATO": ("missed", "missed"),
    "BIRRA": ("beer", "beer"),
    "CATBALOU": ("catbalou", "cat_balou"),
    "PANICO": ("panic", "panic"),
    "DUELLO": ("duel", "duel"),
    "DILIGENZA": ("stagecoach", "stagecoach"),
    "EMPORIO": ("generalstore", "general_store"),
    "INDIANI": ("indians", "indians"),
    "GATLING": ("gatling", "gatling"),
    "SALOON": ("saloon", "saloon"),
    "WELLSFARGO": ("wellsfargo", "wells_fargo"),
    "PRIGIONE": ("jail", "jail"),
    "BARILE": ("barrel", "barrel"),
    "MUSTANG": ("mustang", "mustang"),
    "MIRINO": ("scope", "scope"),
    "DINAMITE": ("dynamite", "dynamite"),
    "VOLCANIC": ("volcanic", "volcanic"),
    "SCHOFIELD": ("schofield", "schofield"),
    "REMINGTON": ("remington", "remington"),
    "CARABINA": ("carabine", "rev_carabine"),
    "WINCHESTER": ("winchester", "winchester"),
}
# The suit after the rank, by its Italian initial (cuori, quadri, fiori, picche),
# or spelt out (VOLCANIC_FIORI, VOLCANIC_PICCHE).
ITALIAN_SUITS = {"C": "hearts", "Q": "diamonds", "F": "clubs", "P": "spades"}
ITALIAN_SUIT_WORDS = {"FIORI": "clubs", "PICCHE": "spades"}
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
    git_dir = git_dir_of(repo, commit, mirrors)
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
    git_dir = git_dir_of(repo, commit, mirrors)
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


def ajmitc_faces(mirrors: Path) -> list[Photo]:
    """ajmitc/bang's faces of the base game's playing cards (its characters,
    roles, backs and life card left out), each file named ``<KIND>_<mark>.JPG``
    in Italian: the mark is the rank and the suit's initial (``MANCATO_TF``,
    the 10 of clubs), the rank alone where the kind has one suit at that rank
    (``BIRRA_6``), the suit alone (``VOLCANIC_PICCHE``), or nothing where the
    kind has a single index (``GATLING``). The deck list (``cards_data``) gives
    the index each name leaves out; a name it does not settle is left out."""
    repo, commit = AJMITC
    git_dir = git_dir_of(repo, commit, mirrors)
    copies = {card.id: card.copies for card in load_bang().cards.values()}
    paths = sorted(
        p for p in tree(git_dir, commit) if p.startswith(AJMITC_FOLDER) and p.endswith(".JPG")
    )
    photos = []
    for path, data in blobs(git_dir, commit, paths):
        name, _, mark = Path(path).stem.partition("_")
        if name not in AJMITC_KINDS or data is None:
            continue  # a character, a role, a back, the life card
        kind, card_id = AJMITC_KINDS[name]
        label = _italian_index(mark, [(c.rank, c.suit) for c in copies[card_id]])
        if label is None:
            print(f"ajmitc: {path}: no single index in the deck list, left out", file=sys.stderr)
            continue
        role = "dev" if _share(kind) < DEV_SHARE else "train"
        digest = hashlib.sha256(data).hexdigest()
        photos.append(Photo("ajmitc-faces", role, repo, commit, path, *label, digest))
    return photos


def _italian_index(mark: str, copies: list[tuple[str, str]]) -> tuple[str, str] | None:
    """The one (rank, suit) of ``copies`` that ``mark`` names, else None."""
    rank: str | None = None
    suit: str | None = None
    if mark in ITALIAN_SUIT_WORDS:
        suit = ITALIAN_SUIT_WORDS[mark]
    elif mark:
        rank = "10" if mark[0] == "T" else mark[0]
        if mark[1:]:
            suit = ITALIAN_SUITS.get(mark[1:], "?")
    found = {
        (r, s) for r, s in copies if (rank is None or r == rank) and (suit is None or s == suit)
    }
    return found.pop() if len(found) == 1 else None


def lulcobang_faces(mirrors: Path) -> list[Photo]:
    """Tomeno/lulcobang's scans of printed Czech cards, one card to a file,
    named ``<kind>_<suit>_<rank>[_hn].jpg`` (``vedle_kriz_10.jpg``, the 10 of
    clubs; ``_hn`` marks a second scan of a card). A file that repeats another
    byte for byte (``vazeni_pika_10.jpg``, ``vezeni_pika_10.jpg``) counts once;
    one scan whose index is cut off (``LULCOBANG_CUT``) is left out."""
    repo, commit = LULCOBANG
    git_dir = git_dir_of(repo, commit, mirrors)
    paths = sorted(
        p for p in tree(git_dir, commit) if p.startswith(LULCOBANG_FOLDER) and p.endswith(".jpg")
    )
    photos, seen = [], set()
    for path, data in blobs(git_dir, commit, paths):
        name = LULCOBANG_NAME.fullmatch(Path(path).stem)
        if name is None or data is None or Path(path).stem in LULCOBANG_CUT:
            continue
        digest = hashlib.sha256(data).hexdigest()
        if digest in seen:
            continue
        seen.add(digest)
        rank, suit = name["rank"].upper(), CZECH_SUITS[name["suit"]]
        photos.append(Photo("lulcobang-scans", "dev", repo, commit, path, rank, suit, digest))
    return photos


# The base game's kinds as the Czech print names them (lulcobang's file names);
# every other name there is an expansion's card. ``appaloosa`` is that print's
# Scope (the A of spades), ``vazeni`` a misspelt copy of ``vezeni`` (Jail).
CZECH_KINDS = {
    "bang": "bang",
    "vedle": "missed",
    "pivo": "beer",
    "cat_balou": "cat_balou",
    "panika": "panic",
    "duel": "duel",
    "dostavnik": "stagecoach",
    "hokynarstvi": "general_store",
    "indiani": "indians",
    "kulomet": "gatling",
    "salon": "saloon",
    "wells_fargo": "wells_fargo",
    "vezeni": "jail",
    "vazeni": "jail",
    "barel": "barrel",
    "mustang": "mustang",
    "appaloosa": "scope",
    "dynamit": "dynamite",
    "volcanic": "volcanic",
    "schofield": "schofield",
    "remington": "remington",
    "rev_carabine": "rev_carabine",
    "winchester": "winchester",
}
# The Dodge City scans' base-game kinds (by eye: the expansion reprints a few
# with other indexes), by sheet and index; the rest are the expansion's own.
ANDY_KINDS = {
    ("README Images/brown.jpg", "8 diamonds"): "missed",
    ("README Images/blue.jpg", "5 spades"): "rev_carabine",
    ("README Images/blue.jpg", "6 diamonds"): "remington",
    ("README Images/blue.jpg", "5 hearts"): "mustang",
    ("README Images/blue.jpg", "A clubs"): "barrel",
    ("README Images/blue.jpg", "10 clubs"): "dynamite",
}
WILDWEST_KINDS = {
    "catbalou": "cat_balou",
    "generalstore": "general_store",
    "wellsfargo": "wells_fargo",
    "carabine": "rev_carabine",
}


def face_kind(photo: Photo) -> str | None:
    """The base-game kind a face shows, as the deck list names it (None: an
    expansion's card), from its file name or, for the Dodge City scans, by eye."""
    stem = Path(photo.path).stem
    if photo.source == "wildwest-faces":
        folder = Path(photo.path).parent.parent.name
        return WILDWEST_KINDS.get(folder, folder)
    if photo.source == "ajmitc-faces":
        return AJMITC_KINDS[stem.partition("_")[0]][1]
    if photo.source == "lulcobang-scans":
        name = LULCOBANG_NAME.fullmatch(stem)
        return CZECH_KINDS.get(name["kind"]) if name else None
    return ANDY_KINDS.get((photo.path, f"{photo.rank} {photo.suit}"))


def _share(kind: str) -> float:
    """Where a kind falls in [0, 1), the same on every machine."""
    return zlib.crc32(kind.encode()) / 2**32


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mirrors", type=Path, default=DEFAULT_MIRRORS)
    args = parser.parse_args(argv)
    try:
        photos = (
            wildwest_faces(args.mirrors)
            + scanned_cards(args.mirrors)
            + ajmitc_faces(args.mirrors)
            + lulcobang_faces(args.mirrors)
        )
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
