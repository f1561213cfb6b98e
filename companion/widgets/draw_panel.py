"""The draw! panel: the camera's live preview and read, and typed entry of the revealed card.

It reads a BANG! card's index (suit and rank), or, in a BANG! Duel, the corner symbol; when
the table must name the card (General Store), only typed entry is offered.

Typed entry is there at once; the camera, when there is one, is opened and read in a worker
thread and resolves the draw! as soon as its read is stable. The panel only turns a card into
a `Revealed` message: the table screen hands it to the engine like any other move.
"""

from __future__ import annotations

from collections.abc import Callable

from textual import on, work
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widgets import Button, Input, Static
from textual.worker import get_current_worker

from companion.camera_words import camera_trouble, hint_text
from companion.draw_check import FRAME_SECONDS, CameraOff, CardCamera, Read, Sighting, paced
from companion.i18n import t
from companion.names import card_name, duel_card_name, symbol_name
from companion.preview import frame_to_text
from companion.screens.learn import LearnScreen
from rules.bang.cards import Card
from rules.bang.notation import NotationError, parse_card
from rules.duel.cards import Card as DuelCard
from rules.duel.notation import parse_card as parse_duel_card

INDEX, SYMBOL, NAME = "index", "symbol", "name"
"""What the table reads off the revealed card: a BANG! index, a Duel symbol, or the name of
a card laid out for a General Store (either game)."""

PREVIEW_SIZE = (30, 9)
"""Cells of the live preview: small enough for a narrow tablet layout."""


class DrawPanel(Vertical):
    """Shown while the table must reveal the top card of the deck."""

    class Revealed(Message):
        """The card(s) the table revealed, left to right, read by the camera or typed."""

        def __init__(self, cards: tuple[Card | DuelCard, ...], by_camera: bool) -> None:
            super().__init__()
            self.cards = cards
            self.by_camera = by_camera

    class UseDemo(Message):
        """The player asked for the bundled demo source instead of a webcam."""

    def __init__(
        self,
        lang: str,
        camera: Callable[[], CardCamera] | None,
        needs_index: bool,
        cards: int = 1,
        duel: bool = False,
        ranked: frozenset[str] | None = None,
        face_up: bool = False,
    ) -> None:
        super().__init__(id="draw-panel")
        self.lang = lang
        self.camera = camera
        self.needs_index = needs_index
        """The camera can read what is needed (an index, or a Duel corner symbol)."""
        self.duel = duel
        self.reads = (SYMBOL if duel else INDEX) if needs_index else NAME
        self.cards = cards
        """How many cards the table shows side by side: 2 when Lucky Duke draws!."""
        self.ranked = ranked
        """The suits whose rank the check needs (a Barrel: none); None: every suit."""
        self.face_up = face_up
        """The card to name fell face up on the discard pile (not one laid out)."""
        self.camera_in_use: CardCamera | None = None
        """The camera once it is open: the table teaches it the cards the players name."""

    def compose(self) -> ComposeResult:
        with Horizontal(id="draw-row"):
            if self.camera is not None and self.needs_index:
                with Vertical(id="camera-box"):
                    yield Static(id="camera-preview", markup=False)
                    yield Static(t("draw.camera_starting", self.lang), id="camera-read")
            with Vertical(id="typed-box"):
                yield Static(self._hint(), id="draw-hint")
                yield Input(placeholder=self._placeholder(), id="typed-card")

    def on_mount(self) -> None:
        self.query_one("#typed-card", Input).focus()
        if self.camera is not None and self.needs_index:
            self._watch_camera()

    def relabel(self, lang: str) -> None:
        self.lang = lang
        self.query_one("#draw-hint", Static).update(self._hint())
        self.query_one("#typed-card", Input).placeholder = self._placeholder()
        for note in self.query("#camera-learn").results(Static):
            note.update(t("draw.symbols_unknown", lang))
        for button in self.query("#learn-symbols").results(Button):
            button.label = t("draw.learn_symbols", lang)
        for button in self.query("#use-demo").results(Button):
            button.label = t("draw.use_demo", lang)

    def _hint(self) -> str:
        if self.reads == NAME:
            key = "draw.face_up_hint" if self.face_up else "draw.name_hint"
            return t(key, self.lang, examples=self._example_names())
        return t("draw.symbol_hint" if self.reads == SYMBOL else "draw.type_hint", self.lang)

    def _placeholder(self) -> str:
        return t("draw.name_placeholder" if self.reads == NAME else "draw.placeholder", self.lang)

    def _example_names(self) -> str:
        """Two cards of the game being played, named in the UI language."""
        if self.duel:
            return ", ".join(duel_card_name(kind, self.lang) for kind in ("colt", "gatling"))
        return ", ".join(card_name(kind, self.lang) for kind in ("beer", "barrel"))

    def _parse(self, text: str) -> Card | DuelCard:
        if self.duel:
            return parse_duel_card(text, prefer_symbol=True)
        return parse_card(text)

    @on(Input.Submitted, "#typed-card")
    def typed(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        if not text:
            return
        try:
            card = self._parse(text)
        except NotationError as error:
            self.app.notify(error.message(self.lang), severity="error")
            return
        event.input.value = ""
        self.post_message(self.Revealed((card,), by_camera=False))

    @on(Button.Pressed, "#use-demo")
    def use_demo(self, event: Button.Pressed) -> None:
        event.stop()
        self.post_message(self.UseDemo())

    # ---- the camera, off the UI thread -----------------------------------------------------

    @work(thread=True, exclusive=True, group="camera")
    def _watch_camera(self) -> None:
        worker = get_current_worker()
        assert self.camera is not None
        try:
            camera = self.camera()
            camera.expect(self.cards, self.reads, self.ranked)
            self.camera_in_use = camera
            if camera.examples_trouble:
                self.app.call_from_thread(self._examples_ignored, camera.examples_trouble)
                camera.examples_trouble = None  # said once: the next card typed starts anew
            # Drawn guesses of the Duel symbols read another deck's mostly wrong when they read
            # at all: the player is shown the read and taps or types the card.
            decides = self.reads != SYMBOL or camera.knows_symbols
            if self.reads == SYMBOL:
                self.app.call_from_thread(self._offer_lesson, not decides)
            while not worker.is_cancelled:
                sighting = paced(camera.look, FRAME_SECONDS)
                if worker.is_cancelled:
                    return
                self.app.call_from_thread(self._show, sighting)
                if decides and self._settled(sighting.stable):
                    self.app.call_from_thread(self._resolve, sighting.stable)
                    return
        except CameraOff as off:
            if not worker.is_cancelled:
                self.app.call_from_thread(self._camera_off, off)

    def _examples_ignored(self, why: str) -> None:
        self.app.notify(t("draw.examples_unreadable", self.lang, why=why), severity="warning")

    def _show(self, sighting: Sighting) -> None:
        """Draw the frame and the read; a panel being removed has nothing left to draw on."""
        previews = self.query("#camera-preview").results(Static)
        reads = self.query("#camera-read").results(Static)
        for preview in previews:
            if sighting.preview is not None:
                width, height = PREVIEW_SIZE
                preview.update(frame_to_text(sighting.preview, width, height))
        for read in reads:
            read.update(self._read_text(sighting))

    def _offer_lesson(self, needed: bool) -> None:
        """While the camera reads the Duel symbols from drawn guesses, which may misread the
        deck's, say so and offer to teach it them (beside the typed entry, which has the room);
        once it knows them, say no more."""
        typed = self.query_one("#typed-box")
        if needed and not typed.query("#camera-learn"):
            typed.mount(Static(t("draw.symbols_unknown", self.lang), id="camera-learn"))
            typed.mount(Button(t("draw.learn_symbols", self.lang), id="learn-symbols"))
        if not needed:
            typed.query("#camera-learn, #learn-symbols").remove()

    @on(Button.Pressed, "#learn-symbols")
    def learn_symbols(self, event: Button.Pressed) -> None:
        """The lesson takes the camera; the check watches it again once the lesson is over."""
        event.stop()
        assert self.camera is not None
        self.workers.cancel_group(self, "camera")
        self.app.push_screen(LearnScreen(self.camera), self._lesson_over)

    def _lesson_over(self, _learnt: bool | None) -> None:
        """Watch the camera again, unless the check was settled meanwhile (from a tablet)."""
        if self.is_attached:
            self._watch_camera()

    def _settled(self, stable: tuple[Read, ...] | None) -> bool:
        """The reads have settled, each of the kind this check needs."""
        return stable is not None and all(map(self._fits, stable))

    def _fits(self, read: Read) -> bool:
        """A read of the kind this check needs (a symbol in a Duel, an index otherwise)."""
        return isinstance(read, str) == (self.reads == SYMBOL)

    def _read_text(self, sighting: Sighting) -> str:
        confidence = round(100 * sighting.confidence)
        if sighting.index is None or not self._fits(sighting.index):
            return t("draw.camera_unsure", self.lang, why=hint_text(sighting.note, self.lang))
        if isinstance(sighting.index, str):
            return t(
                "draw.camera_symbol",
                self.lang,
                symbol=symbol_name(sighting.index, self.lang),
                confidence=confidence,
            )
        return t(
            "draw.camera_read",
            self.lang,
            card=read_label(sighting.index, self.lang),
            confidence=confidence,
        )

    def _resolve(self, reads: tuple[Read, ...]) -> None:
        if self.is_attached:
            self.post_message(self.Revealed(tuple(map(_card, reads)), by_camera=True))

    def _camera_off(self, off: CameraOff) -> None:
        self.camera_in_use = None
        if not self.is_attached:
            return
        why = camera_trouble(off, self.lang)
        self.query("#camera-box, #camera-learn, #learn-symbols").remove()
        self.query_one("#draw-hint", Static).update(
            t("draw.no_camera", self.lang, why=why) + "\n" + t("draw.type_hint", self.lang)
        )
        if not self.query("#use-demo"):
            self.query_one("#typed-box").mount(Button(t("draw.use_demo", self.lang), id="use-demo"))


def read_label(index: tuple[str, str | None], lang: str) -> str:
    """A card as the camera read it: "Q♥", or "♠, rank unread"."""
    suit, rank = index
    if rank is None:
        return t("draw.rank_unread", lang, suit=Card(None, suit).index())
    return Card(None, suit, rank).index()


def _card(read: Read) -> Card | DuelCard:
    """The card a camera read names: a Duel card known by its symbol, or a BANG! index."""
    if isinstance(read, str):
        return DuelCard(symbol=read)
    suit, rank = read
    return Card(None, suit, rank)
