"""Random input for the two commands that read files from anyone: `check SCENARIO` and
`camera read IMAGE...` (issue 52). Seeded, so a finding can be made again.

A scenario is random bytes, or a real scenario mutated: bytes flipped, inserted (control
characters and YAML's own punctuation among them), cut and repeated. A picture is a random
array encoded in one of the formats the reader takes, whole or damaged (cut short, its header
bytes changed), or random bytes behind a format's signature. What each must get is a verdict
or one clear line, never a traceback: the tests run a few dozen, `bench/cli_fuzz.py` thousands.
"""

from __future__ import annotations

import random
from pathlib import Path

import cv2
import numpy as np

from camera.reader import LONG_SIDE

ROOT = Path(__file__).resolve().parents[2]
SEEDS = sorted((ROOT / "docs" / "examples").glob("*.yaml"))
TOKENS = [
    *(bytes([code]) for code in (*range(0, 32), 0x7F, 0x85, 0xC0, 0xFF)),
    *(b"&a ", b"*a", b"!!python/object:os.system ", b"!!binary ", b"<<: ", b"? ", b"%YAML 1.1\n"),
    *(b"---\n", b"...\n", b"[", b"]", b"{", b"}", b": ", b"- ", b"|", b">", b"~", b".inf"),
    *(b"1e400", b"0x1F", b"9" * 30, b"moves:", b"players:", "Raté !".encode(), b"\xef\xbb\xbf"),
]
SIGNATURES = [b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff", b"BM", b"RIFF\x00\x00\x00\x00WEBP", b"II*\x00"]
FORMATS = [".png", ".jpg", ".bmp", ".tiff", ".webp"]


def scenario(rng: random.Random) -> bytes:
    """A scenario file's bytes: random, or a real scenario mutated once (most often: the
    rules then see it), up to eight times."""
    if rng.random() < 0.2:
        return rng.randbytes(rng.randrange(0, 4096))
    data = bytearray(rng.choice(SEEDS).read_bytes())
    for _ in range(rng.choice([1, 1, 1, 2, 3, 8])):
        _mutate(rng, data)
    return bytes(data)


def _mutate(rng: random.Random, data: bytearray) -> None:
    at = rng.randrange(len(data) + 1)
    match rng.randrange(4):
        case 0:
            data[at:at] = rng.choice(TOKENS)
        case 1 if data:
            data[min(at, len(data) - 1)] = rng.randrange(256)
        case 2:
            del data[at : at + rng.randint(1, 40)]
        case _:
            data[at:at] = data[at : at + rng.randint(1, 200)] * rng.randint(1, 50)


def picture(rng: random.Random, most_side: int = 3000) -> tuple[str, bytes]:
    """A picture file's suffix and bytes: a random array encoded, damaged or not, or random
    bytes behind a format's signature."""
    if rng.random() < 0.15:
        return ".png", rng.choice(SIGNATURES) + rng.randbytes(rng.randrange(0, 2048))
    suffix = rng.choice(FORMATS)
    encoded = _encoded(rng, suffix, most_side)
    if rng.random() < 0.3:
        return suffix, _damaged(rng, encoded)
    return suffix, encoded


def _encoded(rng: random.Random, suffix: str, most_side: int) -> bytes:
    """A random array in `suffix`'s format: 16 px to `most_side` a side, and one time in
    five a strip 1 to 32 px thin, half of them longer than the reader's shrinking starts at."""
    height, width = (int(np.exp(rng.uniform(np.log(16), np.log(most_side)))) for _ in range(2))
    if rng.random() < 0.2:
        height = rng.choice([1, 2, 31, 32])
        width = rng.choice([width, rng.randint(2 * LONG_SIDE, 3 * LONG_SIDE)])
    channels = rng.choice([1, 3, 4])
    deep = suffix in (".png", ".tiff") and rng.random() < 0.3
    dtype, top = (np.uint16, 65536) if deep else (np.uint8, 256)
    array = np.random.default_rng(rng.randrange(2**32)).integers(
        0, top, (height, width, channels), dtype=dtype
    )
    if rng.random() < 0.5:  # flat regions and edges, not only noise
        array[:, : width // 2] = array[0, 0]
    ok, encoded = cv2.imencode(suffix, array if channels > 1 else array[:, :, 0])
    return encoded.tobytes() if ok else b""


def _damaged(rng: random.Random, data: bytes) -> bytes:
    """The file cut short, or bytes of its first 64 (its header) changed."""
    if rng.random() < 0.5 or len(data) < 2:
        return data[: rng.randrange(len(data) + 1)]
    damaged = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        damaged[rng.randrange(min(64, len(damaged)))] = rng.randrange(256)
    return bytes(damaged)
