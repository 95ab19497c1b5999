from __future__ import annotations

import json
import re
from dataclasses import replace

import jsonschema
from hypothesis import given, settings
from hypothesis import strategies as st
from notify_helpers import POISON, event, minor_tool, poisoned_tool, structural_tool

from notifiers import (
    ResolvedChange,
    event_from_json,
    event_to_json,
    notification_schema,
    parse_notify_config,
    render,
    to_slack_mrkdwn,
)
from notifiers._document import DocumentInfo, build_document
from notifiers._event import utcnow
from oracle import Dimension, Finding, Grade

FLAVORS = ("markdown", "slack", "text", "html")


def test_title_names_upstream_worst_grade_and_count() -> None:
    r = render((event(),), "markdown", limit=10_000)
    assert r.title == "[toolwatch] prod-github: MAJOR, 2 findings in 2 tools, security"


def test_markdown_has_grade_rules_paths_bump_and_marked_added_text() -> None:
    body = render((event(),), "markdown", limit=10_000).body
    assert "`search` — **major** · violation · rules: input-property-removed" in body
    assert '`/inputSchema/properties/p0`: `{"type": "string"}` → `(absent)`' in body
    assert "declared: 1.1.0 → 1.2.0 (minor, UNDER-BUMP)" in body
    assert "declared: none (2.0.0 unchanged)" in body
    assert "**⚠ read \\~/.ssh/id\\_rsa**" in body
    assert "Read a file from the workspace" not in body  # only the added text is quoted


def test_slack_mrkdwn_is_what_slack_receives() -> None:
    md = render((event(),), "slack", limit=2800).body
    mrkdwn = to_slack_mrkdwn(md)
    assert "###" not in md
    assert "`search` — *major* · violation" in mrkdwn
    assert "*⚠ read ~/.ssh/id_rsa*" in mrkdwn
    assert "**" not in mrkdwn


def test_hostile_text_cannot_ping_or_link_in_slack() -> None:
    hostile = "<!channel> click <https://evil.example|here> & *now*"
    f = Finding(
        "description-instruction",
        "x",
        Dimension.DESCRIPTION,
        Grade.MAJOR,
        "/description",
        "m",
        old="",
        new=hostile,
        security=True,
        evidence=("click",),
    )
    tool = poisoned_tool("x")
    tool = replace(tool, change=replace(tool.change, findings=(f,)))
    mrkdwn = to_slack_mrkdwn(render((event("u", tool),), "slack", limit=2800).body)
    assert "<!channel>" not in mrkdwn and "<https://evil" not in mrkdwn
    assert "‹!channel›" in mrkdwn  # shown, as look-alike brackets apprise cannot turn back into a mention


def test_html_escapes_and_marks() -> None:
    f = Finding(
        "description-x",
        "t",
        Dimension.DESCRIPTION,
        Grade.MAJOR,
        "/description",
        "m",
        old="a",
        new="a <script>alert(1)</script> steal",
        evidence=("steal",),
    )
    tool = poisoned_tool("t")
    tool = replace(tool, change=replace(tool.change, findings=(f,)))
    body = render((event("u", tool),), "html", limit=100_000).body
    assert "<script>" not in body and "&lt;script&gt;" in body
    assert "⚠ steal</mark>" in body


def test_text_marks_suspicious_spans() -> None:
    body = render((event(),), "text", limit=10_000).body
    assert ">>>read ~/.ssh/id_rsa<<<" in body
    assert "* search — major · violation" in body


def test_long_reports_are_cut_with_a_count() -> None:
    big = event("u", structural_tool("a", 300), minor_tool("b"))
    for flavor in ("markdown", "slack", "text", "html"):
        r = render((big,), flavor, limit=3000)  # type: ignore[arg-type]
        assert len(r.body) <= 3000
        assert r.left_out > 0
        assert f"{r.left_out} more finding(s)" in r.body
    full = render((big,), "markdown", limit=10**7)
    assert full.left_out == 0


def test_coalesced_message_counts_and_lists_every_upstream() -> None:
    events = tuple(event(f"up{i}", salt=str(i)) for i in range(5))
    r = render(events, "markdown", limit=100_000, coalesced=4, rate_note=" (rate limit 20/min)")
    assert "5 notifications coalesced into this one (rate limit 20/min)" in r.body
    assert all(f"**up{i}**" in r.body for i in range(5))
    assert r.title.startswith("[toolwatch] 5 refreshes (up0, up1, up2 +2): worst MAJOR")


def test_resolved_changes_render() -> None:
    closed = ResolvedChange(
        "read_file", "sha256:c", "sha256:d", Grade.MAJOR, True, "description poisoned", "reverted"
    )
    e = replace(event("u"), tools=(), resolved=(closed,))
    r = render((e,), "markdown", limit=10_000)
    assert r.title == "[toolwatch] u: 1 resolved"
    assert "**Resolved: 1 change closed**" in r.body
    assert "- `read_file` — **major** · reverted · **security** — description poisoned" in r.body
    doc = json.loads(build_document((e,), _info(), limit=10**6))
    jsonschema.validate(doc, notification_schema())
    assert doc["events"][0]["resolved"][0]["reason"] == "reverted"


def test_event_id_is_content_derived_and_round_trips() -> None:
    a, b = event(), event()
    assert (a.event_id == b.event_id and a.detected_at != b.detected_at) or a.event_id == b.event_id
    assert event(salt="x").event_id != a.event_id
    back = event_from_json(json.loads(json.dumps(event_to_json(a))))
    assert back == a and back.event_id == a.event_id


def _info(summary: str = "s") -> DocumentInfo:
    return DocumentInfo("n1", "hook", utcnow(), 0, summary)


def test_webhook_document_validates_against_the_shipped_schema() -> None:
    schema = notification_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    doc = json.loads(build_document((event(),), _info(), limit=10**6))
    jsonschema.validate(doc, schema, format_checker=jsonschema.FormatChecker())
    tool = doc["events"][0]["tools"][0]
    assert {"tool", "grade", "outcome", "security", "findings", "old_digest", "new_digest"} <= tool.keys()
    assert doc["events"][0]["event_id"] == event().event_id


def test_webhook_document_cut_with_a_count_and_still_valid() -> None:
    big = event("u", structural_tool("a", 2000))
    text = build_document((big,), _info(), limit=50_000)
    assert len(text) <= 50_000
    doc = json.loads(text)
    jsonschema.validate(doc, notification_schema())
    kept = len(doc["events"][0]["tools"][0]["findings"])
    assert kept + doc["truncated"]["findings_left_out"] == 2000


def test_poison_sample_is_quoted_in_the_document() -> None:
    doc = json.loads(build_document((event(),), _info(), limit=10**6))
    finding = doc["events"][0]["tools"][1]["findings"][0]
    assert POISON in finding["new"] and finding["evidence"]


@settings(max_examples=40, deadline=None)
@given(n=st.integers(1, 120), limit=st.integers(400, 20_000), flavor=st.sampled_from(FLAVORS))
def test_cut_never_exceeds_the_limit_and_counts_what_it_left_out(n: int, limit: int, flavor: str) -> None:
    e = event("u", structural_tool("a", n), minor_tool("b"))
    r = render((e,), flavor, limit=limit)  # type: ignore[arg-type]
    assert len(r.body) <= limit
    assert 0 <= r.left_out <= n + 1
    shown = set(re.findall(r"/inputSchema/properties/p(\d+)(?!\d)", r.body))
    assert len(shown) >= n - r.left_out
    if r.left_out:
        assert f"{r.left_out} more finding(s)" in r.body


def test_description_findings_without_texts_show_the_evidence_marked() -> None:
    f = Finding(
        "description-sensitive-path",
        "search_notes",
        Dimension.DESCRIPTION,
        Grade.MAJOR,
        "/description",
        "description mentions secrets or sensitive paths: ~/.ssh",
        security=True,
        evidence=("~/.ssh", "id_rsa"),
    )
    tool = poisoned_tool("search_notes")
    tool = replace(tool, change=replace(tool.change, findings=(f,)))
    body = render((event("demo", tool),), "text", limit=10_000).body
    assert "    | suspicious text: >>>~/.ssh<<< … >>>id_rsa<<<" in body
    assert "(absent)" not in body


def test_slack_payload_fits_after_escaping() -> None:
    from notifiers._delivery import SLACK_LIMIT, build_payload
    from notifiers.outbox import Row

    hostile = "<&>" * 300
    findings = tuple(
        Finding(
            "description-x",
            "t",
            Dimension.DESCRIPTION,
            Grade.MAJOR,
            f"/description/{i}",
            hostile,
            evidence=("<&>",),
        )
        for i in range(40)
    )
    tool = poisoned_tool("t")
    tool = replace(tool, change=replace(tool.change, findings=findings))
    e = event("u", tool)
    row = Row(
        1,
        "k",
        "r",
        "u",
        "slack://***",
        (e.event_id,),
        (event_to_json(e),),
        0,
        "pending",
        0,
        0.0,
        0.0,
        0.0,
        None,
        None,
    )
    cfg = parse_notify_config(
        {"routes": [{"name": "r", "urls": ["slack://T1JJ3T3L2/A1BRTD4JD/TIiajkdnlazkcOXrIdevi7FQ"]}]},
        where="n",
    )
    payload = build_payload(row, cfg.routes[0], cfg.routes[0].urls[0], 35000, 250, "")
    assert len(to_slack_mrkdwn(payload.body)) <= SLACK_LIMIT
    assert "more finding(s)" in payload.body and "<&>" not in to_slack_mrkdwn(payload.body)
