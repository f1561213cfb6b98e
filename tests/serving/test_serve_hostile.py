"""`serve` under hostile traffic from the Wi-Fi: malformed requests, garbage on the websocket,
a flood of devices, and a page opened at `localhost`.

The real server runs in a subprocess, and every packet goes to 127.0.0.1 (LAN mode is
`--lan --host 127.0.0.1`: the token guard on, nothing leaves this machine). What is checked is
what the host sees: a terminal that stays readable (a few short lines, no traceback, never the
token again), and a machine that is not overrun (no more app processes than the cap, no
terminal larger than 400×200).
"""

from __future__ import annotations

import asyncio
import re
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass

import aiohttp
import pytest

from tests.serving.conftest import STARTED_LINE, Served, descendants, environment
from tests.serving.wire import (
    LOOPBACK,
    Session,
    open_websocket,
    port_of,
    raw_exchange,
    read_until,
    status_of,
    token_of,
    websocket_url,
)

SCREENFUL = 25
"""The most lines the host's terminal may get for a burst of bad requests: the link and the QR
code printed at start-up must not scroll away."""

MALFORMED = [
    b"GARBAGE\r\n\r\n",
    b"GET /?token={token} HTTP/9.9\r\nHost: x\r\n\r\n",
    b"GET /?token={token}&" + b"a" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",
    b"GET /?token={token} HTTP/1.1\r\nHost: x\r\nX-Big: " + b"b" * 20000 + b"\r\n\r\n",
    b"G\x00ET /?token={token} HTTP/1.1\r\n\r\n",
    bytes(range(256)) * 4,
    b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + b"\x00" * 64,  # a TLS hello
    b"POST /?token={token} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
    b"GET /?token={token} HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n",
    b"GET /?token={token} HTTP/1.1\r\nHost: x\r\nOrigin: http://[::1\r\nConnection: close\r\n\r\n",
    # websocket upgrades a browser would never send
    b"GET /ws?token={token} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n"
    b"Sec-WebSocket-Version: 99\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n",
    b"GET /ws?token={token} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n"
    b"Sec-WebSocket-Version: 13\r\nConnection: close\r\n\r\n",
    b"GET /ws?token={token} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
]

GARBAGE_MESSAGES = [
    "not json",
    "",
    "[]",
    "{}",
    "null",
    '["stdin"]',
    '["stdin", 5]',
    '["resize"]',
    '["resize", {"width": "wide", "height": 30}]',
    '["resize", {"width": 1e999, "height": 30}]',
    '["resize", [1, 2]]',
    '["ping"]',
    '["focus", "x", "y"]',
    '["' + "x" * 5000 + '"]',
    "[" * 10000,
]


def after_start(served: Served) -> list[str]:
    """What the host's terminal got once `serve` said it was serving."""
    started = next(n for n, line in enumerate(served.lines) if STARTED_LINE in line)
    return served.lines[started + 1 :]


def app_processes(served: Served) -> set[int]:
    """The app processes `serve` has running now (each is `exec`ed in its shell)."""
    return descendants(served.process.pid)


def pong_seen(answer: str) -> Callable[[Session], bool]:
    return lambda session: ["pong", answer] in session.texts


async def garbage_then_ping(port: int, token: str) -> tuple[Session, Session]:
    """Garbage on a websocket without the token, then on one with it, then a real ping."""
    async with aiohttp.ClientSession() as client:
        _, outsider = await open_websocket(client, websocket_url(port))
        websocket, insider = await open_websocket(
            client, websocket_url(port, f"token={token}&width=20000&height=10000")
        )
        assert websocket is not None, insider
        for text in GARBAGE_MESSAGES:
            await websocket.send_str(text)
        await websocket.send_bytes(b"\xff" * 100)
        await websocket.send_str('["ping", "still here"]')
        await read_until(websocket, insider, pong_seen("still here"), timeout=15)
        await websocket.close()
    return outsider, insider


def test_malformed_traffic_gets_short_lines_and_never_the_token(serve) -> None:
    served = serve("--lan", "--host", LOOPBACK, "--no-camera")
    port, token = port_of(served.url), token_of(served.url)
    sent = 0
    for _ in range(4):
        for template in MALFORMED:
            for key in (token, "wrong-token"):
                answer = raw_exchange(port, template.replace(b"{token}", key.encode()))
                status = status_of(answer)
                assert status is None or 400 <= status < 500, (template[:60], answer[:200])
                sent += 1
    outsider, insider = asyncio.run(garbage_then_ping(port, token))
    assert outsider.status == 403 and not outsider.accepted
    assert ["pong", "still here"] in insider.texts, "garbage on the websocket broke the session"
    assert raw_exchange(port, f"GET /?token={token} HTTP/1.0\r\n\r\n".encode())[9:12] == b"200"
    assert served.stop() == 0

    printed = after_start(served)
    shown = "\n".join(printed)
    assert sent >= 100
    assert len(printed) <= SCREENFUL, shown
    assert "Traceback" not in shown
    assert token not in shown
    assert all(len(line) <= 160 for line in printed), shown
    assert re.search(r"… and \d+ more", shown), shown


@dataclass
class Flood:
    """What a flood of devices saw, and what ran on the host while they were all connected."""

    sessions: list[Session]
    peak: int
    """The most app processes seen running at once, looked at every 50 ms."""
    running: dict[int, dict[str, str]]
    """Each app process's environment, by process id, once every page had its answer."""
    page: str
    """The page a further device got meanwhile."""


def drawn_or_closed(session: Session) -> bool:
    return len(session.terminal) > 200 or session.closed


async def count_apps(served: Served, peak: list[int]) -> None:
    """Keep `peak[0]` at the most app processes seen at once, until cancelled."""
    while True:
        peak[0] = max(peak[0], len(app_processes(served)))
        await asyncio.sleep(0.05)


async def flood(served: Served, devices: int) -> Flood:
    """`devices` websockets at once, each held open until its app has drawn (or it was told
    no); then the app processes are looked at, and one more device loads the page."""
    port, token = port_of(served.url), token_of(served.url)
    query = f"token={token}&width=20000&height=10000"
    peak = [0]
    counting = asyncio.create_task(count_apps(served, peak))
    async with aiohttp.ClientSession() as client:
        opened = await asyncio.gather(
            *(open_websocket(client, websocket_url(port, query)) for _ in range(devices))
        )
        await asyncio.gather(
            *(
                read_until(websocket, session, drawn_or_closed, timeout=30)
                for websocket, session in opened
                if websocket is not None
            )
        )
        running = {pid: environment(pid) for pid in app_processes(served)}
        async with client.get(f"http://{LOOPBACK}:{port}/?token={token}") as response:
            page = await response.text()
        for websocket, _ in opened:
            if websocket is not None:
                await websocket.close()
    counting.cancel()
    return Flood([session for _, session in opened], peak[0], running, page)


def test_a_half_sent_request_is_closed_instead_of_held(serve) -> None:
    """A request's head that never ends (a slow-loris attack, a device gone mid-request) is
    closed after REQUEST_SECONDS; aiohttp held it for 75 s. Waited for 30 s at most."""
    served = serve("--no-camera")
    with socket.create_connection((LOOPBACK, port_of(served.url)), timeout=30) as connection:
        connection.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        assert connection.recv(1) == b""  # the server closed it
    assert served.stop() == 0


def test_a_flood_of_devices_gets_no_more_apps_than_the_cap(serve) -> None:
    served = serve("--lan", "--host", LOOPBACK, "--no-camera", "--max-devices", "2")
    seen = asyncio.run(flood(served, devices=10))
    full = "This table already has 2 devices connected; close one and reload"

    drawing = [s for s in seen.sessions if len(s.terminal) > 200 and full not in s.screen]
    refused = [s for s in seen.sessions if full in s.screen and s.closed]
    assert len(drawing) == 2 and len(refused) == 8, [s.screen[:80] for s in seen.sessions]
    assert seen.peak == 2 and len(seen.running) == 2
    for started_with in seen.running.values():
        assert (started_with["COLUMNS"], started_with["ROWS"]) == ("400", "200")
    assert full in seen.page

    deadline = time.monotonic() + 20
    while app_processes(served) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not app_processes(served), "the apps of closed pages kept running"
    assert served.stop() == 0
    printed = after_start(served)
    shown = "\n".join(printed)
    assert "Traceback" not in shown and token_of(served.url) not in shown
    assert len(printed) <= SCREENFUL, shown


@pytest.mark.parametrize("page_host", ["localhost", "127.0.0.1"])
def test_a_page_opened_at_either_loopback_name_gets_its_websocket(serve, page_host: str) -> None:
    served = serve("--no-camera")
    port = port_of(served.url)
    address = f"{page_host}:{port}"
    page = raw_exchange(port, f"GET / HTTP/1.0\r\nHost: {address}\r\n\r\n".encode()).decode()
    assert f'data-session-websocket-url="ws://{address}/ws"' in page, page

    async def connect() -> list[Session]:
        sessions = []
        async with aiohttp.ClientSession() as client:
            for origin in (f"http://{address}", f"http://localhost:{port}"):
                headers = {"Host": address, "Origin": origin}
                websocket, session = await open_websocket(client, websocket_url(port), headers)
                if websocket is not None:
                    await websocket.close()
                sessions.append(session)
            other_port = {"Host": address, "Origin": f"http://localhost:{port + 1}"}
            sessions.append((await open_websocket(client, websocket_url(port), other_port))[1])
        return sessions

    own, alias, other = asyncio.run(connect())
    assert own.accepted and alias.accepted
    assert not other.accepted and other.status == 403
