"""A real OpenAI-compatible chat-completions server on 127.0.0.1, scripted per test.

Each judge in a test uses its own `model` name; the script maps model -> behaviour. Every request is
recorded so tests can check what the jury sent (temperature, fences, auth header).
"""

from __future__ import annotations

import contextlib
import json
import socket
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import anyio
import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

Behaviour = Callable[[dict[str, Any]], Awaitable[Response]]


def completion(content: str, usage: dict[str, int] | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "choices": [
            {"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}
        ],
    }
    if usage is not None:
        body["usage"] = usage
    return body


def verdict(score: float, aspects: list[str] | None = None, reason: str = "scored") -> str:
    return json.dumps({"score": score, "changed_aspects": aspects or ["meaning"], "reason": reason})


def replies(content: str, *, usage: dict[str, int] | None = None, status: int = 200) -> Behaviour:
    usage = (
        usage if usage is not None else {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120}
    )

    async def behave(_: dict[str, Any]) -> Response:
        return JSONResponse(completion(content, usage or None), status_code=status)

    return behave


def scores(score: float, **kw: Any) -> Behaviour:
    return replies(verdict(score), **kw)


def status(code: int) -> Behaviour:
    async def behave(_: dict[str, Any]) -> Response:
        return JSONResponse({"error": {"message": "scripted failure"}}, status_code=code)

    return behave


def raw(body: bytes, status_code: int = 200) -> Behaviour:
    async def behave(_: dict[str, Any]) -> Response:
        return Response(body, status_code=status_code, media_type="application/json")

    return behave


def hangs(seconds: float = 30.0) -> Behaviour:
    async def behave(_: dict[str, Any]) -> Response:
        await anyio.sleep(seconds)
        return JSONResponse(completion(verdict(0.0)))

    return behave


def huge(megabytes: int = 10) -> Behaviour:
    async def behave(_: dict[str, Any]) -> Response:
        async def body() -> AsyncIterator[bytes]:
            yield b'{"choices": [{"message": {"content": "'
            for _ in range(megabytes * 16):
                yield b"x" * 65536
            yield b'"}}]}'

        return StreamingResponse(body(), media_type="application/json")

    return behave


@dataclass
class JudgeServer:
    port: int = 0
    script: dict[str, Behaviour] = field(default_factory=dict)
    requests: list[dict[str, Any]] = field(default_factory=list)
    headers: list[dict[str, str]] = field(default_factory=list)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1/chat/completions"

    def app(self) -> Starlette:
        async def chat(request: Request) -> Response:
            payload = await request.json()
            self.requests.append(payload)
            self.headers.append(dict(request.headers))
            behave = self.script.get(payload.get("model", ""))
            if behave is None:
                return JSONResponse({"error": "no script for model"}, status_code=404)
            return await behave(payload)

        return Starlette(routes=[Route("/v1/chat/completions", chat, methods=["POST"])])


@contextlib.asynccontextmanager
async def judge_server() -> AsyncIterator[JudgeServer]:
    """Serve a JudgeServer on a free loopback port inside the caller's task group."""
    state = JudgeServer()
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    state.port = sock.getsockname()[1]
    server = uvicorn.Server(
        uvicorn.Config(state.app(), log_level="error", lifespan="off", timeout_graceful_shutdown=1)
    )
    server.capture_signals = contextlib.nullcontext  # type: ignore[method-assign,assignment]
    async with anyio.create_task_group() as group:
        group.start_soon(server.serve, [sock])
        while not server.started:  # noqa: ASYNC110
            await anyio.sleep(0.01)
        try:
            yield state
        finally:
            server.should_exit = True
            server.force_exit = True
