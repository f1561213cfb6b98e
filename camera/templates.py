"""The reference glyphs the classifier compares against.

Default templates are drawn at first use from :data:`TEMPLATE_FONTS` and
seeded pip/symbol variants (no binary blobs in the package). A calibration
file written by ``camera learn`` adds the players' own index glyphs and
replaces the drawn guess of each Duel symbol it was shown, since nobody here
has seen the real ones.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import os
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

from camera import fonts as fonts_module
from camera import glyphs as glyphs_module
from camera import shapes as shapes_module
from camera.fonts import Font, available, render_text
from camera.glyphs import degrade, features
from camera.npz import Unreadable, read_whole, write_whole
from camera.shapes import SUITS, SYMBOLS, clutter_mask, suit_mask, symbol_mask

RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
FRENCH_LETTERS = {"V": "J", "D": "Q", "R": "K"}
# Faces the default templates are drawn from. The synthetic eval split uses
# other faces (camera_training.synthetic.scenes.EVAL_FONTS); keep the two apart.
TEMPLATE_FONTS = (
    "hershey:0",
    "hershey:2",
    "hershey:3",
    "hershey:4",
    "DejaVuSans",
    "DejaVuSerif",
    "DejaVuSansMono",
    "DejaVuSansCondensed-Bold",
)
KINDS = ("rank", "suit", "symbol")
CLUTTER = "other"  # label of doodles and letters that are none of the above
# Letters a title or text may put near a corner, that are not rank letters.
CLUTTER_LETTERS = "BCEFGHILMNOPSTUWXYZ"
_SIZES = (9, 13, 20, 40)
_TEMPLATE_SEED = 7
DUPLICATE = 0.97  # templates this alike (cosine) are one
# Faces come condensed and extended: rank templates are also drawn at these widths.
FONT_WIDTHS = (0.8, 1.0, 1.25)


@dataclass(frozen=True)
class Bank:
    """Feature vectors (n x d) and their labels for one kind of glyph, grouped
    by label so that per-class best scores are one ``np.maximum.reduceat``."""

    vectors: np.ndarray
    labels: tuple[str, ...]

    @staticmethod
    def of(vectors: np.ndarray, labels: tuple[str, ...] | list[str]) -> Bank:
        order = sorted(range(len(labels)), key=lambda i: labels[i])
        return Bank(
            np.ascontiguousarray(vectors[order], np.float32), tuple(labels[i] for i in order)
        )

    @functools.cached_property
    def classes(self) -> tuple[tuple[str, ...], np.ndarray]:
        """Distinct labels and the index where each one's rows start."""
        starts = [i for i, lab in enumerate(self.labels) if i == 0 or lab != self.labels[i - 1]]
        return tuple(self.labels[i] for i in starts), np.array(starts)

    def pruned(self, alike: float = DUPLICATE) -> Bank:
        """The bank without templates all but identical to a kept one of their
        class: the same scores for a fraction of the matching time."""
        starts = self.classes[1]
        keep: list[int] = []
        for start, end in zip(starts, [*starts[1:], len(self.labels)], strict=True):
            block = self.vectors[start:end]
            twins = (block @ block.T) >= alike
            alive = np.ones(end - start, bool)
            for i in range(end - start):
                if alive[i]:
                    keep.append(start + i)
                    alive[i:] &= ~twins[i, i:]
        return Bank(self.vectors[keep], tuple(self.labels[i] for i in keep))

    def extended(self, other: Bank) -> Bank:
        return Bank.of(np.vstack([self.vectors, other.vectors]), self.labels + other.labels)

    def replaced(self, other: Bank) -> Bank:
        """This bank with each class ``other`` holds taken from ``other`` instead."""
        taken = set(other.labels)
        keep = [i for i, label in enumerate(self.labels) if label not in taken]
        return Bank.of(self.vectors[keep], [self.labels[i] for i in keep]).extended(other)


def calibration_path() -> Path:
    """Where ``camera learn`` stores the players' templates (override: BANG_CAMERA_TEMPLATES)."""
    env = os.environ.get("BANG_CAMERA_TEMPLATES")
    folder = _user_folder("XDG_DATA_HOME", ".local/share")
    return Path(env) if env else folder / "camera-templates.npz"


def symbols_learnt(path: Path | None = None) -> bool:
    """Whether the calibration file (``path``, else :func:`calibration_path`)
    holds the players' own drawing of every Duel symbol. Until then the
    reader knows drawn guesses of some, which read another edition's symbols
    mostly unsure but now and then as the wrong symbol."""
    learnt = load_calibration(path or calibration_path()).get("symbol")
    return learnt is not None and set(SYMBOLS) <= set(learnt.labels)


def _user_folder(xdg_variable: str, default: str) -> Path:
    """The app's folder under an XDG base directory (``default`` is relative to home)."""
    return Path(os.environ.get(xdg_variable) or Path.home() / default) / "bang-companion"


def _variants(mask: np.ndarray, widths: tuple[float, ...]) -> list[np.ndarray]:
    """The same glyph thinner, bolder, slanted and at webcam sizes."""
    out = []
    k = np.ones((3, 3), np.uint8)
    bodies = (mask, cv2.erode(mask, k), cv2.dilate(mask, k))
    for body in [_stretched(b, sx) for b in bodies for sx in widths]:
        for angle in (-5.0, 0.0, 5.0):
            h, w = body.shape
            pad = cv2.copyMakeBorder(body, h // 4, h // 4, w // 2, w // 2, cv2.BORDER_CONSTANT, 0)
            centre = (pad.shape[1] / 2, pad.shape[0] / 2)
            rot = cv2.warpAffine(pad, cv2.getRotationMatrix2D(centre, angle, 1), pad.shape[::-1])
            out.extend(degrade(rot, s) for s in _SIZES)
    return [m for m in out if m.max() > 0]


def _stretched(mask: np.ndarray, sx: float) -> np.ndarray:
    """The glyph narrower or wider, as condensed and extended faces print it."""
    if sx == 1.0:
        return mask
    return cv2.resize(mask, (max(1, round(mask.shape[1] * sx)), mask.shape[0]))


def _bank(items: list[tuple[str, np.ndarray]], widths: tuple[float, ...] = (1.0,)) -> Bank:
    vecs, labels = [], []
    for label, mask in items:
        for v in _variants(mask, widths):
            vecs.append(features(v))
            labels.append(label)
    return Bank.of(np.array(vecs, np.float32), labels).pruned()


@functools.lru_cache(maxsize=1)
def default_banks() -> dict[str, Bank]:
    """Drawn templates for ranks, suits and Duel symbols, and clutter.

    Drawing them takes over a second, so they are kept in a cache file named
    after everything that shapes them: this code, the fonts found and the
    library versions. Any change draws them afresh; an unwritable or damaged
    cache only costs the drawing."""
    fonts = available(TEMPLATE_FONTS)
    path = _cache_path(fonts)
    cached = read_banks(path, (*KINDS, "clutter"))
    if len(cached) == len(KINDS) + 1:
        return cached
    drawn = _draw_banks(fonts)
    with contextlib.suppress(OSError):  # a read-only home: draw them again next time
        write_banks(path, drawn)
    return drawn


def _cache_path(fonts: list[Font]) -> Path:
    """The cache file for this recipe (folder override: BANG_CAMERA_CACHE)."""
    recipe = hashlib.sha256()
    for source in (fonts_module.__file__, glyphs_module.__file__, shapes_module.__file__, __file__):
        recipe.update(Path(str(source)).read_bytes())
    recipe.update(repr(fonts).encode())
    recipe.update(f"{np.__version__} {cv2.__version__}".encode())
    env = os.environ.get("BANG_CAMERA_CACHE")
    folder = Path(env) if env else _user_folder("XDG_CACHE_HOME", ".cache")
    return folder / f"camera-templates-{recipe.hexdigest()[:16]}.npz"


def _draw_banks(fonts: list[Font]) -> dict[str, Bank]:
    texts = [(r, r) for r in RANKS] + list(FRENCH_LETTERS.items())
    ranks = [(label, render_text(text, f, 60)) for text, label in texts for f in fonts]
    rng = np.random.default_rng(_TEMPLATE_SEED)
    suits = [(s, suit_mask(s, 60, rng)) for _ in range(6) for s in SUITS]
    symbols = [(s, symbol_mask(s, 60, rng)) for _ in range(20) for s in SYMBOLS]
    clutter = [(CLUTTER, clutter_mask(60, rng)) for _ in range(60)]
    clutter += [(CLUTTER, render_text(ch, f, 60)) for ch in CLUTTER_LETTERS for f in fonts[::3]]
    return {
        "rank": _bank(ranks, FONT_WIDTHS),
        "suit": _bank(suits),
        "symbol": _bank(symbols),
        "clutter": _bank(clutter),
    }


def banks(path: Path | None = None) -> dict[str, Bank]:
    """Default templates merged with the calibration file, if any.

    Besides one bank per kind there is their union with doodles and letters
    (``all``), so that a blob is only called a symbol if it looks more like a
    symbol than like any pip, rank or ring, and vice versa.
    """
    out = dict(default_banks())
    path = path or calibration_path()
    if path.is_file():
        for kind, bank in load_calibration(path).items():
            # A learnt symbol replaces its drawn guess; a learnt font adds to the drawn ones.
            out[kind] = out[kind].replaced(bank) if kind == "symbol" else out[kind].extended(bank)
            # What the players showed us is, by definition, not clutter.
            out["clutter"] = _without(out["clutter"], bank)
    out["all"] = out["rank"].extended(out["suit"]).extended(out["symbol"]).extended(out["clutter"])
    return out


def _without(bank: Bank, learned: Bank, limit: float = 0.8) -> Bank:
    """``bank`` minus the templates that look like any learned one."""
    keep = (bank.vectors @ learned.vectors.T).max(axis=1) < limit
    return Bank.of(bank.vectors[keep], [lab for lab, k in zip(bank.labels, keep, strict=True) if k])


def load_calibration(path: Path) -> dict[str, Bank]:
    """Read a calibration file; an unreadable one is ignored rather than fatal."""
    return read_banks(path, KINDS)


def save_calibration(path: Path, learned: dict[str, list[tuple[str, np.ndarray]]]) -> None:
    """Store learned glyph masks (label, ink mask) per kind as template vectors.
    What the file already holds stays, but for the glyphs learnt again: a
    player who shows one symbol anew keeps the others and the font learnt."""
    kept = load_calibration(path)
    for kind, items in learned.items():
        bank = _bank(items)
        kept[kind] = kept[kind].replaced(bank) if kind in kept else bank
    write_banks(path, kept)


def read_banks(path: Path, kinds: tuple[str, ...]) -> dict[str, Bank]:
    """The banks of these kinds stored at ``path``: those it holds, none if it
    is missing or unreadable."""
    try:
        data = read_whole(path)
    except (OSError, Unreadable):
        return {}
    return {
        kind: Bank.of(data[f"{kind}_vectors"], [str(x) for x in data[f"{kind}_labels"]])
        for kind in kinds
        if f"{kind}_vectors" in data and len(data.get(f"{kind}_labels", ()))
    }


def write_banks(path: Path, banks: dict[str, Bank]) -> None:
    """Store banks by kind, as :func:`read_banks` reads them."""
    arrays: dict[str, np.ndarray] = {}
    for kind, bank in banks.items():
        arrays[f"{kind}_vectors"] = bank.vectors
        arrays[f"{kind}_labels"] = np.array(bank.labels)
    write_whole(path, **arrays)
