"""Big type, to be read across the table: each seat's life, whose turn it is, and what the
game waits for, the way life-counter apps show it.

The screen only reads the session: it never moves. It follows the game once a second, so a
move entered on another device (or under it, on the table screen) shows without a tap; when
it closes, the table redraws whatever changed meanwhile.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Static

from companion.games.presenter import Life
from companion.i18n import t
from companion.session import RecordError, Session
from companion.widgets.app_header import AppHeader
from companion.widgets.app_keys import AppKeys
from companion.widgets.big_digits import big_number
from companion.widgets.close_button import CloseButton

REFRESH_SECONDS = 1.0
WIDE_FROM = 100
"""Terminal columns from which more than four seats are laid out three abreast."""


def lives(session: Session, lang: str) -> list[Life]:
    """Every seat in table order; in a Duel, each side's characters still in play."""
    return session.presenter.lives(session.game.state, lang)


def whose_turn(session: Session, lang: str) -> str:
    state = session.game.state
    player = session.presenter.turn_player(state)
    return t("centre.turn", lang, player=player, phase=t(f"phase.{state.phase}", lang))


class BigTypeScreen(Screen[None]):
    """Life in digits seven rows tall per seat, the turn and the awaited decision in bold."""

    BINDINGS = [Binding("escape", "dismiss", show=False)]

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session

    @property
    def lang(self) -> str:
        return self.app.ui_lang

    def compose(self) -> ComposeResult:
        yield AppHeader()
        yield Static(id="big-turn", markup=False)
        yield Static(id="big-waiting", markup=False)
        with Grid(id="big-seats"):
            for index, _ in enumerate(lives(self.session, self.lang)):
                with Vertical(classes="big-seat", id=f"big-seat-{index}"):
                    yield Static(classes="big-name", markup=False)
                    yield Static(classes="big-life", markup=False)
                    yield Static(classes="big-max", markup=False)
        with Horizontal(classes="button-row key-row"):
            yield CloseButton(self.lang, "screen.dismiss")
            yield AppKeys(self.lang)

    def on_mount(self) -> None:
        seats = len(lives(self.session, self.lang))
        wide = self.app.size.width >= WIDE_FROM and seats > 4
        self.query_one("#big-seats", Grid).styles.grid_size_columns = 3 if wide else 2
        self.watch(self.app, "ui_lang", self._relabel, init=False)
        self.set_interval(REFRESH_SECONDS, self._follow)
        self.show()

    def _relabel(self) -> None:
        self.query_one(CloseButton).label = "✕ " + t("close", self.lang)
        self.show()

    def _follow(self) -> None:
        """Catch up with moves saved elsewhere (the table reports a broken record itself)."""
        try:
            changed = self.session.sync()
        except RecordError:
            return
        if changed:
            self.show()

    def show(self) -> None:
        """The game as it is now: the turn, the decision awaited, every seat's life."""
        lang = self.lang
        self.query_one("#big-turn", Static).update(whose_turn(self.session, lang))
        self.query_one("#big-waiting", Static).update(
            self.session.presenter.pending_text(self.session.game, lang)
        )
        shown = lives(self.session, lang)
        for index, seat in enumerate(self.query(".big-seat")):
            seat.display = index < len(shown)  # a Duel character out leaves its slot
            if not seat.display:
                continue
            life = shown[index]
            seat.set_class(life.current, "-current")
            seat.set_class(life.life == 0, "-out")
            seat.query_one(".big-name", Static).update(life.label)
            seat.query_one(".big-life", Static).update(big_number(life.life))
            seat.query_one(".big-max", Static).update(f"/ {life.max_life}")
