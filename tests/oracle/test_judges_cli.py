"""`toolwatch diff|check --judges CONFIG.yaml` against a real judge server on loopback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import anyio
import pytest
from judge_server import judge_server, scores

pytestmark = pytest.mark.anyio

OLD = {
    "name": "read_file",
    "description": "Read the complete contents of a file.",
    "inputSchema": {"type": "object"},
}
NEW = {**OLD, "description": "Summarise a file for the user in three bullet points."}


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def _toolwatch() -> list[str]:
    script = Path(sys.executable).with_name("toolwatch")
    return [str(script)] if script.exists() else [sys.executable, "-m", "watcher.cli"]


async def _run(*args: str | Path) -> tuple[int, str, str]:
    done = await anyio.run_process([*_toolwatch(), *map(str, args)], check=False)
    return done.returncode, done.stdout.decode(), done.stderr.decode()


def _write(tmp: Path, name: str, value: Any) -> Path:
    path = tmp / name
    path.write_text(json.dumps(value) if not isinstance(value, str) else value, encoding="utf-8")
    return path


async def test_diff_with_judges_escalates(tmp_path: Path) -> None:
    old, new = _write(tmp_path, "old.json", [OLD]), _write(tmp_path, "new.json", [NEW])
    async with judge_server() as server:
        server.script.update(a=scores(0.9), b=scores(0.8))
        config = _write(
            tmp_path,
            "judges.yaml",
            f"judges:\n  - {{endpoint: '{server.url}', model: a}}\n"
            f"  - {{endpoint: '{server.url}', model: b, timeout: 5s}}\n",
        )
        plain = await _run("diff", old, new, "--format", "json", "--fail-on", "major")
        judged = await _run("diff", old, new, "--judges", config, "--format", "json", "--fail-on", "major")
    assert plain[0] == 0 and "description-meaning-changed" not in plain[1]
    assert judged[0] == 2, judged[2]
    assert "description-meaning-changed" in judged[1] and len(server.requests) == 2


async def test_check_with_judges_relints(tmp_path: Path) -> None:
    old, new = _write(tmp_path, "old.json", [OLD]), _write(tmp_path, "new.json", [NEW])
    lockfile = tmp_path / "tools.lock.yaml"
    code, _, err = await _run("lock", old, "--lockfile", lockfile)
    assert code == 0, err
    declared = _write(tmp_path, "declared.yaml", "read_file: 1.0.1\n")  # a patch bump: enough without judges
    async with judge_server() as server:
        server.script["a"] = scores(0.95)
        config = _write(tmp_path, "judges.yaml", f"judges: [{{endpoint: '{server.url}', model: a}}]\n")
        plain = await _run("check", new, "--lockfile", lockfile, "--declared", declared)
        judged = await _run(
            "check",
            new,
            "--lockfile",
            lockfile,
            "--declared",
            declared,
            "--judges",
            config,
            "--format",
            "json",
        )
        server.script["a"] = scores(0.95)
        server.script["b"] = scores(0.05)
        split_config = _write(
            tmp_path,
            "split.yaml",
            f"judges: [{{endpoint: '{server.url}', model: a}}, {{endpoint: '{server.url}', model: b}}]\n",
        )
        split = await _run(
            "check",
            new,
            "--lockfile",
            lockfile,
            "--declared",
            declared,
            "--judges",
            split_config,
            "--format",
            "json",
        )
    assert plain[0] == 0, plain
    assert judged[0] == 2 and "description-meaning-changed" in judged[1]
    # A split jury (mean 0.5, escalated but unconfirmed) gives the needs_confirmation outcome.
    assert json.loads(split[1])["tools"][0]["outcome"] == "needs_confirmation", split


async def test_bad_judges_config_names_the_key(tmp_path: Path) -> None:
    old, new = _write(tmp_path, "old.json", [OLD]), _write(tmp_path, "new.json", [NEW])
    config = _write(
        tmp_path, "judges.yaml", "judges:\n  - {endpoint: 'http://127.0.0.1:9', model: a, timeout: soon}\n"
    )
    code, _, err = await _run("diff", old, new, "--judges", config)
    assert code == 65 and "judges[0].timeout" in err


def test_check_without_judges_never_loads_the_judge_layer(tmp_path: Path) -> None:
    old, new = _write(tmp_path, "old.json", [OLD]), _write(tmp_path, "new.json", [NEW])
    probe = (
        "import sys; from watcher.cli import main; main(sys.argv[1:]); "
        "print([m for m in sys.modules if m.startswith(('oracle.judges', 'httpx'))])"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe, "diff", str(old), str(new)], capture_output=True, text=True, check=False
    ).stdout
    assert out.strip().splitlines()[-1] == "[]"
