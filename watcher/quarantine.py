"""The quarantine feed: per upstream, the tools a gateway should withhold from its agents.

toolwatch never sits in the traffic path; a gateway that does can poll this feed (`GET
/api/v1/quarantine`, or `toolwatch quarantine --format json` offline) and drop the listed names from
`tools/list` and refuse `tools/call` for them. A tool is listed while it has an open finding at or
above the configured grade (`quarantine.min_grade`, default major) or any open security-relevant
finding. Each entry carries the digest a person approved (the lockfile's, else the first-seen
baseline's) and the digest the server serves now, so a gateway can also pin by digest.

The document has no timestamp, so its ETag changes only when the feed does; gateways poll with
`If-None-Match` and get 304 until something moves. The schema is `quarantine-v1.schema.json`.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from importlib import resources
from typing import Any

import oracle
from oracle import Grade

from .config import Config, UpstreamConfig
from .readonly_state import StateReader
from .refresh import SERVER
from .state import StoredFinding

FORMAT = "toolwatch-quarantine"
FORMAT_VERSION = 1


@dataclass(frozen=True)
class Policy:
    min_grade: Grade = Grade.MAJOR

    def withholds(self, finding: StoredFinding) -> bool:
        return finding.security or Grade.parse(finding.grade) >= self.min_grade


def policy_of(config: Config) -> Policy:
    return Policy(Grade.parse(str(config.quarantine.get("min_grade", "major"))))


def _approved_digests(up: UpstreamConfig, reader: StateReader) -> tuple[dict[str, str], str | None]:
    """tool -> the digest a person approved; plus a note when the lockfile could not be read."""
    if up.lockfile is not None:
        from .baseline import LockfileError, read_lock

        try:
            lock = read_lock(up.lockfile)
        except LockfileError as exc:
            return {}, str(exc)
        return {name: entry.contract_digest for name, entry in lock.tools.items()}, None
    base = reader.baseline(up.name) or []
    return {t["name"]: oracle.contract_digest(t) for t in base if isinstance(t, dict) and "name" in t}, None


def _entry(
    tool: str, findings: list[StoredFinding], approved: str | None, current: str | None
) -> dict[str, Any]:
    grade = max((Grade.parse(f.grade) for f in findings), default=Grade.NONE)
    rules = sorted({str(i.get("rule_id")) for f in findings for i in f.detail.get("findings", [])})
    return {
        "name": tool,
        "grade": grade.label,
        "security": any(f.security for f in findings),
        "outcomes": sorted({f.outcome for f in findings}),
        "rules": rules,
        "finding_ids": [f.id for f in findings],
        "approved_digest": approved,
        "current_digest": current,
    }


def build_feed(config: Config, reader: StateReader, upstreams: Iterable[str] | None = None) -> dict[str, Any]:
    """The feed document for the configured upstreams (or the named ones), from the state."""
    policy = policy_of(config)
    wanted = set(upstreams) if upstreams is not None else None
    out: list[dict[str, Any]] = []
    open_by_upstream: dict[str, list[StoredFinding]] = {}
    for f in reader.open_findings():
        open_by_upstream.setdefault(f.upstream, []).append(f)
    for up in sorted(config.upstreams, key=lambda u: u.name):
        if wanted is not None and up.name not in wanted:
            continue
        by_tool: dict[str, list[StoredFinding]] = {}
        for f in open_by_upstream.get(up.name, []):
            # Upstream-level findings (protocol revision, server version) name no tool to withhold; a
            # removed tool has nothing left to withhold.
            if f.tool == SERVER or f.detail.get("status") == "removed" or not policy.withholds(f):
                continue
            by_tool.setdefault(f.tool, []).append(f)
        approved, note = _approved_digests(up, reader) if by_tool else ({}, None)
        snapshot = reader.snapshot(up.name) if by_tool else None
        current = {
            t["name"]: oracle.contract_digest(t)
            for t in (snapshot.tools if snapshot else [])
            if isinstance(t, dict) and "name" in t
        }
        entry: dict[str, Any] = {
            "name": up.name,
            "tools": [
                _entry(tool, fs, approved.get(tool), current.get(tool))
                for tool, fs in sorted(by_tool.items())
            ],
        }
        if note:
            entry["note"] = f"approved digests unavailable: {note}"
        out.append(entry)
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "policy": {"min_grade": policy.min_grade.label, "security": True},
        "upstreams": out,
    }


class FeedCache:
    """The rendered feed, rebuilt only when something it depends on moved: the open findings, an
    upstream's catalogue, its lockfile, the config. Gateways poll often; most polls then cost a read
    of the open findings' ids and the snapshots' digests, not a digest of every tool."""

    def __init__(self) -> None:
        self._key: tuple[Any, ...] | None = None
        self._body = b""
        self._lock = threading.Lock()  # polls arrive on several worker threads at once

    def get(self, config: Config, reader: StateReader, upstreams: Iterable[str]) -> bytes:
        names = sorted(upstreams)
        findings = tuple((f.id, f.occurrence) for f in reader.open_findings() if f.upstream in names)
        catalogues = []
        for up in config.upstreams:
            if up.name not in names:
                continue
            snap = reader.snapshot(up.name, with_tools=False)
            lock = None
            if up.lockfile is not None:
                try:
                    st = up.lockfile.stat()
                    lock = (st.st_mtime_ns, st.st_size, st.st_ino)
                except OSError:
                    lock = None
            catalogues.append((up.name, snap.catalogue_digest if snap else None, lock))
        key = (id(config), tuple(names), findings, tuple(catalogues))
        with self._lock:
            if key != self._key:
                self._body = render(build_feed(config, reader, names))
                self._key = key
            return self._body


def render(doc: dict[str, Any]) -> bytes:
    return (json.dumps(doc, indent=2, sort_keys=True) + "\n").encode("utf-8")


def etag(body: bytes) -> str:
    """A strong validator of the rendered document."""
    return '"' + hashlib.sha256(body).hexdigest()[:32] + '"'


def etag_matches(if_none_match: str | None, tag: str) -> bool:
    """RFC 9110 If-None-Match: weak comparison against a list of tags, or `*`."""
    if not if_none_match:
        return False
    for candidate in if_none_match.split(","):
        candidate = candidate.strip()
        if candidate == "*" or candidate.removeprefix("W/") == tag:
            return True
    return False


def schema() -> dict[str, Any]:
    text = resources.files("watcher").joinpath("quarantine-v1.schema.json").read_text(encoding="utf-8")
    value: dict[str, Any] = json.loads(text)
    return value
