"""End to end: `toolwatch watch` on the bundled demo server, whose rug pull (a poisoned description and a
broken schema) reaches a security route and a platform route as real webhook deliveries."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import anyio
import jsonschema
import pytest
from notify_helpers import hook_server

from notifiers import Outbox, notification_schema
from notifiers.outbox import outbox_path
from watcher.demo_server import BROKEN_TOOL, POISONED_TOOL

pytestmark = [pytest.mark.anyio, pytest.mark.slow]
ROOT = Path(__file__).resolve().parents[2]
DEADLINE = 90  # a generous bound on a loaded machine, not a timing assertion


async def test_rug_pull_reaches_the_security_route(tmp_path: Path) -> None:
    with hook_server() as security, hook_server() as platform:
        config = tmp_path / "config.yaml"
        config.write_text(
            json.dumps(  # JSON is YAML
                {
                    "state_dir": str(tmp_path / "state"),
                    "http": {"enabled": False},
                    "upstreams": [
                        {
                            "name": "demo",
                            "transport": "stdio",
                            "command": sys.executable,
                            "args": ["-m", "watcher.cli", "demo-server", "--after", "1s"],
                            "cwd": str(ROOT),
                            "lockfile": str(ROOT / "examples" / "demo.lock.yaml"),
                        }
                    ],
                    "notify": {
                        "routes": [
                            {"name": "security", "urls": [security.url()], "when": {"security": True}},
                            {
                                "name": "platform",
                                "urls": [platform.url("form", "/platform")],
                                "when": {"dimensions": ["structural"], "outcomes": ["violation"]},
                            },
                        ]
                    },
                }
            )
        )
        env = {k: v for k, v in os.environ.items() if k != "NOTIFY_SOCKET"}
        cmd = [sys.executable, "-m", "watcher.cli", "watch", "-c", str(config)]
        proc = await anyio.open_process(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
        try:
            with anyio.fail_after(DEADLINE):
                while not (security.hits and platform.hits):
                    assert proc.returncode is None, "toolwatch watch exited early"
                    await anyio.sleep(0.1)
        finally:
            proc.send_signal(signal.SIGTERM)
            with anyio.fail_after(30):
                await proc.wait()
            await proc.aclose()
        assert proc.returncode == 0

    doc = security.hits[0].document
    jsonschema.validate(doc, notification_schema())
    assert doc["route"] == "security" and doc["security"] is True
    (tool,) = doc["events"][0]["tools"]
    assert tool["tool"] == POISONED_TOOL and tool["grade"] == "major"
    assert all(f["security"] for f in tool["findings"])
    assert any(".ssh" in e for f in tool["findings"] for e in f.get("evidence", []))
    assert "**⚠ ~/.ssh**" in doc["summary"].replace("\\", "")

    pdoc = platform.hits[0].document
    tools = {t["tool"]: t for t in pdoc["events"][0]["tools"]}
    assert set(tools) == {BROKEN_TOOL}
    assert tools[BROKEN_TOOL]["outcome"] == "violation"
    assert {f["dimension"] for f in tools[BROKEN_TOOL]["findings"]} == {"structural"}

    box = Outbox(outbox_path(tmp_path / "state"))
    counts = box.counts()
    box.close()
    assert counts == {"security": {"delivered": 1}, "platform": {"delivered": 1}}
