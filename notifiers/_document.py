"""The machine-readable notification document for webhooks (json://, form://), schema version 1.

The schema ships as package data: notifiers/notification-v1.schema.json. apprise wraps every body in
its own envelope, so a json:// receiver finds the document as a JSON string in the envelope's
`message` field (form:// receivers: in the `message` form field).
"""

from __future__ import annotations

import json
from collections.abc import Callable
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
    """The document as compact JSON, at most `limit` bytes (UTF-8) whatever the events hold.

    Over the limit: the summary is cut, long values in findings are cut, then whole tool entries
    (and resolved entries) are dropped, least severe first, and counted in `truncated`."""
    doc = _document(events, info)
    text = _dump(doc)
    if _size(text) <= limit:
        return text
    doc["summary"] = info.summary[:SUMMARY_CUT]
    doc["events"] = [_compact_event(e) for e in doc["events"]]
    entries = _ranked_entries(doc)
    keep = _most(lambda k: _keep(doc, entries, k), 0, len(entries), limit)
    if keep < len(entries) and entries[keep][1] == "tools":  # and part of the next tool's findings
        ei, _, ti = entries[keep]
        total = len(doc["events"][ei]["tools"][ti]["findings"])
        part = _most(lambda p: _keep(doc, entries, keep, p), 0, total - 1, limit)
        if part:
            return _keep(doc, entries, keep, part)
    best = _keep(doc, entries, keep)
    if _size(best) <= limit:
        return best
    return _skeleton(doc, entries, limit)


def _most(build: Callable[[int], str], lo: int, hi: int, limit: int) -> int:
    """The largest n in [lo, hi] whose `build(n)` fits in `limit` bytes (lo if none does)."""
    best = lo
    lo += 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if _size(build(mid)) <= limit:
            best, lo = mid, mid + 1
        else:
            hi = mid - 1
    return best


SUMMARY_CUT = 2000  # characters of the prose summary kept when the document is over its limit
VALUE_CUT = 2000  # characters of one old/new value (or description text) kept then


def _size(text: str) -> int:
    return len(text.encode("utf-8", "surrogatepass"))


def _cut(value: Any) -> Any:
    if isinstance(value, str) and len(value) > VALUE_CUT:
        return value[: VALUE_CUT - 1] + "…"
    return value


def _compact_event(event: dict[str, Any]) -> dict[str, Any]:
    tools = []
    for tool in event["tools"]:
        tool = {**tool, "findings": [_compact_finding(f) for f in tool["findings"]]}
        if "description" in tool:
            tool["description"] = {k: _cut(v) for k, v in tool["description"].items()}
        tools.append(tool)
    resolved = [{**r, "summary": _cut(r.get("summary"))} for r in event["resolved"]]
    return {**event, "tools": tools, "resolved": resolved}


def _compact_finding(finding: dict[str, Any]) -> dict[str, Any]:
    out = {**finding, "message": _cut(finding.get("message"))}
    for side in ("old", "new"):
        if side in out:
            out[side] = _cut(out[side])
    if "evidence" in out:
        out["evidence"] = [_cut(e) for e in out["evidence"][:20]]
    return out


Entry = tuple[int, str, int]  # (event index, "tools" or "resolved", index in that list)


def _ranked_entries(doc: dict[str, Any]) -> list[Entry]:
    """Every tool and resolved entry, most severe first (grade, security), tools before resolved."""
    rank = {"major": 3, "minor": 2, "patch": 1, "none": 0}
    entries: list[tuple[tuple[int, int, int, int, int], Entry]] = []
    for ei, event in enumerate(doc["events"]):
        for kind in ("tools", "resolved"):
            for i, entry in enumerate(event[kind]):
                key = (
                    kind == "resolved",
                    -rank.get(entry.get("grade", "none"), 0),
                    -bool(entry.get("security")),
                    ei,
                    i,
                )
                entries.append((key, (ei, kind, i)))
    return [entry for _, entry in sorted(entries)]


def _keep(doc: dict[str, Any], entries: list[Entry], keep: int, partial: int = 0) -> str:
    """`doc` with only the `keep` most severe entries (in their original order), plus the first
    `partial` findings of the next one, as JSON."""
    kept = set(entries[:keep])
    cut = entries[keep] if partial and keep < len(entries) else None
    events = []
    tools_out = resolved_out = findings_out = 0
    for ei, event in enumerate(doc["events"]):
        tools = []
        for i, tool in enumerate(event["tools"]):
            if (ei, "tools", i) in kept:
                tools.append(tool)
            elif (ei, "tools", i) == cut:
                tools.append({**tool, "findings": tool["findings"][:partial]})
        resolved = [r for i, r in enumerate(event["resolved"]) if (ei, "resolved", i) in kept]
        tools_out += len(event["tools"]) - len(tools)
        resolved_out += len(event["resolved"]) - len(resolved)
        findings_out += sum(len(t["findings"]) for t in event["tools"]) - sum(
            len(t["findings"]) for t in tools
        )
        events.append({**event, "tools": tools, "resolved": resolved})
    trimmed = {**doc, "events": events}
    if tools_out or resolved_out or findings_out:
        trimmed["truncated"] = {
            "findings_left_out": max(1, findings_out),
            "tools_left_out": tools_out,
            "resolved_left_out": resolved_out,
        }
    return _dump(trimmed)


def _skeleton(doc: dict[str, Any], entries: list[Entry], limit: int) -> str:
    """The last resort (thousands of coalesced events): no entries, a short summary, and as many
    events as fit; always under `limit`."""
    doc = {**doc, "summary": doc["summary"][:200]}
    events = doc["events"]
    n = len(events)
    while True:
        text = _keep({**doc, "events": events[:n]}, [e for e in entries if e[0] < n], 0)
        if _size(text) <= limit or n == 1:
            return text
        n = max(1, n // 2)


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
