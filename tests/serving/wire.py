"""Talking to a served table below the browser: raw bytes and bare websockets, to 127.0.0.1 only.

A hostile device on the Wi-Fi does not use a browser, so neither do these helpers: they send
what they are given, byte for byte, and report what came back without judging it.
"""

from __future__ import annotations

import asyncio
import json
import re
import socket
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from urllib.parse import urlsplit

import aiohttp

LOOPBACK = "127.0.0.1"


def port_of(url: str) -> int:
    """The port of a served link, which must point at this machine."""
    parts = urlsplit(url)
    assert parts.hostname == LOOPBACK, url
    assert parts.port is not None, url
    return parts.port


def token_of(url: str) -> str:
    """The secret token of a LAN link."""
    return url.split("token=", 1)[1]


def raw_exchange(port: int, data: bytes, timeout: float = 5.0) -> bytes:
    """Send bytes on a fresh connection; the server's answer, once it is complete (headers and
    `Content-Length` bytes) or the server closed the connection."""
    with socket.create_connection((LOOPBACK, port), timeout=timeout) as connection:
        connection.sendall(data)
        answer = b""
        try:
            while not _complete(answer) and (chunk := connection.recv(65536)):
                answer += chunk
        except OSError:  # a reset or a timeout: the server answered what it answered
            pass
    return answer


def _complete(answer: bytes) -> bool:
    head, separator, body = answer.partition(b"\r\n\r\n")
    if not separator:
        return False
    length = re.search(rb"(?im)^content-length:\s*(\d+)", head)
    return length is not None and len(body) >= int(length[1])


def status_of(answer: bytes) -> int | None:
    """The HTTP status of a raw answer (None if the server said nothing)."""
    if not answer.startswith(b"HTTP/"):
        return None
    return int(answer.split(b" ", 2)[1])


@dataclass
class Session:
    """What one websocket brought back: the terminal's bytes, its text messages, its end."""

    accepted: bool = False
    status: int | None = None
    terminal: bytearray = field(default_factory=bytearray)
    texts: list[object] = field(default_factory=list)
    closed: bool = False

    @property
    def screen(self) -> str:
        return self.terminal.decode("utf-8", "replace")


def websocket_url(port: int, query: str = "") -> str:
    return f"http://{LOOPBACK}:{port}/ws" + (f"?{query}" if query else "")


async def open_websocket(
    client: aiohttp.ClientSession, url: str, headers: Mapping[str, str] | None = None
) -> tuple[aiohttp.ClientWebSocketResponse | None, Session]:
    """Open a websocket; (None, its refusal) when the upgrade is refused."""
    session = Session()
    try:
        websocket = await client.ws_connect(url, headers=headers or {}, autoping=True)
    except aiohttp.WSServerHandshakeError as error:
        session.status = error.status
        return None, session
    session.accepted = True
    return websocket, session


async def read_until(
    websocket: aiohttp.ClientWebSocketResponse,
    session: Session,
    done: Callable[[Session], bool],
    timeout: float,
) -> Session:
    """Collect messages until `done(session)` or the socket closes or `timeout` passes."""
    try:
        async with asyncio.timeout(timeout):
            while not done(session):
                message = await websocket.receive()
                if message.type == aiohttp.WSMsgType.BINARY:
                    session.terminal += message.data
                elif message.type == aiohttp.WSMsgType.TEXT:
                    session.texts.append(json.loads(message.data))
                else:
                    session.closed = True
                    break
    except TimeoutError:
        pass
    return session
