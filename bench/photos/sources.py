"""The sources of real photographs, each with the rule that reads a card's
rank and suit from its own file names; run it to write ``manifest.csv`` anew
from local copies of the source repositories (see ``mirror.py``).

    python bench/photos/sources.py [--mirrors DIR]

A source is judged (``dev``) or may be trained on (``train``), never both.
README.md says what each source is.
"""

from __future__ import annotations

import argparse
import hashlib
import re
import struct
import sys
import zlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from mirror import DEFAULT_MIRRORS, blobs, clone_url, find_git_dir, tree
from photoset import RANKS, SUITS, Photo, write_manifest

Label = tuple[str, str]  # rank, suit
# A path's card, or None for a file left out; given a reader of the
# repository's other files, for labels kept in an annotation file.
Rule = Callable[[str, Callable[[str], bytes]], Label | None]
# One-letter suit codes, in English (c d h s) and Dutch (klaveren, ruiten, harten, schoppen).
SUIT_LETTERS = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
DUTCH_SUITS = {"k": "clubs", "r": "diamonds", "h": "hearts", "s": "spades"}
# babak0032's ground truth codes its suits 1 to 4 (test_cards.m says which).
BABAK_SUITS = {1: "spades", 2: "hearts", 3: "clubs", 4: "diamonds"}
BABAK_TRUTH = {
    "cards/train": "cards/GT_training.mat",
    "test_cards/test": "test_cards/GT_testing.mat",
}
# Rank words, as the Kaggle "Cards Image Dataset" folders spell them ("ace of clubs").
WORDS = "two three four five six seven eight nine ten jack queen king ace"
RANK_WORDS = dict(zip(WORDS.split(), RANKS, strict=True))
# Kaggle pictures whose folder names the wrong card, as seen on the contact sheets.
KAGGLE_WRONG = frozenset({"train/queen of diamonds/160.jpg", "train/jack of spades/103.jpg"})
# Card numbers where the ranks above 10 are counted on (11 the jack), 1 the ace.
NUMBERED = {"1": "A", "11": "J", "12": "Q", "13": "K", "a": "A", "j": "J", "q": "Q", "k": "K"}
# The ranks as printed in a poker index, each standing for itself.
INDEX_RANKS = {rank: rank for rank in RANKS}
SUIT_WORDS = {suit: suit for suit in SUITS}
SUIT_CAPITALS = {letter.upper(): suit for letter, suit in SUIT_LETTERS.items()}
# AnimaNoProject's Schnapsen deck, in German (Herz, Karo, Kreuz, Pik): only
# the ace (A), ten and king (K) print a poker index; Bube and Dame print B, D.
GERMAN_SUITS = {"Herz": "hearts", "Karo": "diamonds", "Kreuz": "clubs", "Pik": "spades"}
SCHNAPSEN_RANKS = {"Ass": "A", "Zehn": "10", "Koenig": "K"}
# avgustine13's webcam shots seen to show a spade of the rank they file as a club.
AVGUSTINE_RAW = "cv/card_dataset_tool/dataset/raw/"
AVGUSTINE_WRONG = frozenset(
    f"{AVGUSTINE_RAW}20260409_{shot}_raw.jpg"
    for shot in ("185643_7C", "185707_8C", "185722_6C", "185747_9C", "185754_9C", "194956_9C")
)
# Tunik2's file names, in Polish: as, walet, dama, król for the ace and the
# faces; karo, kier, pik, trefl for the suits.
POLISH_RANKS = {**INDEX_RANKS, "as": "A", "walet": "J", "dama": "Q", "król": "K"}
POLISH_SUITS = {"karo": "diamonds", "kier": "hearts", "pik": "spades", "trefl": "clubs"}
MAT_NUMBERS = {1: "b", 2: "B", 3: "h", 4: "H", 5: "i", 6: "I", 7: "f", 9: "d"}  # MATLAB 5 types


@dataclass(frozen=True)
class Source:
    name: str
    role: str
    repo: str
    commit: str
    label: Rule


def _kentdoan(path: str, _: Callable[[str], bytes]) -> Label | None:
    """``dataset/7hearts.jpg``: rank then suit word."""
    m = re.fullmatch(r"dataset/(10|[2-9AJQK])(clubs|diamonds|hearts|spades)\.jpg", path)
    return (m[1], m[2]) if m else None


def _minemaarten(path: str, _: Callable[[str], bytes]) -> Label | None:
    """``trainingCardFolder/h1.jpg``: Dutch suit letter, then 1 (ace) to 13.
    The faces (11-13) are left out: this deck prints B, V, H (boer, vrouw,
    heer) where a poker index prints J, Q, K."""
    m = re.fullmatch(r"trainingCardFolder/([hkrs])([0-9]+)\.jpg", path)
    if not m or not 1 <= int(m[2]) <= 10:
        return None
    return ("A" if m[2] == "1" else m[2]), DUTCH_SUITS[m[1]]


def _ece395(path: str, _: Callable[[str], bytes]) -> Label | None:
    """``.../dataset/test/H7/H7-1.jpg``: a folder per card, suit letter then
    rank (T for 10); the jokers and the empty slot ("Nothing") left out."""
    folder = r"Playing Card Classifier Model/dataset/\w+/([CDHS])([2-9TJQKA])"
    m = re.fullmatch(folder + r"/[^/]+\.jpg", path)
    if not m:
        return None
    return ("10" if m[2] == "T" else m[2]), SUIT_LETTERS[m[1].lower()]


def _kaggle53(path: str, _: Callable[[str], bytes]) -> Label | None:
    """``.../kaggle_data/train/ace of clubs/12.jpg``: a folder per card, its
    name in words; the ``joker`` folder and the pictures seen to show another
    card than their folder's (``KAGGLE_WRONG``) left out."""
    m = re.fullmatch(
        r"Playing Card Classifier Model/kaggle_data/(\w+/(\w+) of (\w+)/[^/]+\.jpg)", path
    )
    if not m or m[1] in KAGGLE_WRONG:
        return None
    return RANK_WORDS[m[2]], m[3]


def _tongjintao(path: str, _: Callable[[str], bytes]) -> Label | None:
    """``test_images/SA_3.jpg`` (suit letter, rank with T for 10, a count),
    ``test_images/heart4.jpg``, ``playingcard/cluba.jpg`` and
    ``sift/diamond13.jpg`` (suit word, then 1 to 13 or a, j, q, k); the
    pictures of many cards (``many_*``) have no label and are left out."""
    m = re.fullmatch(r"test_images/([CDHS])([2-9TJQKA])_[0-9]+\.jpe?g", path)
    if m:
        return ("10" if m[2] == "T" else m[2]), SUIT_LETTERS[m[1].lower()]
    where = (
        r"(?:test_images|playingcard|sift)/(club|diamond|heart|spade)([0-9]+|[ajqk])\.(?:jpg|png)"
    )
    m = re.fullmatch(where, path)
    rank = NUMBERED.get(m[2], m[2]) if m else None
    return (rank, m[1] + "s") if m and rank in RANKS else None


def _obind(path: str, _: Callable[[str], bytes]) -> Label | None:
    """``datasets/raw/hearts_queen/img12.jpg``: a folder per card, suit word
    then rank (a number or its name)."""
    m = re.fullmatch(r"datasets/raw/(hearts|diamonds|clubs|spades)_(\w+)/img[0-9]+\.jpg", path)
    rank = m and RANK_WORDS.get(m[2], m[2])
    return (rank, m[1]) if m and rank in RANKS else None


def _rank_then_letter(folder: str, ranks: tuple[str, ...] = RANKS) -> Rule:
    """The rule for ``<folder>/Qs.jpg`` (or ``QS.jpg``): rank then suit
    letter; cards of other ranks than ``ranks`` left out."""

    def label(path: str, _: Callable[[str], bytes]) -> Label | None:
        m = re.fullmatch(re.escape(folder) + r"/(10|[2-9AJQK])([cdhsCDHS])\.jpg", path)
        return (m[1], SUIT_LETTERS[m[2].lower()]) if m and m[1] in ranks else None

    return label


def _named(
    pattern: str,
    ranks: dict[str, str],
    suits: dict[str, str],
    wrong: frozenset[str] = frozenset(),
) -> Rule:
    """The rule for paths matching ``pattern``, whose ``rank`` and ``suit``
    groups are words of the source's own, named in ``ranks`` and ``suits``;
    a rank the deck prints otherwise than a poker index is left out of
    ``ranks``, and so are its cards, and so are the ``wrong`` paths (seen to
    show another card than their name says)."""

    def label(path: str, _: Callable[[str], bytes]) -> Label | None:
        m = re.fullmatch(pattern, path)
        if not m or m["rank"] not in ranks or m["suit"] not in suits or path in wrong:
            return None
        return ranks[m["rank"]], suits[m["suit"]]

    return label


def _satorres(path: str, _: Callable[[str], bytes]) -> Label | None:
    """``data/test/<rank>_<suit>/``: a folder per card (the jokers' left
    out), of phone photos sent over WhatsApp (``IMG-<date>-WA<n>.jpg``) and
    one named as its card, ``<rank>_<suit>.jpg``. That name says the card
    where it and its folder disagree: the 2 of hearts and the 2 of spades
    were filed in each other's folders, as the photos show."""
    card = r"(10|[2-9AJQK])_(clubs|diamonds|hearts|spades)"
    m = re.fullmatch(rf"data/test/{card}/(?:{card}|IMG-[0-9]+-WA[0-9]+)\.jpg", path)
    if not m:
        return None
    return (m[3], m[4]) if m[3] else (m[1], m[2])


def _zpigula(path: str, _: Callable[[str], bytes]) -> Label | None:
    """``pytorch/card_detection_data/cards_A/QH/<uuid>.jpg``: a folder per
    card, rank then suit letter; the empty feeder (``NONE``) left out."""
    folder = r"pytorch/card_detection_data/cards_A/(10|[2-9AJQK])([CDHS])"
    m = re.fullmatch(folder + r"/[^/]+\.jpg", path)
    return (m[1], SUIT_LETTERS[m[2].lower()]) if m else None


def _babak(path: str, read: Callable[[str], bytes]) -> Label | None:
    """``cards/train<i>.jpg``, ``test_cards/test<i>.jpg``: row i of the
    folder's ground truth (``GT_training.mat``, ``GT_testing.mat``) holds the
    suit's code and the rank (2 to 9). Other pictures have no row."""
    m = re.fullmatch(r"(cards/train|test_cards/test)([0-9]+)\.jpg", path)
    if not m:
        return None
    truth = _mat_matrix(read(BABAK_TRUTH[m[1]]))
    if int(m[2]) > len(truth):
        return None
    suit, rank = truth[int(m[2]) - 1]
    return str(rank), BABAK_SUITS[suit]


def _mat_matrix(data: bytes) -> list[list[int]]:
    """The first variable of a MATLAB 5 .mat file, a numeric matrix, as rows."""
    kind, size = struct.unpack_from("<II", data, 128)
    body = data[136 : 136 + size]
    if kind == 15:  # compressed
        body = zlib.decompress(body)
        kind, size = struct.unpack_from("<II", body)
        body = body[8 : 8 + size]
    _flags, (_, dims), _name, (kind, values) = _mat_elements(body)
    rows, cols = struct.unpack_from("<ii", dims)
    numbers = struct.unpack(f"<{rows * cols}{MAT_NUMBERS[kind]}", values)
    return [[int(numbers[c * rows + r]) for c in range(cols)] for r in range(rows)]


def _mat_elements(body: bytes) -> list[tuple[int, bytes]]:
    """The (type, data) elements of a matrix, small ones packed in 8 bytes."""
    elements, pos = [], 0
    while pos < len(body):
        kind, size = struct.unpack_from("<II", body, pos)
        if kind >> 16:  # small element: size and type share the first word
            kind, size = kind & 0xFFFF, kind >> 16
            elements.append((kind, body[pos + 4 : pos + 4 + size]))
            pos += 8
        else:
            elements.append((kind, body[pos + 8 : pos + 8 + size]))
            pos += 8 + -(-size // 8) * 8
    return elements


SOURCES = (
    Source(
        "kentdoan-phone",
        "dev",
        "kentdoan/playing-card-recognition",
        "1ab82698b58cc32fbd60166870838aa33161e458",
        _kentdoan,
    ),
    Source(
        "minemaarten-phone",
        "dev",
        "MineMaarten/Playing-Card-Recognition",
        "b72ec8ef569a75b8e1dd8afdb656a282dd03f5cd",
        _minemaarten,
    ),
    Source(
        "babak-webcam",
        "dev",
        "babak0032/Card_Recognition",
        "9f56fef454971c63d336b941cb684c081c3beade",
        _babak,
    ),
    Source(
        "obind-webcam",
        "dev",
        "obind/Card-Ai",
        "7730a5c62911dde6eb43dde4aab46770e9a24b28",
        _obind,
    ),
    Source(
        "seycaku-phone",
        "dev",
        "seycaku/BlackJack-counter-with-OpenCV",
        "fd159f7690ba5e2ea9fb1523440a7fec649b4632",
        _rank_then_letter("cards"),
    ),
    Source(
        "ece395-ov7670",
        "train",
        "vincentbanguyen/ECE395-Poker-Card-Classifier-Device",
        "4b91de6799c7985da811205dbfb45ba2a7266cf1",
        _ece395,
    ),
    Source(
        "kaggle53-crops",
        "train",
        "vincentbanguyen/ECE395-Poker-Card-Classifier-Device",
        "4b91de6799c7985da811205dbfb45ba2a7266cf1",
        _kaggle53,
    ),
    Source(
        "tongjintao-mixed",
        "train",
        "tongjintao/comp7502-project",
        "b820eb9c0d825774ecb2e06893c2163e7ee50283",
        _tongjintao,
    ),
    Source(
        "bnoteris-cutouts",
        "train",
        "BNoteris/Card-recognition",
        "7e79af8915c14ea59d677830593998952de07761",
        # A French deck: its corners print 1, V, D, R for the ace and the faces.
        _rank_then_letter("Cards", RANKS[:9]),
    ),
    Source(
        "zpigula-feeder",
        "train",
        "zpigula/pp_2021",
        "7c0724f669712db91e2cc4532253b005300d828d",
        _zpigula,
    ),
    Source(
        "bidly-video",
        "train",
        "MrKeSuu/bidly",
        "ceacbce9dbd42b86082f1b464e0748ae84480aaf",
        _rank_then_letter("rawdata/data/cards"),
    ),
    Source(
        "avgustine-webcam",
        "dev",
        "avgustine13/card_detector",
        "4a3d32f07d7fb69bfb4c6f99f4f98a4bac6c6ec0",
        _named(
            AVGUSTINE_RAW + r"[0-9]{8}_[0-9]{6}_(?P<rank>10|[2-9AJQK])(?P<suit>[CDHS])_raw\.jpg",
            INDEX_RANKS,
            SUIT_CAPITALS,
            AVGUSTINE_WRONG,
        ),
    ),
    Source(
        "zhur123-phone",
        "dev",
        "zhur123/Playing-Card-Classifier",
        "e9695db285db4575eb348212442f2e2b409c9ecd",
        _named(
            r"Ground_Truth_Original/(?P<rank>10|[2-9AJQK])_(?P<suit>\w+)\.jpg",
            INDEX_RANKS,
            SUIT_WORDS,
        ),
    ),
    Source(
        "anima-phone",
        "dev",
        "AnimaNoProject/Detecting-playing-cards",
        "ca4dfaf1b5c8ac234425ca2988784eeffbdffd6a",
        _named(
            r"matlab/input/Datensaetze/Templates/(?P<suit>\w+)_(?P<rank>\w+)\.JPG",
            SCHNAPSEN_RANKS,
            GERMAN_SUITS,
        ),
    ),
    Source(
        "denuha-webcam",
        "dev",
        "Denuha/Recognition_playing_cards_IRT",
        "9ddb6b7888be9133d5b061484b54fbb110ac24ab",
        _named(
            r"cards_imgs/cards-\[(?P<suit>[CDHS])(?P<rank>[2-9])\]-[0-9]+\.jpg",
            INDEX_RANKS,
            SUIT_CAPITALS,
        ),
    ),
    Source(
        "tunik2-phone",
        "dev",
        "Tunik2/AI_Cards_Recognition",
        "b20433e71802b9227c0088e045965172cdbba276",
        _named(r"(?P<rank>\w+)_(?P<suit>\w+)\.jpg", POLISH_RANKS, POLISH_SUITS),
    ),
    Source(
        "satorres-phone",
        "dev",
        "satorres8/CARD-RECOGNIZER",
        # The last commit with the whole deck: later ones keep the aces only.
        "b4ded9bf47a872e29e54aab67dec1b978841dc2e",
        _satorres,
    ),
    Source(
        "guillex7-phone",
        "dev",
        "GuilleX7/PlayingCardDetection",
        "d253973a9abf43b1ea26f5dfbd391662b3b4ccb0",
        _named(
            r"template/(?P<suit>\w+)_(?P<rank>[0-9]+)\.jpg", {**INDEX_RANKS, **NUMBERED}, SUIT_WORDS
        ),
    ),
)


def photos_of(source: Source, mirrors: Path) -> list[Photo]:
    """The source's labelled files, with their sha256, in path order."""
    git_dir = find_git_dir(source.repo, source.commit, mirrors)
    if git_dir is None:
        raise LookupError(f"{source.repo} at {source.commit} is not under {mirrors}")

    def read(path: str) -> bytes:
        return next(blobs(git_dir, source.commit, [path]))[1] or b""

    labelled = {p: lab for p in tree(git_dir, source.commit) if (lab := source.label(p, read))}
    photos = []
    for path, data in blobs(git_dir, source.commit, sorted(labelled)):
        if data is None:
            print(f"{source.name}: {path} is missing from the copy, left out", file=sys.stderr)
            continue
        rank, suit = labelled[path]
        sha = hashlib.sha256(data).hexdigest()
        where = (source.name, source.role, source.repo, source.commit, path)
        photos.append(Photo(*where, rank, suit, sha))
    return photos


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mirrors", type=Path, default=DEFAULT_MIRRORS)
    args = parser.parse_args(argv)
    photos: list[Photo] = []
    for source in SOURCES:
        try:
            found = photos_of(source, args.mirrors)
        except LookupError as exc:
            print(f"{exc}: git clone {clone_url(source.repo)}", file=sys.stderr)
            return 1
        print(f"{source.name} ({source.role}): {len(found)} photos")
        photos += found
    write_manifest(photos)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
