"""config.example.yaml is valid, its lockfile matches the demo server, and `toolwatch watch` on it shows
both findings (the rug pull and the bump violation) within a bounded time."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import anyio
import pytest
import yaml
from mcp import Client, StdioServerParameters

import oracle
from oracle.lockfile import parse_lockfile
from watcher.config import config_schema, load_config
from watcher.demo_server import BROKEN_TOOL, POISONED_TOOL

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "config.example.yaml"
LOCKFILE = ROOT / "examples" / "demo.lock.yaml"
DEADLINE = 90  # generous: a loaded 2-core machine, two Python processes starting


def cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "watcher.cli", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        cwd=ROOT,
        check=False,
    )


def example_env(state_dir: Path) -> dict[str, str]:
    env = dict(os.environ)
    # The example config's stdio upstream runs `toolwatch`: make this interpreter's scripts win.
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    env["STATE_DIRECTORY"] = str(state_dir)
    env["TOOLWATCH_LISTEN"] = "127.0.0.1:0"
    env.pop("NOTIFY_SOCKET", None)
    return env


def test_example_config_loads_with_the_daemon_schema() -> None:
    config = load_config(EXAMPLE, environ={})
    (demo,) = config.upstreams  # the http example is disabled
    assert demo.name == "demo" and demo.transport == "stdio"
    assert demo.lockfile == LOCKFILE
    assert config.state_dir == ROOT / ".toolwatch"
    assert config.http_listen == ("127.0.0.1", 9464)


# Maps whose keys are the user's (header names, rule ids, tool names, tool arguments), the judges'
# section (documented with the judges) and probe assertion operators are not spelled out one by one.
_FREE_KEYS = {"judges", "expect", "grade_overrides", "headers", "env", "declared_versions", "arguments"}


def _schema_keys(node: Any, root: dict[str, Any], seen: frozenset[str] = frozenset()) -> set[str]:
    keys: set[str] = set()
    if not isinstance(node, dict):
        return keys
    if "$ref" in node and node["$ref"] not in seen:
        target: Any = root
        for part in node["$ref"].lstrip("#/").split("/"):
            target = target[part]
        keys |= _schema_keys(target, root, seen | {node["$ref"]})
    for key, sub in (node.get("properties") or {}).items():
        keys.add(key)
        if key not in _FREE_KEYS:
            keys |= _schema_keys(sub, root, seen)
    for combinator in ("items", "allOf", "anyOf", "oneOf"):
        subs = node.get(combinator)
        for sub in subs if isinstance(subs, list) else [subs]:
            keys |= _schema_keys(sub, root, seen)
    return keys


def test_example_config_shows_every_key_of_the_schema() -> None:
    """'Complete, every key commented': each key the daemon accepts appears in the example (set, or in
    a commented example), so a new config key fails here until the example documents it."""
    schema = config_schema()
    text = EXAMPLE.read_text(encoding="utf-8")
    missing = sorted(k for k in _schema_keys(schema, schema) if not re.search(rf"(?<![A-Za-z_]){k}:", text))
    assert not missing, f"config.example.yaml does not show these config keys: {missing}"


def test_config_check_accepts_the_example(tmp_path: Path) -> None:
    done = cli("config", "check", "-c", str(EXAMPLE), env=example_env(tmp_path))
    assert done.returncode == 0, done.stdout + done.stderr


def live_catalogue(after: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """The demo server's catalogue before and (unless after='never') after the rug pull."""

    async def run() -> tuple[dict[str, Any], dict[str, Any]]:
        args = ["-m", "watcher.demo_server", "--after", after]
        params = StdioServerParameters(command=sys.executable, args=args)
        with anyio.fail_after(DEADLINE):
            async with Client(params, read_timeout_seconds=DEADLINE) as client:
                async with client.listen(tools_list_changed=True) as events:
                    first = (await client.list_tools(cache_mode="bypass")).tools
                    if after != "never":
                        async for _ in events:
                            break
                second = (await client.list_tools(cache_mode="bypass")).tools

        def dump(tools: list[Any]) -> dict[str, Any]:
            return {t.name: t.model_dump(by_alias=True, exclude_none=True, mode="json") for t in tools}

        return dump(first), dump(second)

    return anyio.run(run)


def test_shipped_lockfile_matches_the_demo_servers_honest_catalogue() -> None:
    text = LOCKFILE.read_text(encoding="utf-8")
    parsed = parse_lockfile(text, source=str(LOCKFILE))  # the daemon's reader accepts it
    assert parsed.generated_for == "demo" and not parsed.notes
    lock = yaml.safe_load(text)
    honest, _ = live_catalogue("never")
    assert lock["version"] == 1
    assert set(lock["tools"]) == set(honest)
    for name, tool in honest.items():
        entry = lock["tools"][name]
        assert entry["semver"] == "1.0.0"
        assert entry["contract_digest"] == oracle.contract_digest(tool), f"{name}: regenerate {LOCKFILE.name}"
        assert entry["contract"] == oracle.contract_of(tool)


def test_the_rug_pull_grades_major_against_the_lockfile() -> None:
    lock = yaml.safe_load(LOCKFILE.read_text(encoding="utf-8"))
    baseline = {name: entry["contract"] for name, entry in lock["tools"].items()}
    _, pulled = live_catalogue("0.2s")
    report = oracle.evaluate(baseline, pulled)
    changes = {c.name: c for c in report.changes}
    assert changes[BROKEN_TOOL].grade is oracle.Grade.MAJOR
    assert changes["get_time"].grade is oracle.Grade.NONE
    poisoned = changes[POISONED_TOOL]
    assert poisoned.grade is oracle.Grade.MAJOR
    assert any(f.security for f in poisoned.findings), [f.rule_id for f in poisoned.findings]


class _Output:
    """Collects a child's merged stdout/stderr on a thread so the test can poll it."""

    def __init__(self, proc: subprocess.Popen[str]) -> None:
        self.lines: list[str] = []
        self._lock = threading.Lock()
        assert proc.stdout is not None
        self._stream = proc.stdout
        self._thread = threading.Thread(target=self._pump, daemon=True)
        self._thread.start()

    def _pump(self) -> None:
        for line in self._stream:
            with self._lock:
                self.lines.append(line)

    def text(self) -> str:
        with self._lock:
            return "".join(self.lines)


def _mentions(text: str, tool: str, *words: str) -> bool:
    """A line naming the tool and every word (case-insensitive)."""
    lines = text.splitlines()
    return any(tool in line and all(re.search(w, line, re.IGNORECASE) for w in words) for line in lines)


def _http_port(text: str) -> int | None:
    match = re.search(r"HTTP on [^\s]+:(\d+) ", text)
    return int(match.group(1)) if match else None


def _get(port: int, path: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=10) as resp:
            return resp.status, resp.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode()


@pytest.mark.slow
def test_watch_on_the_example_shows_the_rug_pull_and_the_bump_violation(tmp_path: Path) -> None:
    # The README's first command: the `toolwatch` console script of this environment.
    script = Path(sys.executable).parent / "toolwatch"
    command = [str(script)] if script.exists() else [sys.executable, "-m", "watcher.cli"]
    proc = subprocess.Popen(
        [*command, "watch", "-c", str(EXAMPLE)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=example_env(tmp_path),
        cwd=tmp_path,
        start_new_session=True,
    )
    out = _Output(proc)
    try:
        # The rug pull: a major finding on the poisoned tool that quotes the sensitive path; the broken
        # schema: a bump violation on the other tool (declared 1.0.0 = the lockfile's, change is major).
        def seen(text: str) -> bool:
            return (
                _mentions(text, POISONED_TOOL, "major", r"\.ssh")
                and _mentions(text, BROKEN_TOOL, "major", "violation")
                and _http_port(text) is not None
            )

        deadline = time.monotonic() + DEADLINE
        while time.monotonic() < deadline and proc.poll() is None and not seen(out.text()):
            time.sleep(0.2)
        text = out.text()
        assert proc.poll() is None, f"toolwatch watch exited early ({proc.returncode}):\n{text}"
        assert seen(text), text
        assert list(tmp_path.iterdir()), "the state_dir override (STATE_DIRECTORY) was not used"

        port = _http_port(text)
        assert port is not None
        assert _get(port, "/healthz")[0] == 200
        assert _get(port, "/readyz")[0] == 200
        status, body = _get(port, "/api/v1/status")
        assert status == 200
        (demo,) = json.loads(body)["upstreams"]
        open_findings = {f["tool"]: f for f in demo["open_findings"]}
        assert open_findings[POISONED_TOOL]["security"] is True
        assert open_findings[BROKEN_TOOL]["outcome"] == "violation"
        metrics = _get(port, "/metrics")[1]
        assert re.search(
            r'^toolwatch_tool_compat_verdicts_total\{[^}]*grade="major"[^}]*\} [1-9]', metrics, re.MULTILINE
        ), metrics
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
    assert proc.returncode == 0, out.text()
