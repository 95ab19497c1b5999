"""Tool annotations: behaviour hints are contract too.

Omitted hints mean the spec's defaults (readOnlyHint false, destructiveHint true, idempotentHint
false, openWorldHint true), so stating a default explicitly is not a change. A hint that widens what
the tool may do to the world is major and security-relevant; the reverse is minor.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ._types import ABSENT, Finding, Options

# hint -> (spec default, rule id when the hint moves to the riskier value, rule id for the reverse,
#          the riskier value)
_HINTS: dict[str, tuple[bool, str, str, bool]] = {
    "readOnlyHint": (False, "annotation-readonly-dropped", "annotation-readonly-added", False),
    "destructiveHint": (True, "annotation-destructive-added", "annotation-destructive-dropped", True),
    "idempotentHint": (False, "annotation-idempotent-dropped", "annotation-idempotent-added", False),
    "openWorldHint": (True, "annotation-open-world-added", "annotation-open-world-dropped", True),
}


def _hint(annotations: Mapping[str, Any], key: str, default: bool) -> bool:
    value = annotations.get(key)
    return value if isinstance(value, bool) else default


def annotation_findings(
    tool: str, old: Mapping[str, Any] | None, new: Mapping[str, Any] | None, options: Options
) -> list[Finding]:
    from .findings import make_finding  # evaluate imports this module

    old = old or {}
    new = new or {}
    findings: list[Finding] = []
    for key, (default, riskier_rule, safer_rule, riskier) in _HINTS.items():
        before, after = _hint(old, key, default), _hint(new, key, default)
        if before == after:
            continue
        rule_id = riskier_rule if after == riskier else safer_rule
        findings.append(
            make_finding(
                rule_id,
                tool,
                f"/annotations/{key}",
                f"{key} {str(before).lower()} -> {str(after).lower()}",
                options,
                old=old.get(key, ABSENT),
                new=new.get(key, ABSENT),
            )
        )
    if old.get("title") != new.get("title"):
        findings.append(
            make_finding(
                "annotation-title-changed",
                tool,
                "/annotations/title",
                "annotation title changed",
                options,
                old=old.get("title", ABSENT),
                new=new.get("title", ABSENT),
            )
        )
    for key in sorted((set(old) | set(new)) - set(_HINTS) - {"title"}):
        if old.get(key, ABSENT) != new.get(key, ABSENT):
            findings.append(
                make_finding(
                    "annotation-other-changed",
                    tool,
                    f"/annotations/{key}",
                    f"annotation {key!r} changed",
                    options,
                    old=old.get(key, ABSENT),
                    new=new.get(key, ABSENT),
                )
            )
    return findings
