"""A trained model that names a card corner's index: rank and suit, each with
its own probability, and an embedding for nearest-prototype adaptation.

The input is a crop of a flattened card around its index (the rank above or
beside its pip), upright, in BGR; any size, the crop is padded square and
resized here. Both heads have a "none" class: a crop with no index (blank
paper, artwork, table, another symbol) says so instead of guessing. The
probabilities are temperature-calibrated on faces and photos the model was
not trained on. The weights ship in ``model/corner.onnx`` (rebuilt from a fixed seed by
``python -m camera_training.train``) and run on OpenCV's ``dnn``: numpy and
OpenCV only at run time.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

from camera.shapes import SUITS
from camera.templates import RANKS

MODEL = Path(__file__).parent / "model" / "corner.onnx"
# The BANG! deck's own index, in its window (camera.index.BANG_WINDOW): the
# same network, trained on that deck (python -m camera_training.train_bang).
BANG_MODEL = MODEL.with_name("bang.onnx")
SIDE = 48  # the network's input, px square
RANK_CLASSES: tuple[str | None, ...] = (*RANKS, None)
SUIT_CLASSES: tuple[str | None, ...] = (*SUITS, None)
OUTPUTS = ("rank", "suit", "embedding")
WHITE_SHARE = 90  # percentile of each channel taken as the paper's white
BATCH = 256  # crops prepared at once, at most (training prepares thousands)


class ModelError(RuntimeError):
    """The weights file is missing or is not a model this code can run."""


@dataclass(frozen=True)
class CornerGuess:
    """The model's read of one crop: the likeliest rank and suit (None: no
    index there), each with its probability, every class's probabilities in
    :data:`RANK_CLASSES` / :data:`SUIT_CLASSES` order, and the unit-length
    embedding (nearby crops of one deck's glyph lie close together)."""

    rank: str | None
    rank_p: float
    suit: str | None
    suit_p: float
    rank_probs: np.ndarray
    suit_probs: np.ndarray
    embedding: np.ndarray


def prepare(crops: Sequence[np.ndarray]) -> np.ndarray:
    """The network's input blob (N, 3, SIDE, SIDE) float32 for BGR crops.

    Each crop is padded square (edges repeated), resized, and each channel
    divided by its paper white, so a colour cast or dim light changes the
    input little while red ink stays red. The whites of up to BATCH crops
    are taken at once: one by one, they cost as much as the network."""
    blob = np.empty((len(crops), 3, SIDE, SIDE), np.float32)
    for start in range(0, len(crops), BATCH):
        squares = np.stack([_square(crop) for crop in crops[start : start + BATCH]])
        blob[start : start + len(squares)] = over_white(squares, WHITE_SHARE).transpose(0, 3, 1, 2)
    return blob


def _square(crop: np.ndarray) -> np.ndarray:
    if crop.ndim == 2:
        crop = cv2.cvtColor(crop, cv2.COLOR_GRAY2BGR)
    h, w = crop.shape[:2]
    d = abs(h - w)
    pads = (d // 2, d - d // 2, 0, 0) if w > h else (0, 0, d // 2, d - d // 2)
    crop = cv2.copyMakeBorder(crop, *pads, cv2.BORDER_REPLICATE)
    shrink = crop.shape[0] > SIDE
    return cv2.resize(
        crop, (SIDE, SIDE), interpolation=cv2.INTER_AREA if shrink else cv2.INTER_LINEAR
    )


def over_white(images: np.ndarray, share: float) -> np.ndarray:
    """Images (N, H, W, 3), each one's channels divided by their white (the ``share``
    percentile), clipped and centred as the networks were taught: both models' input."""
    images = images.astype(np.float32)
    white = np.percentile(images.reshape(len(images), -1, 3), share, axis=1)
    return np.clip(images / np.maximum(white, 16.0)[:, None, None], 0.0, 1.25) - 0.6


def open_net(
    path: Path, what: str, probe: np.ndarray, outputs: Sequence[str] = ()
) -> tuple[cv2.dnn.Net, list[int]]:
    """The ONNX network at ``path`` and the width of each of its ``outputs`` (its only
    one if none is named) on ``probe``; :class:`ModelError` naming ``what`` and the file
    when it is missing or OpenCV cannot run it."""
    if not path.is_file():
        raise ModelError(f"{what} not found: {path}")
    try:
        net = cv2.dnn.readNetFromONNX(str(path))
        net.setInput(probe)
        found = net.forward(list(outputs)) if outputs else [net.forward()]
    except cv2.error as exc:
        raise ModelError(f"{what} unreadable: {path}") from exc
    return net, [out.shape[-1] for out in found]


class CornerModel:
    """The ONNX network on OpenCV's ``dnn``, loaded once per instance."""

    def __init__(self, path: Path = MODEL) -> None:
        probe = prepare([np.full((SIDE, SIDE, 3), 255, np.uint8)])
        self._net, shapes = open_net(path, "corner model", probe, OUTPUTS)
        if shapes[:2] != [len(RANK_CLASSES), len(SUIT_CLASSES)]:
            raise ModelError(f"corner model has other classes than this code: {path}")

    def classify(self, crops: Sequence[np.ndarray]) -> list[CornerGuess]:
        """One guess per crop, all crops through the network in one pass."""
        return self.guesses(prepare(crops)) if crops else []

    def guesses(self, blob: np.ndarray) -> list[CornerGuess]:
        """One guess per input of a :func:`prepare` d blob."""
        self._net.setInput(blob.astype(np.float32))
        ranks, suits, embeddings = (np.asarray(o) for o in self._net.forward(list(OUTPUTS)))
        embeddings = embeddings.reshape(len(blob), -1)
        norms = np.linalg.norm(embeddings, axis=1, keepdims=True)
        embeddings = embeddings / np.maximum(norms, 1e-6)
        return [
            _guess(r.reshape(-1), s.reshape(-1), e)
            for r, s, e in zip(ranks, suits, embeddings, strict=True)
        ]


def _guess(ranks: np.ndarray, suits: np.ndarray, embedding: np.ndarray) -> CornerGuess:
    r, s = int(ranks.argmax()), int(suits.argmax())
    return CornerGuess(
        RANK_CLASSES[r], float(ranks[r]), SUIT_CLASSES[s], float(suits[s]), ranks, suits, embedding
    )


@functools.lru_cache(maxsize=1)
def corner_model() -> CornerModel:
    """The shipped model, loaded once (raises :class:`ModelError`)."""
    return CornerModel(MODEL)


@functools.lru_cache(maxsize=1)
def bang_model() -> CornerModel:
    """The shipped BANG! index model, loaded once (raises :class:`ModelError`)."""
    return CornerModel(BANG_MODEL)


@functools.cache
def model_tag(path: Path) -> str:
    """A short name of the weights at ``path`` (a hash of the file), or
    "missing": what an embedding's meaning depends on."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()[:8]
    except OSError:
        return "missing"


def classify(crops: Sequence[np.ndarray]) -> list[CornerGuess]:
    """:meth:`CornerModel.classify` with the shipped weights."""
    return corner_model().classify(crops)
