"""Pick a player's character: type part of a name in any language, or deal one at random."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, OptionList
from textual.widgets.option_list import Option

from cards_data import load_bang, normalise
from companion.i18n import t
from companion.widgets.close_button import CloseButton, TapOutsideCloses

RANDOM = "random"
"""The picker's answer for "deal this player a character at random"."""


class CharacterPicker(TapOutsideCloses, ModalScreen[str | None]):
    """A searchable list of the characters not taken yet; dismisses with an id or RANDOM."""

    BINDINGS = [Binding("escape", "cancel", show=False)]
    CLOSE_ACTION = "screen.cancel"
    AUTO_FOCUS = "#character-search"

    def __init__(self, lang: str, taken: set[str]) -> None:
        super().__init__()
        self.lang = lang
        self.taken = taken

    def compose(self) -> ComposeResult:
        with Vertical(id="picker-box"):
            yield CloseButton(self.lang, self.CLOSE_ACTION)
            yield Input(placeholder=t("picker.search", self.lang), id="character-search")
            yield OptionList(*self._options(""), id="character-list")

    def _options(self, query: str) -> list[Option]:
        wanted = normalise(query)
        options = [Option(t("picker.random", self.lang), id=RANDOM)] if not wanted else []
        characters = sorted(load_bang().characters.values(), key=lambda c: c.names[self.lang])
        for character in characters:
            if character.id in self.taken:
                continue
            names = [normalise(name) for _, name in character.all_names()]
            if wanted and not any(wanted in name for name in names):
                continue
            label = f"{character.names[self.lang]}  ({character.life}♥)"
            options.append(Option(label, id=character.id))
        return options

    @on(Input.Changed, "#character-search")
    def search(self, event: Input.Changed) -> None:
        listing = self.query_one("#character-list", OptionList)
        listing.clear_options()
        listing.add_options(self._options(event.value))
        if listing.option_count:
            listing.highlighted = 0

    @on(Input.Submitted, "#character-search")
    def take_first(self) -> None:
        listing = self.query_one("#character-list", OptionList)
        if listing.option_count:
            self.dismiss(listing.get_option_at_index(listing.highlighted or 0).id)

    @on(OptionList.OptionSelected, "#character-list")
    def chosen(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def action_cancel(self) -> None:
        self.dismiss(None)
