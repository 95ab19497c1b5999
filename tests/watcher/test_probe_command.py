"""`toolwatch probe` end to end against the fixture server as a real stdio child."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import anyio
import pytest
import yaml

from oracle.lockfile import parse_lockfile, regenerate, render_lockfile
from watcher.cli import main

sys.path.insert(0, str(Path(__file__).parent))
from probe_fixture_server import calls_seen, set_mode

SERVER = str(Path(__file__).parent / "probe_fixture_server.py")


def toolwatch_probe(*argv: str) -> int:
    return main(["probe", *argv])  # through the real CLI frame


def write_config(tmp_path: Path, state: Path, probes: list[dict[str, Any]], **upstream: Any) -> Path:
    doc = {
        "state_dir": str(tmp_path / "state"),
        "upstreams": [
            {
                "name": "kb",
                "transport": "stdio",
                "command": sys.executable,
                "args": [SERVER, str(state)],
                "lockfile": "kb.lock.yaml",
                "connect_timeout": "60s",
                "probes": probes,
                **upstream,
            }
        ],
    }
    path = tmp_path / "toolwatch.yaml"
    path.write_text(yaml.safe_dump(doc))
    return path


KB_PROBE = {
    "tool": "kb_query",
    "arguments": {"query": "refund policy", "top_k": 3},
    "expect": [{"pointer": "/results", "min_items": 1}],
}
SIDE_EFFECT_PROBE = {"tool": "schedule_reminder", "arguments": {"delay": 5, "text": "probe"}}


def lock_catalogue(config_path: Path) -> Path:
    from watcher.config import load_config
    from watcher.session import fetch_snapshot

    up = load_config(config_path).upstream("kb")
    _meta, tools = anyio.run(fetch_snapshot, up)
    import oracle

    lock = regenerate(oracle.parse_catalogue(tools, source="kb"), generated_for="kb").lockfile
    assert up.lockfile is not None
    up.lockfile.write_text(render_lockfile(lock))
    return up.lockfile


def test_record_then_detect_a_dropped_key(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    state = tmp_path / "server.json"
    set_mode(state, "base")
    config = write_config(tmp_path, state, [KB_PROBE, SIDE_EFFECT_PROBE])
    lockfile = lock_catalogue(config)

    assert toolwatch_probe("-c", str(config), "--record") == 1  # the refused probe is a probe_error
    out = capsys.readouterr()
    assert "kb_query:" in out.out and "(no baseline yet)" in out.out
    assert "refused (probe_error)" in out.out and "recorded 1 fingerprint(s)" in out.err
    behavior = parse_lockfile(lockfile.read_text()).tools["kb_query"].behavior
    assert behavior is not None and len(behavior) == 1

    set_mode(state, "drop_key")
    assert toolwatch_probe("-c", str(config), "--tool", "kb_query", "--format", "json") == 2
    [run] = json.loads(capsys.readouterr().out)["upstreams"]["kb"]
    assert run["status"] == "ok" and run["baseline_digest"] != run["digest"]
    assert [f["rule_id"] for f in run["findings"]] == ["behavior-key-removed"]
    assert run["findings"][0]["path"] == "/structuredContent/results/*/score"

    assert "schedule_reminder" not in calls_seen(state)  # refused probes are never called
    assert calls_seen(state).count("kb_query") == 2


def test_bad_probe_config_is_a_config_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    config = write_config(tmp_path, tmp_path / "s.json", [{"tool": "kb_query", "evry": "1h"}])
    assert toolwatch_probe("-c", str(config)) == 78
    err = capsys.readouterr().err
    assert "upstreams[0].probes[0]" in err and "evry" in err


def test_unreachable_upstream_exits_69(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    config = write_config(tmp_path, tmp_path / "s.json", [KB_PROBE], command="/nonexistent/server")
    assert toolwatch_probe("-c", str(config)) == 69
    out = capsys.readouterr().out
    assert "error: cannot reach stdio" in out and "/nonexistent/server" in out


def test_standalone_entry_point_parses_the_same_options() -> None:
    from watcher.commands.probe import main as standalone

    with pytest.raises(SystemExit):
        standalone(["--help"])


def test_no_probes_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    config = write_config(tmp_path, tmp_path / "s.json", [KB_PROBE])
    assert toolwatch_probe("-c", str(config), "--tool", "nothing") == 64
    assert "no probes to run" in capsys.readouterr().err
