"""Put a jury's verdicts into a Report: escalate, ask for confirmation, record failures; never soften."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import anyio

from .._types import Dimension, Finding, Options, Report, ToolChange, ToolStatus
from ..description import DETECTOR_RULE_IDS
from ..rules import effective_grade, rule
from ._jury import Jury, JuryVerdict

if TYPE_CHECKING:
    import httpx2

MAX_CONCURRENT_CHANGES = 8  # changes judged at once; each fans out to every judge of the jury
JUDGE_RULE_IDS = ("description-meaning-changed", "description-judge-error", "description-judge-skipped")
_NOT_JUDGED = frozenset((*DETECTOR_RULE_IDS, *JUDGE_RULE_IDS))


def _text(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def _judged(finding: Finding) -> bool:
    """A description-like text change the deterministic layer classified (cosmetic ones excepted)."""
    return (
        finding.dimension is Dimension.DESCRIPTION
        and finding.rule_id not in _NOT_JUDGED
        and finding.reason != "cosmetic"
        and (isinstance(finding.old, str) or isinstance(finding.new, str))
    )


def _make(rule_id: str, base: Finding, message: str, options: Options, **extra: Any) -> Finding:
    spec = rule(rule_id)
    return Finding(
        rule_id=rule_id,
        tool=base.tool,
        dimension=Dimension.DESCRIPTION,
        grade=effective_grade(rule_id, options.grade_overrides),
        path=base.path,
        message=message,
        security=spec.security,
        **extra,
    )


def _verdict_findings(base: Finding, verdict: JuryVerdict, options: Options) -> tuple[Finding, list[Finding]]:
    """(the base finding, possibly marked; findings to add)."""
    added: list[Finding] = []
    for ballot in verdict.ballots:
        if ballot.outcome == "budget_exhausted":
            added.append(
                _make("description-judge-skipped", base, f"judge {ballot.judge}: {ballot.detail}", options)
            )
        elif ballot.failed:
            message = (
                f"judge {ballot.judge} ({ballot.outcome}): {ballot.detail}; the deterministic verdict stands"
            )
            added.append(_make("description-judge-error", base, message, options, reason=ballot.outcome))
    if verdict.mean is None:
        return base, added
    reasons = tuple(
        f"{b.judge} {b.verdict.score:.2f}: {b.verdict.reason}" for b in verdict.ballots if b.verdict
    )
    summary = f"mean score {verdict.mean:.2f} from {len(verdict.scores)} judge(s)"
    if verdict.meaning_changed:
        added.append(
            _make(
                "description-meaning-changed",
                base,
                f"judges: description changed meaning ({summary})",
                options,
                old=base.old,
                new=base.new,
                evidence=reasons,
                certain=not verdict.split,
                needs_confirmation=verdict.split,
                confidence=verdict.confidence,
                reason="the jury is split: a person should confirm" if verdict.split else None,
            )
        )
        return base, added
    # The jury calls it equivalent: that lowers nothing (a judge never de-escalates), but a split
    # jury still asks a person to look at this description change.
    marked = dataclasses.replace(
        base, confidence=verdict.confidence, needs_confirmation=base.needs_confirmation or verdict.split
    )
    return marked, added


async def _judge_change(
    change: ToolChange,
    new: Mapping[str, Mapping[str, Any]],
    jury: Jury,
    options: Options,
    client: httpx2.AsyncClient,
) -> ToolChange:
    findings: list[Finding] = []
    extra: list[Finding] = []
    for finding in change.findings:
        if _judged(finding):
            verdict = await jury.judge(
                finding.tool, finding.path, _text(finding.old), _text(finding.new), client
            )
            finding, more = _verdict_findings(finding, verdict, options)
            extra += more
        findings.append(finding)
    if change.status is ToolStatus.NEW and isinstance(new.get(change.name, {}).get("description"), str):
        anchor = Finding(
            rule_id="tool-added",
            tool=change.name,
            dimension=Dimension.DESCRIPTION,
            grade=change.grade,
            path="/description",
            message="",
            new=new[change.name]["description"],
        )
        verdict = await jury.judge(change.name, "/description", None, anchor.new, client)
        extra += _verdict_findings(anchor, verdict, options)[1]
    grade = max((change.grade, *(f.grade for f in extra)))
    return dataclasses.replace(change, findings=(*findings, *extra), grade=grade)


async def judge_report(
    report: Report,
    old: Mapping[str, Mapping[str, Any]],
    new: Mapping[str, Mapping[str, Any]],
    jury: Jury,
    options: Options | None = None,
    client: httpx2.AsyncClient | None = None,
) -> Report:
    """The report with the jury's verdict on every reworded description (and every new tool's).

    Structural and deterministic findings pass through untouched; grades only ever go up. Changed
    tools' texts come from their findings; `new` supplies the descriptions of new tools (`old` is
    taken for symmetry with oracle.evaluate and for renamed-tool lineages to come).
    """
    options = options or Options()
    if client is None:
        import httpx2

        async with httpx2.AsyncClient(timeout=None, follow_redirects=False) as own:
            return await judge_report(report, old, new, jury, options, own)
    limiter = anyio.CapacityLimiter(MAX_CONCURRENT_CHANGES)
    changes: list[ToolChange] = list(report.changes)

    async def judge_change(index: int, change: ToolChange) -> None:
        async with limiter:
            changes[index] = await _judge_change(change, new, jury, options, client)

    async with anyio.create_task_group() as group:
        for index, change in enumerate(report.changes):
            if change.status in (ToolStatus.CHANGED, ToolStatus.NEW):
                group.start_soon(judge_change, index, change)
    return Report(tuple(changes))
