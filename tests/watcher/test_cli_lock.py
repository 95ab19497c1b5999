"""`toolwatch lock`: a fresh lockfile, carry-over on refresh, --bump, declared versions, stdout."""

from __future__ import annotations

from pathlib import Path

import yaml
from toolwatch_cli_support import (
    FETCH,
    SEARCH,
    SEARCH_RETYPED,
    SEARCH_REWORDED,
    dump_forms,
    lock,
    run_toolwatch,
    write_dump,
)

from oracle import parse_lockfile


def _versions(lockfile: Path) -> dict[str, str]:
    return {name: entry["semver"] for name, entry in yaml.safe_load(lockfile.read_text())["tools"].items()}


def test_a_fresh_lockfile_pins_every_tool_at_1_0_0(tmp_path: Path) -> None:
    lockfile = lock(tmp_path, [SEARCH, FETCH])
    document = yaml.safe_load(lockfile.read_text())
    assert document["version"] == 1 and document["generated_for"] == "test"
    assert _versions(lockfile) == {"fetch": "1.0.0", "search": "1.0.0"}
    assert document["tools"]["search"]["contract_digest"] == (
        "sha256:56d47fc4c5280f5723d3e355c8149bc402abd636d3c6bebb979b93abaecce0db"
    )
    assert document["tools"]["search"]["contract"] == SEARCH
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []  # no temp files left


def test_refreshing_carries_versions_over(tmp_path: Path) -> None:
    declared = tmp_path / "v.yaml"
    declared.write_text("search: 1.4.2\nfetch: 0.3.1\n")
    lockfile = lock(tmp_path, [SEARCH, FETCH], "--declared", str(declared))
    assert _versions(lockfile) == {"fetch": "0.3.1", "search": "1.4.2"}
    dump = write_dump(tmp_path / "next.json", [SEARCH_REWORDED, FETCH, {"name": "added"}], "array")
    refreshed = run_toolwatch("lock", dump, "--lockfile", lockfile)
    assert refreshed.code == 0
    assert _versions(lockfile) == {"added": "1.0.0", "fetch": "0.3.1", "search": "1.4.2"}  # no invented bump
    assert "warning: search: changed (patch) but keeps 1.4.2; pass --bump to write 1.4.3" in refreshed.err
    assert yaml.safe_load(lockfile.read_text())["generated_for"] == "test"  # kept from the old lockfile


def test_bump_writes_the_smallest_version_each_change_requires(tmp_path: Path) -> None:
    declared = tmp_path / "v.yaml"
    declared.write_text("search: 1.4.2\nfetch: 0.3.1\n")
    lockfile = lock(tmp_path, [SEARCH, FETCH], "--declared", str(declared))
    fetch_widened = {
        **FETCH,
        "inputSchema": {
            **FETCH["inputSchema"],
            "properties": {"url": {"type": "string"}, "timeout": {"type": "integer"}},
        },
    }
    dump = write_dump(tmp_path / "next.json", [SEARCH_RETYPED, fetch_widened])
    bumped = run_toolwatch("lock", dump, "--lockfile", lockfile, "--bump")
    assert bumped.code == 0, bumped.err
    assert _versions(lockfile) == {"fetch": "0.3.2", "search": "2.0.0"}  # 0.y.z: minor -> 0.3.2
    assert "search: 1.4.2 → 2.0.0" in bumped.err and "fetch: 0.3.1 → 0.3.2" in bumped.err
    assert run_toolwatch("check", dump, "--lockfile", lockfile).code == 0


def test_lock_to_stdout_and_the_upstream_alias(tmp_path: Path) -> None:
    result = run_toolwatch("lock", "--tools", "-", "--upstream", "demo", stdin=dump_forms([SEARCH])["result"])
    assert result.code == 0
    lockfile = parse_lockfile(result.out)
    assert lockfile.generated_for == "demo" and list(lockfile.tools) == ["search"]
    assert "wrote stdout: 1 tool (1 new)" in result.err


def test_a_gateway_lockfile_is_rewritten_in_sha256_with_contracts(tmp_path: Path) -> None:
    lockfile = tmp_path / "gw.lock.yaml"
    lockfile.write_text(
        "version: 1\ngenerated_for: gw\ntools:\n  search:\n    semver: 2.1.0\n"
        "    contract_digest: mcp-contract-v2-sha256:9aaf5ff606591ef611788a262874bbe58aa57d39e751c10527aa894d984cb47e\n"
        "    owner: team-search\n"
    )
    result = run_toolwatch("lock", write_dump(tmp_path / "d.json", [SEARCH]), "--lockfile", lockfile)
    assert result.code == 0
    assert "note:" in result.err and "tools.search.owner: unknown key kept" in result.err
    entry = yaml.safe_load(lockfile.read_text())["tools"]["search"]
    assert entry["semver"] == "2.1.0" and entry["owner"] == "team-search"
    assert entry["contract_digest"].startswith("sha256:") and entry["contract"] == SEARCH
