"""The bridge to the notifiers package: refresh results become RefreshEvents for its Dispatcher.

A refresh journals its event in the state database in the same transaction as its findings
(`journal_event`); `NotifierSink` then hands every journalled event to the outbox and forgets it. A
crash between the two steps replays the journal at the next start (or refresh): the outbox's dedup
on the event id makes the replay harmless, so an alert is never lost and never sent twice.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

from oracle import Grade, Outcome

from .baseline import ToolVerdict
from .refresh import RefreshResult, worst_first
from .state import State, StoredFinding

if TYPE_CHECKING:
    from notifiers import Dispatcher, MassChange, RefreshEvent, ResolvedChange

log = logging.getLogger("toolwatch.notify")

OUTBOX_NAME = "outbox.sqlite3"
REPLAY_BATCH = 50  # journalled events handed to the outbox per state read


def _worst_first(v: tuple[ToolVerdict, int]) -> tuple[int, int, str]:
    return worst_first(v[0])


def _mass_change(result: RefreshResult) -> MassChange:
    from notifiers import MassChange

    keys = sorted(
        [v.change.name, v.change.old_digest or "", v.change.new_digest or "", n]
        for v, n in zip(result.new, result.occurrences, strict=True)
    )
    closed = sorted([f.tool, f.old_digest, f.new_digest, f.occurrence] for f in result.resolved)
    material = json.dumps([keys, closed], separators=(",", ":"), ensure_ascii=False)
    grades = Counter(v.change.grade for v in result.new)
    outcomes = Counter(v.outcome.value for v in result.new)
    return MassChange(
        tools=len(result.new),
        resolved=len(result.resolved),
        security=sum(1 for v in result.new if v.change.security),
        by_grade=tuple((g.label, grades[g]) for g in sorted(grades, reverse=True)),
        by_outcome=tuple(sorted(outcomes.items())),
        digest="sha256:" + hashlib.sha256(material.encode("utf-8", "surrogatepass")).hexdigest(),
    )


def _resolved(f: StoredFinding) -> ResolvedChange:
    from notifiers import ResolvedChange

    return ResolvedChange(
        tool=f.tool,
        old_digest=f.old_digest or None,
        new_digest=f.new_digest or None,
        grade=Grade.parse(f.grade),
        security=f.security,
        summary=f.summary,
        reason=f.close_reason,
        outcome=Outcome(f.outcome),
        occurrence=f.occurrence,
    )


def to_event(result: RefreshResult) -> RefreshEvent:
    """The event of one refresh. Past `result.alert_max_tools` new tools (or closed changes) it is a
    mass change: the worst ones listed, the whole refresh counted, so one alert stays small."""
    from notifiers import RefreshEvent, ToolEvent

    new = list(zip(result.new, result.occurrences, strict=True))
    resolved = list(result.resolved)
    cap = result.alert_max_tools
    mass = None
    if len(new) > cap or len(resolved) > cap:
        mass = _mass_change(result)
        new = sorted(new, key=_worst_first)[:cap]
        resolved = sorted(resolved, key=lambda f: (-int(Grade.parse(f.grade)), -int(f.security), f.tool))[
            :cap
        ]
    return RefreshEvent(
        upstream=result.upstream,
        tools=tuple(
            ToolEvent(v.change, v.outcome, v.previous_version, v.declared_version, occurrence=n)
            for v, n in new
        ),
        resolved=tuple(_resolved(f) for f in resolved),
        mass_change=mass,
    )


def journal_event(result: RefreshResult) -> tuple[str, str] | None:
    """(event id, payload) of a refresh's event, to journal with its findings; None if it has none."""
    from notifiers import event_to_json

    if not result.new and not result.resolved:
        return None
    event = to_event(result)
    payload = json.dumps(event_to_json(event), ensure_ascii=False, separators=(",", ":"), default=str)
    return event.event_id, payload


def build_dispatcher(notify: Any, where: str, state_dir: Path, registry: Any) -> Dispatcher | None:
    """A Dispatcher for the `notify:` section, or None when it has no routes."""
    if not notify or not notify.get("routes"):
        return None
    from notifiers import Dispatcher, parse_notify_config

    return Dispatcher(parse_notify_config(notify, where=where), state_dir / OUTBOX_NAME, registry=registry)


class NotifierSink:
    """Moves journalled events from the state database to the outbox (at least once, deduplicated)."""

    def __init__(self, dispatcher: Dispatcher, state: State) -> None:
        self.dispatcher = dispatcher
        self.state = state

    async def publish(self, result: RefreshResult) -> None:
        # Not only this refresh's event: anything an earlier crash or outbox error left behind too.
        await self.replay()

    async def replay(self) -> int:
        """Hand every journalled event to the outbox, oldest first; returns how many were handed.
        An outbox error leaves the rest journalled for the next refresh (or start) to retry."""
        import anyio.to_thread

        from notifiers import OutboxError, event_from_json

        handed = 0
        while True:
            pending = await anyio.to_thread.run_sync(self.state.pending_events, REPLAY_BATCH)
            if not pending:
                return handed
            done: list[int] = []
            try:
                for item in pending:
                    try:
                        event = event_from_json(json.loads(item.payload))
                    except (ValueError, KeyError, TypeError) as exc:  # not ours to guess at: say so, drop it
                        log.error("journalled event %s is unreadable, dropped: %s", item.event_id, exc)
                    else:
                        await self.dispatcher.publish(event)
                    done.append(item.seq)
            except OutboxError as exc:
                log.error(
                    "notification outbox unavailable, %d event(s) kept for the next try: %s",
                    len(pending) - len(done),
                    exc,
                )
                return handed
            finally:
                await anyio.to_thread.run_sync(self.state.forget_events, done)
                handed += len(done)
