"""The daemon runs the opt-in judge jury on description changes, caches its verdicts, counts its calls."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from conftest import make_config, running, up, wait_for
from mcp_fixture import Fixture, serve_app, tool

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "oracle"))
from judge_server import judge_server, scores
from judge_server import status as status_of

pytestmark = pytest.mark.anyio

BEFORE = "Converts a temperature from Celsius to Fahrenheit."
AFTER = "Converts a temperature from Fahrenheit to Celsius."  # same words, opposite meaning


async def test_a_judged_meaning_change_is_a_major_security_finding(tmp_path: Path) -> None:
    fx = Fixture([tool("convert", BEFORE, value="number")])
    async with judge_server() as judge, serve_app(fx.server.streamable_http_app()) as port:
        judge.script.update(a=scores(0.95), b=scores(0.9))
        config = make_config(
            tmp_path,
            [{"name": "units", "transport": "http", "url": f"http://127.0.0.1:{port}/mcp"}],
            judges=[
                {"endpoint": judge.url, "model": "a", "timeout": "5s"},
                {"endpoint": judge.url, "model": "b", "timeout": "5s"},
            ],
        )
        async with running(config) as daemon:
            await wait_for(lambda: up(daemon, "units").state == "up")
            await fx.change(tool("convert", AFTER, value="number"))
            await wait_for(lambda: daemon.state.open_findings("units"), what="the judged finding")
            (finding,) = daemon.state.open_findings("units")
            assert (finding.tool, finding.grade, finding.security) == ("convert", "major", True)
            assert "description-meaning-changed" in finding.detail_json
            calls = daemon.metrics.registry.get_sample_value(
                "toolwatch_judge_calls_total", {"judge": "a", "outcome": "ok"}
            )
            assert calls == 1
            asked = len(judge.requests)
        # A restart grades the same change again: the verdict comes from the state's cache.
        async with running(config) as daemon:
            await wait_for(lambda: up(daemon, "units").state == "up")
            await wait_for(
                lambda: daemon.metrics.registry.get_sample_value(
                    "toolwatch_judge_calls_total", {"judge": "a", "outcome": "cached"}
                ),
                what="the cached verdict",
            )
            assert len(judge.requests) == asked  # never paid twice
            assert [f.tool for f in daemon.state.open_findings("units")] == ["convert"]


async def test_a_failing_judge_leaves_the_verdict_but_says_judge_error(tmp_path: Path) -> None:
    import anyio.to_thread

    import oracle
    from oracle.judges import parse_judges
    from watcher.baseline import ToolVerdict
    from watcher.judging import DaemonJury
    from watcher.metrics import Metrics

    old, new = tool("convert", BEFORE, value="number"), tool("convert", AFTER, value="number")
    change = oracle.compare_tool(old, new)
    covered = ToolVerdict(change, oracle.Outcome.OK, "1.0.0", "1.0.1")  # a patch bump covers a reword
    async with judge_server() as judge:
        judge.script.update(a=status_of(500))
        metrics = Metrics()
        jury = DaemonJury(parse_judges([{"endpoint": judge.url, "model": "a"}]), tmp_path, metrics)
        (verdict,) = await anyio.to_thread.run_sync(
            jury.judge, [covered], {"convert": new}, lambda _c: oracle.Outcome.OK, oracle.Options()
        )
    assert verdict.outcome is oracle.Outcome.JUDGE_ERROR
    assert verdict.change.grade is change.grade  # the deterministic verdict stands
    assert any(f.rule_id == "description-judge-error" for f in verdict.change.findings)
    assert metrics.registry.get_sample_value(
        "toolwatch_judge_calls_total", {"judge": "a", "outcome": "error"}
    )
