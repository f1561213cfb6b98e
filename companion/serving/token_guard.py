"""LAN mode's lock: only a browser that came through the QR code's secret link gets in.

textual-serve has no authentication and starts an app process for every websocket, so on a
shared network anyone could otherwise open the table, or start processes until the host's
machine gives up. The link carries an unguessable token (`?token=`); the first page that
shows it gets the token back as an HttpOnly, SameSite=Strict cookie, which the page's own
requests (its scripts, its websocket) carry, since they have no query of their own. Anything
else gets a short page saying how to join, and no app process is started.

Why a cookie and not a redirect to a clean URL: a QR scan opens the page from another app,
and browsers do not send SameSite=Strict cookies on a navigation that began elsewhere, so a
redirect would lock the scanner out. The token stays in the address bar, and a reload works.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from aiohttp import web

from companion.i18n import UI_LANGUAGES, t

COOKIE_NAME = "bang_table"
TOKEN_BYTES = 24
"""192 random bits, far beyond guessing over a network."""

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

_PAGE = """<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>
body {{ margin: 0; min-height: 100vh; display: flex; align-items: center;
       justify-content: center; background: #0c181f; color: #fff;
       font-family: system-ui, sans-serif; text-align: center; }}
main {{ max-width: 34em; padding: 1.5em; }}
h1 {{ font-size: 2.2em; }}
p {{ font-size: 1.4em; line-height: 1.4; }}
p[lang] {{ font-size: 1.1em; color: #bbb; }}
</style>
</head>
<body><main>
<h1>{title}</h1>
{body}
</main></body>
</html>
"""


def every_language_page(title: str, sentence: str, **params: object) -> str:
    """A refusal page for a browser whose language is not known: the message `title` and
    `sentence` in English, then in every other language the product speaks."""
    others = "\n".join(
        f'<p lang="{lang}"><strong>{t(title, lang)}</strong> — {t(sentence, lang, **params)}</p>'
        for lang in UI_LANGUAGES
        if lang != "en"
    )
    return _PAGE.format(
        lang="en", title=t(title, "en"), body=f"<p>{t(sentence, 'en', **params)}</p>\n{others}"
    )


PRIVATE_TABLE_PAGE = every_language_page("serving.private.title", "serving.private")


def refusal_page(title: str, message: str, lang: str = "en") -> str:
    """A short page for a refused request, readable on a phone."""
    return _PAGE.format(lang=lang, title=title, body=f"<p>{message}</p>")


def forbidden(html: str, status: int = 403) -> web.Response:
    """A refusal (403 unless told) with a page, never cached, so that a later visit (with
    the right link, or once there is room) is not refused too."""
    return web.Response(
        status=status, text=html, content_type="text/html", headers={"Cache-Control": "no-store"}
    )


def _matches(given: str | None, expected: str) -> bool:
    """Constant-time comparison (no timing hint about the token); bytes, as any text may come."""
    if not given:
        return False
    return hmac.compare_digest(given.encode("utf-8"), expected.encode("utf-8"))


@dataclass(frozen=True)
class TokenGuard:
    """The secret of one serving session: a new one each time `serve` starts."""

    token: str = field(default_factory=lambda: secrets.token_urlsafe(TOKEN_BYTES), repr=False)

    def link(self, base_url: str) -> str:
        """The join link: the page with the token in its query."""
        return f"{base_url.rstrip('/')}/?token={self.token}"

    def admits(self, request: web.Request) -> bool:
        """Whether the request carries the token, in its query or in the cookie."""
        return _matches(request.query.get("token"), self.token) or _matches(
            request.cookies.get(COOKIE_NAME), self.token
        )

    @web.middleware
    async def middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Refuse any request without the token; hand the cookie to a browser that has it."""
        if not self.admits(request):
            return forbidden(PRIVATE_TABLE_PAGE)
        response = await handler(request)
        if (
            _matches(request.query.get("token"), self.token)
            and not _matches(request.cookies.get(COOKIE_NAME), self.token)
            and not response.prepared
        ):
            response.set_cookie(COOKIE_NAME, self.token, httponly=True, samesite="Strict", path="/")
        return response
