"""Reading and touching the served app in a real browser page, through xterm.js.

The page draws the terminal on a canvas, so its text is not in the DOM. textual-serve's
script keeps its xterm.js `Terminal` in a closure; the init script below catches it as it is
assigned (`this.terminal = new Terminal(...)`), and the test reads the terminal's own buffer
through xterm's public API: the text the player sees, cell for cell.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from typing import Any

CATCH_TERMINAL = """
window.__terminals = [];
Object.defineProperty(Object.prototype, 'terminal', {
  configurable: true,
  set(value) {
    Object.defineProperty(this, 'terminal', {
      value, writable: true, configurable: true, enumerable: true,
    });
    if (value && value.buffer) window.__terminals.push(value);
  },
});
"""

_READ_SCREEN = """() => {
  const terminal = window.__terminals[0];
  if (!terminal) return null;
  const buffer = terminal.buffer.active;
  const rows = [];
  for (let y = 0; y < terminal.rows; y++) {
    const line = buffer.getLine(buffer.viewportY + y);
    rows.push(line ? line.translateToString(true) : '');
  }
  return rows;
}"""

_GEOMETRY = """() => {
  const terminal = window.__terminals[0];
  const screen = document.querySelector('.xterm-screen').getBoundingClientRect();
  return {left: screen.left, top: screen.top, width: screen.width, height: screen.height,
          cols: terminal.cols, rows: terminal.rows, fontSize: terminal.options.fontSize};
}"""


@dataclass(frozen=True)
class Geometry:
    """Where the terminal's cells are on the page."""

    left: float
    top: float
    width: float
    height: float
    cols: int
    rows: int
    font_size: float

    def cell_centre(self, row: int, col: int, length: int = 1) -> tuple[float, float]:
        cell_w, cell_h = self.width / self.cols, self.height / self.rows
        return self.left + (col + length / 2) * cell_w, self.top + (row + 0.5) * cell_h


def screen_rows(page: Any) -> list[str]:
    """The terminal's visible rows as text ([] before the terminal exists)."""
    return page.evaluate(_READ_SCREEN) or []


def screen_text(page: Any) -> str:
    return "\n".join(row.rstrip() for row in screen_rows(page))


def geometry(page: Any) -> Geometry:
    found = page.evaluate(_GEOMETRY)
    return Geometry(
        found["left"],
        found["top"],
        found["width"],
        found["height"],
        found["cols"],
        found["rows"],
        found["fontSize"],
    )


def _shown(text: str | re.Pattern[str], screen: str) -> bool:
    return text in screen if isinstance(text, str) else text.search(screen) is not None


def wait_for_text(page: Any, *texts: str | re.Pattern[str], timeout: float = 15.0) -> str:
    """Wait until every text (or pattern) is on screen; the screen, or AssertionError."""
    deadline = time.monotonic() + timeout
    shown = ""
    while time.monotonic() < deadline:
        shown = screen_text(page)
        if all(_shown(text, shown) for text in texts):
            return shown
        page.wait_for_timeout(100)
    raise AssertionError(f"not on screen after {timeout}s: {texts}\n--- screen ---\n{shown}")


def wait_until_gone(page: Any, text: str | re.Pattern[str], timeout: float = 15.0) -> None:
    """Wait until the text (or pattern) is no longer on screen (a screen closed, a line
    scrolled away), or AssertionError."""
    deadline = time.monotonic() + timeout
    while _shown(text, screen_text(page)):
        if time.monotonic() > deadline:
            raise AssertionError(f"still on screen after {timeout}s: {text!r}")
        page.wait_for_timeout(100)


def find_text(page: Any, text: str, below: str | None = None) -> tuple[int, int]:
    """(row, column) of the first place the text is shown (under the row showing `below`)."""
    rows = screen_rows(page)
    start = 0
    if below is not None:
        start = 1 + next((n for n, line in enumerate(rows) if below in line), len(rows))
    for row in range(start, len(rows)):
        col = rows[row].find(text)
        if col >= 0:
            return row, col
    raise AssertionError(f"{text!r} is not on screen:\n{screen_text(page)}")


def settle(page: Any, quiet: float = 0.2, timeout: float = 5.0) -> str:
    """Wait until the screen stops changing (a layout after a tap), so a tap lands on what
    is really there; the screen."""
    deadline = time.monotonic() + timeout
    shown = screen_text(page)
    while time.monotonic() < deadline:
        page.wait_for_timeout(quiet * 1000)
        now = screen_text(page)
        if now == shown:
            break
        shown = now
    return shown


def locate_text(
    page: Any, text: str, below: str | None = None, *, settled: bool = False
) -> tuple[float, float]:
    """The page coordinates of the middle of the text, once the screen has settled (at once
    if the caller has just seen it settle: each wait for that lasts a fifth of a second)."""
    if not settled:
        settle(page)
    row, col = find_text(page, text, below)
    return geometry(page).cell_centre(row, col, len(text))


def tap_text(page: Any, text: str, below: str | None = None, *, settled: bool = False) -> None:
    """Touch the screen where the text is drawn, as a finger on a tablet would."""
    page.touchscreen.tap(*locate_text(page, text, below, settled=settled))


_ARM_CLICK = """([x, y, at]) => {
  window.__clicked = null;
  setTimeout(() => {
    const fired = Date.now();
    const target = document.elementFromPoint(x, y);
    const options = {bubbles: true, cancelable: true, view: window, clientX: x, clientY: y,
                     button: 0, buttons: 1, detail: 1};
    target.dispatchEvent(new MouseEvent('mousedown', options));
    target.dispatchEvent(new MouseEvent('mouseup', {...options, buttons: 0}));
    target.dispatchEvent(new MouseEvent('click', {...options, buttons: 0}));
    window.__clicked = fired;
  }, Math.max(0, at - Date.now()));
}"""


def click_together(*targets: tuple[Any, tuple[float, float]], delay_ms: int = 1000) -> list[int]:
    """Click several pages at the same instant, as players tapping at once; when each clicked.

    Playwright drives pages one after the other, so two `tap` calls land tens of milliseconds
    apart (time enough for a page to pick up the other's move first). Here every page is
    armed with the same wall-clock time, then all fire together: ``delay_ms`` leaves a busy
    machine time to arm them all first, and each notes when its click fired, before the
    page's own handlers run.
    """
    at = int(time.time() * 1000) + delay_ms
    for page, (x, y) in targets:
        page.evaluate(_ARM_CLICK, [x, y, at])
    times = []
    for page, _ in targets:
        page.wait_for_function("window.__clicked !== null", timeout=5000)
        times.append(int(page.evaluate("window.__clicked")))
    return times


_DRAWING = """() => {
  const terminal = window.__terminals[0];
  const box = document.querySelector('.xterm-screen').getBoundingClientRect();
  const canvases = Array.from(document.querySelectorAll('.xterm-screen canvas')).map(canvas => {
    const shown = canvas.getBoundingClientRect();
    return [canvas.width, canvas.height, shown.width, shown.height];
  });
  const cellWidth = box.width / terminal.cols, cellHeight = box.height / terminal.rows;
  // The text layer's own pixels (cell backgrounds and glyphs) right of the Header's icon, left
  // of its title: in the Header's row and in the row below it.
  const text = document.querySelector('.xterm-screen canvas.xterm-text-layer');
  const perCss = text.width / text.getBoundingClientRect().width;
  const pixel = (row, col) => Array.from(text.getContext('2d').getImageData(
    Math.floor(col * cellWidth * perCss), Math.floor((row + 0.5) * cellHeight * perCss), 1, 1
  ).data);
  const columns = [4.5, 6.5, 8.5, 10.5, 12.5, 14.5];
  return {right: box.right, bottom: box.bottom, left: box.left, top: box.top,
          cellWidth, cellHeight, viewWidth: window.innerWidth, viewHeight: window.innerHeight,
          scale: window.devicePixelRatio, canvases,
          header: columns.map(col => pixel(0, col)), below: columns.map(col => pixel(1, col))};
}"""


def drawing_problems(page: Any) -> list[str]:
    """What keeps the player from seeing the whole terminal, drawn to scale ([] when nothing).

    The terminal must lie inside the viewport and fill it (less than two cells to spare);
    each of its canvases must hold one pixel per device pixel, since xterm.js draws its glyphs
    at `devicePixelRatio` times their size; and in the drawing the Header (the top row) must
    be one row tall: a page drawn 2× too large has a Header two rows tall, and shows only the
    top-left quarter of the app. (The pixels are read from the canvas, not a screenshot: at 3×
    a screenshot takes seconds.)
    """
    found = page.evaluate(_DRAWING)
    scale, cell_w, cell_h = found["scale"], found["cellWidth"], found["cellHeight"]
    problems = []
    if found["left"] < 0 or found["top"] < 0:
        problems.append(f"the terminal starts off screen at {found['left']},{found['top']}")
    for side, edge, view, cell in (
        ("right", found["right"], found["viewWidth"], cell_w),
        ("bottom", found["bottom"], found["viewHeight"], cell_h),
    ):
        if edge > view + 0.5:
            problems.append(f"the terminal's {side} edge {edge:.0f} is past the viewport's {view}")
        elif edge < view - 2 * cell:
            problems.append(f"the terminal's {side} edge {edge:.0f} leaves the viewport ({view})")
    for width, height, shown_w, shown_h in found["canvases"]:
        if abs(width - shown_w * scale) > 2 or abs(height - shown_h * scale) > 2:
            problems.append(
                f"a canvas of {width}×{height} pixels is shown at {shown_w}×{shown_h} CSS px "
                f"at devicePixelRatio {scale}"
            )
    # A Header drawn twice as tall fills the next row with its own pixels at every column; a
    # row below that merely shares its colour (a banner, under a modal's shade) differs somewhere.
    pairs = zip(found["header"], found["below"], strict=True)
    if all(max(abs(a - b) for a, b in zip(up, down, strict=True)) < 8 for up, down in pairs):
        problems.append(f"the Header is drawn more than one row tall ({found['header'][0]})")
    return problems
