"""Train the glyph network (:mod:`camera.net`) on what the reader cuts out of
synthetic photos.

    python -m camera.synthetic.train_net [--scenes 16000] [--jobs 2] [--out camera/glyph_net.npz]

Only the ``tune`` split is used (template fonts, pip seeds and tables), so the
bench's ``eval`` split stays unseen. Each scene's card is flattened along its
true outline and cut into ink blobs exactly as the reader does, at every ink
threshold the reader tries; the card drawing's marks say which blobs are the
rank and which the pip. Other ink in the corners (icons, artwork, pieces of
a broken glyph, a rank merged with its pip) is "other".
Seeds are fixed.
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

from camera.corner import Blob, clusters, crop, ink_map
from camera.net import CLASSES, INPUTS, MODEL, GlyphNet, net_input
from camera.reader import INK_LEVELS, flattened
from camera.synthetic.cards import CARD_W, Mark
from camera.synthetic.scenes import SceneCard, poker_paper, random_shot, random_spec, random_style
from camera.templates import CLUTTER

SEED = 20261126
SIZE = (640, 480)  # a smaller frame than the bench's: same card sizes in pixels, 4x faster
HEIGHT = (0.2, 0.65)  # of this frame: cards 96-310 px tall, the far end weighted
KEEP_OTHER = 0.3  # share of unmarked blobs kept, so ranks and pips are not swamped
TITLE_BAND = 0.16  # a BANG! card's title lies above this, fraction of card height
INSIDE = 0.7  # share of a blob's ink within a mark's box for the blob to be that glyph
STRADDLES = -1  # _owner of a blob across two marks


def scene_samples(seed: int, index: int, split: str = "tune") -> list[tuple[np.ndarray, str]]:
    """(network input, label) for every blob the reader would judge on one scene."""
    rng = np.random.default_rng([seed, index])
    spec = random_spec(rng, ("bang", "poker"))
    style = random_style(rng, split)
    if spec.kind == "poker":
        style = poker_paper(style)
    scene = random_shot(spec, style, rng, split, SIZE, HEIGHT)
    card = scene.cards[0]
    flat = flattened(scene.image, card.quad)
    ink = ink_map(flat)
    scale = flat.shape[1] / CARD_W
    out: list[tuple[np.ndarray, str]] = []
    for strictness in INK_LEVELS:
        for cluster in clusters(ink, strictness):
            out += _cluster_samples(cluster.blobs, ink, card, scale, rng)
    return out


def _cluster_samples(
    blobs: list[Blob], ink: np.ndarray, card: SceneCard, scale: float, rng: np.random.Generator
) -> list[tuple[np.ndarray, str]]:
    owner = [_owner(b, card.marks, scale) for b in blobs]
    out = []
    for m, mark in enumerate(card.marks):
        mine = [b for b, o in zip(blobs, owner, strict=True) if o == m]
        if not mine:
            continue
        label = card.spec.rank if mark.what == "rank" else card.spec.suit
        whole = len(mine) <= (2 if card.spec.rank == "10" and mark.what == "rank" else 1)
        if whole and _covers(mine, mark, scale):
            out.append((_input(ink, mine, mark.turned), str(label)))
        if len(mine) > 1:  # pieces of a broken glyph, or the 1 and the 0 of a 10 alone
            out += [(_input(ink, [b], mark.turned), CLUTTER) for b in mine]
    for b, o in zip(blobs, owner, strict=True):
        if o == STRADDLES or (o is None and _surely_other(b, card, ink.shape[0], rng)):
            out.append((_input(ink, [b], False), CLUTTER))
    return out


def _surely_other(blob: Blob, card: SceneCard, card_h: int, rng: np.random.Generator) -> bool:
    """Whether to keep an unmarked blob as an example of "other" ink (a share
    KEEP_OTHER of them). A poker card's big pips near a corner are suit shapes
    the marks do not cover, and a BANG! title may spell an A, a D, an R or a V,
    which are ranks in French: only a BANG! card's icons and artwork are kept."""
    below_title = blob.y > TITLE_BAND * card_h
    return card.spec.kind == "bang" and below_title and rng.random() < KEEP_OTHER


def _owner(blob: Blob, marks: list[Mark], scale: float) -> int | None:
    """The mark holding most of the blob's ink; None for a blob of no mark,
    STRADDLES for one across two (a rank merged with its pip)."""
    ys, xs = np.nonzero(blob.mask)
    xs, ys = (xs + blob.x) / scale, (ys + blob.y) / scale
    shares = []
    for mark in marks:
        x, y, w, h = mark.box
        pad = 2 / scale
        inside = (xs >= x - pad) & (xs < x + w + pad) & (ys >= y - pad) & (ys < y + h + pad)
        shares.append(inside.mean())
    if not shares or max(shares) < INSIDE:
        return STRADDLES if shares and max(shares) > 0.2 else None
    return int(np.argmax(shares))


def _covers(blobs: list[Blob], mark: Mark, scale: float) -> bool:
    """Whether the blobs span most of the glyph's height (not a piece of it)."""
    top = min(b.y for b in blobs)
    bottom = max(b.y + b.h for b in blobs)
    return bottom - top >= 0.6 * mark.box[3] * scale


def _input(ink: np.ndarray, blobs: list[Blob], turned: bool) -> np.ndarray:
    patch = crop(ink, blobs)
    return net_input(patch[::-1, ::-1] if turned else patch)


def dataset(
    seed: int, scenes: int, jobs: int, split: str = "tune"
) -> tuple[np.ndarray, np.ndarray]:
    """Inputs and class numbers from ``scenes`` scenes, on ``jobs`` processes."""
    with ProcessPoolExecutor(jobs) as pool:
        per_scene = pool.map(
            scene_samples, [seed] * scenes, range(scenes), [split] * scenes, chunksize=50
        )
        pairs = [pair for samples in per_scene for pair in samples]
    inputs = np.array([x for x, _ in pairs], np.float32).reshape(-1, INPUTS)
    return inputs, np.array([CLASSES.index(label) for _, label in pairs], np.int64)


def fit(
    inputs: np.ndarray, labels: np.ndarray, seed: int, hidden: int = 192, epochs: int = 40
) -> GlyphNet:
    """Softmax regression through one hidden layer, by Adam on minibatches,
    with classes weighted so that rare ranks count as much as pips."""
    rng = np.random.default_rng(seed)
    counts = np.bincount(labels, minlength=len(CLASSES)).astype(np.float32)
    weights = (counts.sum() / np.maximum(counts, 1) / len(CLASSES))[labels]
    params = [
        rng.normal(0, np.sqrt(2 / INPUTS), (INPUTS, hidden)).astype(np.float32),
        np.zeros(hidden, np.float32),
        rng.normal(0, np.sqrt(1 / hidden), (hidden, len(CLASSES))).astype(np.float32),
        np.zeros(len(CLASSES), np.float32),
    ]
    adam = _Adam(params)
    for epoch in range(epochs):
        rate = 2e-3 * (0.5 * (1 + np.cos(np.pi * epoch / epochs)))
        for batch in np.array_split(rng.permutation(len(labels)), max(1, len(labels) // 256)):
            adam.step(_gradients(params, inputs[batch], labels[batch], weights[batch]), rate)
    return GlyphNet(*params)


def _gradients(
    params: list[np.ndarray], x: np.ndarray, y: np.ndarray, weight: np.ndarray
) -> list[np.ndarray]:
    w1, b1, w2, _ = params
    pre = x @ w1 + b1
    hidden = np.maximum(pre, 0)
    p = GlyphNet(*params).probabilities(x)
    p[np.arange(len(y)), y] -= 1
    dlogits = p * (weight / weight.sum())[:, None]
    dhidden = (dlogits @ w2.T) * (pre > 0)
    decay = 1e-4
    return [
        x.T @ dhidden + decay * w1,
        dhidden.sum(0),
        hidden.T @ dlogits + decay * w2,
        dlogits.sum(0),
    ]


class _Adam:
    def __init__(self, params: list[np.ndarray]) -> None:
        self.params = params
        self.m = [np.zeros_like(p) for p in params]
        self.v = [np.zeros_like(p) for p in params]
        self.t = 0

    def step(self, grads: list[np.ndarray], rate: float) -> None:
        self.t += 1
        for p, g, m, v in zip(self.params, grads, self.m, self.v, strict=True):
            m *= 0.9
            m += 0.1 * g
            v *= 0.999
            v += 0.001 * g * g
            p -= rate * (m / (1 - 0.9**self.t)) / (np.sqrt(v / (1 - 0.999**self.t)) + 1e-8)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenes", type=int, default=16000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", type=Path, default=MODEL)
    args = parser.parse_args(argv)
    inputs, labels = dataset(SEED, args.scenes, args.jobs)
    test_inputs, test_labels = dataset(SEED + 1, args.scenes // 8, args.jobs)
    print(f"{len(labels)} training glyphs, {len(test_labels)} held out", flush=True)
    net = fit(inputs, labels, SEED)
    guess = net.probabilities(test_inputs).argmax(axis=1)
    print(f"held-out accuracy: {100 * (guess == test_labels).mean():.1f}%")
    net.save(args.out)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
