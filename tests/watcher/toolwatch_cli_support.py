"""Running the real `toolwatch` console script in a subprocess, and building its inputs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SEARCH = {
    "name": "search",
    "description": "search public repositories",
    "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}},
}
FETCH = {
    "name": "fetch",
    "description": "fetch a url",
    "inputSchema": {"type": "object", "properties": {"url": {"type": "string"}}, "required": ["url"]},
}
SEARCH_RETYPED = {**SEARCH, "inputSchema": {"type": "object", "properties": {"q": {"type": "number"}}}}
SEARCH_REWORDED = {**SEARCH, "description": "search public repositories by name"}


def toolwatch_command() -> list[str]:
    """The console script next to this interpreter (the venv's), else the module entry point."""
    script = Path(sys.executable).with_name("toolwatch")
    return [str(script)] if script.exists() else [sys.executable, "-m", "watcher.cli"]


@dataclass(frozen=True)
class Run:
    code: int
    out: str
    err: str


def run_toolwatch(
    *args: str | Path, stdin: bytes | str | None = None, cwd: Path | None = None, **env: str
) -> Run:
    environment = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")}
    environment.update(env)
    data = stdin.encode("utf-8") if isinstance(stdin, str) else stdin
    done = subprocess.run(
        [*toolwatch_command(), *map(str, args)],
        input=data if data is not None else b"",
        capture_output=True,
        cwd=cwd,
        env=environment,
        timeout=120,
        check=False,
    )
    return Run(
        done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace")
    )


def dump_forms(tools: list[dict[str, Any]]) -> dict[str, str]:
    """The three accepted spellings of one tools/list dump."""
    return {
        "jsonrpc": json.dumps({"jsonrpc": "2.0", "id": 1, "result": {"tools": tools}}),
        "result": json.dumps({"tools": tools}),
        "array": json.dumps(tools),
    }


def write_dump(path: Path, tools: list[dict[str, Any]], form: str = "jsonrpc") -> Path:
    path.write_text(dump_forms(tools)[form], encoding="utf-8")
    return path


def lock(tmp: Path, tools: list[dict[str, Any]], *extra: str, name: str = "tools.lock.yaml") -> Path:
    """A lockfile written by `toolwatch lock` itself."""
    dump = write_dump(tmp / "locked-dump.json", tools)
    lockfile = tmp / name
    result = run_toolwatch("lock", dump, "--lockfile", lockfile, "--generated-for", "test", *extra)
    assert result.code == 0, result.err
    return lockfile
