"""Broken state is an operator's error: exit 78 naming the file (no traceback), a lock refusing a second
daemon (75), private files whatever the umask, and corruption found at runtime failing /readyz and
parking the sessions instead of respawning their servers forever."""

from __future__ import annotations

import ctypes
import json
import os
import sqlite3
import stat
import subprocess
import sys
import time
from pathlib import Path

import anyio
import httpx2
import pytest
from conftest import FIXTURES, make_config, running, up, wait_for
from mcp_fixture import tool
from toolwatch_cli_support import run_toolwatch, toolwatch_command

from watcher.state import State, StateCorrupt, StateError

CONFIG = """\
state_dir: {state}
http: {{listen: "127.0.0.1:0"}}
upstreams: []
notify:
  routes:
    - {{name: hook, urls: ["json://127.0.0.1:9/hook"]}}
"""


def write_config(tmp_path: Path, state: Path) -> Path:
    path = tmp_path / "config.yaml"
    path.write_text(CONFIG.format(state=state))
    return path


@pytest.mark.parametrize("name", ["toolwatch.sqlite3", "outbox.sqlite3"])
def test_random_bytes_in_a_state_file_exit_78_naming_it(tmp_path: Path, name: str) -> None:
    state = tmp_path / "state"
    state.mkdir()
    (state / name).write_bytes(os.urandom(8192))
    result = run_toolwatch("watch", "-c", write_config(tmp_path, state))
    assert result.code == 78, result.err
    assert f"{state / name}: cannot open the " in result.err and "not a SQLite database" in result.err
    assert "restore the file from a backup or move it away" in result.err
    assert "Traceback" not in result.err and len(result.err.splitlines()) == 1


def test_outbox_from_a_newer_toolwatch_exits_78(tmp_path: Path) -> None:
    state = tmp_path / "state"
    state.mkdir()
    db = sqlite3.connect(state / "outbox.sqlite3")
    db.execute("CREATE TABLE outbox_schema (version INTEGER NOT NULL)")
    db.execute("INSERT INTO outbox_schema VALUES (99)")
    db.commit()
    db.close()
    result = run_toolwatch("watch", "-c", write_config(tmp_path, state))
    assert result.code == 78, result.err
    assert "outbox schema version 99" in result.err and str(state / "outbox.sqlite3") in result.err
    assert "Traceback" not in result.err


def test_state_database_from_a_newer_toolwatch_exits_78(tmp_path: Path) -> None:
    state = tmp_path / "state"
    state.mkdir()
    db = sqlite3.connect(state / "toolwatch.sqlite3")
    db.execute("PRAGMA user_version = 99")
    db.close()
    result = run_toolwatch("watch", "-c", write_config(tmp_path, state))
    assert result.code == 78 and "schema version 99 is newer" in result.err, result.err


def without_dac_override() -> None:
    """In the child, before exec: drop the capabilities that let root ignore file permissions
    (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH) from the bounding set, so a 0000 directory is unreadable to
    the daemon even when the tests run as root. A no-op for other users (they have neither)."""
    if os.geteuid() != 0:
        return
    libc = ctypes.CDLL(None, use_errno=True)
    for cap in (1, 2):
        if libc.prctl(24, cap, 0, 0, 0) != 0:  # PR_CAPBSET_DROP
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP)")


def test_unreadable_state_dir_exits_78(tmp_path: Path) -> None:
    state = tmp_path / "state"
    state.mkdir()
    state.chmod(0)
    try:
        done = subprocess.run(
            [*toolwatch_command(), "watch", "-c", str(write_config(tmp_path, state))],
            capture_output=True,
            text=True,
            timeout=120,
            preexec_fn=without_dac_override,
            check=False,
        )
    finally:
        state.chmod(0o700)
    assert done.returncode == 78, done.stderr
    assert str(state) in done.stderr and "Permission denied" in done.stderr
    assert "read and write access" in done.stderr and "Traceback" not in done.stderr


def test_a_second_daemon_on_the_same_state_dir_is_refused(tmp_path: Path) -> None:
    state = tmp_path / "state"
    config = write_config(tmp_path, state)
    first = subprocess.Popen(
        [*toolwatch_command(), "watch", "-c", str(config)], stderr=subprocess.PIPE, text=True
    )
    try:
        deadline = time.monotonic() + 60
        while not (state / "toolwatch.sqlite3").exists():  # the lock is taken before the database opens
            assert first.poll() is None and time.monotonic() < deadline, "the first daemon did not start"
            time.sleep(0.05)
        second = run_toolwatch("watch", "-c", config)
        assert second.code == 75, second.err
        assert f"state_dir {state} is in use by another toolwatch daemon (pid {first.pid}" in second.err
    finally:
        first.terminate()
        assert first.wait(timeout=30) == 0
    # The lock dies with its holder, even on SIGKILL.
    again = subprocess.Popen([*toolwatch_command(), "watch", "-c", str(config)], stderr=subprocess.PIPE)
    time.sleep(0.5)
    again.kill()
    again.wait()
    third = subprocess.Popen(
        [*toolwatch_command(), "watch", "-c", str(config)], stderr=subprocess.PIPE, text=True
    )
    try:
        time.sleep(2)
        assert third.poll() is None, third.stderr.read() if third.stderr else ""
    finally:
        third.terminate()
        third.wait(timeout=30)


def test_state_files_are_private_whatever_the_umask(tmp_path: Path) -> None:
    state = tmp_path / "state"
    config = write_config(tmp_path, state)
    proc = subprocess.Popen(
        [*toolwatch_command(), "watch", "-c", str(config)],
        stderr=subprocess.PIPE,
        preexec_fn=lambda: os.umask(0o000),  # the worst umask
    )
    try:
        deadline = time.monotonic() + 60
        while not (state / "outbox.sqlite3-wal").exists():
            assert proc.poll() is None and time.monotonic() < deadline, "the daemon did not start"
            time.sleep(0.05)
        time.sleep(0.5)
        assert stat.S_IMODE(state.stat().st_mode) == 0o700
        modes = {p.name: stat.S_IMODE(p.stat().st_mode) for p in state.iterdir()}
        assert {"toolwatch.sqlite3", "outbox.sqlite3", "toolwatch.lock"} <= set(modes)
        assert all(mode == 0o600 for mode in modes.values()), modes
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def test_state_in_process_keeps_existing_files_private(tmp_path: Path) -> None:
    state_dir = tmp_path / "state"
    state_dir.mkdir(mode=0o755)
    os.chmod(state_dir, 0o755)
    (state_dir / "toolwatch.sqlite3").touch(mode=0o644)
    os.chmod(state_dir / "toolwatch.sqlite3", 0o644)
    State(state_dir).close()
    assert stat.S_IMODE(state_dir.stat().st_mode) == 0o700
    assert stat.S_IMODE((state_dir / "toolwatch.sqlite3").stat().st_mode) == 0o600


def corrupt_pages(path: Path, tables: tuple[str, ...] | None = None) -> None:
    """Overwrite the root pages of `tables` (every page after the first when None) with garbage; page 1,
    the header and the schema, stays valid, so the file opens."""
    db = sqlite3.connect(path)
    page = db.execute("PRAGMA page_size").fetchone()[0]
    roots = [
        r
        for (n, r) in db.execute("SELECT name, rootpage FROM sqlite_master WHERE type = 'table'")
        if n in (tables or ())
    ]
    db.close()
    data = bytearray(path.read_bytes())
    if tables is None:
        data[page:] = os.urandom(len(data) - page)
    for root in roots:
        data[(root - 1) * page : root * page] = os.urandom(page)
    path.write_bytes(bytes(data))


def seeded_state(
    state_dir: Path, upstream: str, tables: tuple[str, ...] | None = ("snapshots", "baselines")
) -> None:
    tools = [tool(f"t{i}", "x" * 300) for i in range(200)]
    state = State(state_dir)
    state.record_snapshot(upstream, tools, "d1", protocol_version=None, server_name=None, server_version=None)
    state.set_baseline(upstream, tools)
    state.close()
    db = sqlite3.connect(state_dir / "toolwatch.sqlite3")
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.execute("PRAGMA journal_mode=DELETE")
    db.close()
    corrupt_pages(state_dir / "toolwatch.sqlite3", tables)


def test_corrupt_pages_found_while_starting_exit_78(tmp_path: Path) -> None:
    seeded_state(tmp_path / "state", "u", tables=None)
    result = run_toolwatch("watch", "-c", write_config(tmp_path, tmp_path / "state"))
    assert result.code == 78, result.err
    assert (
        f"{tmp_path / 'state' / 'toolwatch.sqlite3'} is corrupt (database disk image is malformed)"
        in result.err
    )
    assert "Traceback" not in result.err


def test_corrupt_pages_raise_state_corrupt_once_logged(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    seeded_state(tmp_path / "state", "u")
    state = State(tmp_path / "state")  # the header is valid: opening works
    with pytest.raises(StateCorrupt, match=r"is corrupt .*malformed"):
        state.snapshot("u")
    with pytest.raises(StateError):
        state.baseline("u")
    assert state.broken and "malformed" in state.broken
    assert sum(r.levelname == "CRITICAL" for r in caplog.records) == 1


@pytest.mark.anyio
async def test_corrupt_pages_at_runtime_fail_readyz_and_stop_respawning(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """A hostile SDK stdio server keeps coming up; the state database is corrupt behind a valid header.
    The session parks with the reason, /readyz answers 503, and the server is spawned once, not forever."""
    ctl = tmp_path / "ctl.json"
    ctl.write_text(json.dumps({"tools": [tool("t1")], "pidfile": str(tmp_path / "pid")}))
    spawns = tmp_path / "spawns"
    wrapper = tmp_path / "server.sh"
    wrapper.write_text(
        f'#!/bin/sh\necho x >> "{spawns}"\nexec "{sys.executable}" "{FIXTURES / "hostile_stdio_server.py"}" "{ctl}"\n'
    )
    wrapper.chmod(0o755)
    config = make_config(
        tmp_path, [{"name": "u", "transport": "stdio", "command": str(wrapper), "connect_timeout": "30s"}]
    )
    seeded_state(tmp_path / "state", "u")
    async with running(config) as daemon:
        st = up(daemon, "u")
        await wait_for(lambda: st.last_error and "state database unusable" in st.last_error, timeout=60)
        assert st.state == "down" and "malformed" in (st.last_error or "")
        async with httpx2.AsyncClient(base_url=f"http://127.0.0.1:{daemon.http_port}") as http:
            ready = await http.get("/readyz")
            assert ready.status_code == 503 and ready.json() == {"ready": False}
            status = (await http.get("/api/v1/status")).json()
            assert "state database unusable" in status["upstreams"][0]["last_error"]
            assert "malformed" in status["state_error"]
        await anyio.sleep(3)  # max_backoff is 1 s: a respawn loop would have spawned several times
        assert len(spawns.read_text().splitlines()) == 1
    critical = [r for r in caplog.records if r.levelname == "CRITICAL"]
    assert len(critical) == 1 and "toolwatch.sqlite3 is corrupt" in critical[0].getMessage()


@pytest.mark.parametrize("damage", ["random bytes", "corrupt pages"])
def test_offline_commands_on_a_broken_state_exit_78_naming_it(tmp_path: Path, damage: str) -> None:
    """`findings`, `findings show`, `quarantine` and `approve` read the state beside the daemon: a broken
    database is the same operator error there (exit 78, the file, what to do), not exit 65 or an
    "internal error: this is a bug" traceback (70) as the verify replay found."""
    state = tmp_path / "state"
    db = state / "toolwatch.sqlite3"
    if damage == "random bytes":
        state.mkdir()
        db.write_bytes(os.urandom(8192))
    else:
        seeded_state(state, "u", tables=None)
    config = tmp_path / "config.yaml"
    config.write_text(
        CONFIG.format(state=state).replace(
            "upstreams: []", "upstreams: [{name: u, transport: stdio, command: 'true'}]"
        )
    )
    for argv in (
        ["findings"], ["findings", "show", "1"], ["quarantine"], ["approve", "--upstream", "u", "--accept-security"]
    ):  # fmt: skip
        result = run_toolwatch(*argv, "-c", config)
        assert result.code == 78, (argv, result.err)
        assert str(db) in result.err and "restore the file from a backup or move it away" in result.err, argv
        assert "Traceback" not in result.err and "bug" not in result.err, (argv, result.err)


def corrupt_outbox(path: Path) -> None:
    """An outbox with a valid header whose message table's root page is garbage."""
    from notifiers.outbox import Outbox

    Outbox(path).close()
    db = sqlite3.connect(path)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.execute("PRAGMA journal_mode=DELETE")
    page = db.execute("PRAGMA page_size").fetchone()[0]
    # Tables and indexes (a COUNT can be answered from an index alone); the schema version row stays.
    roots = [r for (n, r) in db.execute("SELECT name, rootpage FROM sqlite_master") if n != "outbox_schema"]
    db.close()
    data = bytearray(path.read_bytes())
    for root in roots:
        data[(root - 1) * page : root * page] = os.urandom(page)
    path.write_bytes(bytes(data))


def test_corrupt_outbox_pages_mark_it_broken_once_logged(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    from notifiers.outbox import Outbox, OutboxError

    path = tmp_path / "state" / "outbox.sqlite3"
    path.parent.mkdir()
    corrupt_outbox(path)
    outbox = Outbox(path)  # the header and schema page are valid: opening works
    assert outbox.broken is None
    with pytest.raises(OutboxError, match="malformed"):
        outbox.depth()
    with pytest.raises(OutboxError):
        outbox.counts()
    assert outbox.broken and "malformed" in outbox.broken
    critical = [r for r in caplog.records if r.levelname == "CRITICAL"]
    assert len(critical) == 1 and "outbox.sqlite3 is corrupt" in critical[0].getMessage()
    outbox.close()


@pytest.mark.anyio
async def test_corrupt_outbox_at_runtime_fails_readyz(tmp_path: Path) -> None:
    """A running daemon whose outbox turns out corrupt (malformed pages behind a valid header): /readyz
    answers 503 and the status says why, instead of answering ready while no alert can go out."""
    ctl = tmp_path / "ctl.json"
    ctl.write_text(json.dumps({"tools": [tool("t1")], "pidfile": str(tmp_path / "pid")}))
    config = make_config(
        tmp_path,
        [
            {
                "name": "u",
                "transport": "stdio",
                "command": sys.executable,
                "args": [str(FIXTURES / "hostile_stdio_server.py"), str(ctl)],
                "connect_timeout": "30s",
            }
        ],
        notify={"routes": [{"name": "hook", "urls": ["json://127.0.0.1:9/hook"]}]},
    )
    broken = tmp_path / "broken-outbox.sqlite3"
    corrupt_outbox(broken)
    async with (
        running(config) as daemon,
        httpx2.AsyncClient(base_url=f"http://127.0.0.1:{daemon.http_port}") as http,
    ):
        await wait_for(lambda: daemon.ready, timeout=60)
        assert (await http.get("/readyz")).status_code == 200
        # The file goes bad under the running daemon: its connection now reads corrupt pages.
        assert daemon.dispatcher is not None
        outbox = daemon.dispatcher._outbox
        with outbox._lock:
            outbox._db.close()
            outbox._db = sqlite3.connect(broken, isolation_level=None, check_same_thread=False)
        daemon.dispatcher._poke()
        await wait_for(lambda: daemon.dispatcher is not None and daemon.dispatcher.outbox_broken, timeout=60)
        ready = await http.get("/readyz")
        assert ready.status_code == 503 and ready.json() == {"ready": False}
        assert "malformed" in (await http.get("/api/v1/status")).json()["outbox_error"]
