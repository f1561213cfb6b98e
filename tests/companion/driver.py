"""Helpers that drive the app the way players do: typing, tapping, reading the screen."""

from __future__ import annotations

from textual import events
from textual.app import App
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import Input, Static

from companion.screens.table import TableScreen
from rules.bang.notation import parse
from rules.bang.setup import Setup, deal
from rules.core.game import Game
from rules.duel.cards import SHERIFF
from rules.duel.cards import Card as DuelCard
from rules.duel.setup import Camp, DuelSetup, InPlay

WIDE = (150, 56)
"""A laptop terminal big enough that every button of a decision is on screen."""

BARREL_CHECK = (
    "Anna draws",
    "Anna ends turn",
    "Anna discards BANG!",
    "Anna discards BANG!",
    "Ben draws",
    "Ben plays Barrel",
    "Ben ends turn",
    "Ben discards Beer",
    "Carla draws",
    "Carla plays BANG! on Ben",
    "Ben uses Barrel",
)
"""From the first turn of a table seated Anna, Ben, Carla...: the moves up to Ben's Barrel
draw! check, where the deck's top card is awaited."""

BEN_SHOT_ANNA = (
    "Anna draws",
    "Anna ends turn",
    "Anna discards BANG!",
    "Anna discards BANG!",
    "Ben draws",
    "Ben plays BANG! on Anna",
    "Anna passes",
)
"""Ben (Jesse Jones, a Colt .45) has played his one BANG! of the turn."""

ROUND = ("{} draws", "{} ends turn", "{} discards BANG!", "{} discards BANG!")
LUCKY_BARREL = (
    *(line.format(name) for name in ("Anna", "Ben", "Carla", "Dan", "Eve") for line in ROUND),
    "Fay draws",
    "Fay plays Barrel",
    "Fay ends turn",
    "Fay discards Beer",
    "Anna draws",
    "Anna plays BANG! on Fay",
    "Fay uses Barrel",
)
"""At a table of six seated Anna, Ben, Carla, Dan, Eve, Fay (Lucky Duke, the sixth seat):
Fay plays a Barrel; Anna shoots her on the next turn, and Fay draws! for it (two cards)."""


def finishing_play(game: Game, player: str = "Anna") -> str:
    """The next attack that brings the game to its end: the Gatling, the two Indians!, then
    Duels and BANG!s, the first the rules accept (the deck holds one Gatling, two Indians!)."""
    others = [p.name for p in game.state.alive() if p.name != player]
    lines = [f"{player} plays Gatling", f"{player} plays Indians!"]
    lines += [f"{player} plays {card} on {other}" for card in ("Duel", "BANG!") for other in others]
    names = [p.name for p in game.state.players]
    return next(line for line in lines if game.check(parse(line, names)) is None)


async def tap(pilot: Pilot, selector: str) -> None:
    """Click a widget, as a finger or a mouse would, and let the app settle.

    A button ignores a tap while it still shows the last one (a fifth of a second, against
    double taps): a second tap waits for that, as a player's finger would."""
    while any(widget.has_class("-active") for widget in pilot.app.screen.query(selector)):
        await pilot.pause(0.05)
    await pilot.click(selector)
    await pilot.pause()


def touch(app: App, widget: Widget) -> None:
    """A finger put down and lifted on the widget's middle, as the driver reports it (the app
    makes a click of the two, as it does of a real touch), without the pilot's pauses between
    the events: what the app does after them is all that a tap costs."""
    region = widget.region
    x, y = region.x + region.width // 2, region.y + region.height // 2
    where = {"x": x, "y": y, "delta_x": 0, "delta_y": 0, "button": 1, "shift": False}
    for kind in (events.MouseDown, events.MouseUp):
        app.post_message(kind(None, **where, meta=False, ctrl=False, screen_x=x, screen_y=y))


async def finger_tap(pilot: Pilot, widget: Widget) -> None:
    """Scroll the widget into sight if it is not (as a finger would), touch it, let the app
    settle. The widget must be what lies under the finger (nothing drawn over it)."""
    for _ in range(5):
        if widget.region in widget.screen.find_widget(widget).clip:
            break
        widget.scroll_visible(animate=False, immediate=True)
        await pilot.pause()
    region = widget.region
    under, _ = pilot.app.get_widget_at(region.x + region.width // 2, region.y + region.height // 2)
    assert under is widget, f"{under!r} lies where {widget!r} is to be touched"
    while widget.has_class("-active"):  # a button ignores a tap while it shows the last one
        await pilot.pause(0.05)
    touch(pilot.app, widget)
    await pilot.pause()


async def type_into(pilot: Pilot, selector: str, text: str) -> None:
    """Focus an input, put the text in as if typed (or pasted), and press Enter."""
    field = pilot.app.screen.query_one(selector, Input)
    field.focus()
    field.value = ""
    field.insert_text_at_cursor(text)
    await pilot.press("enter")
    await pilot.pause()


async def move(pilot: Pilot, text: str) -> str:
    """Enter a move on the table's command line; the message the table answers with."""
    screen = table(pilot)
    field = screen.query_one("#command", Input)
    field.focus()
    field.value = text
    await pilot.press("enter")
    await pilot.pause()
    return str(screen.query_one("#message", Static).content)


def message(pilot: Pilot) -> str:
    return str(table(pilot).query_one("#message", Static).content)


def table(pilot: Pilot) -> TableScreen:
    screen = pilot.app.screen
    assert isinstance(screen, TableScreen), type(screen).__name__
    return screen


async def set_up(pilot: Pilot, seats: list[tuple[str, str]], sheriff: int) -> None:
    """From the start screen: a new game with these players and characters, then the table."""
    await tap(pilot, "#new-game")
    for name, _character in seats:
        await type_into(pilot, "#new-name", name)
    for index, (_name, character) in enumerate(seats):
        await tap(pilot, f"#character-{index}")
        await type_into(pilot, "#character-search", character)
    await tap(pilot, f"#sheriff-{sheriff}")
    await tap(pilot, "#start-game")
    await pilot.pause()


NAMES = ["Anna", "Ben", "Carla", "Dan"]
CHARACTERS = ["willy_the_kid", "jesse_jones", "pedro_ramirez", "slab_the_killer"]


def table_setup(names: list[str]) -> Setup:
    """The table `open_table` seats: Anna Sheriff, the characters in their order, table mode."""
    return deal(
        names,
        CHARACTERS[: len(names)] + ["sid_ketchum", "lucky_duke", "kit_carlson"][: len(names) - 4],
        ["sheriff"] + [None] * (len(names) - 1),
        seed=5,
        full_information=False,
    )


def moves_to_the_end(*first: str) -> list[str]:
    """The moves of `open_table`'s game from `first` to its end: Anna finishes everyone
    (`finishing_play`), each revealing their role as they fall, the others passing."""
    game = Game(table_setup(NAMES))
    lines = list(first)
    for line in first:
        game.apply(parse(line, NAMES))
    while not game.winner:
        line = finishing_line(game)
        game.apply(parse(line, NAMES))
        lines.append(line)
    return lines


def finishing_line(game: Game) -> str:
    """The next line of a table game Anna brings to its end: her `finishing_play`; a fallen
    player's role (Ben the Renegade, the others Outlaws); the name of an unseen card a dead
    player's hand dropped face up (a Missed!: the deck has twelve); else the player passes."""
    waiting = game.pending
    if waiting.kind == "play":
        return finishing_play(game)
    if waiting.kind == "reveal_role":
        return f"{waiting.player} is {'Renegade' if waiting.player == 'Ben' else 'Outlaw'}"
    if waiting.kind == "reveal":
        return "reveal Missed!"
    return f"{waiting.player} passes"


async def open_table(pilot: Pilot, *lines: str, names: list[str] | None = None) -> TableScreen:
    """A saved game (Anna Sheriff) with these moves played, shown on its table."""
    from companion.session import Session

    names = names or NAMES
    app = pilot.app
    session = Session.start(app.store, table_setup(names), ", ".join(names), app.ui_lang)
    for line in lines:
        assert session.play(parse(line, names)) is None, line
    app.play(session)
    await pilot.pause()
    return table(pilot)


async def wait_for(pilot, condition, seconds: float = 10.0) -> None:
    """Let the app run (camera worker included) until the condition holds."""
    for _ in range(int(seconds / 0.05)):
        if condition():
            await pilot.pause()
            return
        await pilot.pause(0.05)
    raise AssertionError("the app never reached the expected state")


def slim_poet_at_a_table() -> DuelSetup:
    """A table-mode Duel in its play phase: Anna (Jango) holds a Colt and two unseen cards;
    Ben has Slim Poet and Pearl Hat in play. "Anna plays Colt (sheriff) on Slim Poet", "Ben
    passes": a card of Anna's hand falls face up."""
    lawmen = Camp(
        "Anna",
        reserve_size=1,
        in_play=(InPlay("jango"),),
        hand=(DuelCard("colt", SHERIFF),),
        hand_size=3,
    )
    outlaws = Camp("Ben", in_play=(InPlay("slim_poet"), InPlay("pearl_hat")), hand_size=2)
    return DuelSetup(lawmen, outlaws, full_information=False, phase="play")
