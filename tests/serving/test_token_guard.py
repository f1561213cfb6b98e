"""The token guard's decisions, on requests built in memory."""

from __future__ import annotations

from aiohttp import web
from aiohttp.test_utils import make_mocked_request

from companion.serving.origin_check import is_loopback, loopback_addresses, same_origin
from companion.serving.token_guard import COOKIE_NAME, PRIVATE_TABLE_PAGE, TokenGuard


def request(path: str = "/", **headers: str) -> web.Request:
    return make_mocked_request("GET", path, headers={"Host": "10.0.0.5:8000", **headers})


def test_each_guard_has_its_own_long_random_token() -> None:
    first, second = TokenGuard(), TokenGuard()
    assert first.token != second.token
    assert len(first.token) >= 32
    assert first.token not in repr(first)
    assert first.link("http://10.0.0.5:8000") == f"http://10.0.0.5:8000/?token={first.token}"


def test_token_in_query_or_cookie_admits_anything_else_does_not() -> None:
    guard = TokenGuard("secret-token")
    assert guard.admits(request("/?token=secret-token"))
    assert guard.admits(request("/ws", Cookie=f"{COOKIE_NAME}=secret-token"))
    assert not guard.admits(request("/"))
    assert not guard.admits(request("/?token="))
    assert not guard.admits(request("/?token=secret-toke"))
    assert not guard.admits(request("/?token=%C3%A9t%C3%A9"))
    assert not guard.admits(request("/", Cookie=f"{COOKIE_NAME}=other"))
    assert not guard.admits(request("/", Cookie="other_cookie=secret-token"))


def test_the_refusal_page_says_how_to_get_in() -> None:
    assert "This table is private" in PRIVATE_TABLE_PAGE
    assert "Scan the QR code shown on the host's screen" in PRIVATE_TABLE_PAGE


def test_same_origin() -> None:
    assert same_origin(request("/ws"))
    assert same_origin(request("/ws", Origin="http://10.0.0.5:8000"))
    assert not same_origin(request("/ws", Origin="http://10.0.0.5:9999"))
    assert not same_origin(request("/ws", Origin="https://evil.example"))
    assert not same_origin(request("/ws", Origin="null"))
    assert not same_origin(request("/ws", Origin="http://[::1"))


def test_a_loopback_server_takes_its_loopback_names_as_one_origin() -> None:
    aliases = loopback_addresses(8000)
    page_at_localhost = {"Host": "127.0.0.1:8000", "Origin": "http://localhost:8000"}
    assert same_origin(request("/ws", **page_at_localhost), aliases)
    assert not same_origin(request("/ws", **page_at_localhost))
    assert not same_origin(
        request("/ws", Host="127.0.0.1:8000", Origin="http://localhost:3000"), aliases
    )
    assert not same_origin(
        request("/ws", Host="127.0.0.1:8000", Origin="http://evil.example:8000"), aliases
    )
    assert not same_origin(
        request("/ws", Host="10.0.0.5:8000", Origin="http://localhost:8000"), aliases
    )


def test_loopback_addresses() -> None:
    assert all(
        is_loopback(host) for host in ("localhost", "127.0.0.1", "127.1.2.3", "::1", "[::1]")
    )
    assert not any(is_loopback(host) for host in ("0.0.0.0", "192.168.1.5", "example.org", ""))
