"""A judge that echoes its API key (the Authorization header) back: the key never reaches a finding,
a failure message or the verdict cache, whatever form the echo takes."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from judge_server import completion, judge_server
from starlette.responses import JSONResponse, Response

from oracle import evaluate
from oracle.judges import JudgeConfig, Jury, SQLiteCache, judge_report

pytestmark = pytest.mark.anyio
KEY = "sk-judge-echoed-4242"
OLD = {"name": "read_file", "description": "Read a file.", "inputSchema": {"type": "object"}}
NEW = {"name": "read_file", "description": "Summarise a file in bullets.", "inputSchema": {"type": "object"}}


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def echo(shape: str) -> Any:
    """A judge that puts the request's Authorization header into its reply, in one of several shapes."""

    async def behave(payload: dict[str, Any], headers: dict[str, str]) -> Response:
        auth = headers["authorization"]
        escaped = "".join(f"\\u{ord(c):04x}" for c in auth)  # JSON escapes: no literal key in the text
        content = {
            "reason": json.dumps({"score": 0.9, "changed_aspects": ["meaning"], "reason": f"saw {auth}"}),
            "escaped": '{"score": 0.9, "changed_aspects": ["meaning"], "reason": "saw ' + escaped + '"}',
            "invalid": json.dumps({"score": f"{auth}", "changed_aspects": [], "reason": "x"}),
        }[shape]
        return JSONResponse(completion(content, {"total_tokens": 10}))

    return behave


@pytest.mark.parametrize("shape", ["reason", "escaped", "invalid"])
async def test_an_echoed_key_is_redacted_everywhere(
    shape: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TW_ECHO_KEY", KEY)
    async with judge_server() as server:
        behave = echo(shape)

        async def with_headers(payload: dict[str, Any]) -> Response:
            return await behave(payload, server.headers[-1])

        server.script["a"] = with_headers
        db = tmp_path / "judges.sqlite3"
        config = JudgeConfig(endpoint=server.url, model="a", api_key_env="TW_ECHO_KEY")
        old, new = {"read_file": OLD}, {"read_file": NEW}
        report = await judge_report(evaluate(old, new), old, new, Jury([config], cache=SQLiteCache(db)))
    assert server.headers[0]["authorization"] == f"Bearer {KEY}"  # the key really was sent
    findings = json.dumps([f.to_json() for f in report.findings])
    assert KEY not in findings and "sk-judge" not in findings
    if shape == "invalid":
        assert "description-judge-error" in findings  # the failure is reported, without the key
    else:
        assert "***" in findings
    with sqlite3.connect(db) as conn:
        rows = conn.execute("SELECT verdict FROM judge_verdicts").fetchall()
    assert KEY not in json.dumps(rows)


async def test_cli_diff_with_an_echoing_judge_prints_no_key(tmp_path: Path) -> None:
    """`toolwatch diff --judges` as a process: the report (stdout) and stderr hold no key."""
    import os
    import sys

    import anyio

    (tmp_path / "old.json").write_text(json.dumps([OLD]))
    (tmp_path / "new.json").write_text(json.dumps([NEW]))
    async with judge_server() as server:
        behave = echo("reason")

        async def with_headers(payload: dict[str, Any]) -> Response:
            return await behave(payload, server.headers[-1])

        server.script["a"] = with_headers
        config = tmp_path / "judges.yaml"
        config.write_text(f"judges:\n  - {{endpoint: '{server.url}', model: a, api_key_env: TW_ECHO_KEY}}\n")
        done = await anyio.run_process(
            [
                sys.executable,
                "-m",
                "watcher.cli",
                "diff",
                str(tmp_path / "old.json"),
                str(tmp_path / "new.json"),
                "--judges",
                str(config),
                "--format",
                "json",
            ],
            check=False,
            env={**os.environ, "TW_ECHO_KEY": KEY},
        )
    assert server.headers[0]["authorization"] == f"Bearer {KEY}"
    out, err = done.stdout.decode(), done.stderr.decode()
    assert "description-meaning-changed" in out and "saw Bearer ***" in out, (out, err)
    assert KEY not in out and KEY not in err


async def test_a_verdict_cached_before_scrubbing_is_served_without_the_key(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """judges.sqlite3 from an older version may hold a reply that quoted the key: a cache hit is
    scrubbed as it is read, and nothing is asked again."""
    from oracle.judges import Verdict
    from oracle.judges._cache import cache_key

    monkeypatch.setenv("TW_ECHO_KEY", KEY)
    db = tmp_path / "judges.sqlite3"
    SQLiteCache(db).put(
        cache_key(OLD["description"], NEW["description"], "a"), Verdict(0.9, ("meaning",), f"old {KEY}")
    )
    async with judge_server() as server:
        config = JudgeConfig(endpoint=server.url, model="a", api_key_env="TW_ECHO_KEY")
        old, new = {"read_file": OLD}, {"read_file": NEW}
        report = await judge_report(evaluate(old, new), old, new, Jury([config], cache=SQLiteCache(db)))
    assert not server.requests  # served from the cache
    findings = json.dumps([f.to_json() for f in report.findings])
    assert "old ***" in findings and KEY not in findings
