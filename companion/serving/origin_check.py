"""Checks that keep other web sites out of the served app, in every mode.

- Websockets are not covered by the browser's same-origin rules: any page the host visits
  could open `ws://localhost:PORT/ws` and drive the table. A request whose `Origin` header
  names another site is refused.
- In localhost mode (no token), a page could also rebind its own domain name to 127.0.0.1
  ("DNS rebinding"); then its requests carry its own name in `Host`. Localhost mode only
  answers requests addressed to this machine by a loopback name.

On a loopback server, `localhost`, `127.0.0.1` and `[::1]` on the server's port are one
origin: a page loaded under one name may talk to the server under another.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Awaitable, Callable
from urllib.parse import urlsplit

from aiohttp import web

from companion.serving.token_guard import Handler, every_language_page, forbidden

LOOPBACK_NAMES = ("localhost", "127.0.0.1", "[::1]")

Middleware = Callable[[web.Request, Handler], Awaitable[web.StreamResponse]]

_OTHER_SITE_PAGE = every_language_page("serving.other_site.title", "serving.other_site")


def is_loopback(host: str) -> bool:
    """Whether an address (as given to --host) is this machine's own, unreachable from others."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def loopback_addresses(port: int) -> frozenset[str]:
    """The `host:port` forms under which a loopback server on `port` is reached."""
    return frozenset(f"{name}:{port}" for name in LOOPBACK_NAMES)


def same_origin(request: web.Request, aliases: frozenset[str] = frozenset()) -> bool:
    """No Origin header (a typed address, a script's own files), or the page's own; an
    origin and a host that are both among `aliases` count as the same."""
    origin = request.headers.get("Origin")
    if origin is None:
        return True
    try:
        origin_address = urlsplit(origin).netloc.lower()
    except ValueError:  # "http://[::1" and the like: no page has such an origin
        return False
    host = request.host.lower()
    return origin_address == host or (origin_address in aliases and host in aliases)


def same_origin_middleware(aliases: frozenset[str] = frozenset()) -> Middleware:
    """A middleware that refuses the requests another site's page makes (cross-site
    websocket hijacking); `aliases` as for `same_origin`."""

    @web.middleware
    async def middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
        if not same_origin(request, aliases):
            return forbidden(_OTHER_SITE_PAGE)
        return await handler(request)

    return middleware


def loopback_host_middleware(port: int) -> Middleware:
    """A middleware that answers only requests addressed to a loopback name on `port`."""
    allowed = loopback_addresses(port)

    @web.middleware
    async def middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
        if request.host.lower() not in allowed:
            return forbidden(
                every_language_page(
                    "serving.wrong_address.title",
                    "serving.wrong_address",
                    address=f"http://localhost:{port}/",
                )
            )
        return await handler(request)

    return middleware
