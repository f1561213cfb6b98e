"""From a tap to the settled screen, and from one device to another: how long a move takes.

Run: python bench/app_latency.py [--size 107x75] [--moves N] [--lang en] [--served] [--json]
Prints figures; asserts nothing.

In process (always): the app in `App.run_test` at one terminal size, a table-mode game (the
walk of tests/companion/walk.py, five players), played by tapping its choice buttons as a
table would, a quarter of a second apart. For each tap:
- settled: from the click reaching the app to the last screen update it causes (the app then
  idle); what a player waits for before the screen is whole again;
- CPU: the CPU time the app's process spent meanwhile, steadier than the wall clock on a
  machine shared with other work;
- frames: the screen updates it causes; one or two (the pressed button, the new decision) is
  a coherent repaint, more means the players saw the screen drawn in parts.
The headless driver writes nothing: the time to send the update to a terminal is not counted
(the served figures count it).

Served (`--served`): `bang-companion serve` on this machine, two tablets (1024x1366 upright)
in Debian's headless Chromium, both on the same game. Tablet A types each move of the walk on
the table's command line; per move:
- tap_to_settled: from Enter on A to A's terminal last changing for that move;
- device_to_device: from Enter on A to B's terminal showing the move.
Needs chromium and playwright (pip install -e '.[test]').
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from textual.widget import Widget  # noqa: E402

from companion.app import CompanionApp  # noqa: E402
from companion.session import Session  # noqa: E402
from tests.companion.driver import touch  # noqa: E402
from tests.companion.walk import NAMES, Step, table_walk, walk_setup  # noqa: E402

UPRIGHT = {"width": 1024, "height": 1366}
"""A 10-inch tablet upright, in CSS pixels (served at a pixel ratio of 2)."""
TAP_GAP = 0.25
"""Seconds between two taps: a quick player's pace, and past the pressed button's fading."""


class Timing:
    """When the app sends each screen update (Textual's `_display`, its one way out)."""

    def __init__(self, app: CompanionApp) -> None:
        self.updates: list[tuple[float, float]] = []
        """(wall clock, this process's CPU time) of each update."""
        display = app._display

        def timed(screen: Any, renderable: Any) -> None:
            if renderable is not None:
                self.updates.append((time.perf_counter(), time.process_time()))
            display(screen, renderable)

        app._display = timed  # type: ignore[method-assign]

    def tap(self, app: CompanionApp, widget: Widget) -> tuple[float, float]:
        """Touch the widget (tests/companion/driver.py's `touch`, as the driver reports a
        finger); the moment the touch was sent, and the CPU time then."""
        self.updates = []
        pressed = time.perf_counter(), time.process_time()
        touch(app, widget)
        return pressed

    def since(self, pressed: tuple[float, float]) -> tuple[float, float, int]:
        """Seconds from the press to the last update it caused, the CPU seconds this process
        spent meanwhile (other processes on the machine do not count), and the updates."""
        after = [moment for moment in self.updates if moment[0] >= pressed[0]]
        last = after[-1] if after else pressed
        return last[0] - pressed[0], last[1] - pressed[1], len(after)


async def tap_times(size: tuple[int, int], lang: str, steps: list[Step]) -> list[tuple]:
    """(settled seconds, CPU seconds, updates) for each tap of the steps, in a new data folder."""
    with tempfile.TemporaryDirectory() as data:
        app = CompanionApp(lang=lang, data=data, camera="off", seed=7, sync_seconds=None)
        timing = Timing(app)
        async with app.run_test(size=size) as pilot:
            session = Session.start(app.store, walk_setup(), ", ".join(NAMES), lang)
            app.play(session)
            await pilot.pause()
            figures = []
            for step in steps:
                for key in step.keys:
                    button = app.screen.query_one(f"#choice-{key}")
                    button.scroll_visible(animate=False)  # as a finger scrolls to it
                    await pilot.pause(TAP_GAP)
                    pressed = timing.tap(app, button)
                    await pilot.pause()
                    figures.append(timing.since(pressed))
            return figures


def summary(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {
        "median_ms": round(1000 * statistics.median(ordered), 1),
        "p95_ms": round(1000 * ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))], 1),
        "max_ms": round(1000 * ordered[-1], 1),
    }


def in_process(size: tuple[int, int], lang: str, moves: int) -> dict[str, Any]:
    steps = table_walk()[:moves]
    figures = asyncio.run(tap_times(size, lang, steps))
    frames = [count for _settled, _cpu, count in figures]
    return {
        "size": f"{size[0]}x{size[1]}",
        "moves": len(steps),
        "taps": len(figures),
        "settled": summary([settled for settled, _cpu, _count in figures]),
        "cpu": summary([cpu for _settled, cpu, _count in figures]),
        "frames_median": statistics.median(frames),
        "frames_max": max(frames),
    }


WRITES = """
window.__writes = [];
const watch = setInterval(() => {
  const terminal = (window.__terminals || [])[0];
  if (!terminal) return;
  clearInterval(watch);
  terminal.onWriteParsed(() => {
    const buffer = terminal.buffer.active;
    const rows = [];
    for (let y = 0; y < terminal.rows; y++) {
      const line = buffer.getLine(buffer.viewportY + y);
      rows.push(line ? line.translateToString(true) : '');
    }
    const text = rows.join('\\n');
    if (text !== window.__text) {
      window.__text = text;
      window.__writes.push(Date.now());
    }
  });
});
"""
"""Notes when the page's terminal shows other text than before (after CATCH_TERMINAL): the
blinking cursor, which changes no character, is not counted."""
QUIET_MS = 300
"""A terminal that has drawn nothing for this long has settled."""


def quiet_turns(moves: int) -> list[str]:
    """Moves for the served run, typed on the command line: each player draws and ends the
    turn, discarding what the hand limit asks (no draw! card to type into another field)."""
    from rules.bang.notation import format_move
    from rules.core.game import Game
    from rules.core.moves import EndTurn

    game, lines = Game(walk_setup()), []
    while len(lines) < moves:
        waiting = game.pending
        # a draw, the end of the turn, or the first card the hand limit lets go
        move = EndTurn(waiting.player) if waiting.kind == "play" else game.legal_moves()[0]
        lines.append(format_move(move))
        game.apply(move)
    return lines


def _settled_at(page: Any, since: int, timeout_s: float = 5.0) -> int | None:
    """The time (ms) of the page's last terminal write after `since`, once it has been quiet
    for QUIET_MS; None if it drew nothing after `since` within the timeout."""
    deadline = time.time() + timeout_s
    while time.time() < deadline:
        writes = [moment for moment in page.evaluate("window.__writes") if moment > since]
        if writes and time.time() * 1000 - writes[-1] > QUIET_MS:
            return writes[-1]
        page.wait_for_timeout(50)
    return None


def served(moves: int) -> dict[str, Any]:
    """Two upright tablets on one served game; see the module's docstring."""
    from companion.store import Store
    from tests.serving.chromium import Tablet, launched_chromium
    from tests.serving.conftest import start_serve
    from tests.serving.terminal_page import tap_text, wait_for_text

    lines = quiet_turns(moves)
    with tempfile.TemporaryDirectory() as data:
        store = Store(Path(data) / "games.sqlite3")
        Session.start(store, walk_setup(), ", ".join(NAMES), "en")
        store.close()
        running = start_serve(["--port", "0", "--data-dir", data, "--no-camera"])
        try:
            with launched_chromium() as browser:
                tablets = [
                    Tablet(browser, running.url, UPRIGHT, scale=2, mobile=True, init_script=WRITES)
                    for _ in range(2)
                ]
                for tablet in tablets:
                    wait_for_text(tablet.page, "Resume:")
                    tap_text(tablet.page, "Resume:")
                    wait_for_text(tablet.page, "Anna")
                sender, receiver = (tablet.page for tablet in tablets)
                taps, carried = [], []
                for line in lines:
                    sender.keyboard.type(line)
                    _settled_at(sender, 0, timeout_s=1.0)
                    entered = int(sender.evaluate("Date.now()"))
                    sender.keyboard.press("Enter")
                    shown, seen = _settled_at(sender, entered), _settled_at(receiver, entered)
                    if shown is None or seen is None:
                        raise AssertionError(f"{line!r} was not drawn on both tablets")
                    taps.append((shown - entered) / 1000)
                    carried.append((seen - entered) / 1000)
                for tablet in tablets:
                    tablet.close()
        finally:
            running.stop()
    return {
        "moves": len(lines),
        "tap_to_settled": summary(taps),
        "device_to_device": summary(carried),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="107x75", help="columns x rows (upright tablet)")
    parser.add_argument("--moves", type=int, default=60, help="moves of the walk played")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--served", action="store_true", help="also two served tablets")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    columns, rows = (int(part) for part in args.size.split("x"))
    report: dict[str, Any] = {"in_process": in_process((columns, rows), args.lang, args.moves)}
    if args.served:
        report["served"] = served(min(args.moves, 30))
    if args.json:
        print(json.dumps(report))
        return
    figures = report["in_process"]
    settled = figures["settled"]
    print(
        f"tap to settled screen, in process, {figures['size']}, {figures['taps']} taps over "
        f"{figures['moves']} moves: median {settled['median_ms']} ms, p95 {settled['p95_ms']} "
        f"ms, max {settled['max_ms']} ms; CPU time: median {figures['cpu']['median_ms']} ms, "
        f"p95 {figures['cpu']['p95_ms']} ms; screen updates a tap: median "
        f"{figures['frames_median']}, max {figures['frames_max']}"
    )
    if "served" in report:
        both = report["served"]
        for key, label in (
            ("tap_to_settled", "Enter to settled screen"),
            ("device_to_device", "Enter on one tablet to the other's screen"),
        ):
            figure = both[key]
            print(
                f"served, {both['moves']} moves, {label}: median {figure['median_ms']} ms, "
                f"p95 {figure['p95_ms']} ms, max {figure['max_ms']} ms"
            )


if __name__ == "__main__":
    main()
