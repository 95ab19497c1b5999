"""Shared helpers for the watcher tests: fixture servers on loopback and a daemon in the test's loop."""

from __future__ import annotations

import contextlib
import socket
import sys
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import anyio
import pytest
import yaml

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
sys.path.insert(0, str(FIXTURES))

from watcher.config import Config, parse_config  # noqa: E402
from watcher.supervisor import Daemon  # noqa: E402


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def make_config(tmp_path: Path, upstreams: list[dict[str, Any]], **top: Any) -> Config:
    doc: dict[str, Any] = {
        "state_dir": str(tmp_path / "state"),
        "http": {"listen": "127.0.0.1:0"},
        "defaults": {
            "debounce": "0",
            "ping_interval": "1s",
            "max_backoff": "1s",
            "connect_timeout": "10s",
            "call_timeout": "10s",
        },
        "upstreams": upstreams,
        **top,
    }
    return parse_config(doc, file=str(tmp_path / "config.yaml"), base_dir=tmp_path)


@contextlib.asynccontextmanager
async def running(config: Config, **kwargs: Any) -> AsyncIterator[Daemon]:
    daemon = Daemon(config, **kwargs)
    async with anyio.create_task_group() as tg:
        await tg.start(daemon.run)
        try:
            yield daemon
        finally:
            tg.cancel_scope.cancel()


async def wait_for(predicate: Callable[[], Any], timeout: float = 20.0, what: str = "condition") -> Any:  # noqa: ASYNC109
    with anyio.move_on_after(timeout):
        while True:
            value = predicate()
            if value:
                return value
            await anyio.sleep(0.02)
    raise AssertionError(f"timed out after {timeout}s waiting for {what}")


def sdk_stdio_upstream(name: str, ctl: Path) -> dict[str, Any]:
    """A config entry for the SDK fixture server (tests/fixtures/mcp_fixture.py) over stdio, serving
    the catalogue in the control file `ctl` (rewrite it and send SIGUSR1 to change it)."""
    return {
        "name": name,
        "transport": "stdio",
        "command": sys.executable,
        "args": [str(FIXTURES / "mcp_fixture.py"), "stdio", str(ctl)],
    }


def write_daemon_config(
    tmp_path: Path, upstreams: list[dict[str, Any]], defaults: dict[str, str], **top: Any
) -> tuple[Path, int]:
    """config.yaml for a `toolwatch watch` child process listening on a free loopback port."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = int(s.getsockname()[1])
    config = tmp_path / "config.yaml"
    doc = {
        "state_dir": str(tmp_path / "state"),
        "http": {"listen": f"127.0.0.1:{port}"},
        "defaults": defaults,
        "upstreams": upstreams,
        **top,
    }
    config.write_text(yaml.safe_dump(doc))
    return config, port


def up(daemon: Daemon, name: str) -> Any:
    return daemon.running[name].status
