"""One long-lived MCP client session per upstream: connect, list, watch for changes, reconnect.

The two protocol eras deliver `notifications/tools/list_changed` differently: handshake-era servers push
it to the message handler; 2026-07-28 servers only through an open `client.listen()` stream. A session
subscribes before its first list (so no change slips between the two), polls when the server cannot
notify and as a safety net, re-lists after every reconnect (notifications sent while disconnected are
lost), and detects a dead peer with a ping loop (handshake era) or the listen stream (2026-07-28).

Failures end the session and tenacity reconnects with jittered exponential backoff, which starts over
after every healthy (fully listed) session. Cancellation is never caught.
"""

from __future__ import annotations

import logging
import ssl
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager, suppress
from dataclasses import dataclass, field, replace
from functools import cache
from typing import TYPE_CHECKING, Any

import anyio
import httpx2
import mcp.types as types
import pydantic
from anyio.streams.memory import MemoryObjectSendStream
from mcp import Client, MCPError, StdioServerParameters
from mcp.client import IncomingMessage
from mcp.client.sse import sse_client
from mcp.client.streamable_http import streamable_http_client
from mcp.client.subscriptions import ListenNotSupportedError, SubscriptionLost
from mcp.types.version import MODERN_PROTOCOL_VERSIONS
from tenacity import AsyncRetrying, RetryCallState, retry_if_exception, stop_never, wait_exponential_jitter

from .config import UpstreamConfig, redact
from .refresh import ServerMeta
from .safetext import scrub_json
from .state import StateError
from .stdio import ChildWatch, stdio_transport

if TYPE_CHECKING:
    from .probe_runtime import UpstreamProbes

log = logging.getLogger("toolwatch.session")

SnapshotHandler = Callable[[UpstreamConfig, list[dict[str, Any]], ServerMeta, str], Awaitable[None]]
CLIENT_INFO = types.Implementation(name="toolwatch", version="0.1.0")
_PER_CALL_ERRORS = (-32600, -32601, -32602, -32603)  # the server answered, with an error: keep the session


class ListError(Exception):
    """tools/list could not be read in full (endless cursor, too many tools, a malformed page)."""


class ConnectTimeout(TimeoutError):
    pass


class ChildExited(Exception):
    """The stdio server process exited (or closed its stdout); the message says how."""


class SessionEnded(Exception):
    """An established session died. Not retried by tenacity, so the next outage's backoff starts over."""


def leaves(exc: BaseException) -> Iterator[BaseException]:
    if isinstance(exc, BaseExceptionGroup):
        for sub in exc.exceptions:
            yield from leaves(sub)
    else:
        yield exc


def _state_error(exc: BaseException) -> StateError | None:
    return next((e for e in leaves(exc) if isinstance(e, StateError)), None)


def retryable(exc: BaseException) -> bool:
    """Any failure is worth another attempt; cancellation (a BaseException) never is."""
    found = list(leaves(exc))
    return bool(found) and all(isinstance(e, Exception) for e in found)


def describe(exc: BaseException, secrets: frozenset[str] = frozenset()) -> str:
    """A one-line reason, safe to log: leaf exceptions, secrets redacted."""
    parts = []
    for e in list(leaves(exc))[:3]:
        if isinstance(e, MCPError):
            parts.append(f"MCPError {e.code}: {e.message}")
        else:
            parts.append(f"{e.__class__.__name__}: {e}" if str(e) else e.__class__.__name__)
    return redact("; ".join(parts)[:500], secrets)


@dataclass
class UpstreamStatus:
    """What the daemon knows about one upstream right now (served by /api/v1/status)."""

    name: str
    transport: str
    state: str = "connecting"  # connecting | up | down
    protocol_version: str | None = None
    server_name: str | None = None
    server_version: str | None = None
    list_changed: bool = False
    tool_count: int | None = None
    last_refresh: float | None = None
    last_trigger: str | None = None
    last_error: str | None = None
    connects: int = 0
    attempts: int = 0
    since: float = field(default_factory=time.time)
    first_attempt: anyio.Event = field(default_factory=anyio.Event)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "transport": self.transport,
            "state": self.state,
            "since": self.since,
            "protocol_version": self.protocol_version,
            "server": {"name": self.server_name, "version": self.server_version},
            "list_changed": self.list_changed,
            "tools": self.tool_count,
            "last_refresh": self.last_refresh,
            "last_trigger": self.last_trigger,
            "last_error": self.last_error,
            "connects": self.connects,
        }


@asynccontextmanager
async def _owned_http(url: str, client: httpx2.AsyncClient) -> AsyncIterator[Any]:
    async with client, streamable_http_client(url, http_client=client) as streams:
        yield streams


@cache
def _ssl_context() -> ssl.SSLContext:
    """One TLS context for every upstream: a context per client costs ~1 MB (the CA bundle)."""
    return httpx2.create_ssl_context()


def _http_client(
    headers: dict[str, str] | None = None,
    timeout: httpx2.Timeout | None = None,
    auth: httpx2.Auth | None = None,
) -> httpx2.AsyncClient:
    """The SDK's client factory, sharing the TLS context."""
    kwargs: dict[str, Any] = {
        "timeout": timeout or httpx2.Timeout(30.0, read=300.0),
        "verify": _ssl_context(),
    }
    if headers is not None:
        kwargs["headers"] = headers
    if auth is not None:
        kwargs["auth"] = auth
    return httpx2.AsyncClient(**kwargs)


def make_target(up: UpstreamConfig, watch: ChildWatch | None = None) -> Any:
    """A fresh transport for one connection attempt (transports are single-use)."""
    if up.transport == "stdio":
        assert up.command is not None
        params = StdioServerParameters(
            command=up.command, args=list(up.args), env=dict(up.env) or None, cwd=up.cwd
        )
        return stdio_transport(params, watch or ChildWatch(up.name, stderr_level=logging.WARNING))
    assert up.url is not None
    if up.transport == "sse":
        return sse_client(
            up.url,
            headers=dict(up.headers) or None,
            timeout=up.connect_timeout,
            sse_read_timeout=300,
            httpx_client_factory=_http_client,
        )
    timeout = httpx2.Timeout(up.call_timeout, read=max(300.0, up.call_timeout))
    return _owned_http(up.url, _http_client(dict(up.headers), timeout))


def open_client(
    up: UpstreamConfig, message_handler: Any = None, watch: ChildWatch | None = None
) -> AbstractAsyncContextManager[Client]:
    return Client(
        make_target(up, watch),
        mode=up.mode,
        message_handler=message_handler,
        cache=None,  # never serve tools/list from a cache
        read_timeout_seconds=up.call_timeout,
        client_info=CLIENT_INFO,
    )


def server_meta(c: Client) -> ServerMeta:
    caps = c.server_capabilities
    info = c.server_info
    return ServerMeta(
        protocol_version=c.protocol_version,
        server_name=info.name if info else None,
        server_version=info.version if info else None,
        list_changed=bool(caps and caps.tools and caps.tools.list_changed),
    )


async def list_all_tools(c: Client, up: UpstreamConfig) -> list[dict[str, Any]]:
    """Every page of tools/list, as wire-form dicts; ListError on an endless cursor or too many tools."""
    tools: list[dict[str, Any]] = []
    cursor: str | None = None
    seen: set[str] = set()
    for _ in range(up.max_pages):
        try:
            page = await c.list_tools(cursor=cursor, cache_mode="bypass")
        except pydantic.ValidationError as exc:
            raise ListError(f"malformed tools/list page: {exc.error_count()} validation error(s)") from None
        tools.extend(t.model_dump(mode="json", by_alias=True, exclude_none=True) for t in page.tools)
        if len(tools) > up.max_tools:
            raise ListError(f"more than {up.max_tools:,} tools (max_tools)")
        cursor = page.next_cursor
        if cursor is None:
            return tools
        if cursor in seen:
            raise ListError("tools/list cursor repeats (the server's pagination never ends)")
        seen.add(cursor)
    raise ListError(f"tools/list still paginating after {up.max_pages} pages (max_pages)")


class UpstreamSession:
    """Watches one upstream until cancelled."""

    def __init__(
        self,
        up: UpstreamConfig,
        on_snapshot: SnapshotHandler,
        status: UpstreamStatus,
        *,
        on_up: Callable[[bool], None] = lambda _up: None,
        on_attempt: Callable[[int], None] = lambda _n: None,
        on_invalid_stdout: Callable[[int], None] = lambda _n: None,
        on_refresh_error: Callable[[], None] = lambda: None,
        secrets: frozenset[str] = frozenset(),
        probes: UpstreamProbes | None = None,
    ) -> None:
        self.up = up
        self.on_snapshot = on_snapshot
        self.status = status
        self.on_up = on_up
        self.on_attempt = on_attempt
        self.secrets = secrets
        self.probes = probes
        self.on_invalid_stdout = on_invalid_stdout
        self.on_refresh_error = on_refresh_error
        self.child: ChildWatch | None = None  # the stdio child of the current attempt
        self.log = logging.LoggerAdapter(log, {"upstream": up.name})
        self.relists = 0
        self._wake: MemoryObjectSendStream[str] | None = None

    # ------------------------------------------------------------------ triggers

    def poke(self, trigger: str) -> None:
        """Ask for a re-list; a poke while one is pending merges into it (bounded work under a storm)."""
        if self._wake is not None:
            with suppress(anyio.WouldBlock, anyio.ClosedResourceError, anyio.BrokenResourceError):
                self._wake.send_nowait(trigger)

    async def _on_message(self, msg: IncomingMessage) -> None:
        if isinstance(msg, Exception):
            self.log.debug("transport: %s", describe(msg, self.secrets))
        elif isinstance(msg, types.ToolListChangedNotification):
            self.poke("list_changed")

    # ------------------------------------------------------------------ lifecycle

    async def run(self) -> None:
        try:
            await self._run()
        except StateError as exc:
            # The state database is unusable (corrupt): respawning the server cannot help, so park here
            # (the daemon's /readyz fails) instead of reconnecting forever.
            self._down(f"state database unusable: {exc}", "stopped watching", loud=True)
            await anyio.sleep_forever()

    async def _run(self) -> None:
        while True:
            try:
                async for attempt in AsyncRetrying(
                    retry=retry_if_exception(
                        lambda e: retryable(e) and not isinstance(e, SessionEnded) and _state_error(e) is None
                    ),
                    wait=wait_exponential_jitter(
                        multiplier=min(0.5, self.up.max_backoff),
                        max=self.up.max_backoff,
                        jitter=min(1.0, self.up.max_backoff),
                    ),
                    stop=stop_never,
                    before_sleep=self._before_sleep,
                ):
                    with attempt:
                        await self._attempt()
            except BaseExceptionGroup as group:
                if (broken := _state_error(group)) is None:
                    raise
                raise broken from group
            except SessionEnded as exc:
                if (broken := _state_error(exc.__cause__ or exc)) is not None:
                    raise broken from exc
                self._down(describe(exc.__cause__ or exc, self.secrets), "session lost")
                await anyio.sleep(min(0.2, self.up.max_backoff))

    def _before_sleep(self, rs: RetryCallState) -> None:
        exc = rs.outcome.exception() if rs.outcome else None
        reason = describe(exc, self.secrets) if exc else "unknown"
        what = f"connect failed (attempt {rs.attempt_number}, retry in {rs.upcoming_sleep:.1f}s)"
        self._down(reason, what, loud=rs.attempt_number == 1)  # the first failure of an outage is a warning

    def _down(self, reason: str, what: str, *, loud: bool = False) -> None:
        was_up = self.status.state == "up"
        self.status.state, self.status.last_error, self.status.since = "down", reason, time.time()
        self.status.first_attempt.set()
        self.on_up(False)
        (self.log.warning if was_up or loud else self.log.info)("%s: %s", what, reason)

    async def _attempt(self) -> None:
        self.status.attempts += 1
        self.on_attempt(self.status.attempts)
        child = None
        if self.up.transport == "stdio":
            child = self.child.successor() if self.child else ChildWatch(self.up.name, self.on_invalid_stdout)
        self.child = child
        try:
            async with anyio.create_task_group() as outer:
                connected = anyio.Event()
                outer.start_soon(self._connect_deadline, connected)
                if child is not None:
                    outer.start_soon(self._child_exit, child)
                async with open_client(self.up, self._on_message, child) as client:
                    connected.set()
                    await self._watch(client)
        except BaseException as exc:
            established = self.status.state == "up"
            if child is not None and child.exited.is_set() and retryable(exc):
                # Whatever the session saw (a closed stream, a timeout), the cause is the exit.
                if established:
                    raise SessionEnded() from ChildExited(child.reason)
                raise ChildExited(child.reason) from None
            if established and retryable(exc):
                raise SessionEnded() from exc
            raise
        raise SessionEnded()  # the session ended without an error (e.g. the transport closed)

    async def _child_exit(self, child: ChildWatch) -> None:
        """End the session the moment the stdio child exits, not at the next ping."""
        await child.exited.wait()
        raise ChildExited(child.reason)

    async def _connect_deadline(self, connected: anyio.Event) -> None:
        with anyio.move_on_after(self.up.connect_timeout):
            await connected.wait()
            return
        raise ConnectTimeout(f"no handshake within {self.up.connect_timeout:g}s (connect_timeout)")

    async def _watch(self, client: Client) -> None:
        meta = scrub_json(server_meta(client), self.secrets)
        modern = meta.protocol_version in MODERN_PROTOCOL_VERSIONS
        tx, rx = anyio.create_memory_object_stream[str](1)
        self._wake = tx
        try:
            async with anyio.create_task_group() as tg:
                pinned = self.up.mode == "2026-07-28"  # a pin skips discovery: capabilities unknown
                if modern and (meta.list_changed or pinned):
                    listening = anyio.Event()
                    subscribed: list[bool] = []
                    tg.start_soon(self._listen_loop, client, listening, subscribed, pinned)
                    with anyio.fail_after(self.up.call_timeout):
                        await listening.wait()  # subscribe before the first list: no change slips between
                    meta = replace(meta, list_changed=bool(subscribed))
                elif not modern:
                    tg.start_soon(self._ping_loop, client)
                tg.start_soon(self._poll_loop)
                trigger = "connect" if self.status.connects == 0 else "reconnect"
                await self._relist(client, meta, trigger)
                self.status.connects += 1
                self.status.state, self.status.since = "up", time.time()
                self.status.first_attempt.set()
                self.on_up(True)
                if self.probes:
                    tg.start_soon(self.probes.run, client)  # behavioral probes live as long as the session
                self.log.info(
                    "connected: protocol %s, server %s %s, listChanged=%s, %s tools",
                    meta.protocol_version,
                    meta.server_name,
                    meta.server_version,
                    meta.list_changed,
                    self.status.tool_count,
                )
                async for trigger in rx:
                    if self.up.debounce > 0:
                        await anyio.sleep(self.up.debounce)
                    with suppress(anyio.WouldBlock):
                        trigger = rx.receive_nowait()  # merge what arrived while debouncing
                    await self._relist(client, meta, trigger)
        finally:
            self._wake = None
            tx.close()
            rx.close()

    async def _relist(self, client: Client, meta: ServerMeta, trigger: str) -> None:
        try:
            # Secrets a server echoes back (a header it received) stop here, before state and alerts.
            tools = scrub_json(await list_all_tools(client, self.up), self.secrets)
        except ListError as exc:
            self._refresh_failed(str(exc))
            return
        except MCPError as exc:
            if exc.code not in _PER_CALL_ERRORS:
                raise  # timeouts and closed connections end the session
            self._refresh_failed(describe(exc, self.secrets))
            return
        self.relists += 1
        self.status.last_error = None
        if self.probes:
            self.probes.observe(tools)  # a probed tool whose contract moved is probed again at once
        await self.on_snapshot(self.up, tools, meta, trigger)

    def _refresh_failed(self, reason: str) -> None:
        self.status.last_error = reason
        self.on_refresh_error()
        self.log.error("tools/list failed: %s", reason)

    async def _listen_loop(
        self, client: Client, listening: anyio.Event, subscribed: list[bool], optional: bool
    ) -> None:
        try:
            async with client.listen(tools_list_changed=True) as sub:
                subscribed.append(True)
                listening.set()
                async for _event in sub:
                    self.poke("list_changed")
        except (MCPError, ListenNotSupportedError) as exc:
            if not optional or listening.is_set():
                raise
            self.log.info("no subscriptions/listen (%s): polling only", describe(exc, self.secrets))
            listening.set()
            return
        raise SubscriptionLost("the server closed the listen stream")

    async def _ping_loop(self, client: Client) -> None:
        while True:
            await anyio.sleep(self.up.ping_interval)
            with anyio.fail_after(self.up.call_timeout):
                await client.session.send_ping()

    async def _poll_loop(self) -> None:
        while True:
            await anyio.sleep(self.up.poll_interval)
            self.poke("poll")


async def fetch_snapshot(up: UpstreamConfig) -> tuple[ServerMeta, list[dict[str, Any]]]:
    """Connect once, list every page, disconnect (for `toolwatch snapshot`)."""
    child = ChildWatch(up.name, stderr_level=logging.WARNING) if up.transport == "stdio" else None
    try:
        with anyio.fail_after(up.connect_timeout + up.call_timeout * up.max_pages):
            async with open_client(up, watch=child) as client:
                return server_meta(client), await list_all_tools(client, up)
    except Exception as exc:
        if child is not None and child.exited.is_set():
            raise ChildExited(child.reason) from exc  # the cause, not the closed stream it left
        raise
