"""Sessions against awkward servers: SSE, pagination, no notifications, endless cursors, hangs, storms,
restarts, protocol allowlists. All in-process over loopback HTTP."""

from __future__ import annotations

import socket
from pathlib import Path

import anyio
import pytest
from conftest import make_config, running, up, wait_for
from mcp_fixture import Fixture, high_level_app, serve_app, tool

pytestmark = pytest.mark.anyio


def http_upstream(name: str, port: int, **extra: object) -> dict[str, object]:
    return {"name": name, "transport": "http", "url": f"http://127.0.0.1:{port}/mcp", **extra}


@pytest.mark.parametrize("mode", ["auto", "legacy"])
async def test_sse_both_eras(tmp_path: Path, mode: str) -> None:
    server, change = high_level_app([tool("alpha")])
    async with serve_app(server.sse_app()) as port:
        config = make_config(
            tmp_path,
            [{"name": "sse", "transport": "sse", "url": f"http://127.0.0.1:{port}/sse", "mode": mode}],
        )
        async with running(config) as daemon:
            await wait_for(lambda: up(daemon, "sse").state == "up", what="sse up")
            assert up(daemon, "sse").list_changed
            await anyio.sleep(0.3)
            await change("beta")
            await wait_for(lambda: daemon.state.open_findings("sse"), what="new tool finding")
            (f,) = daemon.state.open_findings("sse")
            assert (f.tool, f.outcome) == ("beta", "new_tool")


async def test_all_pages_listed(tmp_path: Path) -> None:
    fx = Fixture([tool(f"t{i}") for i in range(7)], page_size=2)
    async with serve_app(fx.server.streamable_http_app()) as port:
        config = make_config(tmp_path, [http_upstream("paged", port)])
        async with running(config) as daemon:
            await wait_for(lambda: up(daemon, "paged").tool_count == 7, what="7 tools over 4 pages")
            await fx.change(remove="t6")
            await wait_for(lambda: daemon.state.open_findings("paged"), what="removed tool")
            assert daemon.state.open_findings("paged")[0].outcome == "removed_tool"


async def test_server_that_never_notifies_is_polled(tmp_path: Path) -> None:
    fx = Fixture([tool("a")], list_changed=False)
    async with serve_app(fx.server.streamable_http_app()) as port:
        config = make_config(tmp_path, [http_upstream("quiet", port, poll_interval="300ms")])
        async with running(config) as daemon:
            await wait_for(lambda: up(daemon, "quiet").state == "up")
            assert not up(daemon, "quiet").list_changed
            fx.set(tool("a", x="string"))  # changed without a word
            await wait_for(lambda: daemon.state.open_findings("quiet"), what="poll to find the change")
            m = daemon.metrics.registry.get_sample_value
            assert m("toolwatch_refreshes_total", {"upstream": "quiet", "trigger": "poll"}) >= 1


async def test_endless_cursor_is_an_error_not_a_hang(tmp_path: Path) -> None:
    fx = Fixture([tool("a")])
    fx.endless_cursor = True
    async with serve_app(fx.server.streamable_http_app()) as port:
        config = make_config(tmp_path, [http_upstream("loop", port, max_pages=50)])
        async with running(config) as daemon:
            await wait_for(lambda: up(daemon, "loop").last_error, what="the cursor guard")
            assert "cursor repeats" in up(daemon, "loop").last_error
            assert daemon.state.snapshot("loop") is None  # a partial catalogue is never graded


async def test_hung_server_does_not_block_others(tmp_path: Path) -> None:
    hung, fine = Fixture([tool("a")]), Fixture([tool("b")])
    hung.hang = True
    # A TCP listener that accepts and never speaks.
    mute = socket.socket()
    mute.bind(("127.0.0.1", 0))
    mute.listen(8)
    async with (
        serve_app(hung.server.streamable_http_app()) as p1,
        serve_app(fine.server.streamable_http_app()) as p2,
    ):
        config = make_config(
            tmp_path,
            [
                http_upstream("hung", p1, call_timeout="500ms"),
                http_upstream("mute", mute.getsockname()[1], connect_timeout="500ms", call_timeout="500ms"),
                http_upstream("fine", p2),
            ],
        )
        async with running(config) as daemon:
            await wait_for(lambda: up(daemon, "fine").state == "up")
            await wait_for(lambda: up(daemon, "hung").attempts >= 2, what="hung list to time out and retry")
            await wait_for(lambda: up(daemon, "mute").attempts >= 2, what="mute connect to time out")
            assert up(daemon, "hung").state != "up" and up(daemon, "mute").state == "down"
            assert "timed out" in (up(daemon, "hung").last_error or "")
            assert "connect_timeout" in (up(daemon, "mute").last_error or "")
            await wait_for(lambda: daemon.ready, what="readiness despite hung upstreams")
            await fine.change(tool("b2"))
            await wait_for(
                lambda: daemon.state.open_findings("fine"), what="the healthy upstream still works"
            )
    mute.close()


async def test_notification_flood_is_debounced(tmp_path: Path) -> None:
    fx = Fixture([tool("a")])
    async with serve_app(fx.server.streamable_http_app()) as port:
        config = make_config(tmp_path, [http_upstream("storm", port, debounce="200ms")])
        async with running(config) as daemon:
            await wait_for(lambda: up(daemon, "storm").state == "up")
            session = daemon.running["storm"].session
            before = session.relists
            fx.set(tool("a", x="string"))
            for _ in range(1000):  # 1,000 list_changed in well under a second
                await fx.notify()
            await anyio.sleep(1.0)
            relists = session.relists - before
            assert 1 <= relists <= 10, relists
            assert len(daemon.state.open_findings("storm")) == 1


async def test_restart_with_change_while_down(tmp_path: Path) -> None:
    fx = Fixture([tool("a"), tool("b")])
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    config = make_config(tmp_path, [http_upstream("bouncy", port, mode="legacy", ping_interval="200ms")])
    async with running(config) as daemon:
        async with serve_app(fx.server.streamable_http_app(), port):
            await wait_for(lambda: up(daemon, "bouncy").state == "up")
        await wait_for(lambda: up(daemon, "bouncy").state == "down", what="the outage to be noticed")
        fx.remove("b")  # changed while down: no notification can arrive
        async with serve_app(fx.server.streamable_http_app(), port):
            await wait_for(lambda: daemon.state.open_findings("bouncy"), what="re-list after reconnect")
            # The finding is committed inside the refresh; the session counts the connect when it returns.
            await wait_for(lambda: up(daemon, "bouncy").connects == 2, what="the reconnect counted")
            m = daemon.metrics.registry.get_sample_value
            assert m("toolwatch_refreshes_total", {"upstream": "bouncy", "trigger": "reconnect"}) == 1
            assert m("toolwatch_upstream_reconnects_total", {"upstream": "bouncy"}) >= 1


async def test_protocol_allowlist_and_server_version(tmp_path: Path) -> None:
    fx = Fixture([tool("a")])
    async with serve_app(fx.server.streamable_http_app()) as port:
        config = make_config(tmp_path, [http_upstream("pv", port, protocol_versions=["2025-11-25"])])
        async with running(config) as daemon:
            await wait_for(lambda: daemon.state.open_findings("pv"), what="allowlist finding")
            (f,) = daemon.state.open_findings("pv")
            assert f.tool == "(server)" and f.outcome == "violation" and "2026-07-28" in f.summary


async def test_backoff_starts_over_after_a_healthy_session(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level("INFO", logger="toolwatch.session")
    fx = Fixture([tool("a")])
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    config = make_config(tmp_path, [http_upstream("flaky", port, max_backoff="400ms", ping_interval="100ms")])

    def attempts() -> list[int]:
        return [
            int(r.getMessage().split("attempt ")[1].split(",")[0])
            for r in caplog.records
            if "attempt " in r.getMessage()
        ]

    async with running(config) as daemon:
        await wait_for(lambda: len(attempts()) >= 3, what="three failed attempts while the server is down")
        async with serve_app(fx.server.streamable_http_app(), port):
            await wait_for(lambda: up(daemon, "flaky").state == "up")
            before = len(attempts())
        await wait_for(lambda: len(attempts()) > before, what="a failed attempt after the outage")
        assert max(attempts()[:before]) >= 3
        assert attempts()[before] <= 2  # a fresh retry sequence: the backoff was reset
