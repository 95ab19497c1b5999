"""The machine-readable notification document for webhooks (json://, form://), schema version 1.

The schema ships as package data: notifiers/notification-v1.schema.json. apprise wraps every body in
its own envelope, so a json:// receiver finds the document as a JSON string in the envelope's
`message` field (form:// receivers: in the `message` form field).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from importlib import resources
from typing import Any

from ._event import RefreshEvent, event_to_json, utcnow

SCHEMA_ID = "https://toolwatch.dev/schemas/notification/v1.json"
SCHEMA_VERSION = 1


def notification_schema() -> dict[str, Any]:
    text = resources.files("notifiers").joinpath("notification-v1.schema.json").read_text("utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


@dataclass(frozen=True)
class DocumentInfo:
    notification_id: str  # the outbox dedup key: identical on every retry of this message
    route: str
    created_at: datetime  # when the message entered the outbox
    coalesced: int  # messages folded into this one
    summary: str  # the route's prose rendering (markdown, text or html)


def build_document(events: tuple[RefreshEvent, ...], info: DocumentInfo, *, limit: int) -> str:
    """The document as compact JSON, at most `limit` characters: findings beyond that are dropped
    from the end (least severe first) and counted in `truncated`."""
    doc = _document(events, info)
    text = _dump(doc)
    if len(text) <= limit:
        return text
    doc["summary"] = info.summary[:2000]
    total = sum(len(tool["findings"]) for event in doc["events"] for tool in event["tools"])
    lo, hi, best = 0, total, _keep(doc, 0, total)
    while lo <= hi:  # the most findings (in order) that still fit
        mid = (lo + hi) // 2
        candidate = _keep(doc, mid, total)
        if len(candidate) <= limit:
            best, lo = candidate, mid + 1
        else:
            hi = mid - 1
    return best


def _keep(doc: dict[str, Any], keep: int, total: int) -> str:
    """`doc` with only its first `keep` findings, as JSON."""
    events = []
    for event in doc["events"]:
        tools = []
        for tool in event["tools"]:
            tools.append({**tool, "findings": tool["findings"][: max(0, keep)]})
            keep -= len(tool["findings"])
        events.append({**event, "tools": tools})
    trimmed = {**doc, "events": events}
    left = total - sum(len(t["findings"]) for e in events for t in e["tools"])
    if left:
        trimmed["truncated"] = {"findings_left_out": left}
    return _dump(trimmed)


def _document(events: tuple[RefreshEvent, ...], info: DocumentInfo) -> dict[str, Any]:
    worst = max(events, key=lambda e: e.grade)
    return {
        "schema": SCHEMA_ID,
        "schema_version": SCHEMA_VERSION,
        "notification_id": info.notification_id,
        "route": info.route,
        "created_at": info.created_at.isoformat(),
        "sent_at": utcnow().isoformat(),
        "grade": worst.grade.label,
        "security": any(e.security for e in events),
        "coalesced": info.coalesced,
        "summary": info.summary,
        "events": [event_to_json(e) for e in events],
    }


def _dump(doc: dict[str, Any]) -> str:
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":"), default=str)
