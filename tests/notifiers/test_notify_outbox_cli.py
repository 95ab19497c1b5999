"""`toolwatch outbox list|retry|purge` against a real outbox file."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import pytest
from notify_helpers import event

from notifiers import event_to_json
from notifiers.outbox import NewMessage, Outbox, outbox_path, url_key
from watcher.commands import outbox as command

CONFIG = """\
state_dir: ./state
upstreams:
  - name: demo
    transport: stdio
    command: toolwatch
notify:
  routes:
    - name: ops
      urls: ["json://${HOOK_HOST}/x"]
"""


def toolwatch(*argv: str) -> int:
    parser = argparse.ArgumentParser(prog="toolwatch")
    command.register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    code: int = args.func(args)
    return code


@pytest.fixture
def config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HOOK_HOST", "hooks.example.com")
    path = tmp_path / "config.yaml"
    path.write_text(CONFIG)
    box = Outbox(outbox_path(tmp_path / "state"))
    secret_url = "json://user:Sekr1t-xyz@hooks.example.com/x"
    msgs = [
        NewMessage(
            "ops",
            url_key("ops", secret_url),
            "json://***@hooks.example.com/***",
            e.event_id,
            event_to_json(e),
        )
        for e in (event(salt=str(i)) for i in range(3))
    ]
    box.enqueue(msgs)
    rows = box.due(now=1e12)
    box.mark_failed(rows[0].id, "HTTP error 500", retry_at=None)
    box.mark_delivered(rows[1].id)
    box.close()
    return path


def test_list_shows_counts_and_rows_without_secrets(config: Path, capsys: Any) -> None:
    assert toolwatch("outbox", "list", "-c", str(config)) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "outbox: 1 pending, 1 delivered, 1 dead, 0 merged"
    assert "HTTP error 500" in out and "Sekr1t" not in out
    assert toolwatch("outbox", "list", "-c", str(config), "--state", "dead", "--json") == 0
    doc = json.loads(capsys.readouterr().out)
    assert [m["state"] for m in doc["messages"]] == ["dead"]


def test_retry_then_purge(config: Path, capsys: Any) -> None:
    assert toolwatch("outbox", "retry", "-c", str(config)) == 0
    assert "1 message(s) queued again" in capsys.readouterr().out
    assert toolwatch("outbox", "purge", "-c", str(config), "--state", "delivered") == 0
    assert "1 message(s) purged" in capsys.readouterr().out
    box = Outbox(outbox_path(config.parent / "state"))
    assert box.counts() == {"ops": {"pending": 2}}
    box.close()


def test_state_dir_read_as_written_when_the_env_is_missing(
    config: Path, capsys: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("HOOK_HOST")
    assert toolwatch("outbox", "list", "-c", str(config)) == 0
    captured = capsys.readouterr()
    assert "using its state_dir as written" in captured.err
    assert "1 dead" in captured.out


def test_no_outbox_yet(tmp_path: Path, capsys: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOOK_HOST", "hooks.example.com")
    path = tmp_path / "config.yaml"
    path.write_text(CONFIG)
    assert toolwatch("outbox", "list", "-c", str(path)) == 0
    assert "no outbox at" in capsys.readouterr().err
    assert toolwatch("outbox", "retry", "-c", str(path)) == 66
