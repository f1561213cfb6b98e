"""The rule that picks the reader's sure bars from judged reads.

Kept apart from :mod:`camera_training.calibrate`, which reads the photos
with the model (and needs the training extra), so that the rule itself is
plain numpy and tested on its own.

Each judged read is (rank p, suit p, the card right, the suit right). The
reads come in groups: first the held-out real photos, then drawn crops.
No group may have more than its share of reads sure and wrong; among the
pairs of bars that keep to that, the one that keeps the most real photos
sure and right wins, and drawn crops only break ties: the reader is for
photographs, and thousands of drawn crops would otherwise outvote a few
hundred photos in choosing the bars.
"""

from __future__ import annotations

import itertools

import numpy as np

# The bars tried.
BARS = (*np.round(np.arange(0.5, 0.99, 0.02), 2), 0.99, 0.995, 0.998, 0.999)
# One read judged: (rank p, suit p, the card right, the suit right).
Judged = tuple[float, float, bool, bool]
Pair = tuple[float, float]  # bars (rank, suit)
# One picture's reads: as it was taken, and as frames of a webcam watching it.
Sighting = list[Judged]


def lowest_bars(groups: list[list[Judged]], wrong: float) -> tuple[float, float]:
    """The pair of bars (rank, suit) with at most ``wrong`` of each group's
    reads sure and wrong that keeps the most reads of the first group sure
    and right, then of the next, and so on."""
    judged = [_columns(reads) for reads in groups]
    best: tuple[int, ...] = ()
    bars = (1.0, 1.0)
    for br, bs in itertools.product(BARS, BARS):
        kept = _kept(judged, (float(br), float(bs)), wrong)
        if kept is not None and kept > best:
            best, bars = kept, (float(br), float(bs))
    return bars


def settled(rounds: dict[Pair, list[list[Judged]]], wrong: float) -> Pair:
    """Of pairs of bars each judged on the reads its own search made (the
    reader searches on while a read is below the bars, so lower bars stop
    sooner, on crops read more wrongly), the pair that keeps the most reads
    sure and right by the rule of :func:`lowest_bars`; the strictest pair
    if none keeps to ``wrong``."""
    best: tuple[int, ...] = ()
    bars = max(rounds)
    for pair, groups in rounds.items():
        kept = _kept([_columns(reads) for reads in groups], pair, wrong)
        if kept is not None and kept > best:
            best, bars = kept, pair
    return bars


def _kept(judged: list[list[np.ndarray]], bars: Pair, wrong: float) -> tuple[int, ...] | None:
    """Each group's reads sure and right at ``bars``, or None if a group has
    more than ``wrong`` of its reads sure and wrong."""
    kept = []
    for r, s, ok, _ in judged:
        sure = _sure(r, s, *bars)
        if (sure & ~ok).sum() > wrong * len(ok):
            return None
        kept.append(int((sure & ok).sum()))
    return tuple(kept)


def suit_alone_bar(groups: list[list[Sighting]], rank_bar: float, wrong: float) -> float:
    """The lowest bar at which, in each group, at most ``wrong`` of the
    sightings name a wrong suit while their rank is below ``rank_bar`` in
    any of their reads: a draw! check is watched over many frames, and one
    frame's wrong suit, read again in the next few, settles it wrongly."""
    for bar in BARS:
        if all(
            wrong_alone(sightings, rank_bar, float(bar)) <= wrong * len(sightings)
            for sightings in groups
        ):
            return float(bar)
    return 1.0


def wrong_alone(sightings: list[Sighting], rank_bar: float, bar: float) -> int:
    """How many sightings name a wrong suit alone at ``bar`` in some read."""
    count = 0
    for reads in sightings:
        r, s, _, suit_ok = _columns(reads)
        count += bool((_alone(r, s, rank_bar, bar) & ~suit_ok).any())
    return count


def loose_bar(
    outline_wrong: int, loose: list[tuple[float, bool]], wrong: float, photos: int
) -> float:
    """The lowest bar of a card read without its outline (``camera.loose``)
    at which the reader as a whole keeps to ``wrong`` of the ``photos``: the
    outline's reads name ``outline_wrong`` of them wrongly, and the reads
    found without it, each (weaker part, right) where the outline's left the
    card unsure, may name wrongly only what that leaves."""
    for bar in BARS:
        named_wrong = sum(p >= bar and not right for p, right in loose)
        if outline_wrong + named_wrong <= wrong * photos:
            return float(bar)
    return 1.0


def tally(reads: list[Judged], bars: tuple[float, float, float]) -> tuple[int, int, int, int]:
    """How one group reads at ``bars`` (rank, suit, suit alone): sure and
    right, sure and wrong, a suit named alone right, and wrong."""
    r, s, ok, suit_ok = _columns(reads)
    sure, alone = _sure(r, s, bars[0], bars[1]), _alone(r, s, bars[0], bars[2])
    return (
        int((sure & ok).sum()),
        int((sure & ~ok).sum()),
        int((alone & suit_ok).sum()),
        int((alone & ~suit_ok).sum()),
    )


def _sure(r: np.ndarray, s: np.ndarray, rank_bar: float, suit_bar: float) -> np.ndarray:
    """The reads whose rank and suit both reach their bars."""
    return (r >= rank_bar) & (s >= suit_bar)


def _alone(r: np.ndarray, s: np.ndarray, rank_bar: float, alone_bar: float) -> np.ndarray:
    """The reads that name their suit without their rank."""
    return (r < rank_bar) & (s >= alone_bar)


def _columns(reads: list[Judged]) -> list[np.ndarray]:
    """A group's reads as four arrays: rank p, suit p, right, suit right."""
    if not reads:
        return [np.zeros(0), np.zeros(0), np.zeros(0, bool), np.zeros(0, bool)]
    r, s, ok, suit_ok = (np.array(v) for v in zip(*reads, strict=True))
    return [r, s, ok.astype(bool), suit_ok.astype(bool)]
