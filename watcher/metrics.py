"""Prometheus metrics, on a registry of their own (one per daemon instance, so tests never collide)."""

from __future__ import annotations

import contextlib

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

PREFIX = "toolwatch_"


class Metrics:
    def __init__(self, registry: CollectorRegistry | None = None) -> None:
        self.registry = registry or CollectorRegistry()
        r = self.registry
        self.verdicts = Counter(
            PREFIX + "tool_compat_verdicts",
            "Graded tool changes, counted once per distinct change when its finding opens.",
            ["upstream", "grade", "outcome"],
            registry=r,
        )
        self.refreshes = Counter(
            PREFIX + "refreshes",
            "Catalogue refreshes by trigger (connect, list_changed, poll, reload).",
            ["upstream", "trigger"],
            registry=r,
        )
        self.refresh_errors = Counter(
            PREFIX + "refresh_errors",
            "Refreshes that could not list or grade the catalogue.",
            ["upstream"],
            registry=r,
        )
        self.refresh_duration = Histogram(
            PREFIX + "refresh_duration_seconds",
            "Time to grade and record one refresh, once tools/list was read.",
            ["upstream"],
            buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30),
            registry=r,
        )
        self.upstream_up = Gauge(
            PREFIX + "upstream_up",
            "1 while a session to the upstream is established.",
            ["upstream"],
            registry=r,
        )
        self.reconnects = Counter(
            PREFIX + "upstream_reconnects",
            "Connection attempts after the first one (reconnects and retries).",
            ["upstream"],
            registry=r,
        )
        self.stdout_invalid = Counter(
            PREFIX + "upstream_stdout_invalid_lines",
            "Lines a stdio server wrote to stdout that are not JSON-RPC (dropped; logged once per minute).",
            ["upstream"],
            registry=r,
        )
        self.tools = Gauge(PREFIX + "tools", "Tools in the last snapshot.", ["upstream"], registry=r)
        self.open_findings = Gauge(
            PREFIX + "open_findings",
            "Findings not yet reverted or approved.",
            ["upstream", "grade"],
            registry=r,
        )
        self.lockfile_errors = Counter(
            PREFIX + "lockfile_errors",
            "Refreshes whose lockfile was unreadable or invalid (graded fail-open).",
            ["upstream"],
            registry=r,
        )

        self.judge_calls = Counter(
            PREFIX + "judge_calls",
            "Calls to description judges, by judge and outcome (ok, error, timeout, invalid, cached, skipped).",
            ["judge", "outcome"],
            registry=r,
        )
        self.judge_tokens = Counter(
            PREFIX + "judge_tokens", "Tokens spent by description judges.", ["judge"], registry=r
        )

    def forget(self, upstream: str) -> None:
        """Drop an upstream's labelled series (it was removed from the config)."""
        for metric in (self.upstream_up, self.tools, self.stdout_invalid):
            with contextlib.suppress(KeyError):
                metric.remove(upstream)
        for grade in ("none", "patch", "minor", "major"):
            with contextlib.suppress(KeyError):
                self.open_findings.remove(upstream, grade)

    def set_open_findings(self, upstream: str, counts: dict[str, int]) -> None:
        for grade in ("none", "patch", "minor", "major"):
            self.open_findings.labels(upstream=upstream, grade=grade).set(counts.get(grade, 0))

    def render(self) -> bytes:
        return bytes(generate_latest(self.registry))
