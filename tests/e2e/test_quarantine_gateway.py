"""The worked gateway integration (examples/quarantine_gateway.py) against real parts: a toolwatch
daemon watching the demo server through its rug pull publishes the quarantine feed; an MCP client
talks to a second demo server through the gateway and no longer sees or reaches the flagged tools.
And the lockfile alone: a gateway pinning digests withholds the tools whose contract moved."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import anyio
import anyio.to_thread
import mcp.types as types
import pytest
from mcp import Client, MCPError, StdioServerParameters
from mcp.client import IncomingMessage

from watcher.config import parse_config
from watcher.supervisor import Daemon

pytestmark = [pytest.mark.anyio, pytest.mark.timeout(180)]
ROOT = Path(__file__).resolve().parents[2]
GATEWAY = ROOT / "examples" / "quarantine_gateway.py"
LOCK = ROOT / "examples" / "demo.lock.yaml"
DEADLINE = 90


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def load_gateway_module() -> Any:
    spec = importlib.util.spec_from_file_location("quarantine_gateway", GATEWAY)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def gateway(*options: str, after: str) -> StdioServerParameters:
    server = [sys.executable, "-m", "watcher.demo_server", "--after", after]
    return StdioServerParameters(command=sys.executable, args=[str(GATEWAY), *options, "--", *server])


async def names(client: Client) -> set[str]:
    return {t.name for t in (await client.list_tools(cache_mode="bypass")).tools}


async def test_gateway_withholds_what_the_daemon_quarantined(tmp_path: Path) -> None:
    config = parse_config(
        {
            "state_dir": str(tmp_path / "state"),
            "http": {"listen": "127.0.0.1:0"},
            "defaults": {"debounce": "0", "poll_interval": "1h"},
            "upstreams": [
                {
                    "name": "demo",
                    "transport": "stdio",
                    "command": sys.executable,
                    "args": ["-m", "watcher.demo_server", "--after", "0.5s"],
                    "lockfile": str(LOCK),
                }
            ],
        },
        file=str(tmp_path / "config.yaml"),
        base_dir=tmp_path,
    )
    daemon = Daemon(config)
    with anyio.fail_after(DEADLINE):
        async with anyio.create_task_group() as tg:
            await tg.start(daemon.run)
            while len(daemon.state.open_findings("demo")) < 2:  # noqa: ASYNC110 (state has no event)
                await anyio.sleep(0.05)
            feed = f"http://127.0.0.1:{daemon.http_port}/api/v1/quarantine"
            params = gateway("--feed", feed, "--upstream", "demo", "--interval", "0.2", after="never")
            async with Client(params, mode="auto", read_timeout_seconds=DEADLINE) as client:
                assert await names(client) == {"get_time"}
                with pytest.raises(
                    MCPError, match="quarantined: an open security-relevant major change"
                ) as err:
                    await client.call_tool("search_notes", {"query": "x"})
                assert err.value.code == -32602
                ok = await client.call_tool("get_time", {})
                assert not ok.is_error
                await anyio.sleep(1.0)  # a few polls later, nothing changed
                assert await names(client) == {"get_time"}
            # The gateway's poller: the second poll of an unchanged feed is a 304 and keeps the list.
            poller = load_gateway_module().Feed(feed, "demo")
            await anyio.to_thread.run_sync(poller.poll)
            await anyio.to_thread.run_sync(poller.poll)
            assert (poller.polls, poller.not_modified) == (2, 1) and poller.etag
            assert set(poller.withheld) == {"search_notes", "add_note"}
            tg.cancel_scope.cancel()


async def test_gateway_pinning_the_lockfile_withholds_moved_contracts() -> None:
    changed = anyio.Event()

    async def on_message(msg: IncomingMessage) -> None:
        if isinstance(msg, types.ToolListChangedNotification):
            changed.set()

    params = gateway("--lockfile", str(LOCK), after="0.5s")
    kwargs: dict[str, Any] = {"mode": "legacy", "message_handler": on_message}
    with anyio.fail_after(DEADLINE):
        async with Client(params, read_timeout_seconds=DEADLINE, **kwargs) as client:
            assert await names(client) == {"search_notes", "add_note", "get_time"}
            await changed.wait()  # the rug pull: two contracts moved
            assert await names(client) == {"get_time"}
            with pytest.raises(MCPError, match="differs from the pinned lockfile's digest"):
                await client.call_tool("add_note", {"title": "t", "content": "c", "notebook": "n"})
