"""Probes against a real SDK server (streamable HTTP on 127.0.0.1:0) whose responses change while
its tools/list stays identical; the read-only guard; config parsing; the scheduler."""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client

from oracle import Grade, Outcome
from oracle.behavior import Fingerprint, read_behavior_section
from watcher.probes import (
    PROBES_SCHEMA,
    ProbeConfigError,
    ProbeRun,
    ProbeScheduler,
    ProbeSpec,
    ProbeStatus,
    parse_probes,
    probe_key,
    run_due,
    run_probes,
)

sys.path.insert(0, str(Path(__file__).parent))
from probe_fixture_server import calls_seen, serving, serving_app, set_mode

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def state(tmp_path: Path) -> Path:
    path = tmp_path / "state.json"
    set_mode(path, "base")
    return path


KB = parse_probes(
    [
        {
            "tool": "kb_query",
            "arguments": {"query": "refund policy", "top_k": 3},
            "expect": [
                {"pointer": "/results/0/id", "equals": "doc-118"},
                {"pointer": "/results", "min_items": 1},
                {"pointer": "/latency_ms", "type": "number", "range": [0, 5000]},
            ],
        }
    ],
    where="upstreams[0].probes",
)
KB_SHAPE_ONLY = (ProbeSpec(tool="kb_query", key="kb", arguments={"query": "refund policy"}),)


async def catalogue(client: Client) -> dict[str, dict[str, Any]]:
    tools = (await client.list_tools(cache_mode="bypass")).tools
    return {t.name: t.model_dump(by_alias=True, mode="json", exclude_none=True) for t in tools}


async def probe_once(
    client: Client, probes: tuple[ProbeSpec, ...], baseline: dict[str, Fingerprint]
) -> ProbeRun:
    [run] = await run_probes(client, await catalogue(client), probes, upstream="kb", baseline=baseline)
    return run


@pytest.mark.parametrize(
    ("mode", "expected"),
    [
        ("drop_key", {("behavior-key-removed", "/structuredContent/results/*/score")}),
        ("type_changed", {("behavior-type-changed", "/structuredContent/results/*/score")}),
        ("failing", {("behavior-error-flipped", "/isError")}),
        ("reordered", set()),
        ("empty", set()),
    ],
)
async def test_shape_changes_under_an_identical_schema(
    state: Path, mode: str, expected: set[tuple[str, str]]
) -> None:
    async with serving(state) as client:
        tools_before = await catalogue(client)
        first = await probe_once(client, KB_SHAPE_ONLY, {})
        assert first.status == "ok" and first.findings == () and first.outcome is Outcome.OK
        assert first.fingerprint is not None
        set_mode(state, mode)
        assert await catalogue(client) == tools_before  # the schema diff is zero lines
        second = await probe_once(client, KB_SHAPE_ONLY, {"kb": first.fingerprint})
    assert second.status == "ok" and second.baseline == first.fingerprint
    assert {(f.rule_id, f.path) for f in second.findings} == expected
    assert all(f.grade is Grade.MAJOR for f in second.findings)
    if mode == "reordered":
        assert second.fingerprint == first.fingerprint  # same digest: values and order do not count


@pytest.mark.parametrize("era", ["legacy", "2026-07-28"])
async def test_probes_work_in_both_protocol_eras(state: Path, era: str) -> None:
    async with serving(state, mode=era) as client:
        assert (client.protocol_version == "2026-07-28") is (era == "2026-07-28")
        first = await probe_once(client, KB_SHAPE_ONLY, {})
        set_mode(state, "type_changed")
        assert first.fingerprint is not None
        second = await probe_once(client, KB_SHAPE_ONLY, {"kb": first.fingerprint})
    assert [f.rule_id for f in second.findings] == ["behavior-type-changed"]


async def test_expect_fixtures_catch_what_the_shape_cannot(state: Path) -> None:
    ttl = parse_probes([{"tool": "session_ttl", "expect": [{"pointer": "/ttl", "range": [1, 120]}]}])
    async with serving(state) as client:
        before = await probe_once(client, ttl, {})
        set_mode(state, "seconds")  # minutes -> seconds: same key, same type
        after = await probe_once(client, ttl, {ttl[0].key: before.fingerprint} if before.fingerprint else {})
        set_mode(state, "reordered")
        kb = await probe_once(client, KB, {})
    assert before.findings == ()
    [unit] = after.findings
    assert unit.rule_id == "behavior-fixture-failed" and unit.grade is Grade.MAJOR
    assert unit.old == {"range": [1, 120]} and unit.new == 1800
    assert after.fingerprint == before.fingerprint
    [ranking] = kb.findings  # a ranking swap: doc-118 is no longer first
    assert ranking.path == "/results/0/id" and ranking.old == {"equals": "doc-118"}
    assert ranking.new == "doc-3-v2"


async def test_a_tool_that_starts_failing_is_one_finding_not_a_pile(state: Path) -> None:
    async with serving(state) as client:
        before = await probe_once(client, KB, {})
        set_mode(state, "failing")
        assert before.fingerprint is not None
        after = await probe_once(client, KB, {KB[0].key: before.fingerprint})
        without_baseline = await probe_once(client, KB, {})
    assert [f.rule_id for f in after.findings] == ["behavior-error-flipped"]
    # with nothing recorded to flip from, the fixtures are what catches it
    assert {f.rule_id for f in without_baseline.findings} == {"behavior-fixture-failed"}


async def test_a_response_that_breaks_its_own_output_schema_is_still_fingerprinted() -> None:
    import mcp.types as types
    from mcp.server import Server

    schema = {"type": "object", "properties": {"score": {"type": "number"}}, "required": ["score"]}
    answers = [{"score": 0.5}, {"rank": 1}]  # the second drops a key the schema requires

    async def list_tools(ctx: Any, params: Any) -> types.ListToolsResult:
        tool = types.Tool(
            name="rank",
            input_schema={"type": "object"},
            output_schema=schema,
            annotations=types.ToolAnnotations(read_only_hint=True),
        )
        return types.ListToolsResult(tools=[tool])

    async def call_tool(ctx: Any, params: Any) -> types.CallToolResult:
        return types.CallToolResult(content=[], structured_content=answers[0])

    server = Server("strict", version="1", on_list_tools=list_tools, on_call_tool=call_tool)
    probes = (ProbeSpec(tool="rank", key="rank"),)
    async with serving_app(server.streamable_http_app()) as client:
        first = await probe_once(client, probes, {})
        answers.pop(0)
        assert first.fingerprint is not None
        second = await probe_once(client, probes, {"rank": first.fingerprint})
    assert first.findings == ()
    assert second.status == "ok"
    assert [f.rule_id for f in second.findings] == [
        "behavior-output-invalid",
        "behavior-key-removed",
        "behavior-key-added",
    ]
    assert "'score' is a required property" in second.findings[0].message


async def test_guard_refuses_side_effects_and_the_server_sees_no_call(
    state: Path, caplog: pytest.LogCaptureFixture
) -> None:
    probes = parse_probes(
        [
            {"tool": "schedule_reminder", "arguments": {"delay": 5, "text": "probe"}},
            {"tool": "delete_doc", "arguments": {"doc_id": "doc-1"}},
            {"tool": "kb_query", "arguments": {"query": "q"}},
        ]
    )
    with caplog.at_level(logging.WARNING, logger="toolwatch.probes"):
        async with serving(state) as client:
            runs = await run_probes(client, await catalogue(client), probes, upstream="kb")
    assert [r.status for r in runs] == ["refused", "refused", "ok"]
    assert all(r.outcome is Outcome.PROBE_ERROR and r.fingerprint is None for r in runs[:2])
    assert "not annotated readOnlyHint: true" in (runs[0].error or "")
    assert "allow_side_effects: true" in (runs[0].error or "")
    assert "destructiveHint: true" in (runs[1].error or "")
    assert calls_seen(state) == ["kb_query"]  # the refused tools were never called
    assert sum("probe refused" in r.message for r in caplog.records) == 2


async def test_allow_side_effects_calls_and_warns_on_destructive(
    state: Path, caplog: pytest.LogCaptureFixture
) -> None:
    probes = parse_probes(
        [
            {"tool": "schedule_reminder", "arguments": {"delay": 5, "text": "p"}, "allow_side_effects": True},
            {"tool": "delete_doc", "arguments": {"doc_id": "x"}, "allow_side_effects": True},
        ]
    )
    with caplog.at_level(logging.WARNING, logger="toolwatch.probes"):
        async with serving(state) as client:
            runs = await run_probes(client, await catalogue(client), probes)
    assert [r.status for r in runs] == ["ok", "ok"]
    assert sorted(calls_seen(state)) == ["delete_doc", "schedule_reminder"]
    assert any("probing destructive tool delete_doc" in r.message for r in caplog.records)


async def test_timeouts_and_unknown_tools_are_probe_errors_not_shape_changes(state: Path) -> None:
    probes = (
        ProbeSpec(tool="slow_report", key="slow", timeout=0.5),
        ProbeSpec(tool="no_such_tool", key="ghost"),
        *KB_SHAPE_ONLY,
    )
    async with serving(state) as client:
        tools = await catalogue(client)
        with anyio.fail_after(20):
            runs = await run_probes(client, tools, probes, concurrency=3)
        # the session survives a timed-out probe
        again = await probe_once(client, KB_SHAPE_ONLY, {})
    slow, ghost, kb = runs
    assert (slow.status, slow.outcome, slow.findings) == ("error", Outcome.PROBE_ERROR, ())
    assert "timed out after 0.5s" in (slow.error or "")
    assert ghost.status == "error" and "not in the catalogue" in (ghost.error or "")
    assert kb.status == "ok" and again.status == "ok"


class CountingClient:
    """Wraps a client to record how many probe calls were in flight at once."""

    def __init__(self, inner: Client) -> None:
        self.inner, self.now, self.peak = inner, 0, 0

    async def call_tool(self, name: str, arguments: Any = None, read_timeout_seconds: Any = None) -> Any:
        self.now += 1
        self.peak = max(self.peak, self.now)
        try:
            await anyio.sleep(0.05)  # hold the slot long enough for the others to queue
            return await self.inner.call_tool(name, arguments, read_timeout_seconds=read_timeout_seconds)
        finally:
            self.now -= 1


@pytest.mark.parametrize("limit", [1, 2])
async def test_concurrency_per_upstream_is_bounded(state: Path, limit: int) -> None:
    probes = tuple(ProbeSpec(tool="session_ttl", key=f"ttl-{i}") for i in range(6))
    async with serving(state) as client:
        counting = CountingClient(client)
        runs = await run_probes(counting, await catalogue(client), probes, concurrency=limit)
    assert [r.status for r in runs] == ["ok"] * 6
    assert counting.peak == limit
    assert calls_seen(state).count("session_ttl") == 6


async def test_an_unfingerprintable_result_is_a_probe_error_not_a_crash() -> None:
    class Hostile:  # what no SDK would hand over, to prove the runner never raises on a result
        async def call_tool(self, name: str, arguments: Any = None, read_timeout_seconds: Any = None) -> Any:
            return {"structuredContent": {"a": object()}, "content": []}

    tools = {"t": {"name": "t", "annotations": {"readOnlyHint": True}}}
    [run] = await run_probes(Hostile(), tools, (ProbeSpec(tool="t", key="t"),))
    assert run.outcome is Outcome.PROBE_ERROR and "not fingerprintable" in (run.error or "")


async def test_records_round_trip_through_the_behavior_section(state: Path) -> None:
    async with serving(state) as client:
        [run] = await run_probes(client, await catalogue(client), KB)
    record = run.record()
    assert record is not None and record["arguments"] == {"query": "refund policy", "top_k": 3}
    section = {run.probe.key: record}
    assert read_behavior_section(section) == {run.probe.key: run.fingerprint}
    assert record["digest"] == run.fingerprint.digest if run.fingerprint else False


async def test_run_due_runs_only_due_probes(state: Path) -> None:
    now = [1000.0]
    ttl = ProbeSpec(tool="session_ttl", key="ttl", every=60)
    scheduler = ProbeScheduler((*KB_SHAPE_ONLY, ttl), clock=lambda: now[0])
    async with serving(state) as client:
        tools = await catalogue(client)
        assert len(await run_due(client, tools, scheduler)) == 2  # everything is due at start
        assert await run_due(client, tools, scheduler) == []
        scheduler.note_contract_change(["session_ttl"])
        assert [r.probe.key for r in await run_due(client, tools, scheduler)] == ["ttl"]
    assert calls_seen(state).count("session_ttl") == 2


# --- pure parts ---------------------------------------------------------------------------------


def test_scheduler_every_and_contract_changes() -> None:
    a = ProbeSpec(tool="a", key="a", every=60)
    b = ProbeSpec(tool="b", key="b", every=3600)
    s = ProbeScheduler([a, b], clock=lambda: 0.0)
    assert s.due(0) == (a, b)
    s.mark_ran([a, b], now=0)
    assert s.due(59) == () and s.seconds_until_due(0) == 60
    assert s.due(60) == (a,)
    s.note_contract_change(["b", "unrelated"])
    assert s.due(1) == (b,) and s.seconds_until_due(1) == 0
    assert ProbeScheduler([]).seconds_until_due() is None


def test_parse_probes_defaults_and_keys() -> None:
    [p] = parse_probes([{"tool": "kb", "arguments": {"b": 1, "a": 2}, "every": "5m", "timeout": "500ms"}])
    assert (p.every, p.timeout, p.allow_side_effects) == (300.0, 0.5, False)
    assert p.key == probe_key("kb", {"a": 2, "b": 1})  # key order does not matter
    [named] = parse_probes([{"tool": "kb", "name": "kb-main"}])
    assert (named.key, named.every, named.timeout, named.arguments) == ("kb-main", 3600.0, 30.0, {})
    assert parse_probes(None) == ()


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ([{"arguments": {}}], r"upstreams\[2\]\.probes\[0\]: missing required key 'tool'"),
        ([{"tool": "t", "evry": "1h"}], r"probes\[0\]: unknown key 'evry'; allowed keys: allow_side_effects"),
        ([{"tool": "t", "every": "soon"}], r"probes\[0\]\.every: must be a duration"),
        ([{"tool": "t", "expect": [{"pointer": "/a", "range": [3, 1]}]}], r"probes\[0\]\.expect\[0\]\.range"),
        ([{"tool": "t", "expect": [{"pointer": "/a", "equal": 1}]}], r"expect\[0\]: unknown key 'equal'"),
        ([{"tool": "t"}, {"tool": "t"}], r"probes\[1\]: same tool and arguments as .*probes\[0\]"),
        ({"tool": "t"}, r"probes: must be of type array"),
    ],
)
def test_bad_probe_config_names_the_key_path(raw: Any, message: str) -> None:
    with pytest.raises(ProbeConfigError, match=message):
        parse_probes(raw, where="upstreams[2].probes")


@pytest.mark.parametrize(
    ("annotations", "allow", "refused"),
    [
        ({"readOnlyHint": True}, False, False),
        ({"readOnlyHint": False}, False, True),
        ({}, False, True),
        ({}, True, False),
        ({"readOnlyHint": True, "destructiveHint": True}, False, True),  # contradiction: destructive wins
        ({"destructiveHint": True}, True, False),
    ],
)
def test_guard_matrix(annotations: dict[str, Any], allow: bool, refused: bool) -> None:
    from watcher.probes import refusal

    spec = ProbeSpec(tool="t", key="t", allow_side_effects=allow)
    assert (refusal(spec, {"name": "t", "annotations": annotations}) is not None) is refused


def test_catalogue_accepts_sdk_tools_dicts_and_mappings() -> None:
    import mcp.types as types

    from watcher.probes import catalogue_of

    tool = types.Tool(
        name="t", input_schema={"type": "object"}, annotations=types.ToolAnnotations(read_only_hint=True)
    )
    wire = {"name": "t", "inputSchema": {"type": "object"}, "annotations": {"readOnlyHint": True}}
    assert catalogue_of([tool]) == catalogue_of([wire]) == catalogue_of({"t": wire}) == {"t": wire}


def test_records_never_hold_secrets() -> None:
    from oracle.behavior import fingerprint_result

    spec = ProbeSpec(tool="kb", key="kb", arguments={"q": "x", "auth": {"token": "Bearer s3cr3t-value"}})
    run = ProbeRun("kb", spec, ProbeStatus.OK, fingerprint_result({"content": []}))
    record = run.record(secrets=["s3cr3t-value"])
    assert record is not None and record["arguments"] == {"q": "x", "auth": {"token": "***"}}
    assert "s3cr3t" not in str(record)


def test_schema_fragment_is_a_valid_json_schema() -> None:
    import jsonschema

    jsonschema.Draft202012Validator.check_schema(PROBES_SCHEMA)
