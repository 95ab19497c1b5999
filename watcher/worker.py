"""Blocking work (a refresh: grading, SQLite) in a thread the daemon can walk away from.

anyio's worker threads are not daemon threads: a thread stuck in code that never returns (a grader
that does not check its deadline, a database lock held by another process) would hold the process's
exit after SIGTERM. Here each call gets its own daemon thread; cancelling the caller abandons it (it
runs on, unawaited), and `Running` records let the supervisor see a thread that outlived its budget.
"""

from __future__ import annotations

import contextlib
import itertools
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import anyio
import anyio.from_thread
import anyio.lowlevel

T = TypeVar("T")
STUCK_GRACE = 30.0  # seconds past its budget (at most the budget itself) before a refresh counts as stuck


@dataclass(frozen=True)
class Running:
    """One blocking call in flight: which upstream, since when (monotonic), and its time budget."""

    upstream: str
    budget: float
    started: float = field(default_factory=time.monotonic)

    def elapsed(self, now: float | None = None) -> float:
        return (time.monotonic() if now is None else now) - self.started

    def stuck(self, now: float | None = None) -> bool:
        """Past its budget plus a grace (the cooperative deadline had its chance to stop it)."""
        return self.elapsed(now) > self.budget + min(self.budget, STUCK_GRACE)


class Workers:
    """Runs blocking calls in daemon threads, at most `limit` at a time, and tracks them."""

    def __init__(self, limit: int) -> None:
        self._limiter = anyio.CapacityLimiter(limit)
        self._running: dict[int, Running] = {}
        self._ids = itertools.count()
        self._lock = threading.Lock()

    def running(self) -> list[Running]:
        """Every call still running, abandoned ones included."""
        with self._lock:
            return list(self._running.values())

    def stuck(self) -> list[Running]:
        now = time.monotonic()
        return [r for r in self.running() if r.stuck(now)]

    async def run(self, record: Running, fn: Callable[..., T], *args: Any) -> T:
        """`fn(*args)` in a daemon thread; cancelling the caller abandons the thread."""
        token = anyio.lowlevel.current_token()
        done = anyio.Event()
        box: dict[str, Any] = {}
        key = next(self._ids)

        def work() -> None:
            try:
                box["value"] = fn(*args)
            except BaseException as exc:  # handed to the awaiting task, if it still waits
                box["error"] = exc
            finally:
                with self._lock:
                    self._running.pop(key, None)
                with contextlib.suppress(Exception):  # the loop may be gone (abandoned at shutdown)
                    anyio.from_thread.run_sync(done.set, token=token)

        async with self._limiter:
            with self._lock:
                self._running[key] = record
            thread = threading.Thread(target=work, name=f"refresh:{record.upstream}", daemon=True)
            thread.start()
            await done.wait()
        if "error" in box:
            raise box["error"]
        value: T = box["value"]
        return value
