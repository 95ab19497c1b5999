"""Child process for the kill -9 test: publish events to a dead receiver, say so, then keep trying."""

from __future__ import annotations

import json
import sys

import anyio
from notify_helpers import event
from prometheus_client import CollectorRegistry

from notifiers import Dispatcher, parse_notify_config


async def main(outbox: str, config: str, count: int) -> None:
    dispatcher = Dispatcher(
        parse_notify_config(json.loads(config), where="child"), outbox, registry=CollectorRegistry()
    )
    async with anyio.create_task_group() as tg:
        tg.start_soon(dispatcher.run)
        for i in range(count):
            await dispatcher.publish(event(f"up{i % 3}", salt=f"crash-{i}"))
        print("ENQUEUED", flush=True)
        await anyio.sleep_forever()


if __name__ == "__main__":
    anyio.run(main, sys.argv[1], sys.argv[2], int(sys.argv[3]))
