"""The daemon's HTTP face: /metrics, /healthz, /readyz, /api/v1/status, the status page at / and the
quarantine feed at /api/v1/quarantine (loopback by default). Every route is read-only (GET/HEAD).

Every request passes `HostGuard` first: a DNS-rebinding page (its own name resolving to 127.0.0.1) makes
the browser send that name as Host, so only IP-address literals, `localhost` and the configured
`http.allowed_hosts` are answered; anything else gets 421. IP literals stay allowed whatever the port, so
kubelet probes and Prometheus (which send the pod IP), `kubectl port-forward` and `docker -p` keep working.
"""

from __future__ import annotations

import contextlib
import ipaddress
import json
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
from starlette.types import ASGIApp, Receive, Scope, Send

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


def host_allowed(host: str, allowed: tuple[str, ...] = ()) -> bool:
    """Is `host` (a Host header value, with or without its port) one we answer?"""
    name = host.strip().lower()
    if name.startswith("["):  # [v6] or [v6]:port
        end = name.find("]")
        if end < 0:
            return False
        name = name[1:end]
    elif name.count(":") == 1:
        name = name.rpartition(":")[0]
    name = name.rstrip(".")
    try:
        ipaddress.ip_address(name)
        return True  # a rebinding page's Host is its own name, never an IP literal
    except ValueError:
        pass
    if name == "localhost":
        return True
    for pattern in allowed:
        if name == pattern or (pattern.startswith("*.") and name.endswith(pattern[1:])):
            return True
    return False


class HostGuard:
    """ASGI middleware: 421 for a Host header we are not configured for (see the module docstring)."""

    def __init__(self, app: ASGIApp, allowed_hosts: tuple[str, ...] = ()) -> None:
        self.app = app
        self.allowed = tuple(h.lower().rstrip(".") for h in allowed_hosts)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            hosts = [v.decode("latin-1") for k, v in scope["headers"] if k == b"host"]
            if len(hosts) > 1 or (hosts and not host_allowed(hosts[0], self.allowed)):
                body = json.dumps(
                    {
                        "error": "misdirected request: this Host is not served here",
                        "hint": "use an IP address or localhost, or add the name to http.allowed_hosts",
                    }
                ).encode()
                await send(
                    {
                        "type": "http.response.start",
                        "status": 421,
                        "headers": [
                            (b"content-type", b"application/json"),
                            (b"content-length", str(len(body)).encode()),
                        ],
                    }
                )
                await send({"type": "http.response.body", "body": body})
                return
        await self.app(scope, receive, send)


def bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    sock.set_inheritable(True)
    return sock


async def serve(
    app: ASGIApp,
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
