"""SARIF 2.1.0 for code-scanning UIs: one result per bump violation, one per finding.

Results point at the tool's entry in the lockfile (check) or at the new dump (diff), so a code
scanning UI annotates the line a reviewer has to change. Rule metadata comes from the oracle's rule
catalogue, plus the lint's own two rules (bump-violation, bump-needs-confirmation).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from oracle import Finding, Grade, Outcome
from oracle.rules import CATALOGUE

from . import RunResult, ToolRow

SARIF_SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
_LEVEL = {Grade.MAJOR: "error", Grade.MINOR: "warning", Grade.PATCH: "note", Grade.NONE: "note"}
_SECURITY_SEVERITY = {Grade.MAJOR: "8.0", Grade.MINOR: "5.0", Grade.PATCH: "2.0", Grade.NONE: "0.0"}
_LINT_RULES = {
    "bump-violation": (
        "tool changed more than its declared version bump allows",
        "A tool's contract changed with no version bump, with too small a bump, or its version went "
        "backwards. Declare at least the required version (toolwatch check shows it) or revert the change.",
        "error",
    ),
    "bump-needs-confirmation": (
        "bump violation that a person must confirm",
        "The change exceeds the declared bump only through findings a split judge jury flagged. "
        "Confirm the grade, then bump the version or approve the change.",
        "warning",
    ),
}
_FAILING = {Outcome.VIOLATION, Outcome.NEEDS_CONFIRMATION}
_NOTEWORTHY = {Outcome.VIOLATION, Outcome.NEEDS_CONFIRMATION, Outcome.REMOVED_TOOL, Outcome.RENAMED_TOOL}


def _rule_descriptor(rule_id: str) -> dict[str, Any]:
    if rule_id in _LINT_RULES:
        name, why, level = _LINT_RULES[rule_id]
        return {
            "id": rule_id,
            "name": rule_id,
            "shortDescription": {"text": name},
            "fullDescription": {"text": why},
            "defaultConfiguration": {"level": level},
            "help": {"text": why},
        }
    rule = CATALOGUE.get(rule_id)
    if rule is None:  # a rule registered outside the catalogue (should not happen): still valid SARIF
        return {"id": rule_id, "shortDescription": {"text": rule_id}}
    properties: dict[str, Any] = {
        "grade": rule.grade.label,
        "direction": rule.direction.value,
        "dimension": rule.dimension.value,
        "tags": ["mcp", rule.dimension.value] + (["security"] if rule.security else []),
    }
    if rule.security:
        properties["security-severity"] = _SECURITY_SEVERITY[rule.grade]
    return {
        "id": rule.id,
        "name": rule.id,
        "shortDescription": {"text": rule.name},
        "fullDescription": {"text": rule.why},
        "defaultConfiguration": {"level": _LEVEL[rule.grade]},
        "help": {"text": f"{rule.name}: {rule.why}. Run `toolwatch explain {rule.id}` for more."},
        "properties": properties,
    }


def _location(result: RunResult, tool: str) -> list[dict[str, Any]]:
    if result.artifact is None:
        return []
    physical: dict[str, Any] = {"artifactLocation": {"uri": result.artifact}}
    physical["region"] = {"startLine": result.artifact_lines.get(tool, 1)}
    return [{"physicalLocation": physical, "logicalLocations": [{"name": tool, "kind": "function"}]}]


def _fingerprint(*parts: str) -> str:
    return hashlib.sha256("\0".join(parts).encode("utf-8")).hexdigest()[:32]


def _finding_level(row: ToolRow, finding: Finding) -> str:
    if row.outcome is None:  # diff: no versions, the grade alone decides
        return _LEVEL[finding.grade]
    return "warning" if row.outcome in _NOTEWORTHY else "note"


def _finding_message(row: ToolRow, finding: Finding) -> str:
    from ._values import change_text

    text = f"{row.name}: {finding.message} ({finding.grade.label}, {finding.rule_id}"
    text += f" at {finding.path})" if finding.path else ")"
    moved = change_text(finding.old, finding.new, limit=200)
    if moved:
        text += f": {moved}"
    if finding.reason:
        text += f". {finding.reason}"
    return text


def _results(result: RunResult) -> list[dict[str, Any]]:
    results: list[dict[str, Any]] = []
    for row in result.changed_rows():
        if row.outcome in _FAILING:
            rule_id = "bump-violation" if row.outcome is Outcome.VIOLATION else "bump-needs-confirmation"
            results.append(
                {
                    "ruleId": rule_id,
                    "level": _LINT_RULES[rule_id][2],
                    "message": {"text": f"{row.name}: {row.message}"},
                    "locations": _location(result, row.name),
                    "partialFingerprints": {"toolwatchTool/v1": _fingerprint(row.name, rule_id)},
                    "properties": {
                        "tool": row.name,
                        "grade": row.grade.label,
                        "locked_version": row.locked_version,
                        "declared_version": row.declared_version,
                        "required_version": row.required_version,
                    },
                }
            )
        for finding in row.findings:
            results.append(
                {
                    "ruleId": finding.rule_id,
                    "level": _finding_level(row, finding),
                    "message": {"text": _finding_message(row, finding)},
                    "locations": _location(result, row.name),
                    "partialFingerprints": {
                        "toolwatchFinding/v1": _fingerprint(row.name, finding.rule_id, finding.path)
                    },
                    "properties": {
                        "tool": row.name,
                        "grade": finding.grade.label,
                        "path": finding.path,
                        "outcome": row.outcome.value if row.outcome is not None else None,
                        "certain": finding.certain,
                        "security": finding.security,
                    },
                }
            )
    return results


def sarif_document(result: RunResult) -> dict[str, Any]:
    from watcher.cli import package_version

    results = _results(result)
    rule_ids = sorted({r["ruleId"] for r in results})
    rules = [_rule_descriptor(rule_id) for rule_id in rule_ids]
    index = {rule_id: i for i, rule_id in enumerate(rule_ids)}
    for item in results:
        item["ruleIndex"] = index[item["ruleId"]]
    run: dict[str, Any] = {
        "tool": {
            "driver": {
                "name": "toolwatch",
                "version": package_version(),
                "semanticVersion": package_version(),
                "informationUri": "https://pypi.org/project/mcp-toolwatch/",
                "rules": rules,
            }
        },
        "invocations": [{"executionSuccessful": True, "exitCode": result.exit_code}],
        "results": results,
        "properties": {"command": result.command, "generated_for": result.generated_for},
    }
    if result.artifact is not None:
        run["artifacts"] = [{"location": {"uri": result.artifact}}]
    return {"$schema": SARIF_SCHEMA, "version": "2.1.0", "runs": [run]}


def render_sarif(result: RunResult) -> str:
    return json.dumps(sarif_document(result), ensure_ascii=False, indent=2) + "\n"
