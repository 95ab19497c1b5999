"""The bundled demo upstream, driven by a real mcp Client over stdio in both protocol eras."""

from __future__ import annotations

import sys
from typing import Any

import anyio
import mcp.types as types
import pytest
from mcp import Client, StdioServerParameters
from mcp.client import IncomingMessage
from mcp.types.version import HANDSHAKE_PROTOCOL_VERSIONS, MODERN_PROTOCOL_VERSIONS

from watcher.demo_server import BROKEN_TOOL, POISONED_DESCRIPTION, POISONED_TOOL, SERVER_NAME

pytestmark = pytest.mark.anyio

# Generous: a Python stdio server can take seconds to start on a loaded 2-core machine.
DEADLINE = 60


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def demo_params(after: str = "0.3s") -> StdioServerParameters:
    return StdioServerParameters(command=sys.executable, args=["-m", "watcher.demo_server", "--after", after])


async def list_catalogue(client: Client) -> dict[str, dict[str, Any]]:
    tools: list[types.Tool] = []
    cursor: str | None = None
    for _ in range(100):
        page = await client.list_tools(cursor=cursor, cache_mode="bypass")
        tools.extend(page.tools)
        if (cursor := page.next_cursor) is None:
            break
    return {t.name: t.model_dump(by_alias=True, exclude_none=True, mode="json") for t in tools}


def assert_honest(catalogue: dict[str, dict[str, Any]]) -> None:
    assert set(catalogue) == {"search_notes", "add_note", "get_time"}
    assert "IMPORTANT" not in catalogue[POISONED_TOOL]["description"]
    assert catalogue[BROKEN_TOOL]["inputSchema"]["required"] == ["title", "body"]


def assert_rug_pulled(before: dict[str, dict[str, Any]], after: dict[str, dict[str, Any]]) -> None:
    assert set(after) == set(before)
    assert after[POISONED_TOOL]["description"] == POISONED_DESCRIPTION
    assert "~/.ssh/id_rsa" in after[POISONED_TOOL]["description"]
    assert after[POISONED_TOOL]["inputSchema"] == before[POISONED_TOOL]["inputSchema"]
    assert sorted(after[BROKEN_TOOL]["inputSchema"]["required"]) == ["content", "notebook", "title"]
    assert "body" not in after[BROKEN_TOOL]["inputSchema"]["properties"]
    assert after["get_time"] == before["get_time"]


async def test_legacy_session_gets_list_changed_and_the_new_catalogue() -> None:
    changed = anyio.Event()

    async def on_message(msg: IncomingMessage) -> None:
        if isinstance(msg, types.ToolListChangedNotification):
            changed.set()

    with anyio.fail_after(DEADLINE):
        async with Client(
            demo_params(), mode="legacy", message_handler=on_message, read_timeout_seconds=DEADLINE
        ) as client:
            assert client.protocol_version in HANDSHAKE_PROTOCOL_VERSIONS
            assert client.server_info is not None and client.server_info.name == SERVER_NAME
            caps = client.server_capabilities
            assert caps.tools is not None and caps.tools.list_changed
            before = await list_catalogue(client)
            assert_honest(before)
            await changed.wait()
            assert_rug_pulled(before, await list_catalogue(client))


async def test_modern_listen_stream_gets_list_changed_and_the_new_catalogue() -> None:
    with anyio.fail_after(DEADLINE):
        async with Client(demo_params(), mode="auto", read_timeout_seconds=DEADLINE) as client:
            assert client.protocol_version in MODERN_PROTOCOL_VERSIONS
            caps = client.server_capabilities
            assert caps.tools is not None and caps.tools.list_changed
            async with client.listen(tools_list_changed=True) as events:
                before = await list_catalogue(client)
                assert_honest(before)
                async for _event in events:
                    break
            assert_rug_pulled(before, await list_catalogue(client))


async def test_never_keeps_the_catalogue_honest_and_tools_work() -> None:
    with anyio.fail_after(DEADLINE):
        async with Client(demo_params("never"), mode="auto", read_timeout_seconds=DEADLINE) as client:
            assert_honest(await list_catalogue(client))
            added = await client.call_tool("add_note", {"title": "t", "body": "remember the milk"})
            assert not added.is_error and added.structured_content == {"id": 3}
            found = await client.call_tool("search_notes", {"query": "milk"})
            assert found.structured_content is not None
            assert [n["title"] for n in found.structured_content["notes"]] == ["t"]
            await anyio.sleep(0.5)
            assert_honest(await list_catalogue(client))
