"""The game log as a text file: who sat where, every move with its time, and how it ended."""

from __future__ import annotations

from collections.abc import Callable
from io import StringIO
from pathlib import Path
from typing import Any

from companion.i18n import Said, t, words
from companion.logged import Logged
from companion.names import move_sentence
from companion.session import Session
from companion.told import logged_consequences


def log_lines(
    session: Session, lang: str, said: Callable[[Logged, str], list[str]] = logged_consequences
) -> list[str]:
    """Each move with its time, in words, then what followed from it (the log panel); `said`
    words what followed (companion.told.ToldCache.consequences keeps it from one redraw to
    the next)."""
    lines = []
    for number, logged in enumerate(session.history, start=1):
        when = logged.time.strftime("%H:%M")
        lines.append(f"{number:>2} {when} {move_sentence(logged.move, lang, logged.before)}")
        lines += [f"   → {effect}" for effect in said(logged, lang)]
    return lines


def export_text(session: Session, lang: str) -> str:
    """The whole game as a readable text, with the notation of each move to replay it."""
    state = session.game.state
    lines = [session.title, "=" * len(session.title), "", t("export.players", lang)]
    lines += [f"  - {line}" for line in session.presenter.seat_lines(state, lang)]
    lines += ["", t("export.moves", lang)]
    for number, logged in enumerate(session.history, start=1):
        when = logged.time.strftime("%Y-%m-%d %H:%M:%S")
        lines.append(f"{number:3}. {when}  {move_sentence(logged.move, lang, logged.before)}")
        lines.append(f"{'':26}[{session.notation(logged.move)}]")
        lines += [f"{'':26}→ {e}" for e in logged_consequences(logged, lang)]
    lines += _branch_lines(session, lang)
    lines.append("")
    if session.game.winner:
        lines.append(t(f"winner.{session.game.winner}", lang))
    else:
        lines.append(t("export.unfinished", lang))
    return "\n".join(lines) + "\n"


def _branch_lines(session: Session, lang: str) -> list[str]:
    """The moves taken back and replaced by others: the journal keeps them, so does the log."""
    if not session.abandoned:
        return []
    lines = ["", t("export.branches", lang)]
    for branch in session.abandoned:
        lines.append(t("export.branch", lang, at=branch.at))
        lines += [
            f"{'':6}{move_sentence(logged.move, lang, logged.before)}" for logged in branch.moves
        ]
    return lines


def export_name(session: Session) -> str:
    """The export's file name, without `.txt`: the game and the time of its last move."""
    stamp = session.history[-1].time if session.history else None
    suffix = stamp.strftime("%Y%m%d-%H%M%S") if stamp else "start"
    return f"bang-game-{session.game_id}-{suffix}"


def send_export(app: Any, session: Session, folder: Path, lang: str) -> Said:
    """Export the log where the players are: a served tablet's browser downloads it (Textual's
    `deliver_text`, which textual-serve hands to the page), a terminal writes it to `folder`.
    What happened, to show; OSError if the file cannot be written."""
    if app.is_web:
        name = f"{export_name(session)}.txt"
        text = StringIO(export_text(session, lang))
        app.deliver_text(text, save_filename=name, mime_type="text/plain")
        return words("export.sent", name=name)
    return words("export.done", path=str(write_export(session, folder, lang)))


def write_export(session: Session, folder: Path, lang: str) -> Path:
    """Write the log to a new file in `folder`; its path. Never overwrites an older export."""
    folder.mkdir(parents=True, exist_ok=True)
    base = export_name(session)
    path = folder / f"{base}.txt"
    counter = 2
    while path.exists():
        path = folder / f"{base}-{counter}.txt"
        counter += 1
    path.write_text(export_text(session, lang), encoding="utf-8")
    return path
