"""The daemon's jury runs once per change whatever it raises: a failing jury is never paid for twice."""

from __future__ import annotations

import sys
import threading
from pathlib import Path
from typing import Any

import anyio.to_thread
import pytest
from mcp_fixture import tool

import oracle
import oracle.judges
from oracle.judges import parse_judges
from watcher.baseline import ToolVerdict
from watcher.judging import DaemonJury
from watcher.metrics import Metrics

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "oracle"))
from judge_server import judge_server
from judge_server import status as status_of

pytestmark = pytest.mark.anyio

BEFORE = "Converts a temperature from Celsius to Fahrenheit."
AFTER = "Converts a temperature from Fahrenheit to Celsius."


@pytest.mark.parametrize("raised", [RuntimeError, ValueError])
async def test_a_jury_that_raises_after_asking_is_not_asked_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, raised: type[Exception]
) -> None:
    real = oracle.judges.judge_report

    async def asks_then_breaks(*args: Any, **kwargs: Any) -> Any:
        await real(*args, **kwargs)  # the judges really are called (and answer 500: nothing is cached)
        raise raised("the jury broke after spending")

    monkeypatch.setattr(oracle.judges, "judge_report", asks_then_breaks)
    old, new = tool("convert", BEFORE, value="number"), tool("convert", AFTER, value="number")
    change = oracle.compare_tool(old, new)
    covered = ToolVerdict(change, oracle.Outcome.OK, "1.0.0", "1.0.1")
    async with judge_server() as judge:
        judge.script.update(a=status_of(500))
        jury = DaemonJury(parse_judges([{"endpoint": judge.url, "model": "a"}]), tmp_path, Metrics())
        (verdict,) = await anyio.to_thread.run_sync(
            jury.judge, [covered], {"convert": new}, lambda _c: oracle.Outcome.OK, oracle.Options()
        )
        assert len(judge.requests) == 1  # one judge, one change, one run
    # The deterministic verdict stands, marked as not judged.
    assert verdict.change is change
    assert verdict.outcome is oracle.Outcome.JUDGE_ERROR


def test_a_direct_call_outside_a_worker_thread_still_runs_the_jury_once(tmp_path: Path) -> None:
    async def main() -> None:
        old, new = tool("convert", BEFORE, value="number"), tool("convert", AFTER, value="number")
        change = oracle.compare_tool(old, new)
        async with judge_server() as judge:
            judge.script.update(a=status_of(500))
            jury = DaemonJury(parse_judges([{"endpoint": judge.url, "model": "a"}]), tmp_path, Metrics())

            def direct() -> list[ToolVerdict]:
                # A plain thread, not an anyio worker: the jury gets its own event loop.
                return jury.judge(
                    [ToolVerdict(change, oracle.Outcome.OK)],
                    {"convert": new},
                    lambda _c: oracle.Outcome.OK,
                    oracle.Options(),
                )

            box: list[list[ToolVerdict]] = []
            thread = threading.Thread(target=lambda: box.append(direct()))
            thread.start()
            await anyio.to_thread.run_sync(thread.join)
            assert len(judge.requests) == 1
        (verdict,) = box[0]
        assert any(f.rule_id == "description-judge-error" for f in verdict.change.findings)

    anyio.run(main)
