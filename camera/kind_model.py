"""A trained model that names a BANG! card's kind (Bang!, Missed!, Barrel...)
from the whole flattened card: its title, picture and frame, seen from far
away where the index is a blur.

The input is the card as :func:`camera.flatten.warp` gives it (upright or
upside down: the model was taught both), shrunk to KIND_W x KIND_H; the
output is a calibrated probability per class of :data:`KIND_CLASSES`, the
base game's kinds (named as the deck list the app passes names them) and
``None``: not a known kind, or not a card (an expansion's card, a character,
a Duel card, a poker card, the table). The weights ship in
``model/kind.onnx`` (rebuilt from a fixed seed by ``python -m
camera_training.train_kind``) and run on OpenCV's ``dnn``. What the kind
decides is :mod:`camera.witness`'s.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

from camera.corner_model import MODEL, ModelError, open_net, over_white

KIND_MODEL = MODEL.with_name("kind.onnx")
KIND_W, KIND_H = 64, 96  # the network's input, px (a card's 5:7, stretched a little)
# The base game's 22 kinds, as the deck list names them (cards_data's ids),
# then "not a known kind".
KIND_CLASSES: tuple[str | None, ...] = (
    "bang",
    "missed",
    "beer",
    "cat_balou",
    "panic",
    "duel",
    "stagecoach",
    "general_store",
    "indians",
    "gatling",
    "saloon",
    "wells_fargo",
    "jail",
    "barrel",
    "mustang",
    "scope",
    "dynamite",
    "volcanic",
    "schofield",
    "remington",
    "rev_carabine",
    "winchester",
    None,
)
WHITE_SHARE = 95  # percentile of each channel taken as the card's white


@dataclass(frozen=True)
class KindGuess:
    """The likeliest kind (None: no known kind) and its probability, and
    every class's, in :data:`KIND_CLASSES` order."""

    kind: str | None
    p: float
    probs: np.ndarray


def prepare_cards(cards: Sequence[np.ndarray]) -> np.ndarray:
    """The network's input blob (N, 3, KIND_H, KIND_W) float32 for BGR
    flattened cards: each shrunk, its channels divided by its white (a lamp's
    cast changes it little), centred."""
    small = np.stack([_shrunk(card) for card in cards])
    return over_white(small, WHITE_SHARE).transpose(0, 3, 1, 2)


def _shrunk(card: np.ndarray) -> np.ndarray:
    if card.ndim == 2:
        card = cv2.cvtColor(card, cv2.COLOR_GRAY2BGR)
    return cv2.resize(card, (KIND_W, KIND_H), interpolation=cv2.INTER_AREA)


class KindModel:
    """The ONNX kind network on OpenCV's ``dnn``, loaded once per instance."""

    def __init__(self, path: Path = KIND_MODEL) -> None:
        probe = prepare_cards([np.full((KIND_H, KIND_W, 3), 255, np.uint8)])
        self._net, (width,) = open_net(path, "kind model", probe)
        if width != len(KIND_CLASSES):
            raise ModelError(f"kind model has other classes than this code: {path}")

    def classify(self, cards: Sequence[np.ndarray]) -> list[KindGuess]:
        """One guess per flattened card, all through the network in one pass."""
        if not cards:
            return []
        self._net.setInput(prepare_cards(cards))
        probs = np.asarray(self._net.forward()).reshape(len(cards), -1)
        return [_guess(p) for p in probs]


def _guess(probs: np.ndarray) -> KindGuess:
    k = int(probs.argmax())
    return KindGuess(KIND_CLASSES[k], float(probs[k]), probs)


@functools.lru_cache(maxsize=1)
def kind_model() -> KindModel:
    """The shipped kind model, loaded once (raises :class:`ModelError`)."""
    return KindModel(KIND_MODEL)
