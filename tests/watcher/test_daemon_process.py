"""The daemon as a process: SIGTERM with stdio children, SIGHUP reload, kill -9 and restart."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2
import pytest
import yaml
from conftest import FIXTURES, sdk_stdio_upstream

pytestmark = pytest.mark.timeout(120)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().split()[2] != "Z"
    except FileNotFoundError:
        return False


class Daemon:
    def __init__(self, tmp_path: Path, upstreams: list[dict[str, Any]], *extra: str) -> None:
        self.port = free_port()
        self.config = tmp_path / "config.yaml"
        self.log = tmp_path / "daemon.log"
        self.write(upstreams, tmp_path)
        self.extra = extra
        self.proc: subprocess.Popen[bytes] | None = None

    def write(self, upstreams: list[dict[str, Any]], tmp_path: Path) -> None:
        doc = {
            "state_dir": str(tmp_path / "state"),
            "http": {"listen": f"127.0.0.1:{self.port}"},
            "defaults": {"debounce": "0", "ping_interval": "500ms", "max_backoff": "1s"},
            "upstreams": upstreams,
        }
        tmp = self.config.with_suffix(".tmp")
        tmp.write_text(yaml.safe_dump(doc))
        tmp.replace(self.config)

    def start(self, env: dict[str, str] | None = None) -> None:
        command = [
            sys.executable,
            str(FIXTURES / "run_watch.py"),
            "-c",
            str(self.config),
            "--log-format",
            "json",
        ]
        self.proc = subprocess.Popen(
            [*command, *self.extra], stderr=self.log.open("ab"), env={**os.environ, **(env or {})}
        )

    def status(self) -> dict[str, Any]:
        return dict(httpx2.get(f"http://127.0.0.1:{self.port}/api/v1/status", timeout=5).json())

    def upstreams(self) -> dict[str, dict[str, Any]]:
        return {u["name"]: u for u in self.status()["upstreams"]}

    def wait(self, predicate: Any, timeout: float = 60, what: str = "condition") -> Any:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            assert self.proc is not None and self.proc.poll() is None, self.log.read_text()[-3000:]
            try:
                value = predicate()
                if value:
                    return value
            except (httpx2.TransportError, KeyError):
                pass
            time.sleep(0.1)
        raise AssertionError(f"timed out waiting for {what}\n{self.log.read_text()[-3000:]}")

    def metric(self, line_prefix: str) -> float | None:
        text = httpx2.get(f"http://127.0.0.1:{self.port}/metrics", timeout=5).text
        for line in text.splitlines():
            if line.startswith(line_prefix):
                return float(line.rsplit(" ", 1)[1])
        return None

    def log_records(self) -> list[dict[str, Any]]:
        return [json.loads(line) for line in self.log.read_text().splitlines() if line.startswith("{")]

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


@pytest.fixture
def daemons() -> Iterator[list[Daemon]]:
    started: list[Daemon] = []
    yield started
    for d in started:
        d.stop()


def raw_upstream(tmp_path: Path, name: str, tools: list[str]) -> dict[str, Any]:
    ctl = tmp_path / f"{name}.json"
    pidfile = tmp_path / f"{name}.pid"
    ctl.write_text(
        json.dumps(
            {
                "tools": [{"name": t, "inputSchema": {"type": "object"}} for t in tools],
                "pidfile": str(pidfile),
            }
        )
    )
    return {
        "name": name,
        "transport": "stdio",
        "command": sys.executable,
        "args": [str(FIXTURES / "raw_legacy_server.py"), str(ctl)],
    }


def sdk_upstream(tmp_path: Path, name: str) -> dict[str, Any]:
    ctl = tmp_path / f"{name}.json"
    ctl.write_text(
        json.dumps(
            {
                "tools": [{"name": "t", "inputSchema": {"type": "object"}}],
                "pidfile": str(tmp_path / f"{name}.pid"),
            }
        )
    )
    return sdk_stdio_upstream(name, ctl)


def child_pid(tmp_path: Path, name: str) -> int:
    return int((tmp_path / f"{name}.pid").read_text())


def test_sigterm_stops_gracefully_without_orphans(tmp_path: Path, daemons: list[Daemon]) -> None:
    d = Daemon(tmp_path, [raw_upstream(tmp_path, "raw", ["a"]), sdk_upstream(tmp_path, "sdk")])
    daemons.append(d)
    notify = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    notify.bind(str(tmp_path / "notify.sock"))
    notify.settimeout(0.1)
    d.start(env={"NOTIFY_SOCKET": str(tmp_path / "notify.sock")})
    d.wait(
        lambda: all(u["state"] == "up" for u in d.upstreams().values()) and len(d.upstreams()) == 2,
        what="both stdio upstreams up",
    )
    assert httpx2.get(f"http://127.0.0.1:{d.port}/readyz").status_code == 200
    pids = [child_pid(tmp_path, "raw"), child_pid(tmp_path, "sdk")]
    assert all(alive(p) for p in pids)
    assert d.proc is not None
    d.proc.send_signal(signal.SIGTERM)
    assert d.proc.wait(timeout=10) == 0
    time.sleep(0.2)
    assert not any(alive(p) for p in pids), "stdio children outlived the daemon"
    assert any(r["msg"] == "SIGTERM: stopping" for r in d.log_records())
    messages = []
    with contextlib.suppress(TimeoutError):
        while True:
            messages.append(notify.recv(4096).decode())
    assert messages[0].startswith("READY=1") and messages[-1] == "STOPPING=1"


def test_sighup_reload_touches_only_what_changed(tmp_path: Path, daemons: list[Daemon]) -> None:
    keep, drop = raw_upstream(tmp_path, "keep", ["a"]), raw_upstream(tmp_path, "drop", ["b"])
    d = Daemon(tmp_path, [keep, drop])
    daemons.append(d)
    d.start()
    d.wait(lambda: {n for n, u in d.upstreams().items() if u["state"] == "up"} == {"keep", "drop"})
    keep_pid, drop_pid = child_pid(tmp_path, "keep"), child_pid(tmp_path, "drop")
    assert d.proc is not None
    d.write([keep, raw_upstream(tmp_path, "added", ["c"])], tmp_path)
    d.proc.send_signal(signal.SIGHUP)
    d.wait(
        lambda: set(d.upstreams()) == {"keep", "added"} and d.upstreams()["added"]["state"] == "up",
        what="the reload",
    )
    assert d.upstreams()["keep"]["connects"] == 1 and child_pid(tmp_path, "keep") == keep_pid
    d.wait(lambda: not alive(drop_pid), timeout=10, what="the removed upstream's child to exit")
    # A broken config is refused and the running one kept.
    d.config.write_text("upstreams: [{name: x}]")
    d.proc.send_signal(signal.SIGHUP)
    d.wait(lambda: any("reload rejected" in r["msg"] for r in d.log_records()), what="the rejection")
    assert set(d.upstreams()) == {"keep", "added"}


def test_kill9_then_restart_keeps_state_and_does_not_realert(tmp_path: Path, daemons: list[Daemon]) -> None:
    up = raw_upstream(tmp_path, "raw", ["a"])
    d = Daemon(tmp_path, [up])
    daemons.append(d)
    d.start()
    d.wait(lambda: d.upstreams()["raw"]["state"] == "up")
    ctl = tmp_path / "raw.json"
    data = json.loads(ctl.read_text())
    data["tools"].append({"name": "b", "inputSchema": {"type": "object"}})
    ctl.write_text(json.dumps(data))
    os.kill(child_pid(tmp_path, "raw"), signal.SIGUSR1)
    d.wait(lambda: d.upstreams()["raw"]["open_findings"], what="the finding")
    findings_logged = sum(1 for r in d.log_records() if "finding" in r["msg"] and r.get("tool") == "b")
    assert findings_logged == 1
    assert d.proc is not None
    d.proc.kill()  # kill -9: no cleanup at all
    d.proc.wait()
    os.kill(child_pid(tmp_path, "raw"), signal.SIGKILL)  # the orphan a SIGKILL leaves behind

    d.start()
    d.wait(lambda: d.upstreams()["raw"]["state"] == "up" and d.upstreams()["raw"]["last_refresh"])
    (finding,) = d.upstreams()["raw"]["open_findings"]
    assert finding["tool"] == "b" and finding["outcome"] == "new_tool"
    assert d.metric("toolwatch_tool_compat_verdicts_total") is None  # nothing re-alerted
    assert sum(1 for r in d.log_records() if "finding" in r["msg"] and r.get("tool") == "b") == 1


def test_child_stderr_is_logged_redacted_and_bounded(tmp_path: Path, daemons: list[Daemon]) -> None:
    """A hostile SDK server prints its API token and floods stderr: the daemon's JSON log carries each
    line with the upstream's name, the token redacted, and a flood cut to a bounded number of lines."""
    token = "tok-5ecret-7d1f0a"
    ctl = tmp_path / "leaky.json"
    ctl.write_text(
        json.dumps(
            {
                "tools": [{"name": "t", "inputSchema": {"type": "object"}}],
                "stderr_lines": [f"starting with API_TOKEN={token}"],
                "stderr_flood": 20_000,
            }
        )
    )
    leaky = {
        "name": "leaky",
        "transport": "stdio",
        "command": sys.executable,
        "args": [str(FIXTURES / "hostile_stdio_server.py"), str(ctl)],
        "env": {"API_TOKEN": token},
    }
    d = Daemon(tmp_path, [leaky])
    daemons.append(d)
    d.start()
    d.wait(lambda: d.upstreams()["leaky"]["state"] == "up", what="the leaky upstream up")
    d.wait(
        lambda: (
            any("more lines not logged" in r["msg"] for r in d.log_records())
            or d.upstreams()["leaky"]["connects"] >= 1
        ),
        what="stderr read",
    )
    time.sleep(0.5)
    assert token not in d.log.read_text()
    stderr = [
        r
        for r in d.log_records()
        if r["logger"] == "toolwatch.upstream" and r["msg"].startswith("stderr [leaky]: ")
    ]
    assert (
        stderr[0]["msg"] == "stderr [leaky]: starting with API_TOKEN=***" and stderr[0]["upstream"] == "leaky"
    )
    assert 10 <= len(stderr) <= 100, len(stderr)  # 20,001 lines in, a bounded burst out
    assert d.log.stat().st_size < 100_000
