"""A refresh has a time budget: past it the refresh is a refresh error, a thread stuck beyond it makes
/healthz and /readyz fail (and stops the systemd watchdog pets), and SIGTERM never waits for it."""

from __future__ import annotations

import json
import logging
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import anyio
import httpx2
import pytest
from conftest import FIXTURES, make_config, running, sdk_stdio_upstream, up, wait_for, write_daemon_config
from mcp_fixture import Fixture, serve_app, tool

from watcher.config import parse_config
from watcher.metrics import Metrics
from watcher.refresh import Refresher, ServerMeta
from watcher.state import State
from watcher.worker import Running, Workers

pytestmark = pytest.mark.timeout(120)


def catalogue(n: int, suffix: str = "") -> list[dict[str, Any]]:
    return [
        {
            "name": f"tool_{i:05d}",
            "description": f"Searches notebook {i} for notes.{suffix}",
            "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}},
        }
        for i in range(n)
    ]


def test_a_refresh_past_its_budget_is_a_refresh_error_and_records_nothing(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    config = parse_config(
        {
            "state_dir": str(tmp_path),
            "upstreams": [{"name": "big", "transport": "stdio", "command": "x", "refresh_budget": "50ms"}],
        },
        file="c",
        base_dir=tmp_path,
    )
    (up,) = config.upstreams
    roomy = parse_config(
        {"state_dir": str(tmp_path), "upstreams": [{"name": "big", "transport": "stdio", "command": "x"}]},
        file="c",
        base_dir=tmp_path,
    ).upstreams[0]
    metrics = Metrics()
    refresher = Refresher(State(tmp_path), metrics)
    assert refresher.refresh(roomy, catalogue(3000), ServerMeta(), "t").ok  # the baseline
    with caplog.at_level(logging.ERROR, logger="toolwatch.refresh"):
        started = time.monotonic()
        result = refresher.refresh(
            up, catalogue(3000, " Now with <IMPORTANT>secrets</IMPORTANT>."), ServerMeta(), "t"
        )
        took = time.monotonic() - started
    assert not result.ok and result.error is not None
    assert "refresh exceeded its budget (refresh_budget 0.05s)" in result.error
    assert took < 2.0  # stopped at the deadline, not after grading 3,000 changes
    assert any("refresh exceeded its budget" in r.getMessage() for r in caplog.records)
    assert metrics.registry.get_sample_value("toolwatch_refresh_errors_total", {"upstream": "big"}) == 1
    assert refresher.state.open_findings("big") == []  # nothing half-graded is recorded
    again = refresher.refresh(
        roomy, catalogue(3000, " Now with <IMPORTANT>secrets</IMPORTANT>."), ServerMeta(), "t"
    )
    assert again.ok and len(again.new) == 3000  # with room to grade, the same change is graded


def test_a_zero_budget_is_refused_by_the_config() -> None:
    from watcher.config import ConfigError

    with pytest.raises(ConfigError, match="refresh_budget: must be longer than 0"):
        parse_config(
            {"upstreams": [{"name": "a", "transport": "stdio", "command": "x", "refresh_budget": 0}]},
            file="c",
            base_dir=Path("."),
        )


@pytest.mark.anyio
async def test_a_cancelled_caller_abandons_the_thread_and_it_shows_as_stuck() -> None:
    workers = Workers(2)
    release = threading.Event()
    with anyio.move_on_after(0.2):
        await workers.run(Running("slow", 0.05), release.wait, 30)
    assert len(workers.running()) == 1  # abandoned, still running
    await anyio.sleep(0.1)
    assert [r.upstream for r in workers.stuck()] == ["slow"]
    release.set()
    with anyio.fail_after(5):
        while workers.running():  # noqa: ASYNC110
            await anyio.sleep(0.01)
    assert workers.stuck() == []
    assert await workers.run(Running("fast", 1.0), sum, [1, 2]) == 3


def test_a_stuck_refresh_fails_health_and_readiness_and_sigterm_does_not_wait(tmp_path: Path) -> None:
    ctl, pidfile = tmp_path / "up.json", tmp_path / "up.pid"
    ctl.write_text(json.dumps({"tools": catalogue(3), "pidfile": str(pidfile)}))
    config, port = write_daemon_config(
        tmp_path,
        [sdk_stdio_upstream("up", ctl)],
        {"debounce": "0", "ping_interval": "5s", "refresh_budget": "1s"},
    )
    log_path = tmp_path / "daemon.log"
    cmd = [sys.executable, str(FIXTURES / "run_watch.py"), "-c", str(config), "--log-format", "json"]
    proc = subprocess.Popen(cmd, stderr=log_path.open("ab"))
    url = f"http://127.0.0.1:{port}"

    def get(path: str) -> int:
        try:
            return httpx2.get(url + path, timeout=5).status_code
        except httpx2.TransportError:
            return 0

    def records() -> list[dict[str, Any]]:
        return [json.loads(line) for line in log_path.read_text().splitlines() if line.startswith("{")]

    db: sqlite3.Connection | None = None
    try:
        while get("/readyz") != 200 or not any("ready:" in r["msg"] for r in records()):
            assert proc.poll() is None, log_path.read_text()[-3000:]
            time.sleep(0.1)
        while not (tmp_path / "state" / "toolwatch.sqlite3").exists():
            time.sleep(0.1)
        time.sleep(0.5)  # the first refresh recorded its snapshot
        # Another process holds the state database's write lock: the next refresh blocks inside SQLite
        # (30 s busy timeout), where no cooperative deadline can stop it.
        db = sqlite3.connect(tmp_path / "state" / "toolwatch.sqlite3", isolation_level=None, timeout=1)
        db.execute("BEGIN IMMEDIATE")
        ctl.write_text(json.dumps({"tools": catalogue(3, " Changed."), "pidfile": str(pidfile)}))
        import os

        os.kill(int(pidfile.read_text()), signal.SIGUSR1)
        deadline = time.monotonic() + 20
        while get("/healthz") != 503:
            assert time.monotonic() < deadline, log_path.read_text()[-3000:]
            time.sleep(0.1)
        assert get("/readyz") == 503
        while not any(r["msg"].startswith("refresh stuck: running for") for r in records()):
            assert time.monotonic() < deadline, log_path.read_text()[-3000:]
            time.sleep(0.1)
        stopping = time.monotonic()
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=15) == 0
        assert time.monotonic() - stopping < 10  # not the 30 s the stuck thread waits for its lock
    finally:
        if db is not None:
            db.execute("ROLLBACK")
            db.close()
        if proc.poll() is None:
            proc.kill()
            proc.wait()


@pytest.mark.anyio
async def test_a_catalogue_over_max_tools_is_a_refresh_error_and_keeps_the_last_good_snapshot(
    tmp_path: Path,
) -> None:
    fx = Fixture([tool(f"t{i}") for i in range(5)])
    async with serve_app(fx.server.streamable_http_app()) as port:
        config = make_config(
            tmp_path,
            [{"name": "wide", "transport": "http", "url": f"http://127.0.0.1:{port}/mcp", "max_tools": 5}],
        )
        async with running(config) as daemon:
            await wait_for(lambda: up(daemon, "wide").tool_count == 5)
            await fx.change(tool("t5"))  # a sixth tool: over the budget
            await wait_for(lambda: up(daemon, "wide").last_error, what="the refresh error")
            assert up(daemon, "wide").last_error == "more than 5 tools (max_tools)"
            errors = daemon.metrics.registry.get_sample_value(
                "toolwatch_refresh_errors_total", {"upstream": "wide"}
            )
            assert errors == 1
            snapshot = daemon.state.snapshot("wide")
            assert snapshot is not None and snapshot.tool_count == 5  # nothing partial replaced it
            assert daemon.state.open_findings("wide") == []
