"""stdio upstreams (real subprocesses): the SDK server in both eras, an SDK-free legacy server, a
server killed mid-run, and a hostile catalogue."""

from __future__ import annotations

import json
import os
import signal
import sys
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
