"""Delivery through apprise to real receivers on loopback."""

from __future__ import annotations

import logging
import threading
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import jsonschema
import pytest
from notify_helpers import event, free_port, hook_server, smtp_server
from prometheus_client import CollectorRegistry

from notifiers import Dispatcher, Outbox, notification_schema, parse_notify_config

pytestmark = pytest.mark.anyio
FAST = {"backoff_initial_seconds": 0.05, "backoff_max_seconds": 0.2}


def config(routes: list[dict[str, Any]], **delivery: Any) -> Any:
    return parse_notify_config({"routes": routes, "delivery": {**FAST, **delivery}}, where="test")


@asynccontextmanager
async def running(
    cfg: Any, path: Path, registry: CollectorRegistry | None = None
) -> AsyncIterator[Dispatcher]:
    dispatcher = Dispatcher(cfg, path, registry=registry or CollectorRegistry())
    try:
        async with anyio.create_task_group() as tg:
            tg.start_soon(dispatcher.run)
            yield dispatcher
            tg.cancel_scope.cancel()
    finally:
        dispatcher.close()


async def until(predicate: Callable[[], bool], seconds: float = 15.0) -> None:
    """Poll: the receivers run in their own threads and have no event to wait on."""
    with anyio.fail_after(seconds):
        while not predicate():  # noqa: ASYNC110
            await anyio.sleep(0.02)


async def test_json_and_form_webhooks_get_the_document(tmp_path: Path) -> None:
    reg = CollectorRegistry()
    with hook_server() as hook:
        cfg = config([{"name": "hooks", "urls": [hook.url("json", "/j"), hook.url("form", "/f")]}])
        async with running(cfg, tmp_path / "o.sqlite3", reg) as d:
            e = event()
            result = await d.publish(e)
            assert result.routes == ("hooks",) and result.enqueued == 2
            await until(lambda: len(hook.hits) == 2)
            assert (await d.publish(e)).enqueued == 0  # the same refresh again: nothing new
    by_path = {h.path: h for h in hook.hits}
    assert by_path["/j"].content_type.startswith("application/json")
    assert by_path["/f"].content_type.startswith("application/x-www-form-urlencoded")
    for hit in hook.hits:
        doc = hit.document
        jsonschema.validate(doc, notification_schema())
        assert doc["events"][0]["event_id"] == e.event_id
        assert hit.fields["title"].startswith("[toolwatch] prod-github: MAJOR")
    assert (
        reg.get_sample_value("toolwatch_notifications_total", {"route": "hooks", "result": "delivered"}) == 2
    )
    assert reg.get_sample_value("toolwatch_notification_latency_seconds_count", {"route": "hooks"}) == 2
    assert reg.get_sample_value("toolwatch_outbox_depth") == 0


async def test_mailto_sends_html_with_a_text_alternative(tmp_path: Path) -> None:
    with smtp_server() as (sink, port):
        url = f"mailto://127.0.0.1:{port}?mode=insecure&from=toolwatch@example.com&to=secops@example.com"
        cfg = config([{"name": "mail", "urls": [url], "when": {"security": True}}])
        async with running(cfg, tmp_path / "o.sqlite3"):
            pass
        async with running(cfg, tmp_path / "o.sqlite3") as d:
            await d.publish(event())
            await until(lambda: len(sink.messages) == 1)
    msg = sink.messages[0]
    assert msg["Subject"] == "[toolwatch] prod-github: MAJOR, 1 finding in 1 tool, security"
    parts = {
        p.get_content_type(): p.get_payload(decode=True).decode() for p in msg.walk() if not p.is_multipart()
    }
    assert set(parts) == {"text/plain", "text/html"}
    assert "⚠ read ~/.ssh/id_rsa</mark>" in parts["text/html"]
    assert "read ~/.ssh/id_rsa" in parts["text/plain"]
    assert "search" not in parts["text/plain"]  # the security route only carries the security finding


async def test_500s_are_retried_then_dead_lettered_then_retried_by_the_operator(tmp_path: Path) -> None:
    reg = CollectorRegistry()
    with hook_server(status=500) as hook:
        cfg = config([{"name": "flaky", "urls": [hook.url(query="?+X-Token=tok-9f8e7d6c")]}], max_attempts=3)
        async with running(cfg, tmp_path / "o.sqlite3", reg) as d:
            await d.publish(event())
            await until(lambda: d.status()["outbox"]["dead_letters"] == 1)
            status = d.status()
            target = status["routes"]["flaky"]["targets"][0]
            assert "500" in target["last_error"] and target["consecutive_failures"] == 3
            assert "tok-9f8e7d6c" not in repr(status)
            assert reg.get_sample_value("toolwatch_outbox_dead_letters") == 1
            assert (
                reg.get_sample_value("toolwatch_notifications_total", {"route": "flaky", "result": "failed"})
                == 2
            )
            assert (
                reg.get_sample_value("toolwatch_notifications_total", {"route": "flaky", "result": "dead"})
                == 1
            )
            hook.status = 200
            box = Outbox(tmp_path / "o.sqlite3")
            assert box.retry() == 1  # what `toolwatch outbox retry` does, from another connection
            box.close()
            await until(lambda: len(hook.hits) == 1)
            await until(lambda: d.status()["outbox"]["dead_letters"] == 0)


async def test_a_hanging_receiver_delays_nothing_else(tmp_path: Path) -> None:
    release = threading.Event()
    with hook_server(hang=release) as slow, hook_server() as fast:
        cfg = config(
            [
                {"name": "slow", "urls": [slow.url(query="?rto=30")]},
                {"name": "fast", "urls": [fast.url()]},
            ]
        )
        async with running(cfg, tmp_path / "o.sqlite3") as d:
            for i in range(5):
                await d.publish(event(salt=str(i)))
            await until(lambda: len(fast.hits) == 5)
            assert slow.hits == []
            assert d.status()["routes"]["slow"]["targets"][0]["in_flight"] >= 1
            release.set()
            await until(lambda: len(slow.hits) == 5)


async def test_down_receiver_comes_back_delivered_exactly_once(tmp_path: Path, caplog: Any) -> None:
    caplog.set_level(logging.WARNING)
    port = free_port()
    cfg = config([{"name": "later", "urls": [f"json://127.0.0.1:{port}/hook"]}])
    async with running(cfg, tmp_path / "o.sqlite3") as d:
        events = [event(salt=str(i)) for i in range(10)]
        for e in events:
            await d.publish(e)
        await until(lambda: d.status()["routes"]["later"]["targets"][0]["consecutive_failures"] >= 3)
        with hook_server(port=port) as hook:
            await until(lambda: len(hook.seen_events) == 10)
            await anyio.sleep(0.5)  # nothing further arrives
            assert hook.seen_events == {e.event_id: 1 for e in events}
            assert len(hook.hits) == 10
    assert any("attempt 1 failed" in r.getMessage() for r in caplog.records)


async def test_storm_is_coalesced_with_counts_nothing_dropped(tmp_path: Path) -> None:
    reg = CollectorRegistry()
    with hook_server() as hook:
        cfg = config([{"name": "storm", "urls": [hook.url()], "rate_limit": "2/min"}])
        path = tmp_path / "o.sqlite3"
        events = [event(f"up{i % 7}", salt=str(i)) for i in range(40)]
        d0 = Dispatcher(cfg, path, registry=CollectorRegistry())
        for e in events:  # the storm lands before delivery starts
            await d0.publish(e)
        d0.close()
        async with running(cfg, path, reg):
            await until(lambda: len(hook.hits) == 1)
            await anyio.sleep(0.3)
    assert len(hook.hits) == 1
    doc = hook.hits[0].document
    assert doc["coalesced"] == 39
    assert sorted(e["event_id"] for e in doc["events"]) == sorted(e.event_id for e in events)
    assert "40 notifications coalesced into this one (rate limit 2/min)" in doc["summary"]
    assert hook.hits[0].fields["title"].startswith("[toolwatch] 40 refreshes")
    assert (
        reg.get_sample_value("toolwatch_notifications_total", {"route": "storm", "result": "coalesced"}) == 40
    )


async def test_rate_limited_route_sends_within_budget_then_coalesces(tmp_path: Path) -> None:
    with hook_server() as hook:
        cfg = config([{"name": "r", "urls": [hook.url()], "rate_limit": "3/s"}])
        async with running(cfg, tmp_path / "o.sqlite3") as d:
            events = [event(salt=str(i)) for i in range(30)]
            for e in events:
                await d.publish(e)
                await anyio.sleep(0.005)
            await until(lambda: sum(len(h.document["events"]) for h in hook.hits) == 30)
    assert len(hook.hits) < 30
    assert sorted(ev["event_id"] for h in hook.hits for ev in h.document["events"]) == sorted(
        e.event_id for e in events
    )


async def test_graceful_stop_finishes_the_attempt_in_flight(tmp_path: Path) -> None:
    release = threading.Event()
    path = tmp_path / "o.sqlite3"
    with hook_server(hang=release) as hook:
        cfg = config([{"name": "r", "urls": [hook.url(query="?rto=30")]}])
        d = Dispatcher(cfg, path, registry=CollectorRegistry())
        async with anyio.create_task_group() as tg:
            tg.start_soon(d.run)
            await d.publish(event())
            await until(lambda: d.status()["routes"]["r"]["targets"][0]["in_flight"] == 1)
            threading.Timer(0.3, release.set).start()
            tg.cancel_scope.cancel()  # the daemon's SIGTERM
        d.close()
        assert len(hook.hits) == 1
    box = Outbox(path)
    assert box.counts() == {"r": {"delivered": 1}}
    box.close()


async def test_secrets_never_reach_logs_or_status(tmp_path: Path, caplog: Any) -> None:
    caplog.set_level(logging.DEBUG)
    port = free_port()
    secret_url = (
        f"json://bot:Pa55w0rd-zz9@127.0.0.1:{port}/hooks/T0K3N-abcdef123?+Authorization=Bearer%20sk-live-777"
    )
    cfg = config([{"name": "s", "urls": [secret_url]}], max_attempts=2)
    async with running(cfg, tmp_path / "o.sqlite3") as d:
        await d.publish(event())
        await until(lambda: d.status()["outbox"]["dead_letters"] == 1)
        status = repr(d.status())
    box = Outbox(tmp_path / "o.sqlite3")
    rows = repr([r.summary() for r in box.rows()])
    box.close()
    logs = "\n".join(r.getMessage() for r in caplog.records)
    for secret in ("Pa55w0rd-zz9", "T0K3N-abcdef123", "sk-live-777"):
        assert secret not in logs and secret not in status and secret not in rows
    assert "json://***@127.0.0.1/***" in status


async def test_a_url_removed_from_the_config_dead_letters_its_messages(tmp_path: Path) -> None:
    path = tmp_path / "o.sqlite3"
    gone = config([{"name": "r", "urls": ["json://127.0.0.1:9/old?+X-Key=k3y-0ld-999"]}])
    d = Dispatcher(gone, path, registry=CollectorRegistry())
    await d.publish(event())
    d.close()
    with hook_server() as hook:
        async with running(config([{"name": "r", "urls": [hook.url()]}]), path) as d2:
            await d2.publish(event(salt="new"))
            await until(lambda: len(hook.hits) == 1 and d2.status()["outbox"]["dead_letters"] == 1)
    box = Outbox(path)
    (dead,) = box.rows(state="dead")
    box.close()
    assert "no longer in the config" in (dead.last_error or "")
    assert "k3y-0ld-999" not in repr(dead)
