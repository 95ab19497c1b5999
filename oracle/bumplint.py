"""The version-bump lint: did each changed tool declare a version bump at least as big as its grade?

Inputs per tool: the version the lockfile pins, the version declared for this release (a tool missing
from the declared map is linted as "no bump declared": its lockfile version) and the grade the oracle
computed. Outcomes:

* ``ok``: unchanged, or the declared bump covers the grade (over-bumping is fine);
* ``violation``: an under-bump, a changed contract with no bump, or a version going backwards;
* ``needs_confirmation``: a violation that rests only on findings a split judge jury flagged;
* ``new_tool``, ``removed_tool``, ``renamed_tool``: reported, never failing another tool.

A lockfile entry without an embedded contract can only prove that the contract moved. Such a change
grades at least patch (rule ``contract-digest-changed``, uncertain) and says why it cannot grade
further. `lint_catalogue` is the one entry point; the CLI and the daemon both call it.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from ._types import Finding, Grade, Options, Outcome, Report, ToolChange, ToolStatus
from .contract import V2_CONTRACT_FIELDS, Catalogue, contract_of, digest_in_scheme_of
from .evaluate import digest_names, evaluate, lineage_of
from .findings import make_finding
from .lockfile import LockedTool, Lockfile, verify_contract
from .semver import Version, bump_between, covers, describe_bump, is_backwards, smallest_version_for


class ExitStatus(enum.IntEnum):
    """The overall verdict of a lint, as `toolwatch check` exits with it."""

    OK = 0  # every tool unchanged or covered by its bump
    INFORMATIONAL = 1  # the only findings are new, removed or renamed tools
    VIOLATION = 2  # at least one bump violation (or a change a person must confirm)


_INFORMATIONAL = frozenset({Outcome.NEW_TOOL, Outcome.REMOVED_TOOL, Outcome.RENAMED_TOOL})
_FAILING = frozenset({Outcome.VIOLATION, Outcome.NEEDS_CONFIRMATION})


@dataclass(frozen=True)
class ToolVerdict:
    """The lint's conclusion for one tool name."""

    name: str
    status: ToolStatus
    outcome: Outcome
    grade: Grade
    message: str
    change: ToolChange
    locked_version: Version | None = None
    declared_version: Version | None = None  # None: nothing declared (linted as the locked version)
    required_version: Version | None = None  # the smallest version covering the grade

    @property
    def findings(self) -> tuple[Finding, ...]:
        return self.change.findings

    @property
    def required_bump(self) -> Grade | None:
        """The bump this tool needs (its grade), for tools the lockfile versions; else None."""
        return self.grade if self.status in (ToolStatus.UNCHANGED, ToolStatus.CHANGED) else None

    @property
    def effective_version(self) -> Version | None:
        """The version linted as this release's: declared, else the locked one."""
        return self.declared_version or self.locked_version


@dataclass(frozen=True)
class LintReport:
    """Every tool's verdict, sorted by name, and what they add up to."""

    tools: tuple[ToolVerdict, ...]
    report: Report
    notes: tuple[str, ...] = ()

    @property
    def exit_status(self) -> ExitStatus:
        outcomes = {t.outcome for t in self.tools}
        if outcomes & _FAILING:
            return ExitStatus.VIOLATION
        if outcomes & _INFORMATIONAL:
            return ExitStatus.INFORMATIONAL
        return ExitStatus.OK

    @property
    def grade(self) -> Grade:
        return max((t.grade for t in self.tools), default=Grade.NONE)

    def counts(self) -> dict[str, int]:
        """How many tools ended in each outcome, plus `unchanged` (a subset of ok)."""
        counts = {outcome.value: 0 for outcome in Outcome}
        for tool in self.tools:
            counts[tool.outcome.value] += 1
        counts["unchanged"] = sum(1 for t in self.tools if t.status is ToolStatus.UNCHANGED)
        return counts

    def verdict_for(self, name: str) -> ToolVerdict | None:
        return next((t for t in self.tools if t.name == name), None)


def lint_catalogue(
    lockfile: Lockfile,
    catalogue: Catalogue,
    declared: Mapping[str, Version] | None = None,
    options: Options | None = None,
) -> LintReport:
    """Grade `catalogue` against `lockfile` and lint every tool's declared version."""
    options = options or Options()
    declared = declared or {}
    report = compare_to_lockfile(lockfile, catalogue, options)
    verdicts = [
        lint_tool(change, lockfile.tools.get(change.name), declared.get(change.name))
        for change in report.changes
    ]
    known = set(catalogue) | set(lockfile.tools)
    notes = [
        f"declared version for {name!r} ignored: no such tool is served or locked"
        for name in sorted(set(declared) - known)
    ]
    return LintReport(tuple(sorted(verdicts, key=lambda v: v.name)), report, tuple(notes))


def compare_to_lockfile(lockfile: Lockfile, catalogue: Catalogue, options: Options | None = None) -> Report:
    """The graded change report of the live `catalogue` against what the lockfile pins."""
    options = options or Options()
    locked_live = [name for name in lockfile.tools if name in catalogue]
    plain = [name for name in locked_live if not lockfile.tools[name].is_v2]
    # The live digests of a large catalogue are shared out to forked workers (--jobs).
    plain_digests = dict(zip(plain, digest_names(catalogue, plain, options.workers)))
    live_digests = {
        name: plain_digests[name]
        if name in plain_digests
        else digest_in_scheme_of(lockfile.tools[name].contract_digest, catalogue[name])
        for name in locked_live
    }
    unchanged = {
        name for name, digest in live_digests.items() if digest == lockfile.tools[name].contract_digest
    }
    # Unchanged tools skip the grader, except those a new tool may continue (search -> search_v2),
    # so that the new tool's lineage is still recognised.
    unchanged -= _possible_predecessors(unchanged, [n for n in catalogue if n not in lockfile.tools])
    changes = [
        ToolChange(name, ToolStatus.UNCHANGED, Grade.NONE, (), live_digests[name], live_digests[name])
        for name in unchanged
    ]
    old: Catalogue = {}
    digest_only: list[str] = []
    # sha256: digests already known on both sides (verified, and live), so evaluate digests nothing.
    known_old: dict[str, str] = {}
    for name, entry in lockfile.tools.items():
        if name in unchanged:
            continue
        if entry.contract is None:
            digest_only.append(name)
            continue
        # A Mapping standing in for the contract dict: evaluate only reads it.
        old[name] = _LockedContract(entry, lockfile.source)  # type: ignore[assignment]
        if not entry.is_v2:
            known_old[name] = entry.contract_digest
    new: Catalogue = {
        name: _comparable(tool, lockfile.tools.get(name))
        for name, tool in catalogue.items()
        if name not in unchanged and name not in digest_only
    }
    known_new = {name: digest for name, digest in live_digests.items() if name in known_old}
    for change in evaluate(old, new, options, known_digests=(known_old, known_new)).changes:
        if change.name in live_digests:
            locked_digest = lockfile.tools[change.name].contract_digest
            change = dataclasses.replace(
                change, old_digest=locked_digest, new_digest=live_digests[change.name]
            )
        changes.append(change)
    changes += [
        _digest_only_change(lockfile.tools[name], catalogue.get(name), options) for name in digest_only
    ]
    return Report(tuple(changes))


class _LockedContract(Mapping[str, Any]):
    """A locked tool's contract as the grader compares it, parsed and verified against its digest
    when first read: in the grading worker that compares it (`--jobs`), not up front in the parent.

    A contract that does not match its digest raises InputError there, as verify_contract does.
    Pickled (for a process pool), it travels as the verified plain contract.
    """

    def __init__(self, entry: LockedTool, source: str) -> None:
        self._entry = entry
        self._source = source
        self._value: dict[str, Any] | None = None

    def _load(self) -> dict[str, Any]:
        if self._value is None:
            verify_contract(self._entry, self._source)
            assert self._entry.contract is not None
            self._value = _comparable(dict(self._entry.contract), self._entry)
        return self._value

    def __getitem__(self, key: str) -> Any:
        return self._load()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._load())

    def __len__(self) -> int:
        return len(self._load())

    def __reduce__(self) -> tuple[Any, ...]:
        return (dict, (self._load(),))


def _possible_predecessors(names: set[str], new_names: list[str]) -> set[str]:
    bases = {lineage[0] for name in new_names if (lineage := lineage_of(name))}
    if not bases:
        return set()
    return {
        n for n in names if n in bases or ((lineage := lineage_of(n)) is not None and lineage[0] in bases)
    }


def _comparable(tool: dict[str, Any], entry: LockedTool | None) -> dict[str, Any]:
    # A v2 digest does not cover the title, so neither side's title may count as a change.
    return contract_of(tool, V2_CONTRACT_FIELDS) if entry is not None and entry.is_v2 else tool


def _digest_only_change(entry: LockedTool, live: dict[str, Any] | None, options: Options) -> ToolChange:
    name = entry.name
    if live is None:
        finding = make_finding("tool-removed", name, "", f"tool {name!r} removed", options, old=name)
        return ToolChange(name, ToolStatus.REMOVED, finding.grade, (finding,), entry.contract_digest, None)
    live_digest = digest_in_scheme_of(entry.contract_digest, live)
    if live_digest == entry.contract_digest:
        return ToolChange(name, ToolStatus.UNCHANGED, Grade.NONE, (), entry.contract_digest, live_digest)
    reason = (
        "the lockfile holds only this tool's digest, not its contract, so the change is detected but "
        "cannot be graded further (it may be minor or major); regenerate the lockfile with "
        "`toolwatch lock` to embed contracts"
    )
    finding = make_finding(
        "contract-digest-changed",
        name,
        "",
        "contract changed; the lockfile has no embedded contract to grade it against",
        options,
        old=entry.contract_digest,
        new=live_digest,
        certain=False,
        reason=reason,
    )
    finding = dataclasses.replace(finding, grade=max(finding.grade, Grade.PATCH))
    return ToolChange(
        name,
        ToolStatus.CHANGED,
        finding.grade,
        (finding,),
        entry.contract_digest,
        live_digest,
        explanation=reason,
    )


def lint_tool(change: ToolChange, entry: LockedTool | None, declared: Version | None) -> ToolVerdict:
    """The verdict for one tool, given its graded change, lockfile entry and declared version."""
    name, grade = change.name, change.grade
    if change.status is ToolStatus.NEW:
        return ToolVerdict(
            name,
            change.status,
            Outcome.NEW_TOOL,
            grade,
            f"new tool (will be locked at {declared or '1.0.0'})",
            change,
            declared_version=declared,
        )
    if change.status is ToolStatus.RENAMED:
        message = f"renamed from {change.renamed_from!r}: callers of the old name break"
        return ToolVerdict(
            name, change.status, Outcome.RENAMED_TOOL, grade, message, change, declared_version=declared
        )
    if entry is None:  # not reachable from lint_catalogue: every other status has a lockfile entry
        raise ValueError(f"tool {name!r} is {change.status.value} but has no lockfile entry")
    locked = entry.semver
    if change.status is ToolStatus.REMOVED:
        return ToolVerdict(
            name,
            change.status,
            Outcome.REMOVED_TOOL,
            grade,
            f"removed (was {locked})",
            change,
            locked_version=locked,
        )
    return _lint_versioned(change, locked, declared)


def _lint_versioned(change: ToolChange, locked: Version, declared: Version | None) -> ToolVerdict:
    grade = change.grade
    effective = declared or locked
    required = smallest_version_for(locked, grade)
    step = f"{locked} → {effective}"
    if is_backwards(locked, effective):
        message = f"version goes backwards ({step}); declare a version at or above {locked}"
        return _verdict(change, Outcome.VIOLATION, message, locked, declared, required)
    if grade is Grade.NONE:
        message = (
            "unchanged" if change.status is ToolStatus.UNCHANGED else "changed, but nothing callers rely on"
        )
        if bump_between(locked, effective) is not Grade.NONE:
            message += f" (declared {effective})"
        return _verdict(change, Outcome.OK, message, locked, declared, required)
    declared_phrase = describe_bump(locked, effective)
    if covers(locked, effective, grade):
        message = f"{grade.label} change covered by {declared_phrase} ({step})"
        return _verdict(change, Outcome.OK, message, locked, declared, required)
    message = (
        f"{grade.label} change but {step} is {declared_phrase}; declare at least {required}"
        if effective != locked or declared is not None
        else f"{grade.label} change but no bump declared ({locked}); declare at least {required}"
    )
    confirmed = max((f.grade for f in change.findings if not f.needs_confirmation), default=Grade.NONE)
    if covers(locked, effective, confirmed):
        message += " (rests only on findings a person must confirm)"
        return _verdict(change, Outcome.NEEDS_CONFIRMATION, message, locked, declared, required)
    return _verdict(change, Outcome.VIOLATION, message, locked, declared, required)


def _verdict(
    change: ToolChange,
    outcome: Outcome,
    message: str,
    locked: Version,
    declared: Version | None,
    required: Version,
) -> ToolVerdict:
    return ToolVerdict(
        change.name,
        change.status,
        outcome,
        change.grade,
        message,
        change,
        locked_version=locked,
        declared_version=declared,
        required_version=required,
    )
