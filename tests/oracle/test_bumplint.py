"""oracle.bumplint: per-tool outcomes, digest-only entries, both digest schemes, exit status,
and the SBproxy corpus rows that carry a lint expectation."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from oracle import (
    ExitStatus,
    Finding,
    Grade,
    InputError,
    Outcome,
    ToolChange,
    ToolStatus,
    Version,
    contract_digest,
    contract_digest_v2,
    contract_of,
    lint_catalogue,
    lint_tool,
)
from oracle._types import Dimension
from oracle.contract import V2_CONTRACT_FIELDS
from oracle.lockfile import LockedTool, Lockfile

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "sbproxy_cases.json"

SEARCH = {
    "name": "search",
    "description": "search public repositories",
    "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}},
}
RETYPED = {**SEARCH, "inputSchema": {"type": "object", "properties": {"q": {"type": "number"}}}}
REWORDED = {**SEARCH, "description": "search public repositories by name"}


def locked(
    tool: dict[str, Any], version: str = "1.0.0", *, embed: bool = True, v2: bool = False
) -> LockedTool:
    digest = contract_digest_v2(tool) if v2 else contract_digest(tool)
    contract = contract_of(tool, V2_CONTRACT_FIELDS) if v2 else contract_of(tool)
    return LockedTool(tool["name"], Version.parse(version), digest, contract if embed else None)


def lockfile(*entries: LockedTool) -> Lockfile:
    return Lockfile(tools={e.name: e for e in entries}, generated_for="gh")


def v(text: str) -> Version:
    return Version.parse(text)


def test_unchanged_is_ok_and_exits_zero() -> None:
    report = lint_catalogue(lockfile(locked(SEARCH)), {"search": SEARCH})
    (verdict,) = report.tools
    assert (verdict.outcome, verdict.status, verdict.grade) == (Outcome.OK, ToolStatus.UNCHANGED, Grade.NONE)
    assert report.exit_status is ExitStatus.OK


@pytest.mark.parametrize(
    ("declared", "outcome"),
    [
        (None, Outcome.VIOLATION),  # no bump declared
        ("1.0.0", Outcome.VIOLATION),  # declared the locked version: still no bump
        ("1.0.1", Outcome.VIOLATION),  # under-bump
        ("1.1.0", Outcome.VIOLATION),
        ("2.0.0", Outcome.OK),  # exact
        ("3.0.0", Outcome.OK),  # over-bump is fine
        ("0.9.0", Outcome.VIOLATION),  # backwards
    ],
)
def test_a_major_change_needs_a_major_bump(declared: str | None, outcome: Outcome) -> None:
    declared_map = {"search": v(declared)} if declared else {}
    report = lint_catalogue(lockfile(locked(SEARCH)), {"search": RETYPED}, declared_map)
    (verdict,) = report.tools
    assert verdict.grade is Grade.MAJOR
    assert verdict.outcome is outcome, verdict.message
    assert verdict.required_version == v("2.0.0")
    assert verdict.required_bump is Grade.MAJOR
    assert report.exit_status is (ExitStatus.OK if outcome is Outcome.OK else ExitStatus.VIOLATION)


def test_violation_messages_say_what_to_declare() -> None:
    (none,) = lint_catalogue(lockfile(locked(SEARCH)), {"search": RETYPED}).tools
    assert none.message == "major change but no bump declared (1.0.0); declare at least 2.0.0"
    (under,) = lint_catalogue(lockfile(locked(SEARCH)), {"search": RETYPED}, {"search": v("1.0.1")}).tools
    assert under.message == "major change but 1.0.0 → 1.0.1 is a patch bump; declare at least 2.0.0"
    (back,) = lint_catalogue(
        lockfile(locked(SEARCH, "1.2.0")), {"search": SEARCH}, {"search": v("1.1.0")}
    ).tools
    assert back.outcome is Outcome.VIOLATION  # backwards is a violation even without a change
    assert back.message == "version goes backwards (1.2.0 → 1.1.0); declare a version at or above 1.2.0"


@pytest.mark.parametrize(
    ("locked_version", "declared", "outcome"),
    [
        ("0.3.1", "0.3.2", Outcome.VIOLATION),  # a patch step is only minor under 0.y.z
        ("0.3.1", "0.4.0", Outcome.OK),  # a minor step counts as major
        ("0.0.3", "0.0.4", Outcome.OK),  # 0.0.z: every step is major
        ("2.0.0-rc.1", "2.0.0", Outcome.OK),  # leaving a pre-release covers anything
    ],
)
def test_zero_major_and_prerelease_conventions(locked_version: str, declared: str, outcome: Outcome) -> None:
    report = lint_catalogue(
        lockfile(locked(SEARCH, locked_version)), {"search": RETYPED}, {"search": v(declared)}
    )
    assert report.tools[0].outcome is outcome, report.tools[0].message


def test_zero_major_messages_name_the_convention() -> None:
    report = lint_catalogue(lockfile(locked(SEARCH, "0.3.1")), {"search": RETYPED}, {"search": v("0.3.2")})
    assert "a patch bump (0.y.z convention: counts as minor)" in report.tools[0].message
    assert report.tools[0].required_version == v("0.4.0")


def test_a_digest_only_entry_grades_at_least_patch_and_says_why() -> None:
    lock = lockfile(locked(SEARCH, embed=False))
    report = lint_catalogue(lock, {"search": RETYPED})
    (verdict,) = report.tools
    (finding,) = verdict.findings
    assert finding.rule_id == "contract-digest-changed"
    assert finding.grade is Grade.PATCH and not finding.certain
    assert finding.reason is not None and "holds only this tool's digest" in finding.reason
    assert "toolwatch lock" in finding.reason
    assert verdict.outcome is Outcome.VIOLATION  # no bump declared
    patched = lint_catalogue(lock, {"search": RETYPED}, {"search": v("1.0.1")})
    assert patched.tools[0].outcome is Outcome.OK  # a patch bump covers what can be proven
    assert lint_catalogue(lock, {"search": SEARCH}).tools[0].status is ToolStatus.UNCHANGED


def test_a_digest_only_override_to_none_still_grades_patch() -> None:
    from oracle import Options

    options = Options(grade_overrides={"contract-digest-changed": Grade.NONE})
    report = lint_catalogue(lockfile(locked(SEARCH, embed=False)), {"search": RETYPED}, options=options)
    assert report.tools[0].grade is Grade.PATCH


def test_v2_digests_are_compared_in_their_own_scheme() -> None:
    titled = {**SEARCH, "title": "Search"}
    for embed in (True, False):
        lock = lockfile(locked(SEARCH, v2=True, embed=embed))
        # v2 excludes the title: adding one is no change at all under that scheme.
        assert lint_catalogue(lock, {"search": titled}).tools[0].status is ToolStatus.UNCHANGED
        changed = lint_catalogue(lock, {"search": {**RETYPED, "title": "Search"}}).tools[0]
        assert changed.status is ToolStatus.CHANGED
        assert changed.change.old_digest == lock.tools["search"].contract_digest
        assert changed.change.new_digest == contract_digest_v2(RETYPED)
        assert changed.grade is (Grade.MAJOR if embed else Grade.PATCH)
        assert all(f.rule_id != "tool-title-changed" for f in changed.findings)


def test_a_tampered_contract_is_caught_when_the_lint_grades_against_it() -> None:
    entry = locked(SEARCH)
    tampered = LockedTool("search", entry.semver, entry.contract_digest, {**SEARCH, "description": "x"})
    lock = Lockfile(tools={"search": tampered}, source="t.lock")
    with pytest.raises(
        InputError, match=r"^t.lock: tools.search.contract: tool 'search': the embedded contract"
    ):
        lint_catalogue(lock, {"search": RETYPED})
    assert lint_catalogue(lock, {"search": SEARCH}).tools[0].outcome is Outcome.OK  # unchanged: never used


def test_removed_tools_are_reported_and_never_fail_the_others() -> None:
    fetch = {"name": "fetch", "description": "fetch a url"}
    report = lint_catalogue(lockfile(locked(SEARCH), locked(fetch)), {"search": SEARCH})
    assert [(t.name, t.outcome) for t in report.tools] == [
        ("fetch", Outcome.REMOVED_TOOL),
        ("search", Outcome.OK),
    ]
    assert report.exit_status is ExitStatus.INFORMATIONAL
    digest_only = lint_catalogue(lockfile(locked(fetch, embed=False)), {})
    assert digest_only.tools[0].outcome is Outcome.REMOVED_TOOL


def test_new_and_renamed_tools() -> None:
    report = lint_catalogue(
        lockfile(locked(SEARCH)), {"find": {**SEARCH, "name": "find"}, "extra": {"name": "extra"}}
    )
    outcomes = {t.name: t.outcome for t in report.tools}
    assert outcomes == {"extra": Outcome.NEW_TOOL, "find": Outcome.RENAMED_TOOL}
    assert report.verdict_for("find") is not None
    assert report.verdict_for("find").change.renamed_from == "search"  # type: ignore[union-attr]
    assert "search" not in outcomes  # the old name is not double-reported as removed
    assert report.exit_status is ExitStatus.INFORMATIONAL


def test_a_violation_beats_informational_outcomes() -> None:
    report = lint_catalogue(lockfile(locked(SEARCH)), {"search": RETYPED, "extra": {"name": "extra"}})
    assert report.exit_status is ExitStatus.VIOLATION
    assert report.counts()["violation"] == 1 and report.counts()["new_tool"] == 1


def test_a_violation_resting_only_on_unconfirmed_findings_needs_confirmation() -> None:
    def finding(grade: Grade, needs_confirmation: bool) -> Finding:
        return Finding(
            "tool-description-changed",
            "search",
            Dimension.DESCRIPTION,
            grade,
            "/description",
            "m",
            needs_confirmation=needs_confirmation,
        )

    entry = locked(SEARCH)
    split = ToolChange(
        "search", ToolStatus.CHANGED, Grade.MAJOR, (finding(Grade.MAJOR, True), finding(Grade.PATCH, False))
    )
    verdict = lint_tool(split, entry, v("1.0.1"))
    assert verdict.outcome is Outcome.NEEDS_CONFIRMATION
    assert "a person must confirm" in verdict.message
    confirmed = ToolChange("search", ToolStatus.CHANGED, Grade.MAJOR, (finding(Grade.MAJOR, False),))
    assert lint_tool(confirmed, entry, v("1.0.1")).outcome is Outcome.VIOLATION
    unbumped = lint_tool(split, entry, None)
    assert unbumped.outcome is Outcome.VIOLATION  # the patch part is not covered either


def test_declared_versions_for_unknown_tools_are_noted() -> None:
    report = lint_catalogue(lockfile(locked(SEARCH)), {"search": SEARCH}, {"serch": v("2.0.0")})
    assert report.notes == ("declared version for 'serch' ignored: no such tool is served or locked",)


# Third-party conformance: SBproxy rows with a lint expectation ------------------------------------


def _lint_rows() -> list[dict[str, Any]]:
    if not CORPUS.exists():
        return []
    # Rows whose expectation depends on the gateway's jury are replayed with a loopback jury in
    # tests/oracle/test_judges_conformance.py::test_gateway_judged_lint_rows.
    return [
        row
        for row in json.loads(CORPUS.read_text())
        if "expected_lint" in row and not row.get("judge_scores")
    ]


@pytest.mark.skipif(not CORPUS.exists(), reason="shared corpus not present")
@pytest.mark.parametrize("row", _lint_rows(), ids=lambda row: row["name"])
def test_sbproxy_lint_expectations(row: dict[str, Any]) -> None:
    old, new = row["old_tool"], row["new_tool"]
    scheme_v2 = row.get("baseline_scheme") == "v2"
    entry = locked(old, row["prior_version"], v2=scheme_v2)
    report = lint_catalogue(lockfile(entry), {new["name"]: new}, {new["name"]: v(row["declared_version"])})
    verdict = report.verdict_for(new["name"])
    assert verdict is not None
    assert verdict.outcome.value == row["expected_lint"], verdict.message
    if row["expected_grade"] in ("none", "patch") and row["expected_lint"] == "violation":
        assert verdict.grade >= Grade.PATCH  # we may grade higher than the gateway's shallow oracle


@pytest.mark.parametrize("workers", [1, 2])
def test_a_tampered_contract_of_a_changed_tool_is_an_input_error(workers: int) -> None:
    # check verifies an embedded contract when the grader first reads it (in a grading worker with
    # --jobs): a hand-edited contract must still stop the lint with the lockfile error.
    from oracle import InputError, Options, parse_lockfile, read_catalogue
    from oracle.lockfile import regenerate, render_lockfile

    tools = [
        {"name": f"t{i}", "description": f"Tool {i}.", "inputSchema": {"type": "object"}} for i in range(80)
    ]
    text = render_lockfile(regenerate(read_catalogue(json.dumps({"tools": tools}).encode())).lockfile)
    tampered = text.replace("Tool 7.", "Tool 7!")
    lockfile = parse_lockfile(tampered, verify_contracts=False)
    live = [{**t, "description": t["description"] + " Now faster."} for t in tools]
    with pytest.raises(InputError, match="digests to"):
        lint_catalogue(
            lockfile, read_catalogue(json.dumps({"tools": live}).encode()), {}, Options(workers=workers)
        )
