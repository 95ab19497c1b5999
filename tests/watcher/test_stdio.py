"""stdio upstreams (real subprocesses): the SDK server in both eras, an SDK-free legacy server, a
server killed mid-run, and a hostile catalogue."""

from __future__ import annotations

import json
import logging
import os
import signal
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from conftest import FIXTURES, make_config, running, up, wait_for
from mcp_fixture import tool

pytestmark = pytest.mark.anyio


def control(tmp_path: Path, tools: list[dict[str, Any]], **extra: Any) -> Path:
    path = tmp_path / "control.json"
    path.write_text(json.dumps({"tools": tools, "pidfile": str(tmp_path / "pid"), **extra}))
    return path


def rewrite(path: Path, tools: list[dict[str, Any]]) -> None:
    data = json.loads(path.read_text())
    data["tools"] = tools
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(data))
    tmp.replace(path)


def pid_of(tmp_path: Path) -> int:
    return int((tmp_path / "pid").read_text())


def stdio_upstream(name: str, script: str, ctl: Path, **extra: Any) -> dict[str, Any]:
    return {
        "name": name,
        "transport": "stdio",
        "command": sys.executable,
        "args": [str(FIXTURES / script), *(["stdio"] if script == "mcp_fixture.py" else []), str(ctl)],
        "connect_timeout": "30s",
        **extra,
    }


@pytest.mark.parametrize("mode", ["auto", "legacy"])
async def test_sdk_stdio_server(tmp_path: Path, mode: str) -> None:
    ctl = control(tmp_path, [tool("search", q="string")])
    config = make_config(tmp_path, [stdio_upstream("local", "mcp_fixture.py", ctl, mode=mode)])
    async with running(config) as daemon:
        await wait_for(lambda: up(daemon, "local").state == "up", timeout=40)
        assert up(daemon, "local").protocol_version == ("2026-07-28" if mode == "auto" else "2025-11-25")
        rewrite(ctl, [tool("search", q="string", limit="integer")])
        os.kill(pid_of(tmp_path), signal.SIGUSR1)
        await wait_for(lambda: daemon.state.open_findings("local"), what="input property added")
        (f,) = daemon.state.open_findings("local")
        assert (f.tool, f.grade) == ("search", "minor")


async def test_sdk_free_legacy_server_killed_and_restarted(tmp_path: Path) -> None:
    ctl = control(tmp_path, [tool("a"), tool("b"), tool("c")], page_size=2)
    config = make_config(
        tmp_path, [stdio_upstream("raw", "raw_legacy_server.py", ctl, ping_interval="200ms")]
    )
    async with running(config) as daemon:
        await wait_for(lambda: up(daemon, "raw").state == "up", timeout=40)
        st = up(daemon, "raw")
        assert (st.protocol_version, st.server_name, st.tool_count) == ("2025-06-18", "raw-legacy", 3)
        rewrite(ctl, [tool("a"), tool("b"), tool("c"), tool("d")])
        os.kill(pid_of(tmp_path), signal.SIGUSR1)
        await wait_for(lambda: daemon.state.open_findings("raw"), what="new tool over the raw server")
        # Kill the server; change the catalogue while it is down. The daemon respawns it and re-lists.
        first_pid = pid_of(tmp_path)
        rewrite(ctl, [tool("a"), tool("b"), tool("c"), tool("d"), tool("e")])
        os.kill(first_pid, signal.SIGKILL)
        await wait_for(lambda: st.connects >= 2, timeout=40, what="reconnect after kill")
        assert pid_of(tmp_path) != first_pid
        await wait_for(lambda: len(daemon.state.open_findings("raw")) == 2, what="the change made while down")
        m = daemon.metrics.registry.get_sample_value
        assert m("toolwatch_refreshes_total", {"upstream": "raw", "trigger": "reconnect"}) == 1


@pytest.mark.slow
async def test_hostile_catalogue(tmp_path: Path) -> None:
    many = [{"name": f"tool_{i}", "inputSchema": {"type": "object"}} for i in range(50_000)]
    ctl = control(tmp_path, many, page_size=5000)
    config = make_config(
        tmp_path, [stdio_upstream("hostile", "raw_legacy_server.py", ctl, call_timeout="60s")]
    )
    async with running(config) as daemon:
        await wait_for(lambda: up(daemon, "hostile").tool_count == 50_000, timeout=90, what="50,000 tools")
        # Malformed tools: a page the SDK cannot validate, then a duplicate name the oracle rejects.
        for bad, error in (
            ([*many[:10], {"name": 42, "inputSchema": "nope"}], "malformed tools/list page"),
            ([*many[:10], many[0]], "duplicate tool name"),
        ):
            rewrite(ctl, bad)
            os.kill(pid_of(tmp_path), signal.SIGUSR1)
            await wait_for(lambda e=error: e in (up(daemon, "hostile").last_error or ""), what=error)
            assert up(daemon, "hostile").state == "up"
            assert daemon.state.snapshot("hostile").tool_count == 50_000  # nothing recorded is lost
        rewrite(ctl, many)
        os.kill(pid_of(tmp_path), signal.SIGUSR1)
        await wait_for(lambda: up(daemon, "hostile").last_error is None, timeout=60, what="recovery")
        assert daemon.state.open_findings("hostile") == []


# --------------------------------------------------------------------- hostile children (the SDK server
# of mcp_fixture misbehaving on its pipes: tests/fixtures/hostile_stdio_server.py)


def hostile_upstream(name: str, tmp_path: Path, **spec: Any) -> dict[str, Any]:
    ctl = tmp_path / f"{name}.json"
    ctl.write_text(
        json.dumps({"tools": [tool("search", q="string")], "pidfile": str(tmp_path / "pid"), **spec})
    )
    return {
        "name": name,
        "transport": "stdio",
        "command": sys.executable,
        "args": [str(FIXTURES / "hostile_stdio_server.py"), str(ctl)],
        "connect_timeout": "30s",
        "ping_interval": "1h",  # a dead child must be noticed without the ping
        "poll_interval": "1h",
    }


async def test_garbage_on_stdout_is_counted_and_logged_once(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    upstream = hostile_upstream("noisy", tmp_path, stdout_garbage=20_000, garbage_on_list=500)
    config = make_config(tmp_path, [upstream])
    with caplog.at_level(logging.DEBUG):
        async with running(config) as daemon:
            await wait_for(lambda: up(daemon, "noisy").state == "up", timeout=60, what="up despite garbage")
            m = daemon.metrics.registry.get_sample_value
            labels = {"upstream": "noisy"}
            await wait_for(
                lambda: m("toolwatch_upstream_stdout_invalid_lines_total", labels) == 20_500,
                what="every garbage line counted",
            )
            assert up(daemon, "noisy").tool_count == 1 and up(daemon, "noisy").last_error is None
    garbage_logs = [r for r in caplog.records if "not JSON-RPC" in r.getMessage()]
    assert len(garbage_logs) == 1, [r.getMessage() for r in garbage_logs]
    (first,) = garbage_logs
    assert first.levelno == logging.WARNING and first.exc_info is None and first.upstream == "noisy"  # type: ignore[attr-defined]
    assert first.getMessage().count("this is not json") == 1  # the excerpt, not pydantic's echo of it
    assert not [r for r in caplog.records if r.exc_info], "no traceback for a hostile server's output"
    assert not [r for r in caplog.records if r.name.startswith("mcp.") and r.levelno >= logging.WARNING]
    assert sum(len(r.getMessage()) for r in caplog.records) < 20_000  # not 18.7 MB


async def test_child_exit_ends_the_session_at_once(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    config = make_config(tmp_path, [hostile_upstream("mortal", tmp_path, exit_on_usr2=3)])
    async with running(config) as daemon:
        st = up(daemon, "mortal")
        await wait_for(lambda: st.state == "up", timeout=60)
        first_pid = pid_of(tmp_path)
        os.kill(first_pid, signal.SIGUSR2)
        started = time.monotonic()
        await wait_for(lambda: st.state == "down", timeout=5, what="down without waiting for a ping")
        assert time.monotonic() - started < 2.0
        assert "the server process exited with status 3" in (st.last_error or "")
        status = await daemon.status()
        assert "exited with status 3" in status["upstreams"][0]["last_error"]
        assert any(
            "exited with status 3" in r.getMessage() and r.levelno == logging.WARNING for r in caplog.records
        )
        await wait_for(lambda: st.state == "up" and st.connects == 2, timeout=60, what="the respawn")
        assert pid_of(tmp_path) != first_pid


async def test_child_dying_at_start_reports_its_status_and_stderr(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    upstream = hostile_upstream("stillborn", tmp_path, exit_at_start=7, stderr_lines=["fatal: no config"])
    config = make_config(tmp_path, [upstream])
    with caplog.at_level(logging.INFO):
        async with running(config) as daemon:
            st = up(daemon, "stillborn")
            await wait_for(lambda: st.last_error, timeout=30, what="the first failure")
            assert st.state == "down"
            assert st.last_error == "ChildExited: the server process exited with status 7"
            await wait_for(
                lambda: any(r.getMessage() == "stderr [stillborn]: fatal: no config" for r in caplog.records),
                what="the child's stderr in the log",
            )
    (line,) = {r for r in caplog.records if r.getMessage() == "stderr [stillborn]: fatal: no config"} or {
        None
    }
    assert line is not None and line.name == "toolwatch.upstream" and line.upstream == "stillborn"  # type: ignore[attr-defined]


def test_snapshot_of_a_dying_server_shows_its_stderr_and_exit_status(tmp_path: Path) -> None:
    """`toolwatch snapshot` configures no logging: the server's own complaint still reaches the user."""
    from toolwatch_cli_support import run_toolwatch

    ctl = tmp_path / "ctl.json"
    ctl.write_text(json.dumps({"exit_at_start": 7, "stderr_lines": ["fatal: no config"]}))
    result = run_toolwatch(
        "snapshot", "--", sys.executable, str(FIXTURES / "hostile_stdio_server.py"), str(ctl)
    )
    assert result.code == 69, result.err
    assert "stderr [" in result.err and "]: fatal: no config" in result.err
    assert "the server process exited with status 7" in result.err and "Traceback" not in result.err


async def test_a_server_dying_in_a_loop_cannot_reset_the_log_limits(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Garbage, a stderr flood, exit; respawned; again. The once-a-minute limits hold across respawns."""
    spec = {"stdout_garbage": 100, "stderr_flood": 200, "exit_after_garbage": 1}
    config = make_config(tmp_path, [hostile_upstream("looping", tmp_path, **spec)])
    with caplog.at_level(logging.INFO):
        async with running(config) as daemon:
            st = up(daemon, "looping")
            await wait_for(lambda: st.attempts >= 4, timeout=60, what="four spawns")
            m = daemon.metrics.registry.get_sample_value
            assert (m("toolwatch_upstream_stdout_invalid_lines_total", {"upstream": "looping"}) or 0) >= 300
            assert "exited with status 1" in (st.last_error or "")
    messages = [r.getMessage() for r in caplog.records if r.name == "toolwatch.upstream"]
    assert sum("not JSON-RPC" in m for m in messages) == 1
    assert sum(m.startswith("stderr [looping]: ") for m in messages) <= 50
