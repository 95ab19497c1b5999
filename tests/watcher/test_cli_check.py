"""`toolwatch check`, end to end through the console script: exit codes, the three dump forms from a
file and from stdin, the seed spellings, declared versions, 0.y.z, a v2-digest lockfile."""

from __future__ import annotations

from pathlib import Path

import pytest
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

from oracle import contract_digest_v2


@pytest.mark.parametrize("form", ["jsonrpc", "result", "array"])
def test_every_dump_form_from_a_file_and_from_stdin(tmp_path: Path, form: str) -> None:
    lockfile = lock(tmp_path, [SEARCH, FETCH])
    dump = write_dump(tmp_path / f"{form}.json", [SEARCH, FETCH], form)
    from_file = run_toolwatch("check", dump, "--lockfile", lockfile)
    assert (from_file.code, from_file.err) == (0, "")
    assert "2 tools: 2 unchanged → exit 0 (ok)" in from_file.out
    from_stdin = run_toolwatch("check", "-", "--lockfile", lockfile, stdin=dump_forms([SEARCH, FETCH])[form])
    assert from_stdin.code == 0 and from_stdin.out == from_file.out


def test_exit_0_when_a_change_is_covered_by_its_bump(tmp_path: Path) -> None:
    lockfile = lock(tmp_path, [SEARCH])
    declared = tmp_path / "versions.yaml"
    declared.write_text('search: "1.0.1"\n')
    result = run_toolwatch(
        "check",
        write_dump(tmp_path / "d.json", [SEARCH_REWORDED]),
        "--lockfile",
        lockfile,
        "--declared",
        declared,
    )
    assert result.code == 0, result.out
    assert "search: ok (patch): patch change covered by a patch bump (1.0.0 → 1.0.1)" in result.out
    assert "  search  patch  tool-description-changed  /description" in result.out


def test_exit_1_when_only_tools_were_added_or_removed(tmp_path: Path) -> None:
    lockfile = lock(tmp_path, [SEARCH, FETCH])
    added = run_toolwatch(
        "check", write_dump(tmp_path / "a.json", [SEARCH, FETCH, {"name": "new_one"}]), "--lockfile", lockfile
    )
    assert added.code == 1
    assert "new_one: new_tool (minor)" in added.out
    removed = run_toolwatch("check", write_dump(tmp_path / "r.json", [SEARCH]), "--lockfile", lockfile)
    assert removed.code == 1
    assert "fetch: removed_tool (major): removed (was 1.0.0)" in removed.out


def test_exit_2_on_a_bump_violation_even_next_to_a_removed_tool(tmp_path: Path) -> None:
    lockfile = lock(tmp_path, [SEARCH, FETCH])
    result = run_toolwatch("check", write_dump(tmp_path / "d.json", [SEARCH_RETYPED]), "--lockfile", lockfile)
    assert result.code == 2
    assert (
        "search: violation (major): major change but no bump declared (1.0.0); declare at least 2.0.0"
        in result.out
    )
    assert (
        '  search  major  input-type-changed  /inputSchema/properties/q/type  "string" → "number"'
        in result.out
    )
    assert result.out.rstrip().endswith("→ exit 2 (bump violation)")


def test_a_version_going_backwards_exits_2(tmp_path: Path) -> None:
    lockfile = lock(tmp_path, [SEARCH])
    declared = tmp_path / "v.yaml"
    declared.write_text("search: 0.9.0\n")
    result = run_toolwatch(
        "check", write_dump(tmp_path / "d.json", [SEARCH]), "--lockfile", lockfile, "--declared", declared
    )
    assert result.code == 2
    assert "version goes backwards (1.0.0 → 0.9.0)" in result.out


@pytest.mark.parametrize(("locked_at", "declared", "code"), [("0.3.1", "0.3.2", 2), ("0.3.1", "0.4.0", 0)])
def test_zero_major_versions_follow_cargo(tmp_path: Path, locked_at: str, declared: str, code: int) -> None:
    declared_at_lock = tmp_path / "lock-versions.yaml"
    declared_at_lock.write_text(f"search: {locked_at}\n")
    lockfile = lock(tmp_path, [SEARCH], "--declared", declared_at_lock)
    assert yaml.safe_load(lockfile.read_text())["tools"]["search"]["semver"] == locked_at
    versions = tmp_path / "v.yaml"
    versions.write_text(f"search: {declared}\n")
    result = run_toolwatch(
        "check",
        write_dump(tmp_path / "d.json", [SEARCH_RETYPED]),
        "--lockfile",
        lockfile,
        "--declared",
        versions,
    )
    assert result.code == code, result.out


def test_the_seed_spellings(tmp_path: Path) -> None:
    lockfile = tmp_path / "seed.lock.yaml"
    locked = run_toolwatch("--lock-tools", "-", "--lockfile", lockfile, stdin=dump_forms([SEARCH])["jsonrpc"])
    assert locked.code == 0, locked.err
    same = run_toolwatch("--check-tools", "-", "--lockfile", lockfile, stdin=dump_forms([SEARCH])["array"])
    assert same.code == 0
    changed = run_toolwatch(
        "--check-tools=-", "--lockfile", lockfile, stdin=dump_forms([SEARCH_RETYPED])["result"]
    )
    assert changed.code == 2


def test_a_v2_digest_lockfile_from_the_other_gateway(tmp_path: Path) -> None:
    # Digest-only, v2 scheme, plain YAML as that gateway writes it; the test vector tool of DESIGN.md.
    digest = contract_digest_v2(SEARCH)
    assert digest == "mcp-contract-v2-sha256:9aaf5ff606591ef611788a262874bbe58aa57d39e751c10527aa894d984cb47e"
    lockfile = tmp_path / "tool-versions.lock.yaml"
    lockfile.write_text(
        f"version: 1\ngenerated_for: upstream\ntools:\n  search:\n    semver: 1.0.0\n"
        f"    contract_digest: {digest}\n"
    )
    titled = run_toolwatch(
        "check", write_dump(tmp_path / "t.json", [{**SEARCH, "title": "Search"}]), "--lockfile", lockfile
    )
    assert titled.code == 0, titled.out  # v2 does not cover the title
    changed = run_toolwatch(
        "check", write_dump(tmp_path / "c.json", [SEARCH_RETYPED]), "--lockfile", lockfile
    )
    assert changed.code == 2
    assert "search: violation (patch)" in changed.out
    assert "contract-digest-changed" in changed.out and "[uncertain]" in changed.out
    covered = tmp_path / "v.yaml"
    covered.write_text("search: 1.0.1\n")
    ok = run_toolwatch("check", tmp_path / "c.json", "--lockfile", lockfile, "--declared", covered)
    assert ok.code == 0, ok.out


def test_diff_grades_two_dumps(tmp_path: Path) -> None:
    old = write_dump(tmp_path / "old.json", [SEARCH, FETCH], "array")
    new = write_dump(tmp_path / "new.json", [SEARCH_RETYPED], "result")
    result = run_toolwatch("diff", old, new)
    assert result.code == 0
    assert "search: changed (major)" in result.out
    assert "fetch: removed (major)" in result.out
    assert "overall grade major" in result.out
    assert run_toolwatch("diff", old, new, "--fail-on", "major").code == 2
    assert run_toolwatch("diff", old, old, "--fail-on", "patch").code == 0
    assert run_toolwatch("diff", "-", new, stdin=dump_forms([SEARCH])["jsonrpc"]).code == 0


def test_rules_and_explain(tmp_path: Path) -> None:
    listing = run_toolwatch("rules")
    assert listing.code == 0
    assert "input-property-removed" in listing.out and "contract-digest-changed" in listing.out
    explained = run_toolwatch("explain", "input-enum-widened")
    assert explained.code == 0
    assert "default grade  minor" in explained.out
    assert "Its twin output-enum-widened grades major" in explained.out
    typo = run_toolwatch("explain", "input-enum-widend")
    assert typo.code == 64
    assert "did you mean input-enum-widened" in typo.err


def test_a_renamed_tool_is_reported_as_renamed_and_exits_1(tmp_path: Path) -> None:
    lockfile = lock(tmp_path, [SEARCH, FETCH])
    renamed = {**SEARCH, "name": "find_repositories"}
    result = run_toolwatch("check", write_dump(tmp_path / "d.json", [renamed, FETCH]), "--lockfile", lockfile)
    assert result.code == 1, result.out
    assert (
        "find_repositories: renamed_tool (major): renamed from 'search': callers of the old name break"
        in result.out
    )
    assert "search: removed_tool" not in result.out  # not double-reported
