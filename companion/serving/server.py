"""The web server: textual-serve's, with the guards, an offline page, and a socket bound first.

What changes from `textual_serve.server.Server`:
- the socket is bound before anything is printed, so a port in use is a clear message (and
  `--port 0` works: the URL shows the port the system gave);
- middlewares: the same-origin check always, then the token guard (LAN mode) or the
  loopback-name check (localhost mode), see `token_guard` and `origin_check`;
- the page (`page`) works offline, fits a tablet, and opens its websocket at the address it
  was loaded from;
- at most `max_devices` app processes run at once; the next device is told the table is full
  (`device_limit`), and no page gets a terminal larger than 400×200 (`browser_messages`);
- what a page sends is checked before it reaches its app (`browser_messages`): garbage is
  ignored, with one line in the log;
- the log is one short line per event, a few a minute at most, never a traceback nor the
  token (`quiet_log`): the host's terminal shows the link and the QR code, which must stay
  readable; textual-serve's logo and per-request lines are left out;
- each browser's app process is waited for, and all of them are stopped when the server
  stops (Ctrl+C with tablets connected would otherwise wait for them forever).
"""

from __future__ import annotations

import asyncio
import errno
import logging
import os
import shlex
import signal
import socket
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import aiohttp_jinja2
import jinja2
from aiohttp import web
from textual_serve.server import Server, to_int

from companion.i18n import t
from companion.paths import ENV_VAR as DATA_DIR_ENV
from companion.serving import quiet_log
from companion.serving.app_process import TableAppService
from companion.serving.browser_messages import clamp_size
from companion.serving.device_limit import table_full_page, table_full_screen
from companion.serving.join_link import JOIN_URL_ENV
from companion.serving.origin_check import (
    is_loopback,
    loopback_addresses,
    loopback_host_middleware,
    same_origin_middleware,
)
from companion.serving.page import index_context, page_template
from companion.serving.token_guard import TokenGuard, forbidden
from companion.serving.websocket_session import relay, turn_away

MAX_MESSAGE_BYTES = 1 << 20
"""A page's largest websocket message (a long paste); textual-serve allows 4 MB."""

REQUEST_SECONDS = 5.0
"""How long a connection may take to send a whole request, and stay idle between two: a
device sends a request's head in one packet, and a half-sent request (a slow-loris attack,
a device gone mid-request) held a connection for aiohttp's 75 s."""

CLOSE_SECONDS = 1.0
"""How long closing a page's websocket waits for the browser to answer: a tablet asleep or off
the Wi-Fi never does, and the server's stop waited aiohttp's 10 s default for it."""

log = logging.getLogger(__name__)


class ServeError(Exception):
    """The server cannot start: `message(lang)` says why and what to do (serve-<code>)."""

    def __init__(self, code: str, **params: object) -> None:
        super().__init__(code)
        self.code = code
        self.params = params

    def message(self, lang: str) -> str:
        return t(f"serve.{self.code}", lang, **self.params)


def bind_socket(host: str, port: int) -> socket.socket:
    """A listening TCP socket on host:port, or ServeError in words a player understands."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(128)
    except OSError as error:
        sock.close()
        raise _bind_error(error, host, port) from None
    sock.setblocking(False)
    return sock


def _bind_error(error: OSError, host: str, port: int) -> ServeError:
    where = {"host": host, "port": str(port)}
    if isinstance(error, socket.gaierror):
        return ServeError("unknown_host", **where)
    code = _BIND_ERRORS.get(error.errno or 0)
    if code is not None:
        return ServeError(code, **where)
    return ServeError("cannot_listen", why=error.strerror or error, **where)


_BIND_ERRORS = {
    errno.EADDRINUSE: "port_in_use",
    errno.EADDRNOTAVAIL: "not_this_machine",
    errno.EAFNOSUPPORT: "not_this_machine",
    errno.EACCES: "port_needs_rights",
}
"""What a failed bind means for a player, by errno (serve-<code> in cli.ftl)."""


def base_url(host: str, port: int) -> str:
    """The server's address as a browser writes it (IPv6 in brackets)."""
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}"


def app_command(app_args: Sequence[str] = (), python: str = sys.executable) -> str:
    """The shell command textual-serve runs for each browser: this Python, this package.

    The same interpreter means the same installed packages; the data folder and the join link
    travel in the environment (`BANG_COMPANION_DATA`, `BANG_COMPANION_JOIN_URL`), which every
    app process inherits, so all of them share one games database.
    """
    # `exec`: the shell becomes the app, so stopping the process stops the app itself.
    return "exec " + shlex.join([python, "-m", "companion.cli", *app_args])


@dataclass(frozen=True)
class ServeOptions:
    """What `serve` was asked for, once checked."""

    host: str
    port: int
    data_dir: Path
    guard: TokenGuard | None
    """The token guard (LAN mode), or None (localhost mode: loopback names only)."""
    max_devices: int
    """How many app processes may run at once (`serve --max-devices`)."""
    app_args: tuple[str, ...] = ()
    """Options for every app process (`--lang fr`, `--no-camera`...)."""
    lang: str = "en"
    """The app's language, for what a device turned away is told."""


class CompanionServer(Server):
    """textual-serve's server on an already bound socket, with the table's guards."""

    def __init__(self, options: ServeOptions, sock: socket.socket) -> None:
        self.sock = sock
        self.options = options
        self.on_ready: Callable[[], None] | None = None
        """Called once serving, after the link was shown (textual-serve printed a logo)."""
        self._sessions: set[asyncio.Task[object]] = set()
        self._log: quiet_log.RateLimitedHandler | None = None
        port = sock.getsockname()[1]
        super().__init__(
            app_command(options.app_args),
            host=options.host,
            port=port,
            title=t("app.title", options.lang),
            public_url=base_url(options.host, port),
        )

    @property
    def join_url(self) -> str:
        """The link to give the players: with the token in LAN mode."""
        if self.options.guard is not None:
            return self.options.guard.link(self.public_url)
        return f"{self.public_url}/"

    @property
    def table_full(self) -> bool:
        return len(self._sessions) >= self.options.max_devices

    def initialize_logging(self) -> None:
        """One short line per event, rate-limited, the token blanked out (`quiet_log`)."""
        guard = self.options.guard
        self._log = quiet_log.install(sys.stdout, [guard.token] if guard is not None else [])

    async def _make_app(self) -> web.Application:
        app = await super()._make_app()
        guard = self.options.guard
        access = guard.middleware if guard is not None else loopback_host_middleware(self.port)
        loopback = is_loopback(self.options.host)
        aliases = loopback_addresses(self.port) if loopback else frozenset()
        app.middlewares[:0] = [same_origin_middleware(aliases), access]
        aiohttp_jinja2.setup(app, loader=jinja2.DictLoader({"app_index.html": page_template()}))
        return app

    async def on_startup(self, app: web.Application) -> None:
        """Say "ready" only now: the signal handlers are in place, so Ctrl+C is a clean stop."""
        if self.on_ready is not None:
            self.on_ready()

    async def on_shutdown(self, app: web.Application) -> None:
        """End every browser session (and its app process) before the server goes."""
        for session in self._sessions:
            session.cancel()
        await asyncio.gather(*self._sessions, return_exceptions=True)

    async def handle_index(self, request: web.Request) -> web.Response:
        """The page, with its links on the address it was loaded from; or, when the table is
        full, a page that says so."""
        if self.table_full:
            page = table_full_page(self.options.lang, self.options.max_devices)
            return forbidden(page, status=503)
        context = index_context(request, self.title, urlsplit(self.public_url).netloc)
        return aiohttp_jinja2.render_template("app_index.html", request, context)

    async def handle_websocket(self, request: web.Request) -> web.StreamResponse:
        """One browser connection: its own app process, for as long as the page is open;
        none past the device limit."""
        websocket = web.WebSocketResponse(
            heartbeat=15, max_msg_size=MAX_MESSAGE_BYTES, timeout=CLOSE_SECONDS
        )
        if not websocket.can_prepare(request).ok:
            log.info("a bad websocket request from %s refused", request.remote)
            raise web.HTTPBadRequest(text=t("serving.websocket_only", self.options.lang) + "\n")
        if self.table_full:
            log.info("a device at %s turned away: the table is full", request.remote)
            screen = table_full_screen(self.options.lang, self.options.max_devices)
            return await turn_away(request, websocket, screen)
        session = asyncio.current_task()
        assert session is not None  # aiohttp runs every handler in a task of its own
        self._sessions.add(session)
        try:
            await self._run_session(request, websocket)
        finally:
            self._sessions.discard(session)
        return websocket

    async def _run_session(self, request: web.Request, websocket: web.WebSocketResponse) -> None:
        """The page's app process, from its start to its stop, whatever happens between."""
        width, height = clamp_size(
            to_int(request.query.get("width", "80"), 80),
            to_int(request.query.get("height", "24"), 24),
        )
        app_service: TableAppService | None = None
        try:
            await websocket.prepare(request)
            app_service = TableAppService(
                self.command,
                write_bytes=websocket.send_bytes,
                write_str=websocket.send_str,
                close=websocket.close,
                download_manager=self.download_manager,
                debug=self.debug,
            )
            await app_service.start(width, height)
            await relay(websocket, app_service, request.remote)
        except asyncio.CancelledError:
            await websocket.close()
        except Exception:
            log.exception("a browser session from %s failed", request.remote)
        finally:
            if app_service is not None:
                await app_service.stop()

    def serve(self, debug: bool = False) -> None:
        """Run until Ctrl+C or SIGTERM; the app processes get the data folder and (LAN mode)
        the join link in their environment."""
        os.environ[DATA_DIR_ENV] = str(self.options.data_dir)
        if self.options.guard is not None:
            os.environ[JOIN_URL_ENV] = self.join_url
        else:  # a localhost link is of no use to another device: the app says how to get one
            os.environ.pop(JOIN_URL_ENV, None)
        self.debug = debug
        self.initialize_logging()
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        for signal_number in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(signal_number, self.request_exit)
        try:
            web.run_app(
                self._make_app(),
                sock=self.sock,
                handle_signals=False,
                loop=loop,
                keepalive_timeout=REQUEST_SECONDS,
                print=None,
                access_log=logging.getLogger("aiohttp.access") if debug else None,
            )
        finally:
            if self._log is not None:
                self._log.summarise()
