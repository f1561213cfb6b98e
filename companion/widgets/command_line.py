"""The command line: moves typed in the engine's notation, completed from the legal moves."""

from __future__ import annotations

from collections.abc import Callable

from textual.binding import Binding
from textual.suggester import Suggester
from textual.widgets import Input

from cards_data import normalise


class MoveSuggester(Suggester):
    """Completes what is typed with the first candidate line it starts (case aside)."""

    def __init__(self, candidates: Callable[[], list[str]]) -> None:
        super().__init__(use_cache=False, case_sensitive=True)
        self.candidates = candidates

    async def get_suggestion(self, value: str) -> str | None:
        return complete(value, self.candidates())


def complete(value: str, candidates: list[str]) -> str | None:
    """The first candidate that `value` begins, ignoring case, accents and spacing.

    The candidate is returned as written (names in their proper case), so accepting it also
    tidies what was typed.
    """
    if not value.strip():
        return None
    folded = value.casefold()
    for line in candidates:
        if line.casefold().startswith(folded) and len(line) > len(value):
            return line
    wanted = normalise(value)
    for line in candidates:
        if normalise(line).startswith(wanted) and normalise(line) != wanted:
            return line
    return None


class CommandLine(Input):
    """An Input where Tab takes the next word of the suggestion (→ or End takes it all)."""

    BINDINGS = [Binding("tab", "complete_word", "Complete", show=False)]

    def action_complete_word(self) -> None:
        suggestion = self._suggestion
        if not suggestion or not self.cursor_at_end or len(suggestion) <= len(self.value):
            self.screen.focus_next()
            return
        rest = suggestion[len(self.value) :]
        cut = rest.find(" ", 1 if rest.startswith(" ") else 0)
        self.value += rest if cut < 0 else rest[: cut + 1]
        self.cursor_position = len(self.value)
