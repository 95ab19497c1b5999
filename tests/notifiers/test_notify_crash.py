"""kill -9 with messages pending, then a restart: everything is delivered, nothing twice."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import anyio
import pytest
from notify_helpers import event, free_port, hook_server
from prometheus_client import CollectorRegistry

from notifiers import Dispatcher, Outbox, parse_notify_config

pytestmark = pytest.mark.anyio
HERE = Path(__file__).parent


async def test_sigkill_with_pending_messages_then_restart_delivers_all(tmp_path: Path) -> None:
    port = free_port()  # nobody listens yet: every attempt of the child fails
    notify = {
        "routes": [
            {"name": "ops", "urls": [f"json://127.0.0.1:{port}/hook", f"form://127.0.0.1:{port}/form"]}
        ],
        "delivery": {"backoff_initial_seconds": 0.05, "backoff_max_seconds": 0.2},
    }
    outbox = tmp_path / "state" / "outbox.sqlite3"
    count = 25
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(HERE), os.environ.get("PYTHONPATH", "")])}
    cmd = [sys.executable, str(HERE / "notify_crash_child.py"), str(outbox), json.dumps(notify), str(count)]
    child = await anyio.open_process(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    try:
        assert child.stdout is not None
        seen = b""
        with anyio.fail_after(60):
            while b"\n" not in seen:
                seen += await child.stdout.receive()
        assert seen.strip() == b"ENQUEUED"
        await anyio.sleep(0.3)  # let it fail a few attempts
    finally:
        child.send_signal(signal.SIGKILL)
        await child.wait()
        await child.aclose()
    assert child.returncode == -signal.SIGKILL

    box = Outbox(outbox)
    assert box.depth() == 2 * count  # every message survived the crash, none delivered
    assert max(r.attempts for r in box.rows(limit=1000)) >= 1
    box.close()

    expected = {event(f"up{i % 3}", salt=f"crash-{i}").event_id for i in range(count)}
    with hook_server(port=port) as hook:
        d = Dispatcher(parse_notify_config(notify, where="restart"), outbox, registry=CollectorRegistry())
        async with anyio.create_task_group() as tg:
            tg.start_soon(d.run)
            with anyio.fail_after(30):
                while len(hook.hits) < 2 * count:  # noqa: ASYNC110
                    await anyio.sleep(0.05)
            await anyio.sleep(0.3)
            tg.cancel_scope.cancel()
        d.close()
    per_path: dict[str, set[str]] = {}
    for hit in hook.hits:
        ids = [e["event_id"] for e in hit.document["events"]]
        per_path.setdefault(hit.path, set()).update(ids)
    assert per_path == {"/hook": expected, "/form": expected}
    assert len(hook.hits) == 2 * count  # and exactly once each


async def test_sigkill_mid_attempt_resends_and_a_deduplicating_receiver_sees_each_event_once(
    tmp_path: Path,
) -> None:
    release = threading.Event()
    with hook_server(hang=release) as hook:
        notify = {
            "routes": [{"name": "ops", "urls": [hook.url(query="?rto=60")]}],
            "delivery": {"backoff_initial_seconds": 0.05, "backoff_max_seconds": 0.2},
        }
        outbox = tmp_path / "outbox.sqlite3"
        count = 6
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(HERE), os.environ.get("PYTHONPATH", "")])}
        cmd = [
            sys.executable,
            str(HERE / "notify_crash_child.py"),
            str(outbox),
            json.dumps(notify),
            str(count),
        ]
        child = await anyio.open_process(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
        try:
            assert child.stdout is not None
            seen = b""
            with anyio.fail_after(60):
                while b"\n" not in seen:  # every publish has returned: all six are durable
                    seen += await child.stdout.receive()
                while hook.received < 2:  # noqa: ASYNC110  (two attempts held open by the receiver)
                    await anyio.sleep(0.05)
        finally:
            child.send_signal(signal.SIGKILL)
            await child.wait()
            await child.aclose()
        release.set()  # the receiver now processes the two requests whose sender died waiting
        with anyio.fail_after(10):
            while len(hook.hits) < 2:  # noqa: ASYNC110
                await anyio.sleep(0.05)
        hook.hang = None

        d = Dispatcher(parse_notify_config(notify, where="restart"), outbox, registry=CollectorRegistry())
        async with anyio.create_task_group() as tg:
            tg.start_soon(d.run)
            with anyio.fail_after(30):
                while len(hook.seen_events) < count:  # noqa: ASYNC110
                    await anyio.sleep(0.05)
            await anyio.sleep(0.3)
            tg.cancel_scope.cancel()
        d.close()
    expected = {event(f"up{i % 3}", salt=f"crash-{i}").event_id for i in range(count)}
    assert set(hook.seen_events) == expected  # none lost
    resent = [e for e, n in hook.seen_events.items() if n > 1]
    assert len(resent) == 2 and all(hook.seen_events[e] == 2 for e in resent)  # at least once, not more
