"""Touch-sized buttons for the pending decision: actor, then card, then target, step by step."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Button, Static

from companion.choices import Choice
from companion.i18n import t
from companion.widgets.fitted_grid import FittedGrid
from companion.widgets.focus import keeping_focus
from rules.core.moves import GameMove


class ChoicePanel(Vertical):
    """The choices of the current step; a leaf posts `Chosen` with its move."""

    class Chosen(Message):
        def __init__(self, move: GameMove) -> None:
            super().__init__()
            self.move = move

    class Refused(Message):
        """A red button was tapped: the move it stands for, which the engine refuses, and
        the reason the button holds (in the UI language it was drawn in)."""

        def __init__(self, move: GameMove, why: str) -> None:
            super().__init__()
            self.move = move
            self.why = why

    def __init__(self) -> None:
        super().__init__(id="choices")
        self.root = Choice("root", "")
        self.path: list[str] = []
        self.lang = "en"
        self._drawn: list[tuple[object, ...]] = []
        """What the buttons show now: redrawing the same buttons is skipped."""

    def compose(self) -> ComposeResult:
        yield Static(id="choice-trail", markup=False)
        yield FittedGrid(id="choice-buttons")

    async def show(self, root: Choice, lang: str, keep_path: bool = False) -> None:
        """Offer the choices of a new decision (or the same one, relabelled)."""
        self.root, self.lang = root, lang
        if not keep_path or self._node() is None:
            self.path = []
        await self._draw()

    def _node(self) -> Choice | None:
        node = self.root
        for key in self.path:
            node = next((child for child in node.children if child.key == key), None)
            if node is None:
                return None
        return node

    async def _draw(self) -> None:
        node = self._node() or self.root
        trail = [self.root.label] if self.root.label else []
        step = self.root
        for key in self.path:
            step = next(child for child in step.children if child.key == key)
            if step.names_actor:  # another player's own action: its label names them
                trail = []
            trail.append(step.label)
        self.query_one("#choice-trail", Static).update(" ▸ ".join(trail) + (" ▸" if trail else ""))
        drawn = [(c.key, c.label, c.refused, bool(c.children), c.preferred) for c in node.children]
        drawn.append(("back", t("choice.back", self.lang), None, bool(self.path)))
        if drawn == self._drawn:
            return
        self._drawn = drawn
        buttons = [_button(child) for child in node.children]
        if self.path:
            buttons.append(Button(t("choice.back", self.lang), id="choice-back", variant="default"))
        grid = self.query_one("#choice-buttons", FittedGrid)
        focused = self.screen.focused
        held = focused is not None and self in focused.ancestors

        async def rebuild() -> None:
            await grid.remove_children()
            await grid.mount_all(buttons)
            grid.fit()

        with self.app.batch_update():  # the trail and the buttons of a step shown together
            if held:  # a tapped step keeps the focus in the buttons, on the next step's first
                await keeping_focus(self.screen, rebuild, "#choice-buttons Button")
            else:  # the focus is elsewhere (the command line, a draw! panel's field): left there
                await rebuild()
        for button, child in zip(buttons, node.children, strict=False):
            if child.preferred:
                button.focus()  # pre-selected: Enter takes it, another tap still overrides

    async def back(self) -> bool:
        """One step back; False when already at the first step."""
        if not self.path:
            return False
        self.path.pop()
        await self._draw()
        return True

    @on(Button.Pressed, "#choice-buttons Button")
    async def pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "choice-back":
            await self.back()
            return
        node = self._node() or self.root
        key = (event.button.id or "").removeprefix("choice-")
        child = next((c for c in node.children if c.key == key), None)
        if child is None:
            return
        if child.refusal is not None and child.move is not None:
            # The reason is said below the table now. A finger never leaves the button, so
            # its tooltip would stay and cover that line: it goes.
            event.button.tooltip = None
            self.post_message(self.Refused(child.move, child.refusal))
        elif child.children:
            self.path.append(child.key)
            await self._draw()
        elif child.move is not None:
            self.post_message(self.Chosen(child.move))


def _button(choice: Choice) -> Button:
    """Red, dimmed and struck through when nothing legal lies behind it; a tap on it says why
    (a tablet shows no tooltip)."""
    variant = "error" if choice.refused else "primary" if choice.children else "success"
    classes = "choice refused" if choice.refused else "choice"
    button = Button(choice.label, id=f"choice-{choice.key}", variant=variant, classes=classes)
    if choice.refusal:
        button.tooltip = choice.refusal
    return button
