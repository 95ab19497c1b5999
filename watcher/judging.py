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
        try:
            judged = anyio.from_thread.run(judge_report, report, {}, new_catalogue, self.jury, options)
        except RuntimeError:  # not in an anyio worker thread (a direct call, in tests or tools)
            judged = anyio.run(judge_report, report, {}, new_catalogue, self.jury, options)
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
