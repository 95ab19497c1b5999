"""The 256 KiB cap on one notification holds whatever the events hold (bytes, every format), and a
mass change reads as one alert with its counts and a pointer to every finding."""

from __future__ import annotations

import json
from dataclasses import replace

import jsonschema
from notify_helpers import event, poisoned_tool, structural_tool

from notifiers import MassChange, RefreshEvent, event_from_json, event_to_json, notification_schema, render
from notifiers._config import parse_notify_config
from notifiers._delivery import DOCUMENT_LIMIT, build_payload
from notifiers._event import utcnow
from notifiers.outbox import Row


def _row(*events: RefreshEvent) -> Row:
    return Row(
        1,
        "k",
        "r",
        "u",
        "json://***",
        tuple(e.event_id for e in events),
        tuple(event_to_json(e) for e in events),
        0,
        "pending",
        0,
        0.0,
        0.0,
        0.0,
        None,
        None,
    )


def _payload(url: str, *events: RefreshEvent) -> str:
    cfg = parse_notify_config({"routes": [{"name": "r", "urls": [url]}]}, where="n")
    return build_payload(_row(*events), cfg.routes[0], url, 0, 250, "").body


def _many_tools(n: int) -> RefreshEvent:
    tools = tuple(
        replace(
            poisoned_tool(f"tool_{i:05d}"),
            change=replace(poisoned_tool(f"tool_{i:05d}").change, new_digest=f"sha256:{i}"),
        )
        for i in range(n)
    )
    return RefreshEvent("mass", tools)


def test_a_webhook_for_thousands_of_tools_stays_under_the_cap_and_says_what_it_left_out() -> None:
    body = _payload("json://127.0.0.1:9/hook", _many_tools(5000))
    assert len(body.encode()) <= DOCUMENT_LIMIT
    doc = json.loads(body)
    jsonschema.validate(doc, notification_schema())
    kept = len(doc["events"][0]["tools"])
    assert 0 < kept < 5000
    assert doc["truncated"]["tools_left_out"] == 5000 - kept  # a tool cut short counts as kept
    assert doc["truncated"]["findings_left_out"] >= 5000 - kept


def test_the_cap_counts_bytes_not_characters() -> None:
    wide = "\U0001f4a9" * 3000  # 4 bytes each
    tools = []
    for i in range(200):
        t = poisoned_tool(f"t{i}")
        finding = replace(t.change.findings[0], new=wide, message=wide)
        tools.append(replace(t, change=replace(t.change, findings=(finding,), new_digest=f"sha256:{i}")))
    e = RefreshEvent("wide", tuple(tools))
    for url in (
        "json://127.0.0.1:9/hook",
        "mailto://127.0.0.1:9?mode=insecure&from=toolwatch@example.com&to=secops@example.com",
        "form://127.0.0.1:9/f",
    ):
        body = _payload(url, e)
        assert len(body.encode()) <= DOCUMENT_LIMIT, url


def test_a_huge_coalesced_batch_still_fits() -> None:
    events = tuple(event(f"up{i}", structural_tool("a", 50), salt=str(i)) for i in range(400))
    body = _payload("json://127.0.0.1:9/hook", *events)
    assert len(body.encode()) <= DOCUMENT_LIMIT
    jsonschema.validate(json.loads(body), notification_schema())


def test_a_mass_change_event_says_so_with_counts_and_where_to_look() -> None:
    worst = tuple(
        replace(
            poisoned_tool(f"tool_{i}"),
            change=replace(poisoned_tool(f"tool_{i}").change, new_digest=f"sha256:{i}"),
        )
        for i in range(50)
    )
    mass = MassChange(5000, 3, 4990, (("major", 4990), ("patch", 10)), (("violation", 5000),), "sha256:x")
    e = RefreshEvent("prod", worst, mass_change=mass, detected_at=utcnow())
    assert event_from_json(json.loads(json.dumps(event_to_json(e)))) == e
    assert e.event_id != replace(e, mass_change=replace(mass, digest="sha256:y")).event_id
    r = render((e,), "markdown", limit=100_000)
    assert r.title == "[toolwatch] prod: MASS CHANGE, MAJOR, 5000 tools changed (4990 security); 3 resolved"
    assert "5000 tools with new findings in one refresh (major 4990, patch 10; violation 5000)" in r.body
    assert "Listed below: the 50 worst" in r.body
    assert "`toolwatch findings --upstream prod`" in r.body and "`GET /api/v1/status`" in r.body
    body = _payload("json://127.0.0.1:9/hook", e)
    doc = json.loads(body)
    jsonschema.validate(doc, notification_schema())
    assert doc["events"][0]["mass_change"]["tools"] == 5000
    assert len(body.encode()) <= DOCUMENT_LIMIT
