"""The whole card as a second witness of its index, for a game whose deck is known.

The BANG! deck holds 80 cards, each of a kind (Bang!, Missed!, Barrel...)
whose copies carry fixed indexes: a Barrel is the Q or the K of spades. The
title and picture name the kind from further away than the index can be read
(:mod:`camera.kind_model`); the kind then leaves only its own copies'
indexes. The camera knows nothing of the game: the caller passes the deck
list (:data:`Deck`, kind -> the (rank, suit) of each of its copies), and
without one the reader reads the index alone.

The rule (:func:`witnessed`), used in addition to the index and never
against the deck list, once the kind reads at least ``KIND_SURE``:

- a part of the index the read names (rank, suit, or both) that no copy of
  the kind carries is a contradiction: the read names nothing and is unsure;
- a part the read leaves unnamed is named when every copy of the kind that
  fits what the read does name has the same value there, and the index's
  likeliest value of that part is that value (a Barrel's blurred index whose
  likeliest suit is spades: spades, which settles a Barrel check);
- a kind with a single index (Dynamite: the 2 of hearts) names the card
  where the index's likeliest card agrees with it on one part (a 3 of
  hearts) and is not ``DISSENT`` sure of another value of the other part.
  Not by the kind alone: the kind read on an outline that is not the
  card's own confused a Winchester (8 of spades) with a Rev. Carabine (A of
  clubs), and an expansion prints some kinds with other indexes (the Dodge
  City Rev. Carabine is the 5 of spades): both named a wrong card on the
  bench's scenes when the kind alone named it.

A kind with copies of several suits (Bang!) never decides a suit; nothing
here raises a sure index read to another card.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import replace
from typing import Protocol, TypeVar

from camera.kind_model import KindGuess
from camera.unsure import Unsure


class Read(Protocol):
    """What the witness asks of a read (camera.reader.CardRead, which calls on this module)."""

    rank: str | None
    suit: str | None
    symbol: str | None
    unsure: Unsure | None
    likeliest: tuple[str, str] | None
    rank_confidence: float
    suit_confidence: float


R = TypeVar("R", bound=Read)

Deck = Mapping[str, Collection[tuple[str, str]]]
"""The game's deck list: each kind's name (as :data:`camera.kind_model.KIND_CLASSES`
names it) and the (rank, suit) of each of its copies."""
# Set on the calibration scenes (python -m camera_training.calibrate_kind): a
# kind at least this likely witnesses; below, the index reads alone.
KIND_SURE = 0.95
# An index whose likeliest value of a part is this likely, and not the one a
# single-copy kind carries, keeps that kind from naming the card.
DISSENT = 0.5
# Another view of the card (the other way round, when its outline is nearly
# square) naming another kind this likely leaves the kind unsure.
KIND_DOUBT = 0.5


def kind_of(guesses: Sequence[KindGuess], bar: float = KIND_SURE) -> str | None:
    """The kind the views' guesses name surely: the likeliest view's, at
    least ``bar`` likely, if no other view names another kind at KIND_DOUBT."""
    if not guesses:
        return None
    best = max(guesses, key=lambda g: g.p)
    if best.kind is None or best.p < bar:
        return None
    others = (g for g in guesses if g.kind not in (None, best.kind) and g.p >= KIND_DOUBT)
    return None if any(others) else best.kind


def witnessed(read: R, kind: str | None, deck: Deck) -> R:
    """``read`` (an index read) with the card's ``kind`` (read surely, or
    None) as a second witness, by the deck list (see the module's docstring)."""
    if kind is None or kind not in deck or read.symbol is not None:
        return read
    copies = set(deck[kind])
    fits = [(r, s) for r, s in copies if read.rank in (None, r) and read.suit in (None, s)]
    if not fits:
        why = Unsure.of("no_such_copy", rank=read.rank or "", suit=read.suit or "", kind=kind)
        return replace(read, rank=None, suit=None, unsure=why)
    if read.unsure is None:
        return read
    likely = read.likeliest or (None, None)
    probs = (read.rank_confidence, read.suit_confidence)
    (only,) = copies if len(copies) == 1 else [None]
    # A kind of one index names the card where the index's likeliest card
    # agrees with it on a part and is not DISSENT sure of another on the other.
    whole = only is not None and any(likely[k] == only[k] for k in (0, 1))
    whole = whole and not any(
        likely[k] not in (None, only[k]) and probs[k] >= DISSENT for k in (0, 1)
    )
    parts = [read.rank, read.suit]
    for k in (0, 1):
        values = {card[k] for card in fits}
        if parts[k] is None and len(values) == 1:
            (value,) = values
            if likely[k] == value or whole:
                parts[k] = value
    rank, suit = parts
    if (rank, suit) == (read.rank, read.suit):
        return read
    if rank is not None and suit is not None:
        return replace(read, rank=rank, suit=suit, unsure=None)
    return replace(read, rank=rank, suit=suit, unsure=replace(read.unsure, kind=kind))
