"""Where new and resolved findings go. The notifier Dispatcher plugs in behind the same protocol."""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Sequence
from typing import Protocol

from .refresh import RefreshResult, worst_first

log = logging.getLogger("toolwatch.findings")


class FindingSink(Protocol):
    async def publish(self, result: RefreshResult) -> None:
        """Take one refresh's new and resolved findings. Must not block for long."""


class LogSink:
    """Each new finding as a WARNING line (with upstream, tool, grade, outcome fields), up to the
    upstream's `log_max_findings` per refresh, worst first; the rest as one summary line."""

    async def publish(self, result: RefreshResult) -> None:
        new = list(result.new)
        limit = result.log_max_findings
        if len(new) > limit:
            new.sort(key=worst_first)
        for v in new[:limit]:
            ordered = sorted(v.change.findings, key=lambda f: (-f.grade, not f.security))
            shown = "; ".join(f"{f.rule_id} {f.path or '/'}: {f.message}" for f in ordered[:5])
            more = len(ordered) - 5
            log.warning(
                "%s%s finding on %s: %s%s",
                v.change.grade.label,
                " SECURITY" if v.change.security else "",
                v.change.name,
                shown,
                f" (+{more} more)" if more > 0 else "",
                extra={
                    "upstream": result.upstream,
                    "tool": v.change.name,
                    "grade": v.change.grade.label,
                    "outcome": v.outcome.value,
                    "security": v.change.security,
                },
            )
        if len(new) > limit:
            rest = new[limit:]
            grades = Counter(v.change.grade.label for v in rest)
            log.warning(
                "MASS CHANGE: %d more new finding(s) not logged one by one (%s; %d security); "
                "every finding: GET /api/v1/status or `toolwatch findings`",
                len(rest),
                ", ".join(f"{grade} {n}" for grade, n in grades.most_common()),
                sum(1 for v in rest if v.change.security),
                extra={"upstream": result.upstream, "findings": len(new)},
            )
        for f in result.resolved[:limit]:
            log.info(
                "finding resolved (%s): %s",
                f.close_reason,
                f.summary,
                extra={"upstream": f.upstream, "tool": f.tool},
            )
        if len(result.resolved) > limit:
            log.info(
                "%d more finding(s) resolved, not logged one by one",
                len(result.resolved) - limit,
                extra={"upstream": result.upstream},
            )


class FanOut:
    def __init__(self, sinks: Sequence[FindingSink]) -> None:
        self.sinks = tuple(sinks)

    async def publish(self, result: RefreshResult) -> None:
        for sink in self.sinks:
            await sink.publish(result)
