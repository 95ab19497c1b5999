"""The opt-in judge jury inside the daemon: description changes re-graded by LLM judges.

Refreshes run in worker threads; the jury is async, so it is driven on the daemon's event loop from
there. Verdicts are cached in the state directory by digest pair, model and rubric, so a restart or a
repeated refresh never pays twice, and the calls and tokens are Prometheus counters.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import anyio
import anyio.from_thread

from oracle import Outcome, Report, ToolChange

from .baseline import ToolVerdict
from .metrics import Metrics

if TYPE_CHECKING:
    from anyio.lowlevel import EventLoopToken

    from oracle.judges import JudgeConfig, Jury

log = logging.getLogger("toolwatch.judges")

JUDGES_CACHE = "judges.sqlite3"


class DaemonJury:
    """Applies the configured jury to a refresh's verdicts, re-linting each judged change."""

    def __init__(self, judges: Sequence[JudgeConfig], state_dir: Path, metrics: Metrics) -> None:
        from oracle.judges import CounterMetrics, Jury, SQLiteCache

        self.jury: Jury = Jury(
            list(judges),
            cache=SQLiteCache(state_dir / JUDGES_CACHE),
            metrics=CounterMetrics(metrics.judge_calls, metrics.judge_tokens),
        )
        # The daemon's event loop, for refreshes that run in plain threads (not anyio workers).
        self.token: EventLoopToken | None = None

    def judge(
        self,
        verdicts: Sequence[ToolVerdict],
        new_catalogue: dict[str, Any],
        relint: Callable[[ToolChange], Outcome],
        options: Any,
    ) -> list[ToolVerdict]:
        """Called from a refresh's worker thread; returns the verdicts with judged changes."""
        from oracle.judges import judge_report

        if not verdicts:
            return list(verdicts)
        report = Report(tuple(v.change for v in verdicts))
        started = False

        async def once() -> Report:
            nonlocal started
            started = True
            return await judge_report(report, {}, new_catalogue, self.jury, options)

        try:
            try:
                judged = anyio.from_thread.run(once, token=self.token)
            except RuntimeError:
                if started:  # the jury itself raised: it ran once and is never paid for twice
                    raise
                judged = anyio.run(once)  # not in an anyio worker thread (a direct call, in tools)
        except Exception as exc:  # a broken jury must not lose the deterministic verdicts
            log.error(
                "description judges failed, keeping the deterministic verdicts: %s: %s",
                type(exc).__name__,
                exc,
            )
            return [self._judge_error(v) for v in verdicts]
        out = []
        for verdict, change in zip(verdicts, judged.changes, strict=True):
            if change is verdict.change:
                out.append(verdict)
                continue
            outcome = relint(change)
            if outcome is Outcome.OK and any(f.rule_id == "description-judge-error" for f in change.findings):
                outcome = Outcome.JUDGE_ERROR  # passed, but only on the deterministic verdict
            out.append(ToolVerdict(change, outcome, verdict.previous_version, verdict.declared_version))
        return out

    @staticmethod
    def _judge_error(verdict: ToolVerdict) -> ToolVerdict:
        """A verdict the jury should have looked at but could not: it stands, said to be unjudged."""
        if verdict.outcome is not Outcome.OK or not _judgeable(verdict.change):
            return verdict
        return ToolVerdict(
            verdict.change, Outcome.JUDGE_ERROR, verdict.previous_version, verdict.declared_version
        )


def _judgeable(change: ToolChange) -> bool:
    return any(f.path.endswith("/description") for f in change.findings)
