"""The Dispatcher: routes refresh events into the outbox and drains the outbox through apprise."""

from __future__ import annotations

import functools
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import Any, TypeVar

import anyio
import anyio.abc
from prometheus_client import CollectorRegistry
from tenacity import RetryCallState, wait_exponential_jitter

from ._config import NotifyConfig, RateLimit, Route
from ._delivery import Sender, build_payload
from ._event import RefreshEvent, event_to_json
from ._metrics import NotifyMetrics
from ._redact import Scrubber, ScrubFilter, redact_url
from ._route import select
from .outbox import NewMessage, Outbox, OutboxError, Row, url_key

log = logging.getLogger("toolwatch.notifiers")
T = TypeVar("T")

LANE_IN_FLIGHT = 2  # attempts at once per route URL: a hanging receiver holds at most this many
COALESCE_MAX = 200  # messages folded into one batch at most (a bigger storm makes several batches)
BROKEN_RETRY_SECONDS = 60.0  # a corrupt outbox is looked at again this rarely, without a log line each time
POLL_SECONDS = 2.0  # longest sleep, so rows retried by `toolwatch outbox retry` are seen promptly
GAUGE_SECONDS = 0.5  # the depth and dead-letter gauges (and status()) lag at most this much
ORPHAN_SECONDS = 60.0  # how often to look for rows whose route URL left the config
PRUNE_SECONDS = 3600.0


@dataclass(frozen=True)
class PublishResult:
    event_id: str
    routes: tuple[str, ...]  # routes whose filter matched
    enqueued: int  # outbox rows added (0 for a refresh already published)


class _Bucket:
    """A token bucket: `count` messages per `per_seconds`, bursts up to `count`."""

    def __init__(self, limit: RateLimit, now: float) -> None:
        self.capacity = float(limit.count)
        self.rate = limit.count / limit.per_seconds
        self.tokens = self.capacity
        self.stamp = now

    def available(self, now: float) -> float:
        self.tokens = min(self.capacity, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        return self.tokens

    def take(self) -> None:
        self.tokens -= 1.0

    def wait(self, now: float) -> float:
        return max(0.0, (1.0 - self.available(now)) / self.rate)


@dataclass
class _Lane:
    """One URL of one route: its own rate-limit bucket, backoff and in-flight count."""

    route: Route
    url: str = field(repr=False)
    key: str
    target: str
    bucket: _Bucket | None
    in_flight: set[int] = field(default_factory=set)  # outbox row ids being attempted
    failures: int = 0  # consecutive failed attempts; any success resets it
    retry_at: float = 0.0
    last_error: str | None = None
    last_delivered_at: float | None = None


class Dispatcher:
    """Routes, renders and durably delivers notifications. See the package docstring for wiring."""

    def __init__(
        self,
        config: NotifyConfig,
        outbox_path: str | Path,
        *,
        registry: CollectorRegistry | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._config = config
        self._clock = clock
        self._outbox = Outbox(outbox_path)
        self._metrics = NotifyMetrics.on(registry if registry is not None else CollectorRegistry())
        self._scrub = Scrubber(u for r in config.routes for u in r.urls)
        self._filter = ScrubFilter(self._scrub)
        for name in ("apprise", "toolwatch.notifiers"):
            logging.getLogger(name).addFilter(self._filter)
        self._sender = Sender(self._scrub)
        now = clock()
        self._lanes: dict[tuple[str, str], _Lane] = {}
        for route in config.routes:
            for url in route.urls:
                key = url_key(route.name, url)
                bucket = _Bucket(route.rate_limit, now) if route.rate_limit else None
                self._lanes[(route.name, key)] = _Lane(route, url, key, redact_url(url), bucket)
        self._wake: anyio.Event | None = None  # made by run(): an Event needs a running event loop
        self._db_limiter = anyio.CapacityLimiter(1)
        self._send_limiter = anyio.CapacityLimiter(config.delivery.concurrency)
        self._counts: dict[str, dict[str, int]] = self._outbox.counts()
        self._counts_at = 0.0
        self._counts_dirty = False
        self._pruned_at = 0.0
        self._orphans_at = 0.0
        self._update_gauges()
        policy = config.delivery
        self._wait = wait_exponential_jitter(
            multiplier=policy.backoff_initial_seconds,
            max=policy.backoff_max_seconds,
            jitter=policy.backoff_initial_seconds,
        )

    # -- the daemon's side --------------------------------------------------------------------------

    async def publish(self, event: RefreshEvent) -> PublishResult:
        """Route `event`, write one message per matching route URL to the outbox, and return.

        Durable once this returns; delivery happens in `run()`. Publishing the same refresh again
        (same event id) adds nothing.
        """
        messages: list[NewMessage] = []
        routes: list[str] = []
        for route in self._config.routes:
            part = select(route, event, resolved=self._config.resolved)
            if part is None:
                continue
            routes.append(route.name)
            payload = event_to_json(part)
            for url in route.urls:
                key = url_key(route.name, url)
                messages.append(NewMessage(route.name, key, redact_url(url), part.event_id, payload))
        added = await self._db(self._outbox.enqueue, messages, now=self._clock()) if messages else []
        for route_name in routes:
            keys = {m.dedup_key for m in messages if m.route == route_name}
            self._metrics.count(route_name, "enqueued", len(keys.intersection(added)))
        if added:
            self._counts_dirty = True
            self._poke()
        return PublishResult(event.event_id, tuple(routes), len(added))

    async def run(self) -> None:
        """Drain the outbox until cancelled; cancel it to stop (attempts in flight finish first)."""
        try:
            await self._drain()
        finally:
            with anyio.CancelScope(shield=True):
                try:
                    self._counts = await self._db(self._outbox.counts)
                    self._update_gauges()
                except OutboxError as exc:
                    log.error("notification outbox unavailable at shutdown: %s", exc)

    async def _drain(self) -> None:
        async with anyio.create_task_group() as tg:
            while True:
                try:
                    await self._turn(tg)
                except OutboxError as exc:  # e.g. disk full: keep going, nothing pending is lost
                    if self._outbox.broken is not None:
                        # Corrupt: logged once (CRITICAL) and /readyz fails; retrying cannot help.
                        await anyio.sleep(BROKEN_RETRY_SECONDS)
                        continue
                    log.error("notification outbox unavailable, retrying in %.0fs: %s", POLL_SECONDS, exc)
                    await anyio.sleep(POLL_SECONDS)

    def _poke(self) -> None:
        if self._wake is not None:
            self._wake.set()

    async def _turn(self, tg: anyio.abc.TaskGroup) -> None:
        """One look at every route URL: start what is due, then sleep until something may be."""
        self._wake = wake = anyio.Event()
        now = self._clock()
        wake_at = now + POLL_SECONDS
        if now >= self._orphans_at:
            self._orphans_at = now + ORPHAN_SECONDS
            await self._dead_letter_orphans()
        for lane in self._lanes.values():
            ready, lane_wake = await self._ready(lane, now)
            wake_at = min(wake_at, lane_wake)
            for row in ready:
                lane.in_flight.add(row.id)
                tg.start_soon(self._deliver, lane, row)
        later = await self._db(self._outbox.next_due_at, after=now)
        if later is not None:
            wake_at = min(wake_at, later)
        wake_at = min(wake_at, await self._housekeeping(now))
        with anyio.move_on_after(max(0.0, wake_at - self._clock())):
            await wake.wait()

    @property
    def outbox_broken(self) -> str | None:
        """Why the outbox is unusable (corrupt pages found while running), or None."""
        return self._outbox.broken

    def status(self) -> dict[str, Any]:
        """For /api/v1/status: outbox depth, dead letters and per-route state (URLs redacted)."""
        routes: dict[str, Any] = {}
        for route in self._config.routes:
            counts = self._counts.get(route.name, {})
            lanes = [lane for lane in self._lanes.values() if lane.route is route]
            routes[route.name] = {
                "pending": counts.get("pending", 0),
                "dead": counts.get("dead", 0),
                "delivered": counts.get("delivered", 0),
                "rate_limit": str(route.rate_limit) if route.rate_limit else None,
                "targets": [
                    {
                        "target": lane.target,
                        "in_flight": len(lane.in_flight),
                        "consecutive_failures": lane.failures,
                        "retry_at": lane.retry_at or None,
                        "last_error": lane.last_error,
                        "last_delivered_at": lane.last_delivered_at,
                    }
                    for lane in lanes
                ],
            }
        total = {s: sum(c.get(s, 0) for c in self._counts.values()) for s in ("pending", "dead")}
        return {
            "outbox": {
                "path": str(self._outbox.path),
                "depth": total["pending"],
                "dead_letters": total["dead"],
            },
            "routes": routes,
        }

    def close(self) -> None:
        """Release the outbox file and the logging hooks (after `run()` has returned)."""
        for name in ("apprise", "toolwatch.notifiers"):
            logging.getLogger(name).removeFilter(self._filter)
        self._outbox.close()

    def __enter__(self) -> Dispatcher:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    async def __aenter__(self) -> Dispatcher:
        return self

    async def __aexit__(
        self, t: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    # -- delivery -----------------------------------------------------------------------------------

    async def _ready(self, lane: _Lane, now: float) -> tuple[list[Row], float]:
        """The rows of `lane` to attempt now (coalescing if its bucket cannot cover them), and when to
        look at the lane again."""
        later = now + POLL_SECONDS
        if lane.retry_at > now:
            return [], lane.retry_at
        free = LANE_IN_FLIGHT - len(lane.in_flight)
        if free <= 0:
            return [], later  # a finishing attempt wakes the loop
        if lane.bucket is not None and lane.bucket.available(now) < 1:
            return [], now + lane.bucket.wait(now)
        limit = free if lane.bucket is None else COALESCE_MAX
        rows = await self._db(
            self._outbox.due_in_lane, lane.route.name, lane.key, now, limit=limit, exclude=set(lane.in_flight)
        )
        if lane.bucket is None or not rows:
            return rows, later
        tokens = int(lane.bucket.available(now))
        fresh = [r for r in rows if r.attempts == 0 and r.coalesced == 0]
        if len(rows) > tokens and len(fresh) >= 2:
            batch = await self._db(self._outbox.merge, [r.id for r in fresh], now=now)
            self._metrics.count(lane.route.name, "coalesced", len(fresh))
            log.info(
                "route %s: %d messages coalesced into one (rate limit %s)",
                lane.route.name,
                len(fresh),
                lane.route.rate_limit,
            )
            rows = [r for r in rows if r not in fresh] + [batch]
            self._counts_dirty = True
        ready = rows[: min(free, tokens)]
        for _ in ready:
            lane.bucket.take()
        return ready, later

    async def _deliver(self, lane: _Lane, row: Row) -> None:
        try:
            async with self._send_limiter:
                # Not abandoned on cancel: a stopping daemon finishes the attempt in flight and records it.
                error = await anyio.to_thread.run_sync(self._attempt, lane, row)
            with anyio.CancelScope(shield=True):
                try:
                    await self._record(lane, row, error)
                except OutboxError as exc:  # the row stays pending: it is sent again (at least once)
                    log.error("route %s: cannot record a delivery attempt: %s", lane.route.name, exc)
        finally:
            lane.in_flight.discard(row.id)
            self._poke()

    def _attempt(self, lane: _Lane, row: Row) -> str | None:
        try:
            if not row.event_ids:  # due() gives rows without their payload
                full = self._outbox.get(row.id)
                if full is None:
                    return "the row disappeared from the outbox (purged while in flight)"
                row = full
            body_max, title_max = self._sender.limits(lane.url)
            note = f" (rate limit {lane.route.rate_limit})" if lane.route.rate_limit else ""
            payload = build_payload(row, lane.route, lane.url, body_max, title_max, note)
        except Exception as exc:  # a message we cannot render must not stop the others
            log.exception("route %s: cannot render outbox row %d", lane.route.name, row.id)
            return self._scrub(f"rendering failed: {type(exc).__name__}: {exc}")[:500]
        return self._sender.send(lane.url, payload)

    async def _record(self, lane: _Lane, row: Row, error: str | None) -> None:
        now = self._clock()
        route = lane.route.name
        self._counts_dirty = True
        if error is None:
            await self._db(self._outbox.mark_delivered, row.id, now=now)
            lane.failures, lane.retry_at, lane.last_error, lane.last_delivered_at = 0, 0.0, None, now
            self._metrics.count(route, "delivered")
            self._metrics.latency.labels(route=route).observe(max(0.0, now - row.created_at))
            return
        lane.failures += 1
        lane.last_error = error
        lane.retry_at = now + self._backoff(lane.failures)
        attempts = row.attempts + 1
        if attempts >= self._config.delivery.max_attempts:
            await self._db(self._outbox.mark_failed, row.id, error, retry_at=None, now=now)
            self._metrics.count(route, "dead")
            log.error(
                "route %s -> %s: dead-lettered message %d after %d attempts: %s",
                route,
                lane.target,
                row.id,
                attempts,
                error,
            )
        else:
            retry_at = now + self._backoff(attempts)
            await self._db(self._outbox.mark_failed, row.id, error, retry_at=retry_at, now=now)
            self._metrics.count(route, "failed")
            log.warning(
                "route %s -> %s: attempt %d failed, retry in %.1fs: %s",
                route,
                lane.target,
                attempts,
                retry_at - now,
                error,
            )

    def _backoff(self, attempt: int) -> float:
        """Exponential backoff with jitter (tenacity's), computed here because the attempt count
        lives in the outbox and must survive restarts."""
        state = RetryCallState(retry_object=None, fn=None, args=(), kwargs={})  # type: ignore[arg-type]
        state.attempt_number = attempt
        return float(self._wait(state))

    async def _dead_letter_orphans(self) -> None:
        """Dead-letter pending rows whose route URL is no longer configured (a retry after restoring
        the URL brings them back)."""
        lanes = await self._db(self._outbox.pending_lanes)
        for route, key in lanes - set(self._lanes):
            rows = await self._db(self._outbox.due_in_lane, route, key, float("inf"), limit=10_000)
            error = "its route or URL is no longer in the config; `toolwatch outbox retry` after restoring it"
            for row in rows:
                await self._db(self._outbox.mark_failed, row.id, error, retry_at=None, now=self._clock())
                self._metrics.count(row.route, "dead")
            self._counts_dirty = True

    async def _housekeeping(self, now: float) -> float:
        """Refresh the gauges (when something changed) and prune old rows; returns when to come back."""
        age = now - self._counts_at
        if (self._counts_dirty and age >= GAUGE_SECONDS) or age >= 5 * POLL_SECONDS:  # others write too
            self._counts = await self._db(self._outbox.counts)
            self._counts_at, self._counts_dirty = now, False
            self._update_gauges()
        if now - self._pruned_at >= PRUNE_SECONDS:
            self._pruned_at = now
            await self._db(self._outbox.prune, now - self._config.delivery.retention_days * 86400)
        return self._counts_at + GAUGE_SECONDS if self._counts_dirty else now + POLL_SECONDS

    def _update_gauges(self) -> None:
        self._metrics.depth.set(sum(c.get("pending", 0) for c in self._counts.values()))
        self._metrics.dead.set(sum(c.get("dead", 0) for c in self._counts.values()))

    async def _db(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        return await anyio.to_thread.run_sync(
            functools.partial(fn, *args, **kwargs), limiter=self._db_limiter
        )
