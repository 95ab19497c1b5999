"""Keep secrets in apprise URLs out of logs, status, stored errors and exceptions.

apprise masks passwords and tokens in the URLs it prints (``url(privacy=True)``); this module is the
second line: a redacted form of any URL (parseable by apprise or not), a scrubber for free text that
may quote a URL or one of its parts, and a logging filter built on the scrubber.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from urllib.parse import unquote, urlsplit

REDACTED = "***"
_MIN_SECRET = 4  # shorter fragments (a port, "to", "en") would scrub ordinary words
_SECRET_KEY = re.compile(r"token|secret|key|pass|pwd|auth|sig|cred|cookie|bearer|webhook", re.IGNORECASE)
_HOSTNAME = re.compile(
    r"^(?:[A-Za-z0-9-]+\.)+[A-Za-z][A-Za-z0-9-]*$|^localhost$|^\d{1,3}(?:\.\d{1,3}){3}$|^\[?[0-9a-fA-F]*:[0-9a-fA-F:.]*\]?$"
)


def redact_url(url: str) -> str:
    """`scheme://host/***`: the scheme and a host that looks like one, nothing else.

    Slack, Discord and friends carry their tokens in the "host" and path, so only a dotted hostname
    or an IP address survives; user info, path, query and fragment never do.
    """
    scheme, sep, rest = url.partition("://")
    if not sep or not re.fullmatch(r"[A-Za-z][A-Za-z0-9+.-]{0,31}", scheme):
        return REDACTED
    try:
        host = urlsplit(url).hostname or ""
    except ValueError:
        host = ""
    shown = host if host and _HOSTNAME.match(host) and "@" not in host else ""
    userinfo = "***@" if "@" in rest.split("/", 1)[0] else ""
    if shown:
        return f"{scheme}://{userinfo}{shown}/{REDACTED}"
    return f"{scheme}://{REDACTED}"


def secret_parts(url: str) -> set[str]:
    """The substrings of `url` that must never be shown: the URL itself, its user info, every query
    value, and each path or host piece that looks like a token (a digit in 6+ characters, or 16+
    characters), quoted and unquoted. Plain words in a path ("hooks", a route name) stay readable."""
    parts = {url}
    _scheme, _sep, rest = url.partition("://")
    base, _q, query = rest.partition("?")
    authority, _slash, path = base.partition("/")
    userinfo, at, hostport = authority.rpartition("@")
    pieces: list[tuple[str, bool]] = []  # (piece, always secret)
    if at:
        user, _colon, password = userinfo.partition(":")
        pieces += [(user, False), (password, True)]
    hostpart = hostport if at else authority
    host, colon, port = hostpart.rpartition(":")
    if not colon:
        host, port = hostpart, ""
    if not _HOSTNAME.match(host):  # a dotted name or an IP address says where, not how to get in
        pieces += [(host, False), (hostpart, False)]
    if port and not port.isdigit():  # not a port: a token after a colon (Telegram's bot:token)
        pieces.append((port, False))
    pieces += [(p, False) for p in re.split(r"[/#,]", path)]
    for pair in re.split(r"[&;]", query):
        key, _eq, value = pair.partition("=")
        always = unquote(key).startswith("+") or bool(_SECRET_KEY.search(key))
        pieces += [(v, False) for v in re.split(r"[,\s]|%20|\+", value)] + [(value, always)]
    for piece, always in pieces:
        for form in (piece, unquote(piece)):
            if len(form) >= _MIN_SECRET and (always or _looks_like_token(form)):
                parts.add(form)
    return parts


def _looks_like_token(piece: str) -> bool:
    return len(piece) >= 16 or (len(piece) >= 6 and any(c.isdigit() for c in piece) and not piece.isdigit())


class Scrubber:
    """Replaces every known secret fragment in a text with ``***`` (longest first)."""

    def __init__(self, urls: Iterable[str] = ()) -> None:
        self._secrets: set[str] = set()
        self._pattern: re.Pattern[str] | None = None
        self.add(urls)

    def add(self, urls: Iterable[str]) -> None:
        for url in urls:
            self._secrets |= secret_parts(url)
        ordered = sorted(self._secrets, key=len, reverse=True)
        self._pattern = re.compile("|".join(re.escape(s) for s in ordered)) if ordered else None

    def __call__(self, text: str) -> str:
        if self._pattern is None:
            return text
        return self._pattern.sub(REDACTED, text)


class ScrubFilter(logging.Filter):
    """A logging filter that renders the record's message and scrubs it (args included)."""

    def __init__(self, scrubber: Scrubber) -> None:
        super().__init__()
        self._scrub = scrubber

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except (TypeError, ValueError):  # a malformed record: leave it to logging's own handling
            return True
        cleaned = self._scrub(message)
        if cleaned != message or record.args:
            record.msg, record.args = cleaned, None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = self._scrub(record.exc_text)
        return True


@contextmanager
def scrubbed_logs(urls: Iterable[str], logger: str = "apprise") -> Iterator[Scrubber]:
    """Scrub `urls` out of `logger`'s records for the duration (apprise logs some URL parts
    unmasked at DEBUG level when it parses a URL)."""
    scrubber = Scrubber(urls)
    log_filter = ScrubFilter(scrubber)
    target = logging.getLogger(logger)
    target.addFilter(log_filter)
    try:
        yield scrubber
    finally:
        target.removeFilter(log_filter)
