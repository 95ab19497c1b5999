"""Child process for the kill -9 test: a real daemon that records a finding (and journals its event in
the same transaction), says JOURNALLED, and stalls before the event reaches the outbox."""

from __future__ import annotations

import sys
from pathlib import Path

import anyio

import watcher.notify
from watcher.config import load_config
from watcher.supervisor import Daemon

real_replay = watcher.notify.NotifierSink.replay


async def stalled_replay(self: watcher.notify.NotifierSink) -> int:
    if self.state.pending_event_count():  # the state write is committed; the outbox write is next
        print("JOURNALLED", flush=True)
        await anyio.sleep_forever()
    return await real_replay(self)


async def main(config_path: str) -> None:
    watcher.notify.NotifierSink.replay = stalled_replay  # type: ignore[method-assign]
    daemon = Daemon(load_config(Path(config_path)))
    async with anyio.create_task_group() as tg:
        await tg.start(daemon.run)
        while not all(r.status.state == "up" for r in daemon.running.values()):  # noqa: ASYNC110
            await anyio.sleep(0.02)
        print("UP", flush=True)
        await anyio.sleep_forever()


if __name__ == "__main__":
    anyio.run(main, sys.argv[1])
