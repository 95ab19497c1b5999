"""Rendering a check or diff result for people (text, markdown) and machines (json, sarif).

Every format renders the same `RunResult`, built from the bump lint (`from_lint`) or from a plain
change report (`from_report`), so the formats never disagree about a tool.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import IO, TYPE_CHECKING

from oracle import Finding, Grade, Outcome, Report, ToolChange, ToolStatus

if TYPE_CHECKING:  # the bump lint (and its lockfile/YAML code) is not needed to render a `diff`
    from oracle import LintReport

FORMATS = ("text", "json", "sarif", "markdown")


@dataclass(frozen=True)
class ToolRow:
    """One tool as every output format sees it."""

    name: str
    status: ToolStatus
    grade: Grade
    findings: tuple[Finding, ...]
    outcome: Outcome | None = None  # None for `diff`, which has no versions to lint
    message: str | None = None
    locked_version: str | None = None
    declared_version: str | None = None
    required_version: str | None = None
    required_bump: Grade | None = None
    renamed_from: str | None = None
    old_digest: str | None = None
    new_digest: str | None = None
    explanation: str | None = None

    @property
    def security(self) -> bool:
        return any(f.security for f in self.findings)

    @property
    def certain(self) -> bool:
        return all(f.certain for f in self.findings)


@dataclass(frozen=True)
class RunResult:
    command: str  # "check" or "diff"
    tools: tuple[ToolRow, ...]
    exit_code: int
    inputs: Mapping[str, str]  # role -> file name ("catalogue", "lockfile", "declared", "old", "new")
    generated_for: str | None = None
    notes: tuple[str, ...] = ()
    artifact: str | None = None  # the file findings point at (SARIF locations)
    artifact_lines: Mapping[str, int] = field(default_factory=dict)  # tool -> line in the artifact

    @property
    def grade(self) -> Grade:
        return max((t.grade for t in self.tools), default=Grade.NONE)

    def status_counts(self) -> dict[str, int]:
        counts = Counter(t.status.value for t in self.tools)
        return {status.value: counts.get(status.value, 0) for status in ToolStatus}

    def outcome_counts(self) -> dict[str, int]:
        counts = Counter(t.outcome.value for t in self.tools if t.outcome is not None)
        if self.command != "check":
            return {}
        return {outcome.value: counts.get(outcome.value, 0) for outcome in Outcome}

    def changed_rows(self) -> tuple[ToolRow, ...]:
        """Every tool except the unchanged ones, the rows people need to read."""
        return tuple(
            t
            for t in self.tools
            if t.status is not ToolStatus.UNCHANGED or t.findings or t.outcome not in (None, Outcome.OK)
        )


def _row_from_change(change: ToolChange) -> ToolRow:
    return ToolRow(
        name=change.name,
        status=change.status,
        grade=change.grade,
        findings=change.findings,
        renamed_from=change.renamed_from,
        old_digest=change.old_digest,
        new_digest=change.new_digest,
        explanation=change.explanation,
    )


def from_report(
    report: Report, *, exit_code: int, inputs: Mapping[str, str], artifact: str | None
) -> RunResult:
    rows = sorted((_row_from_change(c) for c in report.changes), key=lambda r: r.name)
    return RunResult("diff", tuple(rows), exit_code, inputs, artifact=artifact)


def from_lint(
    lint: LintReport,
    *,
    inputs: Mapping[str, str],
    generated_for: str | None,
    notes: tuple[str, ...] = (),
    artifact: str | None = None,
    artifact_lines: Mapping[str, int] | None = None,
) -> RunResult:
    rows = []
    for verdict in lint.tools:
        base = _row_from_change(verdict.change)
        rows.append(
            ToolRow(
                **{
                    **base.__dict__,
                    "outcome": verdict.outcome,
                    "message": verdict.message,
                    "locked_version": _text(verdict.locked_version),
                    "declared_version": _text(verdict.declared_version),
                    "required_version": _text(verdict.required_version),
                    "required_bump": verdict.required_bump,
                }
            )
        )
    return RunResult(
        "check",
        tuple(rows),
        int(lint.exit_status),
        inputs,
        generated_for=generated_for,
        notes=notes + lint.notes,
        artifact=artifact,
        artifact_lines=artifact_lines or {},
    )


def _text(value: object | None) -> str | None:
    return None if value is None else str(value)


def use_color(choice: str, stream: IO[str]) -> bool:
    """--color auto: only on a terminal, and never when NO_COLOR is set (no-color.org) or TERM=dumb."""
    if choice == "always":
        return True
    if choice == "never":
        return False
    if os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


def render(result: RunResult, fmt: str, *, color: bool = False) -> str:
    if fmt == "text":
        from .text import render_text

        return render_text(result, color=color)
    if fmt == "json":
        from .json_report import render_json

        return render_json(result)
    if fmt == "sarif":
        from .sarif import render_sarif

        return render_sarif(result)
    if fmt == "markdown":
        from .markdown import render_markdown

        return render_markdown(result)
    raise ValueError(f"unknown output format {fmt!r}; expected one of {', '.join(FORMATS)}")
