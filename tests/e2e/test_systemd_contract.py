"""What systemd/toolwatch.service relies on, checked against a real `toolwatch watch` process: Type=notify
(READY=1 on $NOTIFY_SOCKET), WatchdogSec (WATCHDOG=1 while $WATCHDOG_USEC is set), ExecReload (SIGHUP
reloads), and a stop on SIGTERM within TimeoutStopSec that leaves no stdio upstream behind.

No systemd runs here: the test plays its part with a datagram socket, as systemd does."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DEADLINE = 90.0
MARKER = "424242s"  # a unique --after value, to find the stdio upstream among all processes


def upstream_pids() -> list[int]:
    pids = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            cmdline = (proc / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if b"watcher.demo_server" in cmdline and MARKER.encode() in cmdline:
            pids.append(int(proc.name))
    return pids


class NotifySocket:
    """systemd's side of sd_notify: collect every datagram the service sends."""

    def __init__(self, path: Path) -> None:
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        self.sock.bind(str(path))
        self.sock.settimeout(0.2)
        self.messages: list[str] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                self.messages.append(self.sock.recv(4096).decode())
            except TimeoutError:
                continue
            except OSError:
                return

    def seen(self, line: str) -> int:
        return sum(1 for m in list(self.messages) if line in m.splitlines())

    def close(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)
        self.sock.close()


def wait_for(predicate: object, what: str, proc: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + DEADLINE
    while time.monotonic() < deadline:
        if callable(predicate) and predicate():
            return
        if proc.poll() is not None:
            break
        time.sleep(0.1)
    pytest.fail(f"timed out waiting for {what}; log:\n{log.read_text(errors='replace')}")


@pytest.mark.slow
def test_notify_watchdog_reload_and_stop(tmp_path: Path) -> None:
    config = tmp_path / "config.yaml"
    # As under systemd: an absolute command for the stdio upstream, state in $STATE_DIRECTORY.
    config.write_text(
        "state_dir: ${STATE_DIRECTORY}\n"
        "http: {listen: '127.0.0.1:0'}\n"
        "upstreams:\n"
        "  - name: demo\n"
        "    transport: stdio\n"
        f"    command: {sys.executable}\n"
        f"    args: [-m, watcher.demo_server, --after, {MARKER}]\n"
        f"    cwd: {ROOT}\n",
        encoding="utf-8",
    )
    notify = NotifySocket(tmp_path / "notify.sock")
    env = dict(os.environ)
    env.update(
        NOTIFY_SOCKET=str(tmp_path / "notify.sock"),
        WATCHDOG_USEC="1000000",  # WatchdogSec=1s: a ping every 0.5 s
        STATE_DIRECTORY=str(tmp_path / "state"),
    )
    env.pop("WATCHDOG_PID", None)
    log = tmp_path / "toolwatch.log"
    with log.open("wb") as sink:
        proc = subprocess.Popen(
            [sys.executable, "-m", "watcher.cli", "watch", "-c", str(config)],
            stdout=sink,
            stderr=subprocess.STDOUT,
            env=env,
            cwd=tmp_path,
            start_new_session=True,
        )
    try:
        wait_for(lambda: notify.seen("READY=1") == 1, "READY=1", proc, log)
        wait_for(lambda: len(upstream_pids()) == 1, "the stdio upstream", proc, log)
        wait_for(lambda: notify.seen("WATCHDOG=1") >= 3, "three WATCHDOG=1 pings", proc, log)

        proc.send_signal(signal.SIGHUP)  # ExecReload=/bin/kill -HUP $MAINPID
        wait_for(lambda: b"reloaded" in log.read_bytes(), "the reload", proc, log)
        assert proc.poll() is None and len(upstream_pids()) == 1  # an unchanged upstream keeps running

        proc.send_signal(signal.SIGTERM)  # systemctl stop
        proc.wait(timeout=20)  # TimeoutStopSec=20s
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        notify.close()
    assert proc.returncode == 0, log.read_text(errors="replace")
    assert notify.seen("STOPPING=1") == 1
    assert upstream_pids() == [], "a stdio upstream outlived the daemon"
