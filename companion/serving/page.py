"""The page a browser loads: textual-serve's, offline, sized for a tablet, drawn to scale on
any screen, keeping the screen awake, and with its links on the address the browser used.

textual-serve writes its server's own address into the page (`ws://127.0.0.1:8000/ws`); a
page opened at `http://localhost:8000/` then opened its websocket at another origin, and the
Origin check refused it: a dead page. Here the websocket and the scripts follow the `Host`
the page was loaded from, so whatever name reached the page reaches the app too (and the LAN
mode's cookie, set for that name, goes with them).

Three scripts of ours run before textual-serve's (they are inlined: the page stays one
request): `device_pixels.js` keeps xterm.js's canvases at the device's pixel ratio (see its
comment), `wake_lock.js` keeps the tablet's screen on while the game is open, and
`touch_scroll.js` scrolls what lies under a dragging finger.
"""

from __future__ import annotations

import re
from pathlib import Path

from aiohttp import web
from textual_serve.server import to_int

HERE = Path(__file__).parent
SCRIPTS = ("device_pixels.js", "wake_lock.js", "touch_scroll.js")
"""Our scripts, in the order they run, before textual-serve's."""

_FONT_LINK = re.compile(r"<link[^>]*fonts\.googleapis\.com[^>]*>\s*")
_VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1" />'


def _our_scripts() -> str:
    """The scripts as inline tags, kept out of Jinja's reach (`{{` is JavaScript there)."""
    tags = (
        f"<script>{{% raw %}}\n{(HERE / name).read_text(encoding='utf-8')}{{% endraw %}}</script>"
        for name in SCRIPTS
    )
    return "\n    ".join(tags)


def page_template() -> str:
    """textual-serve's page, offline, sized for a tablet and with our scripts first (unchanged
    but for those if its markup moved)."""
    import textual_serve

    path = Path(textual_serve.__file__).parent / "templates" / "app_index.html"
    page = _FONT_LINK.sub("", path.read_text(encoding="utf-8"))
    return page.replace("<head>", f"<head>\n    {_VIEWPORT}\n    {_our_scripts()}", 1)


def index_context(request: web.Request, title: str, fallback_host: str) -> dict[str, object]:
    """The template's values; `fallback_host` (host:port) serves a request with no `Host`."""
    host = request.headers.get("Host") or fallback_host
    return {
        "font_size": to_int(request.query.get("fontsize", "16"), 16),
        "app_websocket_url": f"ws://{host}/ws",
        "config": {"static": {"url": "/static/"}},
        "application": {"name": title},
    }
