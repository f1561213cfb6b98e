"""The corner network in numpy: three 3x3 convolutions (ReLU, 2x2 max pool),
a 64-unit embedding, and two softmax heads (rank, suit), with its gradient
and an Adam step.

Why numpy and not PyTorch: PyTorch's package on PyPI is its CUDA build,
which brings some 3 GB of NVIDIA libraries to a machine with no GPU; the CPU
build lives on another index the project's machines cannot reach. A network
this small trains in numpy in minutes, and :mod:`camera.training.export`
writes it as ONNX for OpenCV's ``dnn``.

Activations are NHWC here (im2col is then one reshape); the export turns
the weights into ONNX's NCHW layout.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

CHANNELS = (3, 16, 32, 64)
EMBED = 64


def init(rng: np.random.Generator, side: int, classes: tuple[int, int]) -> dict[str, np.ndarray]:
    """He-initialised weights for ``side`` px inputs and (rank, suit) class counts."""
    p: dict[str, np.ndarray] = {}
    for i, (cin, cout) in enumerate(itertools.pairwise(CHANNELS), start=1):
        p[f"w{i}"] = rng.normal(0, np.sqrt(2 / (9 * cin)), (9 * cin, cout)).astype(np.float32)
        p[f"b{i}"] = np.zeros(cout, np.float32)
    flat = (side // 8) ** 2 * CHANNELS[-1]
    p["wf"] = rng.normal(0, np.sqrt(2 / flat), (flat, EMBED)).astype(np.float32)
    p["bf"] = np.zeros(EMBED, np.float32)
    for name, n in zip(("r", "s"), classes, strict=True):
        p[f"w{name}"] = rng.normal(0, np.sqrt(1 / EMBED), (EMBED, n)).astype(np.float32)
        p[f"b{name}"] = np.zeros(n, np.float32)
    return p


def _cols(x: np.ndarray) -> np.ndarray:
    """im2col of NHWC ``x`` for a 3x3 kernel, padding 1: (N*H*W, C*9), C-major."""
    n, h, w, c = x.shape
    padded = np.pad(x, ((0, 0), (1, 1), (1, 1), (0, 0)))
    return sliding_window_view(padded, (3, 3), axis=(1, 2)).reshape(n * h * w, c * 9)


def _pool(x: np.ndarray) -> np.ndarray:
    n, h, w, c = x.shape
    return x.reshape(n, h // 2, 2, w // 2, 2, c).max(axis=(2, 4))


def _unpool(x: np.ndarray, pooled: np.ndarray, grad: np.ndarray) -> np.ndarray:
    n, h, w, c = x.shape
    shaped = x.reshape(n, h // 2, 2, w // 2, 2, c)
    hit = shaped == pooled[:, :, None, :, None, :]
    return (hit * grad[:, :, None, :, None, :]).reshape(x.shape)


@dataclass
class Pass:
    """What a forward pass keeps for the backward one."""

    cols: list[np.ndarray] = field(default_factory=list)
    acts: list[np.ndarray] = field(default_factory=list)
    pooled: list[np.ndarray] = field(default_factory=list)
    flat: np.ndarray | None = None
    embedding: np.ndarray | None = None


def forward(
    p: dict[str, np.ndarray], x: np.ndarray, keep: Pass | None = None
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(rank logits, suit logits, embedding) for NCHW inputs ``x``."""
    h = np.ascontiguousarray(x.transpose(0, 2, 3, 1), np.float32)
    for i in range(1, len(CHANNELS)):
        n, side, _, _ = h.shape
        cols = _cols(h)
        act = np.maximum(cols @ p[f"w{i}"] + p[f"b{i}"], 0).reshape(n, side, side, -1)
        h = _pool(act)
        if keep is not None:
            keep.cols.append(cols)
            keep.acts.append(act)
            keep.pooled.append(h)
    flat = h.reshape(len(h), -1)
    emb = np.maximum(flat @ p["wf"] + p["bf"], 0)
    if keep is not None:
        keep.flat, keep.embedding = flat, emb
    return emb @ p["wr"] + p["br"], emb @ p["ws"] + p["bs"], emb


def softmax(logits: np.ndarray) -> np.ndarray:
    z = np.exp(logits - logits.max(axis=1, keepdims=True))
    return z / z.sum(axis=1, keepdims=True)


def loss_and_grad(
    p: dict[str, np.ndarray], x: np.ndarray, ranks: np.ndarray, suits: np.ndarray
) -> tuple[float, dict[str, np.ndarray]]:
    """Mean cross-entropy of both heads, and its gradient."""
    keep = Pass()
    rl, sl, emb = forward(p, x, keep)
    g: dict[str, np.ndarray] = {}
    n = len(x)
    d_emb = np.zeros_like(emb)
    loss = 0.0
    for name, logits, labels in (("r", rl, ranks), ("s", sl, suits)):
        prob = softmax(logits)
        loss -= float(np.log(prob[np.arange(n), labels] + 1e-9).mean())
        prob[np.arange(n), labels] -= 1
        prob /= n
        g[f"w{name}"] = emb.T @ prob
        g[f"b{name}"] = prob.sum(0)
        d_emb += prob @ p[f"w{name}"].T
    d_emb *= emb > 0
    g["wf"] = keep.flat.T @ d_emb
    g["bf"] = d_emb.sum(0)
    grad = (d_emb @ p["wf"].T).reshape(keep.pooled[-1].shape)
    for i in range(len(CHANNELS) - 1, 0, -1):
        act = keep.acts[i - 1]
        d_act = _unpool(act, keep.pooled[i - 1], grad) * (act > 0)
        d2 = d_act.reshape(-1, d_act.shape[-1])
        g[f"w{i}"] = keep.cols[i - 1].T @ d2
        g[f"b{i}"] = d2.sum(0)
        if i > 1:
            grad = _col2im(d2 @ p[f"w{i}"].T, act.shape[:3], CHANNELS[i - 1])
    return loss, g


def _col2im(dcols: np.ndarray, nhw: tuple[int, int, int], c: int) -> np.ndarray:
    n, h, w = nhw
    d = dcols.reshape(n, h, w, c, 3, 3)
    out = np.zeros((n, h + 2, w + 2, c), np.float32)
    for i in range(3):
        for j in range(3):
            out[:, i : i + h, j : j + w] += d[..., i, j]
    return out[:, 1:-1, 1:-1]


@dataclass
class Adam:
    """Adam with decoupled weight decay on the weight matrices."""

    lr: float = 2e-3
    decay: float = 1e-4
    beta: tuple[float, float] = (0.9, 0.999)
    t: int = 0
    m: dict[str, np.ndarray] = field(default_factory=dict)
    v: dict[str, np.ndarray] = field(default_factory=dict)

    def step(self, p: dict[str, np.ndarray], g: dict[str, np.ndarray], lr: float) -> None:
        self.t += 1
        b1, b2 = self.beta
        for k, grad in g.items():
            m = self.m.setdefault(k, np.zeros_like(grad))
            v = self.v.setdefault(k, np.zeros_like(grad))
            m *= b1
            m += (1 - b1) * grad
            v *= b2
            v += (1 - b2) * grad * grad
            mhat = m / (1 - b1**self.t)
            vhat = v / (1 - b2**self.t)
            if k.startswith("w"):
                p[k] *= 1 - lr * self.decay
            p[k] -= (lr * mhat / (np.sqrt(vhat) + 1e-8)).astype(np.float32)
