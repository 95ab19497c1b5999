"""Building findings for catalogue rules, with the user's grade overrides applied."""

from __future__ import annotations

from typing import Any

from ._types import Finding, Options
from .rules import effective_grade, rule


def make_finding(rule_id: str, tool: str, path: str, message: str, options: Options, **extra: Any) -> Finding:
    """A finding for a catalogue rule, with the user's grade override applied."""
    spec = rule(rule_id)
    return Finding(
        rule_id=rule_id,
        tool=tool,
        dimension=spec.dimension,
        grade=effective_grade(rule_id, options.grade_overrides),
        path=path,
        message=message,
        security=extra.pop("security", spec.security),
        effect=extra.pop("effect", spec.effect),
        **extra,
    )
