"""What a refresh grades against: the upstream's lockfile (read afresh every time) or the first-seen
baseline kept in state, and the bump lint over the result.

The lockfile format and the lint are the oracle's (`oracle.lockfile`, `oracle.bumplint`); this module
only adapts them to the daemon: errors become `LockfileError`, verdicts become `ToolVerdict`s.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import oracle
from oracle import Grade, Options, Outcome, ToolChange, ToolStatus
from oracle.bumplint import lint_catalogue
from oracle.lockfile import Lockfile, parse_lockfile
from oracle.semver import SemverError, Version, parse_version

MAX_LOCKFILE_BYTES = 64 * 1024 * 1024


class LockfileError(Exception):
    """The lockfile is missing, unreadable or invalid. The message names the file and the key."""


@dataclass(frozen=True)
class ToolVerdict:
    """One tool's graded change as the bump lint judged it (maps 1:1 onto notifiers.ToolEvent)."""

    change: ToolChange
    outcome: Outcome
    previous_version: str | None = None
    declared_version: str | None = None


def read_lock_bytes(path: Path) -> bytes:
    try:
        if path.stat().st_size > MAX_LOCKFILE_BYTES:
            raise LockfileError(f"{path}: larger than {MAX_LOCKFILE_BYTES:,} bytes")
        return path.read_bytes()
    except FileNotFoundError:
        raise LockfileError(f"{path}: no such file (create it with `toolwatch approve`)") from None
    except OSError as exc:
        raise LockfileError(f"{path}: cannot read ({exc.__class__.__name__})") from None


def parse_lock(path: Path, data: bytes) -> Lockfile:
    try:
        return parse_lockfile(data, source=str(path))
    except oracle.InputError as exc:
        raise LockfileError(str(exc)) from None


def read_lock(path: Path) -> Lockfile:
    return parse_lock(path, read_lock_bytes(path))


def declared_versions(raw: Mapping[str, str], where: str) -> dict[str, Version]:
    out: dict[str, Version] = {}
    for tool, text in raw.items():
        try:
            out[tool] = parse_version(text)
        except (SemverError, ValueError) as exc:
            raise LockfileError(f"{where}.declared_versions.{tool}: {exc}") from None
    return out


def lint_against_lock(
    lock: Lockfile, catalogue: Mapping[str, dict[str, Any]], declared: Mapping[str, Version], options: Options
) -> list[ToolVerdict]:
    """Grade and lint the live catalogue against the lockfile; unchanged tools are left out."""
    report = lint_catalogue(lock, dict(catalogue), declared, options)
    out = []
    for v in report.tools:
        if v.status is ToolStatus.UNCHANGED or v.change.grade is Grade.NONE:
            continue
        out.append(
            ToolVerdict(
                v.change,
                v.outcome,
                str(v.locked_version) if v.locked_version else None,
                str(v.declared_version) if v.declared_version else None,
            )
        )
    return out


def lint_against_baseline(
    old: Mapping[str, dict[str, Any]],
    catalogue: Mapping[str, dict[str, Any]],
    declared: Mapping[str, Version],
    options: Options,
    *,
    lockfile_error: bool,
) -> list[ToolVerdict]:
    """Grade against the first-seen baseline. With no locked version to lint against, a changed tool is a
    violation until approved into a lockfile; fail-open refreshes say lockfile_error instead."""
    out = []
    # A catalogue as read (oracle.ReadCatalogue, a dict) goes in as it is: its digests, computed
    # once, are the ones the refresh compares findings against afterwards.
    new = catalogue if isinstance(catalogue, dict) else dict(catalogue)
    # A baseline read as a catalogue (a dict) keeps its digests, computed on its proven fast path.
    for change in oracle.evaluate(old if isinstance(old, dict) else dict(old), new, options).changes:
        if change.status is ToolStatus.UNCHANGED or change.grade is Grade.NONE:
            continue
        declared_version = declared.get(change.name)
        outcome = baseline_outcome(change)
        if lockfile_error:
            outcome = Outcome.LOCKFILE_ERROR
        out.append(ToolVerdict(change, outcome, None, str(declared_version) if declared_version else None))
    return out


def baseline_outcome(change: ToolChange) -> Outcome:
    by_status = {
        ToolStatus.NEW: Outcome.NEW_TOOL,
        ToolStatus.REMOVED: Outcome.REMOVED_TOOL,
        ToolStatus.RENAMED: Outcome.RENAMED_TOOL,
    }
    if change.status in by_status:
        return by_status[change.status]
    if any(f.needs_confirmation for f in change.findings):
        return Outcome.NEEDS_CONFIRMATION
    return Outcome.VIOLATION  # no locked version, so no declared bump can cover the change
