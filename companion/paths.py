"""Where the companion keeps its files: the games database and exported logs.

The folder is the user data folder of the operating system (platformdirs), unless the
`--data-dir` option or the BANG_COMPANION_DATA environment variable names another one, which
is how tests and a tablet-serving setup point every process at the same database.
"""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_data_dir

ENV_VAR = "BANG_COMPANION_DATA"
DATABASE_NAME = "games.sqlite3"
EXPORTS_FOLDER = "exports"


def data_dir(override: Path | str | None = None) -> Path:
    """The data folder: the override, else the environment variable, else the user folder."""
    if override:
        return Path(override).expanduser()
    from_env = os.environ.get(ENV_VAR)
    if from_env:
        return Path(from_env).expanduser()
    return Path(user_data_dir("bang-companion", appauthor=False))


def database_path(folder: Path) -> Path:
    return folder / DATABASE_NAME


def exports_dir(folder: Path) -> Path:
    return folder / EXPORTS_FOLDER
