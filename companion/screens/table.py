"""The table: seats around it, the pending decision as buttons, the command line, the log.

The screen renders the session's game and turns taps and typed lines into moves; the session
checks them with the engine, saves them, and the screen redraws what the engine now says.
"""

from __future__ import annotations

from collections.abc import Callable

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import Resize
from textual.geometry import Size
from textual.reactive import Reactive
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Input, Static

from companion.choice_tree import Choice
from companion.export import send_export
from companion.i18n import Said, t, words
from companion.layout import PHONE_BELOW
from companion.logged import Logged
from companion.names import move_sentence, reason_name
from companion.screens.correction import CorrectionForm
from companion.session import RecordError, Session
from companion.store import Conflict, StoreBusy, StoreError
from companion.told import move_and_consequences
from companion.widgets.app_header import AppHeader
from companion.widgets.app_keys import APP_KEYS, key_button, relabel_keys
from companion.widgets.choice_panel import ChoicePanel
from companion.widgets.command_line import CommandLine, MoveSuggester
from companion.widgets.draw_panel import DrawPanel, read_label
from companion.widgets.fitted_grid import FittedGrid
from companion.widgets.log_view import LogView
from companion.widgets.next_banner import NextBanner
from companion.widgets.ring import TableRing
from companion.widgets.seat import Seat
from rules.bang.narration import CheckChoice, CheckResult, SecondCard
from rules.bang.notation import NotationError
from rules.bang.state import Check, DrawReveal, State
from rules.core.face_up import FaceUp
from rules.core.moves import GameMove, Reveal
from rules.core.refusals import IllegalMove

NARROW_BELOW = 120
"""Terminal columns under which the tablet layout is used. A 10-inch tablet upright is served
at 104 to 107 columns: laid out wide, with the log beside, its seats were 21 columns wide and
its buttons 11 ("Wincheste", "Be")."""
SHORT_BELOW = 32
"""Terminal rows under which buttons and fields lose their borders, so that the seats and the
decision (its prompt, its buttons, the draw! panel) share the few rows there are. A phone has
rows enough, and keeps buttons three rows tall, big enough for a finger."""
TALL_FROM = 60
"""Terminal rows from which a narrow screen shows the log below the table (a tablet upright,
75 rows), not only on request."""
TOOLBAR = (
    ("screen.undo", "toolbar.undo"),
    ("screen.redo", "toolbar.redo"),
    ("screen.correct", "toolbar.correct"),
    ("screen.export", "toolbar.export"),
    ("screen.toggle_log", "toolbar.log"),
    *APP_KEYS,
    ("screen.big_type", "toolbar.big"),
    ("screen.menu", "toolbar.menu"),
)
"""Every key of the table as a button, in the order of the toolbar."""


class TableScreen(Screen[None]):
    """One game in play."""

    BINDINGS = [
        Binding("ctrl+z", "undo", show=False),
        Binding("ctrl+y", "redo", show=False),
        Binding("f3", "toggle_log", show=False),
        Binding("f4", "export", show=False),
        Binding("f10", "menu", show=False),
        Binding("escape", "step_back", show=False),
    ]
    AUTO_FOCUS = "#command"
    focused: Reactive[Widget | None] = Reactive(None, repaint=False)
    """Textual's, without its repaint of the whole screen at each change of focus: a tap
    moves the focus up to three times (to the button, off it as it goes, to the next step's
    first), and each repaint of all of it cost more than the move itself. The widgets that
    gain and lose the focus restyle and repaint themselves."""

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.selected: str | None = None
        self.narrow = False
        self.candidates: list[str] = []
        self.shown_state: State | None = None
        self.over_shown = False
        self.said: tuple[Said, bool] | None = None
        """The message shown below the table, kept to be said again in another language."""

    @property
    def lang(self) -> str:
        return self.app.ui_lang

    def compose(self) -> ComposeResult:
        self._lay_out(self.app.size)
        yield AppHeader()
        yield NextBanner()
        with Horizontal(id="table-body"):
            with Vertical(id="table-side"):  # the seats whole; the decision scrolls below them
                with VerticalScroll(id="table-main"):
                    yield self._ring()
                with VerticalScroll(id="decision"):
                    yield Static(id="pending-text", markup=False)
                    yield ChoicePanel()
            yield LogView()
        yield Static(id="message", markup=False)
        yield CommandLine(id="command", suggester=MoveSuggester(lambda: self.candidates))
        with FittedGrid(id="toolbar"):
            for action, key in TOOLBAR:
                yield key_button(action, key, self.lang, "tool", not self.app.is_web)

    async def on_mount(self) -> None:
        self.watch(self.app, "ui_lang", self._relabel, init=False)
        shows = self.session.presenter.camera_shows
        if shows is not None:
            self.app.prepare_camera(shows)
        if self.app.sync_seconds:
            self.set_interval(self.app.sync_seconds, self._poll)
        await self.redraw()

    async def _relabel(self) -> None:
        for panel in self.query(DrawPanel):
            panel.relabel(self.lang)
        if self.said is not None:
            self.say(*self.said)
        await self.redraw(same_decision=True)

    # ---- drawing ---------------------------------------------------------------------------

    async def redraw(self, same_decision: bool = False) -> None:
        """Show the game as the engine has it now, in one repaint: a screen drawn while the
        seats had changed and the buttons had not would offer the last step's choices."""
        with self.app.batch_update():
            await self._redraw(same_decision)

    async def _redraw(self, same_decision: bool) -> None:
        game = self.session.game
        lang = self.lang
        new_decision = game.state is not self.shown_state
        self.title = t("app.title", lang)
        self.sub_title = self.session.title
        await self._sync_ring()
        self._draw_seats()
        self.query_one("#table-centre", Static).update(self._centre_text())
        presenter = self.session.presenter
        self.query_one("#pending-text", Static).update(presenter.pending_text(game, lang))
        self.query_one(NextBanner).show(presenter, game, lang)
        self.query_one(LogView).show(self.session, lang)
        self._label_toolbar()
        self.query_one("#command", CommandLine).placeholder = t("command.placeholder", lang)
        await self._sync_draw_panel(new_decision)
        tree = presenter.choices(game, lang)
        self.candidates = [*_leaf_lines(tree, self.session, lang), "undo", "redo"]
        await self.query_one(ChoicePanel).show(tree, lang, keep_path=same_decision)
        self.shown_state = game.state  # only now, all of it drawn
        if game.winner and not self.over_shown:
            self.over_shown = True
            self._show_game_over()

    def _draw_seats(self) -> None:
        seats = self.query(Seat).results(Seat)
        self.session.presenter.show_seats(seats, self.session.game, self.selected, self.lang)

    def _centre_text(self) -> str:
        state, compact = self.session.game.state, self.has_class("-compact")
        return self.session.presenter.centre_text(state, self.lang, self.selected, compact)

    def _label_toolbar(self) -> None:
        relabel_keys(TOOLBAR, self.query(".tool").results(Button), self.lang, not self.app.is_web)
        self.query_one("#toolbar", FittedGrid).fit()

    async def _sync_draw_panel(self, new_decision: bool) -> None:
        """The draw! panel is there exactly while the table must reveal a card."""
        waiting = self.session.game.pending
        panels = list(self.query(DrawPanel))
        if waiting.kind != "reveal":
            for panel in panels:
                await panel.remove()
            return
        if panels and not new_decision:
            return
        for panel in panels:
            await panel.remove()
        needs = self.session.presenter.draw_needs(self.session.game)
        camera = self.app.card_camera if self.app.camera_enabled else None
        face_up = isinstance(waiting.request, FaceUp)
        panel = DrawPanel(
            self.lang,
            camera,
            needs.index,
            needs.cards,
            duel=needs.symbol,
            ranked=needs.ranked,
            face_up=face_up,
        )
        await self.query_one("#decision").mount(panel, before=self.query_one(ChoicePanel))

    def say(self, said: Said, error: bool = False) -> None:
        """Show a message below the table, in the UI language now and in any chosen later."""
        self.said = (said, error)
        message = self.query_one("#message", Static)
        message.update(said(self.lang))
        message.set_class(error, "-error")

    # ---- moves -----------------------------------------------------------------------------

    async def submit(self, move: GameMove, by_camera: bool = False) -> bool:
        """Hand the move to the session; show the refusal, or the new table. True if played.
        A card the players revealed themselves (typed or tapped) teaches the camera."""
        teach = self._teacher() if isinstance(move, Reveal) and not by_camera else None
        try:
            refusal = self.session.play(move)
        except Conflict:
            self.say(words("error.conflict"), error=True)
            await self.redraw()
            return False
        except StoreError as error:
            self.say(_not_saved(error), error=True)
            return False
        if refusal is not None:
            self.say(_refused(refusal), error=True)
            return False
        logged = self.session.history[-1]
        self.say(lambda lang: move_and_consequences(logged, lang))
        if teach is not None:
            teach(move)
        await self.redraw()
        return True

    def _teacher(self) -> Callable[[Reveal], None] | None:
        """What teaches the open camera of the draw! panel a revealed card, if there is one."""
        panels = [panel for panel in self.query(DrawPanel) if panel.camera_in_use is not None]
        if not panels or not self.session.presenter.teaches_camera:
            return None
        camera = panels[0].camera_in_use
        assert camera is not None

        def teach(move: Reveal) -> None:
            card = move.card
            if card.suit is None:
                return
            try:
                camera.teach(((card.suit, card.rank),))
            except OSError as error:
                self.say(words("draw.examples_unsaved", why=str(error)), error=True)

        return teach

    @on(Input.Submitted, "#command")
    async def typed(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        if not text:
            return
        if text.casefold() in ("undo", "redo"):
            event.input.value = ""
            await (self.action_undo() if text.casefold() == "undo" else self.action_redo())
            return
        try:
            move = self.session.parse(text)
        except NotationError as error:
            reason = error.reason  # the line itself is still in the field
            self.say(lambda lang: t("error.notation", lang, why=reason.message(lang)), error=True)
            return
        if await self.submit(move):
            event.input.value = ""

    @on(ChoicePanel.Chosen)
    async def chosen(self, event: ChoicePanel.Chosen) -> None:
        await self.submit(event.move)

    @on(ChoicePanel.Refused)
    def refused(self, event: ChoicePanel.Refused) -> None:
        refusal = self.session.game.check(event.move)
        self.say(_refused(refusal) if refusal else words("refused", why=event.why), error=True)

    @on(DrawPanel.Revealed)
    async def revealed(self, event: DrawPanel.Revealed) -> None:
        request = self.session.game.pending.request
        for card in event.cards:
            if not await self.submit(Reveal(card), by_camera=event.by_camera):
                return
        if event.by_camera and isinstance(request, Check | DrawReveal):
            self.say(_decided(event.cards, self.session.history[-1]))

    @on(DrawPanel.UseDemo)
    async def use_demo(self) -> None:
        self.app.use_demo_camera()
        await self._sync_draw_panel(new_decision=True)

    @on(Seat.Selected)
    def select(self, event: Seat.Selected) -> None:
        self.selected = None if self.selected == event.player else event.player
        self._draw_seats()
        self.query_one("#table-centre", Static).update(self._centre_text())

    # ---- actions ---------------------------------------------------------------------------

    async def action_undo(self) -> None:
        await self._step(self.session.undo, "undo.done", "undo.nothing")

    async def action_redo(self) -> None:
        nothing = "redo.branch" if self.session.just_branched else "redo.nothing"
        await self._step(self.session.redo, "redo.done", nothing)

    async def _step(self, step: Callable[[], Logged | None], done: str, nothing: str) -> None:
        """Undo or redo; Game over shows again when the step (a redo) is what wins the game."""
        won_before = bool(self.session.game.winner)
        try:
            logged = step()
        except Conflict:
            self.say(words("error.conflict"), error=True)
            await self.redraw()
            return
        except StoreError as error:
            self.say(_not_saved(error), error=True)
            return
        if logged is None:
            self.say(words(nothing), error=True)
            return
        self.over_shown = won_before
        self.say(lambda lang: t(done, lang, move=move_sentence(logged.move, lang, logged.before)))
        await self.redraw()

    def action_correct(self) -> None:
        """The correction form; what it builds is played like any move."""

        async def after(correction: GameMove | None) -> None:
            if correction is not None:
                await self.submit(correction)

        form = CorrectionForm(self.session.presenter, self.session.game.state, self.lang)
        self.app.push_screen(form, after)

    def action_export(self) -> None:
        try:
            said = send_export(self.app, self.session, self.app.exports, self.lang)
        except OSError as error:
            self.say(words("error.export", why=str(error)), error=True)
            return
        self.say(said)

    def action_toggle_log(self) -> None:
        self.toggle_class("-show-log")

    def action_big_type(self) -> None:
        from companion.screens.big_type import BigTypeScreen

        self.app.push_screen(BigTypeScreen(self.session), lambda _: self.call_later(self.redraw))

    def action_menu(self) -> None:
        self.app.pop_screen()

    async def action_step_back(self) -> None:
        if not await self.query_one(ChoicePanel).back():
            self.selected = None
            self._draw_seats()

    async def _poll(self) -> None:
        """Catch up with moves saved by another process sharing the game."""
        try:
            fresh = self.session.sync()
        except RecordError as error:
            reason = error.reason
            self.say(lambda lang: t("error.record", lang, why=reason(lang)), error=True)
            return
        if fresh:
            self.say(self._from_another_device(fresh[-1].kind))
            await self.redraw()

    def _from_another_device(self, kind: str) -> Said:
        """What the last entry another device saved did (the log shows any before it): the
        move with what followed on its own, or the move it took back."""
        if kind == "undo":
            taken = self.session.undone[-1]
            return lambda lang: t(
                "sync.undone", lang, move=move_sentence(taken.move, lang, taken.before)
            )
        logged = self.session.history[-1]
        return lambda lang: t(
            "sync.played",
            lang,
            said=move_and_consequences(logged, lang),
        )

    async def on_resize(self, event: Resize) -> None:
        self._lay_out(event.size)
        if await self._sync_ring():
            self._draw_seats()
            self.query_one("#table-centre", Static).update(self._centre_text())

    def _lay_out(self, size: Size) -> None:
        """The layout's classes for a screen of this size: narrow (a tablet upright: seats in
        two columns, the log below them if tall, else on request), short (one-line buttons),
        compact (borderless seats, on a short screen or a phone)."""
        self.narrow = size.width < NARROW_BELOW
        short = size.height < SHORT_BELOW
        self.set_class(self.narrow, "-narrow")
        self.set_class(size.height >= TALL_FROM, "-tall")
        self.set_class(short, "-short")
        self.set_class(short or size.width < PHONE_BELOW, "-compact")

    def _ring(self) -> TableRing:
        """The seats of the players still in the game, as the screen's layout places them: a
        short screen keeps two rows of seats at any width, its rows being the fewest (a Duel's
        two sides, one row)."""
        seated = self.session.presenter.seated(self.session.game.state)
        short = self.has_class("-short")
        columns = self.narrow and (not short or len(seated) <= 2)
        return TableRing(self.session.names, seated, columns, self.has_class("-compact"))

    async def _sync_ring(self) -> bool:
        """Build the ring again if its layout or its players changed; True if it was."""
        old, new = self.query_one(TableRing), self._ring()
        if (old.seated, old.narrow, old.compact) == (new.seated, new.narrow, new.compact):
            return False
        await old.remove()
        await self.query_one("#table-main").mount(new, before=0)
        return True

    def _show_game_over(self) -> None:
        from companion.screens.game_over import GameOverScreen

        async def after(choice: str | None) -> None:
            if choice == "undo":
                await self.action_undo()
            elif choice == "menu":
                self.app.pop_screen()

        self.app.push_screen(GameOverScreen(self.session), after)


def _refused(refusal: IllegalMove) -> Said:
    return lambda lang: t("refused", lang, why=refusal.message(lang))


def _decided(cards: tuple, logged: Logged) -> Said:
    """What the camera read and what the engine made of it, from the events of the last card
    revealed (`logged`): "Camera: ♠, rank unread. Barrel: failure.", or, when Lucky Duke's
    two cards disagree, that he now chooses the one that counts."""

    def said(lang: str) -> str:
        shown = " + ".join(read_label((card.suit, card.rank), lang) for card in cards if card.suit)
        outcomes = (_draw_outcome(event, lang) for event in logged.events)
        outcome = next((words for words in outcomes if words is not None), "")
        return t("draw.decided", lang, card=shown, outcome=outcome)

    return said


def _draw_outcome(event: object, lang: str) -> str | None:
    """What a draw!'s event says of it: success or failure (Black Jack's second card: red or
    not), or Lucky Duke to choose the card that counts; None for any other event."""
    match event:
        case CheckChoice(player=player):
            return t("draw.outcome_choose", lang, player=player)
        case CheckResult(reason=reason, succeeded=succeeded):
            return _outcome(reason, succeeded, lang)
        case SecondCard(bonus=bonus):
            return _outcome("black_jack", bonus, lang)
    return None


def _outcome(reason: str, good: bool, lang: str) -> str:
    if reason == "black_jack":
        key = "draw.outcome_red" if good else "draw.outcome_black"
    else:
        key = "draw.outcome_good" if good else "draw.outcome_bad"
    return t(key, lang, check=reason_name(reason, lang))


def _leaf_lines(root: Choice, session: Session, lang: str) -> list[str]:
    """The notation of every move the choice buttons offer, for the command line completion
    (not the red buttons' moves, which the engine refuses)."""
    lines: list[str] = []
    stack = [root]
    while stack:
        node = stack.pop(0)
        if node.move is not None and node.refusal is None:
            try:
                lines.append(session.notation(node.move, lang))
            except NotationError:
                continue
        stack.extend(node.children)
    return lines


def _not_saved(error: StoreError) -> Said:
    """Why a move was not played: the database is busy elsewhere (try again), or failed."""
    if isinstance(error, StoreBusy):
        return words("error.busy")
    return lambda lang: t("error.save", lang, why=error.message(lang))
