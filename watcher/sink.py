"""Where new and resolved findings go. The notifier Dispatcher plugs in behind the same protocol."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Protocol

from .refresh import RefreshResult

log = logging.getLogger("toolwatch.findings")


class FindingSink(Protocol):
    async def publish(self, result: RefreshResult) -> None:
        """Take one refresh's new and resolved findings. Must not block for long."""


class LogSink:
    """Every new finding as a WARNING line (with upstream, tool, grade, outcome fields)."""

    async def publish(self, result: RefreshResult) -> None:
        for v in result.new:
            worst_first = sorted(v.change.findings, key=lambda f: (-f.grade, not f.security))
            shown = "; ".join(f"{f.rule_id} {f.path or '/'}: {f.message}" for f in worst_first[:5])
            more = len(worst_first) - 5
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
        for f in result.resolved:
            log.info(
                "finding resolved (%s): %s",
                f.close_reason,
                f.summary,
                extra={"upstream": f.upstream, "tool": f.tool},
            )


class FanOut:
    def __init__(self, sinks: Sequence[FindingSink]) -> None:
        self.sinks = tuple(sinks)

    async def publish(self, result: RefreshResult) -> None:
        for sink in self.sinks:
            await sink.publish(result)
