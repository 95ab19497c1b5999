"""What a refresh grades against: the upstream's lockfile, read afresh every time.

This is the watcher's narrow view of a lockfile (contracts, digests, versions). The lockfile module
(oracle.lockfile) owns the format; `read_lock` delegates to it when it is installed and otherwise reads
the documented format directly, so the daemon never depends on more than these three fields.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import oracle
from oracle import Finding, Grade, Options, ToolChange, ToolStatus

_SEMVER = re.compile(r"^v?(\d+)\.(\d+)\.(\d+)")
MAX_LOCKFILE_BYTES = 64 * 1024 * 1024


class LockfileError(Exception):
    """The lockfile is missing, unreadable or invalid. The message names the file and the key."""


@dataclass(frozen=True)
class LockEntry:
    name: str
    digest: str | None = None
    contract: Mapping[str, Any] | None = None
    semver: str | None = None


@dataclass(frozen=True)
class LockBaseline:
    path: Path
    entries: Mapping[str, LockEntry] = field(default_factory=dict)

    @property
    def versions(self) -> dict[str, str]:
        return {n: e.semver for n, e in self.entries.items() if e.semver}


def bump_between(old: str | None, new: str | None) -> Grade | None:
    """The semver bump old -> new; None when either is missing, not semver, or going backwards."""
    if not old or not new:
        return None
    a, b = _SEMVER.match(old), _SEMVER.match(new)
    if a is None or b is None:
        return None
    va, vb = tuple(int(x) for x in a.groups()), tuple(int(x) for x in b.groups())
    if vb < va:
        return None
    if vb[0] > va[0]:
        return Grade.MAJOR
    if vb[1] > va[1]:
        return Grade.MINOR
    return Grade.PATCH if vb[2] > va[2] else Grade.NONE


def read_lock(path: Path) -> LockBaseline:
    import yaml

    try:
        if path.stat().st_size > MAX_LOCKFILE_BYTES:
            raise LockfileError(f"{path}: larger than {MAX_LOCKFILE_BYTES:,} bytes")
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise LockfileError(
            f"{path}: no such file (create it with `toolwatch approve` or `toolwatch lock`)"
        ) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise LockfileError(f"{path}: cannot read ({exc.__class__.__name__})") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark else ""
        raise LockfileError(f"{path}: invalid YAML{where}") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("tools"), dict):
        raise LockfileError(f"{path}: tools: expected a mapping of tool name -> entry")
    if doc.get("version", 1) != 1:
        raise LockfileError(f"{path}: version: expected 1")
    entries: dict[str, LockEntry] = {}
    for name, raw in doc["tools"].items():
        if not isinstance(raw, dict):
            raise LockfileError(f"{path}: tools.{name}: expected a mapping")
        digest, contract, semver = raw.get("contract_digest"), raw.get("contract"), raw.get("semver")
        if digest is not None and not isinstance(digest, str):
            raise LockfileError(f"{path}: tools.{name}.contract_digest: expected a string")
        if contract is not None and not isinstance(contract, dict):
            raise LockfileError(f"{path}: tools.{name}.contract: expected a mapping")
        if semver is not None and not isinstance(semver, str):
            raise LockfileError(f'{path}: tools.{name}.semver: expected a string such as "1.2.0"')
        if digest is None and contract is None:
            raise LockfileError(f"{path}: tools.{name}: needs contract_digest or contract")
        if contract is not None:
            contract = {**contract, "name": str(name)}
        entries[str(name)] = LockEntry(str(name), digest, contract, semver)
    return LockBaseline(path, entries)


def compare_with_lock(
    lock: LockBaseline, catalogue: Mapping[str, dict[str, Any]], options: Options
) -> list[ToolChange]:
    """Grade the live catalogue against the lockfile. Entries with only a digest grade at least patch."""
    old: dict[str, dict[str, Any]] = {}
    ungradable: list[ToolChange] = []
    for name, entry in lock.entries.items():
        live = catalogue.get(name)
        if entry.contract is not None:
            old[name] = dict(entry.contract)
        elif live is not None and entry.digest and oracle.matches_digest(entry.digest, live):
            old[name] = live
        elif live is None:
            old[name] = {"name": name}
        else:
            finding = Finding(
                rule_id="contract-digest-changed",
                tool=name,
                dimension=oracle.Dimension.STRUCTURAL,
                grade=options.grade_overrides.get("contract-digest-changed", Grade.PATCH),
                path="",
                message="contract digest changed and the lockfile has no contract to grade against",
                old=entry.digest,
                new=oracle.contract_digest(live),
            )
            ungradable.append(
                ToolChange(
                    name,
                    ToolStatus.CHANGED,
                    finding.grade,
                    (finding,),
                    entry.digest,
                    oracle.contract_digest(live),
                )
            )
    skip = {c.name for c in ungradable}
    live_gradable = {n: t for n, t in catalogue.items() if n not in skip}
    return [*oracle.evaluate(old, live_gradable, options).changes, *ungradable]
