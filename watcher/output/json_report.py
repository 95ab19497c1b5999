"""The JSON report: a stable, versioned document (schema: watcher/output/report.schema.json).

Compatibility promise: within `format_version` 1 fields are only ever added, never renamed, removed
or retyped; consumers must ignore fields they do not know. A breaking change bumps format_version.
"""

from __future__ import annotations

import json
from typing import Any

from . import RunResult, ToolRow

FORMAT = "toolwatch-report"
FORMAT_VERSION = 1
SCHEMA_RESOURCE = "report.schema.json"


def load_schema() -> dict[str, Any]:
    """The report's JSON Schema, shipped as package data."""
    from importlib.resources import files  # only when the schema is asked for, not per report

    schema: dict[str, Any] = json.loads(
        files(__package__).joinpath(SCHEMA_RESOURCE).read_text(encoding="utf-8")
    )
    return schema


def _tool_document(row: ToolRow) -> dict[str, Any]:
    return {
        "name": row.name,
        "status": row.status.value,
        "outcome": row.outcome.value if row.outcome is not None else None,
        "grade": row.grade.label,
        "required_bump": row.required_bump.label if row.required_bump is not None else None,
        "locked_version": row.locked_version,
        "declared_version": row.declared_version,
        "required_version": row.required_version,
        "message": row.message,
        "renamed_from": row.renamed_from,
        "old_digest": row.old_digest,
        "new_digest": row.new_digest,
        "explanation": row.explanation,
        "security": row.security,
        "certain": row.certain,
        "findings": [finding.to_json() for finding in row.findings],
    }


def report_document(result: RunResult) -> dict[str, Any]:
    from watcher.cli import package_version

    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "toolwatch_version": package_version(),
        "command": result.command,
        "inputs": dict(result.inputs),
        "generated_for": result.generated_for,
        "exit_code": result.exit_code,
        "grade": result.grade.label,
        "summary": {
            "tools": len(result.tools),
            "by_status": result.status_counts(),
            "by_outcome": result.outcome_counts(),
        },
        "notes": list(result.notes),
        "tools": [_tool_document(row) for row in result.tools],
    }


def render_json(result: RunResult) -> str:
    """The document, indented, with one compact line per tool.

    Same content and key order as `json.dumps(indent=2)`, but the per-tool objects go through the C
    encoder (an indent forces the pure-Python one): 5,000 unchanged tools cost a few milliseconds, and
    a tool is still one `grep`-able line.
    """
    document = report_document(result)
    tools = document.pop("tools")
    head = json.dumps(document, ensure_ascii=False, indent=2)
    rows = ",\n    ".join(json.dumps(tool, ensure_ascii=False) for tool in tools)
    body = f"[\n    {rows}\n  ]" if tools else "[]"
    return f'{head[:-2]},\n  "tools": {body}\n}}\n'
