"""Random games played through the app's Session, checking that every accepted move survives
text → move → apply → save → resume.

The fuzzer plays BANG! and BANG! Duel, in table mode (unknown hands, the table reveals the
deck) and full mode, the way the app feeds the session: buttons (legal moves), typed lines
(a legal move written in a random language, then read back), undo and redo, new moves after an
undo (a new branch), the referee's corrections, mangled lines and moves the engine must
refuse. After every step a second session, as another device, catches
up from the saved journal (`Session.sync`) and must hold the same table; at the end of each
game, and now and then on the way, the game is reopened from the store from scratch.

Used by tests/companion/test_session_roundtrip.py (bounded, in CI) and bench/session_fuzz.py
(the long run). Findings are collected, not raised, so one run reports every cause.
"""

from __future__ import annotations

import dataclasses
import random
import time
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cards_data import LANGUAGES, load_bang
from companion.session import Session
from companion.store import Store
from rules.bang.invariants import broken_invariants
from rules.bang.notation import NotationError
from rules.bang.piles import known_copies
from rules.bang.setup import deal
from rules.core.explained import Explained
from rules.core.moves import FixLife
from rules.duel.invariants import broken_invariants as duel_invariants
from rules.duel.piles import known_copies as duel_known_copies
from rules.duel.setup import deal as deal_duel
from tests.rules.random_corrections import random_correction, random_duel_correction
from tests.tally import Tally

NAMES = ("Anna", "Ben", "Carla", "Dario", "Émile", "Jean Luc", "Zoë")
MOVES_PER_GAME = 160
REOPEN_EVERY = 40
"""A full resume from the store every so many steps (the shadow device checks every step)."""


@dataclass
class Report(Tally):
    """What a run did and what it found; `findings` counts each distinct cause once per kind."""

    games: int = 0
    attempted: int = 0
    played: int = 0
    typed: int = 0
    refused: int = 0
    unreadable: int = 0
    undone: int = 0
    redone: int = 0
    corrected: int = 0
    reopened: int = 0

    @property
    def clean(self) -> bool:
        return not self.findings

    def summary(self) -> str:
        lines = [
            f"{self.games} games, {self.attempted} attempted moves in {self.seconds:.1f} s: "
            f"{self.played} played ({self.typed} typed), {self.refused} refused, "
            f"{self.unreadable} unreadable lines, {self.undone} undos, {self.redone} redos, "
            f"{self.corrected} corrections, {self.reopened} full resumes",
            *self.finding_lines(),
        ]
        return "\n".join(lines)


def random_setup(rng: random.Random) -> Any:
    """A table as the app starts one: BANG! or Duel, table or full mode, odd names included."""
    full = rng.random() < 0.4
    seed = rng.randrange(10**6)
    if rng.random() < 0.3:
        first, second = rng.sample(NAMES, 2)
        return deal_duel(first, second, seed=seed, full_information=full)
    names = rng.sample(NAMES, rng.randint(4, 7))
    characters = rng.sample(sorted(load_bang().characters), len(names))
    if "kit_carlson" not in characters and rng.random() < 0.5:
        characters[rng.randrange(len(names))] = "kit_carlson"  # the character that crashed
    roles = None if full else ["sheriff", *[None] * (len(names) - 1)]
    if full:
        return deal(names, characters, seed=seed)
    return deal(names, characters, roles, seed=seed, full_information=False)


def run(
    folder: Path, seed: int, moves: int, seconds: float = float("inf"), report: Report | None = None
) -> Report:
    """Play random games until `moves` moves were attempted or `seconds` have passed."""
    report = report or Report()
    rng = random.Random(seed)
    started = time.perf_counter()
    store = Store(folder / f"fuzz-{seed}.sqlite3")
    while report.attempted < moves and time.perf_counter() - started < seconds:
        setup = random_setup(rng)
        session = Session.start(store, setup, "fuzz", "en")
        shadow = Session.open(Store(store.path), session.game_id)
        report.games += 1
        _play_game(session, shadow, rng, report, moves, started + seconds)
    report.seconds = time.perf_counter() - started
    return report


def _play_game(
    session: Session, shadow: Session, rng: random.Random, report: Report, moves: int, end: float
) -> None:
    for step in range(MOVES_PER_GAME):
        if session.game.winner or report.attempted >= moves or time.perf_counter() > end:
            break
        report.attempted += 1
        try:
            _step(session, rng, report)
            _same(shadow, session, report, "device catching up")
            if step % REOPEN_EVERY == REOPEN_EVERY - 1:
                _reopened(session, report)
        except Exception as error:  # a crash is a finding: record where, play the next game
            where = traceback.extract_tb(error.__traceback__)[-1]
            report.found(
                f"crash {type(error).__name__} at {Path(where.filename).name}:{where.lineno}",
                f"{error} (after {_recent(session)})",
            )
            return
    try:
        _reopened(session, report)
    except Exception as error:
        report.found(f"crash on resume {type(error).__name__}", str(error))


def _step(session: Session, rng: random.Random, report: Report) -> None:
    roll = rng.random()
    if roll < 0.05 and session.history:
        session.undo()
        report.undone += 1
    elif roll < 0.08 and session.undone:
        session.redo()
        report.redone += 1
    elif roll < 0.11:
        _mangled_line(session, rng, report)
    elif roll < 0.14:
        _vaguer_move(session, rng, report)
    elif roll < 0.20:
        _foreign_move(session, rng, report)
    elif roll < 0.25:
        _correction(session, rng, report)
    else:
        _legal_move(session, rng, report, typed=roll < 0.55)


def _legal_move(session: Session, rng: random.Random, report: Report, typed: bool) -> None:
    """A button press, or the same move typed in one of the four languages."""
    legal = session.game.legal_moves()
    if not legal:
        report.found("no legal move", f"pending {session.game.pending}")
        return
    move = rng.choice(legal)
    if typed:
        lang = rng.choice(LANGUAGES)
        try:
            text = session.notation(move, lang)
        except NotationError as error:
            report.found("a legal move cannot be written", f"{move!r}: {error}")
            return
        read = session.parse(text)
        if read != move:
            report.found("a written move reads back otherwise", f"{text!r}: {move!r} → {read!r}")
            return
        report.typed += 1
    refusal = session.play(move)
    if refusal is not None:
        report.found("a legal move is refused by the session", f"{move!r}: {refusal}")
        return
    report.played += 1
    _check_invariants(session, report)


def _mangled_line(session: Session, rng: random.Random, report: Report) -> None:
    """A typing slip: a word dropped, doubled or swapped in a legal move's text."""
    legal = session.game.legal_moves()
    if not legal:
        return
    words = session.notation(rng.choice(legal), rng.choice(LANGUAGES)).split()
    i = rng.randrange(len(words))
    slip = rng.choice(("drop", "double", "swap"))
    if slip == "drop":
        del words[i]
    elif slip == "double":
        words.insert(i, words[i])
    else:
        j = rng.randrange(len(words))
        words[i], words[j] = words[j], words[i]
    try:
        move = session.parse(" ".join(words))
    except NotationError:
        report.unreadable += 1
        return
    _attempt(session, move, report)


def _vaguer_move(session: Session, rng: random.Random, report: Report) -> None:
    """A legal move with its card told in part, as a table says what it saw: the name alone,
    the corner alone (a Duel symbol, a BANG! index), or nothing ("a card")."""
    moves = [move for move in session.game.legal_moves() if hasattr(move, "card")]
    if not moves:
        return
    move = rng.choice(moves)
    card = move.card
    if not dataclasses.is_dataclass(card):
        return
    kept = {f.name: getattr(card, f.name) for f in dataclasses.fields(card) if rng.random() < 0.5}
    _attempt(session, dataclasses.replace(move, card=type(card)(**kept)), report)


def _foreign_move(session: Session, rng: random.Random, report: Report) -> None:
    """A move legal a moment ago or for someone else: most are refused, all must be safe."""
    candidates = [logged.move for logged in session.history[-20:]]
    if not candidates:
        return
    _attempt(session, rng.choice(candidates), report)


def _correction(session: Session, rng: random.Random, report: Report) -> None:
    """A referee's correction, sensible or not, tapped or typed in one of the four languages
    (a Duel's only kind, a character's life, can be typed)."""
    if session.presenter.name == "duel":
        move = random_duel_correction(session.game.state, rng)
    else:
        move = random_correction(session.game.state, rng)
    if rng.random() < 0.5 and (isinstance(move, FixLife) or session.presenter.name != "duel"):
        text = session.notation(move, rng.choice(LANGUAGES))
        if session.parse(text) != move:
            report.found("a correction reads back otherwise", f"{text!r}: {move!r}")
            return
    played = report.played
    _attempt(session, move, report)
    report.corrected += report.played - played


def _attempt(session: Session, move: Any, report: Report) -> None:
    """Play a move that may be illegal: a refusal must leave the table and journal untouched."""
    before, seq = session.game.state, session.seq
    refusal = session.play(move)
    if refusal is None:
        report.played += 1
        _check_invariants(session, report)
        return
    report.refused += 1
    if not isinstance(refusal, Explained):
        report.found("a refusal without a reason", repr(refusal))
    if session.game.state != before or session.seq != seq:
        report.found("a refused move changed the game", repr(move))


def _check_invariants(session: Session, report: Report) -> None:
    """The rules' invariants, and at a table the copy matching: every game here starts from a
    deal, so the cards the table has named must always be distinct copies of the deck."""
    state = session.game.state
    check = duel_invariants if session.presenter.name == "duel" else broken_invariants
    for problem in check(state):
        report.found(f"invariant: {problem.split(' ', 1)[-1][:40]}", problem)
    copies = duel_known_copies if session.presenter.name == "duel" else known_copies
    if not state.full_information and not copies(state).consistent:
        report.found("more copies named than the deck holds", " / ".join(_recent(session)))


def _reopened(session: Session, report: Report) -> None:
    """The game rebuilt from the store alone, as after a crash, must be the same game."""
    again = Session.open(Store(session.store.path), session.game_id)
    report.reopened += 1
    _same(again, session, report, "resume")


def _same(copy: Session, session: Session, report: Report, how: str) -> None:
    copy.sync()
    if copy.game.state != session.game.state:
        report.found(f"{how}: another table", f"after {_recent(session)}")
    elif [m.move for m in copy.history] != [m.move for m in session.history]:
        report.found(f"{how}: another move list", f"after {_recent(session)}")
    elif [m.move for m in copy.undone] != [m.move for m in session.undone]:
        report.found(f"{how}: another redo list", f"after {_recent(session)}")
    elif _branches(copy) != _branches(session):
        report.found(f"{how}: other abandoned branches", f"after {_recent(session)}")


def _branches(session: Session) -> list[tuple[int, list[Any]]]:
    return [(branch.at, [m.move for m in branch.moves]) for branch in session.abandoned]


def _recent(session: Session) -> list[str]:
    """The last moves played, as the log shows them, to say where a finding came from."""
    texts = []
    for logged in session.history[-3:]:
        try:
            texts.append(session.notation(logged.move))
        except NotationError:
            texts.append(repr(logged.move))
    return texts
