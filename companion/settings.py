"""What the app remembers between launches: the language the players chose last.

A small JSON file in the data folder, beside the games database. A missing, unreadable or
odd file is as if nothing was remembered: a setting never stops the app from starting.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from companion.i18n import UI_LANGUAGES

SETTINGS_NAME = "settings.json"


def remembered_language(folder: Path) -> str | None:
    """The language saved by the last launch, if any and still one the UI speaks."""
    try:
        saved = json.loads((folder / SETTINGS_NAME).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    lang = saved.get("lang") if isinstance(saved, dict) else None
    return lang if lang in UI_LANGUAGES else None


def remember_language(folder: Path, lang: str) -> None:
    """Save the language for the next launch; a folder that cannot be written is let be."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        (folder / SETTINGS_NAME).write_text(json.dumps({"lang": lang}), encoding="utf-8")
    except OSError:
        return


def system_language() -> str | None:
    """The UI language the system's locale asks for (LC_ALL, LC_MESSAGES, LANG), if any."""
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        if value:
            code = value.split("_")[0].split(".")[0].lower()
            return code if code in UI_LANGUAGES else None
    return None


def cli_language(chosen: str | None = None) -> str:
    """The command line's language: --lang where the player gave it, else the system's, else
    English (argparse's own words, "usage:", stay its own)."""
    return chosen or system_language() or "en"
