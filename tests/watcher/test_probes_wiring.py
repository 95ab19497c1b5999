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


async def test_approving_a_behavior_change_stops_it_alerting(tmp_path: Path) -> None:
    import argparse

    import anyio
    import yaml

    from watcher.commands import approve

    lookup = tool("lookup", sku="string")
    lookup["annotations"] = {"readOnlyHint": True}
    fx = Fixture([lookup])
    fx.responses["lookup"] = {"price": 10}
    async with serve_app(fx.server.streamable_http_app()) as port:
        upstream = {
            "name": "shop",
            "transport": "http",
            "url": f"http://127.0.0.1:{port}/mcp",
            "probes": [{"tool": "lookup", "every": "100ms"}],
        }
        (tmp_path / "config.yaml").write_text(
            yaml.safe_dump({"state_dir": str(tmp_path / "state"), "upstreams": [upstream]})
        )
        async with running(make_config(tmp_path, [upstream])) as daemon:
            await wait_for(lambda: (tmp_path / "state" / "probes").exists(), what="the first probe recorded")
            fx.responses["lookup"] = {"price": "ten"}
            await wait_for(lambda: daemon.state.open_findings("shop"), what="the behavior finding")
            args = argparse.Namespace(
                config=str(tmp_path / "config.yaml"), upstream="shop", tool=[], bump=False
            )
            assert await anyio.to_thread.run_sync(approve.run, args) == 0
            assert daemon.state.open_findings("shop") == []
            await anyio.sleep(1.0)  # ~10 more probe rounds against the accepted baseline
            assert daemon.state.open_findings("shop") == []


async def test_a_clean_probe_never_closes_another_probes_finding(tmp_path: Path) -> None:
    """Probe keys may contain ':' — the clean run of probe `kb` must not close probe `kb:<hash>`'s finding."""
    import anyio

    stable, kb = tool("stable", q="string"), tool("kb", q="string")
    for t in (stable, kb):
        t["annotations"] = {"readOnlyHint": True}
    fx = Fixture([stable, kb])
    fx.responses["stable"] = {"ok": True}
    fx.responses["kb"] = {"hits": 3}
    async with serve_app(fx.server.streamable_http_app()) as port:
        probes = [
            # The probe keyed "kb" runs alone between the other's runs, so its clean batches are separate.
            {"name": "kb", "tool": "stable", "arguments": {"q": "x"}, "every": "100ms"},
            {"tool": "kb", "arguments": {"q": "x"}, "every": "400ms"},  # default key: "kb:<hash>"
        ]
        config = make_config(
            tmp_path,
            [{"name": "docs", "transport": "http", "url": f"http://127.0.0.1:{port}/mcp", "probes": probes}],
        )
        async with running(config) as daemon:
            await wait_for(lambda: up(daemon, "docs").state == "up")
            await wait_for(lambda: (tmp_path / "state" / "probes").exists(), what="the first probes recorded")
            fx.responses["kb"] = {"hits": "3"}
            await wait_for(lambda: daemon.state.open_findings("docs"), what="the behavior finding on kb")
            (finding,) = daemon.state.open_findings("docs")
            assert finding.tool == "kb"
            await anyio.sleep(1.0)  # several clean runs of the probe keyed "kb"
            assert [f.tool for f in daemon.state.open_findings("docs")] == ["kb"]
            assert [f for f in daemon.state.all_findings() if f.closed_at is not None] == []
