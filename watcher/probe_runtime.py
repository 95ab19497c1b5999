"""Probes inside the daemon: where fingerprints are kept, the baseline a run is graded against, the
findings a run hands to the refresh pipeline, and the per-upstream loop.

Storage. A probe's fingerprint lives in two places:

- the lockfile, per tool: ``tools.<tool>.behavior.<probe key> = {arguments, digest, fingerprint}``
  (reviewed, committed; `record_in_lockfile` writes it, `toolwatch probe --record` calls that);
- state, per upstream: ``<state_dir>/probes/<upstream>.json`` = ``{probe key: {baseline, last}}``, where
  ``baseline`` is the first fingerprint seen and ``last`` the latest (`ProbeStore`).

A run is graded against the lockfile's entry when there is one, else against the state baseline
(`baselines_for`), just as contracts are. `ProbeStore.approve` moves a state baseline to the last
fingerprint, the probe counterpart of `toolwatch approve`.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import tempfile
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from contextlib import suppress
from pathlib import Path
from typing import TYPE_CHECKING, Any

import anyio.to_thread

from oracle import Grade, InputError, Options, ToolChange, ToolStatus
from oracle.behavior import Fingerprint, read_behavior_section
from oracle.canonical import canonicalize

from .probes import ProbeRun, ProbeScheduler, ToolCaller, run_probes

if TYPE_CHECKING:
    from .config import Config, UpstreamConfig

log = logging.getLogger("toolwatch.probes")

BEHAVIOR_PREFIX = "behavior:"  # marks probe digests in finding keys, apart from contract digests


class ProbeStore:
    """First-seen and last fingerprints per upstream and probe key, one JSON file per upstream.

    Writes are atomic (temporary file, fsync, rename); an unreadable file is logged and treated as
    empty, so a damaged store costs a fresh baseline, never a crash.
    """

    def __init__(self, state_dir: str | os.PathLike[str]) -> None:
        self.directory = Path(state_dir) / "probes"

    def _path(self, upstream: str) -> Path:
        return self.directory / f"{upstream}.json"

    def load(self, upstream: str) -> dict[str, dict[str, Any]]:
        try:
            data = json.loads(self._path(upstream).read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as exc:
            log.error("probe state unreadable, starting afresh: %s", exc, extra={"upstream": upstream})
            return {}
        return data if isinstance(data, dict) else {}

    def baselines(self, upstream: str) -> dict[str, Fingerprint]:
        out: dict[str, Fingerprint] = {}
        for key, entry in self.load(upstream).items():
            with suppress(InputError, AttributeError):
                out[key] = Fingerprint.from_json(entry["baseline"]["fingerprint"])
        return out

    def record(self, upstream: str, runs: Iterable[ProbeRun], secrets: Iterable[str] = ()) -> None:
        """Keep each successful run as `last`, and as `baseline` when the probe has none yet."""
        data = self.load(upstream)
        changed = False
        secrets = tuple(secrets)
        for run in runs:
            entry = run.record(secrets)
            if entry is None:
                continue
            slot = data.setdefault(run.probe.key, {"tool": run.probe.tool})
            slot.setdefault("baseline", entry)
            slot["last"] = entry
            changed = True
        if changed:
            self._write(upstream, data)

    def approve(self, upstream: str, keys: Iterable[str] | None = None) -> list[str]:
        """Accept the last fingerprint as the baseline (all probes, or those keys); returns the keys."""
        data = self.load(upstream)
        wanted = None if keys is None else set(keys)
        done = [k for k, e in data.items() if "last" in e and (wanted is None or k in wanted)]
        for key in done:
            data[key]["baseline"] = data[key]["last"]
        if done:
            self._write(upstream, data)
        return done

    def _write(self, upstream: str, data: Mapping[str, Any]) -> None:
        self.directory.mkdir(parents=True, exist_ok=True)
        target = self._path(upstream)
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=self.directory)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump(data, handle, sort_keys=True, indent=1)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp, target)
        except BaseException:
            with suppress(FileNotFoundError):
                os.unlink(tmp)
            raise


def lockfile_baselines(behavior_sections: Mapping[str, Any]) -> dict[str, Fingerprint]:
    """probe key -> fingerprint from every tool's lockfile ``behavior`` section (tool -> section)."""
    out: dict[str, Fingerprint] = {}
    for tool, section in behavior_sections.items():
        out.update(read_behavior_section(section, where=f"tools/{tool}/behavior"))
    return out


def baselines_for(
    upstream: str, store: ProbeStore, behavior_sections: Mapping[str, Any] | None = None
) -> dict[str, Fingerprint]:
    """The lockfile's recorded fingerprints where present, else the first-seen ones in state."""
    merged = store.baselines(upstream)
    merged.update(lockfile_baselines(behavior_sections or {}))
    return merged


def record_in_lockfile(
    lockfile: Any, runs: Sequence[ProbeRun], secrets: Iterable[str] = ()
) -> tuple[Any, list[str]]:
    """A copy of an ``oracle.lockfile.Lockfile`` with each successful run's fingerprint in its tool's
    behavior section, and the probe keys written. Tools the lockfile does not pin are skipped (lock
    the catalogue first)."""
    from dataclasses import replace

    tools = dict(lockfile.tools)
    written: list[str] = []
    secrets = tuple(secrets)
    for run in runs:
        entry = run.record(secrets)
        locked = tools.get(run.probe.tool)
        if entry is None or locked is None:
            continue
        behavior = dict(locked.behavior or {})
        behavior[run.probe.key] = entry
        tools[run.probe.tool] = replace(locked, behavior=behavior)
        written.append(run.probe.key)
    return replace(lockfile, tools=tools), written


def behavior_change(run: ProbeRun) -> ToolChange | None:
    """The run's findings as a ToolChange for the refresh pipeline (None when nothing to report).

    ``old_digest``/``new_digest`` carry ``behavior:``-prefixed digests of the baseline and of what was
    seen (the fingerprint plus any failed fixture values), so the daemon's once-per-distinct-change
    dedupe works unchanged and never confuses a probe finding with a contract finding.
    """
    if not run.findings or run.fingerprint is None:
        return None
    failed = [f.to_json() for f in run.findings if f.rule_id == "behavior-fixture-failed"]
    seen = run.fingerprint.digest
    if failed:
        seen = "sha256:" + hashlib.sha256(canonicalize({"fingerprint": seen, "failed": failed})).hexdigest()
    old = run.baseline.digest if run.baseline is not None else run.fingerprint.digest
    return ToolChange(
        name=run.probe.tool,
        status=ToolStatus.CHANGED,
        grade=max((f.grade for f in run.findings), default=Grade.NONE),
        findings=run.findings,
        old_digest=f"{BEHAVIOR_PREFIX}{run.probe.key}:{old}",
        new_digest=f"{BEHAVIOR_PREFIX}{run.probe.key}:{seen}",
    )


def probe_key_of(digest: str) -> str | None:
    """The probe key inside a `behavior_change` digest (``behavior:<key>:sha256:<hex>``), or None.

    Parse it this way rather than by prefix: keys may contain ':' (the default ``tool:hash`` does),
    so ``behavior:kb:`` is also a prefix of a digest of the probe ``kb:f591b52d4023``.
    """
    if not digest.startswith(BEHAVIOR_PREFIX):
        return None
    rest = digest[len(BEHAVIOR_PREFIX) :]
    key, sep, tail = rest.rpartition(":sha256:")
    return key if sep and len(tail) == 64 else None


RunsHandler = Callable[[list[ProbeRun]], Awaitable[None]]


async def probe_loop(
    client: ToolCaller,
    tools: Callable[[], Iterable[Any] | Mapping[str, Any]],
    scheduler: ProbeScheduler,
    on_runs: RunsHandler,
    *,
    baselines: Callable[[], Mapping[str, Fingerprint]] = dict,
    upstream: str = "",
    options: Options | None = None,
    concurrency: int = 2,
) -> None:
    """Run one upstream's probes for as long as its session lives (cancel the scope to stop).

    Start it in the session's task group after the first tools/list. `tools` returns the current
    catalogue and `baselines` the fingerprints to grade against (see `baselines_for`); after a
    refresh that changed tools, call ``scheduler.note_contract_change(names)`` and the loop wakes.
    """
    while True:
        await scheduler.wait_until_due()
        due = scheduler.due()
        try:
            runs = await run_probes(
                client,
                tools(),
                due,
                upstream=upstream,
                baseline=baselines(),
                options=options,
                concurrency=concurrency,
            )
        finally:
            scheduler.mark_ran(due)
        await on_runs(runs)


ResultHandler = Callable[[str, list[ProbeRun], list[ToolChange]], Awaitable[None]]


class UpstreamProbes:
    """Everything one upstream's session needs for probes, in three calls::

        probes = UpstreamProbes(up, config, on_result)      # once per upstream (survives reconnects)
        probes.observe(tools)                               # after every tools/list (wire-form dicts)
        tg.start_soon(probes.run, client)                   # in the session's task group

    `observe` notices a contract change of a probed tool and makes its probes due at once. Each run
    is graded against the lockfile (read afresh every time; unreadable means state only, logged),
    recorded in state, and handed to ``on_result(upstream, runs, changes)``, where `changes` are the
    ToolChanges (`behavior_change`) with findings, ready for the refresh pipeline.
    """

    def __init__(self, up: UpstreamConfig, config: Config, on_result: ResultHandler) -> None:
        from .probes import DEFAULT_CONCURRENCY, parse_probes

        self.up = up
        self.on_result = on_result
        self.probes = parse_probes(
            list(up.probes), where=f"upstreams[name={up.name}].probes", defaults=config.probes
        )
        self.scheduler = ProbeScheduler(self.probes)
        self.store = ProbeStore(config.state_dir)
        self.concurrency = int(config.probes.get("concurrency", DEFAULT_CONCURRENCY))
        self.secrets = config.secrets
        overrides = {**config.grade_overrides, **up.grade_overrides}
        self.options = Options(grade_overrides={k: Grade.parse(v) for k, v in overrides.items()})
        self._tools: list[dict[str, Any]] = []
        self._digests: dict[str, str] = {}

    def __bool__(self) -> bool:
        return bool(self.probes)

    def observe(self, tools: Sequence[Mapping[str, Any]]) -> None:
        """Take the latest catalogue; a probed tool whose contract moved gets its probes run now."""
        from oracle import contract_digest

        self._tools = [dict(t) for t in tools]
        probed = {p.tool for p in self.probes}
        digests = {str(t.get("name")): contract_digest(t) for t in self._tools if t.get("name") in probed}
        changed = [name for name, digest in digests.items() if self._digests.get(name, digest) != digest]
        self._digests = digests
        if changed:
            self.scheduler.note_contract_change(changed)

    def baselines(self) -> dict[str, Fingerprint]:
        sections: dict[str, Any] = {}
        if self.up.lockfile is not None and self.up.lockfile.exists():
            from oracle.lockfile import parse_lockfile

            try:
                lock = parse_lockfile(self.up.lockfile.read_bytes(), source=str(self.up.lockfile))
                sections = {n: t.behavior for n, t in lock.tools.items() if t.behavior}
                return baselines_for(self.up.name, self.store, sections)
            except (OSError, InputError) as exc:
                log.error(
                    "lockfile unreadable, probes graded against state: %s",
                    exc,
                    extra={"upstream": self.up.name},
                )
        return baselines_for(self.up.name, self.store)

    async def _handle(self, runs: list[ProbeRun]) -> None:
        try:
            await anyio.to_thread.run_sync(self.store.record, self.up.name, runs, self.secrets)
        except OSError as exc:  # a full or read-only disk costs the state record, never the session
            log.error("probe state not written: %s", exc, extra={"upstream": self.up.name})
        changes = [change for run in runs if (change := behavior_change(run)) is not None]
        await self.on_result(self.up.name, runs, changes)

    async def run(self, client: ToolCaller) -> None:
        """Probe for as long as the session lives (returns at once when there are no probes)."""
        if not self.probes:
            return
        await probe_loop(
            client,
            lambda: self._tools,
            self.scheduler,
            self._handle,
            baselines=self.baselines,
            upstream=self.up.name,
            options=self.options,
            concurrency=self.concurrency,
        )
