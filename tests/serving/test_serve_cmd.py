"""`bang-companion serve` as a user runs it: printed link, QR code, the LAN guard, clear errors.

Every request goes to 127.0.0.1 only; LAN mode is tested with `--lan --host 127.0.0.1`,
which keeps the token guard on while staying on this machine.
"""

from __future__ import annotations

import asyncio
import http.client
import socket
from pathlib import Path
from urllib.parse import urlsplit

import aiohttp
import cv2
import pytest

from companion.serving.token_guard import COOKIE_NAME
from tests.serving.conftest import Served, descendants, start_serve
from tests.serving.qr_reading import decode, half_blocks_to_image
from tests.serving.wire import open_websocket, port_of, read_until, websocket_url

PRIVATE = "This table is private"


def get(url: str, path: str, headers: dict[str, str] | None = None) -> tuple[int, dict, str]:
    """One GET over a plain connection (no proxy from the environment can reroute it)."""
    parts = urlsplit(url)
    assert parts.hostname == "127.0.0.1"
    connection = http.client.HTTPConnection("127.0.0.1", parts.port, timeout=10)
    try:
        connection.request("GET", path, headers=headers or {})
        response = connection.getresponse()
        return response.status, dict(response.getheaders()), response.read().decode()
    finally:
        connection.close()


WEBSOCKET_UPGRADE = {
    "Connection": "Upgrade",
    "Upgrade": "websocket",
    "Sec-WebSocket-Version": "13",
    "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
}


def printed_qr(output: str) -> list[str]:
    """The half-block lines of the QR code as `serve` printed them."""
    lines = output.splitlines()
    return [line for line in lines if line.strip() and set(line) <= set(" ▀▄█")]


def test_lan_mode_link_qr_and_png_agree(serve, tmp_path: Path) -> None:
    png = tmp_path / "join.png"
    served = serve("--lan", "--host", "127.0.0.1", "--qr-png", str(png))
    url = served.url
    assert url.startswith("http://127.0.0.1:") and "/?token=" in url
    assert len(url.split("token=")[1]) >= 32
    assert decode(cv2.imread(str(png))) == url
    assert decode(half_blocks_to_image(printed_qr(served.output))) == url
    assert f"QR code saved to {png}" in served.output


def test_lan_mode_refuses_requests_without_the_token(serve) -> None:
    served = serve("--lan", "--host", "127.0.0.1")
    url = served.url
    token = url.split("token=")[1]

    status, headers, body = get(url, "/")
    assert status == 403 and PRIVATE in body and "scan the qr code" in body.lower()
    assert COOKIE_NAME not in headers.get("Set-Cookie", "")
    assert get(url, "/?token=" + "x" * len(token))[0] == 403
    assert get(url, "/?token=%C3%A9")[0] == 403
    assert get(url, "/static/js/textual.js")[0] == 403
    assert get(url, "/ws", WEBSOCKET_UPGRADE)[0] == 403
    assert get(url, "/ws", {**WEBSOCKET_UPGRADE, "Cookie": f"{COOKIE_NAME}=wrong"})[0] == 403

    status, headers, body = get(url, f"/?token={token}&fontsize=24")
    assert status == 200 and "data-session-websocket-url" in body
    cookie = headers["Set-Cookie"]
    assert cookie.startswith(f"{COOKIE_NAME}={token}")
    assert "HttpOnly" in cookie and "SameSite=Strict" in cookie
    assert 'data-font-size="24"' in body
    assert "googleapis" not in body and 'name="viewport"' in body

    with_cookie = {"Cookie": f"{COOKIE_NAME}={token}"}
    assert get(url, "/static/js/textual.js", with_cookie)[0] == 200
    assert get(url, "/", with_cookie)[0] == 200


def test_localhost_mode_needs_no_token_but_only_answers_loopback_names(serve) -> None:
    served = serve()
    url = served.url
    port = urlsplit(url).port
    assert url == f"http://127.0.0.1:{port}/"
    assert "Only this machine can open it" in served.output
    assert get(url, "/")[0] == 200
    assert get(url, "/", {"Host": f"localhost:{port}"})[0] == 200
    # A page rebinding its own name to 127.0.0.1 sends its own name as Host.
    assert get(url, "/", {"Host": f"evil.example:{port}"})[0] == 403
    # Another site's page opening the websocket sends its own Origin.
    other_site = {**WEBSOCKET_UPGRADE, "Origin": "http://evil.example"}
    assert get(url, "/ws", other_site)[0] == 403


def test_stops_cleanly_on_sigterm(serve) -> None:
    served: Served = serve()
    assert served.stop() == 0
    assert "Traceback" not in served.output


async def a_device_that_stops_answering(served: Served) -> set[int]:
    """A page whose app has drawn, then a browser that never answers again (a tablet asleep,
    off the Wi-Fi): the server's stop gets no reply to its websocket close. Its app process."""
    async with aiohttp.ClientSession() as client:
        websocket, session = await open_websocket(client, websocket_url(port_of(served.url)))
        assert websocket is not None
        await read_until(websocket, session, lambda seen: len(seen.terminal) > 500, 30)
        apps = descendants(served.process.pid)
        assert apps, "the page's app did not start"
        assert served.stop() == 0  # SIGTERM; a stop longer than 10 s is killed, -9
    return apps


def running(pid: int) -> bool:
    """Whether a process is there and not a zombie (Linux /proc)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def test_stops_on_sigterm_without_waiting_for_a_device_that_never_answers(serve) -> None:
    served: Served = serve("--no-camera")
    apps = asyncio.run(a_device_that_stops_answering(served))
    assert not [pid for pid in apps if running(pid)], "an app process outlived the server"
    assert "Traceback" not in served.output


def test_port_in_use_is_a_clear_message(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        served = start_serve(["--port", str(port), "--data-dir", str(tmp_path)])
        assert served.process.wait(timeout=20) == 2
    assert f"port {port} is already in use" in served.output
    assert "Traceback" not in served.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--host", "0.0.0.0"], "add --lan"),
        (["--port", "70000"], "a port is a number"),
        (["--max-devices", "0"], "at least one device"),
        (["--lan", "--host", "127.0.0.1", "--qr-png", "/no/such/folder/qr.png"], "no such folder"),
        (["--lan", "--host", "127.0.0.1", "--qr-png", "qr.jpg"], "must end in .png"),
    ],
)
def test_bad_options_are_refused_in_one_line(tmp_path: Path, args: list[str], message: str) -> None:
    served = start_serve(["--port", "0", "--data-dir", str(tmp_path), *args])
    assert served.process.wait(timeout=20) == 2
    assert message in served.output
    assert "Traceback" not in served.output
