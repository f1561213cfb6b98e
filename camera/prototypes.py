"""Adapt the reader to one table's own deck: its cards as the players named them.

Every card the players name (typed or confirmed at the table, or shown to
``camera learn``) is kept as an example: the embedding of its corner as the
model saw it (``CardRead.embedding``), with its rank and suit (a card whose
suit alone was read teaches the suit only). A later read is compared with
them, part by part (rank, suit): a part is *settled* by the examples when the
nearest example is as close as two photos of one card are (NEAR) and clearly
closer (MARGIN) than any example that names that part otherwise. Then:

- a part the model read otherwise is no longer sure (its read is vetoed);
- a part the model read otherwise, or did not read, takes the examples' label,
  but only if the examples settle the other part as the model read it: the
  same card seen again, not merely a similar corner;
- a read left unsure whose likeliest card is still fairly likely (LIKELY)
  becomes sure of that card when the examples settle both parts as it, at
  the looser CONFIRM: two witnesses, the model and the deck, name one card.

Measured on real photos (``bench/camera_learn.py --photos``): vetoes alone
cut misreads, but a label taken on one part's evidence alone raised them (a
deck's corners can lie as close as one card's two photos); with the other
part agreeing, no split raised them.

Numpy only; the examples of a deck live in one ``.npz`` file.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from camera.corner_model import BANG_MODEL, model_tag
from camera.npz import Unreadable, read_whole, write_whole
from camera.reader import CardRead
from camera.unsure import Unsure

# Cosine similarity of two embeddings of one physical card in two photos, and
# how much closer the nearest example of a label must be than any of another
# label. Checked on the held-out photos of a train deck (ece395-ov7670, 207
# read): a photo's nearest other photo at 0.99 or more is of the same card 42
# times in 42; at 0.97, 91 in 94; at 0.95, 119 in 126. The dev photos judge
# the result and never set it.
NEAR = 0.99
MARGIN = 0.01
# An unsure read is confirmed by the examples when the model's likeliest
# card has both parts at least LIKELY and the examples settle both parts as
# it at CONFIRM or nearer. Chosen on the same held-out ece395 photos, 13 cards
# learnt and the rest read, over 20 splits: at 0.97 and 0.9 no more reads
# are sure and wrong than with NEAR alone (21 of 7,380 reads), at 0.95 and
# 0.9, 25; at 0.97 without LIKELY, 29.
CONFIRM = 0.97
LIKELY = 0.9
UNKNOWN = ""  # a part nobody named, as stored


class PrototypeError(ValueError):
    """A deck's examples file that cannot be read; the message names it."""


@dataclass(frozen=True)
class Prototypes:
    """A deck's examples: unit embeddings (n x d), with each one's rank and suit."""

    embeddings: np.ndarray
    ranks: tuple[str, ...]
    suits: tuple[str, ...]

    @staticmethod
    def none() -> Prototypes:
        return Prototypes(np.zeros((0, 0), np.float32), (), ())

    def __len__(self) -> int:
        return len(self.ranks)

    def add(self, embedding: np.ndarray, rank: str | None, suit: str | None) -> Prototypes:
        """These examples and one more (an embedding of another size replaces them all:
        it comes from another model)."""
        vector = _unit(embedding)[None, :]
        if len(self) and self.embeddings.shape[1] == vector.shape[1]:
            return Prototypes(
                np.vstack([self.embeddings, vector]),
                (*self.ranks, rank or UNKNOWN),
                (*self.suits, suit or UNKNOWN),
            )
        return Prototypes(vector, (rank or UNKNOWN,), (suit or UNKNOWN,))

    def adapt(self, read: CardRead) -> CardRead:
        """The read as these examples correct it (see the module's docstring)."""
        if read.symbol or read.embedding is None or not self._fits(read.embedding):
            return read
        similar = self.embeddings @ _unit(read.embedding)
        confirmed = self._confirmed(read, similar)
        if confirmed is not None:
            return confirmed
        rank = _settled(similar, self.ranks)
        suit = _settled(similar, self.suits)
        new_rank = _part(read.rank, rank, agrees=suit is not None and suit[0] == read.suit)
        new_suit = _part(read.suit, suit, agrees=rank is not None and rank[0] == read.rank)
        if (new_rank, new_suit) == (read.rank, read.suit):
            return read
        adapted = replace(
            read,
            rank=new_rank,
            suit=new_suit,
            rank_confidence=rank[1] if rank and new_rank else read.rank_confidence,
            suit_confidence=suit[1] if suit and new_suit else read.suit_confidence,
        )
        if new_rank is None or new_suit is None:
            # the deck's own cards read it otherwise
            why = read.unsure or Unsure("examples_disagree")
            return replace(adapted, unsure=why, confidence=0.0)
        confidence = min(adapted.rank_confidence, adapted.suit_confidence)
        return replace(adapted, unsure=None, confidence=confidence)

    def _confirmed(self, read: CardRead, similar: np.ndarray) -> CardRead | None:
        """The unsure ``read`` made sure of its likeliest card, if the model finds
        that card LIKELY and these examples settle both its parts at CONFIRM."""
        if read.unsure is None or read.likeliest is None or read.confidence < LIKELY:
            return None
        rank = _settled(similar, self.ranks, CONFIRM)
        suit = _settled(similar, self.suits, CONFIRM)
        if rank is None or suit is None or (rank[0], suit[0]) != read.likeliest:
            return None
        return replace(read, rank=rank[0], suit=suit[0], unsure=None)

    def _fits(self, embedding: np.ndarray) -> bool:
        return len(self) > 0 and self.embeddings.shape[1] == np.asarray(embedding).size

    def save(self, path: Path) -> None:
        """Write the examples (the folder is made if need be)."""
        write_whole(
            path,
            embeddings=self.embeddings.astype(np.float32),
            ranks=np.array(self.ranks, dtype=str),
            suits=np.array(self.suits, dtype=str),
        )

    @staticmethod
    def load(path: Path) -> Prototypes:
        """The examples stored at ``path``; none if there is no file yet.
        PrototypeError if the file is not one this module wrote."""
        if not path.is_file():
            return Prototypes.none()
        try:
            data = read_whole(path)
            loaded = Prototypes(
                np.asarray(data["embeddings"], np.float32),
                tuple(str(x) for x in data["ranks"]),
                tuple(str(x) for x in data["suits"]),
            )
        except (OSError, Unreadable, KeyError, ValueError) as error:
            raise PrototypeError(f"deck examples unreadable ({path}): {error}") from None
        if not loaded._consistent():
            raise PrototypeError(f"deck examples unreadable ({path}): arrays do not match")
        return loaded

    def _consistent(self) -> bool:
        n = len(self.ranks)
        return (
            self.embeddings.ndim == 2
            and self.embeddings.shape[0] == n == len(self.suits)
            and bool(np.isfinite(self.embeddings).all())
        )


def deck_path(folder: Path, deck: str = "bang") -> Path:
    """Where a deck's examples are kept below a data folder: a file per deck and
    per model that embedded them, as an embedding means something only to the
    network that made it (after a retrained model, the deck is learnt anew)."""
    return folder / "decks" / f"{deck}-{model_tag(BANG_MODEL)}.npz"


def _unit(vector: np.ndarray) -> np.ndarray:
    flat = np.asarray(vector, np.float32).reshape(-1)
    return flat / max(float(np.linalg.norm(flat)), 1e-6)


def _part(model: str | None, examples: tuple[str, float] | None, agrees: bool) -> str | None:
    """One part (rank or suit) of an adapted read: the model's, unless the examples
    settle it otherwise (then theirs if the other part ``agrees``, else not read)."""
    if examples is None or examples[0] == model:
        return model
    return examples[0] if agrees else None


def _settled(
    similar: np.ndarray, labels: tuple[str, ...], near: float = NEAR
) -> tuple[str, float] | None:
    """The label whose nearest example is ``near`` or nearer (as near as the
    same card) and clearly nearer than that of any other label, with its
    similarity; None if there is none."""
    named = np.array(labels) != UNKNOWN
    if not named.any():
        return None
    scores = np.where(named, similar, -np.inf)
    best = int(scores.argmax())
    label = labels[best]
    others = scores[np.array(labels) != label]
    runner_up = float(others.max()) if others.size else -1.0
    nearest = float(similar[best])
    if nearest < near or nearest - runner_up < MARGIN:
        return None
    return label, nearest
