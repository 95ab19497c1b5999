"""Change detection over streamable HTTP in both protocol eras, against in-process SDK servers."""

from __future__ import annotations

from pathlib import Path

import anyio
import pytest
from conftest import make_config, running, up, wait_for
from mcp_fixture import Fixture, serve_app, tool

pytestmark = pytest.mark.anyio


@pytest.mark.parametrize("mode", ["auto", "legacy", "2026-07-28"])
async def test_change_detected_and_graded(tmp_path: Path, mode: str) -> None:
    fx = Fixture([tool("search", q="string"), tool("fetch", url="string")])
    async with serve_app(fx.server.streamable_http_app()) as port:
        config = make_config(
            tmp_path,
            [
                {
                    "name": "api",
                    "transport": "http",
                    "url": f"http://127.0.0.1:{port}/mcp",
                    "mode": mode,
                    "poll_interval": "1h",
                }
            ],
        )
        async with running(config) as daemon:
            status = await wait_for(lambda: up(daemon, "api").state == "up" and up(daemon, "api"))
            expected = "2025-11-25" if mode == "legacy" else "2026-07-28"
            assert status.protocol_version == expected
            assert status.list_changed and status.tool_count == 2
            if mode == "legacy":
                await anyio.sleep(0.5)  # the standalone GET stream attaches after `initialized`
            # A breaking change: `q` becomes an integer.
            await fx.change(tool("search", q="integer"))
            await wait_for(lambda: daemon.state.open_findings("api"), what="a finding")
            (finding,) = daemon.state.open_findings("api")
            assert (finding.tool, finding.grade, finding.outcome) == ("search", "major", "violation")
            m = daemon.metrics.registry.get_sample_value
            assert (
                m(
                    "toolwatch_tool_compat_verdicts_total",
                    {"upstream": "api", "grade": "major", "outcome": "violation"},
                )
                == 1
            )
            assert m("toolwatch_refreshes_total", {"upstream": "api", "trigger": "list_changed"}) == 1
            assert m("toolwatch_upstream_up", {"upstream": "api"}) == 1
            assert m("toolwatch_tools", {"upstream": "api"}) == 2
            # Reverting closes the finding.
            await fx.change(tool("search", q="string"))
            await wait_for(lambda: not daemon.state.open_findings("api"), what="the finding to close")
            closed = daemon.state.all_findings()[0]
            assert closed.close_reason == "reverted"
