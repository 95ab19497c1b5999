"""The daemon's HTTP face: /metrics, /healthz, /readyz, /api/v1/status, the status page at / and the
quarantine feed at /api/v1/quarantine (loopback by default). Every route is read-only (GET/HEAD)."""

from __future__ import annotations

import contextlib
import socket
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

import anyio
import uvicorn
from prometheus_client import CONTENT_TYPE_LATEST
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

StatusFn = Callable[[], Awaitable[dict[str, Any]]]
PageFn = Callable[[], Awaitable[str]]
FeedFn = Callable[[], Awaitable[bytes]]


class _Server(uvicorn.Server):
    """uvicorn without its signal handlers: the supervisor owns SIGTERM/SIGINT/SIGHUP."""

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        yield


def operator_routes(page: PageFn | None, feed: FeedFn | None) -> list[Route]:
    """`/` (the HTML status page) and `/api/v1/quarantine` (JSON with ETag / If-None-Match)."""
    from .quarantine import etag, etag_matches
    from .statuspage import SECURITY_HEADERS

    async def page_route(_: Request) -> Response:
        assert page is not None
        return HTMLResponse(await page(), headers=SECURITY_HEADERS)

    async def feed_route(request: Request) -> Response:
        assert feed is not None
        body = await feed()
        tag = etag(body)
        headers = {"ETag": tag, "Cache-Control": "no-cache"}
        if etag_matches(request.headers.get("if-none-match"), tag):
            return Response(status_code=304, headers=headers)
        return Response(body, media_type="application/json", headers=headers)

    routes = []
    if page is not None:
        routes.append(Route("/", page_route))
    if feed is not None:
        routes.append(Route("/api/v1/quarantine", feed_route))
    return routes


def build_app(
    *,
    metrics: Callable[[], bytes],
    ready: Callable[[], bool],
    status: StatusFn,
    page: PageFn | None = None,
    quarantine: FeedFn | None = None,
    healthy: Callable[[], bool] = lambda: True,
) -> Starlette:
    async def healthz(_: Request) -> Response:
        if not healthy():  # e.g. a refresh stuck past its budget
            return JSONResponse({"status": "unhealthy"}, status_code=503)
        return JSONResponse({"status": "ok"})

    async def readyz(_: Request) -> Response:
        ok = ready()
        return JSONResponse({"ready": ok}, status_code=200 if ok else 503)

    async def metrics_route(_: Request) -> Response:
        return Response(metrics(), media_type=CONTENT_TYPE_LATEST)

    async def status_route(_: Request) -> Response:
        return JSONResponse(await status())

    return Starlette(
        routes=[
            Route("/healthz", healthz),
            Route("/readyz", readyz),
            Route("/metrics", metrics_route),
            Route("/api/v1/status", status_route),
            *operator_routes(page, quarantine),
        ]
    )


def bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    sock.set_inheritable(True)
    return sock


async def serve(
    app: Starlette,
    sock: socket.socket,
    *,
    task_status: anyio.abc.TaskStatus[int] = anyio.TASK_STATUS_IGNORED,
) -> None:
    """Serve on a bound socket (see `bind`) until cancelled; reports the port. Shutdown is graceful."""
    server = _Server(
        uvicorn.Config(
            app,
            log_level="warning",
            lifespan="off",
            access_log=False,
            timeout_graceful_shutdown=2,
            log_config=None,  # uvicorn's records go through our handler: redacted, one JSON object a line
        )
    )
    done = anyio.Event()

    async def run() -> None:
        # Shielded: uvicorn stops through should_exit, not through cancellation.
        with anyio.CancelScope(shield=True):
            try:
                await server.serve([sock])
            finally:
                sock.close()
                done.set()

    async with anyio.create_task_group() as tg:
        tg.start_soon(run)
        while not server.started and not done.is_set():  # noqa: ASYNC110 (uvicorn has no started event)
            await anyio.sleep(0.01)
        if done.is_set():
            raise OSError(f"the HTTP server on {sock.getsockname()} failed to start")
        task_status.started(sock.getsockname()[1])
        try:
            await anyio.sleep_forever()
        finally:
            server.should_exit = True
