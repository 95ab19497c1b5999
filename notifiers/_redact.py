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
_HOSTNAME = re.compile(r"^(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9-]+$|^localhost$|^\[?[0-9a-fA-F:.]+\]?$")


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
    """The substrings of `url` that must never be shown: the URL itself and each of its pieces
    (user, password, path segments, query values), quoted and unquoted."""
    parts = {url}
    _scheme, _sep, rest = url.partition("://")
    pieces = re.split(r"[/@:?&=#,]", rest)
    for piece in pieces:
        for form in (piece, unquote(piece)):
            if len(form) >= _MIN_SECRET:
                parts.add(form)
    try:
        host = urlsplit(url).hostname or ""
    except ValueError:
        host = ""
    if host and _HOSTNAME.match(host):
        # a plain hostname or port is not a secret, and scrubbing it would hide where a failure happened
        parts.discard(host)
        parts.discard(host.lower())
    try:
        port = urlsplit(url).port
    except ValueError:
        port = None
    if port is not None:
        parts.discard(str(port))
    return parts


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
