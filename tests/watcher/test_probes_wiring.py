"""Behavioral probes run inside the daemon's sessions and their findings flow like any other."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import make_config, running, up, wait_for
from mcp_fixture import Fixture, serve_app, tool

pytestmark = pytest.mark.anyio


async def test_behavior_change_is_a_finding_and_reverting_closes_it(tmp_path: Path) -> None:
    lookup = tool("lookup", sku="string")
    lookup["annotations"] = {"readOnlyHint": True}
    fx = Fixture([lookup])
    fx.responses["lookup"] = {"price": 10, "currency": "EUR"}
    async with serve_app(fx.server.streamable_http_app()) as port:
        config = make_config(
            tmp_path,
            [
                {
                    "name": "shop",
                    "transport": "http",
                    "url": f"http://127.0.0.1:{port}/mcp",
                    "probes": [{"tool": "lookup", "arguments": {"sku": "a1"}, "every": "200ms"}],
                }
            ],
        )
        async with running(config) as daemon:
            await wait_for(lambda: up(daemon, "shop").state == "up")
            await wait_for(lambda: (tmp_path / "state" / "probes").exists(), what="the first probe recorded")
            fx.responses["lookup"] = {"price": "10 EUR"}  # same call, a different shape: a silent break
            await wait_for(lambda: daemon.state.open_findings("shop"), what="the behavior finding")
            (f,) = daemon.state.open_findings("shop")
            assert (f.tool, f.grade, f.outcome) == ("lookup", "major", "violation")
            assert f.old_digest.startswith("behavior:")
            fx.responses["lookup"] = {"price": 10, "currency": "EUR"}
            await wait_for(lambda: not daemon.state.open_findings("shop"), what="the revert to close it")
