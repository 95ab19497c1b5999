"""What the daemon serves at `/` and `/api/v1/quarantine`, built from its live state.

SQLite reads and rendering run in a worker thread; the upstreams' live status is read on the event
loop first (it belongs to the sessions running there).
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

import anyio.to_thread

from .. import quarantine
from ..findings_model import FindingView, tool_lookup, view
from ..state import StoredSnapshot

if TYPE_CHECKING:
    from ..supervisor import Daemon


async def page(daemon: Daemon) -> str:
    from . import render_page

    statuses = [run.status.to_json() for _name, run in sorted(daemon.running.items())]
    names = [s["name"] for s in statuses]
    config = daemon.config

    def build() -> str:
        snapshots: dict[str, StoredSnapshot | None] = {}

        def snapshot(upstream: str) -> StoredSnapshot | None:
            if upstream not in snapshots:
                snapshots[upstream] = daemon.state.snapshot(upstream)
            return snapshots[upstream]

        views: list[FindingView] = []
        lookup = tool_lookup(daemon.state, config)
        for f in daemon.state.open_findings():
            if f.upstream not in names:
                continue  # another shard's, or an upstream no longer configured
            new_tool = f.detail.get("status") == "new"
            views.append(view(f, str(config.path), snapshot(f.upstream) if new_tool else None, lookup))
        feed = quarantine.build_feed(config, daemon.state, names)
        withheld = {(u["name"], t["name"]) for u in feed["upstreams"] for t in u["tools"]}
        return render_page(statuses, views, config=str(config.path), withheld=withheld)

    return await anyio.to_thread.run_sync(build)


_FEEDS: weakref.WeakKeyDictionary[Daemon, quarantine.FeedCache] = weakref.WeakKeyDictionary()


async def quarantine_feed(daemon: Daemon) -> bytes:
    names = list(daemon.running)
    config = daemon.config
    cache = _FEEDS.setdefault(daemon, quarantine.FeedCache())
    return await anyio.to_thread.run_sync(cache.get, config, daemon.state, names)
