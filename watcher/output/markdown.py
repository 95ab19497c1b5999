"""Markdown for a pull-request comment: a verdict headline, a table of the tools that moved, the
findings folded away, and a footer with the counts."""

from __future__ import annotations

import re

from notifiers._defang import defang
from oracle import Outcome

from . import RunResult, ToolRow
from ._values import change_text
from .text import summary_line

_ICON = {
    Outcome.OK: "✅",
    Outcome.VIOLATION: "❌",
    Outcome.NEEDS_CONFIRMATION: "❓",
    Outcome.NEW_TOOL: "🆕",
    Outcome.REMOVED_TOOL: "🗑️",
    Outcome.RENAMED_TOOL: "🔀",
}
_HEADLINE = {
    0: "✅ every tool is unchanged or covered by its version bump",
    1: "ℹ️ only new, removed or renamed tools",
    2: "❌ version-bump violation",
}


# Text from a server is data in a pull-request comment too: addresses defanged, @mentions and
# invisible characters neutralised (notifiers._defang), and every character that opens Markdown or
# HTML escaped (angle brackets as entities), so a description cannot post a link, an image, a mention or a <details> of its own.
_MARKUP = re.compile(r"([\\`*_\[\]|~!#])")
_ENTITY = re.compile(r"&(?=#?[A-Za-z0-9]+;)")


def _cell(text: str | None) -> str:
    if not text:
        return ""
    text = _MARKUP.sub(r"\\\1", _ENTITY.sub("＆", defang(text)))
    return text.replace("<", "&lt;").replace(">", "&gt;")  # entities: every dialect shows them literally


def _code(text: str) -> str:
    # A code span shows its content literally (no escapes); backticks become quotes so it cannot close.
    return f"`{defang(text).replace('`', chr(39)).replace('|', chr(92) + '|')}`" if text else ""


def _row_line(row: ToolRow) -> str:
    state = row.outcome.value if row.outcome is not None else row.status.value
    icon = _ICON.get(row.outcome, "") if row.outcome is not None else ""
    versions = ""
    if row.locked_version is not None:
        versions = f"{row.locked_version} → {row.declared_version or row.locked_version}"
    required = row.required_version if row.outcome in (Outcome.VIOLATION, Outcome.NEEDS_CONFIRMATION) else ""
    security = " 🔒" if row.security else ""
    return (
        f"| {_code(row.name)}{security} | {icon} {state} | {row.grade.label} | {versions} | "
        f"{_cell(required)} | {_cell(row.message or row.explanation)} |"
    )


def _finding_bullets(rows: tuple[ToolRow, ...]) -> list[str]:
    bullets = []
    for row in rows:
        for f in row.findings:
            moved = change_text(f.old, f.new)
            path = f" at {_code(f.path)}" if f.path else ""
            flags = (" · security" if f.security else "") + ("" if f.certain else " · uncertain")
            bullets.append(
                f"- **{_cell(row.name)}** · {f.grade.label} · {_code(f.rule_id)}{path}: {_cell(f.message)}"
                + (f" ({_code(moved)})" if moved else "")
                + flags
            )
    return bullets


def render_markdown(result: RunResult) -> str:
    rows = result.changed_rows()
    if result.command == "check":
        title = f"### toolwatch check: {_HEADLINE.get(result.exit_code, f'exit {result.exit_code}')}"
    else:
        title = f"### toolwatch diff: overall grade {result.grade.label}"
    lines = [title, ""]
    if result.generated_for:
        lines += [f"Upstream: {_code(result.generated_for)}", ""]
    if rows:
        lines += [
            "| tool | verdict | grade | locked → declared | required | why |",
            "|---|---|---|---|---|---|",
            *(_row_line(row) for row in rows),
            "",
        ]
        bullets = _finding_bullets(rows)
        if bullets:
            lines += [
                f"<details><summary>{len(bullets)} findings</summary>",
                "",
                *bullets,
                "",
                "</details>",
                "",
            ]
    else:
        lines += ["No tool changed.", ""]
    for note in result.notes:
        lines.append(f"> note: {_cell(note)}")
    if result.notes:
        lines.append("")
    lines.append(f"<sub>{_cell(summary_line(result))}</sub>")
    return "\n".join(lines) + "\n"
