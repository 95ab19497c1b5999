"""SBproxy's CLI rows (expected_cli_exit) replayed through `toolwatch lock` then `toolwatch check`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from toolwatch_cli_support import run_toolwatch, write_dump

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "sbproxy_cases.json"


def _cli_rows() -> list[dict[str, Any]]:
    if not CORPUS.exists():
        return []
    return [row for row in json.loads(CORPUS.read_text()) if "expected_cli_exit" in row]


@pytest.mark.skipif(not CORPUS.exists(), reason="shared corpus not present")
@pytest.mark.parametrize("row", _cli_rows(), ids=lambda row: row["name"])
def test_sbproxy_cli_exit_codes(tmp_path: Path, row: dict[str, Any]) -> None:
    if row.get("judge_scores"):
        pytest.skip("the expectation depends on a judge jury")
    old, new = row["old_tool"], row["new_tool"]
    lockfile = tmp_path / "tool-versions.lock.yaml"
    locked = run_toolwatch(
        "lock", write_dump(tmp_path / "old.json", [old] if old else []), "--lockfile", lockfile
    )
    assert locked.code == 0, locked.err
    args = [
        "check",
        str(write_dump(tmp_path / "new.json", [new] if new else [])),
        "--lockfile",
        str(lockfile),
    ]
    if "declared_version" in row and new is not None:
        declared = tmp_path / "declared.yaml"
        declared.write_text(yaml.safe_dump({new["name"]: row["declared_version"]}))
        args += ["--declared", str(declared)]
    result = run_toolwatch(*args)
    assert result.code == row["expected_cli_exit"], result.out + result.err
