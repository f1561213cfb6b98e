"""Arrays kept on disk (drawn templates, lessons, a deck's examples): written whole or not
at all, and read whole or refused in one way."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import numpy as np


class Unreadable(Exception):
    """A file that holds no archive of arrays, or a damaged one; says why."""


def write_whole(path: Path, **arrays: np.ndarray) -> None:
    """Store ``arrays`` at ``path`` (a compressed ``.npz``; its folder is made if need be).

    They are written to a temporary file beside it that then takes its place in one step:
    a crash or a full disk mid-write leaves the old file as it was, and two app processes
    saving the same file at once (one per device under ``serve``) each leave a whole one.
    A deck's examples, learnt over evenings of play, are never half overwritten."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".part")
    part = Path(name)
    try:
        with os.fdopen(handle, "wb") as out:
            np.savez_compressed(out, **arrays)
        os.replace(part, path)
    except BaseException:
        part.unlink(missing_ok=True)
        raise


def read_whole(path: Path) -> dict[str, np.ndarray]:
    """Every array stored at ``path``. Raises OSError if the file cannot be read, and
    :class:`Unreadable` if it is not an archive of arrays or is damaged: numpy and the zip
    and zlib layers under it raise a dozen kinds of error for a bad byte (a broken header
    is even a SyntaxError), and all of them mean the same here."""
    try:
        with np.load(path, allow_pickle=False) as data:
            return {name: data[name] for name in data.files}
    except OSError:
        raise
    except Exception as error:  # any damage at all: see the docstring
        raise Unreadable(f"{type(error).__name__}: {error}") from None
