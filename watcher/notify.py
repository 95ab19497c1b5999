"""The bridge to the notifiers package: refresh results become RefreshEvents for its Dispatcher."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from oracle import Grade, Outcome

from .refresh import RefreshResult

if TYPE_CHECKING:
    from notifiers import Dispatcher, RefreshEvent

OUTBOX_NAME = "outbox.sqlite3"


def to_event(result: RefreshResult) -> RefreshEvent:
    from notifiers import RefreshEvent, ResolvedChange, ToolEvent

    return RefreshEvent(
        upstream=result.upstream,
        tools=tuple(
            ToolEvent(v.change, v.outcome, v.previous_version, v.declared_version) for v in result.new
        ),
        resolved=tuple(
            ResolvedChange(
                tool=f.tool,
                old_digest=f.old_digest or None,
                new_digest=f.new_digest or None,
                grade=Grade.parse(f.grade),
                security=f.security,
                summary=f.summary,
                reason=f.close_reason,
                outcome=Outcome(f.outcome),
            )
            for f in result.resolved
        ),
    )


def build_dispatcher(notify: Any, where: str, state_dir: Path, registry: Any) -> Dispatcher | None:
    """A Dispatcher for the `notify:` section, or None when it has no routes."""
    if not notify or not notify.get("routes"):
        return None
    from notifiers import Dispatcher, parse_notify_config

    return Dispatcher(parse_notify_config(notify, where=where), state_dir / OUTBOX_NAME, registry=registry)


class NotifierSink:
    def __init__(self, dispatcher: Dispatcher) -> None:
        self.dispatcher = dispatcher

    async def publish(self, result: RefreshResult) -> None:
        await self.dispatcher.publish(to_event(result))
