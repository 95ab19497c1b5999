"""`toolwatch snapshot` and `toolwatch config` through their command modules."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import pytest
from conftest import FIXTURES

from watcher.commands import config as config_command
from watcher.commands import snapshot

ROOT = Path(__file__).resolve().parents[2]


def snap_args(**kw: object) -> argparse.Namespace:
    base = dict(
        config=None,
        upstream=None,
        url=None,
        sse=False,
        header=[],
        mode="auto",
        timeout=30.0,
        output=None,
        command=[],
    )
    return argparse.Namespace(**{**base, **kw})


def test_snapshot_of_a_stdio_server_lists_every_page(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ctl = tmp_path / "ctl.json"
    tools = [{"name": f"t{i}", "inputSchema": {"type": "object"}} for i in range(5)]
    ctl.write_text(json.dumps({"tools": tools, "page_size": 2}))
    cmd = ["--", sys.executable, str(FIXTURES / "raw_legacy_server.py"), str(ctl)]
    assert snapshot.run(snap_args(command=cmd)) == 0
    out = capsys.readouterr()
    assert [t["name"] for t in json.loads(out.out)["tools"]] == [f"t{i}" for i in range(5)]
    assert "5 tools from raw-legacy 0.0.1 (protocol 2025-06-18)" in out.err


def test_snapshot_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert snapshot.run(snap_args()) == 64
    assert (
        snapshot.run(
            snap_args(url="http://127.0.0.1:1/mcp", timeout=2.0, header=["Authorization: Bearer s3cr3t"])
        )
        == 69
    )
    err = capsys.readouterr().err
    assert "cannot list http: http://127.0.0.1:1/mcp" in err and "s3cr3t" not in err


def test_config_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ok = argparse.Namespace(config=str(ROOT / "config.example.yaml"), quiet=False)
    assert config_command.run_check(ok) == 0
    assert "config.example.yaml: ok" in capsys.readouterr().out
    bad = tmp_path / "bad.yaml"
    bad.write_text("upstreams: [{name: x, transport: carrier-pigeon}]")
    assert config_command.run_check(argparse.Namespace(config=str(bad), quiet=True)) == 78
    assert "upstreams[0].transport: must be one of" in capsys.readouterr().err
