"""The daemon: one task per upstream in one task group, the HTTP endpoints, signals, reloads, sd_notify.

Each upstream task runs in its own cancel scope, so a reload can stop, add or replace one upstream
without touching the others, and shutdown is cancelling the outer scope.
"""

from __future__ import annotations

import functools
import gc
import hashlib
import logging
import signal
import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import anyio
import anyio.lowlevel
import anyio.to_thread

from .config import Config, ConfigError, UpstreamConfig, load_config
from .judging import DaemonJury
from .logs import add_secrets
from .metrics import Metrics
from .notify import NotifierSink, build_dispatcher, journal_event
from .refresh import Refresher, RefreshResult, ServerMeta
from .sdnotify import Notifier
from .session import UpstreamSession, UpstreamStatus
from .sink import FanOut, FindingSink, LogSink
from .state import State, StateError
from .worker import Running, Workers

log = logging.getLogger("toolwatch.supervisor")

REFRESH_THREADS = 8  # refreshes graded at once (each in its own daemon thread, see watcher.worker)
STUCK_CHECK_SECONDS = 1.0
CLOSE_WAIT_SECONDS = 2.0  # at shutdown, for a refresh thread to let go of the state database
STATUS_FINDINGS_LIMIT = 100  # open findings listed per upstream in /api/v1/status (the total is given)


def parse_shard(text: str) -> tuple[int, int]:
    """'i/N' with 0 <= i < N (a StatefulSet ordinal is i)."""
    try:
        index_text, count_text = text.split("/", 1)
        index, count = int(index_text), int(count_text)
    except ValueError:
        raise ValueError(f"--shard {text!r}: expected i/N, e.g. 0/3") from None
    if count < 1 or not 0 <= index < count:
        raise ValueError(f"--shard {text!r}: need N >= 1 and 0 <= i < N")
    return index, count


def shard_of(name: str, count: int) -> int:
    """Stable across processes, machines and Python versions (unlike hash())."""
    return int.from_bytes(hashlib.sha256(name.encode()).digest()[:8], "big") % count


def select(upstreams: Iterable[UpstreamConfig], shard: tuple[int, int] | None) -> list[UpstreamConfig]:
    if shard is None:
        return list(upstreams)
    index, count = shard
    return [u for u in upstreams if shard_of(u.name, count) == index]


@dataclass
class _Running:
    config: UpstreamConfig
    scope: anyio.CancelScope
    session: UpstreamSession
    status: UpstreamStatus


class Daemon:
    def __init__(
        self,
        config: Config,
        *,
        shard: tuple[int, int] | None = None,
        sink: FindingSink | None = None,
        metrics: Metrics | None = None,
        notifier: Notifier | None = None,
    ) -> None:
        self.config = config
        self.shard = shard
        self.metrics = metrics or Metrics()
        self.state = State(config.state_dir)
        config.state_dir.mkdir(parents=True, exist_ok=True)
        jury = DaemonJury(config.judges, config.state_dir, self.metrics) if config.judges else None
        self.sd = notifier or Notifier()
        self.dispatcher = build_dispatcher(
            config.notify, f"{config.path}: notify", config.state_dir, self.metrics.registry
        )
        # With notifiers, each refresh journals its event with its findings (one transaction); the
        # NotifierSink moves journalled events to the outbox.
        events = journal_event if self.dispatcher is not None else None
        from oracle._parallel import available_workers

        workers = config.grading_workers or available_workers()
        self.refresher = Refresher(self.state, self.metrics, config.grade_overrides, jury, events, workers)
        sinks: list[FindingSink] = [sink or LogSink()]
        self.notifier_sink: NotifierSink | None = None
        if self.dispatcher is not None:
            self.notifier_sink = NotifierSink(self.dispatcher, self.state)
            sinks.append(self.notifier_sink)
        self.sink: FindingSink = FanOut(sinks) if len(sinks) > 1 else sinks[0]
        self.running: dict[str, _Running] = {}
        self.workers = Workers(REFRESH_THREADS)
        self._reported_stuck: set[int] = set()  # ids of Running records already reported
        self.started_at = time.time()
        self.http_port: int | None = None
        self._started = False
        self._tg: anyio.abc.TaskGroup | None = None

    # ------------------------------------------------------------------ public

    async def run(
        self, *, handle_signals: bool = False, task_status: Any = anyio.TASK_STATUS_IGNORED
    ) -> None:
        """Run until cancelled (or SIGTERM/SIGINT when handle_signals)."""
        from . import http

        try:
            # Bound before anything starts, so a taken port is a plain OSError for the caller.
            sock = http.bind(*self.config.http_listen) if self.config.http_listen is not None else None
            async with anyio.create_task_group() as tg:
                self._tg = tg
                if sock is not None:
                    from .statuspage import service

                    app = http.HostGuard(
                        http.build_app(
                            metrics=self.metrics.render,
                            ready=lambda: self.ready,
                            healthy=self.healthy,
                            status=self.status,
                            page=lambda: service.page(self),
                            quarantine=lambda: service.quarantine_feed(self),
                        ),
                        self.config.http_allowed_hosts,
                    )
                    self.http_port = await tg.start(http.serve, app, sock)
                    log.info(
                        "HTTP on %s:%s (/ /metrics /healthz /readyz /api/v1/status /api/v1/quarantine)",
                        sock.getsockname()[0],
                        self.http_port,
                    )
                for up in select(self.config.upstreams, self.shard):
                    self._start(up)
                if handle_signals:
                    tg.start_soon(self._signals, tg.cancel_scope)
                if self.dispatcher is not None:
                    tg.start_soon(self.dispatcher.run)
                await self._replay_journal()
                self._started = True
                if self.refresher.jury is not None:  # refreshes run in plain threads: show the way back
                    self.refresher.jury.token = anyio.lowlevel.current_token()
                tg.start_soon(self._announce_ready)
                tg.start_soon(self._watch_refreshes)
                tg.start_soon(self.sd.watchdog_loop, self.healthy)
                task_status.started(self)
        finally:
            self._tg = None
            gc.unfreeze()
            with anyio.CancelScope(shield=True):
                if self.dispatcher is not None:
                    self.dispatcher.close()
                if not await anyio.to_thread.run_sync(self.state.close, CLOSE_WAIT_SECONDS):
                    log.warning("state database still in use by a stuck refresh; left to the process exit")

    async def _replay_journal(self) -> None:
        """Events a crash left between the state and the outbox go out now (nothing is lost)."""
        if self.notifier_sink is not None:
            handed = await self.notifier_sink.replay()
            if handed:
                log.warning("handed %d journalled event(s) left by an earlier run to the outbox", handed)
            return
        dropped = await anyio.to_thread.run_sync(self.state.drop_events)
        if dropped:
            log.warning("dropped %d journalled notification event(s): notify has no routes", dropped)

    def stop(self) -> None:
        if self._tg is not None:
            self._tg.cancel_scope.cancel()

    async def reload(self, config: Config | None = None) -> dict[str, list[str]]:
        """Apply a new config: start added upstreams, stop removed ones, restart changed ones."""
        new = config or load_config(self.config.path)
        add_secrets(new.secrets)
        wanted = {u.name: u for u in select(new.upstreams, self.shard)}
        changes: dict[str, list[str]] = {"added": [], "removed": [], "changed": []}
        for name in list(self.running):
            if name not in wanted:
                self._stop(name)
                changes["removed"].append(name)
            elif wanted[name] != self.running[name].config:
                self._stop(name)
                self._start(wanted[name])
                changes["changed"].append(name)
        for name, up in wanted.items():
            if name not in self.running:
                self._start(up)
                changes["added"].append(name)
        if new.notify != self.config.notify:
            log.warning("the notify section changed; restart toolwatch to apply it (kept the running routes)")
        self.config = new
        self.refresher.global_overrides = dict(new.grade_overrides)
        log.info(
            "config reloaded: %d added, %d removed, %d changed",
            len(changes["added"]),
            len(changes["removed"]),
            len(changes["changed"]),
        )
        return changes

    async def status(self) -> dict[str, Any]:
        try:
            findings = await anyio.to_thread.run_sync(
                functools.partial(self.state.open_findings, with_detail=False)  # to_json has no detail
            )
        except StateError:
            findings = []  # a corrupt database: the status still answers, with `state_error`
        by_upstream: dict[str, list[dict[str, Any]]] = {}
        for f in findings:
            by_upstream.setdefault(f.upstream, []).append(f.to_json())
        upstreams = []
        for name, run in sorted(self.running.items()):
            entry = run.status.to_json()
            open_list = by_upstream.get(name, [])
            entry["open_findings_total"] = len(open_list)
            entry["open_findings"] = open_list[:STATUS_FINDINGS_LIMIT]  # a hostile server can open thousands
            upstreams.append(entry)
        out: dict[str, Any] = {
            "started_at": self.started_at,
            "ready": self.ready,
            "shard": f"{self.shard[0]}/{self.shard[1]}" if self.shard else None,
            "upstreams": upstreams,
            "state_error": self.state.broken,
            "outbox_error": self.dispatcher.outbox_broken if self.dispatcher is not None else None,
        }
        if self.dispatcher is not None:
            out["notifications"] = self.dispatcher.status()
        return out

    # ------------------------------------------------------------------ upstream tasks

    def _start(self, up: UpstreamConfig) -> None:
        assert self._tg is not None
        status = UpstreamStatus(up.name, up.transport)
        probes = None
        if up.probes:
            from .probe_runtime import UpstreamProbes

            probes = UpstreamProbes(up, self.config, self._on_probe_result)
        session = UpstreamSession(
            up,
            self._on_snapshot,
            status,
            on_up=lambda is_up: self.metrics.upstream_up.labels(upstream=up.name).set(1 if is_up else 0),
            on_attempt=lambda n: self.metrics.reconnects.labels(upstream=up.name).inc() if n > 1 else None,
            on_invalid_stdout=self.metrics.stdout_invalid.labels(upstream=up.name).inc,
            on_refresh_error=self.metrics.refresh_errors.labels(upstream=up.name).inc,
            secrets=self.config.secrets,
            probes=probes,
        )
        self.metrics.upstream_up.labels(upstream=up.name).set(0)
        scope = anyio.CancelScope()
        self.running[up.name] = _Running(up, scope, session, status)
        self._tg.start_soon(self._run_one, scope, session, name=f"upstream:{up.name}")
        log.info("watching %s", up.describe(), extra={"upstream": up.name})

    async def _run_one(self, scope: anyio.CancelScope, session: UpstreamSession) -> None:
        with scope:
            await session.run()

    def _stop(self, name: str) -> None:
        run = self.running.pop(name)
        run.scope.cancel()
        self.metrics.forget(name)
        log.info("stopped watching", extra={"upstream": name})

    async def _on_snapshot(
        self, up: UpstreamConfig, tools: list[dict[str, Any]], meta: ServerMeta, trigger: str
    ) -> None:
        # A daemon thread, abandoned on cancel: a refresh stuck past its budget never holds up a
        # reload or SIGTERM, and `_watch_refreshes` reports it.
        result: RefreshResult = await self.workers.run(
            Running(up.name, up.refresh_budget), self.refresher.refresh, up, tools, meta, trigger
        )
        run = self.running.get(up.name)
        if run is not None and run.config is up:
            st = run.status
            st.protocol_version, st.server_name, st.server_version = (
                meta.protocol_version,
                meta.server_name,
                meta.server_version,
            )
            st.list_changed = meta.list_changed
            st.last_refresh, st.last_trigger = result.finished_at, trigger
            if result.ok:
                st.tool_count = result.tool_count
            st.last_error = result.error or result.lockfile_error
        if result.new or result.resolved:
            await self.sink.publish(result)
        elif self.notifier_sink is not None:  # events an outbox error left journalled go out now
            await self.notifier_sink.replay()

    async def _on_probe_result(self, upstream: str, runs: list[Any], changes: list[Any]) -> None:
        run = self.running.get(upstream)
        if run is None:
            return
        result = await anyio.to_thread.run_sync(self.refresher.record_behavior, run.config, runs, changes)
        if result.new or result.resolved:
            await self.sink.publish(result)

    # ------------------------------------------------------------------ lifecycle

    @property
    def ready(self) -> bool:
        """Every watched upstream had a first connection attempt (successful or not), and no refresh
        is stuck past its budget."""
        if self.state.broken is not None:
            return False  # the state database is corrupt: see the CRITICAL log line
        if self.dispatcher is not None and self.dispatcher.outbox_broken is not None:
            return False  # the outbox is corrupt: alerts cannot go out (they stay journalled)
        return (
            self._started
            and all(r.status.first_attempt.is_set() for r in self.running.values())
            and self.healthy()
        )

    def healthy(self) -> bool:
        """False while a refresh thread is stuck past its budget: /healthz answers 503 and the systemd
        watchdog is not petted, so a supervisor restarts a daemon that cannot grade any more."""
        return not self.workers.stuck()

    async def _watch_refreshes(self) -> None:
        """Report each refresh stuck past its budget once: error log, refresh error metric, last_error."""
        while True:
            await anyio.sleep(STUCK_CHECK_SECONDS)
            for record in self.workers.stuck():
                if id(record) in self._reported_stuck:
                    continue
                self._reported_stuck.add(id(record))
                error = (
                    f"refresh stuck: running for {record.elapsed():.0f}s, past its budget "
                    f"(refresh_budget {record.budget:g}s); /healthz and /readyz fail until it ends"
                )
                log.error("%s", error, extra={"upstream": record.upstream})
                self.metrics.refresh_errors.labels(upstream=record.upstream).inc()
                run = self.running.get(record.upstream)
                if run is not None:
                    run.status.last_error = error
            live = {id(r) for r in self.workers.running()}
            self._reported_stuck &= live

    async def _announce_ready(self) -> None:
        # Polled rather than awaited per upstream: a reload may remove one before its first attempt.
        while not self.ready:  # noqa: ASYNC110
            await anyio.sleep(0.05)
        # Everything built so far (sessions, clients, schemas) lives as long as the daemon: move it out of
        # the collector's sight, or each full collection walks hundreds of sessions' objects (a 0.3 s
        # CPU spike at 500 upstreams).
        gc.collect()
        gc.freeze()
        up = sum(1 for r in self.running.values() if r.status.state == "up")
        self.sd.ready(f"watching {len(self.running)} upstreams ({up} up)")
        log.info("ready: every upstream had a first attempt (%d/%d up)", up, len(self.running))

    async def _signals(self, outer: anyio.CancelScope) -> None:
        with anyio.open_signal_receiver(signal.SIGHUP, signal.SIGTERM, signal.SIGINT) as signals:
            async for sig in signals:
                if sig == signal.SIGHUP:
                    log.info("SIGHUP: reloading %s", self.config.path)
                    try:
                        await self.reload()
                    except ConfigError as exc:
                        log.error("reload rejected, keeping the running config: %s", exc)
                    continue
                log.info("%s: stopping", signal.Signals(sig).name)
                self.sd.stopping()
                outer.cancel()
                return
