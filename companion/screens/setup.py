"""New game: BANG! or BANG! Duel, the language, then the players.

BANG!: the players in seating order, their characters, the Sheriff. Only the Sheriff's role is
entered: the other roles stay face down until their player is eliminated and shows the card.

BANG! Duel: the two players (Lawmen and Outlaws) and the life printed on the characters' cards
where it differs from the data's (the lives of the engine's Duel setup). The characters themselves
stay face down: the players say which two they start with at the table (a StartWith move).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Input, Static

from cards_data import load_bang, load_duel
from companion.i18n import t
from companion.names import character_name
from companion.screens.character_picker import RANDOM, CharacterPicker
from companion.screens.language import language_buttons, pressed_language
from companion.screens.learn import LearnScreen
from companion.session import Session
from companion.store import StoreError
from companion.widgets.app_header import AppHeader
from companion.widgets.app_keys import AppKeys
from companion.widgets.close_button import CloseButton
from companion.widgets.focus import keeping_focus
from rules.bang.notation import NotationError, reserved_meaning
from rules.bang.setup import SetupError, deal
from rules.core.explained import Explained
from rules.core.player_names import check_names
from rules.duel import notation as duel_notation
from rules.duel.setup import deal as deal_duel

BANG, DUEL = "bang", "duel"

MIN_PLAYERS, MAX_PLAYERS = 4, 7


@dataclass
class Entrant:
    """A player being seated: name and character (None: dealt at random at the start)."""

    name: str
    character: str | None = None


@dataclass(frozen=True)
class Removed:
    """The player the ✕ last removed, where they sat and whether they were the Sheriff: enough
    to put them back as they were."""

    seat: int
    entrant: Entrant
    sheriff: bool


class SetupScreen(Screen[None]):
    """The form of a new game; the engine's deal() builds the setup."""

    BINDINGS = [("escape", "app.pop_screen", "")]

    def __init__(self) -> None:
        super().__init__()
        self.entrants: list[Entrant] = []
        self.sheriff: str | None = None
        self.picked: int | None = None
        self.removed: Removed | None = None
        self.typed_name = ""
        self.game = BANG
        self.duel_fields = {"lawmen-name": "", "outlaws-name": "", "lives": ""}

    def compose(self) -> ComposeResult:
        lang = self.app.ui_lang
        yield AppHeader()
        with VerticalScroll(id="setup"):
            with Horizontal(classes="button-row key-row"):
                yield CloseButton(lang, "app.pop_screen")
                yield AppKeys(lang, skip=("app.next_language",))  # the language buttons below
            yield Static(t("setup.game", lang), classes="section")
            with Horizontal(classes="button-row"):
                for game, label in ((BANG, "BANG!"), (DUEL, t("setup.duel", lang))):
                    variant = "primary" if self.game == game else "default"
                    yield Button(label, id=f"game-{game}", classes="game", variant=variant)
            yield Static(t("start.language", lang), classes="section")
            with Horizontal(classes="button-row"):
                yield from language_buttons(lang)
            if self.game == DUEL:
                yield from self._duel_form(lang)
                return
            yield Static(t("setup.players", lang), classes="section")
            with Horizontal(id="add-row"):
                yield Input(self.typed_name, placeholder=t("setup.name", lang), id="new-name")
                yield Button(t("setup.add", lang), id="add-player", variant="primary")
            yield Static(t("setup.order_hint", lang), id="order-hint")
            yield Vertical(*self._rows(), id="entrants")
            yield Static(id="setup-error", markup=False)
            yield Button(t("setup.start", lang), id="start-game", variant="success")

    def _duel_form(self, lang: str) -> ComposeResult:
        yield Static(t("setup.duel_players", lang), classes="section")
        for key, hint in (
            ("lawmen-name", "setup.lawmen_name"),
            ("outlaws-name", "setup.outlaws_name"),
        ):
            yield Input(
                self.duel_fields[key], placeholder=t(hint, lang), id=key, classes="duel-field"
            )
        yield Static(t("setup.lives", lang), classes="section")
        yield Input(
            self.duel_fields["lives"],
            placeholder=t("setup.lives_placeholder", lang),
            id="lives",
            classes="duel-field",
        )
        yield Static(t("setup.lives_assumed", lang, lives=_assumed_lives(lang)), id="lives-assumed")
        yield Static(id="setup-error", markup=False)
        with Horizontal(classes="button-row"):
            yield Button(t("setup.start", lang), id="start-duel", variant="success")
            if self.app.camera_enabled and self.app.camera_mode != "demo":
                yield Button(t("setup.learn_symbols", lang), id="duel-learn")

    def on_mount(self) -> None:
        self.watch(self.app, "ui_lang", self._relabel, init=False)
        self._focus_first()

    def _focus_first(self) -> None:
        self.query_one("#lawmen-name" if self.game == DUEL else "#new-name", Input).focus()

    async def _relabel(self) -> None:
        await keeping_focus(self, self.recompose)

    def _rows(self) -> list[Horizontal]:
        lang = self.app.ui_lang
        rows = []
        for i, entrant in enumerate(self.entrants):
            character = (
                character_name(entrant.character, lang)
                if entrant.character
                else t("setup.random_character", lang)
            )
            is_sheriff = entrant.name == self.sheriff
            rows.append(
                Horizontal(
                    Button(
                        f"{i + 1}. {entrant.name}",
                        id=f"seat-name-{i}",
                        classes="seat-name",
                        variant="warning" if self.picked == i else "default",
                    ),
                    Button(character, id=f"character-{i}", classes="character"),
                    Button(
                        ("★ " if is_sheriff else "☆ ") + t("setup.sheriff", lang),
                        id=f"sheriff-{i}",
                        classes="sheriff",
                        variant="warning" if is_sheriff else "default",
                    ),
                    Button("✕", id=f"remove-{i}", classes="remove", variant="error"),
                    classes="entrant",
                )
            )
        if self.removed is not None:
            gone = t("setup.removed", lang, name=self.removed.entrant.name)
            undo = Button(t("setup.undo_remove", lang), id="undo-remove")
            rows.append(Horizontal(Static(gone, classes="seat-name"), undo, classes="entrant"))
        return rows

    async def _redraw(self) -> None:
        """The players' rows again; the tapped button keeps the focus (else the name field)."""

        async def rows() -> None:
            box = self.query_one("#entrants", Vertical)
            await box.remove_children()
            await box.mount_all(self._rows())

        await keeping_focus(self, rows, "#new-name")

    def _fail(self, key: str, **params: object) -> None:
        self._show(t(key, self.app.ui_lang, **params))

    def _refused(self, error: Exception) -> None:
        """Why the game cannot start: in the UI language when the rules word it (a setup error),
        else as the store says it."""
        self._show(error.message(self.app.ui_lang) if isinstance(error, Explained) else str(error))

    def _show(self, why: str) -> None:
        self.query_one("#setup-error", Static).update(why)

    # ---- input -----------------------------------------------------------------------------

    @on(Button.Pressed, ".game")
    async def choose_game(self, event: Button.Pressed) -> None:
        event.stop()
        self.game = (event.button.id or "game-bang").removeprefix("game-")
        await self.recompose()
        self._focus_first()

    @on(Input.Changed, ".duel-field")
    def remember_field(self, event: Input.Changed) -> None:
        self.duel_fields[event.input.id or ""] = event.value

    @on(Input.Submitted, ".duel-field")
    def next_field(self, event: Input.Submitted) -> None:
        event.stop()
        self.focus_next()

    @on(Button.Pressed, "#duel-learn")
    def learn_symbols(self) -> None:
        """Teach the webcam the deck's Duel symbols before the first reveal asks for one."""
        self.app.push_screen(LearnScreen(self.app.card_camera))

    @on(Button.Pressed, "#start-duel")
    def start_duel(self) -> None:
        lawmen, outlaws = (
            " ".join(self.duel_fields[f"{s}-name"].split()) for s in ("lawmen", "outlaws")
        )
        try:
            lives = parse_lives(self.duel_fields["lives"], self.app.ui_lang)
        except ValueError as error:
            self._fail("setup.bad_lives", why=str(error))
            return
        try:
            setup = deal_duel(
                lawmen, outlaws, seed=self.app.game_seed(), full_information=False, lives=lives
            )
            session = Session.start(
                self.app.store, setup, f"Duel: {lawmen}, {outlaws}", self.app.ui_lang
            )
        except (ValueError, StoreError) as error:  # the Duel setup refuses a name, a life
            self._refused(error)
            return
        self.app.play(session, replace=True)

    @on(Input.Changed, "#new-name")
    def remember_name(self, event: Input.Changed) -> None:
        self.typed_name = event.value

    @on(Input.Submitted, "#new-name")
    @on(Button.Pressed, "#add-player")
    async def add_player(self) -> None:
        field = self.query_one("#new-name", Input)
        name = " ".join(field.value.split())
        try:  # the rule the game itself applies to names, so a seated name is never refused
            check_names([*(e.name for e in self.entrants), name], reserved_meaning, SetupError)
        except SetupError as error:
            self._refused(error)
            return
        if len(self.entrants) >= MAX_PLAYERS:
            self._fail("setup.too_many", n=MAX_PLAYERS)
            return
        self.entrants.append(Entrant(name))
        self.removed = None  # the seat it would go back to may now be another's
        field.value = ""
        self._show("")
        await self._redraw()
        field.focus()

    @on(Button.Pressed, ".seat-name")
    async def reorder(self, event: Button.Pressed) -> None:
        """First tap picks a player, second tap moves them to the tapped seat."""
        index = _index(event)
        if self.picked is None:
            self.picked = index
        else:
            moving = self.entrants.pop(self.picked)
            self.entrants.insert(index, moving)
            self.picked = None
        await self._redraw()

    @on(Button.Pressed, ".sheriff")
    async def toggle_sheriff(self, event: Button.Pressed) -> None:
        name = self.entrants[_index(event)].name
        self.sheriff = None if self.sheriff == name else name
        await self._redraw()

    @on(Button.Pressed, ".remove")
    async def remove_entrant(self, event: Button.Pressed) -> None:
        seat = _index(event)
        gone = self.entrants.pop(seat)
        self.removed = Removed(seat, gone, gone.name == self.sheriff)
        if gone.name == self.sheriff:
            self.sheriff = None
        self.picked = None
        await self._redraw()

    @on(Button.Pressed, "#undo-remove")
    async def undo_remove(self, event: Button.Pressed) -> None:
        """The player the ✕ removed comes back to their seat, Sheriff if they were."""
        event.stop()
        if self.removed is None:
            return
        back = self.removed
        self.entrants.insert(min(back.seat, len(self.entrants)), back.entrant)
        if back.sheriff:
            self.sheriff = back.entrant.name
        self.removed = None
        await self._redraw()

    @on(Button.Pressed, ".character")
    def pick_character(self, event: Button.Pressed) -> None:
        index = _index(event)
        taken = {e.character for i, e in enumerate(self.entrants) if e.character and i != index}

        async def chosen(character: str | None) -> None:
            if character is None:
                return
            self.entrants[index].character = None if character == RANDOM else character
            await self._redraw()

        self.app.push_screen(CharacterPicker(self.app.ui_lang, taken), chosen)

    @on(Button.Pressed, ".language")
    def language(self, event: Button.Pressed) -> None:
        self.app.ui_lang = pressed_language(event)

    @on(Button.Pressed, "#start-game")
    def start(self) -> None:
        if not MIN_PLAYERS <= len(self.entrants) <= MAX_PLAYERS:
            self._fail("setup.count", low=MIN_PLAYERS, high=MAX_PLAYERS)
            return
        if self.sheriff is None:
            self._fail("setup.no_sheriff")
            return
        seed = self.app.game_seed()
        names = [e.name for e in self.entrants]
        try:
            setup = deal(
                names,
                _characters(self.entrants, seed),
                ["sheriff" if name == self.sheriff else None for name in names],
                seed=seed,
                full_information=False,
            )
            session = Session.start(self.app.store, setup, ", ".join(names), self.app.ui_lang)
        except (SetupError, StoreError) as error:
            self._refused(error)
            return
        self.app.play(session, replace=True)


def _index(event: Button.Pressed) -> int:
    event.stop()
    return int((event.button.id or "0").rsplit("-", 1)[1])


def _characters(entrants: list[Entrant], seed: int) -> list[str]:
    """The chosen characters, and random ones from those left for the others."""
    chosen = {e.character for e in entrants if e.character}
    left = sorted(set(load_bang().characters) - chosen)
    random.Random(seed).shuffle(left)
    return [e.character or left.pop() for e in entrants]


def parse_lives(text: str, lang: str = "en") -> dict[str, int]:
    """`Jango 3, Sid Curry 4`: the life read on each named character card (any language).

    A ValueError says in `lang` which part cannot be read; the game itself refuses a life
    no character card can show (the Duel setup's error)."""
    lives = {}
    for part in (p.strip() for p in text.replace(";", ",").split(",")):
        if not part:
            continue
        name, _, number = part.rpartition(" ")
        if not number.isdigit() or not name:
            raise ValueError(t("setup.lives_entry", lang, part=part))
        try:
            lives[duel_notation.resolve(name, "character")] = int(number)
        except NotationError as error:
            raise ValueError(error.message(lang)) from None
    return lives


def _assumed_lives(lang: str) -> str:
    """The data's life of every Duel character it is not sure of, for the players to check."""
    unsure = [c for c in load_duel().characters.values() if c.life_confidence != "high"]
    shown = sorted(unsure, key=lambda c: c.id)
    return ", ".join(f"{character_name(c.id, lang)} {c.life}" for c in shown)
