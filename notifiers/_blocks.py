"""A message as a few typed blocks, built once and rendered per service (see _render.py).

Every piece of text that came from an upstream (tool names, descriptions, schema values) is kept
as its own inline segment so each renderer can escape it: a hostile description must not ping a
Slack channel, inject HTML into an email or forge a link.
"""

from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass
from typing import Literal

from oracle import ABSENT, Dimension, Finding, Grade

from ._event import RefreshEvent, ToolEvent

InlineKind = Literal["text", "strong", "code", "mark", "em"]
BlockKind = Literal["heading", "para", "item", "subitem", "quote"]
MAX_VALUE = 160  # characters of one old/new value shown
MAX_ADDED = 1200  # characters of added description text shown


@dataclass(frozen=True)
class Inline:
    kind: InlineKind
    text: str


@dataclass(frozen=True)
class Block:
    kind: BlockKind
    inlines: tuple[Inline, ...]


def t(text: str) -> Inline:
    return Inline("text", text)


def code(text: str) -> Inline:
    return Inline("code", text)


def strong(text: str) -> Inline:
    return Inline("strong", text)


def title_of(events: tuple[RefreshEvent, ...], coalesced: int) -> str:
    if len(events) == 1 and not coalesced:
        e = events[0]
        return f"[toolwatch] {e.upstream}: {_headline(e)}"
    grade = max((e.grade for e in events), default=Grade.NONE)
    upstreams = sorted({e.upstream for e in events})
    shown = ", ".join(upstreams[:3]) + (f" +{len(upstreams) - 3}" if len(upstreams) > 3 else "")
    findings = sum(e.finding_count for e in events)
    sec = ", security" if any(e.security for e in events) else ""
    return f"[toolwatch] {len(events)} refreshes ({shown}): worst {grade.label.upper()}, {findings} findings{sec}"


def _headline(e: RefreshEvent) -> str:
    parts = []
    if e.mass_change is not None:
        m = e.mass_change
        parts.append(
            f"MASS CHANGE, {e.grade.label.upper()}, {m.tools} tool{'s' * (m.tools != 1)} changed"
            + (f" ({m.security} security)" if m.security else "")
        )
        if m.resolved:
            parts.append(f"{m.resolved} resolved")
        return "; ".join(parts)
    if e.tools:
        n, k = e.finding_count, len(e.tools)
        parts.append(
            f"{e.grade.label.upper()}, {n} finding{'s' * (n != 1)} in {k} tool{'s' * (k != 1)}"
            + (", security" if e.security else "")
        )
    if e.resolved:
        parts.append(f"{len(e.resolved)} resolved")
    return "; ".join(parts) or "no change"


def _tool_order(tool: ToolEvent) -> tuple[int, int, str]:
    return (-int(tool.grade), -int(tool.security), tool.name)


def units_of(event: RefreshEvent) -> list[tuple[ToolEvent, Finding | None]]:
    """Everything a message could show about `event`, most important first, one unit per finding."""
    units: list[tuple[ToolEvent, Finding | None]] = []
    for tool in sorted(event.tools, key=_tool_order):
        findings = sorted(tool.change.findings, key=lambda f: (-int(f.grade), -int(f.security), f.path))
        if not findings:
            units.append((tool, None))
        units.extend((tool, f) for f in findings)
    return units


def event_blocks(event: RefreshEvent, budget: int | None, *, heading: bool) -> tuple[list[Block], int]:
    """Blocks for `event` showing at most `budget` findings; returns (blocks, findings left out)."""
    units = units_of(event)
    shown = units if budget is None else units[: max(0, budget)]
    blocks: list[Block] = []
    if heading:
        blocks.append(Block("heading", (strong(event.upstream), t(f" — {_headline(event)}"))))
    if event.mass_change is not None:
        blocks.append(_mass_change_block(event))
    grouped: dict[int, tuple[ToolEvent, list[Finding]]] = {}
    for tool, finding in shown:  # units come grouped by tool already
        entry = grouped.setdefault(id(tool), (tool, []))
        if finding is not None:
            entry[1].append(finding)
    for tool, findings in grouped.values():
        blocks.extend(_tool_blocks(tool, findings))
    left = len(units) - len(shown)
    if left:
        tools_left = len({id(tl) for tl, _ in units[len(shown) :]})
        blocks.append(
            Block("para", (Inline("em", f"… {left} more finding(s) in {tools_left} tool(s) not shown"),))
        )
    if event.resolved:
        n = len(event.resolved)
        blocks.append(Block("para", (strong(f"Resolved: {n} change{'s' * (n != 1)} closed"),)))
        limit = n if budget is None else max(0, min(n, budget - len(shown)))
        for r in event.resolved[:limit]:
            line = [code(r.tool), t(" — "), strong(r.grade.label)]
            if r.reason:
                line.append(t(f" · {r.reason}"))
            if r.security:
                line += [t(" · "), strong("security")]
            if r.summary:
                line.append(t(f" — {r.summary}"))
            blocks.append(Block("item", tuple(line)))
        if limit < n:
            blocks.append(Block("para", (Inline("em", f"… {n - limit} more resolved change(s) not shown"),)))
    return blocks, left


def _mass_change_block(event: RefreshEvent) -> Block:
    """One alert for a refresh that changed more tools than an alert lists: the counts, and where to
    see every finding (the alert itself lists only the worst)."""
    m = event.mass_change
    assert m is not None
    grades = ", ".join(f"{grade} {n}" for grade, n in m.by_grade)
    outcomes = ", ".join(f"{outcome} {n}" for outcome, n in m.by_outcome)
    text = (
        f" {m.tools} tool{'s' * (m.tools != 1)} with new findings in one refresh"
        + (f" ({grades}; {outcomes})" if grades else "")
        + (f", {m.security} with security findings" if m.security else "")
        + (f"; {m.resolved} change{'s' * (m.resolved != 1)} resolved" if m.resolved else "")
        + f". Listed below: the {len(event.tools)} worst"
        + (f" and {len(event.resolved)} resolved" if m.resolved else "")
        + ". Every finding: "
    )
    return Block(
        "para",
        (
            strong("Mass change:"),
            t(text),
            code(f"toolwatch findings --upstream {event.upstream}"),
            t(" or "),
            code("GET /api/v1/status"),
            t("."),
        ),
    )


def _tool_blocks(tool: ToolEvent, findings: list[Finding]) -> list[Block]:
    rules = sorted({f.rule_id for f in tool.change.findings})
    head = [code(tool.name), t(" — "), strong(tool.grade.label), t(f" · {tool.outcome.value}")]
    if tool.security:
        head += [t(" · "), strong("security")]
    if tool.change.renamed_from:
        head += [t(" · renamed from "), code(tool.change.renamed_from)]
    if rules:
        head.append(t(" · rules: " + ", ".join(rules)))
    blocks = [Block("item", tuple(head)), Block("subitem", tuple(_bump_line(tool)))]
    for f in findings:
        line = [code(f.rule_id), t(" "), code(f.path or "/"), t(": ")]
        if f.dimension is Dimension.DESCRIPTION or (f.old is ABSENT and f.new is ABSENT):
            line.append(t(f.message))  # the text itself goes in the quote below
        else:
            line += [code(_value(f.old)), t(" → "), code(_value(f.new))]
            if f.message:
                line.append(t(f" ({f.message})"))
        if not f.certain:
            line.append(Inline("em", " (uncertain)"))
        if f.needs_confirmation:
            line.append(Inline("em", " (needs confirmation)"))
        blocks.append(Block("subitem", tuple(line)))
    added = _added_description(tool, findings)
    if added:
        blocks.append(Block("quote", added))
    return blocks


def _bump_line(tool: ToolEvent) -> list[Inline]:
    out = [t("bump required: "), strong(tool.required_bump.label)]
    prev, decl, bump = tool.previous_version, tool.declared_version, tool.declared_bump
    if decl and prev and decl != prev:
        out.append(t(f"; declared: {prev} → {decl}"))
        if bump is None:
            out.append(strong(" (not a forward semver bump)"))
        else:
            verdict = "ok" if bump >= tool.required_bump else "UNDER-BUMP"
            out.append(t(f" ({bump.label}, {verdict})"))
    elif prev:
        out.append(t(f"; declared: none ({prev} unchanged)"))
    else:
        out.append(t("; no declared version"))
    return out


def _value(v: object) -> str:
    if v is ABSENT:
        return "(absent)"
    text = json.dumps(v, ensure_ascii=False, sort_keys=True, default=str)
    return text if len(text) <= MAX_VALUE else text[: MAX_VALUE - 1] + "…"


def _added_description(tool: ToolEvent, shown: list[Finding]) -> tuple[Inline, ...]:
    """The text a description change added, with the evidence spans of the shown description findings
    marked; without the old and new texts (a finding that carries them), the evidence spans alone."""
    ordered = list(
        dict.fromkeys(e for f in shown if f.dimension is Dimension.DESCRIPTION for e in f.evidence if e)
    )
    evidence = sorted(ordered, key=len, reverse=True)  # longest first, so a span inside another loses
    if not any(f.dimension is Dimension.DESCRIPTION or f.path == "/description" for f in shown):
        return ()  # the route did not ask about the description
    texts = tool.description_change
    if texts is None:
        if not evidence:
            return ()
        spans: list[Inline] = [strong("suspicious text:"), t(" ")]
        for i, span in enumerate(ordered):
            if i:
                spans.append(t(" … "))
            spans.append(Inline("mark", span[:MAX_VALUE]))
        return tuple(spans)
    old, new = texts
    added = added_text(old, new)
    if not added.strip():
        return ()
    if len(added) > MAX_ADDED:
        added = added[: MAX_ADDED - 1] + "…"
    return (strong("added text:"), t(" "), *mark_spans(added, evidence))


def added_text(old: str, new: str) -> str:
    """The parts of `new` that are not in `old`, word-aligned, joined with ' … '."""
    a, b = re.split(r"(\s+)", old), re.split(r"(\s+)", new)
    parts = []
    for op, _i1, _i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op in ("insert", "replace"):
            parts.append("".join(b[j1:j2]).strip())
    return " … ".join(p for p in parts if p)


def mark_spans(text: str, spans: list[str]) -> list[Inline]:
    """Split `text` into plain and marked segments; every occurrence of every span is marked."""
    if not spans:
        return [t(text)]
    pattern = re.compile("|".join(re.escape(s) for s in spans))
    out: list[Inline] = []
    pos = 0
    for m in pattern.finditer(text):
        if m.start() > pos:
            out.append(t(text[pos : m.start()]))
        out.append(Inline("mark", m.group()))
        pos = m.end()
    if pos < len(text):
        out.append(t(text[pos:]))
    return out
