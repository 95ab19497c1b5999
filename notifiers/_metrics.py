"""Prometheus metrics of the notifiers, registered on the registry the daemon passes in."""

from __future__ import annotations

from weakref import WeakKeyDictionary

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram

RESULTS = ("enqueued", "delivered", "failed", "dead", "coalesced")


_ON: WeakKeyDictionary[CollectorRegistry, NotifyMetrics] = WeakKeyDictionary()


class NotifyMetrics:
    @classmethod
    def on(cls, registry: CollectorRegistry) -> NotifyMetrics:
        """The metrics on `registry`, registered once: a Dispatcher rebuilt on a config reload
        keeps counting on the same series instead of failing with 'Duplicated timeseries'."""
        if registry not in _ON:
            _ON[registry] = cls(registry)
        return _ON[registry]

    def __init__(self, registry: CollectorRegistry) -> None:
        self.notifications = Counter(
            "toolwatch_notifications",
            "Notification messages by route and result: enqueued, delivered, failed (one attempt), "
            "dead (dead-lettered), coalesced (folded into a batch message)",
            ["route", "result"],
            registry=registry,
        )
        self.depth = Gauge("toolwatch_outbox_depth", "Messages waiting in the outbox", registry=registry)
        self.dead = Gauge(
            "toolwatch_outbox_dead_letters", "Dead-lettered messages in the outbox", registry=registry
        )
        self.latency = Histogram(
            "toolwatch_notification_latency_seconds",
            "From entering the outbox to delivered",
            ["route"],
            buckets=(0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 1800, 3600),
            registry=registry,
        )

    def count(self, route: str, result: str, n: int = 1) -> None:
        if n:
            self.notifications.labels(route=route, result=result).inc(n)
