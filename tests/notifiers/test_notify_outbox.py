from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from notify_helpers import event

from notifiers import Outbox, OutboxError, event_to_json
from notifiers.outbox import NewMessage, url_key


def _msg(salt: str, route: str = "r", url: str = "json://h.example.com/x") -> NewMessage:
    e = event(salt=salt)
    return NewMessage(route, url_key(route, url), "json://h.example.com/***", e.event_id, event_to_json(e))


def test_enqueue_is_idempotent_per_dedup_key(tmp_path: Path) -> None:
    box = Outbox(tmp_path / "o.sqlite3")
    assert len(box.enqueue([_msg("a"), _msg("b")])) == 2
    assert box.enqueue([_msg("a")]) == []
    assert box.depth() == 2
    assert len(box.enqueue([_msg("a", route="other")])) == 1


def test_the_url_itself_is_never_stored(tmp_path: Path) -> None:
    path = tmp_path / "o.sqlite3"
    box = Outbox(path)
    box.enqueue([_msg("a", url="json://user:topsecret99@h.example.com/x")])
    box.close()
    dump = "\n".join(sqlite3.connect(path).iterdump())
    assert "topsecret99" not in dump


def test_merge_retry_purge(tmp_path: Path) -> None:
    box = Outbox(tmp_path / "o.sqlite3")
    box.enqueue([_msg(str(i)) for i in range(4)])
    rows = box.due(now=1e12)
    batch = box.merge([r.id for r in rows])
    assert batch.coalesced == 3 and len(batch.payload) == 4 and len(batch.event_ids) == 4
    assert box.counts()["r"] == {"merged": 4, "pending": 1}
    box.mark_failed(batch.id, "HTTP 500", retry_at=None)
    assert box.dead_count() == 1 and box.depth() == 0
    assert box.retry() == 1
    again = box.get(batch.id)
    assert again is not None and again.state == "pending" and again.attempts == 0
    box.mark_delivered(batch.id)
    assert box.purge(state="delivered") == 1
    assert box.purge(state=None) == 4


def test_unknown_schema_version_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "o.sqlite3"
    Outbox(path).close()
    db = sqlite3.connect(path)
    db.execute("UPDATE outbox_schema SET version = 99")
    db.commit()
    db.close()
    with pytest.raises(OutboxError, match="schema version 99"):
        Outbox(path)


def test_not_a_database_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "o.sqlite3"
    path.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(OutboxError, match="cannot open the outbox"):
        Outbox(path)


def test_a_backlog_at_one_receiver_never_hides_another(tmp_path: Path) -> None:
    box = Outbox(tmp_path / "o.sqlite3")
    box.enqueue([_msg(str(i), url="json://dead.example.com/x") for i in range(300)], now=1.0)
    box.enqueue([_msg("late", url="json://alive.example.com/x")], now=2.0)
    rows = box.due(now=10.0, per_lane=50)
    lanes = {r.url_key for r in rows}
    assert url_key("r", "json://alive.example.com/x") in lanes
    assert len(rows) == 51


def test_database_errors_surface_as_outbox_errors(tmp_path: Path) -> None:
    box = Outbox(tmp_path / "o.sqlite3")
    box.close()
    with pytest.raises(OutboxError):
        box.depth()
    with pytest.raises(OutboxError):
        box.enqueue([_msg("a")])


def test_dispatcher_builds_outside_an_event_loop_and_twice_on_one_registry(tmp_path: Path) -> None:
    from prometheus_client import CollectorRegistry

    from notifiers import Dispatcher, parse_notify_config

    cfg = parse_notify_config({"routes": [{"name": "r", "urls": ["json://h.example.com/x"]}]}, where="n")
    registry = CollectorRegistry()
    with Dispatcher(cfg, tmp_path / "o.sqlite3", registry=registry) as first:
        assert first.status()["outbox"]["depth"] == 0
    with Dispatcher(cfg, tmp_path / "o.sqlite3", registry=registry) as second:  # a config reload
        assert second.status()["routes"]["r"]["targets"][0]["target"] == "json://h.example.com/***"
    assert registry.get_sample_value("toolwatch_outbox_depth") == 0
