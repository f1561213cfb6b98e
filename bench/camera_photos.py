"""The card reader judged on real photographs, source by source (see
``bench/photos/README.md``; ``bench/photos/rebuild.py`` fills the cache).

Any reader plugs in as ``read(image) -> CardRead``, given the photo as it
was taken (a 12 MP phone photo too: shrinking it is the reader's job, and
timed): a read is right when it is confident and names the labelled card,
confidently wrong when it is confident and names another, else unsure. A
read with no card outline counts as "card not found", to tell a card not
found from a card misread. Sources for judging (dev) and those a model may be trained on
(train) are reported apart.

Each read is also judged as the draw! checks take it: a check is decided by
the part of the card it needs (``camera.stabilise.Need``: "hearts or not"
for a Barrel, a Jail or Jourdonnais; the rank only for spades on a Dynamite;
"red or not" for Black Jack's shown card), so a read unsure of its rank may
still decide a Barrel, rightly or wrongly. A photo stands for a card lying
still: the app decides on a few frames that read the same, each much like
this one read of the photo.
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from itertools import groupby
from pathlib import Path

import cv2
import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent / "photos"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # camera/, not bench/camera.py

from photoset import ROLES, Photo, default_cache, read_manifest

from camera.reader import CardRead
from camera.stabilise import Need
from rules.bang.cards import Card
from rules.bang.turns import check_succeeds, suits_ranked

Read = Callable[[np.ndarray], CardRead]
# Photos read of each train source, evenly spread over it (0: all): those
# sources are thousands of shots of one deck, and a photo takes the reader
# up to a few hundred ms.
TRAIN_SAMPLE = 300
# The draw! checks a card can decide, by what they ask of it.
CHECKS = {
    "barrel": "Barrel/Jail (hearts?)",
    "dynamite": "Dynamite",
    "black_jack": "Black Jack (red?)",
}


def load(photo: Photo, cache: Path) -> np.ndarray | None:
    """The photo as the reader is given it: cut to its box if it has one."""
    image = cv2.imread(str(cache / photo.cached))
    if image is None:
        return None
    if photo.box:
        x, y, w, h = (int(v) for v in photo.box.split(","))
        image = image[y : y + h, x : x + w]
    return image


@dataclass
class Tally:
    """How one source's photos read."""

    images: int = 0
    found: int = 0
    right: int = 0
    wrong: int = 0
    unsure: int = 0
    ms: list[float] = field(default_factory=list)
    draws: dict[str, Counter[str]] = field(default_factory=lambda: {r: Counter() for r in CHECKS})

    def add(self, photo: Photo, image: np.ndarray, read: Read) -> None:
        self.images += 1
        start = time.thread_time()
        card = read(image)
        self.ms.append((time.thread_time() - start) * 1000)
        self.found += card.quad is not None
        if card.unsure:
            self.unsure += 1
        elif (card.rank, card.suit) == (photo.rank, photo.suit):
            self.right += 1
        else:
            self.wrong += 1
        for reason, outcomes in self.draws.items():
            outcomes[draw_outcome(reason, card, photo)] += 1

    def __iadd__(self, other: Tally) -> Tally:
        for name in ("images", "found", "right", "wrong", "unsure", "ms"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        for reason, outcomes in other.draws.items():
            self.draws[reason] += outcomes
        return self

    def line(self, name: str) -> str:
        def pct(k: int) -> str:
            return f"{k} ({100 * k / self.images:.1f}%)"

        mean, p95, top = np.mean(self.ms), np.percentile(self.ms, 95), np.max(self.ms)
        found = f"card found {self.found}, not found {self.images - self.found}"
        reads = f"right {pct(self.right)}, confidently wrong {pct(self.wrong)}"
        return (
            f"  {name:20s} {self.images:5d} images: {found}; {reads}, unsure {pct(self.unsure)};"
            f" ms (cpu) mean {mean:.1f}, p95 {p95:.1f}, max {top:.1f}"
        )

    def draw_line(self) -> str:
        """How the draw! checks would be decided on these photos."""

        def pct(k: int) -> str:
            return f"{100 * k / self.images:.1f}%"

        checks = (
            f"{CHECKS[reason]} right {pct(n['right'])}, wrong {n['wrong']},"
            f" undecided {pct(n['undecided'])}"
            for reason, n in self.draws.items()
        )
        return f"  {'':20s}   draw!: " + "; ".join(checks)


def draw_outcome(reason: str, read: CardRead, photo: Photo) -> str:
    """How the draw! ``reason`` goes on this read of ``photo``: decided right
    or wrong by the part of the card it needs, or undecided."""
    if Need(suits_ranked(reason)).part(read) is None:
        return "undecided"
    seen = check_succeeds(reason, Card(None, read.suit, read.rank))
    truth = check_succeeds(reason, Card(None, photo.suit, photo.rank))
    return "right" if seen == truth else "wrong"


def photo_report(
    read: Read,
    cache: Path | None = None,
    photos: Iterable[Photo] = (),
    train_sample: int = TRAIN_SAMPLE,
) -> None:
    """Print, for each source of ``photos`` (default: the whole manifest), how
    ``read`` does on its images in ``cache``: every photo of each dev source,
    then ``train_sample`` of each train source (0: all of them)."""
    cache = cache or default_cache()
    photos = list(photos) or read_manifest()
    if not any((cache / p.cached).is_file() for p in photos):
        print(f"real photos: none in {cache}, skipped (bench/photos/rebuild.py fills it)")
        return
    for role in ROLES:
        chosen = sorted((p for p in photos if p.role == role), key=lambda p: p.source)
        if chosen:
            print(f"real photos, {role} sources{' (may be trained on)' * (role == 'train')}:")
        total = Tally()
        for source, its in groupby(chosen, key=lambda p: p.source):
            sample = _spread(list(its), train_sample if role == "train" else 0)
            tally = tally_of(sample, read, cache)
            if tally.images:
                print(tally.line(source) + "\n" + tally.draw_line(), flush=True)
                total += tally
        if total.images:
            print(total.line(f"all {role}") + "\n" + total.draw_line(), flush=True)


def _spread(photos: list[Photo], most: int) -> list[Photo]:
    """At most ``most`` of the photos (0: all), evenly spread over them."""
    if not 0 < most < len(photos):
        return photos
    sample = photos[:: -(-len(photos) // most)]
    print(f"  {photos[0].source}: {len(sample)} of its {len(photos)} photos, evenly spread")
    return sample


def tally_of(photos: list[Photo], read: Read, cache: Path) -> Tally:
    tally, absent = Tally(), 0
    for photo in photos:
        image = load(photo, cache)
        if image is None:
            absent += 1
        else:
            tally.add(photo, image, read)
    if absent:
        print(f"  {photos[0].source}: {absent} images not in the cache, left out")
    return tally
