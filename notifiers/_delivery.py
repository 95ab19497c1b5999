"""One delivery attempt of one outbox row to one apprise URL (blocking: run it in a worker thread)."""

from __future__ import annotations

import threading
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from ._config import Format, Route
from ._document import DocumentInfo, build_document
from ._event import RefreshEvent, event_from_json
from ._redact import Scrubber
from ._render import Flavor, Rendered, render, to_slack_mrkdwn
from .outbox import Row

SLACK_LIMIT = 3000  # Slack rejects section text over 3000 characters (measured after apprise's mrkdwn pass)
EMAIL_LIMIT = 200_000
DOCUMENT_LIMIT = 256 * 1024  # bytes of any one notification body: webhook document, email, Slack, text
_WEBHOOK = frozenset({"json", "jsons", "form", "forms"})
_SLACK = frozenset({"slack"})
_EMAIL = frozenset({"mailto", "mailtos"})


@dataclass(frozen=True)
class Payload:
    title: str
    body: str
    body_format: str  # an apprise NotifyFormat value
    security: bool


def scheme_of(url: str) -> str:
    return url.partition("://")[0].lower()


def build_payload(
    row: Row, route: Route, url: str, body_maxlen: int, title_maxlen: int, rate_note: str
) -> Payload:
    events = tuple(event_from_json(p) for p in row.payload)
    scheme = scheme_of(url)
    security = any(e.security for e in events)
    if scheme in _WEBHOOK:
        summary = render(
            events, _route_flavor(route.format), limit=16_000, coalesced=row.coalesced, rate_note=rate_note
        )
        info = DocumentInfo(
            notification_id=row.dedup_key,
            route=row.route,
            created_at=datetime.fromtimestamp(row.created_at, UTC),
            coalesced=row.coalesced,
            summary=summary.body,
        )
        body = build_document(events, info, limit=DOCUMENT_LIMIT)
        return Payload(_cut(summary.title, title_maxlen), body, "text", security)
    flavor: Flavor
    if scheme in _SLACK:
        flavor, limit, fmt = "slack", SLACK_LIMIT, "markdown"
    elif scheme in _EMAIL:
        flavor, limit, fmt = "html", EMAIL_LIMIT, "html"
    else:
        flavor, fmt = _route_flavor(route.format), route.format
        limit = body_maxlen if body_maxlen > 0 else 32_768
    rendered = render(events, flavor, limit=limit, coalesced=row.coalesced, rate_note=rate_note)
    for _ in range(4):  # limits count characters; the cap is bytes (an email of 4-byte characters)
        size = len(rendered.body.encode("utf-8", "surrogatepass"))
        if size <= DOCUMENT_LIMIT:
            break
        limit = int(limit * DOCUMENT_LIMIT / size * 0.95)
        rendered = render(events, flavor, limit=limit, coalesced=row.coalesced, rate_note=rate_note)
    if flavor == "slack":
        rendered = _fit_slack(events, rendered, row.coalesced, rate_note)
    return Payload(_cut(rendered.title, title_maxlen), rendered.body, fmt, security)


def _fit_slack(
    events: tuple[RefreshEvent, ...], rendered: Rendered, coalesced: int, rate_note: str
) -> Rendered:
    """Re-render until the mrkdwn Slack receives fits: escaping (`<` → `&lt;`) makes it longer."""
    limit = SLACK_LIMIT
    for _ in range(4):
        over = len(to_slack_mrkdwn(rendered.body)) - SLACK_LIMIT
        if over <= 0:
            break
        limit -= over + 64
        rendered = render(events, "slack", limit=limit, coalesced=coalesced, rate_note=rate_note)
    return rendered


def _route_flavor(fmt: Format) -> Flavor:
    return fmt


def _cut(title: str, maxlen: int) -> str:
    if maxlen <= 0 or len(title) <= maxlen:
        return title
    return title[: maxlen - 1] + "…"


class Sender:
    """apprise objects per URL, built once; `send` blocks for one attempt and never raises."""

    def __init__(self, scrub: Scrubber) -> None:
        import apprise

        self._apprise = apprise
        self._scrub = scrub
        self._instances: dict[str, Any] = {}
        self._lock = threading.Lock()

    def limits(self, url: str) -> tuple[int, int]:
        """(body_maxlen, title_maxlen) of the apprise service behind `url`."""
        ap = self._instance(url)
        servers = list(ap) if ap is not None else []
        if not servers:
            return 32_768, 250
        return int(servers[0].body_maxlen), int(servers[0].title_maxlen)

    def _instance(self, url: str) -> Any:
        with self._lock:
            if url not in self._instances:
                ap = self._apprise.Apprise()
                self._instances[url] = ap if ap.add(url) else None
            return self._instances[url]

    def send(self, url: str, payload: Payload) -> str | None:
        """None on success, else a scrubbed reason."""
        ap = self._instance(url)
        if ap is None:
            return "apprise cannot parse this URL"
        notify_type = (
            self._apprise.NotifyType.FAILURE if payload.security else self._apprise.NotifyType.WARNING
        )
        try:
            result = ap.notify(
                body=payload.body,
                title=payload.title,
                notify_type=notify_type,
                body_format=payload.body_format,
            )
        except Exception as exc:  # a plugin bug must fail the attempt, not the delivery task
            return self._scrub(f"apprise raised {type(exc).__name__}: {exc}")[:500]
        if result:
            return None
        lines = [
            entry.message
            for service in result
            for entry in service.logs()
            if entry.level in ("WARNING", "ERROR", "CRITICAL")
        ]
        reason = "; ".join(lines[-3:]) or f"apprise reported {result.status.name}"
        return self._scrub(reason)[:500]
