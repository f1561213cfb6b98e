"""The correction form: the referee makes the app agree with the cards on the table, by taps.

What to correct (life, cards in hand, a card's place, a role; in a Duel a character's life or
the cards in a player's hand),
then whose, then the change: every step is a row of buttons, so a tablet needs no keyboard (a
card nobody has shown yet can still be typed by name). The form only builds the correction;
the table screen plays it like any move, so the engine checks it and a refusal is shown there
and changes nothing.
"""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Static

from companion.games.presenter import Option, Presenter
from companion.i18n import t
from companion.names import card_label, place_name
from companion.widgets.close_button import CloseButton, TapOutsideCloses
from rules.bang import piles
from rules.bang.cards import UNKNOWN, Card
from rules.bang.corrections import DECK, HAND, TABLE
from rules.bang.moves import DISCARD, Correction, FixRole, MoveCard, Place
from rules.bang.notation import NotationError, parse_card
from rules.bang.state import State
from rules.core.moves import FixHand, FixLife

DISCARD_SHOWN = 5
"""How many cards from the top of the discard pile the form offers."""


class CorrectionForm(TapOutsideCloses, ModalScreen[Correction | None]):
    """Dismisses with the correction built, or None when closed."""

    BINDINGS = [Binding("escape", "cancel", show=False)]
    CLOSE_ACTION = "screen.cancel"

    def __init__(self, presenter: Presenter, state: State, lang: str) -> None:
        super().__init__()
        self.presenter = presenter
        self.state = state
        self.lang = lang
        self.kind: str | None = None
        self.player: str | None = None
        self.source: Place | None = None
        self.card: Card | None = None
        self.offered: list[Option] = []  # each button of the step: label, meaning

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="correct-box"):
            yield CloseButton(self.lang, self.CLOSE_ACTION)
            yield Static(t("correct.title", self.lang), classes="section")
            with Grid(classes="correct-row", id="correct-kinds"):
                for kind in self.presenter.correction_kinds:
                    chosen = "primary" if kind == self.kind else "default"
                    label = t(f"correct.kind.{kind}", self.lang)
                    yield Button(label, id=f"kind-{kind}", classes="kind", variant=chosen)
            yield from self._step()
            yield Static(id="correct-error", markup=False)

    def _step(self) -> ComposeResult:
        """The prompt and buttons of the step the form is at."""
        prompt, self.offered = self._choices()
        if prompt:
            yield Static(prompt, id="correct-prompt", markup=False)
        with Grid(classes="correct-row", id="correct-options"):
            for i, (label, _value) in enumerate(self.offered):
                yield Button(label, id=f"option-{i}", classes="option")
        if self.kind == "move" and self.source is not None and self.card is None:
            yield Input(placeholder=t("correct.card_name", self.lang), id="correct-card-name")

    def _choices(self) -> tuple[str, list[Option]]:
        """What the current step asks, and its options: (label, what choosing it means); the
        game's presenter says them, but for moving a card, which only BANG! corrects."""
        if self.kind is None:
            return "", []
        if self.kind == "move":
            return self._move_choices()
        return self.presenter.correction_step(self.state, self.kind, self.player, self.lang)

    def _move_choices(self) -> tuple[str, list[Option]]:
        lang = self.lang
        if self.source is None:
            places = _places(self.state)
            return t("correct.from", lang), [(place_name(p, lang), p) for p in places]
        if self.card is None:
            cards = [(card_label(card, lang), card) for card in _cards_at(self.state, self.source)]
            unseen = (t("correction.a_card", lang), UNKNOWN)
            prompt = t("correct.card", lang, source=place_name(self.source, lang))
            return prompt, [*cards, unseen]
        places = [p for p in _places(self.state) if p != self.source]
        moves = [(place_name(p, lang), MoveCard(self.card, self.source, p)) for p in places]
        return t("correct.to", lang, card=self._card_text(self.card)), moves

    def _card_text(self, card: Card) -> str:
        return t("correction.a_card", self.lang) if card == UNKNOWN else card_label(card, self.lang)

    # ---- taps ------------------------------------------------------------------------------

    @on(Button.Pressed, ".kind")
    def choose_kind(self, event: Button.Pressed) -> None:
        event.stop()
        self.kind = (event.button.id or "").removeprefix("kind-")
        self.player = self.source = self.card = None
        self.refresh(recompose=True)

    @on(Button.Pressed, ".option")
    def choose_option(self, event: Button.Pressed) -> None:
        event.stop()
        _label, value = self.offered[int((event.button.id or "0").rsplit("-", 1)[1])]
        if isinstance(value, FixLife | FixHand | FixRole | MoveCard):
            self.dismiss(value)
            return
        if isinstance(value, Place):
            self.source = value
        elif isinstance(value, Card):
            self.card = value
        else:
            self.player = str(value)
        self.refresh(recompose=True)

    @on(Input.Submitted, "#correct-card-name")
    def typed_card(self, event: Input.Submitted) -> None:
        event.stop()
        try:
            self.card = parse_card(event.value)
        except NotationError as error:
            self.query_one("#correct-error", Static).update(error.reason.message(self.lang))
            return
        self.refresh(recompose=True)

    def action_cancel(self) -> None:
        self.dismiss(None)


def _places(state: State) -> list[Place]:
    """Where a card can lie: each player's hand and cards in play, the discard pile, the deck."""
    owned = [Place(pile, p.name) for p in state.alive() for pile in (HAND, TABLE)]
    return [*owned, Place(DISCARD), Place(DECK)]


def _cards_at(state: State, place: Place) -> list[Card]:
    """The cards the table can see (or the app knows) at `place`, each once."""
    if place.pile == DISCARD:
        cards = state.discard[::-1][:DISCARD_SHOWN]
    elif place.pile == DECK:
        cards = piles.deck_as_known(state)[-1:]
    else:
        player = state.player(place.player or "")
        cards = player.hand if place.pile == HAND else player.in_play
    return list(dict.fromkeys(card for card in cards if card != UNKNOWN))
