"""Which part of a refresh each route wants to hear about."""

from __future__ import annotations

from dataclasses import replace

from oracle import Finding

from ._config import Route, When
from ._event import RefreshEvent, ResolvedChange, ToolEvent


def select(route: Route, event: RefreshEvent, *, resolved: bool) -> RefreshEvent | None:
    """The part of `event` that passes the route's filter, or None if nothing does.

    Tool-level keys (upstreams, tools, outcomes, min_grade) keep or drop a whole tool; finding-level
    keys (security, dimensions) keep the matching findings, and a tool with none left is dropped.
    Closed changes are included only when the notify section says `resolved: true`, filtered by
    tools, min_grade, outcomes and security (they carry no dimension, so `dimensions` lets them through).
    """
    when = route.when
    if not when.upstream_matches(event.upstream):
        return None
    tools = tuple(t for t in (_select_tool(when, t) for t in event.tools) if t is not None)
    closed = tuple(f for f in event.resolved if _closed_matches(when, f)) if resolved else ()
    if not tools and not closed:
        return None
    return replace(event, tools=tools, resolved=closed)


def _select_tool(when: When, tool: ToolEvent) -> ToolEvent | None:
    if not when.tool_matches(tool.name):
        return None
    if when.outcomes is not None and tool.outcome not in when.outcomes:
        return None
    if when.min_grade is not None and tool.grade < when.min_grade:
        return None
    if when.security is None and when.dimensions is None:
        return tool
    kept = tuple(f for f in tool.change.findings if _finding_matches(when, f))
    if not kept:
        return None
    if len(kept) == len(tool.change.findings):
        return tool
    return replace(
        tool, change=replace(tool.change, findings=kept), description_texts=tool.description_change
    )


def _finding_matches(when: When, f: Finding) -> bool:
    if when.security is not None and f.security != when.security:
        return False
    return when.dimensions is None or f.dimension in when.dimensions


def _closed_matches(when: When, r: ResolvedChange) -> bool:
    if not when.tool_matches(r.tool):
        return False
    if when.min_grade is not None and r.grade < when.min_grade:
        return False
    if when.outcomes is not None and r.outcome is not None and r.outcome not in when.outcomes:
        return False
    return when.security is None or r.security == when.security
