"""One page's websocket: what it sends is checked and handed to its app; a page that came in
past the device limit is told so on its terminal.

Written here rather than inherited: textual-serve's message loop trusts every message (a
message that is not JSON ended the session with a traceback on the host's terminal).
"""

from __future__ import annotations

import logging

from aiohttp import WSCloseCode, WSMsgType, web
from textual_serve.app_service import AppService

from companion.serving.browser_messages import Focus, Keys, Ping, Resize, parse_message

log = logging.getLogger(__name__)


async def relay(websocket: web.WebSocketResponse, app: AppService, remote: str | None) -> None:
    """Hand the page's messages to its app until the page goes away."""
    async for message in websocket:
        if message.type != WSMsgType.TEXT:
            continue
        parsed = parse_message(message.data)
        match parsed:
            case None:
                log.info("a malformed message from %s ignored", remote)
            case Keys(data):
                await app.send_bytes(data)
            case Resize(width, height):
                await app.set_terminal_size(width, height)
            case Ping(data):
                await websocket.send_json(["pong", data])
            case Focus(True):
                await app.focus()
            case Focus(False):
                await app.blur()


async def turn_away(
    request: web.Request, websocket: web.WebSocketResponse, screen: bytes
) -> web.WebSocketResponse:
    """Show `screen` on the page's terminal and close: no app for this page."""
    await websocket.prepare(request)
    await websocket.send_bytes(screen)
    await websocket.close(code=WSCloseCode.TRY_AGAIN_LATER, message=b"table full")
    return websocket
