"""What the daemon hands the notifiers per refresh of one upstream, and its stable identity."""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cached_property
from typing import Any

from oracle import ABSENT, Dimension, Effect, Finding, Grade, Outcome, ToolChange, ToolStatus

_SEMVER = re.compile(r"^v?(\d+)\.(\d+)\.(\d+)")


def utcnow() -> datetime:
    return datetime.now(UTC)


def bump_between(old: str | None, new: str | None) -> Grade | None:
    """The semver bump from `old` to `new` (NONE if equal), or None if either is missing or not semver.

    A version that goes backwards also gives None: the oracle reports that as its own violation.
    """
    if not old or not new:
        return None
    a, b = _SEMVER.match(old), _SEMVER.match(new)
    if a is None or b is None:
        return None
    va = tuple(int(x) for x in a.groups())
    vb = tuple(int(x) for x in b.groups())
    if vb < va:
        return None
    if vb[0] > va[0]:
        return Grade.MAJOR
    if vb[1] > va[1]:
        return Grade.MINOR
    return Grade.PATCH if vb[2] > va[2] else Grade.NONE


@dataclass(frozen=True)
class ToolEvent:
    """One tool's graded change, as the bump lint judged it."""

    change: ToolChange
    outcome: Outcome
    previous_version: str | None = None  # the lockfile's semver for the tool, if known
    declared_version: str | None = None  # what the declared-versions map says now, if known
    # (old, new) description, kept when a route's filter drops the finding that carried the texts
    description_texts: tuple[str, str] | None = None
    occurrence: int = 1  # which opening of this change: a change that comes back is a new occurrence

    @property
    def description_change(self) -> tuple[str, str] | None:
        """The old and new description, from a finding that carries them, if any."""
        if self.description_texts is not None:
            return self.description_texts
        for f in self.change.findings:
            if f.path == "/description" and isinstance(f.new, str):
                return (f.old if isinstance(f.old, str) else "", f.new)
        return None

    @property
    def name(self) -> str:
        return self.change.name

    @property
    def grade(self) -> Grade:
        return self.change.grade

    @property
    def required_bump(self) -> Grade:
        return self.change.grade

    @property
    def declared_bump(self) -> Grade | None:
        return bump_between(self.previous_version, self.declared_version)

    @property
    def security(self) -> bool:
        return self.change.security


@dataclass(frozen=True)
class ResolvedChange:
    """A tool change whose finding closed in this refresh (the change was reverted or approved)."""

    tool: str
    old_digest: str | None
    new_digest: str | None
    grade: Grade
    security: bool = False
    summary: str = ""
    reason: str | None = None  # why it closed, e.g. "reverted", "approved"
    outcome: Outcome | None = None  # the outcome it had while open
    occurrence: int = 1  # which opening of the change this closes


@dataclass(frozen=True)
class MassChange:
    """A refresh with more new findings than one alert lists: the counts over the whole refresh.

    The event then lists only the worst tools (and resolved changes); `digest` covers every change of
    the refresh, listed or not, so two mass changes never share an event id."""

    tools: int  # tools with a new finding in the refresh
    resolved: int  # changes the refresh closed
    security: int  # tools with a security finding
    by_grade: tuple[tuple[str, int], ...]  # tools per grade label, worst first
    by_outcome: tuple[tuple[str, int], ...]  # tools per outcome
    digest: str

    def to_json(self) -> dict[str, Any]:
        return {
            "tools": self.tools,
            "resolved": self.resolved,
            "security": self.security,
            "by_grade": dict(self.by_grade),
            "by_outcome": dict(self.by_outcome),
            "digest": self.digest,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> MassChange:
        return cls(
            int(d["tools"]),
            int(d["resolved"]),
            int(d["security"]),
            tuple((str(k), int(v)) for k, v in d["by_grade"].items()),
            tuple((str(k), int(v)) for k, v in d["by_outcome"].items()),
            str(d["digest"]),
        )


@dataclass(frozen=True)
class RefreshEvent:
    """New findings of one refresh of one upstream, grouped by tool, plus the changes it closed.

    `event_id` depends only on content (upstream, each tool's name, old/new digest, rule ids and
    occurrence, each closed change's tool, digests and occurrence, and a mass change's digest), so a
    re-published refresh has the same id and is not sent twice, while a change that comes back after
    a resolution (the next occurrence) is a new event.
    """

    upstream: str
    tools: tuple[ToolEvent, ...] = ()
    resolved: tuple[ResolvedChange, ...] = ()
    detected_at: datetime = field(default_factory=utcnow)
    mass_change: MassChange | None = None  # set when the refresh had more than one alert lists

    @cached_property
    def event_id(self) -> str:
        tools = sorted(
            [
                t.name,
                t.change.old_digest,
                t.change.new_digest,
                sorted({f.rule_id for f in t.change.findings}),
                t.occurrence,
            ]
            for t in self.tools
        )
        closed = sorted([r.tool, r.old_digest or "", r.new_digest or "", r.occurrence] for r in self.resolved)
        parts: list[Any] = [self.upstream, tools, closed]
        if self.mass_change is not None:
            parts.append(self.mass_change.digest)
        material = json.dumps(parts, separators=(",", ":"), ensure_ascii=False)
        return "evt_" + hashlib.sha256(material.encode()).hexdigest()[:32]

    @property
    def grade(self) -> Grade:
        return max((t.grade for t in self.tools), default=Grade.NONE)

    @property
    def security(self) -> bool:
        return any(t.security for t in self.tools)

    @property
    def finding_count(self) -> int:
        return sum(max(1, len(t.change.findings)) for t in self.tools)

    @property
    def tool_count(self) -> int:
        """Tools with new findings in the refresh, listed or not."""
        return self.mass_change.tools if self.mass_change is not None else len(self.tools)

    @property
    def resolved_count(self) -> int:
        return self.mass_change.resolved if self.mass_change is not None else len(self.resolved)

    @property
    def empty(self) -> bool:
        return not self.tools and not self.resolved


# -- the JSON form, used by the outbox (round-trip) and, extended, by the webhook document ---------


def finding_from_json(d: dict[str, Any]) -> Finding:
    return Finding(
        rule_id=d["rule_id"],
        tool=d["tool"],
        dimension=Dimension(d["dimension"]),
        grade=Grade.parse(d["grade"]),
        path=d["path"],
        message=d["message"],
        old=d.get("old", ABSENT),
        new=d.get("new", ABSENT),
        certain=d.get("certain", True),
        security=d.get("security", False),
        effect=Effect(d["effect"]) if d.get("effect") else None,
        reason=d.get("reason"),
        evidence=tuple(d.get("evidence", ())),
        needs_confirmation=d.get("needs_confirmation", False),
        confidence=d.get("confidence"),
    )


def tool_event_to_json(t: ToolEvent) -> dict[str, Any]:
    c = t.change
    out: dict[str, Any] = {
        "tool": c.name,
        "status": c.status.value,
        "grade": c.grade.label,
        "outcome": t.outcome.value,
        "security": c.security,
        "old_digest": c.old_digest,
        "new_digest": c.new_digest,
        "required_bump": t.required_bump.label,
        "previous_version": t.previous_version,
        "declared_version": t.declared_version,
        "declared_bump": t.declared_bump.label if t.declared_bump is not None else None,
        "findings": [f.to_json() for f in c.findings],
    }
    if c.renamed_from:
        out["renamed_from"] = c.renamed_from
    if c.lineage:
        out["lineage"] = c.lineage
    if c.explanation:
        out["explanation"] = c.explanation
    if t.description_texts is not None:
        out["description"] = {"old": t.description_texts[0], "new": t.description_texts[1]}
    if t.occurrence != 1:
        out["occurrence"] = t.occurrence
    return out


def tool_event_from_json(d: dict[str, Any]) -> ToolEvent:
    change = ToolChange(
        name=d["tool"],
        status=ToolStatus(d["status"]),
        grade=Grade.parse(d["grade"]),
        findings=tuple(finding_from_json(f) for f in d["findings"]),
        old_digest=d.get("old_digest"),
        new_digest=d.get("new_digest"),
        renamed_from=d.get("renamed_from"),
        lineage=d.get("lineage"),
        explanation=d.get("explanation"),
    )
    texts = (d["description"]["old"], d["description"]["new"]) if "description" in d else None
    return ToolEvent(
        change,
        Outcome(d["outcome"]),
        d.get("previous_version"),
        d.get("declared_version"),
        texts,
        int(d.get("occurrence", 1)),
    )


def resolved_to_json(r: ResolvedChange) -> dict[str, Any]:
    return {
        "tool": r.tool,
        "old_digest": r.old_digest,
        "new_digest": r.new_digest,
        "grade": r.grade.label,
        "security": r.security,
        "summary": r.summary,
        "reason": r.reason,
        "outcome": r.outcome.value if r.outcome else None,
        **({"occurrence": r.occurrence} if r.occurrence != 1 else {}),
    }


def resolved_from_json(d: dict[str, Any]) -> ResolvedChange:
    return ResolvedChange(
        tool=d["tool"],
        old_digest=d.get("old_digest"),
        new_digest=d.get("new_digest"),
        grade=Grade.parse(d["grade"]),
        security=d.get("security", False),
        summary=d.get("summary", ""),
        reason=d.get("reason"),
        outcome=Outcome(d["outcome"]) if d.get("outcome") else None,
        occurrence=int(d.get("occurrence", 1)),
    )


def event_to_json(e: RefreshEvent) -> dict[str, Any]:
    out: dict[str, Any] = {
        "event_id": e.event_id,
        "upstream": e.upstream,
        "grade": e.grade.label,
        "security": e.security,
        "detected_at": e.detected_at.isoformat(),
        "tools": [tool_event_to_json(t) for t in e.tools],
        "resolved": [resolved_to_json(r) for r in e.resolved],
    }
    if e.mass_change is not None:
        out["mass_change"] = e.mass_change.to_json()
    return out


def event_from_json(d: dict[str, Any]) -> RefreshEvent:
    return RefreshEvent(
        upstream=d["upstream"],
        tools=tuple(tool_event_from_json(t) for t in d["tools"]),
        resolved=tuple(resolved_from_json(r) for r in d["resolved"]),
        detected_at=datetime.fromisoformat(d["detected_at"]),
        mass_change=MassChange.from_json(d["mass_change"]) if d.get("mass_change") else None,
    )
