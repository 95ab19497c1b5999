"""Value objects shared by every part of the oracle: grades, findings, reports and limits."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

JSON = Any  # a value decoded from JSON: dict, list, str, int, float, bool or None


class Grade(enum.IntEnum):
    """How much a change matters to callers, in semver terms."""

    NONE = 0
    PATCH = 1
    MINOR = 2
    MAJOR = 3

    @property
    def label(self) -> str:
        # A table, not self.name.lower(): an enum member's .name is a descriptor call, and a report
        # of 5,000 tools asks for labels tens of thousands of times.
        return _GRADE_LABELS[int(self)]

    @classmethod
    def parse(cls, text: str) -> Grade:
        try:
            return cls[text.strip().upper()]
        except KeyError:
            allowed = ", ".join(g.label for g in cls)
            raise ValueError(f"unknown grade {text!r}; expected one of {allowed}") from None

    def __str__(self) -> str:
        return self.label


_GRADE_LABELS = ("none", "patch", "minor", "major")


class Dimension(enum.StrEnum):
    STRUCTURAL = "structural"
    BEHAVIORAL = "behavioral"
    DESCRIPTION = "description"


class Direction(enum.StrEnum):
    """Where a rule looks: which part of the tool, and so which variance applies."""

    INPUT = "input"  # contravariant: the new schema must accept every call the old accepted
    OUTPUT = "output"  # covariant: the new schema must promise no more than the old
    ANNOTATION = "annotation"
    TOOL = "tool"  # whole-tool changes: added, removed, renamed
    DESCRIPTION = "description"
    BEHAVIOR = "behavior"


class Effect(enum.StrEnum):
    """What a change does to the set of instances a schema accepts."""

    NARROWED = "narrowed"  # new accepts a strict subset of what old accepted
    WIDENED = "widened"  # new accepts a strict superset
    CHANGED = "changed"  # some instances gained, some lost
    EQUIVALENT = "equivalent"  # different spelling, same set
    UNKNOWN = "unknown"  # inclusion could not be decided
    ANNOTATION = "annotation"  # no effect on validation (descriptions, titles, defaults)


class Outcome(enum.StrEnum):
    """The verdict on one tool after the bump lint (the `outcome` metric label)."""

    OK = "ok"
    VIOLATION = "violation"
    NEEDS_CONFIRMATION = "needs_confirmation"
    NEW_TOOL = "new_tool"
    REMOVED_TOOL = "removed_tool"
    RENAMED_TOOL = "renamed_tool"
    LOCKFILE_ERROR = "lockfile_error"
    JUDGE_ERROR = "judge_error"
    PROBE_ERROR = "probe_error"


class ToolStatus(enum.StrEnum):
    UNCHANGED = "unchanged"
    CHANGED = "changed"
    NEW = "new"
    REMOVED = "removed"
    RENAMED = "renamed"


_MISSING_REPR = "<absent>"


class _Absent:
    """Marker for 'this keyword or value was not present', distinct from JSON null."""

    _instance: _Absent | None = None

    def __new__(cls) -> _Absent:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return _MISSING_REPR

    def __bool__(self) -> bool:
        return False


ABSENT: Any = _Absent()


@dataclass(frozen=True)
class Finding:
    """One graded observation about one tool."""

    rule_id: str
    tool: str
    dimension: Dimension
    grade: Grade
    path: str  # JSON pointer into the tool object, e.g. /inputSchema/properties/q/type
    message: str
    old: JSON = ABSENT
    new: JSON = ABSENT
    certain: bool = True
    security: bool = False
    effect: Effect | None = None
    reason: str | None = None  # why the verdict is uncertain, or why a no-op change is a no-op
    evidence: tuple[str, ...] = ()  # offending spans (description detectors) or counterexample instances
    needs_confirmation: bool = False  # a split judge jury: a person should confirm
    confidence: float | None = None  # judge agreement in [0, 1], when judges ran

    def to_json(self) -> dict[str, JSON]:
        out: dict[str, JSON] = {
            "rule_id": self.rule_id,
            "tool": self.tool,
            "dimension": self.dimension.value,
            "grade": self.grade.label,
            "path": self.path,
            "message": self.message,
            "certain": self.certain,
            "security": self.security,
        }
        if self.old is not ABSENT:
            out["old"] = self.old
        if self.new is not ABSENT:
            out["new"] = self.new
        if self.effect is not None:
            out["effect"] = self.effect.value
        if self.reason:
            out["reason"] = self.reason
        if self.evidence:
            out["evidence"] = list(self.evidence)
        if self.needs_confirmation:
            out["needs_confirmation"] = True
        if self.confidence is not None:
            out["confidence"] = self.confidence
        return out


@dataclass(frozen=True)
class ToolChange:
    """Everything the oracle concluded about one tool name across two catalogues."""

    name: str
    status: ToolStatus
    grade: Grade
    findings: tuple[Finding, ...] = ()
    old_digest: str | None = None
    new_digest: str | None = None
    renamed_from: str | None = None  # for RENAMED: the old name
    lineage: str | None = None  # the versioned-name family, e.g. "search" for search/v1 -> search/v2
    explanation: str | None = None  # e.g. why a moved digest still grades none

    @property
    def security(self) -> bool:
        return any(f.security for f in self.findings)

    @property
    def certain(self) -> bool:
        return all(f.certain for f in self.findings)


@dataclass(frozen=True)
class Report:
    """The graded comparison of two catalogues."""

    changes: tuple[ToolChange, ...]

    @property
    def grade(self) -> Grade:
        return max((c.grade for c in self.changes), default=Grade.NONE)

    @property
    def findings(self) -> tuple[Finding, ...]:
        return tuple(f for c in self.changes for f in c.findings)

    def change_for(self, name: str) -> ToolChange | None:
        for change in self.changes:
            if change.name == name:
                return change
        return None


@dataclass(frozen=True)
class Limits:
    """Bounds that keep a hostile catalogue from taking unbounded time or memory.

    Every limit names what it protects; exceeding one is a clear error (while parsing) or an
    uncertain major finding (while grading), never a hang or a crash.
    """

    max_depth: int = 200  # nesting of JSON values in a dump or schema
    max_dump_bytes: int = 256 * 1024 * 1024  # size of one tools/list dump
    max_tools: int = 100_000  # tools in one catalogue
    max_schema_nodes: int = 200_000  # schema objects visited per tool comparison
    max_enum_values: int = 100_000  # values in one enum compared element-wise
    max_ref_hops: int = 64  # $ref -> $ref chains followed before giving up
    # One regex/automata comparison (pattern inclusion, property-name regions): past these it is
    # answered "undecided" (rule *-pattern-budget-exceeded, graded major) instead of running on.
    max_automaton_states: int = 20_000  # product states visited by one comparison's search
    max_automaton_steps: int = 400_000  # NFA transitions followed by one comparison
    max_pattern_states: int = 4_000  # NFA states one pattern may expand to (counted repetitions)
    # The whole evaluation: a time.monotonic() instant after which grading raises
    # oracle.BudgetExceeded (checked between tools and inside long comparisons). None: no deadline.
    # Set it per call with `Options.within(seconds)`; the daemon uses it for its refresh budget.
    deadline: float | None = None


@dataclass(frozen=True)
class Options:
    """How the caller wants grading done."""

    grade_overrides: Mapping[str, Grade] = field(default_factory=dict)
    limits: Limits = field(default_factory=Limits)
    # Catalogue context for the description layer's shadowing rules, names casefolded: this
    # upstream's tools (evaluate() fills it in) and every other watched upstream's (name -> upstream).
    own_tools: frozenset[str] = frozenset()
    foreign_tools: Mapping[str, str] = field(default_factory=dict)
    # Processes evaluate() may grade changed tools in (forked, see oracle/_parallel.py); 1 = serial.
    workers: int = 1

    def within(self, seconds: float) -> Options:
        """These options with a deadline `seconds` from now (see Limits.deadline)."""
        import time
        from dataclasses import replace

        return replace(self, limits=replace(self.limits, deadline=time.monotonic() + seconds))
