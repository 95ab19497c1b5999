"""The daemon side of probes: the state store, lockfile recording, findings for the refresh pipeline,
and probe_loop against a real SDK server over loopback HTTP."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import anyio
import pytest

from oracle import Grade, ToolStatus
from oracle.lockfile import parse_lockfile, render_lockfile
from watcher.probe_runtime import (
    BEHAVIOR_PREFIX,
    ProbeStore,
    baselines_for,
    behavior_change,
    probe_key_of,
    probe_loop,
    record_in_lockfile,
)
from watcher.probes import ProbeRun, ProbeScheduler, ProbeSpec, parse_probes, run_probes

sys.path.insert(0, str(Path(__file__).parent))
from probe_fixture_server import calls_seen, serving, set_mode

pytestmark = pytest.mark.anyio

KB = ProbeSpec(tool="kb_query", key="kb", arguments={"query": "refund policy"})
TTL = parse_probes(
    [{"tool": "session_ttl", "name": "ttl", "expect": [{"pointer": "/ttl", "range": [1, 120]}]}]
)[0]


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def state(tmp_path: Path) -> Path:
    path = tmp_path / "server.json"
    set_mode(path, "base")
    return path


async def tools_of(client: Any) -> list[dict[str, Any]]:
    listed = (await client.list_tools(cache_mode="bypass")).tools
    return [t.model_dump(by_alias=True, mode="json", exclude_none=True) for t in listed]


async def probe(client: Any, probes: list[ProbeSpec], store: ProbeStore, **kw: Any) -> list[ProbeRun]:
    return await run_probes(
        client, await tools_of(client), probes, upstream="kb", baseline=baselines_for("kb", store, **kw)
    )


async def test_store_keeps_first_seen_baseline_until_approved(state: Path, tmp_path: Path) -> None:
    store = ProbeStore(tmp_path / "st")
    async with serving(state) as client:
        first = await probe(client, [KB], store)
        store.record("kb", first)
        set_mode(state, "drop_key")
        second = await probe(client, [KB], store)
        store.record("kb", second)
        third = await probe(client, [KB], store)  # still graded against the first-seen shape
        assert store.approve("kb") == ["kb"]
        fourth = await probe(client, [KB], store)
    assert [f.rule_id for f in second[0].findings] == ["behavior-key-removed"]
    assert third[0].findings == second[0].findings
    assert fourth[0].findings == ()
    assert (tmp_path / "st" / "probes" / "kb.json").exists()


async def test_behavior_change_feeds_the_refresh_pipeline(state: Path, tmp_path: Path) -> None:
    store = ProbeStore(tmp_path)
    async with serving(state) as client:
        store.record("kb", await probe(client, [KB, TTL], store))
        set_mode(state, "type_changed")
        kb_run, ttl_run = await probe(client, [KB, TTL], store)
        set_mode(state, "seconds")
        _, unit_run = await probe(client, [KB, TTL], store)
    assert behavior_change(ttl_run) is None  # nothing to report
    change = behavior_change(kb_run)
    assert change is not None and change.status is ToolStatus.CHANGED and change.grade is Grade.MAJOR
    assert change.name == "kb_query" and change.findings == kb_run.findings
    assert change.old_digest and change.old_digest.startswith(f"{BEHAVIOR_PREFIX}kb:sha256:")
    assert change.old_digest != change.new_digest
    unit = behavior_change(unit_run)
    assert unit is not None and unit.findings[0].rule_id == "behavior-fixture-failed"
    assert unit.old_digest != unit.new_digest  # same shape, but a distinct change to dedupe on
    assert probe_key_of(change.old_digest) == probe_key_of(change.new_digest or "") == "kb"
    assert (
        probe_key_of(f"{BEHAVIOR_PREFIX}kb_query:f591b52d4023:sha256:{'0' * 64}") == "kb_query:f591b52d4023"
    )
    assert probe_key_of("sha256:" + "0" * 64) is None


async def test_record_in_lockfile_and_grade_against_it(state: Path, tmp_path: Path) -> None:
    async with serving(state) as client:
        tools = await tools_of(client)
        import oracle
        from oracle.lockfile import regenerate

        catalogue = oracle.parse_catalogue(tools, source="test")
        lock = regenerate(catalogue, generated_for="kb").lockfile
        runs = await run_probes(client, tools, [KB, TTL, ProbeSpec(tool="gone", key="gone")])
        updated, written = record_in_lockfile(lock, runs)
        assert written == ["kb", "ttl"]
        reread = parse_lockfile(render_lockfile(updated), source="kb.lock.yaml")
        sections = {name: t.behavior for name, t in reread.tools.items() if t.behavior}
        assert set(sections) == {"kb_query", "session_ttl"}
        set_mode(state, "drop_key")
        store = ProbeStore(tmp_path)  # empty: the lockfile is the baseline
        [run] = await probe(client, [KB], store, behavior_sections=sections)
    assert [f.rule_id for f in run.findings] == ["behavior-key-removed"]


async def test_probe_loop_runs_on_schedule_and_after_contract_changes(state: Path) -> None:
    scheduler = ProbeScheduler([KB, TTL.__class__(**{**TTL.__dict__, "every": 3600})])
    batches: list[list[str]] = []
    got = anyio.Event()

    async def on_runs(runs: list[ProbeRun]) -> None:
        batches.append(sorted(r.probe.key for r in runs))
        got.set()

    async with serving(state) as client:
        tools = await tools_of(client)
        with anyio.fail_after(20):
            async with anyio.create_task_group() as tg:
                tg.start_soon(lambda: probe_loop(client, lambda: tools, scheduler, on_runs, upstream="kb"))
                await got.wait()  # every probe runs at start
                got = anyio.Event()
                await anyio.sleep(0.2)
                assert batches == [["kb", "ttl"]]  # and not again before `every`
                scheduler.note_contract_change(["session_ttl"])
                await got.wait()
                tg.cancel_scope.cancel()
    assert batches == [["kb", "ttl"], ["ttl"]]
    assert sorted(calls_seen(state)) == ["kb_query", "session_ttl", "session_ttl"]


def test_damaged_store_is_a_fresh_start(tmp_path: Path) -> None:
    store = ProbeStore(tmp_path)
    (tmp_path / "probes").mkdir()
    (tmp_path / "probes" / "kb.json").write_text("{not json")
    assert store.baselines("kb") == {}
    assert store.approve("kb") == []


async def test_upstream_probes_is_the_three_call_daemon_hook(
    state: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    from watcher.config import parse_config
    from watcher.probe_runtime import UpstreamProbes

    doc = {
        "state_dir": str(tmp_path / "st"),
        "probes": {"concurrency": 1},
        "upstreams": [
            {
                "name": "kb",
                "transport": "http",
                "url": "http://127.0.0.1:9/mcp",
                "lockfile": str(tmp_path / "kb.lock.yaml"),
                "probes": [{"tool": "kb_query", "name": "kb", "arguments": {"query": "q"}}],
            }
        ],
    }
    config = parse_config(doc, file="t.yaml", base_dir=tmp_path)
    (tmp_path / "kb.lock.yaml").write_text("version: [broken")  # fails open: graded against state
    results: list[tuple[str, list[ProbeRun], list[Any]]] = []
    arrived = anyio.Event()

    async def on_result(upstream: str, runs: list[ProbeRun], changes: list[Any]) -> None:
        results.append((upstream, runs, changes))
        arrived.set()

    probes = UpstreamProbes(config.upstream("kb"), config, on_result)
    assert probes
    async with serving(state) as client:
        tools = await tools_of(client)
        probes.observe(tools)
        with anyio.fail_after(20):
            async with anyio.create_task_group() as tg:
                tg.start_soon(probes.run, client)
                await arrived.wait()
                arrived = anyio.Event()
                set_mode(state, "drop_key")
                probes.observe(tools)  # the same contracts: nothing is due
                await anyio.sleep(0.3)
                assert len(results) == 1
                moved = [{**t, "description": "new words"} if t["name"] == "kb_query" else t for t in tools]
                probes.observe(moved)  # kb_query's contract moved: its probe runs now
                await arrived.wait()
                tg.cancel_scope.cancel()
    (_, first_runs, first_changes), (upstream, runs, changes) = results
    assert upstream == "kb" and first_changes == [] and first_runs[0].status == "ok"
    [change] = changes
    assert [f.rule_id for f in change.findings] == ["behavior-key-removed"]
    assert runs[0].findings == change.findings
    assert (tmp_path / "st" / "probes" / "kb.json").exists()
    assert any("lockfile unreadable" in r.message for r in caplog.records)
