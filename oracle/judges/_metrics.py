"""Adapting the jury's metric hooks to labelled counters (the daemon's Prometheus ones) without
importing a metrics library here: anything with `.labels(**labels).inc(amount)` fits."""

from __future__ import annotations

from typing import Any, Protocol


class _Child(Protocol):
    def inc(self, amount: float = 1) -> None: ...


class LabelledCounter(Protocol):
    def labels(self, *args: Any, **kwargs: Any) -> _Child: ...


class CounterMetrics:
    """JudgeMetrics onto `toolwatch_judge_calls_total{judge,outcome}` and `toolwatch_judge_tokens_total{judge}`."""

    def __init__(self, calls: LabelledCounter, tokens: LabelledCounter) -> None:
        self._calls, self._tokens = calls, tokens

    def judge_call(self, judge: str, outcome: str) -> None:
        self._calls.labels(judge=judge, outcome=outcome).inc()

    def judge_tokens(self, judge: str, tokens: int) -> None:
        self._tokens.labels(judge=judge).inc(tokens)
