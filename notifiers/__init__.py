"""toolwatch's notifiers: routing, a durable outbox, rendering and apprise delivery.

The daemon plugs in through the names below; modules with a leading underscore are private.

Config
    `NOTIFY_SCHEMA` is the JSON Schema (draft 2020-12) of the `notify:` section; the daemon's config
    schema embeds it as `properties.notify`. `parse_notify_config(data, *, where)` takes that mapping
    with `${ENV}` already substituted and returns a `NotifyConfig`, or raises `NotifyConfigError`
    (a ValueError) naming `where` plus the key path. Every URL is checked with apprise at start-up;
    errors show URLs only redacted::

        notify:
          routes:
            - name: security
              urls: ["slack://${A}/${B}/${C}/#mcp-security", "mailto://${U}:${P}@smtp.example.com?to=sec@example.com"]
              when: {security: true}
            - name: platform
              urls: ["json://hooks.example.internal/toolwatch"]
              when: {min_grade: minor, outcomes: [violation, removed_tool], upstreams: ["prod-*"], tools: ["*"],
                     dimensions: [structural]}
              format: markdown          # markdown | html | text (services without a native form, and the
                                        # `summary` of the webhook document)
              rate_limit: 20/min        # N/s|min|hour|day or N/<k><unit>; excess is coalesced, never dropped
          resolved: true                # also notify when findings close
          delivery: {max_attempts: 10, backoff_initial_seconds: 2, backoff_max_seconds: 600,
                     concurrency: 8, retention_days: 7}     # all optional

Event input
    `RefreshEvent(upstream, tools=(ToolEvent(change, outcome, previous_version, declared_version, ...,
    occurrence), ...), resolved=(ResolvedChange(tool, old_digest, new_digest, grade, security, summary,
    reason, outcome, occurrence), ...), detected_at=now, mass_change=None)`: the *new* findings of one
    refresh of one upstream, grouped by tool (`change` is the oracle's ToolChange), plus the changes it
    closed; a refresh with more than an alert lists carries a `MassChange` (counts over the whole
    refresh) and only its worst tools. `event.event_id` ("evt_" + 32 hex) is derived from content only
    (upstream, each tool's name, old/new digest, rule ids and occurrence, each closed change's tool,
    digests and occurrence, a mass change's digest), so re-publishing a refresh enqueues nothing new
    while a change that comes back after a resolution (its next occurrence) alerts again.

Delivery
    `Dispatcher(config, notifiers.outbox.outbox_path(state_dir), registry=registry)` (the file is
    `state_dir/outbox.sqlite3`, where `toolwatch outbox` looks):

    - `await dispatcher.publish(event) -> PublishResult` routes the event, writes one message per
      matching route URL to the outbox (durable when it returns) and returns; it never waits on a
      receiver.
    - `await dispatcher.run()` drains the outbox until cancelled: start it in the daemon's task group;
      cancelling that group stops it after the attempts in flight finish and are recorded.
    - `dispatcher.status()` is the dict for `/api/v1/status` (depth, dead letters, per route and URL,
      URLs redacted); `dispatcher.close()` after `run()` has returned.

    Metrics on the given registry: `toolwatch_notifications_total{route,result}` (result: enqueued,
    delivered, failed, dead, coalesced), `toolwatch_outbox_depth`, `toolwatch_outbox_dead_letters`,
    `toolwatch_notification_latency_seconds{route}`.

Operators
    `notifiers.outbox.Outbox(path)`: `rows()`, `retry()`, `purge()` behind `toolwatch outbox`.

Rendering and documents
    `render(events, flavor, limit=...)` (markdown, slack, text, html) and `to_slack_mrkdwn()`; the webhook
    document's schema is `notification_schema()` (package data `notification-v1.schema.json`).
    `defang(text)` is the step every renderer applies to text from a server (addresses made inert,
    invisible characters shown); `notifiers._defang` imports nothing else, for other renderers.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ._config import (
        NOTIFY_SCHEMA,
        DeliveryPolicy,
        NotifyConfig,
        NotifyConfigError,
        RateLimit,
        Route,
        When,
        parse_notify_config,
    )
    from ._defang import defang
    from ._dispatcher import Dispatcher, PublishResult
    from ._document import SCHEMA_ID, notification_schema
    from ._event import MassChange, RefreshEvent, ResolvedChange, ToolEvent, event_from_json, event_to_json
    from ._redact import Scrubber, redact_url
    from ._render import Rendered, render, to_slack_mrkdwn
    from .outbox import Outbox, OutboxError

# Loaded on first use, so that `notifiers._defang` (used by the CLI's reports) costs nothing else.
# A new public name goes in `__all__`, the TYPE_CHECKING imports and here (a test checks all three).
_HOME = {
    **dict.fromkeys(
        (
            "NOTIFY_SCHEMA",
            "DeliveryPolicy",
            "NotifyConfig",
            "NotifyConfigError",
            "RateLimit",
            "Route",
            "When",
            "parse_notify_config",
        ),
        "_config",
    ),
    "defang": "_defang",
    "Dispatcher": "_dispatcher",
    "PublishResult": "_dispatcher",
    "SCHEMA_ID": "_document",
    "notification_schema": "_document",
    **dict.fromkeys(
        ("MassChange", "RefreshEvent", "ResolvedChange", "ToolEvent", "event_from_json", "event_to_json"),
        "_event",
    ),
    "Scrubber": "_redact",
    "redact_url": "_redact",
    "Rendered": "_render",
    "render": "_render",
    "to_slack_mrkdwn": "_render",
    "Outbox": "outbox",
    "OutboxError": "outbox",
}


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module 'notifiers' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{home}", __name__), name)
    globals()[name] = value  # later lookups skip this function
    return value


__all__ = [
    "NOTIFY_SCHEMA",
    "SCHEMA_ID",
    "DeliveryPolicy",
    "Dispatcher",
    "MassChange",
    "NotifyConfig",
    "NotifyConfigError",
    "Outbox",
    "OutboxError",
    "PublishResult",
    "RateLimit",
    "RefreshEvent",
    "Rendered",
    "ResolvedChange",
    "Route",
    "Scrubber",
    "ToolEvent",
    "When",
    "defang",
    "event_from_json",
    "event_to_json",
    "notification_schema",
    "parse_notify_config",
    "redact_url",
    "render",
    "to_slack_mrkdwn",
]
