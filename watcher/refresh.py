"""One refresh of one upstream: snapshot in, new and resolved findings out.

Runs in a worker thread (the oracle is CPU-bound and SQLite blocks), so it is plain synchronous code.
The lockfile is read afresh every time; when it is unreadable the refresh fails open: it grades
against the first-seen baseline, marks every verdict `lockfile_error`, and resolves nothing.
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import oracle
from oracle import Dimension, Finding, Grade, Options, Outcome, ToolChange, ToolStatus
from oracle.bumplint import lint_tool
from oracle.contract import ReadCatalogue, jcs_proven, spells_float, tool_digest
from oracle.lockfile import Lockfile
from oracle.semver import Version, covers

from . import baseline as baselines
from .baseline import ToolVerdict
from .config import UpstreamConfig
from .judging import DaemonJury
from .metrics import Metrics
from .probe_runtime import BEHAVIOR_PREFIX, probe_key_of
from .state import NewFinding, Opened, State, StoredFinding

log = logging.getLogger("toolwatch.refresh")

SERVER = "(server)"  # the `tool` of upstream-level findings (protocol revision, server version)
Key = tuple[str, str, str, str]
DETAIL_VALUE_MAX = 512  # characters of a finding's old/new value kept in the state (the snapshot has all)
ALERT_MAX_TOOLS = 50  # tools one alert lists; a refresh with more is one "mass change" alert
LOG_MAX_FINDINGS = 100  # tools logged one line each per refresh; the rest in one summary line


@dataclass(frozen=True)
class ServerMeta:
    """What the handshake (or server/discover) said about the server."""

    protocol_version: str | None = None
    server_name: str | None = None
    server_version: str | None = None
    list_changed: bool = False


@dataclass(frozen=True)
class RefreshResult:
    upstream: str
    trigger: str
    tool_count: int = 0
    grade: Grade = Grade.NONE
    new: tuple[ToolVerdict, ...] = ()
    resolved: tuple[StoredFinding, ...] = ()
    lockfile_error: str | None = None
    error: str | None = None
    duration: float = 0.0
    finished_at: float = field(default_factory=time.time)
    occurrences: tuple[int, ...] = ()  # per `new` verdict: which opening of that change it is
    alert_max_tools: int = ALERT_MAX_TOOLS
    log_max_findings: int = LOG_MAX_FINDINGS

    @property
    def ok(self) -> bool:
        return self.error is None


class RefreshError(Exception):
    """The catalogue could not be graded (e.g. a malformed tools/list)."""


def catalogue_digest(catalogue: Mapping[str, Mapping[str, Any]]) -> str:
    """A digest of every contract in the catalogue, order-insensitive. Cheaper than per-tool JCS: it only
    needs to be stable within this program, not canonical across implementations.

    On a catalogue `oracle.parse_catalogue` read, the same text also settles whether per-tool
    digests may take the C encoder's fast path (`contract.jcs_proven`): no float, no 16-digit run,
    nothing in U+E000..U+FFFF. A float always prints with a '.' or an exponent after a digit (or as
    NaN/Infinity), so text with none of these anywhere (strings included: conservative) holds none.
    """
    contracts = [oracle.contract_of(catalogue[name]) for name in sorted(catalogue)]
    text = json.dumps(contracts, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    raw = text.encode("utf-8", "surrogatepass")
    if isinstance(catalogue, ReadCatalogue) and not catalogue.jcs_proven:
        catalogue.jcs_proven = jcs_proven(raw, floats_seen=spells_float(raw))
    return "sha256:" + hashlib.sha256(raw).hexdigest()


def options_for(up: UpstreamConfig, global_overrides: Mapping[str, str], workers: int = 1) -> Options:
    overrides = {rule: Grade.parse(g) for rule, g in {**global_overrides, **up.grade_overrides}.items()}
    return Options(grade_overrides=overrides, limits=oracle.Limits(max_tools=up.max_tools), workers=workers)


def _meta_change(rule_id: str, grade: Grade, message: str, old: str, new: str) -> ToolChange:
    finding = Finding(
        rule_id=rule_id,
        tool=SERVER,
        dimension=Dimension.STRUCTURAL,
        grade=grade,
        path="",
        message=message,
        old=old,
        new=new,
    )
    return ToolChange(SERVER, ToolStatus.CHANGED, grade, (finding,), f"{rule_id}:{old}", f"{rule_id}:{new}")


def meta_changes(
    up: UpstreamConfig, meta: ServerMeta, previous: tuple[str | None, str | None, str | None], digest: str
) -> list[ToolVerdict]:
    """Findings about the server itself: protocol revision allowlist and changes, serverInfo.version."""
    prev_pv, prev_version, prev_digest = previous
    out: list[ToolVerdict] = []
    pv = meta.protocol_version
    if pv and up.protocol_versions and pv not in up.protocol_versions:
        allowed = ", ".join(up.protocol_versions)
        msg = f"negotiated protocol revision {pv} is not in protocol_versions ({allowed})"
        out.append(
            ToolVerdict(
                _meta_change("protocol-version-not-allowed", Grade.MAJOR, msg, allowed, pv), Outcome.VIOLATION
            )
        )
    if pv and prev_pv and pv != prev_pv:
        msg = f"protocol revision changed from {prev_pv} to {pv}"
        out.append(
            ToolVerdict(_meta_change("protocol-version-changed", Grade.MINOR, msg, prev_pv, pv), Outcome.OK)
        )
    version = meta.server_version
    if version and prev_version and version != prev_version and prev_digest == digest:
        msg = f"serverInfo.version changed from {prev_version} to {version} with an unchanged catalogue"
        out.append(
            ToolVerdict(
                _meta_change("server-version-changed", Grade.PATCH, msg, prev_version, version), Outcome.OK
            )
        )
    return out


def _compact(value: Any) -> Any:
    if isinstance(value, str) and len(value) > DETAIL_VALUE_MAX:
        return value[: DETAIL_VALUE_MAX - 1] + "…"
    return value


def _detail(v: ToolVerdict) -> dict[str, Any]:
    """What the state keeps of a verdict: compact (old/new values cut, empty fields left out), so a
    mass change of thousands of tools costs kilobytes per tool at most."""
    out: dict[str, Any] = {"status": v.change.status.value, "outcome": v.outcome.value}
    for key, value in (
        ("previous_version", v.previous_version),
        ("declared_version", v.declared_version),
        ("renamed_from", v.change.renamed_from),
    ):
        if value is not None:
            out[key] = value
    findings = []
    for f in v.change.findings:
        data = f.to_json()
        for side in ("old", "new"):
            if side in data:
                data[side] = _compact(data[side])
        findings.append(data)
    out["findings"] = findings
    return out


def _key_of(v: ToolVerdict) -> tuple[str, str, str]:
    return (v.change.name, v.change.old_digest or "", v.change.new_digest or "")


def worst_first(v: ToolVerdict) -> tuple[int, int, str]:
    """Sort key: highest grade first, security before not, then by tool name (alerts and logs that
    show only part of a mass change show the same worst ones)."""
    return (-int(v.change.grade), -int(v.change.security), v.change.name)


def _summary(v: ToolVerdict) -> str:
    c = v.change
    if len(c.findings) == 1:
        return c.findings[0].message
    rules = sorted({f.rule_id for f in c.findings})
    listed = ", ".join(rules[:4]) + (", ..." if len(rules) > 4 else "")
    return f"{c.status.value}: {len(c.findings)} findings ({listed})"


class Refresher:
    """Grades snapshots and remembers what was already reported. Thread-safe (State serialises writes)."""

    def __init__(
        self,
        state: State,
        metrics: Metrics,
        global_overrides: Mapping[str, str] | None = None,
        jury: DaemonJury | None = None,
        events: Callable[[RefreshResult], tuple[str, str] | None] | None = None,
        workers: int = 1,
    ) -> None:
        self.state = state
        # Processes a mass change is graded in (oracle/_parallel.py: a fork-server pool, since the
        # daemon has threads); small refreshes always grade in the calling thread.
        self.workers = workers
        self._pool_warming = False
        self.metrics = metrics
        self.global_overrides = dict(global_overrides or {})
        self.jury = jury  # opt-in description judges; None grades deterministically only
        # Builds the notification event journalled with a refresh's findings (None: no notifiers).
        self.events = events
        self._last: dict[str, tuple[Any, ...]] = {}  # upstream -> fingerprint of its last clean refresh
        # upstream -> its tool names (casefolded), so that a description naming another server's tool
        # is told apart from one naming its own sibling (oracle.description's shadowing rules).
        self._tool_names: dict[str, frozenset[str]] = {}
        self._names_lock = threading.Lock()

    def _warm_pool_for(self, tools: int) -> None:
        """An upstream this large can change en masse: start the grading pool in the background now,
        so that its first mass change does not wait a second for it. Small deployments never start it."""
        from oracle._parallel import MIN_POOLED_ITEMS, warm_pool

        if self.workers > 1 and tools >= MIN_POOLED_ITEMS and not self._pool_warming:
            self._pool_warming = True
            threading.Thread(target=warm_pool, name="grading-pool-warmup", daemon=True).start()

    def _foreign_tools(self, upstream: str, names: frozenset[str]) -> dict[str, str]:
        """Every other watched upstream's tool name -> that upstream, after recording `names`."""
        with self._names_lock:
            self._tool_names[upstream] = names
            return {n: other for other, ns in self._tool_names.items() if other != upstream for n in ns}

    @staticmethod
    def _relinter(
        lock: Lockfile | None, declared: Mapping[str, Version], lock_error: str | None
    ) -> Callable[[ToolChange], Outcome]:
        """How a judged change is linted again: against its lockfile entry, else as the baseline is."""

        def relint(change: ToolChange) -> Outcome:
            if lock is not None:
                return lint_tool(change, lock.tools.get(change.name), declared.get(change.name)).outcome
            if lock_error is not None:
                return Outcome.LOCKFILE_ERROR
            return baselines.baseline_outcome(change)

        return relint

    def refresh(
        self, up: UpstreamConfig, tools: Sequence[dict[str, Any]], meta: ServerMeta, trigger: str
    ) -> RefreshResult:
        started = time.perf_counter()
        self.metrics.refreshes.labels(upstream=up.name, trigger=trigger).inc()
        try:
            # A refresh of a large catalogue allocates tens of thousands of objects (the catalogue,
            # digests, verdicts, rows), none of them cyclic; with the collector on, its full
            # collections over the daemon's whole heap were a third of recording a 50,000-tool mass
            # change. Paused for the refresh (grading still collects the youngest generation now
            # and then), resumed while judges are waited on.
            with oracle.collector_paused():
                result = self._refresh(up, tools, meta, trigger, started)
        except oracle.BudgetExceeded as exc:
            self.metrics.refresh_errors.labels(upstream=up.name).inc()
            error = f"refresh exceeded its budget (refresh_budget {up.refresh_budget:g}s): {exc}"
            log.error("%s", error, extra={"upstream": up.name})
            return RefreshResult(up.name, trigger, error=error, duration=time.perf_counter() - started)
        except (oracle.InputError, RefreshError) as exc:
            self.metrics.refresh_errors.labels(upstream=up.name).inc()
            log.error("catalogue rejected: %s", exc, extra={"upstream": up.name})
            return RefreshResult(up.name, trigger, error=str(exc), duration=time.perf_counter() - started)
        self.metrics.refresh_duration.labels(upstream=up.name).observe(result.duration)
        return result

    def _refresh(
        self,
        up: UpstreamConfig,
        tools: Sequence[dict[str, Any]],
        meta: ServerMeta,
        trigger: str,
        started: float,
    ) -> RefreshResult:
        # The budget is a deadline the grader checks as it goes (oracle.BudgetExceeded past it).
        options = options_for(up, self.global_overrides, self.workers).within(up.refresh_budget)
        catalogue = oracle.parse_catalogue(list(tools), source=f"{up.name} tools/list", limits=options.limits)
        own = frozenset(name.casefold() for name in catalogue)
        options = replace(options, own_tools=own, foreign_tools=self._foreign_tools(up.name, own))
        digest = catalogue_digest(catalogue)
        previous = self.state.snapshot(up.name, with_tools=False)
        self._warm_pool_for(len(catalogue))

        def record() -> None:
            # Only a catalogue the oracle could grade is recorded: a hostile one never replaces the last.
            self.state.record_snapshot(
                up.name,
                list(catalogue.values()),
                digest,
                protocol_version=meta.protocol_version,
                server_name=meta.server_name,
                server_version=meta.server_version,
            )
            self.metrics.tools.labels(upstream=up.name).set(len(catalogue))

        lock = None
        lock_error: str | None = None
        lock_bytes = b""
        try:
            declared = baselines.declared_versions(up.declared_versions, f"upstreams.{up.name}")
            if up.lockfile is not None:
                lock_bytes = baselines.read_lock_bytes(up.lockfile)
        except baselines.LockfileError as exc:
            lock_error, declared = str(exc), {}
        # Same catalogue, lockfile, versions and server as the last clean refresh: the verdicts are too.
        fingerprint = (
            digest,
            hashlib.sha256(lock_bytes).digest(),
            meta,
            repr(up),
            repr(self.global_overrides),
        )
        if lock_error is None and self._last.get(up.name) == fingerprint:
            record()
            return RefreshResult(up.name, trigger, len(catalogue), duration=time.perf_counter() - started)
        self._last.pop(up.name, None)
        if up.lockfile is not None and lock_error is None:
            try:
                lock = baselines.parse_lock(up.lockfile, lock_bytes)
            except baselines.LockfileError as exc:
                lock_error = str(exc)
        if lock_error is not None:
            self.metrics.lockfile_errors.labels(upstream=up.name).inc()
            self.metrics.verdicts.labels(upstream=up.name, grade="none", outcome="lockfile_error").inc()
            log.error(
                "LOCKFILE UNREADABLE, grading fail-open against the first-seen baseline: %s",
                lock_error,
                extra={"upstream": up.name},
            )
        has_baseline = self.state.has_baseline(up.name)
        if lock is not None:
            verdicts = baselines.lint_against_lock(lock, catalogue, declared, options)
        else:
            old = self._baseline(up.name, options) if has_baseline else dict(catalogue)
            verdicts = baselines.lint_against_baseline(
                old, catalogue, declared, options, lockfile_error=lock_error is not None
            )
        if self.jury is not None and verdicts:
            with oracle.collector_resumed():  # the judges' network waits: no reason to hold the pause
                verdicts = self.jury.judge(
                    verdicts, dict(catalogue), self._relinter(lock, declared, lock_error), options
                )
            deadline = options.limits.deadline
            if deadline is not None and time.monotonic() > deadline:  # the judges have their own timeouts
                raise oracle.BudgetExceeded("the description judges answered past the deadline")
        # The first snapshot ever seen is kept even when a lockfile is configured: it is what a
        # fail-open refresh grades against when the lockfile breaks.
        if not has_baseline:
            self.state.set_baseline(up.name, list(catalogue.values()))
        record()
        prev_meta = (
            (previous.protocol_version, previous.server_version, previous.catalogue_digest)
            if previous
            else (None, None, None)
        )
        verdicts += meta_changes(up, meta, prev_meta, digest)

        close: Callable[[StoredFinding], str | None] | None = None
        if lock_error is None:
            digests = {name: tool_digest(catalogue, name) for name in catalogue}
            current = {(up.name, *_key_of(v)) for v in verdicts}

            def close(f: StoredFinding) -> str | None:
                # Upstream-level findings stay open until approved; probe findings close elsewhere;
                # tool findings close when they stop applying.
                if f.key in current or f.tool == SERVER or f.old_digest.startswith(BEHAVIOR_PREFIX):
                    return None
                if (digests.get(f.tool) or "") == f.old_digest:
                    return "reverted"
                return "approved" if lock is not None else "superseded"

        outcome = RefreshResult(
            upstream=up.name,
            trigger=trigger,
            tool_count=len(catalogue),
            lockfile_error=lock_error,
            alert_max_tools=up.alert_max_tools,
            log_max_findings=up.log_max_findings,
        )
        outcome = self._record(up.name, verdicts, close, outcome)
        if lock_error is None:
            self._last[up.name] = fingerprint
        return replace(outcome, duration=time.perf_counter() - started, finished_at=time.time())

    def _baseline(self, upstream: str, options: Options) -> dict[str, Any]:
        """The first-seen baseline by tool name, read as a catalogue: its JSON text proves the fast
        digest path for each tool (on 50,000 tools, 0.16 s of digests against 0.29 s). A baseline
        that no longer reads as a catalogue (stored by an older, laxer version) is used as stored."""
        text = self.state.baseline_text(upstream)
        if text is None:
            return {}
        try:
            return oracle.read_catalogue(text, source=f"{upstream} baseline", limits=options.limits)
        except oracle.InputError:
            tools = json.loads(text)
            return {t["name"]: t for t in tools if isinstance(t, dict) and "name" in t}

    def _record(
        self,
        upstream: str,
        verdicts: Sequence[ToolVerdict],
        close: Callable[[StoredFinding], str | None] | None,
        base: RefreshResult,
    ) -> RefreshResult:
        """Record the verdicts as findings, close what `close` says, and journal the notification
        event, all in one transaction; returns `base` with the new and resolved findings."""
        items = [
            NewFinding(
                v.change.name,
                v.change.old_digest or "",
                v.change.new_digest or "",
                v.change.grade.label,
                v.outcome.value,
                v.change.security,
                _summary(v),
                _detail(v),
            )
            for v in verdicts
        ]

        def outcome(opened: Sequence[Opened], resolved: Sequence[StoredFinding]) -> RefreshResult:
            fresh = [(v, o.occurrence) for v, o in zip(verdicts, opened, strict=True) if o.new]
            return replace(
                base,
                grade=max((v.change.grade for v, _ in fresh), default=Grade.NONE),
                new=tuple(v for v, _ in fresh),
                occurrences=tuple(n for _, n in fresh),
                resolved=tuple(resolved),
            )

        events = self.events
        journal = None if events is None else (lambda o, r: events(outcome(o, r)))
        opened, resolved = self.state.record_findings(upstream, items, close=close, event=journal)
        result = outcome(opened, resolved)
        for v in result.new:
            self.metrics.verdicts.labels(
                upstream=upstream, grade=v.change.grade.label, outcome=v.outcome.value
            ).inc()
        self._update_open_gauge(upstream)
        return result

    def record_behavior(
        self, up: UpstreamConfig, runs: Sequence[Any], changes: Sequence[ToolChange]
    ) -> RefreshResult:
        """Findings of one round of behavioral probes (watcher.probe_runtime's `on_result`).

        A behavior change is covered when the declared version bumps the locked one enough; else a
        violation. A probe that ran clean closes its open findings (the behavior came back)."""
        started = time.perf_counter()
        locked: dict[str, Any] = {}
        try:
            declared = baselines.declared_versions(up.declared_versions, f"upstreams.{up.name}")
            if up.lockfile is not None:
                locked = {n: t.semver for n, t in baselines.read_lock(up.lockfile).tools.items()}
        except baselines.LockfileError as exc:
            declared = {}
            log.error("lockfile unreadable while linting probe results: %s", exc, extra={"upstream": up.name})
        verdicts = []
        for change in changes:
            prev, decl = locked.get(change.name), declared.get(change.name)
            covered = prev is not None and decl is not None and covers(prev, decl, change.grade)
            outcome = Outcome.OK if covered else Outcome.VIOLATION
            verdicts.append(
                ToolVerdict(change, outcome, str(prev) if prev else None, str(decl) if decl else None)
            )
        # Exact probe keys, not digest prefixes: keys may contain ':' (the default `tool:hash` does).
        clean = {run.probe.key for run in runs if run.status == "ok"}
        current = {(up.name, *_key_of(v)) for v in verdicts}

        def close(f: StoredFinding) -> str | None:
            return "reverted" if f.key not in current and probe_key_of(f.old_digest) in clean else None

        base = RefreshResult(
            upstream=up.name,
            trigger="probe",
            alert_max_tools=up.alert_max_tools,
            log_max_findings=up.log_max_findings,
        )
        result = self._record(up.name, verdicts, close, base)
        for run in runs:
            if run.status != "ok":
                log.warning(
                    "probe %s %s: %s", run.probe.key, run.status, run.error, extra={"upstream": up.name}
                )
        return replace(result, duration=time.perf_counter() - started, finished_at=time.time())

    def _update_open_gauge(self, upstream: str) -> None:
        self.metrics.set_open_findings(upstream, self.state.open_counts(upstream))
