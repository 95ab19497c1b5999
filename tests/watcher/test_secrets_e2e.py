"""Secrets planted on every path out of a real daemon process never come out, and a hostile server
cannot forge a log line, in both log formats.

Planted: an upstream header, URL credentials and a query token (a loopback HTTP upstream that echoes
every request back in its error body), a notify URL's header token, the judge's API key (a loopback
OpenAI-compatible judge that echoes the Authorization header in its reason), and a stdio upstream's
env token that the child prints on stderr together with a forged line and echoes in a tool
description and in its serverInfo version. Checked: the daemon's log,
every file in the state directory (toolwatch.sqlite3, judges.sqlite3, outbox.sqlite3 and their
journals), the webhook bodies and /api/v1/status.
"""

from __future__ import annotations

import base64
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx2
import pytest
import yaml
from conftest import FIXTURES

pytestmark = pytest.mark.timeout(150)

HEADER = "hdr-secret-7f3a9c"
URLPASS = "urlpass-secret-5b2e"
QUERY = "query-secret-9d4f1a"
JUDGE_KEY = "sk-judge-secret-31c8"
ENV_TOKEN = "env-secret-token-a1b2"
HOOK_TOKEN = "hook-secret-66e0d2"
SECRETS = (HEADER, URLPASS, QUERY, JUDGE_KEY, ENV_TOKEN, HOOK_TOKEN)
BASIC = base64.b64encode(f"svc:{URLPASS}".encode()).decode()  # how the URL credentials travel
FORGED_TOOL = "evil\x1b[31m\rtool\r\nINJECTED: forged log line"
BEFORE = "Converts a temperature from Celsius to Fahrenheit."
AFTER = "Converts a temperature from Fahrenheit to Celsius."


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Receiver:
    """A loopback HTTP server recording raw requests; `reply(path, body)` gives the answer."""

    def __init__(self, reply: Callable[[Receiver, str, bytes, dict[str, str]], tuple[int, bytes]]) -> None:
        self.requests: list[tuple[str, bytes, dict[str, str]]] = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def _answer(self) -> None:
                body = self.rfile.read(int(self.headers.get("content-length") or 0))
                headers = {k.lower(): v for k, v in self.headers.items()}
                outer.requests.append((self.path, body, headers))
                status, out = reply(outer, self.requestline, body, headers)
                self.send_response(status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(out)))
                self.end_headers()
                self.wfile.write(out)

            do_POST = do_GET = do_DELETE = _answer

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.port = int(self.server.server_address[1])
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def echo_everything(
    _r: Receiver, requestline: str, body: bytes, headers: dict[str, str]
) -> tuple[int, bytes]:
    """A hostile HTTP upstream: every request comes back in the error body, credentials and all."""
    echoed = {"error": f"rejected {requestline} with {headers} and {body.decode(errors='replace')}"}
    return 500, json.dumps(echoed).encode()


def judge_echoing_key(_r: Receiver, _line: str, _body: bytes, headers: dict[str, str]) -> tuple[int, bytes]:
    auth = headers.get("authorization", "")
    content = json.dumps(
        {"score": 0.95, "changed_aspects": ["meaning"], "reason": f"direction reversed; you sent {auth}"}
    )
    reply = {
        "choices": [{"message": {"role": "assistant", "content": content}}],
        "usage": {"total_tokens": 9},
    }
    return 200, json.dumps(reply).encode()


def hook_ok(_r: Receiver, _line: str, _body: bytes, _h: dict[str, str]) -> tuple[int, bytes]:
    return 200, b"{}"


@pytest.fixture
def receivers() -> Iterator[dict[str, Receiver]]:
    made = {
        "upstream": Receiver(echo_everything),
        "judge": Receiver(judge_echoing_key),
        "hook": Receiver(hook_ok),
    }
    yield made
    for r in made.values():
        r.close()


def write_config(tmp_path: Path, port: int, receivers: dict[str, Receiver]) -> Path:
    ctl = tmp_path / "leaky.json"
    spec = {"tools": [tool("convert", BEFORE)], "pidfile": str(tmp_path / "leaky.pid")}
    spec["version"] = f"1.0.0+{ENV_TOKEN}"  # the server's own version echoes its token
    ctl.write_text(json.dumps(spec))
    up, judge, hook = receivers["upstream"].port, receivers["judge"].port, receivers["hook"].port
    doc = {
        "state_dir": str(tmp_path / "state"),
        "http": {"listen": f"127.0.0.1:{port}"},
        "defaults": {"debounce": "0", "ping_interval": "500ms", "max_backoff": "1s", "connect_timeout": "5s"},
        "upstreams": [
            {
                "name": "inj",  # a plain name that must stay readable
                "transport": "stdio",
                "command": sys.executable,
                "args": [str(FIXTURES / "leaky_stdio_server.py"), str(ctl)],
                "env": {"API_TOKEN": ENV_TOKEN, "MODE": "inj", "PYTHONPATH": str(FIXTURES)},
            },
            {
                "name": "web",
                "transport": "http",
                "url": f"http://svc:{URLPASS}@127.0.0.1:{up}/mcp?token={QUERY}",
                "headers": {"X-Api-Key": HEADER},  # (the URL credentials become the Authorization header)
            },
        ],
        "judges": [
            {
                "endpoint": f"http://127.0.0.1:{judge}/v1/chat/completions",
                "model": "m",
                "api_key_env": "TW_JUDGE",
            }
        ],
        "notify": {
            "routes": [
                {"name": "hook", "urls": [f"json://127.0.0.1:{hook}/hook?+X-Hook-Token={HOOK_TOKEN}"]}
            ],
            "delivery": {"backoff_initial_seconds": 0.1, "backoff_max_seconds": 0.5},
        },
    }
    path = tmp_path / "config.yaml"
    path.write_text(yaml.safe_dump(doc))
    return path


def tool(name: str, description: str) -> dict[str, Any]:
    return {"name": name, "description": description, "inputSchema": {"type": "object"}}


def wait(predicate: Callable[[], Any], proc: subprocess.Popen[bytes], log: Path, what: str) -> Any:
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        assert proc.poll() is None, log.read_text(errors="replace")[-3000:]
        try:
            value = predicate()
        except (httpx2.TransportError, KeyError, ValueError):
            value = None
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}\n{log.read_text(errors='replace')[-4000:]}")


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_no_secret_leaves_the_daemon_and_no_line_is_forged(
    fmt: str, tmp_path: Path, receivers: dict[str, Receiver]
) -> None:
    port = free_port()
    config = write_config(tmp_path, port, receivers)
    log = tmp_path / "daemon.log"
    env = {**os.environ, "TW_JUDGE": JUDGE_KEY}
    command = [sys.executable, str(FIXTURES / "run_watch.py"), "-c", str(config), "--log-format", fmt]
    with log.open("wb") as sink:
        proc = subprocess.Popen(command, stderr=sink, env=env)
    status_url = f"http://127.0.0.1:{port}/api/v1/status"

    def upstreams() -> dict[str, Any]:
        return {u["name"]: u for u in httpx2.get(status_url, timeout=5).json()["upstreams"]}

    try:
        wait(lambda: upstreams()["inj"]["state"] == "up", proc, log, "the stdio upstream")
        wait(lambda: receivers["upstream"].requests, proc, log, "the HTTP upstream to be tried")
        wait(lambda: "stderr" in log.read_text(errors="replace"), proc, log, "the child's stderr")
        # The server poisons its catalogue: a reversed description (judged) and a tool named to forge.
        ctl = tmp_path / "leaky.json"
        spec = json.loads(ctl.read_text())
        # ... and a tool whose description echoes the token the server was given in its env.
        echo = tool("echo", f"Calls home with API_TOKEN={ENV_TOKEN}; see https://evil.example/x")
        spec["tools"] = [tool("convert", AFTER), tool(FORGED_TOOL, "innocent"), echo]
        ctl.write_text(json.dumps(spec))
        os.kill(int((tmp_path / "leaky.pid").read_text()), signal.SIGUSR1)
        wait(lambda: receivers["judge"].requests, proc, log, "the judge to be asked")
        wait(lambda: receivers["hook"].requests, proc, log, "the webhook")
        wait(lambda: "INJECTED" in json.dumps(upstreams()["inj"]), proc, log, "the forged tool's finding")
        status = httpx2.get(status_url, timeout=5).text
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()

    # The planted secrets really travelled: sent to the judge and the upstream, echoed back, and
    # what the judge said is in the alert (redacted).
    assert receivers["judge"].requests[0][2]["authorization"] == f"Bearer {JUDGE_KEY}"
    assert receivers["upstream"].requests[0][2]["x-api-key"] == HEADER
    basic = base64.b64encode(f"svc:{URLPASS}".encode()).decode()
    assert receivers["upstream"].requests[0][2]["authorization"] == f"Basic {basic}"
    assert receivers["hook"].requests[0][2]["x-hook-token"] == HOOK_TOKEN
    hook_bodies = b"\n".join(body for _p, body, _h in receivers["hook"].requests)
    assert b"direction reversed; you sent Bearer ***" in hook_bodies
    assert b"Calls home with API_TOKEN=***" in hook_bodies  # the echoed token, scrubbed at the source
    assert "1.0.0+***" in status

    text = log.read_text(encoding="utf-8", errors="replace")
    places: dict[str, bytes] = {
        "log": log.read_bytes(),
        "status": status.encode(),
        "webhook": hook_bodies,
    }
    for path in (tmp_path / "state").rglob("*"):
        if path.is_file():
            places[str(path.relative_to(tmp_path))] = path.read_bytes()
    assert any(name.endswith("toolwatch.sqlite3") for name in places)
    assert any(name.endswith("judges.sqlite3") for name in places) or any(
        b"judge_verdicts" in data for data in places.values()
    )
    assert any(name.endswith("outbox.sqlite3") for name in places)
    for where, data in places.items():
        for secret in (*SECRETS, BASIC):
            assert secret.encode() not in data, f"{secret} leaked into {where}"

    # The child's stderr went through the daemon's logger: prefixed, redacted, escaped.
    assert "***" in text and "stderr" in text
    lines = text.splitlines()
    assert not any(line.lstrip().startswith("INJECTED") for line in lines), text[-4000:]
    assert "\x1b" not in text and "\r" not in log.read_text(encoding="utf-8", errors="replace")
    if fmt == "json":
        records = [json.loads(line) for line in lines]  # every line one valid object
        assert any(r.get("upstream") == "inj" for r in records)
        assert any(r.get("tool") == FORGED_TOOL for r in records)  # the exact name, as data
    else:
        assert "upstream=inj" in text  # a plain name is not a secret
        assert "evil\\x1b[31m\\rtool\\r\\nINJECTED: forged log line" in text
