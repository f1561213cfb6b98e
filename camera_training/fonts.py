"""The fonts the training data is drawn with, split into train, calibration
and test faces by family, so the figures are measured on unseen typefaces.

Any TrueType (``glyf``) file under the usual font folders that can draw every
rank counts; OpenType CFF files are skipped, the renderer reads ``glyf`` only.
The DejaVu Serif family and Hershey triplex are always test faces: a bare
machine (CI) has them, so the tests can read a face the model never saw.
"""

from __future__ import annotations

import functools
import re
import struct
import zlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from camera.fonts import FONT_DIRS, Font, _load_ttf, render_text

SPLITS = ("train", "calib", "test")
RANK_TEXT = "0123456789JQKAVDR"  # 10 is drawn as 1 and 0; V/D/R are French J/Q/K
CARD_SUITS = {"spades": "\u2660", "hearts": "\u2665", "diamonds": "\u2666", "clubs": "\u2663"}
HERSHEY = {"train": (0, 1, 2, 3, 5), "test": (4,)}
ALWAYS_TEST = ("DejaVuSerif",)


_STYLE = re.compile(r"(\s|Bold|Bd|Italic|It|Oblique|Regular|Light|Medium|Condensed|BI|B|I)+$")


def family(path: Path) -> str:
    """A face's family: its file name less the style (``FreeSansBoldOblique``,
    ``Lato-BoldItalic`` -> ``FreeSans``, ``Lato``)."""
    stem = path.stem.split("-")[0].split("_")[0]
    return _STYLE.sub("", stem) or stem


def split_of(path: Path) -> str:
    """Which split a font file belongs to, fixed by its family's name."""
    fam = family(path)
    if fam.startswith(ALWAYS_TEST):
        return "test"
    bucket = zlib.crc32(fam.encode()) % 10
    return "test" if bucket == 0 else "calib" if bucket == 1 else "train"


@functools.lru_cache(maxsize=1)
def _usable() -> tuple[tuple[Path, bool], ...]:
    """Every font file that draws all ranks, and whether it has the card suits."""
    found = []
    for root in FONT_DIRS:
        if root.is_dir():
            found += sorted(root.rglob("*.ttf"))
    out = []
    for path in found:
        if _draws(path, RANK_TEXT):
            out.append((path, _draws(path, "".join(CARD_SUITS.values()))))
    return tuple(out)


def _draws(path: Path, text: str) -> bool:
    """Whether the file maps every character and gives a solid glyph for it
    (a missing character would be drawn as the font's empty box)."""
    try:
        if not all(_load_ttf(str(path)).cmap.get(ord(ch)) for ch in text):
            return False
        for ch in text:
            mask = render_text(ch, Font(str(path)), 40)
            if mask.shape[0] < 20 or np.count_nonzero(mask > 128) < 20:
                return False
    except (KeyError, IndexError, ValueError, OSError, struct.error):
        return False
    return True


@functools.lru_cache(maxsize=len(SPLITS))
def rank_fonts(split: str) -> tuple[Font, ...]:
    """Faces for rank glyphs in ``split``: TrueType files and Hershey ids."""
    ttf = [Font(str(p)) for p, _ in _usable() if split_of(p) == split]
    hershey = [Font(f"hershey:{i}") for i in HERSHEY.get(split, ())]
    return (*ttf, *hershey)


@functools.lru_cache(maxsize=len(SPLITS))
def suit_fonts(split: str) -> tuple[Font, ...]:
    """Faces of ``split`` that draw the four card suits."""
    return tuple(Font(str(p)) for p, suits in _usable() if suits and split_of(p) == split)


@dataclass(frozen=True)
class Faces:
    """The faces one drawing may use: for ranks, and for suits (may be empty:
    pips are then all drawn by :func:`camera.shapes.suit_mask`)."""

    ranks: tuple[Font, ...]
    suits: tuple[Font, ...] = ()


def faces(split: str) -> Faces:
    """Every face of ``split``."""
    return Faces(rank_fonts(split), suit_fonts(split))
