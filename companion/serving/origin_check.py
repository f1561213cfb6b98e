"""Checks that keep other web sites out of the served app, in every mode.

- Websockets are not covered by the browser's same-origin rules: any page the host visits
  could open `ws://localhost:PORT/ws` and drive the table. A request whose `Origin` header
  names another site is refused.
- In localhost mode (no token), a page could also rebind its own domain name to 127.0.0.1
  ("DNS rebinding"); then its requests carry its own name in `Host`. Localhost mode only
  answers requests addressed to this machine by a loopback name.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from urllib.parse import urlsplit

from aiohttp import web

from companion.serving.token_guard import Handler, forbidden, refusal_page

LOOPBACK_NAMES = ("localhost", "127.0.0.1", "[::1]")

_OTHER_SITE_PAGE = refusal_page(
    "Not from another site", "The table can only be opened from its own address."
)


def same_origin(request: web.Request) -> bool:
    """No Origin header (a typed address, a script's own files), or the page's own."""
    origin = request.headers.get("Origin")
    if origin is None:
        return True
    return urlsplit(origin).netloc.lower() == request.host.lower()


@web.middleware
async def same_origin_middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Refuse requests that another site's page makes (cross-site websocket hijacking)."""
    if not same_origin(request):
        return forbidden(_OTHER_SITE_PAGE)
    return await handler(request)


Middleware = Callable[[web.Request, Handler], Awaitable[web.StreamResponse]]


def loopback_host_middleware(port: int) -> Middleware:
    """A middleware that answers only requests addressed to a loopback name on `port`."""
    allowed = {f"{name}:{port}" for name in LOOPBACK_NAMES}

    @web.middleware
    async def middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
        if request.host.lower() not in allowed:
            return forbidden(
                refusal_page(
                    "Wrong address",
                    f"This table answers only at http://localhost:{port}/ on its own machine.",
                )
            )
        return await handler(request)

    return middleware
