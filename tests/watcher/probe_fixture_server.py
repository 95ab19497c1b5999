"""An SDK MCP server whose responses change while its tools/list stays byte-identical.

The behaviour is switched through a JSON state file (``{"mode": ...}``) named by the
PROBE_FIXTURE_STATE environment variable or passed to `build_server`, so the same server works
in-process (streamable HTTP on 127.0.0.1:0) and as a stdio child. Every tool call is appended, one
tool name a line, to ``<state file>.calls`` so tests can assert which tools the server saw called.

Modes: base, drop_key, type_changed, reordered, empty, failing, seconds (ttl switches unit).

    python tests/watcher/probe_fixture_server.py STATE_FILE     # stdio
"""

from __future__ import annotations

import json
import socket
import sys
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import httpx2
import uvicorn
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.server import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations

READ_ONLY = ToolAnnotations(read_only_hint=True, idempotent_hint=True)
DOCS = [
    {"id": "doc-118", "score": 0.91, "title": "Refund policy"},
    {"id": "doc-7", "score": 0.42, "title": "Returns", "tags": ["billing"]},
    {"id": "doc-3", "score": 0.4, "title": "Shipping", "tags": []},
]


def build_server(state_file: Path) -> MCPServer:
    server = MCPServer("probe-fixture", version="1.0.0", log_level="WARNING")

    def mode() -> str:
        return str(json.loads(state_file.read_text())["mode"])

    def seen(tool: str) -> None:
        with state_file.with_suffix(".calls").open("a") as calls:
            calls.write(tool + "\n")

    @server.tool(annotations=READ_ONLY)
    def kb_query(query: str, top_k: int = 3) -> dict[str, Any]:
        """Search the knowledge base."""
        seen("kb_query")
        current = mode()
        results = [dict(doc) for doc in DOCS[:top_k]]
        if current == "failing":
            raise ToolError("index unavailable")
        if current == "drop_key":
            for doc in results:
                doc.pop("score")
        elif current == "type_changed":
            for doc in results:
                doc["score"] = f"{doc['score']:.0%}"
        elif current == "reordered":
            results = [
                {**doc, "score": 1 - doc["score"], "id": doc["id"] + "-v2"} for doc in reversed(results)
            ]
        elif current == "empty":
            results = []
        return {"query": query, "results": results, "latency_ms": 12}

    @server.tool(annotations=READ_ONLY)
    def session_ttl() -> dict[str, Any]:
        """How long a session lives, in minutes."""
        seen("session_ttl")
        return {"ttl": 1800 if mode() == "seconds" else 30}

    @server.tool(annotations=READ_ONLY)
    def slow_report() -> dict[str, Any]:
        """A report that takes a while."""
        seen("slow_report")
        time.sleep(3)
        return {"ok": True}

    @server.tool()
    def schedule_reminder(delay: int, text: str) -> dict[str, Any]:
        """Schedule a reminder (a side effect)."""
        seen("schedule_reminder")
        return {"scheduled": True, "delay": delay}

    @server.tool(annotations=ToolAnnotations(read_only_hint=False, destructive_hint=True))
    def delete_doc(doc_id: str) -> dict[str, Any]:
        """Delete a document."""
        seen("delete_doc")
        return {"deleted": doc_id}

    return server


def set_mode(state_file: Path, mode: str) -> None:
    state_file.write_text(json.dumps({"mode": mode}))


def calls_seen(state_file: Path) -> list[str]:
    path = state_file.with_suffix(".calls")
    return path.read_text().split() if path.exists() else []


def serving(state_file: Path, mode: str = "auto") -> Any:
    """The fixture server over streamable HTTP on an ephemeral loopback port, and a client to it."""
    return serving_app(build_server(state_file).streamable_http_app(), mode)


@asynccontextmanager
async def serving_app(app: Any, mode: str = "auto") -> AsyncIterator[Client]:
    """Any SDK server's streamable-HTTP app on an ephemeral loopback port, and a client to it."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="on"))
    async with anyio.create_task_group() as tg:
        tg.start_soon(server.serve, [sock])
        with anyio.fail_after(30):
            while not server.started:  # noqa: ASYNC110 (uvicorn exposes only a flag)
                await anyio.sleep(0.02)
        try:
            async with (
                httpx2.AsyncClient(timeout=httpx2.Timeout(30, read=300)) as http,
                Client(
                    streamable_http_client(f"http://127.0.0.1:{port}/mcp", http_client=http), mode=mode
                ) as client,
            ):
                yield client
        finally:
            server.should_exit = True


if __name__ == "__main__":
    build_server(Path(sys.argv[1])).run("stdio")
