"""Render index text with the fonts a bare machine has: OpenCV's Hershey fonts
and any TrueType font on disk.

OpenCV's headless build has no FreeType and the project may not add Pillow, so
TrueType outlines are read here directly (``glyf`` quadratic contours) and
filled with ``cv2.fillPoly``. Both the default templates and the synthetic
scene generator draw text through :func:`render_text`, each with its own set
of fonts, so the reader is measured on faces it was not built from.
"""

from __future__ import annotations

import functools
import struct
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

FONT_DIRS = (Path("/usr/share/fonts"), Path("/usr/local/share/fonts"), Path.home() / ".fonts")
_SUBPIXEL = 4  # fillPoly fractional bits
# Characters mapped: Latin (indexes, titles) and the playing-card suits (U+2660-2667),
# which the model's training data draws from fonts that have them.
_CODES = (range(0x300), range(0x2660, 0x2668))


@dataclass(frozen=True)
class Font:
    """A face to draw with: ``hershey:<cv2 id>[:italic]`` or a .ttf path."""

    name: str
    bold: int = 0  # extra stroke thickness (Hershey) or dilation (TrueType), in 1/10 of height


def find_ttf(stem: str) -> Path | None:
    """Locate a TrueType file by stem (e.g. ``DejaVuSans-Bold``) under the usual font dirs."""
    for root in FONT_DIRS:
        if root.is_dir():
            for path in root.rglob(f"{stem}.ttf"):
                return path
    return None


def render_text(text: str, font: Font, height: int) -> np.ndarray:
    """Ink mask (uint8, 255 = ink) of ``text`` cropped tight, cap height about ``height`` px."""
    if font.name.startswith("hershey:"):
        mask = _render_hershey(text, font, height)
    else:
        mask = _render_ttf(text, Path(font.name), height)
        if font.bold:
            k = max(1, round(height * font.bold / 40))
            mask = cv2.dilate(mask, np.ones((k, k), np.uint8))
    return _crop(mask)


def _crop(mask: np.ndarray) -> np.ndarray:
    ys, xs = np.nonzero(mask > 40)
    if len(ys) == 0:
        return np.zeros((1, 1), np.uint8)
    return mask[ys.min() : ys.max() + 1, xs.min() : xs.max() + 1]


def _render_hershey(text: str, font: Font, height: int) -> np.ndarray:
    parts = font.name.split(":")
    face = int(parts[1]) | (cv2.FONT_ITALIC if "italic" in parts[2:] else 0)
    scale = cv2.getFontScaleFromHeight(face, height, 1)
    thick = max(1, round(height / 18) + round(height * font.bold / 20))
    (w, h), base = cv2.getTextSize(text, face, scale, thick)
    pad = thick + 4
    canvas = np.zeros((h + base + 2 * pad, w + 2 * pad), np.uint8)
    cv2.putText(canvas, text, (pad, pad + h), face, scale, 255, thick, cv2.LINE_AA)
    return canvas


def _render_ttf(text: str, path: Path, height: int) -> np.ndarray:
    face = _load_ttf(str(path))
    scale = height / face.cap_height
    polys: list[np.ndarray] = []
    pen = 0.0
    for ch in text:
        gid = face.cmap.get(ord(ch), 0)
        for contour in face.outline(gid):
            polys.append(np.array([(pen + x, -y) for x, y in contour]) * scale)
        pen += face.advance(gid)
    if not polys:
        return np.zeros((1, 1), np.uint8)
    allpts = np.vstack(polys)
    origin = allpts.min(axis=0) - 3
    size = np.ceil(allpts.max(axis=0) - origin + 3).astype(int)
    canvas = np.zeros((size[1], size[0]), np.uint8)
    fixed = [np.round((p - origin) * (1 << _SUBPIXEL)).astype(np.int32) for p in polys]
    cv2.fillPoly(canvas, fixed, 255, cv2.LINE_AA, _SUBPIXEL)
    return canvas


class _TrueType:
    """Just enough of a TrueType parser for glyph outlines and advances."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        ntables = struct.unpack_from(">H", data, 4)[0]
        self.tables = {}
        for i in range(ntables):
            tag, _, off, length = struct.unpack_from(">4sIII", data, 12 + 16 * i)
            self.tables[tag.decode("latin1")] = (off, length)
        head = self.tables["head"][0]
        self.long_loca = struct.unpack_from(">h", data, head + 50)[0] == 1
        maxp = self.tables["maxp"][0]
        self.nglyphs = struct.unpack_from(">H", data, maxp + 4)[0]
        hhea = self.tables["hhea"][0]
        self.nmetrics = struct.unpack_from(">H", data, hhea + 34)[0]
        self.cmap = self._read_cmap()
        bbox = self.bbox(self.cmap.get(ord("H"), 0))
        self.cap_height = float(bbox[3] - bbox[1]) or 1.0

    def _read_cmap(self) -> dict[int, int]:
        base = self.tables["cmap"][0]
        count = struct.unpack_from(">H", self.data, base + 2)[0]
        for i in range(count):
            platform, encoding, off = struct.unpack_from(">HHI", self.data, base + 4 + 8 * i)
            sub = base + off
            if platform == 3 and encoding == 1 and struct.unpack_from(">H", self.data, sub)[0] == 4:
                return self._cmap4(sub)
        return {}

    def _cmap4(self, sub: int) -> dict[int, int]:
        d = self.data
        segs = struct.unpack_from(">H", d, sub + 6)[0] // 2
        ends = struct.unpack_from(f">{segs}H", d, sub + 14)
        starts = struct.unpack_from(f">{segs}H", d, sub + 16 + 2 * segs)
        deltas = struct.unpack_from(f">{segs}h", d, sub + 16 + 4 * segs)
        ro_base = sub + 16 + 6 * segs
        offsets = struct.unpack_from(f">{segs}H", d, ro_base)
        out: dict[int, int] = {}
        for i in range(segs):
            for code in _mapped(starts[i], ends[i]):
                if offsets[i] == 0:
                    out[code] = (code + deltas[i]) & 0xFFFF
                else:
                    addr = ro_base + 2 * i + offsets[i] + 2 * (code - starts[i])
                    gid = struct.unpack_from(">H", d, addr)[0]
                    out[code] = (gid + deltas[i]) & 0xFFFF if gid else 0
        return out

    def advance(self, gid: int) -> int:
        hmtx = self.tables["hmtx"][0]
        return struct.unpack_from(">H", self.data, hmtx + 4 * min(gid, self.nmetrics - 1))[0]

    def _glyph_offset(self, gid: int) -> tuple[int, int]:
        loca = self.tables["loca"][0]
        if self.long_loca:
            a, b = struct.unpack_from(">II", self.data, loca + 4 * gid)
        else:
            a, b = (2 * v for v in struct.unpack_from(">HH", self.data, loca + 2 * gid))
        return self.tables["glyf"][0] + a, b - a

    def bbox(self, gid: int) -> tuple[int, int, int, int]:
        off, length = self._glyph_offset(gid)
        return struct.unpack_from(">4h", self.data, off + 2) if length else (0, 0, 0, 0)

    def outline(self, gid: int) -> list[list[tuple[float, float]]]:
        """Flattened contours of a glyph in font units (y up)."""
        off, length = self._glyph_offset(gid)
        if not length:
            return []
        ncont = struct.unpack_from(">h", self.data, off)[0]
        if ncont < 0:
            return self._composite(off + 10)
        return [_flatten(c) for c in self._simple(off + 10, ncont)]

    def _simple(self, p: int, ncont: int) -> list[list[tuple[int, int, bool]]]:
        d = self.data
        ends = struct.unpack_from(f">{ncont}H", d, p)
        p += 2 * ncont
        p += 2 + struct.unpack_from(">H", d, p)[0]
        npts = ends[-1] + 1 if ncont else 0
        flags: list[int] = []
        while len(flags) < npts:
            f = d[p]
            p += 1
            flags.append(f)
            if f & 8:
                flags.extend([f] * d[p])
                p += 1
        coords = []
        for short_bit, same_bit in ((2, 16), (4, 32)):
            vals, v = [], 0
            for f in flags:
                if f & short_bit:
                    v += d[p] if f & same_bit else -d[p]
                    p += 1
                elif not f & same_bit:
                    v += struct.unpack_from(">h", d, p)[0]
                    p += 2
                vals.append(v)
            coords.append(vals)
        pts = [(x, y, bool(f & 1)) for x, y, f in zip(coords[0], coords[1], flags, strict=True)]
        contours, start = [], 0
        for end in ends:
            contours.append(pts[start : end + 1])
            start = end + 1
        return contours

    def _composite(self, p: int) -> list[list[tuple[float, float]]]:
        d = self.data
        out: list[list[tuple[float, float]]] = []
        while True:
            flags, gid = struct.unpack_from(">HH", d, p)
            p += 4
            if flags & 1:
                dx, dy = struct.unpack_from(">hh", d, p)
                p += 4
            else:
                dx, dy = struct.unpack_from(">bb", d, p)
                p += 2
            m = (1.0, 0.0, 0.0, 1.0)
            if flags & 8:
                s = struct.unpack_from(">h", d, p)[0] / 16384
                m, p = (s, 0.0, 0.0, s), p + 2
            elif flags & 0x40:
                sx, sy = (v / 16384 for v in struct.unpack_from(">hh", d, p))
                m, p = (sx, 0.0, 0.0, sy), p + 4
            elif flags & 0x80:
                m = tuple(v / 16384 for v in struct.unpack_from(">4h", d, p))
                p += 8
            for c in self.outline(gid):
                out.append([(m[0] * x + m[2] * y + dx, m[1] * x + m[3] * y + dy) for x, y in c])
            if not flags & 0x20:
                return out


def _mapped(start: int, end: int) -> list[int]:
    """The codes of a cmap segment that :data:`_CODES` keeps."""
    return [c for r in _CODES for c in range(max(start, r.start), min(end + 1, r.stop))]


def _flatten(contour: list[tuple[int, int, bool]], steps: int = 6) -> list[tuple[float, float]]:
    """Turn a TrueType quadratic B-spline contour into a polyline."""
    if not contour:
        return []
    pts = list(contour)
    if not pts[0][2]:
        if pts[-1][2]:
            pts = [pts[-1], *pts[:-1]]
        else:
            mid = ((pts[0][0] + pts[-1][0]) / 2, (pts[0][1] + pts[-1][1]) / 2, True)
            pts = [mid, *pts]
    out = [(float(pts[0][0]), float(pts[0][1]))]
    i, n = 1, len(pts)
    while i <= n:
        cur = pts[i % n]
        if cur[2]:
            out.append((float(cur[0]), float(cur[1])))
            i += 1
            continue
        nxt = pts[(i + 1) % n]
        if nxt[2]:
            end, i = nxt, i + 2
        else:
            end, i = ((cur[0] + nxt[0]) / 2, (cur[1] + nxt[1]) / 2, True), i + 1
        x0, y0 = out[-1]
        for t in np.linspace(0, 1, steps + 1)[1:]:
            a, b, c = (1 - t) ** 2, 2 * t * (1 - t), t * t
            out.append((a * x0 + b * cur[0] + c * end[0], a * y0 + b * cur[1] + c * end[1]))
    return out


@functools.lru_cache(maxsize=32)
def _load_ttf(path: str) -> _TrueType:
    return _TrueType(Path(path).read_bytes())


def available(names: tuple[str, ...]) -> list[Font]:
    """Fonts from ``names`` that this machine can draw (Hershey ids always, TTF if on disk)."""
    fonts = []
    for name in names:
        if name.startswith("hershey:"):
            fonts.append(Font(name))
            continue
        stem, _, bold = name.partition("+")
        path = find_ttf(stem)
        if path is not None:
            fonts.append(Font(str(path), int(bold or 0)))
    return fonts
