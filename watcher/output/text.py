"""Text for people: one line per tool that moved, one line per finding, a summary line.

Text from a server (names, messages, paths, values) has its control characters escaped: a tool name
cannot move the cursor, recolour the terminal or start a line of its own."""

from __future__ import annotations

from oracle import Grade, Outcome, ToolStatus
from watcher.safetext import escape_control

from . import RunResult, ToolRow
from ._values import change_text

_RESET = "\033[0m"
_STYLE = {
    "bold": "\033[1m",
    "dim": "\033[2m",
    "red": "\033[31m",
    "green": "\033[32m",
    "yellow": "\033[33m",
    "cyan": "\033[36m",
    "magenta": "\033[35m",
}
_GRADE_STYLE = {Grade.MAJOR: "red", Grade.MINOR: "yellow", Grade.PATCH: "cyan", Grade.NONE: "dim"}
_OUTCOME_STYLE = {
    Outcome.OK: "green",
    Outcome.VIOLATION: "red",
    Outcome.NEEDS_CONFIRMATION: "magenta",
    Outcome.NEW_TOOL: "cyan",
    Outcome.REMOVED_TOOL: "yellow",
    Outcome.RENAMED_TOOL: "yellow",
}
_EXIT_MEANING = {0: "ok", 1: "only new, removed or renamed tools", 2: "bump violation"}


class _Painter:
    def __init__(self, color: bool) -> None:
        self.color = color

    def __call__(self, text: str, *styles: str) -> str:
        if not self.color or not styles:
            return text
        return "".join(_STYLE[s] for s in styles) + text + _RESET


def _tool_line(row: ToolRow, paint: _Painter) -> str:
    state = row.outcome.value if row.outcome is not None else row.status.value
    state_style = _OUTCOME_STYLE.get(row.outcome, "bold") if row.outcome is not None else "bold"
    name = escape_control(row.name)
    head = f"{paint(name, 'bold')}: {paint(state, state_style)} ({paint(row.grade.label, _GRADE_STYLE[row.grade])})"
    detail = row.message or row.explanation
    if row.status is ToolStatus.RENAMED and row.outcome is None:
        detail = f"renamed from {row.renamed_from!r}"
    return f"{head}: {escape_control(detail)}" if detail else head


def _finding_lines(row: ToolRow, paint: _Painter) -> list[str]:
    lines = []
    for finding in row.findings:
        parts = [
            escape_control(row.name),
            paint(finding.grade.label, _GRADE_STYLE[finding.grade]),
            finding.rule_id,
            escape_control(finding.path or "/"),
        ]
        moved = change_text(finding.old, finding.new)
        if moved:
            parts.append(escape_control(moved))
        line = "  " + "  ".join(parts)
        flags = []
        if finding.security:
            flags.append(paint("security", "red", "bold"))
        if not finding.certain:
            flags.append("uncertain")
        if finding.needs_confirmation:
            flags.append("needs confirmation")
        if flags:
            line += f"  [{', '.join(flags)}]"
        lines.append(line)
    return lines


def summary_line(result: RunResult) -> str:
    total = len(result.tools)
    if result.command == "check":
        counts = result.outcome_counts()
        unchanged = sum(
            1 for t in result.tools if t.outcome is Outcome.OK and t.status is ToolStatus.UNCHANGED
        )
        parts = [f"{unchanged} unchanged"]
        changed_ok = sum(
            1 for t in result.tools if t.outcome is Outcome.OK and t.status is not ToolStatus.UNCHANGED
        )
        if changed_ok:
            parts.append(f"{changed_ok} changed within their bump")
        parts += [f"{n} {name.replace('_', ' ')}" for name, n in counts.items() if n and name != "ok"]
        meaning = _EXIT_MEANING.get(result.exit_code, "")
        return f"toolwatch check: {_tools(total)}: {', '.join(parts)} → exit {result.exit_code} ({meaning})"
    counts = result.status_counts()
    parts = [f"{n} {name}" for name, n in counts.items() if n]
    return (
        f"toolwatch diff: {_tools(total)}: {', '.join(parts) or 'none'}; overall grade {result.grade.label}"
    )


def _tools(count: int) -> str:
    return f"{count} tool" if count == 1 else f"{count} tools"


def render_text(result: RunResult, *, color: bool = False) -> str:
    paint = _Painter(color)
    lines: list[str] = []
    for row in result.changed_rows():
        lines.append(_tool_line(row, paint))
        lines += _finding_lines(row, paint)
    if lines:
        lines.append("")
    lines.append(paint(summary_line(result), "bold"))
    return "\n".join(lines) + "\n"
