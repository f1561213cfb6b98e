"""Past games: every saved game with its winner, to reopen, export (a served tablet's browser
downloads it) or delete after a confirmation; a record that cannot be read says why, in the
list (a row the store cannot read) or when opened (a game that no longer rebuilds)."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Static

from companion.export import send_export
from companion.i18n import has, t
from companion.screens.confirm import ConfirmScreen
from companion.session import RecordError, Session
from companion.store import GameInfo, Listing, StoreError
from companion.widgets.app_header import AppHeader
from companion.widgets.app_keys import AppKeys


class GamesScreen(Screen[None]):
    """The list of saved games, newest first."""

    BINDINGS = [("escape", "app.pop_screen", "")]

    def compose(self) -> ComposeResult:
        lang = self.app.ui_lang
        yield AppHeader()
        with VerticalScroll(id="games"):
            yield Static(t("games.heading", lang), classes="section")
            yield Static(id="games-message", markup=False)
            yield Horizontal(id="games-rescue")
            listing = self._listing()
            if not listing.games and not listing.damaged:
                yield Static(t("games.none", lang))
            for damaged in listing.damaged:
                why = t("games.damaged", lang, number=damaged.id, why=damaged.why)
                yield Static(why, classes="game-damaged", markup=False)
            for game in listing.games:
                with Horizontal(classes="game-row"):
                    yield Static(_describe(game, lang), classes="game-info", markup=False)
                    yield Button(t("games.open", lang), id=f"open-{game.id}", classes="open")
                    yield Button(t("games.export", lang), id=f"export-{game.id}", classes="export")
                    delete = t("games.delete", lang)
                    yield Button(delete, id=f"delete-{game.id}", classes="delete", variant="error")
            with Horizontal(classes="button-row key-row"):
                yield Button(t("games.back", lang), id="games-back")
                yield AppKeys(lang)

    def on_mount(self) -> None:
        self.watch(self.app, "ui_lang", lambda: self.refresh(recompose=True), init=False)

    def _listing(self) -> Listing:
        try:
            return self.app.store.listing()
        except StoreError as error:
            self.app.notify(error.message(self.app.ui_lang), severity="error")
            return Listing([], [])

    def _say(self, text: str) -> None:
        self.query_one("#games-message", Static).update(text)

    @on(Button.Pressed, ".open")
    def open_game(self, event: Button.Pressed) -> None:
        game_id = _game_id(event)
        try:
            session = Session.open(self.app.store, game_id)
        except RecordError as error:
            self.app.report_record(error)
            if error.entry is not None:
                self._offer_rescue(game_id)
            return
        self.app.play(session, replace=True)

    def _offer_rescue(self, game_id: int) -> None:
        """A game that no longer replays can still be played on, from a copy."""
        rescue = self.query_one("#games-rescue", Horizontal)
        rescue.remove_children()
        label = t("games.rescue", self.app.ui_lang)
        rescue.mount(Button(label, id=f"rescue-{game_id}", classes="rescue"))

    @on(Button.Pressed, ".rescue")
    def rescue_game(self, event: Button.Pressed) -> None:
        lang = self.app.ui_lang
        try:
            session = Session.rescue(self.app.store, _game_id(event), t("games.copy", lang))
        except RecordError as error:
            self._say(t("error.record", lang, why=error.reason(lang)))
            return
        self.app.play(session, replace=True)

    @on(Button.Pressed, ".export")
    def export_game(self, event: Button.Pressed) -> None:
        lang = self.app.ui_lang
        try:
            session = Session.open(self.app.store, _game_id(event))
            said = send_export(self.app, session, self.app.exports, lang)
        except RecordError as error:
            self._say(t("error.record", lang, why=error.reason(lang)))
            return
        except OSError as error:
            self._say(t("error.export", lang, why=str(error)))
            return
        self._say(said(lang))

    @on(Button.Pressed, ".delete")
    def delete_game(self, event: Button.Pressed) -> None:
        """Asks first: a deleted game and its journal cannot be brought back."""
        lang = self.app.ui_lang
        game_id = _game_id(event)
        game = next((game for game in self._listing().games if game.id == game_id), None)
        if game is None:
            return
        when = game.created.strftime("%Y-%m-%d %H:%M")
        question = t("games.delete_question", lang, title=game.title, when=when)

        async def answered(yes: bool | None) -> None:
            if not yes:
                return
            try:
                self.app.store.delete_game(game_id)
            except StoreError as error:
                self._say(error.message(self.app.ui_lang))
                return
            await self.recompose()
            self._say(t("games.deleted", lang, title=game.title))

        self.app.push_screen(ConfirmScreen(lang, question, t("games.delete", lang)), answered)

    @on(Button.Pressed, "#games-back")
    def back(self) -> None:
        self.app.pop_screen()


def _game_id(event: Button.Pressed) -> int:
    event.stop()
    return int((event.button.id or "0").rsplit("-", 1)[1])


def _describe(game: GameInfo, lang: str) -> str:
    status = t(f"games.{game.status}", lang) if game.status in ("playing", "over") else game.status
    if has(f"winner.{game.winner}"):
        status += " · " + t(f"winner.{game.winner}", lang)
    when = game.created.strftime("%Y-%m-%d %H:%M")
    return t("games.row", lang, title=game.title, when=when, status=status, moves=game.entries)
