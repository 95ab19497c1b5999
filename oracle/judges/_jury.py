"""A jury of judges: concurrent calls, a token budget per judge, a verdict cache, metric hooks."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import anyio

from ._cache import MemoryCache, VerdictCache, cache_key
from ._client import JudgeFailure, ask, scrub_verdict
from ._config import JudgeConfig
from ._rubric import Verdict, build_messages, estimate_tokens

if TYPE_CHECKING:
    import httpx2

THRESHOLD = 0.5  # mean score at or above which the jury says the meaning changed


class JudgeMetrics(Protocol):
    """Where the jury reports calls and tokens (the daemon maps these to Prometheus counters)."""

    def judge_call(self, judge: str, outcome: str) -> None: ...

    def judge_tokens(self, judge: str, tokens: int) -> None: ...


class NoMetrics:
    def judge_call(self, judge: str, outcome: str) -> None:
        pass

    def judge_tokens(self, judge: str, tokens: int) -> None:
        pass


@dataclass(frozen=True)
class Ballot:
    """One judge on one change. `outcome`: ok, cached, error, timeout, rate_limited, invalid_reply,
    budget_exhausted."""

    judge: str
    outcome: str
    verdict: Verdict | None = None
    tokens: int = 0
    detail: str = ""

    @property
    def failed(self) -> bool:
        return self.verdict is None and self.outcome != "budget_exhausted"


@dataclass(frozen=True)
class JuryVerdict:
    """The jury's combined opinion on one change."""

    ballots: tuple[Ballot, ...]
    threshold: float = THRESHOLD

    @property
    def scores(self) -> tuple[float, ...]:
        return tuple(b.verdict.score for b in self.ballots if b.verdict is not None)

    @property
    def mean(self) -> float | None:
        return statistics.fmean(self.scores) if self.scores else None

    @property
    def variance(self) -> float:
        return float(statistics.pvariance(self.scores)) if len(self.scores) > 1 else 0.0

    @property
    def confidence(self) -> float | None:
        """1 when the judges agree exactly; 0 when they are as far apart as [0, 1] allows."""
        if not self.scores:
            return None
        spread: float = math.sqrt(self.variance)
        return round(max(0.0, 1.0 - 2.0 * spread), 3)

    @property
    def split(self) -> bool:
        """Judges on both sides of the threshold: a person should confirm."""
        return any(s >= self.threshold for s in self.scores) and any(s < self.threshold for s in self.scores)

    @property
    def meaning_changed(self) -> bool:
        mean = self.mean
        return mean is not None and mean >= self.threshold


class Jury:
    """Judges that score description changes. One instance per process: it owns the budgets."""

    def __init__(
        self,
        judges: Sequence[JudgeConfig],
        *,
        cache: VerdictCache | None = None,
        metrics: JudgeMetrics | None = None,
        threshold: float = THRESHOLD,
    ) -> None:
        if not judges:
            raise ValueError("a jury needs at least one judge")
        self.judges = tuple(judges)
        self.cache: VerdictCache = cache if cache is not None else MemoryCache()
        self.metrics: JudgeMetrics = metrics or NoMetrics()
        self.threshold = threshold
        self.spent: dict[str, int] = {j.label: 0 for j in self.judges}

    def remaining(self, judge: JudgeConfig) -> int:
        return max(0, judge.budget_tokens - self.spent[judge.label])

    async def _ballot(
        self,
        judge: JudgeConfig,
        messages: list[dict[str, str]],
        old: str | None,
        new: str | None,
        client: httpx2.AsyncClient,
    ) -> Ballot:
        key = cache_key(old, new, judge.model)
        cached = self.cache.get(key)
        if cached is not None:
            self.metrics.judge_call(judge.label, "cached")
            # A verdict cached before replies were scrubbed may still quote the key.
            return Ballot(judge.label, "cached", scrub_verdict(cached, judge))
        # Reserve the prompt's estimated cost before awaiting, so that concurrent calls cannot
        # together overshoot the budget; the reply's real usage settles the difference.
        reserved = estimate_tokens(*(m["content"] for m in messages))
        if reserved > self.remaining(judge):
            self.metrics.judge_call(judge.label, "budget_exhausted")
            detail = f"token budget exhausted ({self.spent[judge.label]} of {judge.budget_tokens} spent)"
            return Ballot(judge.label, "budget_exhausted", detail=detail)
        self.spent[judge.label] += reserved
        try:
            answer = await ask(judge, messages, client)
        except JudgeFailure as failure:
            self._settle(judge, reserved, failure.tokens)
            self.metrics.judge_call(judge.label, failure.outcome)
            return Ballot(judge.label, failure.outcome, tokens=failure.tokens, detail=str(failure))
        except BaseException:
            self.spent[judge.label] -= reserved  # cancelled: nothing was billed that we know of
            raise
        self._settle(judge, reserved, answer.tokens)
        self.cache.put(key, answer.verdict)
        self.metrics.judge_call(judge.label, "ok")
        return Ballot(judge.label, "ok", answer.verdict, answer.tokens)

    def _settle(self, judge: JudgeConfig, reserved: int, tokens: int) -> None:
        self.spent[judge.label] += tokens - reserved
        if tokens:
            self.metrics.judge_tokens(judge.label, tokens)

    async def judge(
        self, tool: str, path: str, old: str | None, new: str | None, client: httpx2.AsyncClient | None = None
    ) -> JuryVerdict:
        """Every judge on one change, concurrently; failures become ballots, never exceptions."""
        if client is None:
            import httpx2

            async with httpx2.AsyncClient(timeout=None, follow_redirects=False) as own:
                return await self.judge(tool, path, old, new, own)
        messages = build_messages(tool, path, old, new)
        ballots: list[Ballot | None] = [None] * len(self.judges)

        async def run(index: int, judge: JudgeConfig) -> None:
            ballots[index] = await self._ballot(judge, messages, old, new, client)

        async with anyio.create_task_group() as group:
            for index, judge in enumerate(self.judges):
                group.start_soon(run, index, judge)
        return JuryVerdict(tuple(b for b in ballots if b is not None), self.threshold)
