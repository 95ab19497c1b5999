"""HTTP endpoints, readiness, sd_notify, sharding and structured logs."""

from __future__ import annotations

import json
import logging
import socket
from pathlib import Path

import anyio
import httpx2
import pytest
from conftest import make_config, running, up, wait_for
from mcp_fixture import Fixture, serve_app, tool

from watcher.logs import JsonFormatter, RedactFilter
from watcher.sdnotify import Notifier
from watcher.supervisor import parse_shard, select, shard_of

pytestmark = pytest.mark.anyio


async def test_endpoints_and_sd_notify(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    sock_path = str(tmp_path / "notify.sock")
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    listener.bind(sock_path)
    listener.setblocking(False)
    monkeypatch.setenv("WATCHDOG_USEC", "200000")
    monkeypatch.delenv("WATCHDOG_PID", raising=False)
    monkeypatch.setenv("TOK", "sekrit-value")
    fx = Fixture([tool("a")])
    dead = socket.socket()
    dead.bind(("127.0.0.1", 0))  # bound, not listening: connection refused
    async with serve_app(fx.server.streamable_http_app()) as port:
        config = make_config(
            tmp_path,
            [
                {"name": "good", "transport": "http", "url": f"http://127.0.0.1:{port}/mcp"},
                {
                    "name": "dead",
                    "transport": "http",
                    "url": f"http://127.0.0.1:{dead.getsockname()[1]}/mcp",
                    "headers": {"Authorization": "Bearer ${TOK}"},
                },
            ],
        )
        async with running(config, notifier=Notifier(sock_path)) as daemon:
            base = f"http://127.0.0.1:{daemon.http_port}"
            async with httpx2.AsyncClient(base_url=base) as http:
                assert (await http.get("/healthz")).status_code == 200
                await wait_for(lambda: daemon.ready, what="readiness")
                assert (await http.get("/readyz")).status_code == 200
                raw = (await http.get("/api/v1/status")).text
                assert "sekrit-value" not in raw
                status = json.loads(raw)
                by_name = {u["name"]: u for u in status["upstreams"]}
                assert by_name["good"]["state"] == "up" and by_name["good"]["tools"] == 1
                assert by_name["dead"]["state"] == "down" and by_name["dead"]["last_error"]
                metrics = (await http.get("/metrics")).text
                assert 'toolwatch_upstream_up{upstream="good"} 1.0' in metrics
                assert 'toolwatch_upstream_up{upstream="dead"} 0.0' in metrics
            await anyio.sleep(0.3)
    messages = []
    while True:
        try:
            messages.append(listener.recv(4096).decode())
        except BlockingIOError:
            break
    assert any(m.startswith("READY=1") for m in messages)
    assert "WATCHDOG=1" in messages
    dead.close()


async def test_readiness_waits_for_every_first_attempt(tmp_path: Path) -> None:
    mute = socket.socket()
    mute.bind(("127.0.0.1", 0))
    mute.listen(4)
    config = make_config(
        tmp_path,
        [
            {
                "name": "mute",
                "transport": "http",
                "url": f"http://127.0.0.1:{mute.getsockname()[1]}/mcp",
                "connect_timeout": "1s",
            }
        ],
    )
    async with running(config) as daemon:
        await anyio.sleep(0.3)
        assert not daemon.ready
        await wait_for(lambda: daemon.ready, what="ready after the first (failed) attempt")
        assert up(daemon, "mute").state == "down"
    mute.close()


def test_shards_partition_upstreams(tmp_path: Path) -> None:
    config = make_config(
        tmp_path, [{"name": f"u{i}", "transport": "http", "url": "http://x/mcp"} for i in range(50)]
    )
    shards = [select(config.upstreams, (i, 3)) for i in range(3)]
    names = [u.name for shard in shards for u in shard]
    assert sorted(names) == sorted(u.name for u in config.upstreams)
    assert all(shards)  # 50 names spread over 3 shards
    assert (shard_of("github", 7), shard_of("local-files", 3)) == (6, 2)  # stable across processes
    assert parse_shard("2/3") == (2, 3)
    for bad in ("3/3", "x", "1/0", "-1/2"):
        with pytest.raises(ValueError):
            parse_shard(bad)


def test_json_logs_carry_fields_and_redact() -> None:
    record = logging.LogRecord(
        "toolwatch.x", logging.WARNING, __file__, 1, "token %s leaked", ("abc123",), None
    )
    record.upstream, record.tool = "gh", "search"
    RedactFilter({"abc123"}).filter(record)
    out = json.loads(JsonFormatter().format(record))
    assert out["msg"] == "token *** leaked" and out["upstream"] == "gh" and out["tool"] == "search"


async def test_http_answers_only_configured_hosts(tmp_path: Path) -> None:
    """DNS rebinding: a page on attacker.example whose name resolves to 127.0.0.1 makes the browser send
    `Host: attacker.example`; the daemon answers 421 for it. IP literals (probes, Prometheus, port
    forwards), localhost and http.allowed_hosts are answered."""
    config = make_config(
        tmp_path, [], http={"listen": "127.0.0.1:0", "allowed_hosts": ["toolwatch.ops.svc", "*.corp.example"]}
    )
    async with running(config) as daemon:
        port = daemon.http_port
        async with httpx2.AsyncClient(base_url=f"http://127.0.0.1:{port}") as http:

            async def code(host: str, path: str = "/api/v1/status") -> int:
                return (await http.get(path, headers={"Host": host})).status_code

            for allowed in (
                f"127.0.0.1:{port}",
                "127.0.0.1",
                f"localhost:{port}",
                "LOCALHOST",
                f"[::1]:{port}",
                "10.42.0.17:9464",  # a kubelet probe or a Prometheus scrape at the pod IP
                "toolwatch.ops.svc:9464",
                "toolwatch-0.corp.example",
            ):
                assert await code(allowed) == 200, allowed
            for refused in (
                f"attacker.example:{port}",
                "attacker.example",
                "localhost.attacker.example",
                "127.0.0.1.nip.io",
                "corp.example",
                "toolwatch.ops.svc.evil",
            ):
                response = await http.get("/api/v1/status", headers={"Host": refused})
                assert response.status_code == 421, refused
                assert "upstreams" not in response.text and "allowed_hosts" in response.json()["hint"]
                for path in ("/healthz", "/readyz", "/metrics"):
                    assert await code(refused, path) == 421
            assert await code(f"127.0.0.1:{port}", "/healthz") == 200
