"""The stdio transport for upstream MCP servers, with the daemon's hostile-child defences.

The SDK's `stdio_client` logs every non-JSON stdout line as an ERROR with a traceback (20,000 lines of
garbage made 18.7 MB of log in 10 s), sends the child's stderr to ours unprefixed (past the redaction
filter and the JSON log format), and tells nobody when the child exits: an idle session stayed `up`
until the next ping. This transport speaks the same newline-delimited JSON-RPC, and:

- counts non-JSON stdout lines (`on_invalid`) and logs them at most once per interval, without traceback;
- reads the child's stderr and logs each line through the `toolwatch.upstream` logger with the
  upstream's name, so redaction and `log.format: json` apply; floods are rate-limited and lines capped;
- records the child's exit status and sets `exited` the moment its stdout closes, so the session ends
  at once with the status in `last_error`.

Shutdown follows the SDK's (and the spec's) order: close stdin, wait, SIGTERM the process group, SIGKILL.
"""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass, field
from typing import Any

import anyio
import anyio.abc
import mcp.types as types
import pydantic
from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream
from mcp import StdioServerParameters
from mcp.client.stdio import get_default_environment
from mcp.os.posix.utilities import terminate_posix_process_tree
from mcp.shared.message import SessionMessage

from .logs import redact

child_log = logging.getLogger("toolwatch.upstream")

STDOUT_LINE_LIMIT = 256 * 1024 * 1024  # one JSON-RPC message; a 50,000-tool page is ~20 MB
STDERR_LINE_LIMIT = 2000  # characters of one stderr line kept in the log
STDERR_BURST = 50  # stderr lines logged per window; the rest are counted and summarised
LOG_WINDOW = 60.0  # seconds: at most one "non-JSON stdout" line per window, one stderr summary
EXIT_GRACE = 2.0  # after stdin closes, before SIGTERM (as the SDK)
KILL_GRACE = 2.0  # after SIGTERM, before SIGKILL
_READ = 65536


def exit_reason(returncode: int | None) -> str:
    if returncode is None:
        return "the server closed its stdout but is still running"
    if returncode < 0:
        with suppress(ValueError):
            return f"the server process was killed by {signal.Signals(-returncode).name}"
        return f"the server process was killed by signal {-returncode}"
    return f"the server process exited with status {returncode}"


@dataclass
class ChildWatch:
    """What one spawned child did; shared between the transport and its session."""

    upstream: str
    on_invalid: Callable[[int], None] = lambda _n: None
    # The daemon logs a child's stderr at INFO; one-shot commands (snapshot, probe), which configure no
    # logging, pass WARNING so the server's own error message still reaches the user's terminal.
    stderr_level: int = logging.INFO
    window: float = LOG_WINDOW
    exited: anyio.Event = field(default_factory=anyio.Event)
    returncode: int | None = None
    pid: int | None = None
    closing: bool = False  # our own teardown stops the child: that exit is not news
    invalid_lines: int = 0
    _invalid_logged_at: float = float("-inf")
    _invalid_unlogged: int = 0
    _stderr_window_start: float = float("-inf")
    _stderr_in_window: int = 0
    _stderr_dropped: int = 0

    @property
    def reason(self) -> str:
        return exit_reason(self.returncode)

    def successor(self) -> ChildWatch:
        """A watch for the respawned child that keeps this one's log windows, so a server that dies
        and comes back every second cannot reset the once-per-window limits."""
        nxt = ChildWatch(self.upstream, self.on_invalid, stderr_level=self.stderr_level, window=self.window)
        nxt._invalid_logged_at, nxt._invalid_unlogged = self._invalid_logged_at, self._invalid_unlogged
        nxt._stderr_window_start, nxt._stderr_in_window = self._stderr_window_start, self._stderr_in_window
        nxt._stderr_dropped = self._stderr_dropped
        return nxt

    def _extra(self) -> dict[str, Any]:
        return {"upstream": self.upstream}

    def invalid(self, line: bytes, why: str) -> None:
        self.invalid_lines += 1
        self._invalid_unlogged += 1
        self.on_invalid(1)
        now = time.monotonic()
        if now - self._invalid_logged_at < self.window:
            return
        earlier = self._invalid_unlogged - 1
        self._invalid_logged_at, self._invalid_unlogged = now, 0
        child_log.warning(
            "stdout: %d byte line is not JSON-RPC (%s): %r%s; counted in "
            "toolwatch_upstream_stdout_invalid_lines_total, logged at most once per %gs",
            len(line),
            why,
            redact(line[:4096].decode("utf-8", "replace"))[:120],  # redacted before the cut
            f" ({earlier} more since the last report)" if earlier > 0 else "",
            self.window,
            extra=self._extra(),
        )

    def stderr(self, line: bytes) -> None:
        now = time.monotonic()
        if now - self._stderr_window_start >= self.window:
            self._flush_stderr()
            self._stderr_window_start, self._stderr_in_window = now, 0
        if self._stderr_in_window >= STDERR_BURST:
            self._stderr_dropped += 1
            return
        self._stderr_in_window += 1
        # Redacted before the cut: a secret straddling the limit would otherwise leak its first part.
        text = redact(line.decode("utf-8", "replace").rstrip("\r"))
        if len(text) > STDERR_LINE_LIMIT:
            text = text[:STDERR_LINE_LIMIT] + f"… ({len(text) - STDERR_LINE_LIMIT} more characters)"
        child_log.log(self.stderr_level, "stderr [%s]: %s", self.upstream, text, extra=self._extra())

    def _flush_stderr(self) -> None:
        if self._stderr_dropped:
            child_log.warning(
                "stderr: %d more lines not logged (more than %d per %gs)",
                self._stderr_dropped,
                STDERR_BURST,
                self.window,
                extra=self._extra(),
            )
            self._stderr_dropped = 0


async def _lines(stream: anyio.abc.ByteReceiveStream, limit: int) -> AsyncIterator[tuple[bytes, bool]]:
    """(line, complete) pairs; a line longer than `limit` is cut there and the rest of it skipped."""
    buffer = bytearray()
    skipping = False
    with suppress(anyio.EndOfStream, anyio.ClosedResourceError, anyio.BrokenResourceError, OSError):
        while True:
            chunk = await stream.receive(_READ)
            start = 0
            while True:
                end = chunk.find(b"\n", start)
                if end < 0:
                    break
                if skipping:
                    skipping = False
                else:
                    buffer += chunk[start:end]
                    yield bytes(buffer), True
                buffer.clear()
                start = end + 1
            if not skipping:
                buffer += chunk[start:]
                if len(buffer) > limit:
                    yield bytes(buffer[:limit]), False
                    buffer.clear()
                    skipping = True
    if buffer and not skipping:
        yield bytes(buffer), True


def _parse(line: bytes) -> SessionMessage | str:
    try:
        return SessionMessage(types.jsonrpc_message_adapter.validate_json(line, by_name=False))
    except pydantic.ValidationError as exc:
        # Only the diagnosis: pydantic's message also echoes the input, which is logged (redacted) apart.
        errors = exc.errors(include_input=False, include_url=False)
        first = errors[0] if errors else None
        if first is None:
            return "invalid JSON-RPC"
        where = ".".join(str(p) for p in first["loc"])
        return f"{first['msg']}{f' at {where}' if where else ''}"[:200]
    except ValueError:
        return "invalid JSON-RPC"


@asynccontextmanager
async def stdio_transport(
    server: StdioServerParameters, watch: ChildWatch
) -> AsyncIterator[tuple[MemoryObjectReceiveStream[Any], MemoryObjectSendStream[SessionMessage]]]:
    """Spawn the server and bridge its pipes to the session's streams (see the module docstring)."""
    process = await anyio.open_process(
        [server.command, *server.args],
        env=get_default_environment() | (server.env or {}),
        cwd=server.cwd,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,  # its own process group: teardown reaches its children too
    )
    watch.pid = process.pid
    read_tx, read_rx = anyio.create_memory_object_stream[SessionMessage | Exception](0)
    write_tx, write_rx = anyio.create_memory_object_stream[SessionMessage](0)

    async def stdout_reader() -> None:
        assert process.stdout is not None
        async with read_tx:
            async for line, complete in _lines(process.stdout, STDOUT_LINE_LIMIT):
                if not line.strip():
                    continue
                parsed = _parse(line) if complete else f"longer than {STDOUT_LINE_LIMIT:,} bytes"
                if isinstance(parsed, str):
                    watch.invalid(line, parsed)
                    continue
                try:
                    await read_tx.send(parsed)
                except (anyio.ClosedResourceError, anyio.BrokenResourceError):
                    break  # the session is gone; keep draining so the child never blocks on a full pipe
            else:
                # stdout closed: the child exited (or closed it). Record how before the session sees
                # the stream end, so the session reports the exit and not a lost stream.
                await _exited(process, 1.0)
                watch.returncode = process.returncode
                if not watch.closing:
                    watch.exited.set()
                return
        async for _ in _lines(process.stdout, STDOUT_LINE_LIMIT):
            pass

    async def stderr_reader() -> None:
        assert process.stderr is not None
        async for line, _complete in _lines(process.stderr, STDERR_LINE_LIMIT * 4):
            watch.stderr(line)

    async def stdin_writer() -> None:
        assert process.stdin is not None
        with suppress(anyio.ClosedResourceError, anyio.BrokenResourceError, OSError):
            async with write_rx:
                async for message in write_rx:
                    data = message.message.model_dump_json(by_alias=True, exclude_unset=True)
                    await process.stdin.send(data.encode() + b"\n")

    async with anyio.create_task_group() as tg:
        tg.start_soon(stdout_reader)
        tg.start_soon(stderr_reader)
        tg.start_soon(stdin_writer)
        try:
            yield read_rx, write_tx
        finally:
            watch.closing = True
            with anyio.CancelScope(shield=True):
                write_tx.close()
                read_rx.close()
                await _stop(process)
                if watch.returncode is None:
                    watch.returncode = process.returncode
                # What was not logged is not flushed here but carried to the successor (its next
                # report names it): a server that dies every second would otherwise buy a line per death.
            tg.cancel_scope.cancel()


async def _stop(process: anyio.abc.Process) -> None:
    """Close stdin, wait EXIT_GRACE, then SIGTERM the group and SIGKILL it after KILL_GRACE."""
    if process.stdin is not None:
        with suppress(OSError, anyio.BrokenResourceError, anyio.ClosedResourceError):
            await process.stdin.aclose()
    if not await _exited(process, EXIT_GRACE):
        await terminate_posix_process_tree(process, KILL_GRACE)
        await _exited(process, KILL_GRACE)
    with suppress(ProcessLookupError, PermissionError):
        os.killpg(process.pid, signal.SIGKILL)  # grandchildren the leader left behind
    with anyio.move_on_after(1.0), suppress(OSError, anyio.BrokenResourceError, anyio.ClosedResourceError):
        await process.aclose()  # closes the pipes and reaps (the process is dead by now)


async def _exited(process: anyio.abc.Process, grace: float) -> bool:
    # Polled, not process.wait(): on asyncio that also waits for pipe EOF, which a grandchild holding
    # the pipes open would delay forever.
    deadline = anyio.current_time() + grace
    while process.returncode is None:
        if anyio.current_time() >= deadline:
            return False
        await anyio.sleep(0.01)
    return True
